/**
 * The instructions for tailoring a resume to a job posting. The posting and the resume are data,
 * fenced and labelled as such: a posting saying "ignore the above" is text to read, not an order.
 * The honesty check (src/tailoring/honesty-check.ts) enforces what the prompt asks (nothing
 * invented), and the answer's shape is fixed by the schema, so neither depends on obedience.
 */
import { FENCED_DATA_RULE, fencedData, resumeJsonForPrompt } from './prompt-data.ts';

/** The longest answer asked for: a summary and a rewrite per job fit in a few thousand tokens. */
export const TAILOR_RESUME_MAX_OUTPUT_TOKENS = 6_000;

export const TAILOR_RESUME_SYSTEM = [
  'You tailor a resume to a job posting. You answer only with JSON that matches the given schema.',
  'Rules:',
  '- Use only facts from the resume. Never add an employer, title, date, degree, certificate, number or skill the resume does not state.',
  '- Rewrite the summary to lead with the experience and skills that the posting asks for and the resume shows.',
  '- For each experience entry worth changing, give its index and its description and bullet points rewritten (one per line), reordered so the most relevant come first. Leave out entries you would not change.',
  "- List the resume's own skills, most relevant to the posting first. A skill the posting wants but the resume lacks is not listed.",
  "- Write in the language the request names (the resume's own language unless it says otherwise).",
  '- In mode "new" you may also leave out old entries and bullets that match nothing in the posting; in mode "standard" keep every entry.',
  FENCED_DATA_RULE,
].join('\n');

/** How the request wants the resume tailored. */
export interface TailorPromptOptions {
  /** `standard` rewrites inside the existing entries; `new` may also drop entries that match nothing. */
  mode: 'standard' | 'new';
  /** The output language's English name ("German"). */
  languageName: string;
}

/** The user message: the request, then the posting and the resume, each between unmistakable markers. */
export function tailorResumePrompt(posting: string, resume: unknown, options: TailorPromptOptions): string {
  return [
    `Mode: ${options.mode}. Write in ${options.languageName}.`,
    '',
    ...fencedData('Job posting', 'JOB_POSTING', posting),
    '',
    ...fencedData('Resume as JSON; experience entries are numbered by their position in the list, starting at 0', 'RESUME', resumeJsonForPrompt(resume)),
  ].join('\n');
}
