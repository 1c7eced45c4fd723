/** The answer to a page budget: fitted settings through, or a 422 that says by how much. */
import { expect, test } from 'bun:test';
import { AppError } from '../domain/errors.ts';
import { findTemplate } from '../templates/catalog.ts';
import { describeOverflow, settlePageBudget } from './page-budget.ts';
import { templateDefaultSettings } from './render-job.ts';

const settings = templateDefaultSettings(findTemplate('GRAPHITE')!);
const budget = { maxPages: 2, documentKind: 'resume', templateName: 'Graphite' };

test('a fitted outcome gives its settings', () => {
  const fitted = { ...settings, spacing: 0.93 };
  expect(settlePageBudget({ fits: true, settings: fitted, pages: 2, tightened: ['spacing'] }, budget)).toEqual(fitted);
});

test('an outcome that does not fit is a 422 naming the pages, the tightest settings and the overflow', () => {
  const tightest = { ...settings, spacing: 0.85, margin: 9, fontSize: 8.5 };
  let error: unknown;
  try {
    settlePageBudget({ fits: false, settings: tightest, pages: 3, overflow: 0.4 }, budget);
  } catch (thrown) {
    error = thrown;
  }
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  expect(appError.status).toBe(422);
  expect(appError.code).toBe('page_budget_exceeded');
  expect(appError.message).toStartWith(
    'The resume needs 3 pages even at the tightest settings Graphite allows (spacing 0.85, margin 9 mm, font size 8.5 pt); maxPages is 2. It overflows by about 40% of a page.',
  );
  expect(appError.details).toEqual([{ path: 'body.maxPages', message: 'needs 3 pages at the tightest settings' }]);
});

test('overflow in words: a share of a page below one page, pages beyond', () => {
  expect(describeOverflow(0.004)).toBe('about 1% of a page');
  expect(describeOverflow(0.374)).toBe('about 37% of a page');
  expect(describeOverflow(0.999)).toBe('about 1 page');
  expect(describeOverflow(1.44)).toBe('about 1.4 pages');
  expect(describeOverflow(3)).toBe('about 3 pages');
});
