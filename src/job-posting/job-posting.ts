/**
 * The job posting the AI steps work from, whatever it came from: pasted text, a page's schema.org
 * JobPosting JSON-LD, or the page's main text as Readability sees it. Plain data, no I/O.
 */

/** Where the description came from. */
export type JobPostingSource = 'text' | 'json-ld' | 'readability';

/** A job posting reduced to text. */
export interface JobPosting {
  title?: string;
  company?: string;
  location?: string;
  /** Plain text: paragraphs separated by one blank line, list items as "- " lines. */
  description: string;
  source: JobPostingSource;
  /** The final URL after redirects, when the posting was fetched. */
  url?: string;
}

/** Fewer words than this after extraction: 422 (CONTRACT §4). */
export const MIN_JOB_DESCRIPTION_WORDS = 30;
/** More characters than this: 400 (CONTRACT §4, SPEC: `jobDescription` max 50000 characters). */
export const MAX_JOB_DESCRIPTION_CHARS = 50_000;
