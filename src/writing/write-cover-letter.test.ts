import { describe, expect, test } from 'bun:test';
import type { Sections } from '../domain/resume.ts';
import { requirementFor } from '../tailoring/job-requirements.ts';
import { writeCoverLetter, type CoverLetterRequest } from './write-cover-letter.ts';

const sections: Sections = {
  header: { name: 'Ada Lovelace', title: 'Backend Engineer' },
  experience: [
    {
      title: 'Backend Engineer',
      company: 'Bank Pekao S.A.',
      startDate: '2021-03',
      current: true,
      highlights: ['Built the payment gateway in Go, handling 3,000 requests per second.', 'Responsible for on-call rotations.'],
    },
    { title: 'Developer', company: 'Initech', startDate: '2018', endDate: '2021', highlights: ['Migrated 40 services to Kubernetes.'] },
  ],
  education: [{ degree: 'MSc', field: 'Informatics', institution: 'University of Edinburgh', endDate: '2017' }],
  skills: ['Go', 'Kubernetes', 'Informatics', 'PostgreSQL'],
};

const request = (overrides: Partial<CoverLetterRequest> = {}): CoverLetterRequest => ({
  sections,
  positionName: 'Platform Engineer',
  companyName: 'Globex',
  requirements: [requirementFor('Go', 2), requirementFor('Kubernetes', 1)],
  language: 'en',
  ...overrides,
});

const paragraphs = (content: string) => content.split('\n\n');

describe('writeCoverLetter', () => {
  test('an English letter: first person for verb-led bullets, the years of each role, the degree with its field', () => {
    const { content, subject } = writeCoverLetter(request());
    expect(subject).toBe('Application for Platform Engineer');
    expect(content).toStartWith('Dear Hiring Manager,\n\n');
    expect(content).toContain('I built the payment gateway in Go, handling 3,000 requests per second.');
    expect(content).toContain('I migrated 40 services to Kubernetes.');
    expect(content).toContain('since 2021');
    expect(content).toMatch(/[Ff]rom 2018 to 2021/);
    expect(content).toContain('I completed my MSc in Informatics at University of Edinburgh.');
    expect(content).toEndWith('Kind regards,\nAda Lovelace');
  });

  test('a named recipient, the locale’s salutation; no company, no company in the opening or closing', () => {
    const named = writeCoverLetter(request({ hiringManager: 'Ms Hopper' }));
    expect(named.content).toStartWith('Dear Ms Hopper,\n\n');
    const anonymous = writeCoverLetter(request({ companyName: '  ' }));
    expect(anonymous.content).not.toContain(' at .');
    expect(paragraphs(anonymous.content)[1]).toContain('Platform Engineer');
    expect(paragraphs(anonymous.content)).toHaveLength(6);
  });

  test('German: the opening continues the salutation in lowercase, nominal bullets keep their capital', () => {
    const german: Sections = {
      ...sections,
      experience: [{ title: 'Entwicklerin', company: 'Muster AG', current: true, startDate: '2020', highlights: ['Einführung von Vertragstests für 12 Dienste.', 'Aufbau der Bereitschaft.'] }],
    };
    const { content } = writeCoverLetter(request({ sections: german, language: 'de', hiringManager: 'Frau Jäger' }));
    const [salutation, opening] = paragraphs(content);
    expect(salutation).toBe('Guten Tag Frau Jäger,');
    expect(opening).toMatch(/^\p{Ll}/u);
    expect(content).toContain('Einführung von Vertragstests für 12 Dienste.');
    // Either frame of the current role, whichever the seed chose.
    expect(content).toMatch(/Seit 2020 arbeite ich als Entwicklerin bei Muster AG\.|Bei Muster AG bin ich seit 2020 als Entwicklerin tätig\./);
  });

  test('a resume in another language than the letter: its achievements are quoted as written', () => {
    const { content } = writeCoverLetter(request({ language: 'fr', resumeLanguage: 'en' }));
    expect(content).toContain('«\u00a0Built the payment gateway in Go, handling 3,000 requests per second\u00a0».');
    expect(content).not.toContain('I built');
  });

  test('after a colon, a plain capitalised first word is lowered outside German; names and acronyms are not', () => {
    const swedish: Sections = { experience: [{ title: 'Ingenjör', company: 'Volvo', current: true, highlights: ['Ledde 3 projekt.', 'SAP-migrering för 200 användare.'] }] };
    const { content } = writeCoverLetter(request({ sections: swedish, language: 'sv' }));
    expect(content).toContain(': ledde 3 projekt.');
    expect(content).toContain(': SAP-migrering för 200 användare.');
  });

  test('a name ending in a period closes its sentence once; Spanish "y" before an /i/ sound is "e"', () => {
    const { content } = writeCoverLetter(request({ language: 'pl' }));
    expect(content).toContain('Bank Pekao S.A.');
    expect(content).not.toMatch(/S\.A\.\./);
    const spanish = writeCoverLetter(request({ language: 'es', requirements: [requirementFor('Go', 2), requirementFor('Informatics', 1)] }));
    expect(spanish.content).toContain('Go e Informatics');
  });

  test('a resume without experience still gets two body paragraphs from its education and skills', () => {
    const student: Sections = { header: { name: 'Sam Student' }, education: sections.education, skills: ['Python', 'Statistics'] };
    const parts = paragraphs(writeCoverLetter(request({ sections: student, requirements: [requirementFor('Python')] })).content);
    expect(parts).toHaveLength(5);
    expect(parts[2]).toContain('MSc in Informatics');
    expect(parts[2]).toContain('Statistics');
  });

  test('the position is named without the posting’s gender marker and contract, in the opening and the subject', () => {
    const { content, subject } = writeCoverLetter(request({ positionName: 'Bilanzbuchhalter (m/w/d) in Vollzeit', language: 'de' }));
    expect(paragraphs(content)[1]).toMatch(/Bilanzbuchhalter(?: bei|\.| einbringen)/);
    expect(`${content}\n${subject}`).not.toMatch(/m\/w\/d|Vollzeit/);
  });

  test('French "de" and "que" elide before a vowel; a title in label case reads lowercase mid-sentence', () => {
    const french: Sections = {
      header: { name: 'Camille Roux' },
      experience: [
        { title: 'Assistante marketing', company: 'Boutique Soleil', startDate: '2017', endDate: '2019', highlights: ['Gestion des campagnes Google Ads.', 'Animation des réseaux sociaux.'] },
      ],
    };
    const { content } = writeCoverLetter(request({ sections: french, positionName: 'Ingénieur DevOps (H/F)', language: 'fr', requirements: [requirementFor('Google Ads')] }));
    expect(content).toMatch(/poste d’Ingénieur DevOps/);
    expect(content).toMatch(/(?:poste d’|en tant qu’)assistante marketing/);
    expect(content).not.toMatch(/(?<![\p{L}])(?:de|que) [aeiouéèêàâîôûAEIOUÉ]/u);
  });

  test('an achievement with its own colon is cited with a dash; a weak opener goes; a German adjective after a colon is lowered', () => {
    const french: Sections = {
      experience: [{ title: 'Cheffe de projet', company: 'Rhône', current: true, highlights: ['Chargée de la stratégie SEO : trafic organique multiplié par 2,5 en 18 mois'] }],
    };
    const { content } = writeCoverLetter(request({ sections: french, language: 'fr', requirements: [requirementFor('SEO')] }));
    expect(content).toContain('la stratégie SEO – trafic organique multiplié par 2,5 en 18 mois.');
    const english: Sections = { experience: [{ title: 'Nurse', company: 'NHS', current: true, highlights: ['Responsible for medication administration for up to 8 patients per shift'] }] };
    expect(writeCoverLetter(request({ sections: english, requirements: [requirementFor('Medication administration')] })).content).toContain(
      ': medication administration for up to 8 patients per shift.',
    );
    const german: Sections = {
      experience: [{ title: 'Buchhalterin', company: 'Nordsee Handel GmbH', current: true, highlights: ['Zuständig für die Monatsabschlüsse nach HGB', 'Monatliche Inventuren im SAP EWM'] }],
    };
    const { content: deutsch } = writeCoverLetter(request({ sections: german, language: 'de', requirements: [requirementFor('HGB'), requirementFor('SAP')] }));
    expect(deutsch).toContain(': zuständig für die Monatsabschlüsse nach HGB.');
    expect(deutsch).toContain(': monatliche Inventuren im SAP EWM.');
  });

  test('a degree ending in brackets takes its institution after a comma, not in a second pair', () => {
    const withBrackets: Sections = { ...sections, education: [{ degree: 'Geprüfte Bilanzbuchhalterin (IHK)', institution: 'IHK Bremen', endDate: '2021' }] };
    const { content } = writeCoverLetter(request({ sections: withBrackets, language: 'de' }));
    expect(content).toContain('Mein Abschluss: Geprüfte Bilanzbuchhalterin (IHK), IHK Bremen.');
    expect(content).not.toContain(') (');
  });

  test('with two achievements that answer the posting, an unrelated one is not cited', () => {
    const mixed: Sections = {
      experience: [
        { title: 'Engineer', company: 'Alpha', current: true, startDate: '2021', highlights: ['Organised the summer party for 200 people', 'Ran the Kafka cluster'] },
        { title: 'Engineer', company: 'Beta', startDate: '2018', endDate: '2021', highlights: ['Chaired the chess club for 3 years', 'Tuned Kafka consumers'] },
      ],
    };
    const { content } = writeCoverLetter(request({ sections: mixed, requirements: [requirementFor('Kafka')] }));
    expect(content).toContain('Kafka cluster');
    expect(content).toContain('Kafka consumers');
    expect(content).not.toMatch(/summer party|chess club/);
  });

  test('an unknown language falls back to English', () => {
    expect(writeCoverLetter(request({ language: 'xx' })).subject).toBe('Application for Platform Engineer');
  });
});
