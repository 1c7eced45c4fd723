/**
 * Saving a short last page. A document whose last page would hold only a few lines (a section
 * spilled over from the page before) is laid out again a little tighter when that brings those
 * lines back: spacing, then margins, then font size, in the order and with the search of
 * fit-to-pages.ts, but each only slightly (GENTLE_LIMITS) and never below the template's floors.
 * A caller's `maxPages` is a separate, stronger request; this is the renderer's own sense of a page.
 */
import type { DrawDocument } from '../layout/draw-document.ts';
import { MM } from '../layout/layout-options.ts';
import { fitToPages, overflowOf, type FitProblem } from './fit-to-pages.ts';
import type { RenderSettings } from './render-job.ts';

/** A last page whose content reaches no further than this share of its content area is short. */
export const SHORT_LAST_PAGE = 0.25;

/** How far the renderer tightens on its own: spacing and margin as shares of the start, font size in points. */
export const GENTLE_LIMITS = { spacing: 0.9, margin: 0.75, fontSizeDrop: 0.5 } as const;

/** The layout at `settings`, or at slightly tighter settings when that saves a short last page. */
export function withoutShortLastPage(problem: FitProblem, settings: RenderSettings): DrawDocument {
  const document = problem.layout(settings);
  const pages = document.pages.length;
  if (pages < 2) return document;
  const fill = overflowOf(document, pages - 1, settings.margin * MM + problem.topBar, settings.margin * MM);
  if (fill > SHORT_LAST_PAGE) return document;
  // Layouts the search makes, by settings object, so the one chosen is not laid out twice.
  const layouts = new Map<RenderSettings, DrawDocument>([[settings, document]]);
  const gentle: FitProblem = {
    ...problem,
    layout: (candidate) => {
      const laidOut = layouts.get(candidate) ?? problem.layout(candidate);
      layouts.set(candidate, laidOut);
      return laidOut;
    },
    floors: {
      minSpacing: Math.max(problem.floors.minSpacing, settings.spacing * GENTLE_LIMITS.spacing),
      minMargin: Math.max(problem.floors.minMargin, settings.margin * GENTLE_LIMITS.margin),
      minFontSize: Math.max(problem.floors.minFontSize, settings.fontSize - GENTLE_LIMITS.fontSizeDrop),
    },
  };
  const outcome = fitToPages(gentle, settings, pages - 1);
  return outcome.fits ? gentle.layout(outcome.settings) : document;
}
