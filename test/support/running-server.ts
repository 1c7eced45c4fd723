/**
 * The service as a user starts it: `bun src/main.ts` in its own process on a free port, with the
 * embedded store in a fresh DATA_DIR (or the PostgreSQL of `env.DATABASE_URL`). For suites that must
 * see what only a real socket shows, or that drive the service the way an outside client does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningService {
  /** "http://127.0.0.1:<port>". */
  base: string;
  port: number;
  /** The embedded store's directory (unused with DATABASE_URL). */
  dataDir: string;
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

/** Starts the service and waits until /health answers (a minute at most). */
export async function startService(env: Record<string, string> = {}): Promise<RunningService> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitae-server-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = Bun.spawn([process.execPath, 'src/main.ts'], {
    cwd: join(import.meta.dir, '..', '..'),
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await child.exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 600; attempt++) {
    if (await fetch(`${base}/health`).then((response) => response.ok, () => false)) return { base, port, dataDir, stop, process: child };
    if (child.exitCode !== null) break;
    await Bun.sleep(100);
  }
  const stderr = await new Response(child.stderr as ReadableStream).text();
  await stop();
  throw new Error(`the server did not start: ${stderr}`);
}
