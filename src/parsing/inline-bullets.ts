/**
 * Achievements run together on one line with bullet glyphs between them ("Led the close of four
 * entities • Cut the close from eight days to five • …"), as dense one-page resumes save space.
 * Each piece is a highlight, as if it had its own bullet line. Only bullet glyphs separate: a
 * middle dot also joins keywords and contact details, and a comma or semicolon joins a sentence.
 */

/** Glyphs that start a list item, set between items on one line. */
const INLINE_BULLET = /\s+[•▪◦‣●■]\s+|\s*[•▪◦‣●■]\s*$/u;
/** Each achievement is a phrase, not a keyword: at least this many words. */
const MIN_WORDS = 3;

/**
 * The achievements of a paragraph joined by bullet glyphs, or undefined when it is prose (no glyph
 * between phrases) or a keyword list ("Python • Go • Rust": pieces too short to be achievements).
 */
export function inlineBullets(text: string): string[] | undefined {
  const pieces = text
    .split(INLINE_BULLET)
    .map((piece) => piece.trim())
    .filter(Boolean);
  if (pieces.length < 2 || pieces.some((piece) => piece.split(/\s+/).length < MIN_WORDS)) return undefined;
  return pieces;
}
