/**
 * Fitting into a page budget, on generated resumes of growing length in a single-column and a
 * sidebar template. The layout is being tuned elsewhere, so these assert properties (pages within
 * the budget, tightening in order and only as far as needed, failure only when the tightest
 * settings overflow), never the page count of one particular document.
 */
import { describe, expect, test } from 'bun:test';
import type { DrawDocument } from '../layout/draw-document.ts';
import { layoutResume } from '../layout/layout-resume.ts';
import { findTemplate } from '../templates/catalog.ts';
import { generatedResume } from '../../test/support/generated-resume.ts';
import { fitToPages, overflowOf, type FitOutcome, type FitProblem } from './fit-to-pages.ts';
import { fitJobToPages, fitProblemOf, layoutRenderJob } from './render-job.ts';
import { layoutOptionsOf, templateDefaultSettings, type RenderJob, type RenderSettings } from './render-job.ts';

const TEMPLATES = ['GRAPHITE', 'COBALT'];
const SEARCH_STEPS = { spacing: 0.01, margin: 0.25, fontSize: 0.1 } as const;

function jobOf(templateId: string, bullets: number, overrides: Partial<RenderSettings> = {}): RenderJob {
  return { kind: 'resume', content: generatedResume(bullets), settings: { ...templateDefaultSettings(findTemplate(templateId)!), ...overrides } };
}

function pagesOf(job: RenderJob, settings: RenderSettings): number {
  if (job.kind !== 'resume') throw new Error('resume jobs only');
  return layoutResume(job.content, layoutOptionsOf(settings, false)).pages.length;
}

/** The smallest number of highlights at which the resume needs more than `pages` pages. */
function firstOverflowing(templateId: string, pages: number): number {
  for (let bullets = 1; bullets < 400; bullets++) if (pagesOf(jobOf(templateId, bullets), jobOf(templateId, bullets).settings) > pages) return bullets;
  throw new Error(`${templateId} never needs more than ${pages} pages`);
}

/** Checks every property a fit outcome must have, whatever the document. */
function assertOutcome(job: RenderJob, maxPages: number, outcome: FitOutcome): void {
  const start = job.settings;
  const floors = findTemplate(start.templateId)!.style.fit;
  const tightest = { spacing: Math.min(start.spacing, floors.minSpacing), margin: Math.min(start.margin, floors.minMargin), fontSize: Math.min(start.fontSize, floors.minFontSize) };
  const { settings } = outcome;
  // Only the three fitted settings ever change, never loosen, and never pass the floors.
  expect({ ...settings, spacing: 0, margin: 0, fontSize: 0 }).toEqual({ ...start, spacing: 0, margin: 0, fontSize: 0 });
  for (const setting of ['spacing', 'margin', 'fontSize'] as const) {
    expect(settings[setting]).toBeLessThanOrEqual(start[setting]);
    expect(settings[setting]).toBeGreaterThanOrEqual(tightest[setting]);
  }
  // In order: the margin moves only once spacing is at its floor, the font only once both are.
  if (settings.margin < start.margin) expect(settings.spacing).toBe(tightest.spacing);
  if (settings.fontSize < start.fontSize) expect([settings.spacing, settings.margin]).toEqual([tightest.spacing, tightest.margin]);
  const pages = pagesOf(job, settings);
  expect(outcome.pages).toBe(pages);
  if (outcome.fits) {
    expect(pages).toBeLessThanOrEqual(maxPages);
    if (pagesOf(job, start) <= maxPages) expect(settings).toEqual(start);
    // Only as far as needed: one grid step looser on the last tightened setting overflows.
    const last = outcome.tightened.at(-1);
    if (last) {
      const order = ['spacing', 'margin', 'fontSize'] as const;
      expect(outcome.tightened).toEqual(order.slice(0, order.indexOf(last) + 1).filter((setting) => start[setting] > tightest[setting]));
      const looser = Math.min(start[last], Math.round((settings[last] + SEARCH_STEPS[last]) * 10_000) / 10_000);
      if (looser > settings[last]) expect(pagesOf(job, { ...settings, [last]: looser })).toBeGreaterThan(maxPages);
    }
  } else {
    // A refusal only when the tightest settings the template allows still overflow.
    expect(settings).toEqual({ ...start, ...tightest });
    expect(pages).toBeGreaterThan(maxPages);
    expect(outcome.overflow).toBeGreaterThan(0);
    expect(outcome.overflow).toBeLessThanOrEqual(pages - maxPages);
  }
}

describe.each(TEMPLATES)('fitting %s', (templateId) => {
  test('a resume that fits is returned untouched, with no layout beyond the first', () => {
    const job = jobOf(templateId, 3);
    let layouts = 0;
    const problem = fitProblemOf(job);
    const outcome = fitToPages({ ...problem, layout: (settings) => (layouts++, problem.layout(settings)) }, job.settings, 1);
    expect(outcome).toEqual({ fits: true, settings: job.settings, pages: 1, tightened: [] });
    expect(layouts).toBe(1);
  });

  test('a resume that just overflows is fitted by spacing alone, barely tightened', () => {
    const bullets = firstOverflowing(templateId, 1);
    const job = jobOf(templateId, bullets);
    const outcome = fitToPages(fitProblemOf(job), job.settings, 1);
    expect(outcome.fits).toBe(true);
    if (!outcome.fits) return;
    expect(outcome.tightened).toEqual(['spacing']);
    expect(outcome.settings.margin).toBe(job.settings.margin);
    expect(outcome.settings.fontSize).toBe(job.settings.fontSize);
    expect(outcome.settings.spacing).toBeLessThan(job.settings.spacing);
    assertOutcome(job, 1, outcome);
  });

  test('over a range of lengths and budgets: within the budget, in order, or refused only at the floors', () => {
    const one = firstOverflowing(templateId, 1);
    const two = firstOverflowing(templateId, 2);
    const seen = new Set<string>();
    for (const bullets of [one, Math.round(one * 1.1), Math.round(one * 1.25), Math.round(one * 1.5), Math.round(one * 1.8), two, Math.round(two * 1.2)]) {
      for (const maxPages of [1, 2]) {
        const job = jobOf(templateId, bullets);
        const outcome = fitToPages(fitProblemOf(job), job.settings, maxPages);
        assertOutcome(job, maxPages, outcome);
        seen.add(outcome.fits ? (outcome.tightened.at(-1) ?? 'untouched') : 'refused');
      }
    }
    // The range is wide enough to see a document left alone, one fitted, and one refused.
    expect(seen.has('untouched')).toBe(true);
    expect(seen.has('spacing')).toBe(true);
    expect(seen.has('refused')).toBe(true);
  });

  test('the search stays small: at most 1 + 3 x 9 layouts', () => {
    for (const bullets of [firstOverflowing(templateId, 1), firstOverflowing(templateId, 2) - 1, firstOverflowing(templateId, 2) * 2]) {
      const job = jobOf(templateId, bullets, { spacing: 2.5, margin: 40 });
      let layouts = 0;
      const problem = fitProblemOf(job);
      assertOutcome(job, 1, fitToPages({ ...problem, layout: (settings) => (layouts++, problem.layout(settings)) }, job.settings, 1));
      expect(layouts).toBeLessThanOrEqual(28);
    }
  });

  test('an explicit setting below a floor is where fitting starts: it is never loosened', () => {
    const floors = findTemplate(templateId)!.style.fit;
    const job = jobOf(templateId, firstOverflowing(templateId, 1) * 2, { spacing: 0.75, fontSize: floors.minFontSize - 0.5 });
    const outcome = fitToPages(fitProblemOf(job), job.settings, 1);
    assertOutcome(job, 1, outcome);
    expect(outcome.settings.spacing).toBe(0.75);
    if (outcome.fits) expect(outcome.tightened).not.toContain('spacing');
  });
});

describe('the later stages', () => {
  /** A fake document whose page count falls as each setting shrinks: pages = ceil(work / capacity). */
  const fake = (work: number): FitProblem => ({
    floors: { minSpacing: 0.85, minMargin: 9, minFontSize: 8.5 },
    topBar: 0,
    layout: (settings) => {
      const capacity = (1 / settings.spacing) * (30 - settings.margin) * (1 / settings.fontSize) * 100;
      return {
        width: 600,
        height: 800,
        background: '#FFFFFF',
        pages: Array.from({ length: Math.ceil(work / capacity) }, () => ({ items: [] })),
        metadata: { title: '', author: '', subject: '', language: 'en', keywords: [] },
        images: {},
      };
    },
  });
  const start: RenderSettings = { ...templateDefaultSettings(findTemplate('GRAPHITE')!), spacing: 1, margin: 16, fontSize: 10 };
  const capacityAt = (spacing: number, margin: number, fontSize: number) => (1 / spacing) * (30 - margin) * (1 / fontSize) * 100;

  test('margin is tightened only once spacing is at its floor, and only as far as needed', () => {
    const outcome = fitToPages(fake(capacityAt(0.85, 12, 10)), start, 1);
    expect(outcome).toMatchObject({ fits: true, pages: 1, tightened: ['spacing', 'margin'], settings: { spacing: 0.85, fontSize: 10 } });
    expect(outcome.settings.margin).toBeGreaterThan(11.5);
    expect(outcome.settings.margin).toBeLessThanOrEqual(12);
  });

  test('font size comes last', () => {
    const outcome = fitToPages(fake(capacityAt(0.85, 9, 9.2)), start, 1);
    expect(outcome).toMatchObject({ fits: true, tightened: ['spacing', 'margin', 'fontSize'], settings: { spacing: 0.85, margin: 9 } });
    expect(outcome.settings.fontSize).toBeGreaterThan(9.05);
    expect(outcome.settings.fontSize).toBeLessThanOrEqual(9.2);
  });

  test('beyond every floor: the tightest settings and the pages they need', () => {
    const outcome = fitToPages(fake(capacityAt(0.85, 9, 8.5) * 2.5), start, 1);
    expect(outcome).toMatchObject({ fits: false, pages: 3, settings: { spacing: 0.85, margin: 9, fontSize: 8.5 } });
  });
});

describe('overflowOf', () => {
  const page = (bottoms: number[]) => ({
    items: bottoms.map((y) => ({ kind: 'text' as const, x: 50, y, text: 'x', font: { family: 'Inter', weight: 'regular' as const, style: 'normal' as const }, size: 0, color: '#000000', width: 5 })),
  });
  const documentOf = (pages: number[][]): DrawDocument => ({
    width: 600,
    height: 800,
    background: '#FFFFFF',
    pages: pages.map(page),
    metadata: { title: '', author: '', subject: '', language: 'en', keywords: [] },
    images: {},
  });

  test('how far down the content area the last page reaches, plus whole pages beyond', () => {
    // Content area 100..700: a last page reaching 340 is 40% full.
    expect(overflowOf(documentOf([[690], [690], [340]]), 2, 100, 100)).toBeCloseTo(0.4, 5);
    expect(overflowOf(documentOf([[690], [690], [690], [400]]), 2, 100, 100)).toBeCloseTo(1.5, 5);
    expect(overflowOf(documentOf([[690], [400]]), 2, 100, 100)).toBe(0);
  });

  test('page numbers and filled areas do not count as content', () => {
    const last = { items: [...page([160]).items, { ...page([780]).items[0]!, role: 'Artifact' as const }, { kind: 'rect' as const, x: 0, y: 0, width: 200, height: 800, fill: '#EEEEEE' }] };
    const document = { ...documentOf([[690]]), pages: [page([690]), last] };
    expect(overflowOf(document, 1, 100, 100)).toBeCloseTo(0.1, 5);
  });

  test('a vector path (an icon, a level mark) counts as content down to the bottom of its box', () => {
    const icon = { kind: 'path' as const, commands: [['M', 40, 390], ['L', 50, 400], ['C', 50, 410, 45, 412, 40, 400], ['Z']] as never, fill: '#000000' };
    const last = { items: [...page([160]).items, icon] };
    const document = { ...documentOf([[690]]), pages: [page([690]), last] };
    // Its lowest point (a control point at 412) is 52% down the content area 100..700.
    expect(overflowOf(document, 1, 100, 100)).toBeCloseTo(0.52, 5);
  });
});

describe('fitJobToPages', () => {
  test('a job whose delivered document meets the budget is left as it is, though its plain layout would not', () => {
    const template = findTemplate('GRAPHITE')!;
    // The first length whose plain layout spills onto page 2 while the delivered one (its short last page saved) does not.
    const bullets = Array.from({ length: 120 }, (_, index) => index + 1).find((count) => {
      const job = jobOf('GRAPHITE', count);
      return pagesOf(job, job.settings) === 2 && layoutRenderJob(job).pages.length === 1;
    });
    expect(bullets).toBeDefined();
    const job = jobOf(template.id, bullets!);
    expect(fitJobToPages(job, 1)).toEqual({ fits: true, settings: job.settings, pages: 1, tightened: [] });
    expect(fitToPages(fitProblemOf(job), job.settings, 1).settings).not.toEqual(job.settings);
  });
});
