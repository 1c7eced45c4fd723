/**
 * The render hot path on Bun and on Deno, one after the other on this machine, side by side:
 * bench/render-figures.ts (layout + PDF of the reference resume, on one thread and on the worker
 * pool, and a cache hit) run as its own process under each runtime in BENCH_RUNTIMES (default
 * bun,deno). BENCH_ITERATIONS and BENCH_TEMPLATE pass through.
 *
 *   npm run bench:render
 */
import type { RenderFigures } from './render-figures.ts';
import { benchRuntimes, commandFor, projectRoot, sideBySide } from './support/runtimes.ts';

const results: RenderFigures[] = [];
for (const runtime of benchRuntimes()) {
  const child = Bun.spawn(commandFor(runtime, 'bench/render-figures.ts', 'bench:render-figures', ['--json']), { cwd: projectRoot, stdout: 'pipe', stderr: 'inherit' });
  const [output, exitCode] = await Promise.all([new Response(child.stdout).text(), child.exited]);
  if (exitCode !== 0) throw new Error(`the render bench failed on ${runtime}`);
  results.push(JSON.parse(output.trim().split('\n').at(-1)!) as RenderFigures);
}

const first = results[0]!;
console.log(`template ${first.template}, ${first.pages} pages, ${first.kilobytes.toFixed(1)} KB; ${navigator.hardwareConcurrency} cores; ${process.env.BENCH_ITERATIONS || 300} documents per measure`);
const ms = (value: number) => `${value.toFixed(2)} ms`;
console.log(
  sideBySide(
    'render',
    results.map((result) => `${result.runtime} ${result.version}`),
    [
      ['new document, median', ...results.map((result) => ms(result.fresh.median))],
      ['new document, p95', ...results.map((result) => ms(result.fresh.p95))],
      ['PDFs/s, one thread', ...results.map((result) => result.fresh.pdfsPerSecond.toFixed(0))],
      [`PDFs/s, worker pool (${first.pool.workers})`, ...results.map((result) => result.pool.pdfsPerSecond.toFixed(0))],
      ['unchanged (cache hit), median', ...results.map((result) => `${result.cached.median.toFixed(3)} ms`)],
      ['peak RSS', ...results.map((result) => `${result.peakRssMiB.toFixed(0)} MiB`)],
    ],
  ),
);
