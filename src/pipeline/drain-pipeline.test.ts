import { describe, expect, test } from 'bun:test';
import { AppError } from '../domain/errors.ts';
import { drainPipeline } from './drain-pipeline.ts';
import { runErrorEvent, stepEvent, type PipelineEvent } from './events.ts';

async function* from<R>(events: PipelineEvent<R>[]): AsyncGenerator<PipelineEvent<R>> {
  yield* events;
}

describe('drainPipeline', () => {
  test('returns the result of run-complete', async () => {
    const result = await drainPipeline(from([stepEvent('tailoring', 'start', 'Tailoring', 0), { type: 'run-complete', result: { id: 'r' } }]));
    expect(result).toEqual({ id: 'r' });
  });

  test('throws the AppError a run-error carries, with its details', async () => {
    const failed = runErrorEvent(new AppError('unprocessable', 'Too short', { details: [{ path: 'body.jobDescription', message: 'under 30 words' }] }));
    const error = await drainPipeline(from<unknown>([failed])).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(422);
    expect((error as AppError).toBody()).toEqual({ error: 'Too short', code: 'unprocessable', details: [{ path: 'body.jobDescription', message: 'under 30 words' }] });
  });

  test('a stream that ends without a terminal event is a 500', async () => {
    const error = await drainPipeline(from<unknown>([stepEvent('rendering', 'end', 'Rendering', 100)])).catch((caught: unknown) => caught);
    expect((error as AppError).code).toBe('internal_error');
  });
});
