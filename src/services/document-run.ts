/**
 * The end of every run that answers with a file (Form A's tailor and cover-letter generation, and
 * renders answered as a stream or as JSON): the `rendering` step turns the run's documents into
 * PDFs, the `bundling` step packs a resume and a letter into one ZIP, and the run's result is kept
 * for 24 hours under a run id, so a streaming client can download what the `complete` event
 * announced. Documents are rendered from memory: what the run made is stored only once everything
 * succeeded, so a failed run leaves nothing behind.
 */
import type { AppContext } from '../context.ts';
import { bundleDocuments, progress, type PipelineStep, type RunResult, type RunSuggestions } from '../pipeline/index.ts';
import type { PreparedRender } from './render-documents.ts';
import { runDownloadUrl, saveRun } from './runs.ts';

/** One document of a run, ready to render. */
export interface RunDocument {
  kind: 'resume' | 'cover-letter';
  /** Called inside the rendering step: preparing may fetch a photo. */
  prepare(): Promise<PreparedRender>;
}

/** A rendered document. */
export interface RenderedDocument {
  kind: RunDocument['kind'];
  pdf: Uint8Array;
  /** The download name. */
  filename: string;
}

/** The file the run answers with. */
export interface RunFile {
  bytes: Uint8Array;
  contentType: 'application/pdf' | 'application/zip';
  filename: string;
}

/** What the document steps read and fill in on the run's state. */
export interface DocumentState {
  rendered?: RenderedDocument[];
  file?: RunFile;
}

/** Rendering is CPU work in the render pool, bounded by it; this deadline only backs that up. */
const RENDER_DEADLINE_MS = 60_000;

/** The `rendering` step: every document of `documents(state)`, rendered side by side. */
export function renderingStep<S extends DocumentState>(documents: (state: S) => RunDocument[]): PipelineStep<S> {
  return {
    name: 'rendering',
    message: 'Rendering your documents',
    deadlineMs: RENDER_DEADLINE_MS,
    async *run(state) {
      const wanted = documents(state);
      const rendered: RenderedDocument[] = [];
      // Started together (the pool renders them in parallel); reported as each finishes, in order.
      const renders = wanted.map(async (document) => {
        const prepared = await document.prepare();
        return { kind: document.kind, pdf: await prepared.produce(), filename: prepared.filename };
      });
      // Every render is awaited before a failure is reported, so none is left running unobserved.
      const settled = Promise.allSettled(renders);
      for (const [index, render] of renders.entries()) {
        rendered.push(
          await render.catch(async (error) => {
            await settled;
            throw error;
          }),
        );
        if (wanted.length > 1) yield progress((index + 1) / wanted.length, `Rendered ${index + 1} of ${wanted.length} documents`);
      }
      state.rendered = rendered;
      // One document is the answer as it is; two are bundled by the next step.
      if (rendered.length === 1) state.file = { bytes: rendered[0]!.pdf, contentType: 'application/pdf', filename: rendered[0]!.filename };
    },
  };
}

/** The `bundling` step: the resume and the letter as one ZIP (`resume.pdf`, `cover-letter.pdf`). */
export function bundlingStep<S extends DocumentState>(): PipelineStep<S> {
  return {
    name: 'bundling',
    message: 'Packing your documents',
    deadlineMs: 10_000,
    run(state) {
      const resume = state.rendered?.find((document) => document.kind === 'resume');
      const letter = state.rendered?.find((document) => document.kind === 'cover-letter');
      if (!resume) throw new Error('nothing to bundle: the rendering step has not run');
      state.file = {
        bytes: bundleDocuments({ resume: resume.pdf, ...(letter && { coverLetter: letter.pdf }) }),
        contentType: 'application/zip',
        filename: resume.filename.replace(/\.pdf$/i, '.zip'),
      };
    },
  };
}

/** What a finished document run stored, for its result. */
export interface StoredRun {
  /** Absent for a cover letter rendered without a linked resume. */
  resumeId?: string;
  coverLetterId?: string;
  suggestions?: RunSuggestions;
  matchScore?: { before: number; after: number };
}

/** Keeps the run's file for download and returns the run's result (the file itself included, for plain answers). */
export async function finishDocumentRun(context: AppContext, userId: string, state: DocumentState, stored: StoredRun): Promise<RunResult> {
  const file = state.file;
  if (!file) throw new Error('no file to answer with: the rendering step has not run');
  const run = await saveRun(context, userId, {
    ...(stored.resumeId && { resumeId: stored.resumeId }),
    ...(stored.coverLetterId && { coverLetterId: stored.coverLetterId }),
    contentType: file.contentType,
    filename: file.filename,
    document: file.bytes,
    ...(stored.suggestions && { suggestions: stored.suggestions }),
    ...(stored.matchScore && { matchScore: stored.matchScore }),
  });
  return {
    runId: run.runId,
    ...(stored.resumeId && { resumeId: stored.resumeId }),
    ...(stored.coverLetterId && { coverLetterId: stored.coverLetterId }),
    contentType: file.contentType,
    downloadUrl: runDownloadUrl(context.config, run.runId),
    ...(stored.suggestions && { suggestions: stored.suggestions }),
    ...(stored.matchScore && { matchScore: stored.matchScore }),
    document: file.bytes,
    filename: file.filename,
    createdAt: run.createdAt,
    expiresAt: run.expiresAt,
  };
}
