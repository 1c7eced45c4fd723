/**
 * Flows blocks down a column, page after page. A group never splits unless it is taller than a
 * whole column (then its rows flow one by one). Two rules keep page breaks readable:
 * - keep with next: a heading moves to the next page unless at least two lines of its content fit
 *   under it;
 * - no lone last item: the last item of a list (an entry's last bullet, a list's last language) does
 *   not open a page on its own when the group before it can move along with it.
 * Each block is built for the width of the frame it starts in, so a column may widen on later pages;
 * a block split over pages goes on at the new width from its next unit (a bullet, a list item). A
 * paragraph's lines are no units: one split inside a paragraph ends the paragraph at the old width.
 */
import type { DrawItem } from './draw-document.ts';
import { groupHeight, type Block, type FlowItem } from './blocks.ts';

/** Where a column sits on a page. */
export interface Frame {
  x: number;
  top: number;
  bottom: number;
  width: number;
}

/** Lines of content a heading keeps with it. */
const LINES_KEPT_WITH_HEADING = 2;

/** Items per page index for one column; `frameFor(page)` gives the column's frame on each page. */
export function paginateColumn(items: FlowItem[], frameFor: (page: number) => Frame): DrawItem[][] {
  const pages: DrawItem[][] = [[]];
  let page = 0;
  let frame = frameFor(0);
  let cursor = frame.top;
  const nextPage = () => {
    page += 1;
    pages[page] ??= [];
    frame = frameFor(page);
    cursor = frame.top;
  };
  const place = (rows: Block['groups'][number]['rows']) => {
    const items = pages[page]!;
    for (const row of rows) {
      for (const item of row.draw(frame.x, cursor)) items.push(item);
      cursor += row.height;
    }
  };

  items.forEach((item, index) => {
    let current = item(frame.width);
    /** The width `current` was built for: a block split over pages at a paragraph's line goes on at it. */
    let builtFor = frame.width;
    for (let groupIndex = 0; groupIndex < current.groups.length; groupIndex++) {
      let group = current.groups[groupIndex]!;
      // Built for another page's width, the block goes on at this page's from its next unit.
      const rebuilt = builtFor !== frame.width && group.unit !== undefined ? resumeAt(item(frame.width), group.unit) : undefined;
      if (rebuilt) {
        current = rebuilt.block;
        groupIndex = rebuilt.groupIndex;
        group = current.groups[groupIndex]!;
        builtFor = frame.width;
      }
      const atTop = cursor === frame.top;
      const columnHeight = frame.bottom - frame.top;
      const space = groupIndex === 0 && !atTop ? current.spaceBefore : 0;
      let needed = space + groupHeight(group);
      if (groupIndex === 0 && current.keepWithNext) needed += followingLines(items, index + 1, frame.width, columnHeight);
      if (keepsLastWithIt(current, groupIndex, columnHeight)) needed += groupHeight(current.groups[groupIndex + 1]!);
      if (!atTop && cursor + needed > frame.bottom) {
        nextPage();
        // This group again, at the top of the new page: a block that has not started yet is built
        // anew for the page's width; one that has goes on from its next unit (above).
        if (groupIndex === 0) {
          current = item(frame.width);
          builtFor = frame.width;
        }
        groupIndex -= 1;
        continue;
      }
      if (space > 0 && current.dividerBefore) pages[page]!.push(...current.dividerBefore(frame.x, cursor + space / 2));
      cursor += space;
      if (groupHeight(group) > columnHeight) {
        // Taller than a page: flow its rows one by one.
        for (const row of group.rows) {
          if (cursor + row.height > frame.bottom && cursor > frame.top) nextPage();
          place([row]);
        }
        continue;
      }
      place(group.rows);
    }
  });
  return pages;
}

/** Where `block` (built for another width) holds content unit `unit`, if its groups carry it. */
function resumeAt(block: Block, unit: number | undefined): { block: Block; groupIndex: number } | undefined {
  if (unit === undefined) return undefined;
  const groupIndex = block.groups.findIndex((group) => group.unit === unit);
  return groupIndex > 0 ? { block, groupIndex } : undefined;
}

/** Whether group `index` of `block` must stay on a page with the block's last item (no lone last item). */
function keepsLastWithIt(block: Block, index: number, columnHeight: number): boolean {
  const last = block.groups[index + 1];
  return block.keepLastItemCompany === true && last !== undefined && index === block.groups.length - 2 && groupHeight(block.groups[index]!) + groupHeight(last) <= columnHeight;
}

/**
 * Height of what a heading must keep with: the space and whole groups of the blocks after it until
 * they hold LINES_KEPT_WITH_HEADING lines of content (or the content runs out), counting a group that
 * must take the block's last group along with it (see keepsLastWithIt) together with that group.
 */
function followingLines(items: FlowItem[], start: number, width: number, columnHeight: number): number {
  let height = 0;
  let lines = 0;
  for (let index = start; index < items.length && lines < LINES_KEPT_WITH_HEADING; index++) {
    const next = items[index]!(width);
    // The next heading starts another section: what comes before it is all this heading has.
    if (next.keepWithNext) break;
    height += next.spaceBefore;
    for (let groupIndex = 0; groupIndex < next.groups.length && lines < LINES_KEPT_WITH_HEADING; groupIndex++) {
      const taken = keepsLastWithIt(next, groupIndex, columnHeight) ? next.groups.slice(groupIndex) : [next.groups[groupIndex]!];
      for (const group of taken) {
        height += groupHeight(group);
        lines += group.rows.filter((row) => !row.textless).length;
      }
      groupIndex += taken.length - 1;
    }
  }
  return height;
}
