/** Language from heading and date evidence: words one language owns outweigh shared ones. */
import { expect, test } from 'bun:test';
import { detectLanguage } from './detect-language.ts';

test('unique words decide between languages sharing a heading', () => {
  expect(detectLanguage([['de', 'da', 'no', 'sv'], ['no']], [])).toBe('no');
  expect(detectLanguage([['en']], [['de', 'nl']])).toBe('en');
  expect(detectLanguage([], [['fi']])).toBe('fi');
  expect(detectLanguage([], [])).toBeUndefined();
});
