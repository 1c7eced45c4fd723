/**
 * HTTP throughput of the running service, as a client sees it, on Bun and on Deno: for each runtime
 * in BENCH_RUNTIMES (default bun,deno), one after the other, starts the service as its npm script
 * does (embedded PGlite, or PostgreSQL with BENCH_DATABASE_URL) on a free port, creates an account
 * through the admin API, loads each endpoint for a fixed time, and stops it; then prints requests/s
 * and latency percentiles side by side.
 *
 *   npm run bench:http                      # embedded PGlite
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:http
 *
 * Uses wrk when installed (apt-get install wrk: a C client that costs the server little CPU),
 * otherwise a built-in Bun client. Rate limits are raised so the figures measure the work of a
 * request (the limit check still runs and writes to the database on every request).
 */
import { startBenchServer } from './support/server.ts';
import { benchRuntimes, sideBySide } from './support/runtimes.ts';

const seconds = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 32);
const useWrk = Bun.which('wrk') !== null && !process.env.BENCH_BUILTIN_CLIENT;
const ENDPOINTS = [
  ['GET /v1/templates (public)', '/v1/templates', false],
  ['GET /v1/settings (API key)', '/v1/settings', true],
] as const;

const columns: string[] = [];
const startups: number[] = [];
const results: LoadResult[][] = [];
let store = '';
for (const runtime of benchRuntimes()) {
  const server = await startBenchServer(runtime);
  store = server.store;
  try {
    columns.push(server.runtime);
    startups.push(server.startupMs);
    const figures: LoadResult[] = [];
    for (const [name, path, keyed] of ENDPOINTS) {
      const headers: Record<string, string> = keyed ? { 'x-api-key': server.apiKey } : {};
      await load(server.base, path, headers, 2); // warm-up
      const result = await load(server.base, path, headers, seconds);
      console.log(`${runtime.padEnd(5)} ${name.padEnd(28)} ${result.rps.toFixed(0).padStart(7)} req/s   p50 ${result.p50}   p99 ${result.p99}   non-2xx ${result.errors}`);
      figures.push(result);
    }
    results.push(figures);
  } finally {
    await server.stop();
  }
}

console.log(`\nstore: ${store}; client: ${useWrk ? 'wrk' : 'built-in'}; ${connections} connections, ${seconds} s per endpoint; ${navigator.hardwareConcurrency} cores`);
console.log(
  sideBySide('endpoint', columns, [
    ['start-up to /health', ...startups.map((ms) => `${ms.toFixed(0)} ms`)],
    ...ENDPOINTS.flatMap(([name], index) => [
      [`${name} req/s`, ...results.map((figures) => figures[index]!.rps.toFixed(0))] as [string, ...string[]],
      [`${name} p50 / p99`, ...results.map((figures) => `${figures[index]!.p50} / ${figures[index]!.p99}`)] as [string, ...string[]],
    ]),
  ]),
);

interface LoadResult {
  rps: number;
  p50: string;
  p99: string;
  errors: number;
}

async function load(base: string, path: string, headers: Record<string, string>, duration: number): Promise<LoadResult> {
  return useWrk ? loadWithWrk(base, path, headers, duration) : loadWithBun(base, path, headers, duration);
}

async function loadWithWrk(base: string, path: string, headers: Record<string, string>, duration: number): Promise<LoadResult> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const run = Bun.spawnSync(['wrk', '-t', '2', '-c', String(connections), '-d', `${duration}s`, '--latency', ...headerArgs, `${base}${path}`]);
  const output = run.stdout.toString();
  const match = (pattern: RegExp) => output.match(pattern)?.[1] ?? '?';
  return {
    rps: Number(match(/Requests\/sec:\s+([\d.]+)/)),
    p50: match(/^\s+50%\s+(\S+)/m),
    p99: match(/^\s+99%\s+(\S+)/m),
    errors: Number(output.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0),
  };
}

async function loadWithBun(base: string, path: string, headers: Record<string, string>, duration: number): Promise<LoadResult> {
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
