/** Level marks: dots and bars drawn from the level's value, never for an unknown level, the level's text always printed. */
import { describe, expect, test } from 'bun:test';
import type { Sections } from '../domain/resume.ts';
import type { RectItem } from './draw-document.ts';
import { DOTS } from './levels.ts';
import { fixed, groupHeight } from './blocks.ts';
import { paginateColumn } from './paginate.ts';
import { sectionBlocks } from './sections.ts';
import { drawBlock, sectionContext, textsOf, type StyleOverride } from './section-test-context.ts';

const sections: Sections = {
  skills: [
    { name: 'TypeScript', level: 'Expert' },
    { name: 'Go', level: '3/5' },
    { name: 'Rust', level: 'Beginner' },
    { name: 'Design', level: 'since 2019' },
  ],
  languages: [
    { language: 'English', fluency: 'Fluent (C2)' },
    { language: 'German', fluency: 'B1' },
    { language: 'Klingon', fluency: 'some' },
  ],
};
const marked: StyleOverride = { levels: { marks: 'dots', sections: ['skills', 'languages'] }, skills: { display: 'list' } };

/** The items of a section's content (its title left out), drawn from (0, 0). */
function content(section: 'skills' | 'languages', override: StyleOverride, width = 260) {
  const context = sectionContext(override, { width });
  const [, ...blocks] = sectionBlocks(section, sections, context);
  return { context, items: blocks.flatMap((block) => drawBlock(block)) };
}

/** Dots per item row: filled and hollow, in reading order. */
function dotRows(items: ReturnType<typeof content>['items']) {
  const dots = items.filter((item): item is RectItem => item.kind === 'rect');
  const rows = new Map<number, RectItem[]>();
  for (const dot of dots) rows.set(Math.round(dot.y + dot.height / 2), [...(rows.get(Math.round(dot.y + dot.height / 2)) ?? []), dot]);
  return [...rows.values()].map((row) => ({ filled: row.filter((dot) => dot.fill).length, hollow: row.filter((dot) => !dot.fill && dot.stroke).length }));
}

describe('level marks', () => {
  test('dots filled up to the value, the rest hollow; no marks for an unknown level', () => {
    expect(dotRows(content('skills', marked).items)).toEqual([
      { filled: 5, hollow: 0 },
      { filled: 3, hollow: 2 },
      { filled: 1, hollow: 4 },
    ]);
    expect(dotRows(content('languages', marked).items)).toEqual([
      { filled: 5, hollow: 0 },
      { filled: 3, hollow: 2 },
    ]);
    expect(DOTS).toBe(5);
  });

  test('the level is printed as text with or without marks', () => {
    for (const override of [marked, { ...marked, levels: { marks: 'bar', sections: ['skills', 'languages'] } }, {}] as StyleOverride[]) {
      const text = textsOf(content('skills', override).items)
        .map((item) => item.text)
        .join('');
      for (const level of ['Expert', '3/5', 'Beginner', 'since 2019']) expect(text).toContain(level);
      const languages = textsOf(content('languages', override).items)
        .map((item) => item.text)
        .join('');
      for (const level of ['Fluent (C2)', 'B1', 'some']) expect(languages).toContain(level);
    }
  });

  test('a bar: a track and a fill as long as the value', () => {
    const { items } = content('skills', { ...marked, levels: { marks: 'bar', sections: ['skills'] } });
    const rects = items.filter((item): item is RectItem => item.kind === 'rect');
    expect(rects.length).toBe(6);
    const [track, fill] = [rects[2]!, rects[3]!];
    expect(fill.x).toBe(track.x);
    expect(fill.width / track.width).toBeCloseTo(0.6, 6);
  });

  test('marks right-aligned on the name’s row when every item has room, else all on rows of their own', () => {
    const wide = content('skills', marked, 260);
    const rightEdge = (items: typeof wide.items) => items.filter((item): item is RectItem => item.kind === 'rect').map((item) => item.x + item.width);
    expect(Math.max(...rightEdge(wide.items))).toBeCloseTo(260, 6);
    const heads = textsOf(wide.items).filter((item) => item.text === 'TypeScript');
    const firstDot = wide.items.find((item): item is RectItem => item.kind === 'rect')!;
    expect(Math.abs(firstDot.y + firstDot.height / 2 - heads[0]!.y)).toBeLessThan(heads[0]!.size);

    const narrow = content('skills', marked, 110);
    const dots = narrow.items.filter((item): item is RectItem => item.kind === 'rect');
    const names = textsOf(narrow.items).filter((item) => ['TypeScript', 'Go', 'Rust'].includes(item.text));
    expect(Math.min(...dots.map((dot) => dot.x))).toBe(0);
    // Each item's five dots on a row of their own, below its name.
    expect(dotRows(narrow.items).map((row) => row.filled + row.hollow)).toEqual([5, 5, 5]);
    const dotTops = [...new Set(dots.map((dot) => Math.round(dot.y + dot.height / 2)))];
    names.forEach((name, index) => expect(dotTops[index]!).toBeGreaterThan(name.y));
  });

  for (const marks of ['dots', 'bar'] as const) {
    test(`${marks} on rows of their own are not lines of text: a section title does not end a page with one item and its marks`, () => {
      const context = sectionContext({ ...marked, levels: { marks, sections: ['skills', 'languages'] } }, { width: 110 });
      const [title, ...blocks] = sectionBlocks('languages', sections, context);
      const list = blocks[0]!;
      // The first item is its name's line and its marks' row.
      expect(list.groups[0]!.rows).toHaveLength(2);
      const titleHeight = title!.spaceBefore + title!.groups.reduce((sum, group) => sum + groupHeight(group), 0);
      // After a line of 1 pt: room for the title, the first item and its marks, not for the second item's name.
      const bottom = 1 + titleHeight + list.spaceBefore + groupHeight(list.groups[0]!) + 1;
      const before = fixed({ groups: [{ rows: [{ height: 1, draw: () => [] }] }], spaceBefore: 0, keepWithNext: false });
      const pages = paginateColumn([before, ...[title!, ...blocks].map(fixed)], () => ({ x: 0, top: 0, bottom, width: 110 }));
      // The title goes to the next page with its items.
      const titleText = textsOf(drawBlock(title!))[0]!.text;
      expect(textsOf(pages[0]!).map((item) => item.text)).toEqual([]);
      expect(textsOf(pages[1]!).map((item) => item.text)[0]).toBe(titleText);
    });
  }

  test('no marks unless the template marks levels in that section', () => {
    expect(content('skills', { ...marked, levels: { marks: 'dots', sections: ['languages'] } }).items.some((item) => item.kind === 'rect')).toBe(false);
    expect(content('languages', { levels: { marks: 'none', sections: ['languages'] } }).items.some((item) => item.kind === 'rect')).toBe(false);
  });

  test('on a solid column the marks are light', () => {
    const context = sectionContext(marked, { width: 260, surface: 'solid' });
    const [, ...blocks] = sectionBlocks('skills', sections, context);
    const filled = blocks.flatMap((block) => drawBlock(block)).filter((item): item is RectItem => item.kind === 'rect' && item.fill !== undefined);
    expect(filled.every((dot) => dot.fill === context.theme.color.onDark)).toBe(true);
  });
});
