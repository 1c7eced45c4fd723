/**
 * Server-sent events, framed by hand rather than with Elysia's `sse()`: that helper drops numeric
 * data, breaks multi-line strings, and ends the stream silently when the generator throws. Here every
 * message's data is one JSON value on `data:` lines, a comment heartbeat keeps proxies from closing an
 * idle connection during a long model call, a failure is always sent as a final event, and a client
 * that goes away aborts the run (the stream's `cancel`) so upstream fetches and model calls stop.
 */

/** One SSE message, or a comment when only `comment` is given. */
export interface SseFrame {
  /** The `event:` field; omitted for the default `message` event. */
  event?: string;
  /** Sent as JSON; numbers, nulls and multi-line strings arrive as they were. */
  data?: unknown;
  id?: string;
  /** A `:` comment line, which clients ignore (heartbeats). */
  comment?: string;
}

export interface SseOptions<T> {
  /** Aborted when the client disconnects, so the run behind the stream stops. */
  controller: AbortController;
  /** The request's own signal, when the runtime reports a disconnect there too. */
  signal?: AbortSignal;
  /** Milliseconds between heartbeat comments; 15 s unless given, 0 for none. */
  heartbeatMs?: number;
  /** Extra response headers (X-Api-Form, rate limits, ...). */
  headers?: Record<string, string>;
  /** The last event to send when `events` throws; the stream then ends. */
  onError(error: unknown): T;
}

const encoder = new TextEncoder();
const lineBreak = /\r\n|\r|\n/;

/** The wire text of one frame, ending with the blank line that dispatches it. */
export function encodeFrame(frame: SseFrame): string {
  let text = '';
  if (frame.comment !== undefined)
    text += frame.comment
      .split(lineBreak)
      .map((line) => `: ${line}\n`)
      .join('');
  if (frame.id !== undefined) text += `id: ${singleLine('id', frame.id)}\n`;
  if (frame.event !== undefined) text += `event: ${singleLine('event', frame.event)}\n`;
  if (frame.data !== undefined || frame.event !== undefined) {
    // JSON.stringify escapes line breaks inside strings, so this is one line; splitting anyway keeps
    // the framing right for any value whose JSON might contain one.
    const json = JSON.stringify(frame.data ?? null);
    text += json
      .split(lineBreak)
      .map((line) => `data: ${line}\n`)
      .join('');
  }
  return `${text}\n`;
}

/**
 * A `text/event-stream` response that sends `encode(event)` for each event as the client reads
 * them, heartbeats while it waits, and aborts `options.controller` when the client goes away.
 */
export function sseResponse<T>(events: AsyncIterable<T>, encode: (event: T) => SseFrame[], options: SseOptions<T>): Response {
  const iterator = events[Symbol.asyncIterator]();
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let closed = false;

  const stop = () => {
    closed = true;
    if (heartbeat !== undefined) clearInterval(heartbeat);
    options.signal?.removeEventListener('abort', onRequestAbort);
  };
  const cancel = (reason?: unknown) => {
    if (closed) return;
    stop();
    options.controller.abort(reason);
    // Not awaited: the run may be in the middle of a step; the abort is what stops it.
    iterator.return?.()?.catch(() => {});
  };
  const onRequestAbort = () => cancel(options.signal?.reason);

  const body = new ReadableStream<Uint8Array>({
    start(stream) {
      if (options.signal?.aborted) return cancel(options.signal.reason);
      options.signal?.addEventListener('abort', onRequestAbort, { once: true });
      if (heartbeatMs > 0) {
        heartbeat = setInterval(() => {
          if (!closed) stream.enqueue(encoder.encode(encodeFrame({ comment: 'heartbeat' })));
        }, heartbeatMs);
      }
    },
    async pull(stream) {
      // Loop until something is sent: Bun's socket sink does not pull again after a pull that
      // enqueued nothing, and most events (step ends, sections for Form A) encode to no frames.
      while (!closed) {
        let frames: SseFrame[];
        let done = false;
        try {
          const next = await iterator.next();
          done = next.done === true;
          frames = done ? [] : encode(next.value);
        } catch (error) {
          done = true;
          frames = safeEncode(encode, options.onError(error));
        }
        // The client may have left while we waited for the next event.
        if (closed) return;
        const text = frames.map(encodeFrame).join('');
        if (text) stream.enqueue(encoder.encode(text));
        if (done) {
          stop();
          stream.close();
          return;
        }
        if (text) return;
      }
    },
    cancel(reason) {
      cancel(reason);
    },
  });

  return new Response(body, {
    headers: {
      ...options.headers,
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      // nginx buffers responses unless told otherwise, which would hold every event back.
      'x-accel-buffering': 'no',
    },
  });
}

function safeEncode<T>(encode: (event: T) => SseFrame[], event: T): SseFrame[] {
  try {
    return encode(event);
  } catch {
    return [];
  }
}

function singleLine(field: string, value: string): string {
  if (lineBreak.test(value) || value.includes('\0')) throw new TypeError(`An SSE ${field} cannot contain a line break`);
  return value;
}
