/**
 * The typed events one pipeline run yields. Every consumer (Form A SSE, Form B SSE, the plain
 * response, batch runs) reads this one stream, so events say what happened in domain terms and
 * nothing about forms or transports. Names are noun-verb (`job-fetch-start`, `tailor-end`); a run
 * ends with exactly one terminal event, `run-complete` or `run-error`.
 */
import { AppError, type ErrorCode, type ErrorDetail } from '../domain/errors.ts';

/** The steps of a run, in the order they can occur; a run uses the ones its request needs. */
export const stepNames = ['fetching-job', 'extracting-job', 'parsing-resume', 'tailoring', 'writing-cover-letter', 'rendering', 'bundling'] as const;

export type StepName = (typeof stepNames)[number];

/** The noun-verb stem of each step's events: `fetching-job` yields `job-fetch-start`, ... */
export const stepNouns = {
  'fetching-job': 'job-fetch',
  'extracting-job': 'job-extract',
  'parsing-resume': 'resume-parse',
  tailoring: 'tailor',
  'writing-cover-letter': 'cover-letter-write',
  rendering: 'render',
  bundling: 'bundle',
} as const satisfies Record<StepName, string>;

export type StepPhase = 'start' | 'progress' | 'end';

type StepEventOf<S extends StepName> = {
  [P in StepPhase]: {
    type: `${(typeof stepNouns)[S]}-${P}`;
    step: S;
    phase: P;
    /** A human sentence for progress bars ("Fetching the job posting"). */
    message: string;
    /** Progress of the whole run, 0 to 100, never going back. */
    percent: number;
  };
}[StepPhase];

/** A step starting, reporting progress or ending. */
export type StepEvent = { [S in StepName]: StepEventOf<S> }[StepName];

/** One tailored suggestion for an experience entry; `index` is its position in `sections.experience`. */
export interface ExperienceSuggestion {
  index: number;
  /** The entry's description and bullets joined by newlines. */
  original: string;
  tailored: string;
}

/** What each streamable part carries: the tailored parts of a resume, and a letter's body. */
export interface SectionContents {
  summary: string;
  experience: ExperienceSuggestion[];
  skills: string[];
  /** The cover letter's text (Form B's `section: "content"`). */
  content: string;
}

export type SectionName = keyof SectionContents;

/** A part of the result that is ready before the run ends (Form B streams these). */
export type SectionEvent = { [K in SectionName]: { type: 'section-ready'; step: StepName; section: K; content: SectionContents[K] } }[SectionName];

/** The suggestions a tailoring run made, as Form B's non-streaming answer lists them. */
export interface TailorSuggestions {
  summary: string;
  experience: ExperienceSuggestion[];
  skills: string[];
}

/** A tailoring run's suggestions as a document run reports them: the changes, and the skills to consider adding. */
export interface RunSuggestions extends TailorSuggestions {
  /** What the posting asks for that the resume never mentions: for the person to add if true, never written in. */
  missingSkills: string[];
}

/** What a finished run produced: what was saved, where to download it, and the bytes themselves. */
export interface RunResult {
  runId: string;
  /** The saved (tailored, uploaded or rendered) resume; absent for a letter rendered without a linked resume. */
  resumeId?: string;
  coverLetterId?: string;
  /** `application/pdf`, or `application/zip` for a resume and letter together. */
  contentType: string;
  downloadUrl: string;
  suggestions?: RunSuggestions;
  /** How well the resume matched the posting (0 to 100) before and after tailoring. */
  matchScore?: { before: number; after: number };
  /** The document itself, for the plain response; streams only link to it. */
  document: Uint8Array;
  /** Its download name (Content-Disposition). */
  filename: string;
  /** When the run was kept, and until when `downloadUrl` serves it (by the database's clock). */
  createdAt: Date;
  expiresAt: Date;
}

/** The failure a run ended with, shaped like an error response plus its status. */
export interface RunFailure {
  error: string;
  code: ErrorCode;
  status: number;
  details?: ErrorDetail[];
}

export interface RunCompleteEvent<R = RunResult> {
  type: 'run-complete';
  result: R;
}

export interface RunErrorEvent {
  type: 'run-error';
  /** The step that failed; absent when the run failed outside any step. */
  step?: StepName;
  failure: RunFailure;
}

/** Everything a run yields. */
export type PipelineEvent<R = RunResult> = StepEvent | SectionEvent | RunCompleteEvent<R> | RunErrorEvent;

/** The `type` of a step's event in a phase, e.g. `stepEventType('tailoring', 'end')` is `tailor-end`. */
export function stepEventType<S extends StepName, P extends StepPhase>(step: S, phase: P): `${(typeof stepNouns)[S]}-${P}` {
  return `${stepNouns[step]}-${phase}`;
}

/** Builds a step event; the cast is safe because `type` is derived from `step` and `phase` here. */
export function stepEvent(step: StepName, phase: StepPhase, message: string, percent: number): StepEvent {
  return { type: stepEventType(step, phase), step, phase, message, percent } as StepEvent;
}

/** The terminal event for `error`: an AppError as it is; anything else as a bare 500 that leaks nothing. */
export function runErrorEvent(error: unknown, step?: StepName): RunErrorEvent {
  const appError = error instanceof AppError ? error : new AppError('internal_error', 'Internal server error');
  const failure: RunFailure = { error: appError.message, code: appError.code, status: appError.status };
  if (appError.details) failure.details = appError.details;
  return step ? { type: 'run-error', step, failure } : { type: 'run-error', failure };
}

/** The AppError a failure stands for, so a non-streaming consumer can throw it. */
export function failureError(failure: RunFailure): AppError {
  return new AppError(failure.code, failure.error, failure.details ? { details: failure.details } : {});
}
