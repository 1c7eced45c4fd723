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
 * The command that starts the service under `runtime`, run in the project root: the npm scripts'
 * own (`npm start` runs `bun src/main.ts`, `npm run start:deno` runs `deno task start`).
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
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', ...env },
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
