/**
 * The part of Deno's global namespace the runtime seam uses, typed here because the project
 * type-checks against Bun's types only. Read it through `deno()`, and only from src/runtime/.
 */

/** What Deno.serve passes beside each request. */
export interface DenoServeHandlerInfo {
  remoteAddr: { transport: string; hostname: string; port: number };
}

export interface DenoServeOptions {
  hostname: string;
  port: number;
  reusePort?: boolean;
  /** Aborting it closes the server and every open connection. */
  signal?: AbortSignal;
  onListen?: (address: { hostname: string; port: number }) => void;
}

export interface DenoHttpServer {
  addr: { hostname: string; port: number };
  /** Settles once the server has stopped. */
  finished: Promise<void>;
}

export interface DenoNamespace {
  version: { deno: string };
  pid: number;
  serve(options: DenoServeOptions, handler: (request: Request, info: DenoServeHandlerInfo) => Response | Promise<Response>): DenoHttpServer;
  addSignalListener(signal: 'SIGINT' | 'SIGTERM', handler: () => void): void;
  memoryUsage(): { rss: number };
  exit(code?: number): never;
}

/** Deno's namespace; throws when called on another runtime. */
export function deno(): DenoNamespace {
  const namespace = (globalThis as { Deno?: DenoNamespace }).Deno;
  if (!namespace) throw new Error('Deno APIs were called outside Deno');
  return namespace;
}
