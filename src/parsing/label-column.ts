/**
 * Tells a label column from a reading column. Europass CVs, German "Lebenslauf" tables and Word
 * résumés built on a two-column table put short labels in a narrow left column (a section name,
 * "Adresse", "2019 – heute") and the values right of them, each label on (or within a few points
 * of) the baseline of the value it names. Read as a column, the labels come out as one block, so
 * the first label reads as the name and every period is cut off from its entry; read row by row,
 * each label stays with its value. A sidebar differs: its lines come at their own spacing, so few
 * of them sit beside a line of the main column, and it is not much narrower than half the main one.
 * Done here, in line extraction, because only positions tell the two apart; the parser then sees
 * "label ‖ value" lines (or the label on its own line just before its value) as in a DOCX table.
 */
import { findDateRange } from './parse-dates.ts';
import type { TextPiece } from './text-rows.ts';

/**
 * Under a section name set in the label column (a Lebenslauf's "Experiencia laboral" over two
 * periods), two periods suffice, each beside a value: a column read on its own has body lines of
 * its own, not only dates beside the other side's lines.
 */
const MIN_HEADED_LABELS = 2;
/** A row this many points larger than the side's smallest text is a section name, not a label. */
const HEADING_STEP = 1;
/** A label's baseline within this many ems (of the larger size) of a value's sits beside it. */
const BESIDE_EMS = 0.45;
/** This share of the left side's rows sit beside a row of the right side... */
const MIN_BESIDE_SHARE = 0.6;
/** ...and at least this many of them. */
const MIN_LABELS = 3;
/** The left side is at most this share of the right side's width. */
const MAX_WIDTH_RATIO = 0.5;
/** The right side has at least this many rows per label beside it (values run on under their label). */
const MIN_VALUE_ROWS_PER_LABEL = 1.5;
/** Consecutive left rows this close (in ems) are lines of one paragraph or list... */
const RUN_ON_EMS = 1.6;
/** ...and a label column has few of them. */
const MAX_RUN_ON_SHARE = 0.3;
/** Labels are short: at most this many words on average. */
const MAX_LABEL_WORDS = 4;

interface SideRow {
  text: string;
  y: number;
  size: number;
  words: number;
}

/** The left side of a split is a column of labels beside the right side's values, not a column to read on its own. */
export function isLabelColumn(left: readonly TextPiece[], right: readonly TextPiece[]): boolean {
  const rows = sideRows(left);
  const values = sideRows(right);
  // A section name in the label column (larger than the labels) heads a short band of labels.
  // Only a band of one section name over periods is judged without it: a longer one is judged
  // whole, as sidebars carry section names too and only the whole side tells them apart.
  const labelSize = Math.min(...rows.map((row) => row.size));
  const withoutHeadings = rows.filter((row) => row.size <= labelSize + HEADING_STEP);
  // Periods, not any short text: a sidebar section's lines may sit beside lines of the main column too.
  const headedBand = withoutHeadings.length < MIN_LABELS && rows.length - withoutHeadings.length === 1 && withoutHeadings.every((row) => findDateRange(row.text) !== undefined);
  const labels = headedBand ? withoutHeadings : rows;
  if (labels.length < (headedBand ? MIN_HEADED_LABELS : MIN_LABELS)) return false;
  if (width(left) > MAX_WIDTH_RATIO * width(right)) return false;
  if (labels.reduce((sum, row) => sum + row.words, 0) / labels.length > MAX_LABEL_WORDS) return false;
  const beside = labels.filter((label) => values.some((value) => Math.abs(value.y - label.y) <= BESIDE_EMS * Math.max(value.size, label.size)));
  if (beside.length < Math.min(MIN_LABELS, labels.length) || beside.length / labels.length < (labels.length < MIN_LABELS ? 1 : MIN_BESIDE_SHARE)) return false;
  // Section names in the label column sit alone; the labels beside values each lead a block.
  if (values.length < MIN_VALUE_ROWS_PER_LABEL * beside.length) return false;
  // A sidebar beside the main text on one baseline grid also lines up; but its lines follow one
  // another at paragraph leading, while each label sits alone, a value block away from the next.
  const sorted = [...labels].sort((a, b) => a.y - b.y);
  const runOn = sorted.slice(1).filter((row, index) => row.y - sorted[index]!.y <= RUN_ON_EMS * Math.max(row.size, sorted[index]!.size)).length;
  return runOn <= MAX_RUN_ON_SHARE * (sorted.length - 1);
}

function sideRows(pieces: readonly TextPiece[]): SideRow[] {
  const rows = new Map<number, SideRow>();
  for (const piece of pieces) {
    const row = rows.get(piece.row) ?? { y: piece.y, size: 0, words: 0, text: '' };
    row.size = Math.max(row.size, ...piece.items.map((item) => item.fontSize));
    const text = piece.items.map((item) => item.text).join(' ');
    row.words += text.split(/\s+/).filter(Boolean).length;
    row.text = row.text ? `${row.text} ${text}` : text;
    rows.set(piece.row, row);
  }
  return [...rows.values()];
}

function width(pieces: readonly TextPiece[]): number {
  return Math.max(...pieces.map((piece) => piece.x1)) - Math.min(...pieces.map((piece) => piece.x0));
}
