/** Achievements joined by bullet glyphs on one line, against keyword lists and prose. */
import { expect, test } from 'bun:test';
import { inlineBullets } from './inline-bullets.ts';

test('phrases between bullet glyphs are achievements, a dangling glyph at a wrap included', () => {
  expect(inlineBullets('Verantwoordelijk voor de maandafsluiting • Afsluitproces teruggebracht naar vijf werkdagen •')).toEqual([
    'Verantwoordelijk voor de maandafsluiting',
    'Afsluitproces teruggebracht naar vijf werkdagen',
  ]);
  expect(inlineBullets('Delivered the signage programme ▪ Managed a CAD 40M budget')).toEqual(['Delivered the signage programme', 'Managed a CAD 40M budget']);
});

test('counter-examples: keywords, middle dots, prose, one phrase', () => {
  expect(inlineBullets('Python • Go • Rust')).toBeUndefined();
  expect(inlineBullets('Built the billing service · Led the migration to Kubernetes')).toBeUndefined();
  expect(inlineBullets('Responsible for the monthly close, consolidation and reporting.')).toBeUndefined();
  expect(inlineBullets('Responsible for the monthly close •')).toBeUndefined();
});
