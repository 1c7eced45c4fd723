/** The TeX-pattern hyphenators of the 14 languages: their points, minimums, refusals and caching. */
import { describe, expect, test } from 'bun:test';
import { hyphenatorFor, MINIMUM_AFTER, MINIMUM_BEFORE } from './hyphenate.ts';

/** A long word per language and where its patterns (with our minimums) allow breaks. */
const expected: Array<[string, string, string[]]> = [
  ['en', 'internationalization', ['in', 'ter', 'na', 'tion', 'al', 'iza', 'tion']],
  ['de', 'Softwareentwicklungsingenieur', ['Soft', 'ware', 'ent', 'wick', 'lungs', 'in', 'ge', 'nieur']],
  ['es', 'Enfermería', ['En', 'fer', 'me', 'ría']],
  ['fr', 'informatique', ['in', 'for', 'ma', 'tique']],
  ['it', 'ingegneria', ['in', 'ge', 'gne', 'ria']],
  ['nl', 'softwareontwikkelaar', ['soft', 'wa', 're', 'ont', 'wik', 'ke', 'laar']],
  ['pl', 'Informatyka', ['In', 'for', 'ma', 'tyka']],
  ['pt', 'desenvolvedor', ['de', 'sen', 'vol', 've', 'dor']],
  ['is', 'verkfræðingur', ['verk', 'fræð', 'ingur']],
  ['fi', 'ohjelmistokehittäjä', ['oh', 'jel', 'mis', 'to', 'ke', 'hit', 'täjä']],
  ['sv', 'mjukvaruutvecklare', ['mjuk', 'va', 'ru', 'ut', 'veck', 'lare']],
  ['no', 'programvareutvikler', ['pro', 'gram', 'vare', 'ut', 'vik', 'ler']],
  ['da', 'softwareudvikler', ['softwa', 're', 'ud', 'vik', 'ler']],
  ['et', 'infotehnoloogia', ['in', 'fo', 'teh', 'no', 'loo', 'gia']],
];

describe('hyphenatorFor', () => {
  test.each(expected)('%s: %s breaks at its pattern points', (locale, word, pieces) => {
    expect(hyphenatorFor(locale)(word)).toEqual(pieces);
  });

  test('minimums: at least 2 letters before and 3 after every point, within each part of a compound', () => {
    const words = ['Enfermería', 'aberración', 'Szczepańska-Kovačević', 'teórico-práctico', 'ab-abecadło', 'człowiekowi'];
    for (const locale of ['es', 'pl', 'en', 'et', 'da']) {
      for (const word of words) {
        const pieces = hyphenatorFor(locale)(word);
        expect(pieces.join('')).toBe(word);
        let offset = 0;
        for (const piece of pieces.slice(0, -1)) {
          offset += piece.length;
          const before = /\p{L}+$/u.exec(word.slice(0, offset))?.[0] ?? '';
          const after = /^\p{L}+/u.exec(word.slice(offset))?.[0] ?? '';
          expect(before.length, `${locale} ${pieces.join('|')}`).toBeGreaterThanOrEqual(MINIMUM_BEFORE);
          expect(after.length, `${locale} ${pieces.join('|')}`).toBeGreaterThanOrEqual(MINIMUM_AFTER);
        }
      }
    }
  });

  test('digits, addresses and short acronyms are left whole; long capitals are hyphenated', () => {
    const polish = hyphenatorFor('pl');
    for (const token of ['Informatyka2024', 'anna@informatyka.pl', 'https://informatyka.pl', 'NASA', 'SWIFT']) expect(polish(token)).toEqual([token]);
    expect(polish('INFORMATYKA').length).toBeGreaterThan(1);
    expect(polish('INFORMATYKA').join('')).toBe('INFORMATYKA');
  });

  test('short words and tokens without letters come back whole', () => {
    expect(hyphenatorFor('en')('cat')).toEqual(['cat']);
    expect(hyphenatorFor('en')('—')).toEqual(['—']);
    expect(hyphenatorFor('en')('')).toEqual(['']);
  });

  test('a token longer than any word is not given to the patterns', () => {
    const token = 'informatyka'.repeat(20);
    expect(hyphenatorFor('pl')(token)).toEqual([token]);
  });

  test('region subtags, Norwegian codes and unknown languages', () => {
    expect(hyphenatorFor('pt-BR')).toBe(hyphenatorFor('pt'));
    expect(hyphenatorFor('nb-NO')).toBe(hyphenatorFor('no'));
    expect(hyphenatorFor('nn')).toBe(hyphenatorFor('no'));
    expect(hyphenatorFor('DE')).toBe(hyphenatorFor('de'));
    expect(hyphenatorFor('xx')).toBe(hyphenatorFor('en'));
    expect(hyphenatorFor('')).toBe(hyphenatorFor('en'));
  });

  test('HTML-like text is hyphenated like any other (the package would skip it by default)', () => {
    expect(hyphenatorFor('en')('<internationalization>').length).toBeGreaterThan(1);
  });
});
