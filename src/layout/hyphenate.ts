/**
 * Where a word may be hyphenated, per language: Liang's algorithm over the TeX hyphenation patterns
 * that the `hyphen` package ships, for the 14 resume languages. Pure and synchronous: a language's
 * patterns are loaded (a module import, no file or network access of our own) the first time that
 * language is asked for, and its hyphenator is kept for the life of the process.
 */
import createHyphenator from 'hyphen';
import { createRequire } from 'node:module';

/** The pieces of `word` between permitted hyphenation points; joined, they give `word` back. */
export type Hyphenator = (word: string) => string[];

/** Letters that must stay before a hyphenation point, within one run of letters. */
export const MINIMUM_BEFORE = 2;
/** Letters that must stay after a hyphenation point (TeX's English value; the package enforces only 2). */
export const MINIMUM_AFTER = 3;
/** All-capital tokens with fewer letters than this are acronyms (NASA, SWIFT), never hyphenated. */
const ACRONYM_LETTERS = 6;
/** Longer tokens are not words of any language; the patterns would cost quadratic time on them. */
const LONGEST_WORD = 100;

/** Our locale codes and the pattern file each uses (the package has several German and Norwegian sets). */
const PATTERN_FILES: Record<string, string> = {
  en: 'en-us',
  de: 'de-1996',
  es: 'es',
  fr: 'fr',
  it: 'it',
  nl: 'nl',
  pl: 'pl',
  pt: 'pt',
  is: 'is',
  fi: 'fi',
  sv: 'sv',
  no: 'nb',
  nb: 'nb',
  nn: 'nb',
  da: 'da',
  et: 'et',
};

/** A private-use character the package inserts at break points: it cannot occur in resume text we keep. */
const MARK = '\uE000';
const requireModule = createRequire(import.meta.url);
const hyphenators = new Map<string, Hyphenator>();

/** The hyphenator for `locale` (`pl`, `pt-BR`, `nb-NO`…); English for a language we have no patterns for. */
export function hyphenatorFor(locale: string): Hyphenator {
  const language = locale.toLowerCase().split(/[-_]/)[0] ?? '';
  const file = PATTERN_FILES[language] ?? PATTERN_FILES.en!;
  let hyphenator = hyphenators.get(file);
  if (!hyphenator) {
    hyphenator = patternHyphenator(file);
    hyphenators.set(file, hyphenator);
  }
  return hyphenator;
}

function patternHyphenator(file: string): Hyphenator {
  // A require, not an import: the 14 pattern sets weigh ~2 MB and a render uses one or two of them.
  const patterns = requireModule(`hyphen/patterns/${file}.js`) as Parameters<typeof createHyphenator>[0];
  // html: false because the package's default (true) would skip anything between < and >.
  const mark = createHyphenator(patterns, { hyphenChar: MARK, html: false }) as (text: string) => string;
  return (word) => {
    if (!mayHyphenate(word)) return [word];
    const pieces = mark(word).split(MARK);
    return pieces.length > 1 ? withMinimums(pieces) : [word];
  };
}

/** Digits, addresses and short acronyms are not words to hyphenate. */
function mayHyphenate(word: string): boolean {
  if (word.length > LONGEST_WORD || word.includes(MARK)) return false;
  if (/\p{N}|@|:\/\//u.test(word)) return false;
  const letters = word.match(/\p{L}/gu) ?? [];
  const capitals = letters.every((letter) => letter === letter.toLocaleUpperCase() && letter !== letter.toLocaleLowerCase());
  return !(capitals && letters.length < ACRONYM_LETTERS);
}

/** Drops the break points that leave fewer than the minimum letters on either side, within a run of letters. */
function withMinimums(pieces: string[]): string[] {
  const word = pieces.join('');
  const kept: string[] = [];
  let start = 0;
  let offset = 0;
  for (const piece of pieces.slice(0, -1)) {
    offset += piece.length;
    if (lettersBefore(word, offset) >= MINIMUM_BEFORE && lettersAfter(word, offset) >= MINIMUM_AFTER) {
      kept.push(word.slice(start, offset));
      start = offset;
    }
  }
  kept.push(word.slice(start));
  return kept;
}

/** What continues a run of letters (marks and apostrophes, as the package treats them); only \p{L} counts. */
const IN_WORD = /[\p{L}\p{M}'’]/u;
const COUNTED = /\p{L}/u;

function lettersBefore(word: string, offset: number): number {
  let count = 0;
  for (let index = offset - 1; index >= 0 && IN_WORD.test(word[index]!); index--) if (COUNTED.test(word[index]!)) count++;
  return count;
}

function lettersAfter(word: string, offset: number): number {
  let count = 0;
  for (let index = offset; index < word.length && IN_WORD.test(word[index]!); index++) if (COUNTED.test(word[index]!)) count++;
  return count;
}
