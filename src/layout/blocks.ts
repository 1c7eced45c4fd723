/**
 * The units pagination works with. A Row is one line's worth of height that draws itself at a given
 * top-left; a Group is rows that must stay on one page (an entry's heading with its first line, one
 * bullet); a Block is groups with the space before it and whether it must not end a page (headings).
 * A Flow item builds its block for the width of the page it lands on, so a column can widen on pages
 * where the other column has nothing left.
 */
import type { DrawItem } from './draw-document.ts';

export interface Row {
  height: number;
  /** Items of the row, positioned for a row whose top-left corner is (x, top). */
  draw(x: number, top: number): DrawItem[];
  /**
   * Not a line of text: vertical space, or shapes on a row of their own (a level's marks under its
   * name). Keep-with-next counts lines of text only: a heading kept with a marks row alone is stranded.
   */
  textless?: boolean;
}

export interface Group {
  rows: Row[];
  /**
   * The content unit the group is, when the block has it as one group at every width (an entry's
   * bullet, a list's item): a block split over pages goes on from that unit built for the next
   * page's width. Without it the block goes on as built (a paragraph's lines differ by width).
   */
  unit?: number;
}

export interface Block {
  groups: Group[];
  /** Space above the block, dropped at the top of a column. */
  spaceBefore: number;
  /** The block may not be the last thing in a column: it moves with the next lines of content. */
  keepWithNext: boolean;
  /**
   * The block's last group is an item of a list (a bullet, a language): it does not open a page alone
   * when the group before it can go along. (A paragraph's groups keep their own last lines together.)
   */
  keepLastItemCompany?: boolean;
  /**
   * A divider drawn in the middle of the space before the block, given the column's x and the line's
   * y; dropped with that space at the top of a column (a page never opens with a divider).
   */
  dividerBefore?: (x: number, y: number) => DrawItem[];
}

/** One block of a column, built for a given width. */
export type FlowItem = (width: number) => Block;

/** The height of rows stacked one under another. */
export const rowsHeight = (rows: readonly Row[]) => rows.reduce((sum, row) => sum + row.height, 0);

export const groupHeight = (group: Group) => rowsHeight(group.rows);

/** A block of one group. */
export function block(rows: Row[], options: { spaceBefore?: number; keepWithNext?: boolean } = {}): Block {
  return { groups: [{ rows }], spaceBefore: options.spaceBefore ?? 0, keepWithNext: options.keepWithNext ?? false };
}

/** A row of fixed height that draws nothing (vertical space inside a group). */
export function gap(height: number): Row {
  return { height, draw: () => [], textless: true };
}

/** A flow item whose block does not depend on the width (a column of fixed width). */
export function fixed(content: Block): FlowItem {
  return () => content;
}

/**
 * Flow items from a builder of blocks by width. The builder must return the same number of blocks
 * at every width (one per heading or entry); each width is built once.
 */
export function flowOf(build: (width: number) => Block[], referenceWidth: number): FlowItem[] {
  const built = new Map<number, Block[]>();
  const at = (width: number) => {
    let blocks = built.get(width);
    if (!blocks) {
      blocks = build(width);
      built.set(width, blocks);
    }
    return blocks;
  };
  return at(referenceWidth).map((_, index) => (width: number) => at(width)[index]!);
}

/** A flow item built by `build` at each width it is asked for, once per width (the paginator asks again when it looks ahead). */
export function flowItem(build: (width: number) => Block): FlowItem {
  const widths: number[] = [];
  const blocks: Block[] = [];
  return (width) => {
    const index = widths.indexOf(width);
    if (index >= 0) return blocks[index]!;
    const built = build(width);
    widths.push(width);
    blocks.push(built);
    return built;
  };
}
