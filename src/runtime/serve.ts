/**
 * The one place the process listens on a socket: Bun.serve or Deno.serve, behind a runtime-neutral
 * handler `(request, peerAddress) => Response`. Everything runtime-specific about serving (the
 * socket's options, the peer's address, a taken port, stopping) lives here.
 */
import { runtimeName } from './current.ts';
import { deno } from './deno-namespace.ts';

export interface ListenOptions {
  hostname: string;
  port: number;
  /** SO_REUSEPORT: off unless the operator asked for several processes on one port. */
  reusePort: boolean;
}

/** Answers one request; `peerAddress` is the socket's remote address. */
export type RequestHandler = (request: Request, peerAddress: string) => Response | Promise<Response>;

export interface Listener {
  hostname: string;
  port: number;
  /** Stops accepting connections and closes the open ones. */
  stop(): Promise<void>;
}

/**
 * Listens on `hostname:port`. A port another process holds is an error naming the port (Elysia's
 * own `listen` sets SO_REUSEPORT, which lets a second instance start and take half the traffic).
 */
export function listen(options: ListenOptions, handle: RequestHandler): Listener {
  try {
    return runtimeName === 'deno' ? listenOnDeno(options, handle) : listenOnBun(options, handle);
  } catch (error) {
    if (isAddressInUse(error)) {
      throw new Error(`Port ${options.port} on ${options.hostname} is already in use (another vitae instance?); set PORT to a free port`, { cause: error });
    }
    throw error;
  }
}

function listenOnBun(options: ListenOptions, handle: RequestHandler): Listener {
  const server = Bun.serve({
    hostname: options.hostname,
    port: options.port,
    reusePort: options.reusePort,
    development: false,
    // Bun's default (10 s) drops slow non-streaming responses such as AI actions. It is an idle
    // timer on the connection, so a body trickling in a byte at a time resets it: the body guard
    // (src/http/body-guard.ts) puts a deadline on bodies instead.
    idleTimeout: 255,
    // Bun would refuse a large declared Content-Length with its own 413 before the access check
    // runs. The limits are enforced after it, by the body readers and the body guard.
    maxRequestBodySize: 1024 * 1024 * 1024,
    fetch(request, bunServer) {
      return handle(request, bunServer.requestIP(request)?.address ?? 'unknown');
    },
  });
  return {
    hostname: server.hostname ?? options.hostname,
    port: server.port ?? options.port,
    stop: () => server.stop(true),
  };
}

/**
 * Deno.serve has neither an idle timer nor a body-size limit of its own, so the body guard and the
 * body readers decide there as they do on Bun. Aborting its signal closes the open connections too,
 * as Bun's `stop(true)` does.
 */
function listenOnDeno(options: ListenOptions, handle: RequestHandler): Listener {
  const closing = new AbortController();
  const server = deno().serve(
    {
      hostname: options.hostname,
      port: options.port,
      reusePort: options.reusePort,
      signal: closing.signal,
      // Deno prints "Listening on …" unless told otherwise; src/main.ts says where it listens itself.
      onListen: () => {},
    },
    (request, info) => handle(request, info.remoteAddr.hostname || 'unknown'),
  );
  return {
    hostname: server.addr.hostname,
    port: server.addr.port,
    stop: async () => {
      closing.abort();
      await server.finished;
    },
  };
}

/** Bun reports a taken port with code EADDRINUSE, Deno with an AddrInUse error. */
function isAddressInUse(error: unknown): boolean {
  const { code, name } = error as { code?: string; name?: string };
  return code === 'EADDRINUSE' || name === 'AddrInUse';
}
