/**
 * The first step of every tailoring and cover-letter run: the job posting, fetched when the request
 * gave a URL (`fetching-job`) or taken from the text (`extracting-job`), and what it asks for.
 * Shared by the use cases so both read a posting the same way and fail it with the same 400/422.
 */
import type { AppContext } from '../context.ts';
import { JOB_PAGE_TIMEOUT_MS } from '../job-posting/fetch-job-page.ts';
import type { JobPosting } from '../job-posting/job-posting.ts';
import { isPostingUrl, resolveJobDescription } from '../job-posting/resolve-job-description.ts';
import type { PipelineStep } from '../pipeline/index.ts';
import { extractRequirements, type JobRequirements } from '../tailoring/job-requirements.ts';

/** What the step reads and fills in on the run's state. */
export interface PostingState {
  /** The request's `jobDescription`: posting text or an http(s) URL. */
  jobDescription: string;
  /** The resume's language: requirement headings are read in it and in English. */
  language: string;
  posting?: JobPosting;
  requirements?: JobRequirements;
}

/** Time left after the fetch's own deadline for extraction, so the fetch's precise 422 wins the race. */
const EXTRACTION_MARGIN_MS = 5_000;

/** The posting step for a request's `jobDescription`. */
export function jobPostingStep<S extends PostingState>(context: AppContext, jobDescription: string): PipelineStep<S> {
  const fetching = isPostingUrl(jobDescription);
  return {
    name: fetching ? 'fetching-job' : 'extracting-job',
    message: fetching ? 'Fetching the job posting' : 'Reading the job posting',
    deadlineMs: (fetching ? JOB_PAGE_TIMEOUT_MS : 0) + EXTRACTION_MARGIN_MS,
    async run(state, signal) {
      state.posting = await resolveJobDescription({ text: state.jobDescription }, { allowHosts: context.config.outboundAllowHosts, signal });
      state.requirements = extractRequirements(state.posting.description, state.language);
    },
  };
}

/** The state's posting and requirements, which later steps may rely on once the posting step ran. */
export function postingOf(state: PostingState): { posting: JobPosting; requirements: JobRequirements } {
  if (!state.posting || !state.requirements) throw new Error('the posting step has not run');
  return { posting: state.posting, requirements: state.requirements };
}
