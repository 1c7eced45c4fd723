/**
 * A Europass CV (2013–2020 form) look, in an Arial-like face: a label column on the left (capitalised blue section names,
 * "Dates"/"Occupation or position held"-style field labels in the locale of the CV) and the values
 * in a column to its right; the name large beside "PERSONAL INFORMATION", contact rows with a
 * label each; languages as "Mother tongue(s)" and "Other language(s)" rows.
 */
import { Canvas, PAGE } from '../foreign-pdf-canvas.ts';
import type { ForeignResume } from '../foreign-resumes/foreign-resume.ts';
import { bulleted, certificationLine, skillLine } from './resume-text.ts';

const LABEL_RIGHT = 175;
const VALUE = 190;
const VALUE_WIDTH = PAGE.width - VALUE - 40;
const BLUE = '#0e4194';

/** The Europass form's fixed labels in the languages the corpus uses with it. */
const LABELS: Record<string, Record<string, string>> = {
  en: {
    personal: 'PERSONAL INFORMATION',
    address: 'Address',
    phone: 'Telephone',
    email: 'E-mail',
    website: 'Website',
    position: 'JOB APPLIED FOR',
    work: 'WORK EXPERIENCE',
    education: 'EDUCATION AND TRAINING',
    skills: 'PERSONAL SKILLS',
    mother: 'Mother tongue(s)',
    other: 'Other language(s)',
    job: 'Job-related skills',
    certificates: 'Certificates',
    projects: 'Projects',
  },
  de: {
    personal: 'ANGABEN ZUR PERSON',
    address: 'Adresse',
    phone: 'Telefon',
    email: 'E-Mail',
    website: 'Webseite',
    position: 'ANGESTREBTE TÄTIGKEIT',
    work: 'BERUFSERFAHRUNG',
    education: 'SCHUL- UND BERUFSBILDUNG',
    skills: 'PERSÖNLICHE FÄHIGKEITEN',
    mother: 'Muttersprache(n)',
    other: 'Weitere Sprache(n)',
    job: 'Berufsbezogene Kompetenzen',
    certificates: 'Bescheinigungen',
    projects: 'Projekte',
  },
  it: {
    personal: 'INFORMAZIONI PERSONALI',
    address: 'Indirizzo',
    phone: 'Telefono',
    email: 'E-mail',
    website: 'Sito web',
    position: 'POSIZIONE RICOPERTA',
    work: 'ESPERIENZA PROFESSIONALE',
    education: 'ISTRUZIONE E FORMAZIONE',
    skills: 'COMPETENZE PERSONALI',
    mother: 'Lingua madre',
    other: 'Altre lingue',
    job: 'Competenze professionali',
    certificates: 'Certificazioni',
    projects: 'Progetti',
  },
};

/** `resume` drawn as a Europass CV. */
export async function drawEuropass(resume: ForeignResume): Promise<Uint8Array> {
  const labels = LABELS[resume.language] ?? LABELS.en!;
  const canvas = new Canvas('arial', { top: 45, bottom: 50 });
  canvas.text('europass', 40, 40, { size: 16, bold: true, color: BLUE });
  canvas.y = 80;
  const label = (text: string, options: { section?: boolean } = {}) =>
    canvas.text(text, LABEL_RIGHT, canvas.y + (options.section ? 1 : 0), { size: options.section ? 9 : 8, color: BLUE, align: 'right' });
  const value = (text: string, style: { size?: number; bold?: boolean; color?: string } = {}, after = 2) => {
    canvas.flow(text, VALUE, { size: 9.5, ...style, width: VALUE_WIDTH }, after);
  };
  const section = (title: string) => {
    canvas.ensure(50);
    canvas.y += 10;
    label(title, { section: true });
    canvas.rule(VALUE, PAGE.width - 40, canvas.y + 7, BLUE, 0.6);
    canvas.y += 18;
  };
  label(labels.personal!, { section: true });
  value(resume.name, { size: 15, color: '#333333' }, 6);
  const contact = [
    ['address', resume.location],
    ['phone', resume.phone],
    ['email', resume.email],
    ['website', resume.website],
  ] as const;
  for (const [key, text] of contact) {
    if (!text) continue;
    label(labels[key]!);
    value(text, {}, 3);
  }
  if (resume.title) {
    canvas.y += 8;
    label(labels.position!, { section: true });
    value(resume.title.toLocaleUpperCase(resume.language), { size: 11, color: '#333333' }, 4);
  }
  if (resume.summary) {
    canvas.y += 4;
    value(resume.summary, {}, 4);
  }
  section(labels.work!);
  for (const job of resume.jobs) {
    canvas.ensure(60);
    label(job.when);
    value(job.title, { size: 11, color: BLUE }, 2);
    value(job.location ? `${job.company}, ${job.location}` : job.company, {}, 2);
    if (job.description) value(job.description, {}, 2);
    for (const highlight of job.highlights ?? []) canvas.flow(bulleted(resume.bullet, highlight), VALUE + 6, { size: 9.5, width: VALUE_WIDTH - 6 }, 1);
    canvas.y += 10;
  }
  section(labels.education!);
  for (const school of resume.schools) {
    canvas.ensure(40);
    if (school.when) label(school.when);
    value(school.degree, { size: 11, color: BLUE }, 2);
    value(school.location ? `${school.institution}, ${school.location}` : school.institution, {}, 2);
    if (school.grade) value(school.grade, {}, 2);
    canvas.y += 8;
  }
  if (resume.languages || resume.skills) section(labels.skills!);
  const [mother, ...others] = resume.languages ?? [];
  if (mother) {
    label(labels.mother!);
    value(mother.language, {}, 6);
  }
  if (others.length) {
    label(labels.other!);
    for (const entry of others) value(`${entry.language}   ${entry.fluency}`, {}, 2);
    canvas.y += 6;
  }
  if (resume.skills?.length) {
    label(labels.job!);
    for (const skill of resume.skills) canvas.flow(bulleted(resume.bullet, skillLine(skill)), VALUE + 6, { size: 9.5, width: VALUE_WIDTH - 6 }, 1);
    canvas.y += 6;
  }
  if (resume.certifications?.length) {
    label(labels.certificates!);
    for (const item of resume.certifications) value(certificationLine(item), {}, 2);
    canvas.y += 6;
  }
  if (resume.projects?.length) {
    label(labels.projects!);
    for (const item of resume.projects) value(`${item.name}: ${item.description}`, {}, 3);
  }
  return canvas.finish();
}
