/**
 * The non-streaming consumer: a plain response reads the same events as the streams, ignores
 * progress, and answers with the run's result or its error.
 */
import { AppError } from '../domain/errors.ts';
import { failureError, type PipelineEvent } from './events.ts';

/** Reads `events` to the end and returns the run's result, or throws the AppError it failed with. */
export async function drainPipeline<R>(events: AsyncIterable<PipelineEvent<R>>): Promise<R> {
  for await (const event of events) {
    if (event.type === 'run-complete') return event.result;
    if (event.type === 'run-error') throw failureError(event.failure);
  }
  // The runner always ends with a terminal event; a stream without one is our bug, not the caller's.
  throw new AppError('internal_error', 'Internal server error');
}
