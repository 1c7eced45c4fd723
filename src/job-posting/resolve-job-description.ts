/**
 * The job description of a tailoring or cover-letter request, whichever way it was given: pasted text
 * (Form A `jobDescription`, Form B `jobDescription` that is not a URL), or a URL to fetch (Form A
 * `jobUrl`, Form B `jobDescription` that is an http(s) URL). CONTRACT §4: over 50 000 characters is a
 * 400, under 30 words after extraction a 422. Pasted text has its layout normalised, never its words.
 */
import { AppError } from '../domain/errors.ts';
import { fetchJobPage } from './fetch-job-page.ts';
import { MAX_JOB_DESCRIPTION_CHARS, MIN_JOB_DESCRIPTION_WORDS, type JobPosting } from './job-posting.ts';
import { countWords, normalizePostingText } from './normalize-posting-text.ts';

export interface JobDescriptionInput {
  /** Pasted posting text, or an http(s) URL to fetch. */
  text?: string;
  /** A URL to fetch; takes precedence over `text` (SPEC: "when jobUrl is given the service fetches"). */
  url?: string;
}

export interface ResolveJobDescriptionOptions {
  /** OUTBOUND_ALLOW_HOSTS, as config.outboundAllowHosts. */
  allowHosts: string[];
  /** The pipeline's cancellation; aborts the fetch at once. */
  signal?: AbortSignal;
  /** Fetch deadline; 10 s by default (tests pass less). */
  timeoutMs?: number;
}

/** A whole value that is one http(s) URL and nothing else. */
const URL_ONLY = /^https?:\/\/\S+$/i;

/** Whether `text` is a URL to fetch rather than a posting's text (Form B's one `jobDescription` field). */
export function isPostingUrl(text: string | undefined): boolean {
  return text !== undefined && URL_ONLY.test(text.trim());
}

/** See the file comment. Throws AppError only: 400, or 422 for a fetch or extraction that failed. */
export async function resolveJobDescription(input: JobDescriptionInput, options: ResolveJobDescriptionOptions): Promise<JobPosting> {
  const url = input.url?.trim() || (input.text !== undefined && URL_ONLY.test(input.text.trim()) ? input.text.trim() : undefined);
  if (url === undefined) {
    if (input.text === undefined || input.text.trim() === '') throw new AppError('invalid_request', 'A job description or a job posting URL is required');
    checkLength(input.text);
    return checked({ description: normalizePostingText(input.text), source: 'text' });
  }

  const page = await fetchJobPage(url, options);
  if (page.kind === 'text') return checked({ description: normalizePostingText(page.text), source: 'text', url: page.url });
  // Imported on the first fetched HTML page: cheerio, linkedom and Readability weigh ~9 MiB of RSS
  // in an instance that never reads one.
  const { postingFromPage } = await import('./posting-from-page.ts');
  return checked(postingFromPage(page.text, page.url));
}

function checkLength(text: string): void {
  if (text.length > MAX_JOB_DESCRIPTION_CHARS) {
    throw new AppError('invalid_request', `The job description is longer than ${MAX_JOB_DESCRIPTION_CHARS} characters`);
  }
}

/** The contract's limits, applied to the description as the model will see it. */
function checked(posting: JobPosting): JobPosting {
  checkLength(posting.description);
  const words = countWords(posting.description);
  if (words < MIN_JOB_DESCRIPTION_WORDS) {
    const what = posting.source === 'text' && posting.url === undefined ? 'The job description' : 'The job posting found at the URL';
    throw new AppError('unprocessable', `${what} is too short: ${words} words, at least ${MIN_JOB_DESCRIPTION_WORDS} are needed`);
  }
  return posting;
}
