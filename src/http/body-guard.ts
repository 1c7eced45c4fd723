/**
 * Request bodies that stop arriving are cut off, and one client address may only keep so many of
 * them open. Without this a client that sends headers and part of a body, then stalls, holds its
 * connection for as long as it likes: the server's idle timeout is reset by every byte that
 * trickles in, and a reader waiting for the rest of a body never gives up on its own.
 *
 * The guard sits between the socket and the app. For a request with a body it
 *   - refuses the request (429) when its client already has `perClient` bodies arriving;
 *   - hands the app a copy of the request whose body fails with 408 once the deadline passes
 *     (`timeoutMs` from the headers, plus a second for every `minBytesPerSecond` bytes received,
 *     so a slow but steady upload finishes) and with 413 past `maxBytes`, whoever reads it;
 *   - answers with `Connection: close` whenever the body was not read to its end (refused, cut
 *     off, or answered without reading it, as a 401 is), so the connection goes with the response.
 *
 * It reads up to READ_AHEAD_BYTES ahead of the app, so a small body that has fully arrived frees
 * its client's slot even while the app is still checking the key.
 */
import { AppError } from '../domain/errors.ts';
import { clientAddress, rememberPeerAddress } from './client-address.ts';
import { tooLarge } from './request-body.ts';

export interface BodyGuardOptions {
  timeoutMs: number;
  minBytesPerSecond: number;
  perClient: number;
  /** No reader gets more than this (the largest body any route accepts). */
  maxBytes: number;
  trustProxy: boolean;
}

export type RequestHandler = (request: Request) => Response | Promise<Response>;

/** Builds the response for an error raised before the app saw the request. */
export type ErrorResponder = (error: AppError, request: Request) => Response;

/** Bytes of a body read before the app asks for them (see the module comment). */
const READ_AHEAD_BYTES = 64 * 1024;

/** Wraps `handle` so every request body it reads is guarded; the result takes the socket's peer address. */
export function guardRequestBodies(handle: RequestHandler, options: BodyGuardOptions, refuse: ErrorResponder) {
  /** Bodies still arriving, per client address. */
  const arriving = new Map<string, number>();

  return async (request: Request, peerAddress: string): Promise<Response> => {
    rememberPeerAddress(request, peerAddress);
    if (!request.body) return handle(request);
    const client = clientAddress(request, options.trustProxy);
    const open = arriving.get(client) ?? 0;
    if (open >= options.perClient) {
      const error = new AppError('rate_limited', `Too many requests from this address are still sending their bodies (at most ${options.perClient} at once). Finish or close one first.`, {
        headers: { 'retry-after': String(Math.ceil(options.timeoutMs / 1000)) },
      });
      return closingConnection(refuse(error, request));
    }
    arriving.set(client, open + 1);
    let counted = true;
    const release = () => {
      if (!counted) return;
      counted = false;
      const left = (arriving.get(client) ?? 1) - 1;
      if (left > 0) arriving.set(client, left);
      else arriving.delete(client);
    };

    const body = deadlineBody(request.body, options, release);
    const guarded = new Request(request, { body: body.stream, duplex: 'half' } as RequestInit);
    rememberPeerAddress(guarded, peerAddress);
    try {
      const response = await handle(guarded);
      return body.complete() ? response : closingConnection(response);
    } finally {
      body.abandon();
      release();
    }
  };
}

interface GuardedBody {
  stream: ReadableStream<Uint8Array>;
  /** The body was read to its end. */
  complete(): boolean;
  /** Stops the deadline and lets go of what is left unread (the connection is being closed). */
  abandon(): void;
}

/** `source` behind a deadline and a size cap; `onEnd` runs once, when the body ends either way. */
function deadlineBody(source: ReadableStream<Uint8Array>, options: BodyGuardOptions, onEnd: () => void): GuardedBody {
  const reader = source.getReader();
  const startedAt = Date.now();
  let received = 0;
  let outcome: 'arriving' | 'complete' | 'failed' = 'arriving';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller!: ReadableStreamDefaultController<Uint8Array>;

  const end = (result: 'complete' | 'failed') => {
    outcome = result;
    clearTimeout(timer);
    onEnd();
  };
  const fail = (error: unknown) => {
    if (outcome !== 'arriving') return;
    end('failed');
    controller.error(error);
    reader.cancel().catch(() => {});
  };
  const deadline = () => startedAt + options.timeoutMs + (received / options.minBytesPerSecond) * 1000;
  // Chunks move the deadline later; the timer checks again when it fires rather than being reset per chunk.
  const watch = () => {
    timer = setTimeout(
      () => {
        if (outcome !== 'arriving') return;
        if (Date.now() < deadline()) return watch();
        fail(new AppError('request_timeout', `The request body did not arrive in time (${options.timeoutMs / 1000} s, plus 1 s per ${Math.round(options.minBytesPerSecond / 1024)} KB received)`));
      },
      Math.max(0, deadline() - Date.now()),
    );
  };

  const stream = new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
        watch();
      },
      async pull() {
        let result: Awaited<ReturnType<typeof reader.read>>;
        try {
          result = await reader.read();
        } catch (error) {
          return fail(error); // the client went away
        }
        if (outcome !== 'arriving') return;
        if (result.done) {
          end('complete');
          return controller.close();
        }
        received += result.value.byteLength;
        if (received > options.maxBytes) return fail(tooLarge(options.maxBytes));
        controller.enqueue(result.value);
      },
      cancel() {
        if (outcome === 'arriving') end('failed');
        return reader.cancel().catch(() => {});
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: READ_AHEAD_BYTES }),
  );

  return {
    stream,
    complete: () => outcome === 'complete',
    abandon: () => {
      if (outcome !== 'arriving') return;
      end('failed');
      reader.cancel().catch(() => {});
    },
  };
}

/** `response` with `Connection: close`, so the server closes the connection once it is written. */
function closingConnection(response: Response): Response {
  try {
    response.headers.set('connection', 'close');
    return response;
  } catch {
    // Immutable headers (a fetched or redirect response): copy it.
    const copy = new Response(response.body, response);
    copy.headers.set('connection', 'close');
    return copy;
  }
}
