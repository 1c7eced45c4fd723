/**
 * Writing and saving a cover letter for a resume and a job posting (`POST /v1/cover-letters/generate`).
 * The resume is loaded (404), the options checked (400) and the credits reserved (402) before the
 * run starts; the run reads the posting, reads an uploaded resume (`parsing-resume`), writes the
 * letter and, for a caller that wants the PDF, renders it. The letter (and an uploaded resume) is
 * saved when the run succeeds. Two results from the same steps: the saved letter (Form B's JSON),
 * or the rendered file kept as a run (Form A).
 */
import type { AppContext } from '../context.ts';
import type { CoverLetter } from '../domain/cover-letter.ts';
import type { CreditBalance, Plan } from '../domain/credits.ts';
import { runPipeline, type PipelineEvent, type PipelineStep, type RunResult } from '../pipeline/index.ts';
import type { RenderRequest } from '../render/render-request.ts';
import { coverLetterStep, letterDraft, storeLetterDraft, type LetterState } from './cover-letter-step.ts';
import { finishDocumentRun, renderingStep, type DocumentState } from './document-run.ts';
import { checkJobInput, jobPostingStep, type JobDescriptionInput } from './job-posting-step.ts';
import { resolveLanguageModel } from './language-model.ts';
import { paidRun } from './paid-run.ts';
import { checkRunRenderOptions, prepareCoverLetterDocumentRender } from './render-documents.ts';
import { openResumeSource, parsingResumeStep, storeSourceResume, type ResumeSourceInput } from './resume-source.ts';
import { runCost } from './run-cost.ts';

export interface GenerateCoverLetterRequest {
  userId: string;
  /** The caller's plan for this request: BYOK is honoured on pro only. */
  plan: Plan;
  source: ResumeSourceInput;
  job: JobDescriptionInput;
  /** The position applied for; read from the posting when absent. */
  positionName?: string;
  /** The letter's language; the resume's when absent. */
  language?: string;
  onBalance?: (balance: CreditBalance) => void;
}

export interface CoverLetterDocumentRequest extends GenerateCoverLetterRequest {
  /** How to render the letter (template, colour, font, ...): over the resume's saved design. */
  render: RenderRequest;
}

interface GenerateState extends LetterState, DocumentState {}

/** Form B: the run's result is the saved letter. */
export async function startCoverLetterRun(context: AppContext, request: GenerateCoverLetterRequest, signal: AbortSignal): Promise<AsyncGenerator<PipelineEvent<CoverLetter>, void, undefined>> {
  const run = await prepareRun(context, request, { renders: 0 });
  return paidRun(context, run.spend, signal, () =>
    runPipeline(run.steps, run.state, signal, {
      finish: async (done) => (await saveLetter(context, request, done)).letter,
    }),
  );
}

/** Form A: the run renders the letter, keeps the PDF as a run, and results in the run. */
export async function startCoverLetterDocumentRun(context: AppContext, request: CoverLetterDocumentRequest, signal: AbortSignal): Promise<AsyncGenerator<PipelineEvent<RunResult>, void, undefined>> {
  const run = await prepareRun(context, request, { renders: 1 });
  checkRunRenderOptions(request.render, run.state.resume);
  const steps: PipelineStep<GenerateState>[] = [
    ...run.steps,
    renderingStep((state) => [{ kind: 'cover-letter', prepare: () => prepareCoverLetterDocumentRender(context, draftOf(state, request, request.render.templateId), state.resume, request.render) }]),
  ];
  return paidRun(context, run.spend, signal, () =>
    runPipeline(steps, run.state, signal, {
      finish: async (done) => {
        const { resumeId, letter } = await saveLetter(context, request, done, request.render.templateId);
        return finishDocumentRun(context, request.userId, done, { resumeId, coverLetterId: letter.id });
      },
    }),
  );
}

/** Everything checked before a run: the resume (404), the posting (400), the engine and the price. */
async function prepareRun(context: AppContext, request: GenerateCoverLetterRequest, output: { renders: number }) {
  checkJobInput(request.job);
  const source = await openResumeSource(context, request.userId, request.source);
  const engine = await resolveLanguageModel(context, { userId: request.userId, plan: request.plan });
  const language = request.language ?? source.resume?.language ?? 'en';
  const state: GenerateState = { job: request.job, language, ...(source.resume && { resume: source.resume }) };
  const steps: PipelineStep<GenerateState>[] = [
    jobPostingStep(context, request.job),
    ...(source.upload ? [parsingResumeStep<GenerateState>(context, engine, source.upload)] : []),
    coverLetterStep(context, engine, { ...(request.positionName && { positionName: request.positionName }), ...(request.language && { language: request.language }) }),
  ];
  const cost = runCost(context.config.costs, engine, { action: context.config.costs.coverLetter, renders: output.renders, upload: Boolean(source.upload) });
  const spend = { userId: request.userId, action: 'coverLetter', cost, onBalance: request.onBalance };
  return { state, steps, spend };
}

/** The letter as it is rendered and stored: in the request's template (else the resume's) and language. */
function draftOf(state: GenerateState, request: GenerateCoverLetterRequest, templateId?: string) {
  if (!state.resume) throw new Error('no resume: the resume step has not run');
  return letterDraft(state, { language: request.language ?? state.resume.language, templateId: templateId ?? null });
}

/** Stores the uploaded resume (if any) and the letter linked to it. */
async function saveLetter(context: AppContext, request: GenerateCoverLetterRequest, state: GenerateState, templateId?: string): Promise<{ resumeId: string; letter: CoverLetter }> {
  const draft = draftOf(state, request, templateId);
  const resume = await storeSourceResume(context, request.userId, state);
  return { resumeId: resume.id, letter: await storeLetterDraft(context, request.userId, draft, resume.id) };
}
