/**
 * The first step from pdf.js text items to lines: items that share a baseline form a row, and a
 * row is cut into pieces wherever the horizontal gap is wider than a word space. Pieces, not items,
 * are what column detection looks at, because pdf.js hands out items of any length: a word, part of
 * a word (kerning, font changes), or a whole line with both columns in it is never one item, but a
 * line of one column often is several.
 */
import type { PdfTextItem } from './pdf-text.ts';

/** Items on one baseline that sit close enough together to read as one run of text. */
export interface TextPiece {
  items: PdfTextItem[];
  /** Left and right edges in points. */
  x0: number;
  x1: number;
  /** The row's baseline (of its largest item), from the top of the page. */
  y: number;
  /** Index of the row in the page's top-to-bottom order; pieces of one row share it. */
  row: number;
}

/** Items on one baseline, left to right. */
export interface TextRow {
  y: number;
  /** Size of the row's largest item; tolerances scale with it. */
  fontSize: number;
  items: PdfTextItem[];
}

/** Baselines closer than this fraction of the font size are one baseline (rounding, mixed fonts). */
const BASELINE_TOLERANCE = 0.3;
/** A smaller item raised or lowered by up to this fraction of the row's size is a super/subscript. */
const SCRIPT_OFFSET = 0.55;
const SCRIPT_SIZE = 0.85;
/** A gap wider than this many ems ends a piece; justified word spaces stay below it. */
const PIECE_GAP = 0.8;

/** Groups a page's items into rows by baseline, top to bottom, each row's items left to right. */
export function groupRows(items: readonly PdfTextItem[]): TextRow[] {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: TextRow[] = [];
  for (const item of sorted) {
    // Only recent rows can share a baseline with an item further down the sorted list.
    let home: TextRow | undefined;
    for (let index = rows.length - 1; index >= 0 && index >= rows.length - 4; index--) {
      const row = rows[index]!;
      if (Math.abs(row.y - item.y) <= BASELINE_TOLERANCE * Math.min(row.fontSize, item.fontSize)) {
        home = row;
        break;
      }
    }
    if (home) {
      home.items.push(item);
      if (item.fontSize > home.fontSize) {
        home.fontSize = item.fontSize;
        home.y = item.y;
      }
    } else rows.push({ y: item.y, fontSize: item.fontSize, items: [item] });
  }
  const merged = mergeScripts(rows);
  for (const row of merged) row.items.sort((a, b) => a.x - b.x);
  return merged;
}

/**
 * Folds rows of small raised or lowered text (superscripts, footnote marks) into the row they touch.
 * Judged item by item: a row spans the page, and a large name in one column must not swallow the
 * next line of the column beside it.
 */
function mergeScripts(rows: TextRow[]): TextRow[] {
  const kept: TextRow[] = [];
  rows.forEach((row, index) => {
    const candidates = [rows[index + 1], kept.at(-1)].filter((other): other is TextRow => other !== undefined);
    const host = candidates.find((other) => row.items.every((item) => other.items.some((base) => isScriptOf(item, base))));
    if (host) host.items.push(...row.items);
    else kept.push(row);
  });
  return kept;
}

/** `item` is smaller than `base`, raised or lowered by less than half its size, and right beside it. */
function isScriptOf(item: PdfTextItem, base: PdfTextItem): boolean {
  if (item.fontSize > SCRIPT_SIZE * base.fontSize || Math.abs(item.y - base.y) > SCRIPT_OFFSET * base.fontSize) return false;
  const reach = 0.3 * base.fontSize;
  return item.x <= base.x + base.width + reach && item.x + item.width >= base.x - reach;
}

/** Cuts each row into pieces at gaps wider than a word space. */
export function piecesOf(rows: readonly TextRow[]): TextPiece[] {
  const pieces: TextPiece[] = [];
  rows.forEach((row, rowIndex) => {
    let current: TextPiece | undefined;
    for (const item of row.items) {
      const gap = current ? item.x - current.x1 : Infinity;
      if (current && gap <= PIECE_GAP * Math.max(item.fontSize, current.items.at(-1)!.fontSize)) {
        current.items.push(item);
        current.x1 = Math.max(current.x1, item.x + item.width);
      } else {
        current = { items: [item], x0: item.x, x1: item.x + item.width, y: row.y, row: rowIndex };
        pieces.push(current);
      }
    }
  });
  return pieces;
}
