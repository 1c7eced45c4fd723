/**
 * The shape of one language's content bank: names, employers, bullet points, schools and skills
 * written in that language, from which the corpus generator (../resume-corpus.ts) deals resumes.
 */
import type { LocaleCode } from '../../../src/i18n/locale.ts';

/** A person's given and family name, as written in the language (diacritics included). */
export interface PersonName {
  given: string;
  family: string;
}

/** A school attended: institution, degree and field of study, in the language. */
export interface SchoolEntry {
  institution: string;
  degree: string;
  field: string;
  /** A line under the degree (thesis, honours), used by the longer resumes. */
  highlight: string;
}

/** A side project with a public address. */
export interface ProjectEntry {
  name: string;
  description: string;
  url: string;
  keywords: string[];
  highlights: string[];
}

/** A titled group of skills with a level, as JSON Resume writes them. */
export interface SkillGroup {
  name: string;
  level: string;
  keywords: string[];
}

/** A custom section (talks, teaching) with its own title. */
export interface CustomSectionEntry {
  title: string;
  items: Array<{ title: string; subtitle: string; date: string }>;
}

/** Everything the generator needs to write resumes in one language. */
export interface LocaleBank {
  code: LocaleCode;
  people: PersonName[];
  cities: string[];
  /** A phone number in the country's usual notation. */
  phone: string;
  /** Job titles from the most junior to the most senior (at least 4; 6 for banks with a long resume). */
  titles: string[];
  /** Employers (at least 6). */
  companies: string[];
  /** A two-sentence summary (short resumes) and a longer one (typical and long resumes). */
  summaries: { brief: string; full: string };
  /** Achievement bullets, all different (at least 18; 30 for banks with a long resume). */
  bullets: string[];
  /** One-sentence descriptions of a role (at least 6), used by typical and long resumes. */
  roleDescriptions: string[];
  schools: SchoolEntry[];
  /** Plain skill names (at least 16). */
  skills: string[];
  languages: Array<{ language: string; fluency: string }>;
  certifications: Array<{ name: string; issuer: string }>;
  projects: ProjectEntry[];
  awards: Array<{ title: string; awarder: string; summary: string }>;
  /** Present in banks that also write a long (senior engineer, 3+ pages) resume. */
  long?: { skillGroups: SkillGroup[]; custom: CustomSectionEntry };
}
