/**
 * Starts the service as its own process on a free port, as `npm start` (Bun) or `npm run
 * start:deno` (Deno, with deno.json's permissions) does (embedded PGlite in a temporary DATA_DIR, or
 * PostgreSQL with BENCH_DATABASE_URL), with rate limits raised so that benchmarks measure the work
 * of a request, and creates one account through the admin API.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUN_START_ENV } from '../../test/support/running-server.ts';
import { commandFor, projectRoot, type Runtime } from './runtimes.ts';

export interface BenchServer {
  base: string;
  apiKey: string;
  store: string;
  /** The runtime and its version as the server reported them, e.g. "deno 2.9.5". */
  runtime: string;
  /** Milliseconds from starting the process to its first answer on /health (migrations included). */
  startupMs: number;
  stop(): Promise<void>;
}

export async function startBenchServer(runtime: Runtime = 'bun'): Promise<BenchServer> {
  const port = 30000 + Math.floor(Math.random() * 20000);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'vitae-bench-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL || '';
  const spawnedAt = performance.now();
  const server = Bun.spawn(commandFor(runtime, 'src/main.ts', 'start'), {
    cwd: projectRoot,
    env: {
      ...process.env,
      ...(runtime === 'bun' && BUN_START_ENV),
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SECRETS_KEY: '0'.repeat(64),
      ADMIN_TOKEN: 'bench',
      RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000',
      RATE_LIMIT_ACCOUNT_PER_MINUTE: '1000000',
    },
    stdout: 'pipe',
    stderr: 'inherit',
  });
  // The start-up line names the runtime ("…; bun 1.4.5)"); the rest is read and dropped.
  let banner = '';
  void (async () => {
    for await (const chunk of server.stdout) if (banner.length < 4096) banner += new TextDecoder().decode(chunk);
  })();
  const stop = async () => {
    server.kill('SIGTERM');
    // Stopped under load on PostgreSQL, the service can hang in shutdown (requests still in flight
    // when the database closes, on either runtime): give it ten seconds, then kill it outright.
    const stopped = await Promise.race([server.exited.then(() => true), Bun.sleep(10_000).then(() => false)]);
    if (!stopped) {
      console.error(`the ${runtime} server did not stop within 10 s of SIGTERM; killed`);
      killTree(server.pid);
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(base);
    const startupMs = performance.now() - spawnedAt;
    const created = await fetch(`${base}/admin/users`, {
      method: 'POST',
      headers: { authorization: 'Bearer bench', 'content-type': 'application/json' },
      body: JSON.stringify({ email: `bench-${Date.now()}@example.com` }),
    });
    const { apiKey } = (await created.json()) as { apiKey: string };
    await waitForThumbnails(base);
    const reported = /; (bun|deno) ([^)\s]+)\)/.exec(banner);
    return { base, apiKey, store: databaseUrl ? 'PostgreSQL' : 'embedded PGlite', runtime: reported ? `${reported[1]} ${reported[2]}` : runtime, startupMs, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** SIGKILLs `pid` and its descendants (`deno task` runs the server as its child), as Linux's /proc lists them. */
function killTree(pid: number): void {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    // Gone already, or no /proc: the process itself is all there is to kill.
  }
  for (const child of children) killTree(child);
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

async function waitForServer(base: string): Promise<void> {
  for (let attempt = 0; attempt < 1500; attempt++) {
    if (
      await fetch(`${base}/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await Bun.sleep(20);
  }
  throw new Error('the server did not start');
}

/**
 * Start-up renders every template's thumbnail in the background; fetching them all waits for that,
 * so that measurements do not share the CPU with it.
 */
async function waitForThumbnails(base: string): Promise<void> {
  const { data } = (await (await fetch(`${base}/v1/templates`, { headers: { 'x-api-form': 'b' } })).json()) as { data: Array<{ thumbnail: string }> };
  for (const { thumbnail } of data) await (await fetch(thumbnail)).arrayBuffer();
}

/** Median, p95 and p99 of a list of milliseconds, formatted. */
export function percentiles(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (quantile: number) => sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))]!.toFixed(2);
  return `p50 ${at(0.5)} ms   p95 ${at(0.95)} ms   p99 ${at(0.99)} ms`;
}
