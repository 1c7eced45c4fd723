/**
 * Starts `bun src/main.ts` as its own process on a free port (embedded PGlite in a temporary
 * DATA_DIR, or PostgreSQL with BENCH_DATABASE_URL), with rate limits raised so that benchmarks
 * measure the work of a request, and creates one account through the admin API.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BenchServer {
  base: string;
  apiKey: string;
  store: string;
  stop(): Promise<void>;
}

export async function startBenchServer(): Promise<BenchServer> {
  const port = 30000 + Math.floor(Math.random() * 20000);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'vitae-bench-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL || '';
  const server = Bun.spawn([process.execPath, 'src/main.ts'], {
    cwd: join(import.meta.dir, '..', '..'),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SECRETS_KEY: '0'.repeat(64),
      ADMIN_TOKEN: 'bench',
      RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000',
      RATE_LIMIT_ACCOUNT_PER_MINUTE: '1000000',
    },
    stdout: 'ignore',
    stderr: 'inherit',
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(base);
    const created = await fetch(`${base}/admin/users`, {
      method: 'POST',
      headers: { authorization: 'Bearer bench', 'content-type': 'application/json' },
      body: JSON.stringify({ email: `bench-${Date.now()}@example.com` }),
    });
    const { apiKey } = (await created.json()) as { apiKey: string };
    return { base, apiKey, store: databaseUrl ? 'PostgreSQL' : 'embedded PGlite', stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function waitForServer(base: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (await fetch(`${base}/health`).then((response) => response.ok, () => false)) return;
    await Bun.sleep(100);
  }
  throw new Error('the server did not start');
}

/** Median, p95 and p99 of a list of milliseconds, formatted. */
export function percentiles(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (quantile: number) => sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))]!.toFixed(2);
  return `p50 ${at(0.5)} ms   p95 ${at(0.95)} ms   p99 ${at(0.99)} ms`;
}
