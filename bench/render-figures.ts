/**
 * Render speed of test/fixtures/reference-resume.raw.json (mapped to our model) as a 2-page A4
 * PDF with a sidebar template and embedded subset fonts, on whichever runtime runs this file (it
 * uses no Bun or Deno API, so both can). `npm run bench:render` (bench/render.ts) runs it on Bun and
 * on Deno and prints the two side by side; run alone it prints its own figures:
 *
 *   bun bench/render-figures.ts              deno task bench:render-figures
 *   ... --json                               one JSON line instead (what bench/render.ts reads)
 *
 * "New" means nothing derived from the document is reused: each iteration changes the summary, so
 * layout, text and PDF are all made again; per-process work (parsed fonts, glyph metrics) is reused.
 * "Unchanged" is a cache hit: the render key and the lookup, what the service does per repeated render.
 */
import type { Sections } from '../src/domain/resume.ts';
import { executeRenderJob, type RenderJob } from '../src/render/render-job.ts';
import { renderKey } from '../src/render/pdf-cache.ts';
import { createRenderer } from '../src/render/renderer.ts';
import { runtimeName, runtimeVersion } from '../src/runtime/current.ts';
import { findTemplate } from '../src/templates/catalog.ts';
import { referenceResume } from '../test/fixtures/reference-resume.ts';

/** What one run measured; bench/render.ts prints these side by side. */
export interface RenderFigures {
  runtime: string;
  version: string;
  template: string;
  pages: number;
  kilobytes: number;
  fresh: { median: number; p95: number; pdfsPerSecond: number };
  /** New documents through the service's worker pool, one worker per core, all busy. */
  pool: { workers: number; pdfsPerSecond: number };
  peakRssMiB: number;
  cached: { median: number; p95: number };
}

const ITERATIONS = Number(process.env.BENCH_ITERATIONS || 300);
const TEMPLATE = process.env.BENCH_TEMPLATE || 'SILVER';
const json = process.argv.includes('--json');
const resume = referenceResume();
const template = findTemplate(TEMPLATE)!;
const settings = {
  templateId: template.id,
  colorId: template.availableColors[0]!.id,
  font: template.defaults.font,
  fontSize: 10,
  spacing: 1,
  margin: 16,
  pageSize: 'A4' as const,
  pageNumbering: 'fraction' as const,
  locale: 'en',
};
const jobFor = (variant: number): RenderJob => ({
  kind: 'resume',
  content: { title: resume.title!, sections: { ...(resume.sections as Sections), summary: `${resume.sections!.summary} (${variant})` } },
  settings,
});

let peakRss = 0;
const sampleRss = () => (peakRss = Math.max(peakRss, process.memoryUsage().rss));
const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, p95: sorted[Math.floor(sorted.length * 0.95)]! };
};
/** PDFKit writes one `/Type /Page` object per page (and `/Type /Pages` for the tree). */
const pageCount = (pdf: Uint8Array) => new TextDecoder('latin1').decode(pdf).match(/\/Type \/Page\b/g)?.length ?? 0;

// Per-process warm-up: fonts parsed, code compiled.
for (let index = 0; index < 20; index++) await executeRenderJob(jobFor(-index - 1));
const sample = await executeRenderJob(jobFor(0));

const fresh: number[] = [];
const started = performance.now();
for (let index = 1; index <= ITERATIONS; index++) {
  const begin = performance.now();
  await executeRenderJob(jobFor(index));
  fresh.push(performance.now() - begin);
  if (index % 20 === 0) sampleRss();
}
const pdfsPerSecond = ITERATIONS / ((performance.now() - started) / 1000);

// The same work as the service does it: on the render worker pool, every worker busy.
const workers = navigator.hardwareConcurrency || 2;
const pool = createRenderer({ workers, cacheBytes: 0 });
await Promise.all(Array.from({ length: workers * 4 }, (_, index) => pool.render(`warm-${index}`, jobFor(-100 - index))));
const poolStarted = performance.now();
await Promise.all(Array.from({ length: ITERATIONS }, (_, index) => pool.render(`new-${index}`, jobFor(1000 + index))));
const poolPdfsPerSecond = ITERATIONS / ((performance.now() - poolStarted) / 1000);
await pool.close();

// Unchanged document, same options: what the service does per request on a cache hit (key + lookup).
const renderer = createRenderer({ workers: 0, cacheBytes: 64 * 2 ** 20 });
const unchanged = jobFor(0);
await renderer.render(renderKey(unchanged), unchanged);
const cached: number[] = [];
for (let index = 0; index < ITERATIONS; index++) {
  const begin = performance.now();
  await renderer.render(renderKey(unchanged), unchanged);
  cached.push(performance.now() - begin);
}

const figures: RenderFigures = {
  runtime: runtimeName,
  version: runtimeVersion,
  template: `${TEMPLATE} (${template.layoutType}), font ${settings.font}`,
  pages: pageCount(sample),
  kilobytes: sample.byteLength / 1024,
  fresh: { ...stats(fresh), pdfsPerSecond },
  pool: { workers, pdfsPerSecond: poolPdfsPerSecond },
  peakRssMiB: peakRss / 2 ** 20,
  cached: stats(cached),
};
if (json) {
  console.log(JSON.stringify(figures));
} else {
  console.log(`${figures.runtime} ${figures.version}: template ${figures.template}, ${figures.pages} pages, ${figures.kilobytes.toFixed(1)} KB, ${navigator.hardwareConcurrency} cores`);
  console.log(
    `new document:       median ${figures.fresh.median.toFixed(2)} ms   p95 ${figures.fresh.p95.toFixed(2)} ms   ${pdfsPerSecond.toFixed(0)} PDFs/s (one thread)   peak RSS ${figures.peakRssMiB.toFixed(0)} MiB`,
  );
  console.log(`worker pool:        ${figures.pool.pdfsPerSecond.toFixed(0)} PDFs/s on ${workers} workers`);
  console.log(`unchanged (cache):  median ${figures.cached.median.toFixed(3)} ms   p95 ${figures.cached.p95.toFixed(3)} ms`);
}
