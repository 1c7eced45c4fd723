/**
 * Skill and language ratings drawn as a row of glyphs ("●●●●○", "★★★☆☆"): word processors and
 * template galleries set them in a cell or tab stop beside the name. They are a level, never an
 * item of their own, so they read as "filled/total" and go with the name before them.
 */

/** Filled and empty marks of the usual rating rows (dots, stars, squares, diamonds). */
const FILLED = '●◉★✪■◆⬤';
const EMPTY = '○◎☆□◇◯';
const RATING = new RegExp(`^[${FILLED}${EMPTY}](?:\\s?[${FILLED}${EMPTY}]){1,9}$`, 'u');
const TRAILING = new RegExp(`^(.*?\\S)\\s+([${FILLED}${EMPTY}](?:\\s?[${FILLED}${EMPTY}]){1,9})$`, 'u');

/** The level a glyph row stands for ("●●●●○" -> "4/5"), or undefined when the text is not one. */
export function ratingLevel(text: string): string | undefined {
  const trimmed = text.trim();
  if (!RATING.test(trimmed)) return undefined;
  const marks = [...trimmed.replace(/\s/g, '')];
  const filled = marks.filter((mark) => FILLED.includes(mark)).length;
  return `${filled}/${marks.length}`;
}

/** A name followed by its glyph row in one text ("Python ●●●●○"), split; undefined otherwise. */
export function splitTrailingRating(text: string): { name: string; level: string } | undefined {
  const match = TRAILING.exec(text.trim());
  if (!match) return undefined;
  const level = ratingLevel(match[2]!);
  return level ? { name: match[1]!, level } : undefined;
}
