/**
 * The render bench in one command: bench/render-figures.ts (ours alone, scaling, PDF size, peak RSS,
 * and Typst rendered alternately with ours) run as its own process under each runtime in
 * BENCH_RUNTIMES (default bun,deno), printed side by side (bench/render-report.ts); then the HTTP
 * figures of bench/render-http.ts when that file exists, unless BENCH_HTTP=0. BENCH_ITERATIONS and
 * BENCH_TEMPLATE pass through.
 *
 *   npm run bench:render
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { RenderFigures } from './render-figures.ts';
import { printRenderFigures } from './render-report.ts';
import { benchRuntimes, commandFor, projectRoot } from './support/runtimes.ts';

const results: RenderFigures[] = [];
for (const runtime of benchRuntimes()) {
  const child = Bun.spawn(commandFor(runtime, 'bench/render-figures.ts', 'bench:render-figures', ['--json']), { cwd: projectRoot, stdout: 'pipe', stderr: 'inherit' });
  const [output, exitCode] = await Promise.all([new Response(child.stdout).text(), child.exited]);
  if (exitCode !== 0) throw new Error(`the render bench failed on ${runtime}`);
  results.push(JSON.parse(output.trim().split('\n').at(-1)!) as RenderFigures);
}
console.log(printRenderFigures(results, Number(process.env.BENCH_ITERATIONS || 300)));

// ---- HTTP hook -------------------------------------------------------------------------------
// bench/render-http.ts (owned by the HTTP bench, not by this file) measures PDFs/s through the
// service on PostgreSQL. It runs after the in-process figures, with its output printed as it comes.
// BENCH_HTTP=0 skips it.
const httpBench = join(projectRoot, 'bench', 'render-http.ts');
if (existsSync(httpBench) && process.env.BENCH_HTTP !== '0') {
  console.log('\nHTTP (bench/render-http.ts; BENCH_HTTP=0 skips it)');
  const child = Bun.spawn([process.execPath, httpBench], { cwd: projectRoot, stdout: 'inherit', stderr: 'inherit' });
  if ((await child.exited) !== 0) throw new Error('bench/render-http.ts failed');
}
