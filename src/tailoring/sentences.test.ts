import { describe, expect, test } from 'bun:test';
import { splitSentences } from './sentences.ts';

describe('splitSentences', () => {
  test('a sentence ends at a stop before a capital, a digit or a quote', () => {
    expect(splitSentences('Backend engineer. I enjoy it!  Outside work I run a meetup? 40 services. "Quoted" too')).toEqual([
      'Backend engineer.',
      'I enjoy it!',
      'Outside work I run a meetup?',
      '40 services.',
      '"Quoted" too',
    ]);
  });

  test('not after an abbreviation, so no fragment such as "Kierownik ds." stands alone', () => {
    expect(splitSentences('Kierownik ds. Zapewnienia Jakości z doświadczeniem. Budowałem zespoły.')).toEqual(['Kierownik ds. Zapewnienia Jakości z doświadczeniem.', 'Budowałem zespoły.']);
    expect(splitSentences('Erfahrung z.B. Kunden. Dipl.-Ing. Maschinenbau mit 5 Jahren. Ich mag es.')).toEqual(['Erfahrung z.B. Kunden.', 'Dipl.-Ing. Maschinenbau mit 5 Jahren.', 'Ich mag es.']);
    expect(splitSentences('Kierownik ds. zapewnienia jakości.')).toEqual(['Kierownik ds. zapewnienia jakości.']);
  });

  test('a short last word is no abbreviation: "…in Go. I…" ends a sentence', () => {
    expect(splitSentences('Services in Go. I led it.')).toEqual(['Services in Go.', 'I led it.']);
    expect(splitSentences('  ')).toEqual([]);
  });
});
