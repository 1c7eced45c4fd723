/** Folding keeps positions: a match in folded text points at the same characters of the source. */
import { expect, test } from 'bun:test';
import { foldText, letterKey } from './fold-text.ts';

test('foldText lowers and strips accents without changing the length', () => {
  for (const text of ['März 2018 – heute', 'Październik', 'AUJOURD’HUI', 'Ægir Þór', '😀 Ünïcödé']) expect(foldText(text).length).toBe(text.length);
  expect(foldText('März')).toBe('marz');
  expect(foldText('aujourd’hui')).toBe("aujourd'hui");
});

test('letterKey ignores spacing and punctuation', () => {
  expect(letterKey('E X P É R I E N C E :')).toBe('experience');
});
