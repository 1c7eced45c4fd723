/**
 * Writing and saving a cover letter for a stored resume and a job posting (Form B
 * `POST /v1/cover-letters/generate`): the resume is loaded (404) and the credits reserved (402)
 * before anything runs; the pipeline reads the posting, writes the letter (`writing-cover-letter`,
 * handing the text over as the `content` section) and saves it when the run finishes. The letter is
 * written by the built-in writer, which names only what the resume holds; the model engine for
 * letters is not wired yet (see README).
 */
import type { AppContext } from '../context.ts';
import type { CoverLetter } from '../domain/cover-letter.ts';
import type { CreditBalance } from '../domain/credits.ts';
import type { Resume } from '../domain/resume.ts';
import type { JobPosting } from '../job-posting/job-posting.ts';
import { runPipeline, section, type PipelineEvent, type PipelineStep } from '../pipeline/index.ts';
import { writeCoverLetter, type WrittenCoverLetter } from '../writing/write-cover-letter.ts';
import { createCoverLetter } from './cover-letters.ts';
import { jobPostingStep, postingOf, type PostingState } from './job-posting-step.ts';
import { paidRun } from './paid-run.ts';
import { getResume } from './resumes.ts';

export interface GenerateCoverLetterRequest {
  userId: string;
  resumeId: string;
  /** Posting text or an http(s) URL to fetch. */
  jobDescription: string;
  onBalance?: (balance: CreditBalance) => void;
}

interface LetterState extends PostingState {
  resume: Resume;
  positionName?: string;
  letter?: WrittenCoverLetter;
}

/** A pasted posting's first line is taken as the position when it reads like a title, not a sentence. */
const MAX_TITLE_WORDS = 10;

/** Checks the resume (404) and the balance (402), then returns the run's events; the result is the saved letter. */
export async function startCoverLetterRun(context: AppContext, request: GenerateCoverLetterRequest, signal: AbortSignal): Promise<AsyncGenerator<PipelineEvent<CoverLetter>, void, undefined>> {
  const resume = await getResume(context, request.userId, request.resumeId);
  const state: LetterState = { resume, jobDescription: request.jobDescription, language: resume.language };
  const steps: PipelineStep<LetterState>[] = [jobPostingStep(context, request.jobDescription), writingStep()];
  const spend = { userId: request.userId, action: 'coverLetter', cost: context.config.costs.coverLetter, onBalance: request.onBalance };
  return paidRun(context, spend, signal, () =>
    runPipeline(steps, state, signal, {
      finish: (done) => {
        const { posting } = postingOf(done);
        return createCoverLetter(context, request.userId, {
          title: done.letter!.subject.slice(0, 200),
          content: done.letter!.content,
          resumeId: done.resume.id,
          language: done.resume.language as never,
          ...(done.positionName && { positionName: done.positionName.slice(0, 200) }),
          ...(posting.company && { recipient: { companyName: posting.company.slice(0, 200) } }),
        });
      },
    }),
  );
}

function writingStep(): PipelineStep<LetterState> {
  return {
    name: 'writing-cover-letter',
    message: 'Writing your cover letter',
    deadlineMs: 10_000,
    async *run(state) {
      const { posting, requirements } = postingOf(state);
      state.positionName = positionOf(posting);
      state.letter = writeCoverLetter({
        sections: state.resume.sections,
        positionName: state.positionName ?? '',
        ...(posting.company && { companyName: posting.company }),
        requirements: requirements.skills,
        language: state.resume.language,
      });
      yield section('content', state.letter.content);
    },
  };
}

/** The posting's title, or a pasted posting's short first line. */
export function positionOf(posting: JobPosting): string | undefined {
  if (posting.title?.trim()) return posting.title.trim();
  const first = posting.description.split('\n').find((line) => line.trim())?.replace(/^[-#*\s]+/, '').trim();
  if (!first || /[.!?:]$/.test(first) || first.split(/\s+/).length > MAX_TITLE_WORDS) return undefined;
  return first;
}
