/**
 * Issue 15's acceptance test for the catalogue: no two templates are near-duplicates as layouts
 * (bench/support/distinctness.ts; `npm run distinctness` prints the figures and the closest pairs).
 */
import { describe, expect, test } from 'bun:test';
import { DISTINCTNESS_THRESHOLD, cataloguePairs, measureCatalogue, variantSimilarity } from '../bench/support/distinctness.ts';

describe('the catalogue is 22 distinct designs', () => {
  const measured = measureCatalogue();

  test(`no two templates are as alike as ${DISTINCTNESS_THRESHOLD} (one design re-set)`, () => {
    const tooAlike = cataloguePairs(measured)
      .filter((pair) => pair.similarity >= DISTINCTNESS_THRESHOLD)
      .map((pair) => `${pair.a}~${pair.b} ${pair.similarity.toFixed(3)}`);
    expect(tooAlike).toEqual([]);
  });

  // The measure must still see one design in another font as the same design, or a low max pair
  // would only mean it has stopped seeing anything.
  test('each template stays alike (>= 0.5) set in another font', () => {
    const lost = measured
      .map((template) => ({ id: template.template.id, similarity: variantSimilarity(template, 'font') }))
      .filter((row) => row.similarity < 0.5)
      .map((row) => `${row.id} ${row.similarity.toFixed(3)}`);
    expect(lost).toEqual([]);
  });
});
