/**
 * A column of dates is never a column to read on its own. Resumes that set each entry's period in a
 * narrow column of its own right of the text ("09/2019 – presente" beside the title) share the
 * text's baselines, and a short run of other cells under the dates (language levels "nativo", "B2",
 * "A2" beside the languages) can make that column look like a short sidebar. Read apart, every
 * period would come after all the entries; read row by row, each stays on its entry's line.
 */
import { findDateRange } from './parse-dates.ts';
import type { TextPiece } from './text-rows.ts';

/** At least this share of the side's rows are only a date or a date range... */
const MIN_DATE_ROW_SHARE = 0.5;
/** ...and at least this many. */
const MIN_DATE_ROWS = 3;
/** A row is "only a date" when the date takes this share of its characters. */
const MIN_DATE_CHARS = 0.8;

/** The side's rows are mostly dates and date ranges: a margin of periods beside the entries. */
export function isDateMargin(side: readonly TextPiece[]): boolean {
  const rows = new Map<number, string>();
  for (const piece of side) rows.set(piece.row, `${rows.get(piece.row) ?? ''} ${piece.items.map((item) => item.text).join(' ')}`);
  const texts = [...rows.values()].map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
  const dated = texts.filter((text) => {
    const range = findDateRange(text);
    return range !== undefined && (range.end - range.start) / text.length >= MIN_DATE_CHARS;
  }).length;
  return dated >= MIN_DATE_ROWS && dated / texts.length >= MIN_DATE_ROW_SHARE;
}
