/**
 * Line breaking, on a fake FontMetrics (every character 0.5 em wide, so widths count characters) and
 * on the real catalog fonts; a property test over random text in the 14 languages checks that lines
 * fit, that the text reads back exactly, and that only words wider than a line are ever broken.
 */
import { describe, expect, test } from 'bun:test';
import { fontCatalog } from '../catalog/fonts.ts';
import { fontMetrics } from '../fonts/font-registry.ts';
import type { FontFace } from './draw-document.ts';
import type { FontMetrics } from './font-metrics.ts';
import { hyphenatorFor } from './hyphenate.ts';
import { breakLines, INSERTED_HYPHEN, KEPT_HYPHEN, type MeasuredLine } from './line-break.ts';

const SIZE = 10;
/** One character is 5 points at SIZE. */
const CHARACTER = 5;
const face: FontFace = { family: 'Fake', weight: 'regular', style: 'normal' };

function fakeMetrics(hasGlyph = true): FontMetrics {
  return {
    widthOf: (text, _face, size) => ([...text].length * size) / 2,
    ascent: (_face, size) => size * 0.8,
    descent: (_face, size) => size * 0.2,
    hasGlyph: () => hasGlyph,
  };
}
const fake = fakeMetrics();

/** Lines `characters` wide on the fake metrics. */
function lines(text: string, characters: number, locale?: string, metrics = fake): MeasuredLine[] {
  return breakLines(text, face, SIZE, characters * CHARACTER, metrics, locale ? hyphenatorFor(locale) : undefined);
}

function texts(result: MeasuredLine[]): string[] {
  return result.map((line) => line.text);
}

/** The input back from the lines: drawn endings undone, words re-joined where a line split them. */
function rejoin(result: MeasuredLine[]): string {
  return result
    .map((line, index) => {
      if (!line.split) return line.text + (index === result.length - 1 ? '' : ' ');
      expect(line.text.endsWith(line.split.drawn)).toBe(true);
      return line.text.slice(0, line.text.length - line.split.drawn.length) + line.split.source;
    })
    .join('');
}

/** The whole words that some line split, and the fragments each was cut into. */
function splitWords(result: MeasuredLine[]): Array<{ word: string; fragments: string[] }> {
  const words: Array<{ word: string; fragments: string[] }> = [];
  let open: { word: string; fragments: string[] } | undefined;
  for (const line of result) {
    const source = line.split ? line.text.slice(0, line.text.length - line.split.drawn.length) + line.split.source : line.text;
    const tokens = source.split(' ');
    if (open) {
      const head = tokens.shift()!;
      open.fragments.push(head);
      open.word += head;
      if (!line.split || tokens.length > 0) {
        words.push(open);
        open = undefined;
      }
    }
    if (line.split && tokens.length > 0) {
      const tail = tokens[tokens.length - 1]!;
      open = { word: tail, fragments: [tail] };
    }
  }
  if (open) words.push(open);
  return words;
}

describe('breakLines on spaces and newlines (unchanged behaviour)', () => {
  test('greedy on spaces', () => {
    expect(texts(lines('aaa bbb ccc ddd', 7))).toEqual(['aaa bbb', 'ccc ddd']);
    expect(texts(lines('aaa  bbb\tccc', 20))).toEqual(['aaa bbb ccc']);
  });

  test('explicit newlines, with blank lines only for blank paragraphs after some text', () => {
    expect(texts(lines('aaa\nbbb', 20))).toEqual(['aaa', 'bbb']);
    expect(texts(lines('aaa\n\nbbb', 20))).toEqual(['aaa', '', 'bbb']);
    expect(texts(lines('\n\nbbb', 20))).toEqual(['bbb']);
    expect(texts(lines('', 20))).toEqual([]);
  });

  test('widths are the measured widths of the lines', () => {
    for (const line of lines('aaa bbb ccc ddd', 7)) expect(line.width).toBe(fake.widthOf(line.text, face, SIZE));
  });
});

describe('breakLines inside words wider than the line', () => {
  test('a word that fits a line of its own moves to the next line, never hyphenated', () => {
    // "aa Enfer-" would fill the first line, but Enfermería fits whole on the next.
    expect(texts(lines('aa Enfermería', 10, 'es'))).toEqual(['aa', 'Enfermería']);
    expect(lines('Enfermería', 10, 'es')).toEqual([{ text: 'Enfermería', width: 50 }]);
  });

  test('after a real hyphen first, drawn as U+2010 so extraction keeps it', () => {
    const result = lines('Szczepańska-Kovačević', 14, 'pl');
    expect(texts(result)).toEqual([`Szczepańska${KEPT_HYPHEN}`, 'Kovačević']);
    expect(result[0]!.split).toEqual({ drawn: KEPT_HYPHEN, source: '-' });
  });

  test('a face without U+2010 keeps drawing U+002D for the real hyphen', () => {
    const result = lines('Szczepańska-Kovačević', 14, 'pl', fakeMetrics(false));
    expect(texts(result)).toEqual(['Szczepańska-', 'Kovačević']);
    expect(result[0]!.split).toEqual({ drawn: '-', source: '-' });
  });

  test('the existing hyphen is preferred to a hyphenation point further along', () => {
    // "Szczepańska-Ko-" would fit 15 characters; the break after the real hyphen still wins.
    expect(texts(lines('Szczepańska-Kovačević', 15, 'pl'))).toEqual([`Szczepańska${KEPT_HYPHEN}`, 'Kovačević']);
  });

  test('the word fills the current line when that costs no extra break', () => {
    expect(texts(lines('Anna Szczepańska-Kovačević', 17, 'pl'))).toEqual([`Anna Szczepańska${KEPT_HYPHEN}`, 'Kovačević']);
    // Starting "Szczepańska-Kovačević" after "Anna" would cost a hyphenation more: it starts a line.
    expect(texts(lines('Anna Szczepańska-Kovačević', 12, 'pl'))).toEqual(['Anna', `Szczepańska${KEPT_HYPHEN}`, 'Kovačević']);
  });

  test('after en and em dashes and slashes, nothing added', () => {
    expect(texts(lines('Backend/Frontend', 10))).toEqual(['Backend/', 'Frontend']);
    expect(texts(lines('Pielęgniarstwo—Onkologia', 16))).toEqual(['Pielęgniarstwo—', 'Onkologia']);
    expect(texts(lines('2019–2023', 6))).toEqual(['2019–', '2023']);
  });

  test('at hyphenation points with a visible U+002D counted in the width', () => {
    const result = lines('Enfermería', 8, 'es');
    expect(texts(result)).toEqual(['Enferme-', 'ría']);
    expect(result[0]).toEqual({ text: 'Enferme-', width: 8 * CHARACTER, split: { drawn: INSERTED_HYPHEN, source: '' } });
  });

  test('URLs break after // and /, before . ? & # _ -, never with a hyphen added', () => {
    const url = 'https://example.com/anna-maria/cv?lang=pl&page=2#top';
    const result = lines(url, 16, 'en');
    expect(texts(result)).toEqual(['https://example', '.com/anna-maria/', 'cv?lang=pl', '&page=2#top']);
    expect(texts(lines('https://example.com/anna-maria-kowalska', 19, 'en'))).toEqual(['https://example', '.com/anna-maria', '-kowalska']);
    expect(rejoin(result)).toBe(url);
    for (const line of result) if (line.split) expect(line.split).toEqual({ drawn: '', source: '' });
  });

  test('e-mail addresses break after @ and before dots', () => {
    expect(texts(lines('anna.szczepanska@example.com', 18, 'pl'))).toEqual(['anna.szczepanska@', 'example.com']);
  });

  test('as a last resort between characters: a hyphen in letters-only words, none in digits', () => {
    expect(texts(lines('abcdefghijkl', 10))).toEqual(['abcdefghi-', 'jkl']);
    expect(texts(lines('12345678901234', 10))).toEqual(['1234567890', '1234']);
  });

  test('never a single-character fragment when a longer one fits', () => {
    // Greedy would leave "1" alone on the last line.
    expect(texts(lines('12345678901', 10))).toEqual(['123456789', '01']);
    expect(texts(lines('123456789012345678901', 10))).toEqual(['1234567890', '123456789', '01']);
    expect(texts(lines('Ćwiczeniowa', 10, 'pl')).every((line) => line.replace(/-$/, '').length >= 2)).toBe(true);
  });

  test('a line narrower than one character still gets one character per line, never an empty line', () => {
    expect(texts(lines('Ćma', 0.5))).toEqual(['Ć-', 'm-', 'a']);
    expect(texts(lines('123', 0.5))).toEqual(['1', '2', '3']);
  });

  test('a grapheme wider than the line after other text takes a line of its own (nothing to cut off)', () => {
    expect(texts(lines('a \u{1F469}\u200D\u{1F4BB}', 2.5))).toEqual(['a', '\u{1F469}\u200D\u{1F4BB}']);
    expect(texts(lines('a E\u0301\u0301\u0301', 2.5))).toEqual(['a', 'E\u0301\u0301\u0301']);
  });

  test('combining marks stay with their letter', () => {
    const decomposed = 'Enfermeri\u0301a'.repeat(3);
    for (const line of lines(decomposed, 5)) expect(/^\p{M}/u.test(line.text)).toBe(false);
  });

  test('a 20 000-character token ends, every piece fits and it reads back whole', () => {
    const token = 'x'.repeat(19_000) + 'y'.repeat(1_000);
    const result = lines(token, 37, 'en');
    expect(result.length).toBeGreaterThan(500);
    for (const line of result) expect(line.width).toBeLessThanOrEqual(37 * CHARACTER);
    expect(rejoin(result)).toBe(token);
    const digits = '7'.repeat(20_000);
    expect(rejoin(lines(digits, 11, 'pl'))).toBe(digits);
  });
});

/** Alphabets and words of the 14 languages, for the generated text. */
const languages: Record<string, { letters: string; words: string[] }> = {
  en: { letters: 'abcdefghijklmnopqrstuvwxyz', words: ['internationalization', 'responsibilities', 'engineer', 'well-known'] },
  de: { letters: 'abcdefghijklmnopqrstuvwxyzäöüß', words: ['Softwareentwicklungsingenieur', 'Datenbankadministratorin', 'Straße', 'Full-Stack-Entwickler'] },
  es: { letters: 'abcdefghijklmnopqrstuvwxyzáéíóúüñ', words: ['Enfermería', 'Desarrolladora', 'Ingeniería', 'teórico-práctico'] },
  fr: { letters: 'abcdefghijklmnopqrstuvwxyzàâæçéèêëîïôœùûüÿ', words: ['développeuse', 'informatique', 'aujourd’hui', 'chef-d’œuvre'] },
  it: { letters: 'abcdefghijklmnopqrstuvwxyzàèéìíîòóùú', words: ['ingegneria', 'programmatore', 'sviluppatrice', 'socio-sanitario'] },
  nl: { letters: 'abcdefghijklmnopqrstuvwxyzéëïöü', words: ['softwareontwikkelaar', 'verpleegkundige', 'projectmanagement', 'Noord-Holland'] },
  pl: { letters: 'abcdefghijklmnopqrstuvwxyząćęłńóśźż', words: ['Informatyka', 'programistka', 'Szczepańska-Kovačević', 'Zażółć'] },
  pt: { letters: 'abcdefghijklmnopqrstuvwxyzãáâàçéêíóôõú', words: ['desenvolvedora', 'enfermagem', 'informação', 'guarda-chuva'] },
  is: { letters: 'abcdefghijklmnopqrstuvwxyzáéíóúýþæöð', words: ['hugbúnaðarverkfræðingur', 'verkfræðingur', 'Reykjavík', 'Þórður'] },
  fi: { letters: 'abcdefghijklmnopqrstuvwxyzäöåšž', words: ['ohjelmistokehittäjä', 'tietojenkäsittelytiede', 'sairaanhoitaja', 'Helsinki-Vantaa'] },
  sv: { letters: 'abcdefghijklmnopqrstuvwxyzåäö', words: ['mjukvaruutvecklare', 'sjuksköterska', 'programmerare', 'Göteborg'] },
  no: { letters: 'abcdefghijklmnopqrstuvwxyzæøå', words: ['programvareutvikler', 'sykepleier', 'datateknikk', 'Tromsø'] },
  da: { letters: 'abcdefghijklmnopqrstuvwxyzæøå', words: ['softwareudvikler', 'sygeplejerske', 'datalogi', 'København'] },
  et: { letters: 'abcdefghijklmnopqrstuvwxyzäöüõšž', words: ['tarkvaraarendaja', 'infotehnoloogia', 'õendusabi', 'Tallinn'] },
};

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function generatedWord(next: () => number, language: { letters: string; words: string[] }): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const letters = (count: number) => Array.from({ length: count }, () => pick([...language.letters])).join('');
  switch (pick(['word', 'word', 'word', 'letters', 'capital', 'compound', 'dash', 'digits', 'url', 'mail'] as const)) {
    case 'word':
      return pick(language.words);
    case 'letters':
      return letters(1 + Math.floor(next() * 45));
    case 'capital':
      return letters(1).toLocaleUpperCase() + letters(Math.floor(next() * 20));
    case 'compound':
      return `${pick(language.words)}-${pick(language.words)}`;
    case 'dash':
      return `${pick(language.words)}${pick(['–', '—', '/'])}${pick(language.words)}`;
    case 'digits':
      return String(Math.floor(next() * 1e9)).repeat(1 + Math.floor(next() * 4));
    case 'url':
      return `https://${letters(3 + Math.floor(next() * 12))}.com/${letters(2 + Math.floor(next() * 10))}-${letters(2 + Math.floor(next() * 10))}?q=${letters(4)}`;
    case 'mail':
      return `${letters(3 + Math.floor(next() * 15))}.${letters(3 + Math.floor(next() * 15))}@${letters(3 + Math.floor(next() * 10))}.org`;
  }
}

describe('breakLines property: random text in all 14 languages', () => {
  test.each(Object.keys(languages))('%s: lines fit, read back exactly, only over-wide words are split, no 1-character fragments', (code) => {
    const next = random(code.charCodeAt(0) * 31 + code.charCodeAt(1));
    const hyphenate = hyphenatorFor(code);
    const endings = new Set<string>();
    for (let round = 0; round < 60; round++) {
      const words = Array.from({ length: 1 + Math.floor(next() * 12) }, () => generatedWord(next, languages[code]!));
      const text = words.join(' ');
      const characters = 4 + Math.floor(next() * 36);
      const maxWidth = characters * CHARACTER;
      const result = breakLines(text, face, SIZE, maxWidth, fake, hyphenate);
      const context = `${code} "${text}" in ${characters}: ${JSON.stringify(texts(result))}`;
      expect(rejoin(result), context).toBe(text);
      for (const line of result) {
        if (line.split) endings.add(JSON.stringify(line.split));
        expect(line.text.length, context).toBeGreaterThan(0);
        expect(line.width, context).toBeLessThanOrEqual(maxWidth);
        expect(line.width, context).toBeCloseTo(fake.widthOf(line.text, face, SIZE), 9);
      }
      for (const { word, fragments } of splitWords(result)) {
        expect(fake.widthOf(word, face, SIZE), `${context}: ${word} fits a line but was split`).toBeGreaterThan(maxWidth);
        for (const fragment of fragments) expect([...fragment].length, `${context}: fragment ${fragment}`).toBeGreaterThanOrEqual(2);
      }
    }
    // The generated text exercised inserted hyphens, kept real hyphens and plain breaks.
    expect([...endings].sort()).toEqual(
      [
        { drawn: '', source: '' },
        { drawn: '-', source: '' },
        { drawn: KEPT_HYPHEN, source: '-' },
      ]
        .map((split) => JSON.stringify(split))
        .sort(),
    );
  });
});

describe('breakLines on the real catalog fonts', () => {
  const inter: FontFace = { family: 'Inter', weight: 'regular', style: 'normal' };

  test('Polish "Szczepańska-Kovačević" in a narrow column breaks after its hyphen, which stays', () => {
    const result = breakLines('Anna Szczepańska-Kovačević', inter, 10, 70, fontMetrics, hyphenatorFor('pl'));
    expect(texts(result)).toEqual(['Anna', `Szczepańska${KEPT_HYPHEN}`, 'Kovačević']);
    for (const line of result) expect(line.width).toBeLessThanOrEqual(70);
  });

  test('Open Sans has no U+2010: the real hyphen is drawn as U+002D there', () => {
    const openSans: FontFace = { family: 'Open Sans', weight: 'regular', style: 'normal' };
    expect(fontMetrics.hasGlyph(openSans, 0x2010)).toBe(false);
    expect(texts(breakLines('Szczepańska-Kovačević', openSans, 10, 70, fontMetrics, hyphenatorFor('pl')))).toEqual(['Szczepańska-', 'Kovačević']);
  });

  test('every catalog face has a glyph for every character the breaker draws', () => {
    for (const font of fontCatalog) {
      for (const weight of ['regular', 'bold'] as const) {
        for (const style of ['normal', 'italic'] as const) {
          const catalogFace: FontFace = { family: font.family, weight, style };
          const result = breakLines('Szczepańska-Kovačević Enfermería', catalogFace, 10, 45, fontMetrics, hyphenatorFor('es'));
          expect(result.filter((line) => line.split).length).toBeGreaterThanOrEqual(2);
          for (const line of result)
            for (const character of line.text) expect(fontMetrics.hasGlyph(catalogFace, character.codePointAt(0)!), `${font.family} ${weight} ${style}: ${character}`).toBe(true);
        }
      }
    }
  });

  const examples: Array<[string, string]> = [
    ['es', 'Enfermería'],
    ['pl', 'Informatyka'],
    ['de', 'Softwareentwicklungsingenieur'],
    ['fi', 'ohjelmistokehittäjä'],
    ['is', 'hugbúnaðarverkfræðingur'],
    ['et', 'infotehnoloogia'],
    ['nl', 'softwareontwikkelaar'],
  ];
  test.each(examples)('%s "%s" hyphenates at its pattern points with a visible hyphen', (locale, word) => {
    const hyphenate = hyphenatorFor(locale);
    const points = new Set<number>();
    hyphenate(word).reduce((offset, piece) => (points.add(offset + piece.length), offset + piece.length), 0);
    const maxWidth = fontMetrics.widthOf(word, inter, 10) * 0.6;
    const result = breakLines(word, inter, 10, maxWidth, fontMetrics, hyphenate);
    expect(result.length).toBeGreaterThanOrEqual(2);
    expect(rejoin(result)).toBe(word);
    let offset = 0;
    for (const line of result.slice(0, -1)) {
      expect(line.split).toEqual({ drawn: INSERTED_HYPHEN, source: '' });
      expect(line.text.endsWith('-')).toBe(true);
      offset += line.text.length - 1;
      expect(points.has(offset)).toBe(true);
    }
    for (const line of result) {
      expect(line.width).toBeLessThanOrEqual(maxWidth);
      expect(line.width).toBeCloseTo(fontMetrics.widthOf(line.text, inter, 10), 6);
    }
  });
});
