/**
 * The documents the render bench renders, all made from the reference resume
 * (test/fixtures/reference-resume.raw.json) and deterministic, so every run and both renderers
 * (ours and Typst) see the same ones:
 *
 * - `summaryOnlyNew(i)`: only the summary differs between iterations (the bench's historical
 *   definition of a new document). Enough to defeat our PDF cache, but Typst memoizes layout per
 *   paragraph (comemo) and re-lays out only the summary.
 * - `everyParagraphNew(i)`: every text of the resume differs between iterations (words rotated by
 *   i, and a per-iteration token appended), so nothing laid out before can be reused by either
 *   renderer. The contact details (addresses, numbers) and dates stay as they are.
 * - `scaledResume(entries)`: the reference resume with `entries` experience entries, cycling through
 *   its four jobs with their bullets' words rotated and their years moved back, for the scaling
 *   figures (10 pages against 2, and a 100-entry resume).
 */
import type { ResumeContent } from '../src/layout/layout-resume.ts';
import type { Sections } from '../src/domain/resume.ts';
import { referenceResume } from '../test/fixtures/reference-resume.ts';

const reference = referenceResume();

/** The reference resume as the layout takes it. */
export const referenceContent: ResumeContent = { title: reference.title!, sections: reference.sections as Sections };

/**
 * Experience entries that make `scaledResume` about 10 pages with the bench's template at 10 pt, the last filled about as
 * far as the reference resume's second (the bench prints the pages it got).
 */
export const TEN_PAGE_ENTRIES = 36;

/** The reference resume with only its summary changed by `variant`. */
export function summaryOnlyNew(variant: number, content: ResumeContent = referenceContent): ResumeContent {
  return { ...content, sections: { ...content.sections, summary: `${content.sections.summary} (${variant})` } };
}

/** `content` with every text changed by `variant` (see the file comment); the same variant gives the same document. */
export function everyParagraphNew(variant: number, content: ResumeContent = referenceContent): ResumeContent {
  const vary = (text: string | undefined) => (text === undefined ? undefined : changed(text, variant));
  const { header, summary, experience, education, skills, languages, ...rest } = content.sections;
  const sections: Sections = {
    ...rest,
    ...(header && { header: { ...header, name: vary(header.name), title: vary(header.title) } }),
    ...(summary !== undefined && { summary: vary(summary) }),
    ...(experience && {
      experience: experience.map((item) => ({
        ...item,
        title: vary(item.title),
        company: vary(item.company),
        location: vary(item.location),
        highlights: item.highlights?.map((text) => changed(text, variant)),
      })),
    }),
    ...(education && {
      education: education.map((item) => ({ ...item, degree: vary(item.degree), institution: vary(item.institution), highlights: item.highlights?.map((text) => changed(text, variant)) })),
    }),
    ...(skills && { skills: skills.map((skill) => (typeof skill === 'string' ? changed(skill, variant) : { ...skill, name: vary(skill.name) })) }),
    ...(languages && { languages: languages.map((item) => ({ ...item, language: vary(item.language), fluency: vary(item.fluency) })) }),
  };
  return { ...content, sections };
}

/** Words rotated left by `variant` and a token of the variant appended: "a b c" (4) -> "b c a v4". */
function changed(text: string, variant: number): string {
  const words = text.split(' ');
  const shift = variant % words.length;
  return `${[...words.slice(shift), ...words.slice(0, shift)].join(' ')} v${variant.toString(36)}`;
}

/** The reference resume with `entries` experience entries (see the file comment). */
export function scaledResume(entries: number): ResumeContent {
  const jobs = referenceContent.sections.experience ?? [];
  const experience = Array.from({ length: entries }, (_, index) => {
    const job = jobs[index % jobs.length]!;
    const round = Math.floor(index / jobs.length);
    if (round === 0) return job;
    const back = (date: string | undefined) => (date ? `${Number(date.slice(0, 4)) - round * 12}${date.slice(4)}` : date);
    return {
      ...job,
      title: `${job.title} (${round + 1})`,
      startDate: back(job.startDate),
      ...(job.current ? { current: false, endDate: back('2024-12') } : { endDate: back(job.endDate) }),
      highlights: job.highlights?.map((text) => rotated(text, round)),
    };
  });
  return { ...referenceContent, sections: { ...referenceContent.sections, experience } };
}

function rotated(text: string, shift: number): string {
  const words = text.split(' ');
  const by = shift % words.length;
  return [...words.slice(by), ...words.slice(0, by)].join(' ');
}
