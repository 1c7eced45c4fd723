/**
 * The answer to a page budget (`maxPages`): the fitted settings to render with, or the 422 that
 * says how many pages the document needs at the tightest settings its template allows and by how
 * much it overflows the budget.
 */
import { AppError } from '../domain/errors.ts';
import type { FitOutcome } from './fit-to-pages.ts';
import type { RenderSettings } from './render-job.ts';

/** The settings of a fitted outcome; a `page_budget_exceeded` AppError when it does not fit. */
export function settlePageBudget(outcome: FitOutcome, budget: { maxPages: number; documentKind: string; templateName: string }): RenderSettings {
  if (outcome.fits) return outcome.settings;
  const { settings, pages, overflow } = outcome;
  const { maxPages, documentKind, templateName } = budget;
  const tightest = `spacing ${decimal(settings.spacing)}, margin ${decimal(settings.margin)} mm, font size ${decimal(settings.fontSize)} pt`;
  const message =
    `The ${documentKind} needs ${pages} pages even at the tightest settings ${templateName} allows (${tightest}); ` +
    `maxPages is ${maxPages}. It overflows by ${describeOverflow(overflow)}. Shorten it, raise maxPages or choose a more compact template.`;
  return fail(message, pages);
}

/** "about 40% of a page" below one page, "about 1.4 pages" beyond. */
export function describeOverflow(overflow: number): string {
  if (overflow < 0.995) return `about ${Math.max(1, Math.round(overflow * 100))}% of a page`;
  const pages = decimal(Math.round(overflow * 10) / 10);
  return `about ${pages} page${pages === '1' ? '' : 's'}`;
}

function fail(message: string, pages: number): never {
  throw new AppError('page_budget_exceeded', message, { details: [{ path: 'body.maxPages', message: `needs ${pages} pages at the tightest settings` }] });
}

/** 0.85 -> "0.85", 9 -> "9", 8.5 -> "8.5". */
function decimal(value: number): string {
  return String(Math.round(value * 100) / 100);
}
