/**
 * Date ranges set on two lines: "01.08.2018 –" over "nyt" down a timeline's left margin, or
 * "15.08.2016 –" over "28.02.2019" in a narrow right-hand dates column. Left as they are, the
 * open start reads as "since 2018, still going" beside the entry and the end date as a stray line
 * beside the next heading (or, in a margin, a run of short lines that reads as a column of text).
 * Joined here, on the pieces before columns are found, because only positions say that the second
 * line continues the first: it sits right under it, inside its horizontal extent, one line below.
 */
import { findDateRange } from './parse-dates.ts';
import type { TextPiece } from './text-rows.ts';

/** The upper piece ends in a date and a dash: a range still waiting for its end. */
const OPEN_RANGE = /\d\.?\s*[–—-]$/u;
/** The lower piece's baseline is at most this many ems below the upper one's (one line's leading). */
const MAX_LEADING_EMS = 1.8;

/**
 * The pieces with every stacked date range joined into its upper piece (one item holding the whole
 * range, spanning both pieces' extents) and its lower piece removed. Only when the two together are
 * one date range and nothing else, so a wrapped sentence ending in "2019 –" is never touched.
 */
export function joinStackedDates(pieces: readonly TextPiece[]): TextPiece[] {
  const absorbed = new Set<TextPiece>();
  const joined = new Map<TextPiece, TextPiece>();
  for (const upper of pieces) {
    if (absorbed.has(upper)) continue;
    const upperText = textOf(upper);
    if (!OPEN_RANGE.test(upperText)) continue;
    const size = Math.max(...upper.items.map((item) => item.fontSize));
    const lower = pieces.filter((piece) => piece.row > upper.row && piece.y - upper.y <= MAX_LEADING_EMS * size && piece.x0 < upper.x1 && piece.x1 > upper.x0).sort((a, b) => a.row - b.row)[0];
    if (!lower || absorbed.has(lower)) continue;
    const text = `${upperText} ${textOf(lower)}`;
    const range = findDateRange(text);
    if (!range?.isRange || range.start !== 0 || range.end < text.length) continue;
    const first = upper.items[0]!;
    const x1 = Math.max(upper.x1, lower.x1);
    joined.set(upper, { ...upper, x1, items: [{ ...first, text, x: upper.x0, width: x1 - upper.x0 }] });
    absorbed.add(lower);
  }
  if (absorbed.size === 0) return [...pieces];
  return pieces.filter((piece) => !absorbed.has(piece)).map((piece) => joined.get(piece) ?? piece);
}

function textOf(piece: TextPiece): string {
  return piece.items
    .map((item) => item.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}
