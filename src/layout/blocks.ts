/**
 * The units pagination works with. A Row is one line's worth of height that draws itself at a given
 * top-left; a Group is rows that must stay on one page (an entry's heading with its first line, one
 * bullet); a Block is groups with the space before it and whether it must not end a page (headings).
 */
import type { DrawItem } from './draw-document.ts';

export interface Row {
  height: number;
  /** Items of the row, positioned for a row whose top-left corner is (x, top). */
  draw(x: number, top: number): DrawItem[];
}

export interface Group {
  rows: Row[];
}

export interface Block {
  groups: Group[];
  /** Space above the block, dropped at the top of a column. */
  spaceBefore: number;
  /** The block may not be the last thing in a column: it moves with the next block's first group. */
  keepWithNext: boolean;
}

export const groupHeight = (group: Group) => group.rows.reduce((sum, row) => sum + row.height, 0);

/** A block of one group. */
export function block(rows: Row[], options: { spaceBefore?: number; keepWithNext?: boolean } = {}): Block {
  return { groups: [{ rows }], spaceBefore: options.spaceBefore ?? 0, keepWithNext: options.keepWithNext ?? false };
}

/** A row of fixed height that draws nothing (vertical space inside a group). */
export function gap(height: number): Row {
  return { height, draw: () => [] };
}
