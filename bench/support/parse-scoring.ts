/**
 * Field-level scoring of a parsed resume against the sections it was rendered from, for the parse
 * benchmark. One place defines what "the same" means, so tuning never argues with the scorer:
 * text compares after Unicode NFKC, case folding, collapsed whitespace, soft hyphens dropped and
 * line-break hyphenation ("infra- structure") joined; phone numbers compare by their digits (and a
 * leading +); dates compare as YYYY or YYYY-MM (a day is ignored), and a year alone matches any
 * month of that year, since many resumes print years only.
 */
import type { Sections } from '../../src/domain/resume.ts';

/** True positives, false positives and false negatives of one field. */
export interface Tally {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

/** Precision, recall and F1 of a tally; a field with nothing expected and nothing found scores 1. */
export function rates(tally: Tally): { precision: number; recall: number; f1: number } {
  const found = tally.truePositives + tally.falsePositives;
  const expected = tally.truePositives + tally.falseNegatives;
  const precision = found === 0 ? 1 : tally.truePositives / found;
  const recall = expected === 0 ? 1 : tally.truePositives / expected;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

/** Adds `more` into `into`. */
export function addTally(into: Tally, more: Tally): void {
  into.truePositives += more.truePositives;
  into.falsePositives += more.falsePositives;
  into.falseNegatives += more.falseNegatives;
}

/** The fields the benchmark scores, in print order. */
export const scoredFields = [
  'name',
  'email',
  'phone',
  'location',
  'summary',
  'experience',
  'experience.title',
  'experience.company',
  'experience.dates',
  'education',
  'bullets',
  'skills',
  'languages',
  'certifications',
  'projects',
] as const;

export type ScoredField = (typeof scoredFields)[number];

/** One field's score in one document, with what was missed and what was wrongly found. */
export interface FieldScore extends Tally {
  missed: string[];
  spurious: string[];
}

/** Text as compared: NFKC, lower case, hyphenation and soft hyphens joined, whitespace collapsed, outer punctuation trimmed. */
export function normalizeText(value: string | undefined): string {
  return (value ?? '')
    .normalize('NFKC')
    .toLocaleLowerCase('und')
    .replace(/\u00ad/g, '')
    .replace(/(\p{L})-\s+(\p{Ll})/gu, '$1$2')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.,;:|•·–—-]+|[\s.,;:|•·–—-]+$/g, '')
    .trim();
}

/** A phone number as compared: its digits, with a leading + kept. */
export function normalizePhone(value: string | undefined): string {
  const trimmed = (value ?? '').trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}

/** A date as compared: "YYYY" or "YYYY-MM"; '' for anything else. */
export function normalizeDate(value: string | undefined): string {
  const match = /^(\d{4})(?:-(\d{2}))?/.exec((value ?? '').trim());
  if (!match) return '';
  return match[2] ? `${match[1]}-${match[2]}` : match[1]!;
}

/** Two dates agree: equal, or one is a year alone and the other falls in it. Both empty agree. */
export function datesMatch(expected: string | undefined, got: string | undefined): boolean {
  const [a, b] = [normalizeDate(expected), normalizeDate(got)];
  if (a === b) return true;
  if (!a || !b) return false;
  return (a.length === 4 || b.length === 4) && a.slice(0, 4) === b.slice(0, 4);
}

/** A single-valued field: found and equal, found and wrong (a false positive and a miss), or absent. */
export function scoreValue(expected: string, got: string, equal: (a: string, b: string) => boolean = (a, b) => a === b): FieldScore {
  const score: FieldScore = { truePositives: 0, falsePositives: 0, falseNegatives: 0, missed: [], spurious: [] };
  if (expected && got && equal(expected, got)) score.truePositives = 1;
  else {
    if (expected) {
      score.falseNegatives = 1;
      score.missed.push(expected);
    }
    if (got) {
      score.falsePositives = 1;
      score.spurious.push(got);
    }
  }
  return score;
}

/** A list field: each expected item matches at most one found item (greedy, in order). */
export function scoreList<T>(expected: readonly T[], got: readonly T[], equal: (a: T, b: T) => boolean, show: (item: T) => string): FieldScore {
  const unused = [...got];
  const score: FieldScore = { truePositives: 0, falsePositives: 0, falseNegatives: 0, missed: [], spurious: [] };
  for (const item of expected) {
    const index = unused.findIndex((candidate) => equal(item, candidate));
    if (index >= 0) {
      score.truePositives++;
      unused.splice(index, 1);
    } else {
      score.falseNegatives++;
      score.missed.push(show(item));
    }
  }
  score.falsePositives = unused.length;
  score.spurious.push(...unused.map(show));
  return score;
}

type Experience = NonNullable<Sections['experience']>[number];
type Education = NonNullable<Sections['education']>[number];

const sameText = (a: string | undefined, b: string | undefined) => normalizeText(a) === normalizeText(b);
const text = (value: string) => normalizeText(value);
const datesOf = (entry: { startDate?: string; endDate?: string }) => `${normalizeDate(entry.startDate)}…${normalizeDate(entry.endDate)}`;
/**
 * The degree agrees. When the expected entry keeps its field inside the degree ("Inżynier,
 * Informatyka" with no field), a parse that splits it into degree and field says the same thing.
 */
function sameDegree(expected: Education, found: Education): boolean {
  if (sameText(expected.degree, found.degree)) return true;
  return !expected.field && Boolean(found.field) && sameText(expected.degree, `${found.degree ?? ''}, ${found.field}`);
}

/**
 * Start and end agree. An entry with a single date ("May 2016" under a degree) says nothing about
 * whether it starts or ends the entry, so when both sides hold exactly one date, those two compare
 * whatever slot each sits in (added for the foreign corpus, whose resumes print graduation dates alone).
 */
const sameDates = (a: { startDate?: string; endDate?: string }, b: { startDate?: string; endDate?: string }) => {
  const single = (entry: { startDate?: string; endDate?: string }) => (normalizeDate(entry.startDate) ? 1 : 0) + (normalizeDate(entry.endDate) ? 1 : 0) === 1;
  if (single(a) && single(b)) return datesMatch(a.startDate || a.endDate, b.startDate || b.endDate);
  return datesMatch(a.startDate, b.startDate) && datesMatch(a.endDate, b.endDate);
};
const skillNames = (sections: Sections) => (sections.skills ?? []).flatMap((skill) => (typeof skill === 'string' ? [skill] : [skill.name ?? '', ...(skill.keywords ?? [])])).filter(Boolean);

/** Every scored field of one document. */
export function scoreResume(expected: Sections, got: Sections): Record<ScoredField, FieldScore> {
  const header = expected.header ?? {};
  const found = got.header ?? {};
  const jobs = expected.experience ?? [];
  const foundJobs = got.experience ?? [];
  const schools = expected.education ?? [];
  const foundSchools = got.education ?? [];
  const showJob = (job: Experience) => `${job.title ?? ''} @ ${job.company ?? ''} ${datesOf(job)}`;
  const showSchool = (school: Education) => `${school.degree ?? ''} @ ${school.institution ?? ''} ${datesOf(school)}`;
  return {
    name: scoreValue(header.name ?? '', found.name ?? '', sameText),
    email: scoreValue(header.email ?? '', found.email ?? '', sameText),
    phone: scoreValue(header.phone ?? '', found.phone ?? '', (a, b) => normalizePhone(a) === normalizePhone(b)),
    location: scoreValue(header.location ?? '', found.location ?? '', sameText),
    summary: scoreValue(expected.summary ?? '', got.summary ?? '', sameText),
    experience: scoreList(jobs, foundJobs, (a, b) => sameText(a.title, b.title) && sameText(a.company, b.company) && sameDates(a, b), showJob),
    'experience.title': scoreList(
      jobs.map((job) => job.title ?? ''),
      foundJobs.map((job) => job.title ?? ''),
      sameText,
      text,
    ),
    'experience.company': scoreList(
      jobs.map((job) => job.company ?? ''),
      foundJobs.map((job) => job.company ?? ''),
      sameText,
      text,
    ),
    'experience.dates': scoreList(jobs, foundJobs, sameDates, datesOf),
    education: scoreList(schools, foundSchools, (a, b) => sameText(a.institution, b.institution) && sameDegree(a, b) && sameDates(a, b), showSchool),
    bullets: scoreList(
      jobs.flatMap((job) => job.highlights ?? []),
      foundJobs.flatMap((job) => job.highlights ?? []),
      sameText,
      text,
    ),
    skills: scoreList(skillNames(expected), skillNames(got), sameText, text),
    languages: scoreList(
      (expected.languages ?? []).map((entry) => entry.language ?? ''),
      (got.languages ?? []).map((entry) => entry.language ?? ''),
      sameText,
      text,
    ),
    certifications: scoreList(
      (expected.certifications ?? []).map((entry) => entry.name ?? ''),
      (got.certifications ?? []).map((entry) => entry.name ?? ''),
      sameText,
      text,
    ),
    projects: scoreList(
      (expected.projects ?? []).map((entry) => entry.name ?? ''),
      (got.projects ?? []).map((entry) => entry.name ?? ''),
      sameText,
      text,
    ),
  };
}
