/**
 * Render figures of test/fixtures/reference-resume.raw.json (mapped to our model) as a 2-page A4
 * PDF with a sidebar template and embedded subset fonts, on whichever runtime runs this file (it
 * uses no Bun or Deno API, so both can). `npm run bench:render` (bench/render.ts) runs it on Bun and
 * on Deno and prints the two side by side; run alone it prints its own figures:
 *
 *   bun bench/render-figures.ts              deno task bench:render-figures
 *   ... --json                               one JSON line instead (what bench/render.ts reads)
 *
 * In this order, each through the public entry points (executeRenderJob, layoutRenderJob,
 * createRenderer, renderKey):
 * - ours alone: a new document (only its summary changed: nothing derived from the document is
 *   reused, per-process work such as parsed fonts and glyph metrics is), on one thread and on the
 *   worker pool; an unchanged document (cache hit: the render key and the lookup);
 * - scaling (every paragraph new, see render-variants.ts): 2 pages against 10, a 100-entry resume,
 *   layout alone and layout + PDF; the reference PDF's size against the PDFKit baseline;
 * - peak RSS of all of that (sampled; Typst is not loaded yet);
 * - Typst (bench/typst/): the same resume in Typst markup, rendered alternately with ours in this
 *   process, with every paragraph new (the target's measure) and with only the summary new (where
 *   Typst reuses its memoized layout of every other paragraph).
 */
import { createRenderer } from '../src/render/renderer.ts';
import { renderKey } from '../src/render/pdf-cache.ts';
import { executeRenderJob, layoutRenderJob, type RenderJob, type RenderSettings } from '../src/render/render-job.ts';
import { runtimeName, runtimeVersion } from '../src/runtime/current.ts';
import { findTemplate } from '../src/templates/catalog.ts';
import type { ResumeContent } from '../src/layout/layout-resume.ts';
import { paired, timing, type PairedFigures, type Timing } from './render-paired.ts';
import { everyParagraphNew, referenceContent, scaledResume, summaryOnlyNew, TEN_PAGE_ENTRIES } from './render-variants.ts';
import { resumeMarkup } from './typst/resume-markup.ts';
import { typstRenderer } from './typst/typst-renderer.ts';

/** Entries of the long resume (issue 14: "a 100-entry resume renders"). */
const LONG_ENTRIES = 100;

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
  cached: { median: number; p95: number };
  /** Every paragraph new; `pages` as laid out. */
  scaling: {
    iterations: number;
    twoPages: { pages: number; render: Timing; layout: Timing };
    tenPages: { entries: number; pages: number; render: Timing; layout: Timing };
    long: { entries: number; pages: number; iterations: number; render: Timing; layout: Timing };
  };
  /** Sampled over everything above (the pool's workers are threads of this process); Typst not loaded. */
  peakRssMiB: number;
  /** Peak RSS by the end of each stage: one thread, worker pool, scaling (so a peak can be placed). */
  rssByStageMiB: { oneThread: number; pool: number; scaling: number };
  typst: { version: string; pages: number; kilobytes: number; allNew: PairedFigures; summaryOnly: PairedFigures } | { unavailable: string };
}

const ITERATIONS = Number(process.env.BENCH_ITERATIONS || 300);
/** Cache hits before the measured ones (see the measure). */
const CACHE_HIT_WARM_UP = 3000;
// COBALT: since the catalogue's redesign (issue 15) the one sidebar template with the header in a
// left side column, the page bench/typst/resume-markup.ts writes in Typst (SILVER was, before).
const TEMPLATE = process.env.BENCH_TEMPLATE || 'COBALT';
const json = process.argv.includes('--json');
const template = findTemplate(TEMPLATE)!;
const settings: RenderSettings = {
  templateId: template.id,
  colorId: template.availableColors[0]!.id,
  font: template.defaults.font,
  fontSize: 10,
  spacing: 1,
  margin: 16,
  pageSize: 'A4',
  pageNumbering: 'fraction',
  locale: 'en',
};
const jobOf = (content: ResumeContent): RenderJob => ({ kind: 'resume', content, settings });
const jobFor = (variant: number): RenderJob => jobOf(summaryOnlyNew(variant));
const pagesOf = (content: ResumeContent) => layoutRenderJob(jobOf(content)).pages.length;
/** Progress, on stderr (bench/render.ts lets it through): the whole run takes a while. */
const log = (message: string) => console.error(`[${runtimeName}] ${message}`);

let peakRss = 0;
const sampleRss = () => (peakRss = Math.max(peakRss, process.memoryUsage().rss));
const mebibytes = (bytes: number) => bytes / 2 ** 20;

// Per-process warm-up: fonts parsed, code compiled.
for (let index = 0; index < 20; index++) await executeRenderJob(jobFor(-index - 1));
const sample = await executeRenderJob(jobFor(0));

log('ours alone: new documents (summary changed)…');
const fresh: number[] = [];
const started = performance.now();
for (let index = 1; index <= ITERATIONS; index++) {
  const begin = performance.now();
  await executeRenderJob(jobFor(index));
  fresh.push(performance.now() - begin);
  if (index % 20 === 0) sampleRss();
}
const pdfsPerSecond = ITERATIONS / ((performance.now() - started) / 1000);
const oneThreadRss = mebibytes(peakRss);

log('worker pool…');
const workers = navigator.hardwareConcurrency || 2;
const pool = createRenderer({ workers, cacheBytes: 0 });
await Promise.all(Array.from({ length: workers * 4 }, (_, index) => pool.render(`warm-${index}`, jobFor(-100 - index))));
const poolStarted = performance.now();
let poolDone = 0;
await Promise.all(
  Array.from({ length: ITERATIONS }, (_, index) =>
    pool.render(`new-${index}`, jobFor(1000 + index)).then(() => {
      if (++poolDone % 20 === 0) sampleRss();
    }),
  ),
);
const poolPdfsPerSecond = ITERATIONS / ((performance.now() - poolStarted) / 1000);
await pool.close();
const poolRss = mebibytes(peakRss);

// Unchanged document, same options: what the service does per request on a cache hit (key + lookup).
const renderer = createRenderer({ workers: 0, cacheBytes: 64 * 2 ** 20 });
const unchanged = jobFor(0);
// A service answers this on every repeated request, so it is measured warm: a few hundred calls
// leave the key's hashing in JavaScriptCore's lower tiers (0.02-0.06 ms a hit at 300 iterations,
// 0.01 ms once tiered up). The 3,000 warm-up hits take about 30 ms.
for (let index = 0; index < CACHE_HIT_WARM_UP; index++) await renderer.render(renderKey(unchanged), unchanged);
const cached: number[] = [];
for (let index = 0; index < ITERATIONS; index++) {
  const begin = performance.now();
  await renderer.render(renderKey(unchanged), unchanged);
  cached.push(performance.now() - begin);
}

log('scaling: 2 pages, 10 pages, 100 entries…');
/** Layout alone and layout + PDF of `iterations` new variants of `content`, alternating; variants start at `from`. */
async function scalingOf(content: ResumeContent, iterations: number, from: number) {
  const layout: number[] = [];
  const render: number[] = [];
  for (let index = 0; index < iterations; index++) {
    const laidOut = jobOf(everyParagraphNew(from + 2 * index, content));
    let begin = performance.now();
    layoutRenderJob(laidOut);
    layout.push(performance.now() - begin);
    const rendered = jobOf(everyParagraphNew(from + 2 * index + 1, content));
    begin = performance.now();
    await executeRenderJob(rendered);
    render.push(performance.now() - begin);
    sampleRss();
  }
  return { layout: timing(layout), render: timing(render) };
}
const scaleIterations = Math.max(10, Math.round(ITERATIONS / 5));
const longIterations = Math.max(3, Math.round(ITERATIONS / 30));
const tenPageContent = scaledResume(TEN_PAGE_ENTRIES);
const longContent = scaledResume(LONG_ENTRIES);
await scalingOf(tenPageContent, 3, 500_000);
const twoPages = { pages: pagesOf(referenceContent), ...(await scalingOf(referenceContent, scaleIterations, 100_000)) };
const tenPages = { entries: TEN_PAGE_ENTRIES, pages: pagesOf(tenPageContent), ...(await scalingOf(tenPageContent, scaleIterations, 200_000)) };
const long = { entries: LONG_ENTRIES, pages: pagesOf(longContent), iterations: longIterations, ...(await scalingOf(longContent, longIterations, 300_000)) };
sampleRss();

/** Ours against Typst on the same documents; `unavailable` when the addon does not load here. */
async function typstFigures(): Promise<RenderFigures['typst']> {
  let typst: Awaited<ReturnType<typeof typstRenderer>>;
  try {
    typst = await typstRenderer(settings.font);
  } catch (error) {
    return { unavailable: `Typst did not load on ${runtimeName}: ${(error as Error).message.split('\n')[0]}` };
  }
  const reference = typst.pdf(resumeMarkup(referenceContent, settings));
  const pages = new TextDecoder('latin1').decode(reference).match(/\/Type\s*\/Page(?![\w])/g)?.length ?? 0;
  type Input = { job: RenderJob; markup: string };
  const ours = (input: Input) => executeRenderJob(input.job);
  const theirs = (input: Input) => typst.pdf(input.markup);
  /** Typst's memory housekeeping, untimed: what its CLI does after each compile in watch mode (comemo::evict(10)). */
  const evict = () => typst.evict(10);
  const protocol = async (label: string, variant: (index: number) => ResumeContent) => {
    log(`Typst, ${label}…`);
    const prepare = (index: number): Input => {
      const content = variant(index);
      return { job: jobOf(content), markup: resumeMarkup(content, settings) };
    };
    // Warm-up of both on documents of their own, then the measure.
    await paired(20, (index) => prepare(900_000 + index), ours, theirs, evict);
    return paired(ITERATIONS, prepare, ours, theirs, evict);
  };
  const allNew = await protocol('every paragraph new', (index) => everyParagraphNew(10_000 + index));
  const summaryOnly = await protocol('summary only new', (index) => summaryOnlyNew(20_000 + index));
  return { version: typst.version, pages, kilobytes: reference.byteLength / 1024, allNew, summaryOnly };
}

const figures: RenderFigures = {
  runtime: runtimeName,
  version: runtimeVersion,
  template: `${TEMPLATE} (${template.layoutType}), font ${settings.font}`,
  pages: pagesOf(referenceContent),
  kilobytes: sample.byteLength / 1024,
  fresh: { ...timing(fresh), pdfsPerSecond },
  pool: { workers, pdfsPerSecond: poolPdfsPerSecond },
  cached: timing(cached),
  scaling: { iterations: scaleIterations, twoPages, tenPages, long },
  peakRssMiB: mebibytes(peakRss),
  rssByStageMiB: { oneThread: oneThreadRss, pool: poolRss, scaling: mebibytes(peakRss) },
  typst: await typstFigures(),
};
if (json) {
  console.log(JSON.stringify(figures));
} else {
  const { printRenderFigures } = await import('./render-report.ts');
  console.log(printRenderFigures([figures], ITERATIONS));
}
