/**
 * Normalises the layout of a posting's plain text without touching its words: one blank line between
 * paragraphs, spaces collapsed inside lines, and every bullet glyph (•, ◦, ▪, *, – …) at the start of
 * a line written as "- ". Pasted postings and extracted ones end up in the same shape.
 */
import { normalizeParagraphs } from '../cover-letters/html-to-paragraphs.ts';

// Glyphs that only ever mean "list item" may touch the text; ASCII and dash-like ones need a space
// after them, so "-5 °C" or "*required" at the start of a line stay as they are.
const WORDS = new Intl.Segmenter('und', { granularity: 'word' });
const BULLET = /^(?:[•●◦▪▫■□‣⁃∙·➢➤►▸▹✓✔→]\s*|[-*–—]\s+)(?=\S)/u;

/** See the file comment. Invisible format characters (zero-width spaces, BOM) are dropped too. */
export function normalizePostingText(text: string): string {
  const visible = text.replace(/[\u200B-\u200D\u2060\uFEFF]/g, '');
  return normalizeParagraphs(visible)
    .split('\n')
    .map((line) => line.replace(BULLET, '- '))
    .join('\n');
}

/**
 * Words as a reader counts them (Intl.Segmenter, so Chinese and Japanese text without spaces counts
 * too); numbers count, punctuation and bullets do not.
 */
export function countWords(text: string): number {
  let count = 0;
  for (const segment of WORDS.segment(text)) if (segment.isWordLike) count++;
  return count;
}
