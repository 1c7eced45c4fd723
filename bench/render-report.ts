/**
 * The render bench's figures as text: one column per runtime (bench/render.ts runs
 * bench/render-figures.ts under each), with issue 14's targets in brackets beside the figures they judge.
 */
import type { RenderFigures } from './render-figures.ts';
import type { PairedFigures } from './render-paired.ts';
import { sideBySide } from './support/runtimes.ts';

/**
 * The PDFKit writer's size of the reference PDF at 049d0c4, at the bench's settings, with SILVER's
 * design of the time (ours wrote 35.9 KB of the same page). The catalogue's redesign (issue 15)
 * changed the bench's page (COBALT, with icons and level dots), so the share printed beside it is
 * the new page against the old one, no longer the writer alone.
 */
const BASELINE_KILOBYTES = 37.6;

type TypstFigures = Extract<RenderFigures['typst'], { version: string }>;
type Rows = Array<[string, ...string[]]>;

const ms = (value: number) => `${value.toFixed(2)} ms`;
const times = (value: number) => `${value.toFixed(2)}×`;
const percent = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)} %`;

export function printRenderFigures(results: RenderFigures[], iterations: number): string {
  const first = results[0]!;
  const { twoPages, tenPages, long } = first.scaling;
  const each = (cell: (result: RenderFigures) => string) => results.map(cell);
  const heading = (title: string): [string, ...string[]] => [title, ...results.map(() => '')];
  const typstEach = (cell: (typst: TypstFigures) => string) => results.map((result) => ('version' in result.typst ? cell(result.typst) : 'not loaded'));
  const protocol = (pick: (typst: TypstFigures) => PairedFigures): Rows => [
    ['  ours, median / p95', ...typstEach((typst) => `${ms(pick(typst).first.median)} / ${ms(pick(typst).first.p95)}`)],
    ['  Typst, median / p95', ...typstEach((typst) => `${ms(pick(typst).second.median)} / ${ms(pick(typst).second.p95)}`)],
    ['  ours ÷ Typst: median of paired ratios / ratio of medians', ...typstEach((typst) => `${times(pick(typst).pairedRatio)} / ${times(pick(typst).ratioOfMedians)}`)],
    ['  process CPU per document, ours / Typst', ...typstEach((typst) => `${ms(pick(typst).first.cpuMedian)} / ${ms(pick(typst).second.cpuMedian)}`)],
  ];
  const loaded = results.map((result) => result.typst).find((typst): typst is TypstFigures => 'version' in typst);
  const rows: Rows = [
    heading('ours alone'),
    ['  new document (summary changed), median / p95', ...each((result) => `${ms(result.fresh.median)} / ${ms(result.fresh.p95)}`)],
    ['  PDFs/s, one thread', ...each((result) => result.fresh.pdfsPerSecond.toFixed(0))],
    [`  PDFs/s, worker pool (${first.pool.workers} workers)`, ...each((result) => result.pool.pdfsPerSecond.toFixed(0))],
    ['  unchanged (cache hit), median [≤ 0.05 ms]', ...each((result) => `${result.cached.median.toFixed(3)} ms`)],
    [
      `  PDF size [vs ${BASELINE_KILOBYTES} KB: PDFKit at 049d0c4, SILVER's old page]`,
      ...each((result) => `${result.kilobytes.toFixed(1)} KB, ${percent((result.kilobytes / BASELINE_KILOBYTES - 1) * 100)}`),
    ],
    ['  peak RSS, worker pool included [≤ 250 MiB]', ...each((result) => `${result.peakRssMiB.toFixed(0)} MiB`)],
    ['    by the end of: one thread / pool / scaling', ...each(({ rssByStageMiB: rss }) => `${rss.oneThread.toFixed(0)} / ${rss.pool.toFixed(0)} / ${rss.scaling.toFixed(0)} MiB`)],
    heading(`scaling, every paragraph new: layout / layout + PDF, medians of ${first.scaling.iterations}`),
    [`  ${twoPages.pages} pages (the reference)`, ...each(({ scaling }) => `${ms(scaling.twoPages.layout.median)} / ${ms(scaling.twoPages.render.median)}`)],
    [`  ${tenPages.pages} pages (${tenPages.entries} entries)`, ...each(({ scaling }) => `${ms(scaling.tenPages.layout.median)} / ${ms(scaling.tenPages.render.median)}`)],
    [
      `  ${tenPages.pages} pages ÷ ${twoPages.pages} pages [≤ 5.5×]`,
      ...each(({ scaling }) => `${times(scaling.tenPages.layout.median / scaling.twoPages.layout.median)} / ${times(scaling.tenPages.render.median / scaling.twoPages.render.median)}`),
    ],
    [`  ${long.entries} entries, ${long.pages} pages (median of ${long.iterations})`, ...each(({ scaling }) => `${ms(scaling.long.layout.median)} / ${ms(scaling.long.render.median)}`)],
    heading('Typst, the same resume, rendered alternately with ours'),
    heading('every paragraph new [ours ≤ 0.5 × Typst]'),
    ...protocol((typst) => typst.allNew),
    heading('summary only new (Typst re-lays out only the summary)'),
    ...protocol((typst) => typst.summaryOnly),
  ];
  const lines = [
    `template ${first.template}, ${first.pages} pages A4; ${navigator.hardwareConcurrency} cores; ${iterations} documents per measure (BENCH_ITERATIONS)`,
    sideBySide(
      'render',
      results.map((result) => `${result.runtime} ${result.version}`),
      rows,
    ),
  ];
  if (loaded) lines.push(`Typst: ${loaded.version}, the resume as bench/typst/resume-markup.ts writes it: ${loaded.pages} pages, ${loaded.kilobytes.toFixed(1)} KB`);
  for (const result of results) if ('unavailable' in result.typst) lines.push(`${result.runtime}: ${result.typst.unavailable}`);
  return lines
    .join('\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n');
}
