import { describe, expect, test } from 'bun:test';
import { AppError } from '../domain/errors.ts';
import type { PipelineEvent } from './events.ts';
import { progress, runPipeline, section, type PipelineStep } from './run-pipeline.ts';

interface Context {
  trail: string[];
}

const never = () => new Promise<void>(() => {});

async function collect<R>(events: AsyncIterable<PipelineEvent<R>>): Promise<PipelineEvent<R>[]> {
  const seen: PipelineEvent<R>[] = [];
  for await (const event of events) seen.push(event);
  return seen;
}

function run(steps: PipelineStep<Context>[], signal = new AbortController().signal, reported: unknown[] = []) {
  const context: Context = { trail: [] };
  const events = runPipeline(steps, context, signal, { finish: (done) => ({ trail: done.trail }), report: (error) => reported.push(error) });
  return { context, events };
}

const terminal = (events: PipelineEvent<unknown>[]) => events.filter((event) => event.type === 'run-complete' || event.type === 'run-error');

describe('runPipeline', () => {
  test('runs steps in order and ends with one run-complete carrying the result', async () => {
    const steps: PipelineStep<Context>[] = [
      { name: 'fetching-job', message: 'Fetching the job posting', deadlineMs: 1000, run: async (context) => void context.trail.push('fetch') },
      {
        name: 'tailoring',
        message: 'Tailoring your resume',
        deadlineMs: 1000,
        weight: 2,
        async *run(context) {
          context.trail.push('tailor');
          yield section('summary', 'Sharper summary');
          yield progress(0.5, 'Halfway');
          yield section('skills', ['TypeScript']);
        },
      },
      { name: 'rendering', message: 'Rendering the PDF', deadlineMs: 1000, run: (context) => void context.trail.push('render') },
    ];
    const events = await collect(run(steps).events);
    expect(events.map((event) => event.type)).toEqual([
      'job-fetch-start',
      'job-fetch-end',
      'tailor-start',
      'section-ready',
      'tailor-progress',
      'section-ready',
      'tailor-end',
      'render-start',
      'render-end',
      'run-complete',
    ]);
    expect(events.at(-1)).toEqual({ type: 'run-complete', result: { trail: ['fetch', 'tailor', 'render'] } });
    expect(events[3]).toEqual({ type: 'section-ready', step: 'tailoring', section: 'summary', content: 'Sharper summary' });
    expect(events[4]).toMatchObject({ step: 'tailoring', phase: 'progress', message: 'Halfway', percent: 50 });
    const percents = events.flatMap((event) => ('percent' in event ? [event.percent] : []));
    expect(percents).toEqual([0, 25, 25, 50, 75, 75, 100]);
  });

  test('a step past its deadline ends the run with one 504 and no later step runs', async () => {
    const reported: unknown[] = [];
    const { context, events } = run(
      [
        { name: 'tailoring', message: 'Tailoring your resume', deadlineMs: 5, run: never },
        { name: 'rendering', message: 'Rendering the PDF', deadlineMs: 1000, run: (context) => void context.trail.push('render') },
      ],
      undefined,
      reported,
    );
    const seen = await collect(events);
    expect(seen.map((event) => event.type)).toEqual(['tailor-start', 'run-error']);
    expect(seen.at(-1)).toEqual({
      type: 'run-error',
      step: 'tailoring',
      failure: { error: 'Tailoring your resume did not finish within 5 ms', code: 'upstream_timeout', status: 504 },
    });
    expect(context.trail).toEqual([]);
    expect(reported).toEqual([]);
  });

  test('a streaming step that hangs mid-way also times out', async () => {
    const seen = await collect(
      run([
        {
          name: 'writing-cover-letter',
          message: 'Writing the cover letter',
          deadlineMs: 5,
          async *run() {
            yield section('content', 'Dear team,');
            await never();
          },
        },
      ]).events,
    );
    expect(seen.map((event) => event.type)).toEqual(['cover-letter-write-start', 'section-ready', 'run-error']);
    expect(terminal(seen)[0]).toMatchObject({ failure: { code: 'upstream_timeout', status: 504 } });
  });

  test('the step signal fires on the deadline so upstream calls can stop', async () => {
    let stepSignal: AbortSignal | undefined;
    await collect(
      run([
        {
          name: 'fetching-job',
          message: 'Fetching the job posting',
          deadlineMs: 5,
          run: (_, signal) => {
            stepSignal = signal;
            return never();
          },
        },
      ]).events,
    );
    expect(stepSignal?.aborted).toBe(true);
  });

  test('aborting the run stops the current step at once and runs no further step', async () => {
    const controller = new AbortController();
    let stepSignal: AbortSignal | undefined;
    const { context, events } = run(
      [
        { name: 'fetching-job', message: 'Fetching the job posting', deadlineMs: 1000, run: (context) => void context.trail.push('fetch') },
        {
          name: 'tailoring',
          message: 'Tailoring your resume',
          deadlineMs: 60_000,
          run: (context, signal) => {
            stepSignal = signal;
            context.trail.push('tailor');
            // Ignores its signal on purpose: the runner must not wait for it.
            queueMicrotask(() => controller.abort());
            return never();
          },
        },
        { name: 'rendering', message: 'Rendering the PDF', deadlineMs: 1000, run: (context) => void context.trail.push('render') },
      ],
      controller.signal,
    );
    const seen = await collect(events);
    expect(seen.map((event) => event.type)).toEqual(['job-fetch-start', 'job-fetch-end', 'tailor-start', 'run-error']);
    expect(seen.at(-1)).toEqual({
      type: 'run-error',
      step: 'tailoring',
      failure: { error: 'The client closed the connection', code: 'client_closed', status: 499 },
    });
    expect(context.trail).toEqual(['fetch', 'tailor']);
    expect(stepSignal?.aborted).toBe(true);
  });

  test('an AppError given as the abort reason is the error the run ends with', async () => {
    const controller = new AbortController();
    controller.abort(new AppError('request_timeout', 'The run took too long'));
    const seen = await collect(run([{ name: 'tailoring', message: 'Tailoring', deadlineMs: 1000, run: () => {} }], controller.signal).events);
    expect(seen).toEqual([{ type: 'run-error', step: 'tailoring', failure: { error: 'The run took too long', code: 'request_timeout', status: 408 } }]);
  });

  test('a step that throws an AppError ends the run with exactly that error', async () => {
    const { context, events } = run([
      {
        name: 'extracting-job',
        message: 'Reading the job posting',
        deadlineMs: 1000,
        run: async () => {
          throw new AppError('unprocessable', 'The job description is too short');
        },
      },
      { name: 'tailoring', message: 'Tailoring', deadlineMs: 1000, run: (context) => void context.trail.push('tailor') },
    ]);
    const seen = await collect(events);
    expect(terminal(seen)).toEqual([{ type: 'run-error', step: 'extracting-job', failure: { error: 'The job description is too short', code: 'unprocessable', status: 422 } }]);
    expect(seen.at(-1)?.type).toBe('run-error');
    expect(context.trail).toEqual([]);
  });

  test('a step that throws anything else is a bare 500 whose message is reported, not sent', async () => {
    const reported: unknown[] = [];
    const secret = new Error('connect ECONNREFUSED 10.0.0.7:5432 password=hunter2');
    const seen = await collect(
      run(
        [
          {
            name: 'rendering',
            message: 'Rendering the PDF',
            deadlineMs: 1000,
            async *run() {
              yield progress(0.1);
              throw secret;
            },
          },
        ],
        undefined,
        reported,
      ).events,
    );
    expect(terminal(seen)).toEqual([{ type: 'run-error', step: 'rendering', failure: { error: 'Internal server error', code: 'internal_error', status: 500 } }]);
    expect(JSON.stringify(seen)).not.toContain('hunter2');
    expect(reported).toEqual([secret]);
  });

  test('a synchronous throw is caught like any other', async () => {
    const seen = await collect(
      run(
        [
          {
            name: 'bundling',
            message: 'Bundling',
            deadlineMs: 1000,
            run: () => {
              throw new TypeError('boom');
            },
          },
        ],
        undefined,
        [],
      ).events,
    );
    expect(terminal(seen)).toHaveLength(1);
    expect(seen.at(-1)).toMatchObject({ type: 'run-error', failure: { code: 'internal_error' } });
  });

  test('a failing finish ends the run with one run-error and no run-complete', async () => {
    const reported: unknown[] = [];
    const events = runPipeline([], {}, new AbortController().signal, {
      finish: () => {
        throw new Error('no document');
      },
      report: (error) => reported.push(error),
    });
    expect(await collect(events)).toEqual([{ type: 'run-error', failure: { error: 'Internal server error', code: 'internal_error', status: 500 } }]);
    expect(reported).toHaveLength(1);
  });

  test('a consumer that stops reading closes the current step', async () => {
    let closed = false;
    const { events } = run([
      {
        name: 'tailoring',
        message: 'Tailoring',
        deadlineMs: 1000,
        async *run() {
          try {
            yield section('summary', 'one');
            yield section('summary', 'two');
          } finally {
            closed = true;
          }
        },
      },
    ]);
    for await (const event of events) if (event.type === 'section-ready') break;
    expect(closed).toBe(true);
  });
});
