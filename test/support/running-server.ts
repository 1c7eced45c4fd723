/**
 * The service as a user starts it, in its own process on a free port: `bun src/main.ts` (npm start)
 * or `deno task start` (npm run start:deno, with deno.json's permissions), with the embedded store
 * in a fresh DATA_DIR (or the PostgreSQL of `env.DATABASE_URL`). For suites that must see what only a
 * real socket shows, that drive the service the way an outside client does, or that run the HTTP
 * suites against another runtime (TEST_SERVER_RUNTIME, see server-runtime.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverRuntime, type ServerRuntime } from './server-runtime.ts';

/** The project's root, where both start commands run. */
export const projectRoot = join(import.meta.dir, '..', '..');

export interface RunningService {
  /** "http://127.0.0.1:<port>". */
  base: string;
  port: number;
  /** The embedded store's directory (unused with DATABASE_URL). */
  dataDir: string;
  runtime: ServerRuntime;
  /** Stops the process (SIGTERM, as an operator would) and removes its data directory. */
  stop(): Promise<void>;
  process: ReturnType<typeof Bun.spawn>;
}

/** A port nothing listens on right now, chosen by the kernel. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * What `npm start` (package.json) sets for Bun's JavaScriptCore, each kept when already set:
 *
 * - `BUN_JSC_useFTLJIT=0`, no top (FTL) tier. A busy instance kept FTL-compiling the service's code
 *   (0.6-0.9 ms of JIT thread per new-document request after 20-90 s of load) for no faster a render:
 *   bench/render-http.ts, 2026-11-23, server CPU per new request 5.65-6.06 ms with FTL, 4.83-5.19 ms
 *   without (four runs), 248-260 against 279-297 PDFs/s.
 * - `BUN_JSC_heapGrowthMaxIncrease=0.75`: the heap may grow to about 1.75 times what survived the
 *   last collection before the next, where Bun's 2 lets it reach 3 times on a machine with 16 GB or
 *   more (a browser's trade). A busy instance's peak RSS went from 273-300 to 205-211 MiB (issue 14's
 *   target is 250) for the same server CPU per request (4.7-5.1 against 4.6-4.8 ms; 0.5 gave 175-179
 *   MiB, its collector threads 0.2 ms more per request, and cached requests 0.1-0.2 ms dearer).
 */
export const BUN_START_DEFAULTS: Record<string, string> = { BUN_JSC_useFTLJIT: '0', BUN_JSC_heapGrowthMaxIncrease: '0.75' };

/** BUN_START_DEFAULTS with what this process's environment sets instead. */
export const BUN_START_ENV: Record<string, string> = Object.fromEntries(Object.entries(BUN_START_DEFAULTS).map(([name, value]) => [name, process.env[name] ?? value]));

/**
 * The command that starts the service under `runtime`, run in the project root: the npm scripts'
 * own (`npm start` runs `bun src/main.ts` with BUN_START_ENV, `npm run start:deno` runs `deno task start`).
 */
export function serviceCommand(runtime: ServerRuntime): string[] {
  return runtime === 'deno' ? [join(projectRoot, 'node_modules', '.bin', 'deno'), 'task', '--quiet', 'start'] : [process.execPath, 'src/main.ts'];
}

/** Services still running, stopped when the test process exits even if a suite forgot one. */
const running = new Set<ReturnType<typeof Bun.spawn>>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Starts the service and waits until /health answers and it has said which runtime it runs on (a
 * minute at most): a suite meant for Deno must not pass against Bun by mistake. `runtime` defaults
 * to TEST_SERVER_RUNTIME, else Bun.
 */
export async function startService(env: Record<string, string> = {}, runtime: ServerRuntime = serverRuntime ?? 'bun'): Promise<RunningService> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitae-server-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = Bun.spawn(serviceCommand(runtime), {
    cwd: projectRoot,
    env: { ...process.env, ...(runtime === 'bun' && BUN_START_ENV), PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  running.add(child);
  // Read stdout as it comes (a pipe nobody reads would stall the server once full); keep its start.
  let stdout = '';
  void (async () => {
    for await (const chunk of child.stdout as ReadableStream<Uint8Array>) if (stdout.length < 4096) stdout += new TextDecoder().decode(chunk);
  })();
  const stop = async () => {
    child.kill('SIGTERM');
    await child.exited;
    running.delete(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 600; attempt++) {
    const healthy = await fetch(`${base}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy && /vitae listening on .*; (bun|deno) /.test(stdout)) {
      if (!stdout.includes(`; ${runtime} `)) {
        await stop();
        throw new Error(`the server was meant to run on ${runtime} but says: ${stdout}`);
      }
      return { base, port, dataDir, runtime, stop, process: child };
    }
    if (child.exitCode !== null) break;
    await Bun.sleep(100);
  }
  const stderr = await new Response(child.stderr as ReadableStream).text();
  await stop();
  throw new Error(`the server did not start under ${runtime}: ${stderr}`);
}
