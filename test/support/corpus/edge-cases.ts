/**
 * Hand-written edge documents: the inputs the issue reports as breaking templates (a long
 * double-barrelled name with a photo, grouped skills with keywords and levels, forty skills, long
 * certification titles, a sidebar with almost nothing in it) and one document using every section.
 */
import type { ResumeInput, Sections } from '../../../src/domain/resume.ts';
import type { LocaleCode } from '../../../src/i18n/locale.ts';
import { localeBanks } from './banks/index.ts';
import { generateResume } from './generate-resume.ts';

/** An edge document and what the renderer must do with it. */
export interface EdgeCase {
  id: string;
  language: LocaleCode;
  resume: ResumeInput;
  fitsOnePage: boolean;
  photo: boolean;
  /** Why the document is in the corpus. */
  purpose: string;
}

/** A short resume of `language` with `changes` applied to its sections. */
function shortResumeWith(language: LocaleCode, id: string, changes: (sections: Sections) => Sections): ResumeInput {
  const base = generateResume(localeBanks[language], 'short', id);
  return { ...base, sections: changes(structuredClone(base.sections!)) };
}

function polishLongName(): EdgeCase {
  const id = 'pl-edge-long-name-photo';
  const resume = shortResumeWith('pl', id, (sections) => ({
    ...sections,
    header: {
      name: 'Zofia Szczepańska-Kovačević',
      title: 'Starszy Inżynier ds. Zapewnienia Jakości Oprogramowania',
      email: 'zofia.szczepanska-kovacevic@example.pl',
      phone: '+48 601 234 567',
      location: 'Wrocław, Polska',
      linkedin: 'https://www.linkedin.com/in/zofia-szczepanska-kovacevic',
    },
    certifications: [{ name: 'ISTQB Advanced Level Test Automation Engineer', issuer: 'Stowarzyszenie Jakości Systemów Informatycznych', date: '2019-05' }],
  }));
  return {
    id,
    language: 'pl',
    resume: { ...resume, title: 'Zofia Szczepańska-Kovačević – CV' },
    fitsOnePage: true,
    photo: true,
    purpose: 'long double-barrelled name and job title, with a photo, on one page',
  };
}

function groupedSkills(): EdgeCase {
  const id = 'en-edge-grouped-skills';
  const resume = shortResumeWith('en', id, (sections) => ({
    ...sections,
    skills: [
      { name: 'Cloud', level: 'Expert', keywords: ['Kubernetes', 'Kafka', 'Terraform', 'AWS Lambda', 'Google Cloud Run'] },
      { name: 'Programming', level: 'Advanced', keywords: ['TypeScript', 'Go', 'Rust', 'Python'] },
      { name: 'Data stores', keywords: ['PostgreSQL', 'ClickHouse', 'DynamoDB'] },
      { name: 'Technical leadership', level: 'Experienced' },
      'Incident command',
    ],
  }));
  return { id, language: 'en', resume, fitsOnePage: false, photo: false, purpose: 'grouped skills: every group name, level and keyword must be readable' };
}

function manySkills(): EdgeCase {
  const id = 'de-edge-forty-skills';
  const skills = [
    'Java',
    'Kotlin',
    'TypeScript',
    'Python',
    'Go',
    'SQL',
    'Spring Boot',
    'Quarkus',
    'Angular',
    'React',
    'PostgreSQL',
    'Oracle Database',
    'MongoDB',
    'Redis',
    'Kafka',
    'RabbitMQ',
    'Kubernetes',
    'OpenShift',
    'Docker',
    'Terraform',
    'Ansible',
    'Jenkins',
    'GitLab CI',
    'Prometheus',
    'Grafana',
    'OpenTelemetry',
    'Anforderungsmanagement',
    'Qualitätssicherung',
    'Softwarearchitektur',
    'Domänengetriebenes Design',
    'Datenschutzgrundverordnung',
    'Informationssicherheitsmanagement',
    'Barrierefreiheit',
    'Lasttests',
    'Testautomatisierung',
    'Scrum',
    'Kanban',
    'Mentoring',
    'Technische Dokumentation',
    'Schnittstellenentwicklung',
  ];
  const resume = shortResumeWith('de', id, (sections) => ({ ...sections, skills }));
  return { id, language: 'de', resume, fitsOnePage: false, photo: false, purpose: 'forty skills, some of them long German compounds' };
}

function longCertifications(): EdgeCase {
  const id = 'en-edge-certifications';
  const base = generateResume(localeBanks.en, 'minimal', id);
  const certifications = [
    { name: 'ISTQB Advanced Level Test Automation Engineer', issuer: 'International Software Testing Qualifications Board', date: '2019-05' },
    { name: 'AWS Certified Solutions Architect – Professional', issuer: 'Amazon Web Services', date: '2022-11', url: 'https://www.credly.com/badges/5f1c2d3e-aws-sap-c02' },
    { name: 'Certified Information Systems Security Professional (CISSP)', issuer: 'ISC2', date: '2021' },
    { name: 'Project Management Professional (PMP)', issuer: 'Project Management Institute', date: '2018-03' },
  ];
  return {
    id,
    language: 'en',
    resume: { ...base, sections: { ...base.sections, certifications } },
    fitsOnePage: true,
    photo: false,
    purpose: 'long certification titles with dates, issuers and a verification link',
  };
}

function sparseSidebar(): EdgeCase {
  const id = 'sv-edge-sparse';
  const bank = localeBanks.sv;
  const resume: ResumeInput = {
    title: 'Märta Sjöberg – CV',
    language: 'sv',
    sections: {
      header: { name: 'Märta Sjöberg', title: bank.titles[2], email: 'marta.sjoberg@example.se', phone: bank.phone },
      summary: bank.summaries.brief,
      experience: [{ title: bank.titles[2], company: bank.companies[0], location: 'Göteborg', startDate: '2020-08', current: true, highlights: bank.bullets.slice(0, 3) }],
      education: [{ institution: bank.schools[0]!.institution, degree: bank.schools[0]!.degree, field: bank.schools[0]!.field, startDate: '2015', endDate: '2020-06' }],
    },
  };
  return { id, language: 'sv', resume, fitsOnePage: true, photo: false, purpose: 'nothing for the side column of sidebar templates' };
}

function everySection(): EdgeCase {
  const id = 'fr-edge-every-section';
  const bank = localeBanks.fr;
  const base = generateResume(bank, 'short', id);
  const sections: Sections = {
    ...base.sections,
    header: { ...base.sections!.header, website: 'https://www.chloe-rousseau.fr', links: [{ label: 'Mastodon', username: '@chloe@piaille.fr' }] },
    certifications: [{ name: bank.certifications[0]!.name, issuer: bank.certifications[0]!.issuer, date: '2020-06' }],
    projects: [{ ...bank.projects[0]!, startDate: '2022-01', endDate: '2022-09', roles: ['Cheffe de projet'] }],
    awards: [{ ...bank.awards[0]!, date: '2021-12' }],
    volunteering: [
      {
        organization: 'Restos du Cœur',
        position: 'Trésorière bénévole',
        startDate: '2019-09',
        summary: 'Tenue des comptes de l’antenne locale et préparation du rapport financier annuel.',
        highlights: ['Mise en place d’un suivi des dons en nature.'],
      },
    ],
    publications: [
      {
        name: 'Le contrôle de gestion au service des ateliers',
        publisher: 'Revue Française de Comptabilité',
        releaseDate: '2022-04',
        url: 'https://www.revue-rfc.fr/articles/controle-ateliers',
        summary: 'Article sur la coopération entre finance et production.',
      },
    ],
    references: [{ name: 'Bernard Lefèvre, directeur financier', reference: 'Hélène a transformé notre clôture mensuelle ; je la recommande sans réserve.' }],
    interests: [{ name: 'Randonnée', keywords: ['Alpes', 'Pyrénées'] }, { name: 'Photographie argentique' }],
    custom: [
      {
        title: 'Engagements associatifs',
        items: [
          {
            title: 'Mentore',
            subtitle: 'Association Force Femmes',
            date: 'depuis 2021',
            description: 'Accompagnement de demandeuses d’emploi de plus de 45 ans.',
            highlights: ['Six mentorées accompagnées vers un emploi.'],
          },
        ],
      },
    ],
  };
  return { id, language: 'fr', resume: { ...base, sections }, fitsOnePage: false, photo: false, purpose: 'every section the model has, so that none is silently dropped' };
}

/** The edge documents, in a fixed order. */
export function edgeCases(): EdgeCase[] {
  return [polishLongName(), groupedSkills(), manySkills(), longCertifications(), sparseSidebar(), everySection()];
}
