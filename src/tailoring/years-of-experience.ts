/**
 * The whole years of experience a resume's dates show: the one number of years a summary or letter
 * may state without the resume writing it (the built-in summary states it, and the honesty checks
 * accept it there and nowhere else).
 */
import type { Sections } from '../domain/resume.ts';

const monthIndex = (date: string | undefined) => {
  const match = date?.match(/^(\d{4})(?:-(\d{2}))?/);
  return match ? Number(match[1]) * 12 + (match[2] ? Number(match[2]) - 1 : 0) : undefined;
};

/** Whole years from the first start to the last end (`today`, YYYY-MM-DD, for a current job); undefined when a date is missing. */
export function yearsOfExperience(sections: Sections, today: string | undefined): number | undefined {
  const jobs = sections.experience ?? [];
  const starts = jobs.map((job) => monthIndex(job.startDate)).filter((month) => month !== undefined);
  const ends = jobs.map((job) => monthIndex(job.current || !job.endDate ? today : job.endDate));
  if (starts.length === 0 || ends.some((month) => month === undefined)) return undefined;
  const months = Math.max(...(ends as number[])) - Math.min(...starts);
  return Math.floor(months / 12);
}
