/**
 * Flows blocks down a column, page after page. A group never splits unless it is taller than a
 * whole column (then its rows flow one by one); a keep-with-next block (a section title) moves to
 * the next page together with the first group after it, so a heading never ends a page.
 */
import type { DrawItem } from './draw-document.ts';
import { groupHeight, type Block } from './blocks.ts';

/** Where a column sits on a page. */
export interface Frame {
  x: number;
  top: number;
  bottom: number;
}

/** Items per page index for one column; `frameFor(page)` gives the column's frame on each page. */
export function paginateColumn(blocks: Block[], frameFor: (page: number) => Frame): DrawItem[][] {
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

  blocks.forEach((current, index) => {
    current.groups.forEach((group, groupIndex) => {
      const atTop = cursor === frame.top;
      const space = groupIndex === 0 && !atTop ? current.spaceBefore : 0;
      let needed = space + groupHeight(group);
      if (groupIndex === 0 && current.keepWithNext) needed += headOf(blocks, index + 1);
      if (!atTop && cursor + needed > frame.bottom) nextPage();
      else cursor += space;
      const columnHeight = frame.bottom - frame.top;
      if (groupHeight(group) > columnHeight) {
        // Taller than a page: flow its rows one by one.
        for (const row of group.rows) {
          if (cursor + row.height > frame.bottom && cursor > frame.top) nextPage();
          pages[page]!.push(...row.draw(frame.x, cursor));
          cursor += row.height;
        }
        return;
      }
      for (const row of group.rows) {
        pages[page]!.push(...row.draw(frame.x, cursor));
        cursor += row.height;
      }
    });
  });
  return pages;
}

/** Height of the first group of blocks[index] with its space before (what a heading must keep with). */
function headOf(blocks: Block[], index: number): number {
  const next = blocks[index];
  const first = next?.groups[0];
  return next && first ? next.spaceBefore + groupHeight(first) : 0;
}
