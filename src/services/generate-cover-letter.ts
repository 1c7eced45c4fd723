/**
 * Writing and saving a cover letter for a stored resume and a job posting (Form B
 * `POST /v1/cover-letters/generate`): the resume is loaded (404) and the credits reserved (402)
 * before anything runs; the pipeline reads the posting, writes the letter (`writing-cover-letter`,
 * handing the text over as the `content` section) and saves it when the run finishes. The letter is
 * written by the user's language model when there is one (src/services/write-letter-with-model.ts,
 * checked for honesty), else by the built-in writer; both name only what the resume holds.
 */
import type { AppContext } from '../context.ts';
import type { CoverLetter } from '../domain/cover-letter.ts';
import type { CreditBalance, Plan } from '../domain/credits.ts';
import type { Resume } from '../domain/resume.ts';
import type { JobPosting } from '../job-posting/job-posting.ts';
import { runPipeline, section, type PipelineEvent, type PipelineStep } from '../pipeline/index.ts';
import { writeCoverLetter, type WrittenCoverLetter } from '../writing/write-cover-letter.ts';
import { createCoverLetter } from './cover-letters.ts';
import { jobPostingStep, postingOf, type PostingState } from './job-posting-step.ts';
import { resolveLanguageModel, type ActionEngine } from './language-model.ts';
import { modelStepDeadlineMs } from './model-answer.ts';
import { paidRun } from './paid-run.ts';
import { getResume } from './resumes.ts';
import { writeLetterWithModel } from './write-letter-with-model.ts';

export interface GenerateCoverLetterRequest {
  userId: string;
  /** The caller's plan for this request: BYOK is honoured on pro only. */
  plan: Plan;
  resumeId: string;
  /** Posting text or an http(s) URL to fetch. */
  jobDescription: string;
  onBalance?: (balance: CreditBalance) => void;
}

interface LetterState extends PostingState {
  resume: Resume;
  positionName?: string;
  letter?: WrittenCoverLetter;
  /** True when the language model's letter is the one kept (not the built-in writer's). */
  writtenByModel?: boolean;
}

/** A pasted posting's first line is taken as the position when it reads like a title, not a sentence. */
const MAX_TITLE_WORDS = 10;

/** Checks the resume (404) and the balance (402), then returns the run's events; the result is the saved letter. */
export async function startCoverLetterRun(context: AppContext, request: GenerateCoverLetterRequest, signal: AbortSignal): Promise<AsyncGenerator<PipelineEvent<CoverLetter>, void, undefined>> {
  const resume = await getResume(context, request.userId, request.resumeId);
  const engine = await resolveLanguageModel(context, { userId: request.userId, plan: request.plan });
  const state: LetterState = { resume, jobDescription: request.jobDescription, language: resume.language };
  const steps: PipelineStep<LetterState>[] = [jobPostingStep(context, request.jobDescription), writingStep(context, engine)];
  // Under the user's own key the provider bills them and a letter renders nothing: free once the model's letter is kept.
  const free = () => engine.kind === 'model' && engine.byok && state.writtenByModel === true;
  const spend = { userId: request.userId, action: 'coverLetter', cost: context.config.costs.coverLetter, onBalance: request.onBalance, free };
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

function writingStep(context: AppContext, engine: ActionEngine): PipelineStep<LetterState> {
  return {
    name: 'writing-cover-letter',
    message: 'Writing your cover letter',
    deadlineMs: engine.kind === 'model' ? modelStepDeadlineMs(context) : 10_000,
    async *run(state, signal) {
      const { posting, requirements } = postingOf(state);
      state.positionName = positionOf(posting);
      const request = {
        sections: state.resume.sections,
        positionName: state.positionName ?? '',
        ...(posting.company && { companyName: posting.company }),
        requirements: requirements.skills,
        language: state.resume.language,
      };
      if (engine.kind === 'model') {
        const letter = await writeLetterWithModel(context, engine.model, { ...request, posting: posting.description }, signal);
        state.letter = letter;
        state.writtenByModel = letter.engine === 'ai';
      } else {
        state.letter = writeCoverLetter(request);
      }
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
