/**
 * How distinct the 22 templates are as layouts (src/layout/layout-similarity.ts): page 1 of the sample
 * resume with each template at its defaults (the sample photo on templates with one), every pair
 * compared. Prints the most alike pairs, each template's nearest neighbour, how alike each template
 * stays re-set in another font / one point larger / on the other page size / spaced wider (the
 * variants' 10th percentile is what the threshold is calibrated on), and the closing line
 * "max pair 0.xx (threshold 0.60)". Exits 1 when a pair reaches the threshold.
 *
 *   npm run distinctness -- [--json] [--top N] [--no-variants]
 */
import { parseArgs } from 'node:util';
import {
  DISTINCTNESS_THRESHOLD,
  VARIANT_NAMES,
  cataloguePairs,
  measureCatalogue,
  nearestNeighbours,
  quantile,
  variantSimilarity,
  type TemplatePair,
  type VariantName,
} from './support/distinctness.ts';

const { values } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    top: { type: 'string', default: '15' },
    'no-variants': { type: 'boolean', default: false },
  },
});

const started = performance.now();
const measured = measureCatalogue();
const pairs = cataloguePairs(measured);
const neighbours = nearestNeighbours(measured, pairs);
const variants = values['no-variants']
  ? []
  : measured.map((template) => ({
      id: template.template.id,
      ...(Object.fromEntries(VARIANT_NAMES.map((name) => [name, variantSimilarity(template, name)])) as Record<VariantName, number>),
    }));
const variantValues = variants.flatMap((row) => VARIANT_NAMES.map((name) => row[name]));
const maxPair = pairs[0] as TemplatePair;
const breaches = pairs.filter((pair) => pair.similarity >= DISTINCTNESS_THRESHOLD);
const summary = {
  maxPair: maxPair.similarity,
  threshold: DISTINCTNESS_THRESHOLD,
  breaches: breaches.length,
  pairsMedian: quantile(
    pairs.map((pair) => pair.similarity),
    0.5,
  ),
  pairsP90: quantile(
    pairs.map((pair) => pair.similarity),
    0.9,
  ),
  nearestNeighbourMedian: quantile(
    neighbours.map((pair) => pair.similarity),
    0.5,
  ),
  ...(variantValues.length > 0 && { variantsMin: quantile(variantValues, 0), variantsP10: quantile(variantValues, 0.1), variantsMedian: quantile(variantValues, 0.5) }),
  ms: Math.round(performance.now() - started),
};

if (values.json) {
  console.log(JSON.stringify({ ...summary, pairs, neighbours, variants }));
} else {
  const figure = (value: number) => value.toFixed(3);
  const pairLine = (pair: TemplatePair) => `${pair.a.padEnd(9)} ${pair.b.padEnd(9)} ${figure(pair.similarity)}`;
  console.log(`Most alike pairs (of ${pairs.length}):`);
  for (const pair of pairs.slice(0, Number(values.top))) console.log(`  ${pairLine(pair)}${pair.similarity >= DISTINCTNESS_THRESHOLD ? '  <- at or above the threshold' : ''}`);
  console.log('\nNearest neighbour of each template:');
  for (const pair of neighbours) console.log(`  ${pairLine(pair)}`);
  if (variants.length > 0) {
    console.log(`\nSame design re-set (${VARIANT_NAMES.join(' / ')}):`);
    for (const row of variants) console.log(`  ${row.id.padEnd(9)} ${VARIANT_NAMES.map((name) => figure(row[name])).join(' ')}`);
    console.log(`  variants: min ${figure(summary.variantsMin as number)}, p10 ${figure(summary.variantsP10 as number)}, median ${figure(summary.variantsMedian as number)}`);
  }
  console.log(
    `\npairs: median ${figure(summary.pairsMedian)}, p90 ${figure(summary.pairsP90)}; nearest-neighbour median ${figure(summary.nearestNeighbourMedian)} (target <= 0.45); ${breaches.length} pair(s) at or above ${DISTINCTNESS_THRESHOLD.toFixed(2)}; ${summary.ms} ms`,
  );
  console.log(`max pair ${maxPair.similarity.toFixed(2)} (threshold ${DISTINCTNESS_THRESHOLD.toFixed(2)}): ${maxPair.a} ~ ${maxPair.b}`);
}
process.exit(breaches.length > 0 ? 1 : 0);
