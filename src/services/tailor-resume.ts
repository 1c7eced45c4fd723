/**
 * Tailoring a stored resume to a job posting (Form B `POST /v1/tailor`): the resume is loaded (404)
 * and the credits reserved (402) before anything runs, then a pipeline reads the posting
 * (`fetching-job` or `extracting-job`) and tailors (`tailoring`), handing over the summary, the
 * experience and the skills as sections as each is ready. The engine is the user's language model
 * when there is one, else the built-in engine; both outputs pass the honesty check. The steps know
 * nothing of forms or transports: the route drains the events or streams them.
 */
import type { AppContext } from '../context.ts';
import type { CreditBalance, Plan } from '../domain/credits.ts';
import type { Resume } from '../domain/resume.ts';
import { runPipeline, section, type PipelineEvent, type PipelineStep, type TailorSuggestions } from '../pipeline/index.ts';
import { tailorResume } from '../tailoring/tailor-resume.ts';
import { jobPostingStep, postingOf, type PostingState } from './job-posting-step.ts';
import { resolveLanguageModel, type ActionEngine } from './language-model.ts';
import { modelStepDeadlineMs } from './model-answer.ts';
import { paidRun } from './paid-run.ts';
import { getResume } from './resumes.ts';
import { tailorWithModel } from './tailor-with-model.ts';

export interface TailorRequest {
  userId: string;
  /** The caller's plan for this request: BYOK is honoured on pro only. */
  plan: Plan;
  resumeId: string;
  /** Posting text or an http(s) URL to fetch. */
  jobDescription: string;
  /** Receives the balance after the reservation and after any release (X-Credits-Remaining). */
  onBalance?: (balance: CreditBalance) => void;
}

/** What a finished tailoring run produced. */
export interface TailorOutcome {
  suggestions: TailorSuggestions;
  /** `ai` when a language model wrote the suggestions, `builtin` otherwise. */
  engine: 'ai' | 'builtin';
}

interface TailorState extends PostingState {
  resume: Resume;
  suggestions?: TailorSuggestions;
}

/**
 * Checks the resume (404) and the balance (402), then returns the run's events. `signal` cancels
 * the run (the client went away): the model call and any fetch stop, and the credits are released.
 */
export async function startTailorRun(context: AppContext, request: TailorRequest, signal: AbortSignal): Promise<AsyncGenerator<PipelineEvent<TailorOutcome>, void, undefined>> {
  const resume = await getResume(context, request.userId, request.resumeId);
  const engine = await resolveLanguageModel(context, { userId: request.userId, plan: request.plan });
  const state: TailorState = { resume, jobDescription: request.jobDescription, language: resume.language };
  const steps: PipelineStep<TailorState>[] = [jobPostingStep(context, request.jobDescription), tailoringStep(context, engine)];
  // Under the user's own key the provider bills them and tailoring renders nothing: free once the model answered.
  const free = (outcome: TailorOutcome) => engine.kind === 'model' && engine.byok && outcome.engine === 'ai';
  const spend = { userId: request.userId, action: 'tailor', cost: context.config.costs.tailor, onBalance: request.onBalance, free };
  return paidRun(context, spend, signal, () =>
    runPipeline(steps, state, signal, {
      finish: (done) => ({ suggestions: done.suggestions!, engine: engine.kind === 'model' ? 'ai' : 'builtin' }),
    }),
  );
}

function tailoringStep(context: AppContext, engine: ActionEngine): PipelineStep<TailorState> {
  return {
    name: 'tailoring',
    message: 'Tailoring your resume',
    deadlineMs: modelStepDeadlineMs(context),
    weight: 3,
    async *run(state, signal) {
      const { posting, requirements } = postingOf(state);
      const { sections, language } = state.resume;
      const suggestions =
        engine.kind === 'model'
          ? await tailorWithModel(context, engine.model, sections, posting.description, signal)
          : tailorResume(sections, requirements, { mode: 'standard', language, today: new Date().toISOString().slice(0, 10) }).suggestions;
      state.suggestions = suggestions;
      yield section('summary', suggestions.summary);
      yield section('experience', suggestions.experience);
      yield section('skills', suggestions.skills);
    },
  };
}
