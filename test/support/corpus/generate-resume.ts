/**
 * Deals one resume of a given size from a language bank with a seeded generator: the same id gives
 * the same resume on every run. Sizes, in single-column A4 terms at a template's default settings:
 * minimal (a few lines), short (a real one-pager, about two thirds of a page: one school, bullets
 * from the shorter half of the bank), typical (about two pages) and long (a senior engineer, three
 * pages or more).
 */
import type { LocaleCode } from '../../../src/i18n/locale.ts';
import type { ResumeInput, Sections } from '../../../src/domain/resume.ts';
import { addressesOf, fullName } from './contact-details.ts';
import type { LocaleBank, PersonName } from './locale-bank.ts';
import { seededRandom, type SeededRandom } from './seeded-random.ts';

export type ResumeSize = 'minimal' | 'short' | 'typical' | 'long';

type Experience = NonNullable<Sections['experience']>[number];
type Education = NonNullable<Sections['education']>[number];

const TOP_LEVEL_DOMAINS: Record<LocaleCode, string> = {
  en: 'co.uk',
  de: 'de',
  es: 'es',
  fr: 'fr',
  it: 'it',
  nl: 'nl',
  pl: 'pl',
  pt: 'pt',
  is: 'is',
  fi: 'fi',
  sv: 'se',
  no: 'no',
  da: 'dk',
  et: 'ee',
};

/** Bullets per job, most recent job first. */
const BULLETS_PER_JOB: Record<ResumeSize, number[]> = {
  minimal: [2],
  short: [3, 3],
  typical: [5, 4, 4, 3],
  long: [6, 6, 5, 5, 4, 4],
};

/** The resume of `size` dealt from `bank`, seeded by `seed` (use the case id). */
export function generateResume(bank: LocaleBank, size: ResumeSize, seed: string): ResumeInput {
  const random = seededRandom(seed);
  if (size === 'long' && !bank.long) throw new Error(`The ${bank.code} bank has no long-resume material`);
  const person = random.pick(bank.people);
  const name = fullName(person);
  const title = bank.titles[seniorityOf(bank, size)]!;
  const sections: Sections = {
    header: headerOf(bank, person, title, size, random),
    ...(size !== 'minimal' && { summary: size === 'short' ? bank.summaries.brief : bank.summaries.full }),
    experience: experienceOf(bank, size, random),
    education: educationOf(bank, size, random),
    skills: skillsOf(bank, size, random),
    ...(size !== 'minimal' && { languages: bank.languages.slice(0, size === 'short' ? 2 : 3) }),
  };
  if (size === 'typical' || size === 'long') {
    const count = size === 'long' ? 3 : 2;
    sections.certifications = bank.certifications.slice(0, count).map((certification, index) => ({ ...certification, date: monthOf(2023 - index * 2, random) }));
    sections.projects = bank.projects.slice(0, size === 'long' ? 3 : 1).map((project) => ({ ...project, ...(size === 'typical' && { highlights: [] }) }));
    sections.awards = bank.awards.slice(0, size === 'long' ? 2 : 1).map((award, index) => ({ ...award, date: String(2022 - index * 3) }));
  }
  if (size === 'long') sections.custom = [bank.long!.custom];
  return { title: `${name} – ${title}`, language: bank.code, sections };
}

/** Index in bank.titles of the most recent job's title. */
function seniorityOf(bank: LocaleBank, size: ResumeSize): number {
  return size === 'long' ? bank.titles.length - 1 : { minimal: 1, short: 2, typical: 3 }[size];
}

function headerOf(bank: LocaleBank, person: PersonName, title: string, size: ResumeSize, random: SeededRandom): Sections['header'] {
  const addresses = addressesOf(person, TOP_LEVEL_DOMAINS[bank.code]);
  const header: Sections['header'] = { name: fullName(person), title, email: addresses.email };
  if (size === 'minimal') return header;
  Object.assign(header, { phone: bank.phone, location: random.pick(bank.cities), linkedin: addresses.linkedin });
  if (size === 'long') Object.assign(header, { website: addresses.website, links: [{ label: 'GitHub', url: addresses.github }] });
  return header;
}

/** Jobs, most recent first, with dates running back from a current job. */
function experienceOf(bank: LocaleBank, size: ResumeSize, random: SeededRandom): Experience[] {
  const counts = BULLETS_PER_JOB[size];
  const bullets = random.shuffle(size === 'short' ? shorterHalf(bank.bullets) : bank.bullets);
  const companies = random.shuffle(bank.companies);
  const descriptions = random.shuffle(bank.roleDescriptions);
  let end = { year: 2024, month: random.integer(1, 12) };
  return counts.map((count, index) => {
    const start = { year: end.year - random.integer(1, 3), month: random.integer(1, 12) };
    const job: Experience = {
      title: bank.titles[Math.max(0, seniorityOf(bank, size) - index)]!,
      company: companies[index]!,
      location: random.pick(bank.cities).split(',')[0]!,
      startDate: isoMonth(start),
      ...(index === 0 ? { current: true } : { endDate: isoMonth(end) }),
      ...((size === 'long' || (size === 'typical' && index === 0)) && { description: descriptions[index]! }),
      highlights: bullets.splice(0, count),
    };
    end = { year: start.year, month: Math.max(1, start.month - random.integer(0, 2)) };
    return job;
  });
}

function educationOf(bank: LocaleBank, size: ResumeSize, random: SeededRandom): Education[] {
  const count = size === 'minimal' || size === 'short' ? 1 : 2;
  return bank.schools.slice(0, count).map((school, index) => {
    const endYear = 2012 - index * 3 - random.integer(0, 2);
    return {
      institution: school.institution,
      degree: school.degree,
      field: school.field,
      startDate: String(endYear - (index === 0 ? 2 : 3)),
      endDate: index === 0 ? monthOf(endYear, random) : String(endYear),
      ...((size === 'typical' || size === 'long') && { highlights: [school.highlight] }),
    };
  });
}

function skillsOf(bank: LocaleBank, size: ResumeSize, random: SeededRandom): NonNullable<Sections['skills']> {
  if (size === 'long' && ['de', 'nl', 'fi'].includes(bank.code)) return bank.long!.skillGroups;
  const count = { minimal: 5, short: 8, typical: 12, long: 16 }[size];
  return random.shuffle(bank.skills).slice(0, count);
}

/** The shorter half of `texts` (a one-page resume keeps its bullets to about one line and a half). */
function shorterHalf(texts: readonly string[]): string[] {
  const limit = [...texts].map((text) => text.length).sort((a, b) => a - b)[Math.floor(texts.length / 2)]!;
  return texts.filter((text) => text.length <= limit);
}

function monthOf(year: number, random: SeededRandom): string {
  return isoMonth({ year, month: random.integer(1, 12) });
}

function isoMonth(date: { year: number; month: number }): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}`;
}
