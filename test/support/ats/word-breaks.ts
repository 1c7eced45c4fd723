/**
 * No unhyphenated breaks: a word of the resume that the layout breaks across lines (or cuts short)
 * must show a hyphen where it is broken. Checked on the DrawDocument: every whitespace token of every
 * drawn text item that is not itself a word of the resume but is the start of one ("Ko" of
 * "Szczepańska-Kovačević") must end with a hyphen (U+002D or U+2010). Such a head always ends its
 * line, so only the last token of each item is looked at, and a lone token that completes the word
 * begun by the item before it (the "d" of "Bérar|d") is a tail, not a head.
 *
 * Words the layout brings itself (section titles, month names, "Present", page labels in the
 * resume's language) and tokens without letters (dates, separators) are not the resume's and are
 * never flagged. Web and e-mail addresses may break without a hyphen after or before their
 * punctuation (/ . - _ ? # & = @ :), as typesetting convention has it; anywhere else they may not.
 */
import { collectText } from '../../../src/render/glyph-check.ts';
import { localeFor } from '../../../src/i18n/locale.ts';
import type { TextItem } from '../../../src/layout/draw-document.ts';
import type { CheckFailure, RenderedResume } from './check-types.ts';
import { readableRuns } from './abutting-runs.ts';
import { resumeStrings } from './resume-strings.ts';
import { clip } from './text-normalise.ts';

const HYPHENS = ['-', '\u2010'];
const URL_BREAKS = '/.-_?#&=@:';

/** Tokens compared case-insensitively (templates upper-case names and titles). */
function foldWord(word: string): string {
  return word.normalize('NFC').toLowerCase().replace(/ß/g, 'ss');
}

function tokensOf(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** The words the layout writes in `language` itself. */
function localeWords(language: string): Set<string> {
  const locale = localeFor(language);
  const texts = [...Object.values(locale.sections), locale.present, ...locale.monthsShort, ...locale.monthsLong, locale.pageOf, locale.dateRangeSeparator];
  return new Set(texts.flatMap(tokensOf).map(foldWord));
}

function isAddress(word: string): boolean {
  return /[/@]/.test(word) || /^[\p{L}\d-]+(\.[\p{L}\d-]+)+$/u.test(word);
}

/** Words of the resume broken without a hyphen in the drawing. */
export function checkUnhyphenatedBreaks(subject: Pick<RenderedResume, 'resume' | 'document'>): CheckFailure[] {
  const sections = subject.resume.sections ?? {};
  const sourceWords = new Set([...collectText(sections), ...resumeStrings(sections).map((item) => item.text)].flatMap(tokensOf).map(foldWord));
  const ignored = localeWords(subject.resume.language ?? 'en');
  const words = [...sourceWords];
  const failures: CheckFailure[] = [];
  const reported = new Set<string>();
  subject.document.pages.forEach((page, pageIndex) => {
    // Runs that abut are read as one (small caps: "O" + "LIVIA" is "OLIVIA", not a broken "O").
    const texts = readableRuns(page);
    texts.forEach((item, index) => {
      // A word broken across lines ends its line: only the last token of an item can be its head.
      const token = tokensOf(item.text).at(-1);
      if (!token) return;
      const folded = foldWord(token);
      if (sourceWords.has(folded) || ignored.has(folded) || HYPHENS.some((hyphen) => token.endsWith(hyphen)) || !/\p{L}/u.test(token)) return;
      if (tokensOf(item.text).length === 1 && completesPrevious(texts.slice(Math.max(0, index - 2), index), folded, words)) return;
      const whole = words.find((word) => word.length > folded.length && word.startsWith(folded) && !(isAddress(word) && breaksWell(word, folded.length)));
      if (!whole || reported.has(`${folded}|${whole}`)) return;
      reported.add(`${folded}|${whole}`);
      failures.push({ check: 'unhyphenated-break', message: `page ${pageIndex + 1}: "${token}|${whole.slice(folded.length)}" broken without a hyphen in "${clip(item.text)}"` });
    });
  });
  return failures;
}

/**
 * Whether `tail` (an item of one token) is the end of a word whose start ends one of the items
 * `before` it (the "d" of "Bérar|d"): then it is not the start of another word.
 */
function completesPrevious(before: TextItem[], tail: string, words: string[]): boolean {
  return before.some((item) => {
    const head = foldWord(tokensOf(item.text).at(-1) ?? '');
    // The head's final hyphen was inserted at the break, or is the word's own ("Kowalska-|Zo").
    const starts = [head, head.replace(/[-\u2010]$/, '')].filter(Boolean);
    return starts.some((start) => words.some((word) => word.includes(start + tail)));
  });
}

/** Whether an address may break after its first `at` characters without a hyphen. */
function breaksWell(word: string, at: number): boolean {
  return URL_BREAKS.includes(word[at - 1]!) || URL_BREAKS.includes(word[at]!);
}
