/**
 * The pipeline behind a real socket: a run served as SSE from Bun.serve and read with fetch. A whole
 * Form A run arrives as progress then exactly one complete; a client that hangs up mid-run aborts
 * the run's signal and the signal its step was handed, which is what stops the upstream model call.
 */
import { afterEach, describe, expect, test } from 'bun:test';
import { Elysia } from 'elysia';
import { formAPresenter } from '../src/http/form-a/presenter.ts';
import { formAEvents } from '../src/http/form-a/sse-events.ts';
import { formBEvents } from '../src/http/form-b/sse-events.ts';
import { sseResponse, type SseFrame } from '../src/http/sse-response.ts';
import { progress, runErrorEvent, runPipeline, section, type PipelineEvent, type PipelineStep, type RunResult } from '../src/pipeline/index.ts';
import { jsonEvents } from './support/sse-parser.ts';

interface Context {
  summary?: string;
}

const servers: Array<{ stop(force?: boolean): unknown }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.stop(true);
});

/** Serves one run per request, handing the test each run's controller as the request arrives. */
function serve(steps: PipelineStep<Context>[], encode: (event: PipelineEvent<RunResult>) => SseFrame[], runs: AbortController[]) {
  const server = Bun.serve({
    port: 0,
    fetch() {
      const controller = new AbortController();
      runs.push(controller);
      const events = runPipeline(steps, {} as Context, controller.signal, {
        finish: (context): RunResult => ({
          runId: 'run-1',
          resumeId: 'res-1',
          contentType: 'application/pdf',
          downloadUrl: '/v1/runs/run-1/download',
          suggestions: { summary: context.summary ?? '', experience: [], skills: [], missingSkills: [] },
          document: new Uint8Array(),
          filename: 'Resume.pdf',
          createdAt: new Date(),
          expiresAt: new Date(),
        }),
      });
      // Only the stream's cancel is wired here: this is what must notice the client leaving.
      return sseResponse(events, encode, { controller, onError: (error) => runErrorEvent(error), heartbeatMs: 0 });
    },
  });
  servers.push(server);
  return `http://localhost:${server.port}/`;
}

describe('pipeline over SSE', () => {
  test('a whole Form A run arrives as progress events then exactly one complete', async () => {
    const runs: AbortController[] = [];
    const url = serve(
      [
        { name: 'fetching-job', message: 'Fetching the job posting', deadlineMs: 1000, run: () => {} },
        {
          name: 'tailoring',
          message: 'Tailoring your resume',
          deadlineMs: 1000,
          async *run(context) {
            context.summary = 'Sharper\nsummary';
            yield progress(0.5);
            yield section('summary', context.summary);
          },
        },
      ],
      formAEvents(formAPresenter({ cdnUrl: '', publicBaseUrl: '' }).runCompleted),
      runs,
    );
    const response = await fetch(url);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const events = jsonEvents(await response.text());
    expect(events).toEqual([
      { event: 'progress', data: { step: 'fetching-job', message: 'Fetching the job posting', percent: 0 } },
      { event: 'progress', data: { step: 'tailoring', message: 'Tailoring your resume', percent: 50 } },
      { event: 'progress', data: { step: 'tailoring', message: 'Tailoring your resume', percent: 75 } },
      {
        event: 'complete',
        data: {
          runId: 'run-1',
          resumeId: 'res-1',
          contentType: 'application/pdf',
          downloadUrl: '/v1/runs/run-1/download',
          suggestions: { summary: 'Sharper\nsummary', experience: [], skills: [], missingSkills: [] },
        },
      },
    ]);
    expect(runs[0]?.signal.aborted).toBe(false);
  });

  test('a client hanging up mid-run aborts the run and the upstream call of the running step', async () => {
    const runs: AbortController[] = [];
    let upstreamStopped!: (reason: unknown) => void;
    const upstream = new Promise<unknown>((resolve) => (upstreamStopped = resolve));
    const url = serve(
      [
        {
          name: 'tailoring',
          message: 'Tailoring your resume',
          deadlineMs: 60_000,
          async *run(_, signal) {
            yield section('summary', 'First part');
            // Stands in for a streaming model call that only its signal can stop.
            await new Promise<void>((_, reject) =>
              signal.addEventListener('abort', () => {
                upstreamStopped(signal.reason);
                reject(signal.reason);
              }),
            );
          },
        },
        { name: 'rendering', message: 'Rendering', deadlineMs: 1000, run: () => {} },
      ],
      formBEvents,
      runs,
    );
    const client = new AbortController();
    const response = await fetch(url, { signal: client.signal });
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes('\n\n')) text += new TextDecoder().decode((await reader.read()).value);
    expect(jsonEvents(text)).toEqual([{ event: 'message', data: { type: 'section', section: 'summary', content: 'First part' } }]);

    client.abort();
    await upstream;
    expect(runs[0]?.signal.aborted).toBe(true);
  });

  test('an Elysia route hands the stream over untouched: headers, a failure as the last Form B message', async () => {
    const app = new Elysia().post('/v1/tailor', () => {
      const controller = new AbortController();
      const events = runPipeline<Context, RunResult>(
        [
          {
            name: 'fetching-job',
            message: 'Fetching the job posting',
            deadlineMs: 1000,
            async *run() {
              yield section('summary', 'Line one\nline two');
              throw new Error('getaddrinfo ENOTFOUND internal.example');
            },
          },
        ],
        {},
        controller.signal,
        { finish: () => ({}) as RunResult, report: () => {} },
      );
      return sseResponse(events, formBEvents, { controller, onError: (error) => runErrorEvent(error), heartbeatMs: 0 });
    });
    const response = await app.handle(new Request('http://localhost/v1/tailor', { method: 'POST' }));
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const text = await response.text();
    expect(jsonEvents(text)).toEqual([
      { event: 'message', data: { type: 'section', section: 'summary', content: 'Line one\nline two' } },
      { event: 'message', data: { type: 'error', error: 'Internal server error', code: 'internal_error', status: 500 } },
    ]);
    expect(text).not.toContain('ENOTFOUND');
  });
});
