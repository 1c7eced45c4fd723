/**
 * Splits a list line ("Python, SQL; Docker · Kubernetes") into its items. A separator inside
 * brackets belongs to the item it annotates: "MS Excel (Pivot, SVERWEIS)" and "Office (Word,
 * Excel)" are one skill each, the brackets naming its parts, as resumes in every language write.
 */

/** The separators of a list line: comma, semicolon, bar, bullets and middle dots, a spaced en dash. */
export const LIST_SEPARATORS = /\s*(?:[,;|•·‧]|\s–\s)\s*/u;

const OPENING = '([{';
const CLOSING = ')]}';

/**
 * The items of a list line, trimmed, a trailing full stop dropped; separators inside brackets do
 * not cut. A line with unbalanced brackets (a typo, a list wrapped mid-bracket) is split as if it
 * had none, so a stray "(" never swallows the rest of the list into one item.
 */
export function splitList(text: string): string[] {
  const pieces = balanced(text) ? splitOutsideBrackets(text) : text.split(LIST_SEPARATORS);
  return pieces.map((piece) => piece.trim().replace(/[.]$/, '')).filter(Boolean);
}

/** Every opening bracket is closed, in order. */
function balanced(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if (OPENING.includes(char)) depth++;
    else if (CLOSING.includes(char) && --depth < 0) return false;
  }
  return depth === 0;
}

/** Splits at LIST_SEPARATORS outside brackets. */
function splitOutsideBrackets(text: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  let index = 0;
  const separator = new RegExp(LIST_SEPARATORS.source, 'uy');
  while (index < text.length) {
    const char = text[index]!;
    if (OPENING.includes(char)) depth++;
    else if (CLOSING.includes(char)) depth--;
    else if (depth === 0) {
      // A separator may start with the spaces before it (a spaced dash always does).
      separator.lastIndex = index;
      const found = separator.exec(text);
      if (found) {
        pieces.push(text.slice(start, index));
        index += found[0].length;
        start = index;
        continue;
      }
    }
    index++;
  }
  pieces.push(text.slice(start));
  return pieces;
}
