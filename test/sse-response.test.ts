/**
 * The SSE transport on its own: framing read back with an independent parser, heartbeats, a thrown
 * error turned into a final event, and a cancelled body aborting the run behind it.
 */
import { describe, expect, test } from 'bun:test';
import { encodeFrame, sseResponse, type SseFrame } from '../src/http/sse-response.ts';
import { jsonEvents, parseSse } from './support/sse-parser.ts';

type Message = { name: string; data: unknown } | { fail: true };

const asFrames = (message: Message): SseFrame[] => ('fail' in message ? [{ event: 'error', data: { code: 'internal_error' } }] : [{ event: message.name, data: message.data }]);
const onError = (): Message => ({ fail: true });

async function* from<T>(items: T[]): AsyncGenerator<T> {
  for (const item of items) yield item;
}

/** A promise and its resolver, to hold a generator at a point the test chooses. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('encodeFrame', () => {
  test('writes event, then one data line of JSON, then a blank line', () => {
    expect(encodeFrame({ event: 'progress', data: { percent: 40 } })).toBe('event: progress\ndata: {"percent":40}\n\n');
    expect(encodeFrame({ data: { type: 'done' } })).toBe('data: {"type":"done"}\n\n');
    expect(encodeFrame({ comment: 'heartbeat' })).toBe(': heartbeat\n\n');
  });

  test('a multi-line string stays on one data line and survives parsing', () => {
    const text = 'Dear team,\n\nI am writing\r\nabout the role.\rThanks';
    const frame = encodeFrame({ event: 'section', data: { content: text } });
    expect(frame.split('\n').filter((line) => line.startsWith('data:'))).toHaveLength(1);
    expect(jsonEvents(frame)).toEqual([{ event: 'section', data: { content: text } }]);
  });

  test('numbers, zero, null and bare numbers survive', () => {
    const frames = [{ data: 0 }, { data: 42 }, { data: null }, { event: 'progress', data: { percent: 0, ratio: 0.5 } }].map(encodeFrame).join('');
    expect(jsonEvents(frames).map((event) => event.data)).toEqual([0, 42, null, { percent: 0, ratio: 0.5 }]);
  });

  test('refuses an event name that would break the framing', () => {
    expect(() => encodeFrame({ event: 'progress\ndata: forged', data: 1 })).toThrow(TypeError);
  });
});

describe('sseResponse', () => {
  test('answers text/event-stream, no-cache, with the given headers and every event in order', async () => {
    const controller = new AbortController();
    const response = sseResponse(
      from<Message>([
        { name: 'progress', data: { step: 'tailoring', message: 'Line one\nline two', percent: 50 } },
        { name: 'complete', data: { runId: 'r1', total: 3 } },
      ]),
      asFrames,
      { controller, onError, heartbeatMs: 0, headers: { 'x-api-form': 'a' } },
    );
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-api-form')).toBe('a');
    expect(jsonEvents(await response.text())).toEqual([
      { event: 'progress', data: { step: 'tailoring', message: 'Line one\nline two', percent: 50 } },
      { event: 'complete', data: { runId: 'r1', total: 3 } },
    ]);
    expect(controller.signal.aborted).toBe(false);
  });

  test('an event stream that throws ends with the error event, not silently', async () => {
    async function* failing(): AsyncGenerator<Message> {
      yield { name: 'progress', data: { percent: 10 } };
      throw new Error('socket hang up');
    }
    const text = await sseResponse(failing(), asFrames, { controller: new AbortController(), onError, heartbeatMs: 0 }).text();
    expect(jsonEvents(text)).toEqual([
      { event: 'progress', data: { percent: 10 } },
      { event: 'error', data: { code: 'internal_error' } },
    ]);
    expect(text).not.toContain('socket hang up');
  });

  test('sends a heartbeat comment while the run is quiet', async () => {
    const hold = gate();
    async function* quiet(): AsyncGenerator<Message> {
      await hold.opened;
      yield { name: 'complete', data: { ok: true } };
    }
    const response = sseResponse(quiet(), asFrames, { controller: new AbortController(), onError, heartbeatMs: 1 });
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(parseSse(first)).toEqual({ events: [], comments: ['heartbeat'] });
    hold.open();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
    // Heartbeats may interleave; the client sees exactly the one event.
    expect(jsonEvents(rest)).toEqual([{ event: 'complete', data: { ok: true } }]);
  });

  test('cancelling the body aborts the run in the same tick and closes the event source', async () => {
    const controller = new AbortController();
    let closed = false;
    async function* endless(): AsyncGenerator<Message> {
      try {
        for (let index = 0; ; index++) yield { name: 'progress', data: { index } };
      } finally {
        closed = true;
      }
    }
    const reader = sseResponse(endless(), asFrames, { controller, onError, heartbeatMs: 0 }).body!.getReader();
    await reader.read();
    const cancelled = reader.cancel();
    expect(controller.signal.aborted).toBe(true);
    await cancelled;
    // The generator's return runs once its pending step settles; yield to let it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(closed).toBe(true);
  });

  test('an aborted request signal aborts the run too', async () => {
    const controller = new AbortController();
    const request = new AbortController();
    const hold = gate();
    // biome-ignore lint/correctness/useYield: a stream that stays open and never sends.
    async function* waiting(): AsyncGenerator<Message> {
      await hold.opened;
    }
    const response = sseResponse(waiting(), asFrames, { controller, signal: request.signal, onError, heartbeatMs: 0 });
    request.abort();
    expect(controller.signal.aborted).toBe(true);
    hold.open();
    await response.body?.cancel();
  });
});
