/**
 * Tailoring a resume to a job posting (`POST /v1/tailor`). The resume is loaded (404), the options
 * checked (400) and the credits reserved (402) before the run starts; the run reads the posting
 * (`fetching-job` or `extracting-job`), reads an uploaded resume (`parsing-resume`) and tailors it
 * (`tailoring`) with the user's language model or the built-in engine, both held to the honesty
 * check. Two results from the same steps:
 *
 * - suggestions (Form B): the summary, the changed experience entries and the skill order, handed
 *   over as sections as each is ready; the stored resume is not changed.
 * - a document (Form A): the tailored resume saved as a new resume next to the original, optionally
 *   a cover letter written from it (`writing-cover-letter`), both rendered (`rendering`) and, when
 *   there are two, zipped (`bundling`); the file is kept as a run for 24 hours.
 *
 * The steps know nothing of forms or transports: the route drains the events or streams them.
 */
import type { AppContext } from '../context.ts';
import type { CreditBalance, Plan } from '../domain/credits.ts';
import type { ResumeInput } from '../domain/resume.ts';
import { runPipeline, type PipelineEvent, type PipelineStep, type RunResult, type TailorSuggestions } from '../pipeline/index.ts';
import type { RenderRequest } from '../render/render-request.ts';
import type { TailorMode } from '../tailoring/tailor-resume.ts';
import { coverLetterStep, letterDraft, storeLetterDraft, type LetterState } from './cover-letter-step.ts';
import { bundlingStep, finishDocumentRun, renderingStep, type DocumentState, type RunDocument } from './document-run.ts';
import { checkJobInput, jobPostingStep, postingOf, type JobDescriptionInput } from './job-posting-step.ts';
import { resolveLanguageModel, type ActionEngine } from './language-model.ts';
import { paidRun } from './paid-run.ts';
import { checkRunRenderOptions, designOfRender, prepareCoverLetterDocumentRender, prepareResumeDocumentRender, resolveResumeRender, type RenderableResume } from './render-documents.ts';
import { openResumeSource, parsingResumeStep, storeSourceResume, type OpenedSource, type ResumeSourceInput } from './resume-source.ts';
import { createResume, draftResume } from './resumes.ts';
import { runCost } from './run-cost.ts';
import { tailoringStep, type TailoringState } from './tailoring-step.ts';

export interface TailorRequest {
  userId: string;
  /** The caller's plan for this request: BYOK is honoured on pro only. */
  plan: Plan;
  source: ResumeSourceInput;
  job: JobDescriptionInput;
  /** `standard` (default) rewrites inside the sections; `new` may restructure. */
  mode?: TailorMode;
  /** The language to write in; the resume's when absent. */
  language?: string;
  /** Receives the balance after the reservation and after any release (X-Credits-Remaining). */
  onBalance?: (balance: CreditBalance) => void;
}

/** What a suggestions run produced. */
export interface TailorOutcome {
  suggestions: TailorSuggestions;
  /** `ai` when a language model wrote the suggestions, `builtin` otherwise. */
  engine: 'ai' | 'builtin';
  /** The stored resume the suggestions' indexes refer to: the uploaded one once saved. */
  resumeId: string;
}

export interface TailorDocumentRequest extends TailorRequest {
  /** The position applied for (Form A's required `positionName`). */
  positionName: string;
  includeCoverLetter: boolean;
  /** How to render (template, colour, font, ...): over the resume's saved design. */
  render: RenderRequest;
}

interface TailorState extends TailoringState, LetterState, DocumentState {}

/** Form B: the run's result is the suggestions; nothing is stored except an uploaded resume. */
export async function startTailorRun(context: AppContext, request: TailorRequest, signal: AbortSignal): Promise<AsyncGenerator<PipelineEvent<TailorOutcome>, void, undefined>> {
  const { source, engine, state, steps } = await prepareRun(context, request);
  const cost = runCost(context.config.costs, engine, { action: context.config.costs.tailor, renders: 0, upload: Boolean(source.upload) });
  return paidRun(context, { userId: request.userId, action: 'tailor', cost, onBalance: request.onBalance }, signal, () =>
    runPipeline(steps, state, signal, {
      finish: async (done) => ({
        suggestions: done.tailored!.suggestions,
        engine: done.tailored!.engine,
        resumeId: (await storeSourceResume(context, request.userId, done)).id,
      }),
    }),
  );
}

/** Form A: the tailored resume (and letter) rendered, stored, and kept as a run. */
export async function startTailoredDocumentRun(context: AppContext, request: TailorDocumentRequest, signal: AbortSignal): Promise<AsyncGenerator<PipelineEvent<RunResult>, void, undefined>> {
  const { source, engine, state, steps } = await prepareRun(context, request);
  checkRunRenderOptions(request.render, source.resume);
  const { costs } = context.config;
  const action = costs.tailor + (request.includeCoverLetter ? costs.tailorCoverLetter : 0);
  const cost = runCost(costs, engine, { action, renders: request.includeCoverLetter ? 2 : 1, upload: Boolean(source.upload) });
  const language = request.language;
  const documentSteps: PipelineStep<TailorState>[] = [
    ...(request.includeCoverLetter ? [coverLetterStep<TailorState>(context, engine, { positionName: request.positionName, ...(language && { language }) })] : []),
    renderingStep((done) => {
      const resume = tailoredDraft(done, request);
      const documents: RunDocument[] = [{ kind: 'resume', prepare: () => prepareResumeDocumentRender(context, resume, {}) }];
      if (done.letter) documents.push({ kind: 'cover-letter', prepare: () => prepareCoverLetterDocumentRender(context, letterDraft(done, resume), resume, {}) });
      return documents;
    }),
    ...(request.includeCoverLetter ? [bundlingStep<TailorState>()] : []),
  ];
  return paidRun(context, { userId: request.userId, action: 'tailor', cost, onBalance: request.onBalance }, signal, () =>
    runPipeline([...steps, ...documentSteps], state, signal, {
      finish: async (done) => {
        const tailored = done.tailored!;
        const draft = tailoredDraft(done, request);
        const body = { ...draft, sectionOrder: draft.sectionOrder ?? undefined } satisfies ResumeInput;
        // Checked as it will be stored before anything is: a document that cannot be stored fails the run with nothing saved.
        draftResume(body);
        await storeSourceResume(context, request.userId, done);
        const resume = await createResume(context, request.userId, body);
        const letter = done.letter && (await storeLetterDraft(context, request.userId, letterDraft(done, resume), resume.id));
        return finishDocumentRun(context, request.userId, done, {
          resumeId: resume.id,
          ...(letter && { coverLetterId: letter.id }),
          suggestions: { ...tailored.suggestions, missingSkills: tailored.missingSkills },
          matchScore: tailored.matchScore,
        });
      },
    }),
  );
}

/** Everything both results need before the run: the resume (404), the posting (400), the engine, the steps. */
async function prepareRun(context: AppContext, request: TailorRequest): Promise<{ source: OpenedSource; engine: ActionEngine; state: TailorState; steps: PipelineStep<TailorState>[] }> {
  checkJobInput(request.job);
  const source = await openResumeSource(context, request.userId, request.source);
  const engine = await resolveLanguageModel(context, { userId: request.userId, plan: request.plan });
  const state: TailorState = { job: request.job, language: request.language ?? source.resume?.language ?? 'en', ...(source.resume && { resume: source.resume }) };
  const steps: PipelineStep<TailorState>[] = [
    jobPostingStep(context, request.job),
    ...(source.upload ? [parsingResumeStep<TailorState>(context, engine, source.upload)] : []),
    tailoringStep(context, engine, { mode: request.mode ?? 'standard', ...(request.language && { language: request.language }) }),
  ];
  return { source, engine, state, steps };
}

/**
 * The tailored resume as it is rendered and stored: a new resume beside the original, titled for
 * the position, in the requested language, with the render's options as its design (so rendering it
 * again gives the same document).
 */
function tailoredDraft(state: TailorState, request: TailorDocumentRequest): RenderableResume & { title: string } {
  const source = state.resume;
  const tailored = state.tailored;
  if (!source || !tailored) throw new Error('nothing to render: the tailoring step has not run');
  const language = request.language ?? source.language;
  const resolved = resolveResumeRender({ ...source, language }, request.render);
  const { company } = postingOf(state).posting;
  const title = `${source.title} – ${request.positionName.trim()}${company ? ` (${company})` : ''}`.slice(0, 200);
  return {
    title,
    language,
    templateId: resolved.template.id,
    design: designOfRender(resolved, source.design),
    sections: tailored.sections,
    sectionOrder: tailored.sectionOrder ?? source.sectionOrder,
  };
}
