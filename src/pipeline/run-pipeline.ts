/**
 * Runs a pipeline's named steps in order as one async generator of typed events. Each step gets a
 * signal that fires when the run is aborted (the client went away) or its own deadline passes, and
 * the runner races every step against that signal, so a step that ignores it still cannot hold the
 * run up. The first failure ends the run with exactly one `run-error`; a run that finishes ends with
 * exactly one `run-complete`. The last part, `finish`, is not raced: it stores the run's results, and
 * a store that began is completed, never left half done. The runner never throws: consumers only
 * ever read events.
 */
import { AppError } from '../domain/errors.ts';
import { runErrorEvent, stepEvent, type PipelineEvent, type SectionContents, type SectionName, type StepName } from './events.ts';

/** A step reporting how far it has come, as a fraction of its own work (0 to 1). */
export interface StepProgress {
  type: 'progress';
  fraction: number;
  /** Replaces the step's message for this report ("Writing bullet 3 of 7"). */
  message?: string;
}

/** A step handing over a part of the result as soon as it is ready. */
export type StepSection = { [K in SectionName]: { type: 'section'; section: K; content: SectionContents[K] } }[SectionName];

/** What a step may yield while it runs. */
export type StepOutput = StepProgress | StepSection;

/** One named step; it reads and writes the run's context, which is how steps hand work on. */
export interface PipelineStep<C> {
  name: StepName;
  /** What the client reads while the step runs ("Tailoring your resume"). */
  message: string;
  /** How long the step may take before the run fails with a 504. */
  deadlineMs: number;
  /** The step's share of the progress bar relative to the others; 1 unless given. */
  weight?: number;
  /**
   * Does the work. `signal` fires on the deadline or when the run is cancelled: pass it to every
   * fetch and model call, so the upstream work stops too.
   */
  run(context: C, signal: AbortSignal): AsyncIterable<StepOutput> | Promise<void> | void;
}

export interface RunOptions<C, R> {
  /**
   * Turns the context, once every step is done, into the run's result (storing what the run made).
   * It is not abandoned when the run's signal fires: once started, it completes.
   */
  finish(context: C, signal: AbortSignal): R | Promise<R>;
  /** Told about errors that are not AppErrors (they reach the client as a bare 500); console.error unless given. */
  report?(error: unknown, step: StepName | undefined): void;
}

/** Shorthand for a step's progress report. */
export function progress(fraction: number, message?: string): StepProgress {
  return message === undefined ? { type: 'progress', fraction } : { type: 'progress', fraction, message };
}

/** Shorthand for a step's ready part. */
export function section<K extends SectionName>(name: K, content: SectionContents[K]): StepSection {
  return { type: 'section', section: name, content } as StepSection;
}

/** A settled race against a signal, told apart from any value a step can produce. */
const aborted = Symbol('aborted');

/**
 * Runs `steps` in order over `context` until one fails or `signal` fires, yielding every step's
 * start, progress and end, its ready sections, then one `run-complete` or one `run-error`.
 */
export async function* runPipeline<C, R>(steps: readonly PipelineStep<C>[], context: C, signal: AbortSignal, options: RunOptions<C, R>): AsyncGenerator<PipelineEvent<R>, void, undefined> {
  const report = options.report ?? ((error, step) => console.error(`pipeline step ${step ?? '(finish)'} failed:`, error));
  const total = steps.reduce((sum, step) => sum + (step.weight ?? 1), 0) || 1;
  let done = 0;
  let percent = 0;
  // Rounding can make a later report smaller than an earlier one; a progress bar must never go back.
  const advance = (value: number) => (percent = Math.max(percent, Math.min(100, Math.round(value))));

  for (const step of steps) {
    if (signal.aborted) {
      yield runErrorEvent(cancellation(signal), step.name);
      return;
    }
    const weight = step.weight ?? 1;
    const base = (done / total) * 100;
    const share = (weight / total) * 100;
    yield stepEvent(step.name, 'start', step.message, advance(base));

    const deadline = withDeadline(signal, step.deadlineMs);
    const stopped = whenAborted(deadline.signal);
    try {
      const outcome = step.run(context, deadline.signal);
      if (isAsyncIterable(outcome)) {
        const iterator = outcome[Symbol.asyncIterator]();
        let finished = false;
        try {
          while (true) {
            if (deadline.signal.aborted) throw deadline.signal.reason;
            const next = await Promise.race([stopped.promise, iterator.next()]);
            if (next === aborted) throw deadline.signal.reason;
            if (next.done) {
              finished = true;
              break;
            }
            const output = next.value;
            if (output.type === 'progress') {
              const fraction = Math.min(1, Math.max(0, Number.isFinite(output.fraction) ? output.fraction : 0));
              yield stepEvent(step.name, 'progress', output.message ?? step.message, advance(base + fraction * share));
            } else {
              yield { type: 'section-ready', step: step.name, section: output.section, content: output.content } as PipelineEvent<R>;
            }
          }
        } finally {
          // Leaving early (failure, abort, or our own consumer stopping): let the step clean up, without waiting for it.
          if (!finished) iterator.return?.()?.catch(() => {});
        }
      } else {
        const settled = await Promise.race([stopped.promise, Promise.resolve(outcome)]);
        if (settled === aborted) throw deadline.signal.reason;
      }
    } catch (error) {
      const failure = classify(error, step, signal, deadline.signal);
      // Only the unexpected is reported: its message stays in the log and never reaches the client.
      if (failure.code === 'internal_error' && !(error instanceof AppError)) report(error, step.name);
      yield runErrorEvent(failure, step.name);
      return;
    } finally {
      stopped.dispose();
      deadline.dispose();
    }
    done += weight;
    yield stepEvent(step.name, 'end', step.message, advance((done / total) * 100));
  }

  if (signal.aborted) {
    yield runErrorEvent(cancellation(signal));
    return;
  }
  // Not raced against the signal, unlike the steps: finishing stores what the run made, and once it
  // has begun it completes, so what is stored is what is charged (a client leaving now is like an
  // answer lost on the way: the documents are there, and paid for).
  let result: R;
  try {
    result = await options.finish(context, signal);
  } catch (error) {
    if (!(error instanceof AppError)) report(error, undefined);
    yield runErrorEvent(error);
    return;
  }
  yield { type: 'run-complete', result };
}

/** Which AppError a step's failure stands for: cancellation, its deadline, its own AppError, or a 500. */
function classify<C>(error: unknown, step: PipelineStep<C>, runSignal: AbortSignal, stepSignal: AbortSignal): AppError {
  if (runSignal.aborted) return cancellation(runSignal);
  // A step that maps its own timeout to a precise AppError keeps it; a bare abort or timeout error becomes ours.
  if (stepSignal.aborted && !(error instanceof AppError)) {
    const limit = step.deadlineMs >= 1000 ? `${Math.round(step.deadlineMs / 100) / 10} s` : `${step.deadlineMs} ms`;
    return new AppError('upstream_timeout', `${step.message} did not finish within ${limit}`);
  }
  if (error instanceof AppError) return error;
  return new AppError('internal_error', 'Internal server error');
}

/** The error a cancelled run ends with: the abort's reason when the caller gave an AppError, else a 499. */
function cancellation(signal: AbortSignal): AppError {
  return signal.reason instanceof AppError ? signal.reason : new AppError('client_closed', 'The client closed the connection');
}

/** A signal for one step: the run's signal or the step's own deadline, whichever comes first. */
function withDeadline(signal: AbortSignal, deadlineMs: number): { signal: AbortSignal; dispose(): void } {
  // Our own timer rather than AbortSignal.timeout: it is cleared when the step ends, so a long
  // deadline leaves nothing scheduled behind a step that finished early.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`Step deadline of ${deadlineMs} ms passed`, 'TimeoutError')), deadlineMs);
  return {
    signal: AbortSignal.any([signal, controller.signal]),
    dispose: () => clearTimeout(timer),
  };
}

/** A promise that settles with `aborted` once `signal` fires, and a way to stop listening. */
function whenAborted(signal: AbortSignal): { promise: Promise<typeof aborted>; dispose(): void } {
  let dispose = () => {};
  const promise = new Promise<typeof aborted>((resolve) => {
    if (signal.aborted) return resolve(aborted);
    const onAbort = () => resolve(aborted);
    signal.addEventListener('abort', onAbort, { once: true });
    dispose = () => signal.removeEventListener('abort', onAbort);
  });
  return { promise, dispose };
}

function isAsyncIterable(value: unknown): value is AsyncIterable<StepOutput> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}
