/**
 * The resume an AI run starts from: a stored one (by id, or the user's default), or a PDF/DOCX
 * uploaded with the request, read in the run's `parsing-resume` step by the parse endpoint's own
 * code and rules. A stored resume is loaded before the run (404 is a plain status, never a failed
 * stream); an upload's kind is sniffed before it (400), its reading happens inside the run. An
 * uploaded resume is saved only when the run succeeds, together with what the run made from it.
 */
import type { AppContext } from '../context.ts';
import type { Resume } from '../domain/resume.ts';
import { sniffFileType } from '../parsing/sniff-file-type.ts';
import type { PipelineStep } from '../pipeline/index.ts';
import type { ActionEngine } from './language-model.ts';
import { draftFromReading, readResumeFile, type ResumeFileReading } from './parse-resume.ts';
import { createResume, getDefaultResume, getResume, type ResumeDraft } from './resumes.ts';

/** Where the request says the resume is. */
export interface ResumeSourceInput {
  /** A stored resume in any accepted spelling; the user's default resume when neither this nor `upload` is given. */
  resumeId?: string;
  /** The bytes of an uploaded PDF or DOCX. */
  upload?: Uint8Array;
}

/** The run's resume: stored (with its id), or read from the upload and not stored yet. */
export type SourceResume = Resume | (ResumeDraft & { id?: undefined });

/** What the source's steps read and fill in on the run's state. */
export interface SourceState {
  resume?: SourceResume;
  /** The upload's reading, kept to store it as it was read when the run succeeds. */
  reading?: ResumeFileReading;
}

/** The source checked before any credit is reserved: the stored resume (404), or the upload's kind (400). */
export interface OpenedSource {
  resume?: Resume;
  upload?: Uint8Array;
}

export async function openResumeSource(context: AppContext, userId: string, input: ResumeSourceInput): Promise<OpenedSource> {
  if (input.upload) {
    sniffFileType(input.upload);
    return { upload: input.upload };
  }
  return { resume: input.resumeId === undefined ? await getDefaultResume(context, userId) : await getResume(context, userId, input.resumeId) };
}

/** Reading an upload, which the parse pool bounds by its own deadline; this one only backs it up. */
const PARSE_STEP_DEADLINE_MS = 60_000;

/** The `parsing-resume` step for an upload. */
export function parsingResumeStep<S extends SourceState>(context: AppContext, engine: ActionEngine, upload: Uint8Array): PipelineStep<S> {
  return {
    name: 'parsing-resume',
    message: 'Reading your resume',
    deadlineMs: context.config.ai.timeoutMs + PARSE_STEP_DEADLINE_MS,
    async run(state, signal) {
      const reading = await readResumeFile(context, engine, upload, signal);
      state.reading = reading;
      state.resume = await draftFromReading(reading);
    },
  };
}

/** The run's resume as stored: the stored one as it is, an uploaded one saved now. */
export async function storeSourceResume(context: AppContext, userId: string, state: SourceState): Promise<Resume> {
  if (state.resume?.id !== undefined) return state.resume;
  if (!state.reading) throw new Error('no resume to store: the resume step has not run');
  return createResume(context, userId, state.reading.body);
}
