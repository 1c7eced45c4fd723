/**
 * Rules of a resume document that a JSON Schema cannot state: dates that exist, periods that end
 * after they start, `current` entries without an end date. Pure; returns every problem with its path.
 */
import type { ErrorDetail } from './errors.ts';
import type { Sections } from './resume.ts';

interface Period {
  startDate?: string;
  endDate?: string;
  current?: boolean;
}

const DATED_SECTIONS = ['experience', 'education', 'projects', 'volunteering'] as const;
const SINGLE_DATES: Array<[section: keyof Sections, field: string]> = [
  ['certifications', 'date'],
  ['awards', 'date'],
  ['publications', 'releaseDate'],
];

/** Problems in `sections`, with paths like `body.sections.experience[2].endDate`. */
export function checkResumeRules(sections: Sections | undefined, basePath = 'body.sections'): ErrorDetail[] {
  if (!sections) return [];
  const problems: ErrorDetail[] = [];
  for (const section of DATED_SECTIONS) {
    (sections[section] as Period[] | undefined)?.forEach((entry, index) => {
      const path = `${basePath}.${section}[${index}]`;
      for (const field of ['startDate', 'endDate'] as const) {
        const value = entry[field];
        if (value && !isRealDate(value)) problems.push({ path: `${path}.${field}`, message: `${value} is not a date in the calendar` });
      }
      if (entry.startDate && entry.endDate && compareDates(entry.endDate, entry.startDate) < 0) {
        problems.push({ path: `${path}.endDate`, message: `must not be before startDate (${entry.startDate})` });
      }
      if (entry.current && entry.endDate) problems.push({ path: `${path}.endDate`, message: 'must be empty when current is true' });
    });
  }
  for (const [section, field] of SINGLE_DATES) {
    (sections[section] as Array<Record<string, string | undefined>> | undefined)?.forEach((entry, index) => {
      const value = entry[field];
      if (value && !isRealDate(value)) problems.push({ path: `${basePath}.${section}[${index}].${field}`, message: `${value} is not a date in the calendar` });
    });
  }
  return problems;
}

/** A plain-string skill means `{ name }`; stored documents always hold objects. */
export function normalizeSections(sections: Sections): Sections {
  if (!sections.skills) return sections;
  return { ...sections, skills: sections.skills.map((skill) => (typeof skill === 'string' ? { name: skill } : skill)) };
}

/** True when YYYY[-MM[-DD]] names a real day (no 2023-02-30). */
export function isRealDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number);
  if (month === undefined) return year !== undefined && year > 0;
  if (month < 1 || month > 12) return false;
  if (day === undefined) return true;
  return day >= 1 && day <= new Date(Date.UTC(year!, month, 0)).getUTCDate();
}

/**
 * Orders partial dates by the earliest day they can mean ("2021" < "2021-03" < "2021-03-02"),
 * which is the order a reader expects; "2021" does not count as ending before "2021-06".
 */
export function compareDates(left: string, right: string): number {
  const [leftYear, leftMonth, leftDay] = left.split('-').map(Number);
  const [rightYear, rightMonth, rightDay] = right.split('-').map(Number);
  if (leftYear !== rightYear) return leftYear! - rightYear!;
  if (leftMonth === undefined || rightMonth === undefined) return 0;
  if (leftMonth !== rightMonth) return leftMonth - rightMonth;
  if (leftDay === undefined || rightDay === undefined) return 0;
  return leftDay - rightDay;
}
