/**
 * The first step of every tailoring and cover-letter run: the job posting, fetched when the request
 * gave a URL (`fetching-job`) or taken from the text (`extracting-job`), and what it asks for.
 * Shared by the use cases so both read a posting the same way and fail it with the same 400/422.
 */
import type { AppContext } from '../context.ts';
import { AppError } from '../domain/errors.ts';
import { JOB_PAGE_TIMEOUT_MS } from '../job-posting/fetch-job-page.ts';
import { MAX_JOB_DESCRIPTION_CHARS, type JobPosting } from '../job-posting/job-posting.ts';
import { isPostingUrl, resolveJobDescription, type JobDescriptionInput } from '../job-posting/resolve-job-description.ts';
import type { PipelineStep } from '../pipeline/index.ts';
import { extractRequirements, type JobRequirements } from '../tailoring/job-requirements.ts';

export type { JobDescriptionInput };

/** What the step reads and fills in on the run's state. */
export interface PostingState {
  /** The request's posting: text, or a URL to fetch. */
  job: JobDescriptionInput;
  /** The resume's language: requirement headings are read in it and in English. */
  language: string;
  posting?: JobPosting;
  requirements?: JobRequirements;
}

/** Time left after the fetch's own deadline for extraction, so the fetch's precise 422 wins the race. */
const EXTRACTION_MARGIN_MS = 5_000;

/**
 * What can be said about the request's posting before anything is charged: one is given, and pasted
 * text is within the contract's 50,000 characters (400). Words are counted after extraction (422).
 */
export function checkJobInput(job: JobDescriptionInput): void {
  if (!job.url?.trim() && !job.text?.trim())
    throw new AppError('validation_failed', 'A job description or a job posting URL is required', { details: [{ path: 'body.jobDescription', message: 'is required' }] });
  if (!job.url && job.text && !isPostingUrl(job.text) && job.text.length > MAX_JOB_DESCRIPTION_CHARS) {
    throw new AppError('validation_failed', `The job description is longer than ${MAX_JOB_DESCRIPTION_CHARS} characters`, {
      details: [{ path: 'body.jobDescription', message: `must be at most ${MAX_JOB_DESCRIPTION_CHARS} characters` }],
    });
  }
}

/** The posting step for a request's posting. */
export function jobPostingStep<S extends PostingState>(context: AppContext, job: JobDescriptionInput): PipelineStep<S> {
  const fetching = Boolean(job.url?.trim()) || isPostingUrl(job.text);
  return {
    name: fetching ? 'fetching-job' : 'extracting-job',
    message: fetching ? 'Fetching the job posting' : 'Reading the job posting',
    deadlineMs: (fetching ? JOB_PAGE_TIMEOUT_MS : 0) + EXTRACTION_MARGIN_MS,
    async run(state, signal) {
      state.posting = await resolveJobDescription(state.job, { allowHosts: context.config.outboundAllowHosts, signal });
      state.requirements = extractRequirements(state.posting.description, state.language);
    },
  };
}

/** The state's posting and requirements, which later steps may rely on once the posting step ran. */
export function postingOf(state: PostingState): { posting: JobPosting; requirements: JobRequirements } {
  if (!state.posting || !state.requirements) throw new Error('the posting step has not run');
  return { posting: state.posting, requirements: state.requirements };
}
