/**
 * Comparing resume strings with extracted text: both sides are NFC, case-folded (templates upper-case
 * names and titles by design; ß folds to ss as upper-casing turns it into SS) and stripped of all
 * whitespace and hyphens (U+002D, U+2010, U+00AD), so line breaks and inserted hyphens do not matter.
 * A normalised text keeps, for each of its characters, where it came from, and where lines begin and
 * end, so that checks can quote the raw text and tell a line break from a run-on.
 */

const DROPPED = /[\s\u002D\u2010\u00AD]/u;

const DROPPED_ALL = /[\s\u002D\u2010\u00AD]/gu;

/** `text` as comparisons see it (the same as foldText(text).folded). */
export function fold(text: string): string {
  return text.normalize('NFC').replace(DROPPED_ALL, '').toLowerCase().replace(/ß/g, 'ss').replace(/ς/g, 'σ');
}

/** One character folded; a final sigma (which whole-string lower-casing produces) counts as σ. */
function foldCharacter(character: string): string {
  return character.toLowerCase().replace(/ß/g, 'ss').replace(/ς/g, 'σ');
}

/**
 * `text` case-folded like fold() but with its whitespace and hyphens kept, for counting short words
 * as whole words (a soft hyphen, invisible, is dropped).
 */
export function foldKeepingSpaces(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\u00AD/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss');
}

/** A global pattern matching `word` (folded with foldKeepingSpaces) as a whole word, not inside a longer one. */
export function wholeWordPattern(word: string): RegExp {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'gu');
}

/** A folded text with a map back to the raw text and its line boundaries. */
export interface FoldedText {
  raw: string;
  folded: string;
  /** Index in `raw` of each character of `folded`. */
  rawIndex: number[];
  /** Offsets in `folded` where a raw line begins. */
  lineStarts: Set<number>;
  /** Offsets in `folded` just after a raw line's last character. */
  lineEnds: Set<number>;
  /** Offset in `folded` where each page (form-feed separated) begins; page 0 begins at 0. */
  pageStarts: number[];
}

/** Folds `raw` keeping the map to it. */
export function foldText(raw: string): FoldedText {
  const text = raw.normalize('NFC');
  let folded = '';
  const rawIndex: number[] = [];
  const lineStarts = new Set<number>();
  const lineEnds = new Set<number>();
  const pageStarts = [0];
  let lineOpen = false;
  let index = 0;
  for (const character of text) {
    if (character === '\n' || character === '\f') {
      if (lineOpen) lineEnds.add(folded.length);
      lineOpen = false;
      if (character === '\f') pageStarts.push(folded.length);
    } else if (!DROPPED.test(character)) {
      if (!lineOpen) lineStarts.add(folded.length);
      lineOpen = true;
      for (const part of foldCharacter(character)) {
        folded += part;
        rawIndex.push(index);
      }
    }
    index += character.length;
  }
  if (lineOpen) lineEnds.add(folded.length);
  return { raw: text, folded, rawIndex, lineStarts, lineEnds, pageStarts };
}

/** Every offset where `needle` starts in `haystack` (overlapping matches included). */
export function occurrences(haystack: string, needle: string): number[] {
  const found: number[] = [];
  if (!needle) return found;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) found.push(at);
  return found;
}

/** The raw text around folded offsets [start, end), on one line, for failure messages. */
export function rawSnippet(text: FoldedText, start: number, end = start, context = 30): string {
  const from = text.rawIndex[Math.min(start, text.rawIndex.length - 1)] ?? 0;
  const to = (text.rawIndex[Math.max(start, Math.min(end, text.rawIndex.length) - 1)] ?? from) + 1;
  const before = text.raw.slice(Math.max(0, from - context), from);
  const after = text.raw.slice(to, to + context);
  const middle = text.raw.slice(from, to).replace(/\s+/g, ' ');
  const shown = middle.length > 80 ? `${middle.slice(0, 45)}…${middle.slice(-30)}` : middle;
  return `…${before}[${shown}]${after}…`.replace(/\s+/g, ' ');
}

/** `text` cut to `length` characters with an ellipsis, on one line. */
export function clip(text: string, length = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}
