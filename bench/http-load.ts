/**
 * HTTP throughput of the running service, as a client sees it: starts `bun src/main.ts` (embedded
 * PGlite, or PostgreSQL with BENCH_DATABASE_URL) on a free port, creates an account through the admin
 * API, then loads each endpoint for a fixed time and prints requests/s and latency percentiles.
 *
 *   npm run bench:http                      # embedded PGlite
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:http
 *
 * Uses wrk when installed (apt-get install wrk: a C client that costs the server little CPU),
 * otherwise a built-in Bun client. Rate limits are raised so the figures measure the work of a
 * request (the limit check still runs and writes to the database on every request).
 */
import { startBenchServer } from './support/server.ts';

const seconds = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 32);
const server = await startBenchServer();
const { base, apiKey } = server;

try {
  const useWrk = Bun.which('wrk') !== null && !process.env.BENCH_BUILTIN_CLIENT;
  console.log(`store: ${server.store}; client: ${useWrk ? 'wrk' : 'built-in'}; ${connections} connections, ${seconds} s per endpoint; ${navigator.hardwareConcurrency} cores`);
  for (const [name, path, headers] of [
    ['GET /v1/templates (public)', '/v1/templates', {}],
    ['GET /v1/settings (API key)', '/v1/settings', { 'x-api-key': apiKey }],
  ] as const) {
    await load(path, headers, 2, useWrk); // warm-up
    const result = await load(path, headers, seconds, useWrk);
    console.log(`${name.padEnd(28)} ${result.rps.toFixed(0).padStart(7)} req/s   p50 ${result.p50}   p99 ${result.p99}   non-2xx ${result.errors}`);
  }
} finally {
  await server.stop();
}

interface LoadResult {
  rps: number;
  p50: string;
  p99: string;
  errors: number;
}

async function load(path: string, headers: Record<string, string>, duration: number, useWrk: boolean): Promise<LoadResult> {
  return useWrk ? loadWithWrk(path, headers, duration) : loadWithBun(path, headers, duration);
}

async function loadWithWrk(path: string, headers: Record<string, string>, duration: number): Promise<LoadResult> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const run = Bun.spawnSync(['wrk', '-t', '2', '-c', String(connections), '-d', `${duration}s`, '--latency', ...headerArgs, `${base}${path}`]);
  const output = run.stdout.toString();
  const match = (pattern: RegExp) => output.match(pattern)?.[1] ?? "?";
  return {
    rps: Number(match(/Requests\/sec:\s+([\d.]+)/)),
    p50: match(/^\s+50%\s+(\S+)/m),
    p99: match(/^\s+99%\s+(\S+)/m),
    errors: Number(output.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0),
  };
}

async function loadWithBun(path: string, headers: Record<string, string>, duration: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + duration * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const response = await fetch(`${base}${path}`, { headers });
        await response.arrayBuffer();
        if (!response.ok) errors++;
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (quantile: number) => `${latencies[Math.floor(quantile * (latencies.length - 1))]!.toFixed(2)}ms`;
  return { rps: latencies.length / duration, p50: at(0.5), p99: at(0.99), errors };
}
