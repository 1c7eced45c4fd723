/**
 * TEST_SERVER_RUNTIME=bun|deno makes the HTTP suites talk to a real server started under that
 * runtime (`npm run test:deno` sets deno) instead of calling the app in-process. Such a server is
 * another process, and embedded PGlite allows one, so those runs use PostgreSQL only; the suites'
 * direct database checks read the same database the server writes.
 */

export type ServerRuntime = 'bun' | 'deno';

function parse(raw: string | undefined): ServerRuntime | undefined {
  if (!raw) return undefined;
  if (raw === 'bun' || raw === 'deno') return raw;
  throw new Error(`TEST_SERVER_RUNTIME must be "bun" or "deno", got "${raw}"`);
}

/** The runtime the HTTP suites' server runs on; undefined: in-process (app.handle). */
export const serverRuntime: ServerRuntime | undefined = parse(process.env.TEST_SERVER_RUNTIME);
