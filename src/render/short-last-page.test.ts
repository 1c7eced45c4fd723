/** withoutShortLastPage over growing generated resumes, in a single-column and a sidebar template. */
import { describe, expect, test } from 'bun:test';
import { MM } from '../layout/layout-options.ts';
import { generatedResume } from '../../test/support/generated-resume.ts';
import { overflowOf } from './fit-to-pages.ts';
import { fitProblemOf, templateDefaultSettings, type RenderJob } from './render-job.ts';
import { GENTLE_LIMITS, SHORT_LAST_PAGE, withoutShortLastPage } from './short-last-page.ts';
import { findTemplate } from '../templates/catalog.ts';

describe.each(['GRAPHITE', 'COBALT'])('withoutShortLastPage on %s', (templateId) => {
  const template = findTemplate(templateId)!;
  const settings = templateDefaultSettings(template);
  const cases = Array.from({ length: 48 }, (_, index) => {
    const job: RenderJob = { kind: 'resume', content: generatedResume(8 + index), settings };
    const problem = fitProblemOf(job);
    const plain = problem.layout(settings);
    const fill = plain.pages.length > 1 ? overflowOf(plain, plain.pages.length - 1, settings.margin * MM + template.style.page.topBar, settings.margin * MM) : 1;
    return { plain, fill, saved: withoutShortLastPage(problem, settings) };
  });

  test('never adds a page, and leaves a last page fuller than the threshold alone', () => {
    for (const { plain, fill, saved } of cases) {
      expect(saved.pages.length).toBeLessThanOrEqual(plain.pages.length);
      if (fill > SHORT_LAST_PAGE) expect(saved).toEqual(plain);
    }
  });

  test('saves the page for documents that spill a few lines, and only tightens slightly', () => {
    const spilled = cases.filter(({ plain, fill }) => plain.pages.length > 1 && fill <= 0.08);
    expect(spilled.length).toBeGreaterThan(0);
    for (const { plain, saved } of spilled) expect(saved.pages.length).toBe(plain.pages.length - 1);
    for (const { saved } of cases) {
      const bulletSizes = saved.pages.flatMap((page) => page.items.flatMap((item) => (item.kind === 'text' && item.text.startsWith('Cut the nightly') ? [item.size] : [])));
      expect(Math.min(...bulletSizes)).toBeGreaterThanOrEqual(settings.fontSize - GENTLE_LIMITS.fontSizeDrop - 1e-9);
    }
  });
});
