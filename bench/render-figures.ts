/**
 * Render speed of test/fixtures/reference-resume.raw.json (mapped to our model) as a 2-page A4
 * PDF with a sidebar template and embedded subset fonts.
 *
 *   npm run bench:render     in-process: new documents, then unchanged re-renders (cache + ETag)
 *   bench/http-export.sh     PDFs/s through POST /v1/export on two server instances sharing one PostgreSQL
 *
 * "New" means nothing derived from the document is reused: each iteration changes the summary, so
 * layout, text and PDF are all made again; per-process work (parsed fonts, glyph metrics) is reused.
 */
import type { Sections } from '../src/domain/resume.ts';
import { executeRenderJob, type RenderJob } from '../src/render/render-job.ts';
import { renderKey } from '../src/render/pdf-cache.ts';
import { createRenderer } from '../src/render/renderer.ts';
import { findTemplate } from '../src/templates/catalog.ts';
import { pdfInfo } from '../test/support/pdf-tools.ts';
import { referenceResume } from '../test/fixtures/reference-resume.ts';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS || 300);
const TEMPLATE = process.env.BENCH_TEMPLATE || 'SILVER';
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

// Per-process warm-up: fonts parsed, code compiled.
for (let index = 0; index < 20; index++) await executeRenderJob(jobFor(-index - 1));
const sample = await executeRenderJob(jobFor(0));
console.log(`template ${TEMPLATE} (${template.layoutType}), font ${settings.font}, ${pdfInfo(sample).Pages} pages, ${(sample.byteLength / 1024).toFixed(1)} KB, ${navigator.hardwareConcurrency} cores`);

const fresh: number[] = [];
const started = performance.now();
for (let index = 1; index <= ITERATIONS; index++) {
  const begin = performance.now();
  await executeRenderJob(jobFor(index));
  fresh.push(performance.now() - begin);
  if (index % 20 === 0) sampleRss();
}
const freshStats = stats(fresh);
console.log(`new document:       median ${freshStats.median.toFixed(2)} ms   p95 ${freshStats.p95.toFixed(2)} ms   ${(ITERATIONS / ((performance.now() - started) / 1000)).toFixed(0)} PDFs/s (one thread)   peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MiB`);

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
const cachedStats = stats(cached);
console.log(`unchanged (cache):  median ${cachedStats.median.toFixed(3)} ms   p95 ${cachedStats.p95.toFixed(3)} ms`);
