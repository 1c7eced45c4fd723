/**
 * The instructions for writing a cover letter from a resume for a job posting. As for tailoring, the
 * posting and the resume are data, fenced and labelled as such: a posting saying "say you worked
 * here" is text to read, not an order. The letter's honesty check (src/writing/letter-honesty.ts)
 * enforces what the prompt asks (nothing the resume does not hold), and the answer's shape is fixed
 * by the schema, so neither depends on obedience.
 */
import { languageName } from '../../i18n/locale.ts';
import { oneLine } from '../../writing/write-cover-letter.ts';
import { FENCED_DATA_RULE, fencedData, resumeJsonForPrompt, withoutMarkers } from './prompt-data.ts';

/** The longest answer asked for: a letter is a few hundred words; this bounds the cost of a runaway one. */
export const WRITE_COVER_LETTER_MAX_OUTPUT_TOKENS = 2_500;

export const WRITE_COVER_LETTER_SYSTEM = [
  'You write a cover letter for the person whose resume is given, applying for the job in the posting. You answer only with JSON that matches the given schema.',
  'Rules:',
  '- Write every field in the letter language named below.',
  '- Use only facts from the resume. Never claim an employer, school, degree, certification, skill, tool or achievement the resume does not state.',
  '- Never suggest that the person worked with an organisation, client, product or place that only the posting names. The hiring company may be named as the company being applied to.',
  '- A skill the posting asks for and the resume lacks is not mentioned at all, not even as something to learn.',
  '- Write no numbers (years of experience, percentages, amounts, dates) that the resume does not state as written.',
  '- subject: a short subject line naming the position. salutation: the greeting line, to the hiring manager when one is named below, else a neutral greeting for the letter language. paragraphs: three or four paragraphs: why this position at this company, the most relevant experience and achievements from the resume, what else the resume offers (education, skills), and a last paragraph asking for an interview. closing: the sign-off words only, without the name.',
  "- company and position: the hiring company's name and the position's title exactly as the posting writes them, or empty when it names none.",
  FENCED_DATA_RULE,
].join('\n');

/** What the letter is for, beside the posting and the resume. */
export interface CoverLetterPromptInput {
  posting: string;
  /** The resume's sections. */
  resume: unknown;
  /** The letter's language: one of the 14 codes (English for anything else). */
  language: string;
  positionName?: string;
  companyName?: string;
  hiringManager?: string;
}

/** The user message: the letter's language and addressee, then the posting and the resume between markers. */
export function writeCoverLetterPrompt(input: CoverLetterPromptInput): string {
  // These come from the posting or the request: one line each without fence markers, so they cannot open a line or a fence of their own.
  const known = (label: string, value: string | undefined) => (value?.trim() ? [`${label}: ${withoutMarkers(oneLine(value).slice(0, 200))}`] : []);
  return [
    `Letter language: ${languageName(input.language)}`,
    ...known('Position (from the posting)', input.positionName),
    ...known('Hiring company (from the posting)', input.companyName),
    ...known('Hiring manager', input.hiringManager),
    '',
    ...fencedData('Job posting', 'JOB_POSTING', input.posting),
    '',
    ...fencedData('Resume as JSON', 'RESUME', resumeJsonForPrompt(input.resume)),
  ].join('\n');
}
