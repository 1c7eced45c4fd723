import { describe, expect, test } from 'bun:test';
import { fixed, flowOf, gap, type Block, type Row } from './blocks.ts';
import { paginateColumn, type Frame } from './paginate.ts';

/** A row of `height` that draws one text item named `label`, so tests can see where rows landed. */
function line(label: string, height = 10): Row {
  return { height, draw: (x, top) => [{ kind: 'text', x, y: top, text: label, width: 1, size: 10, color: '#000000', font: { family: 'Inter', weight: 'regular', style: 'normal' } }] };
}

const heading = (label: string): Block => ({ groups: [{ rows: [line(label)] }], spaceBefore: 0, keepWithNext: true });
const entry = (label: string, items: number, keepLastItemCompany = true): Block => ({
  groups: Array.from({ length: items }, (_, index) => ({ rows: [line(`${label}.${index}`)] })),
  spaceBefore: 0,
  keepWithNext: false,
  keepLastItemCompany,
});
const column = (bottom: number, width = 100): Frame => ({ x: 0, top: 0, bottom, width });
const labels = (pages: ReturnType<typeof paginateColumn>) => pages.map((items) => items.map((item) => (item.kind === 'text' ? item.text : '')));

describe('paginateColumn', () => {
  test('fills a page and continues on the next', () => {
    const pages = paginateColumn([fixed(entry('a', 5))], () => column(30));
    expect(labels(pages)).toEqual([
      ['a.0', 'a.1', 'a.2'],
      ['a.3', 'a.4'],
    ]);
  });

  test('a heading moves to the next page unless two lines of its content fit under it', () => {
    // Room for the heading and one line: both move.
    const pages = paginateColumn([fixed(entry('x', 3)), fixed(heading('H')), fixed(entry('a', 3))], () => column(50));
    expect(labels(pages)[0]).toEqual(['x.0', 'x.1', 'x.2']);
    expect(labels(pages)[1]!.slice(0, 3)).toEqual(['H', 'a.0', 'a.1']);
  });

  test('the two lines a heading keeps may come from several one-line blocks', () => {
    const pages = paginateColumn([fixed(entry('x', 2)), fixed(heading('H')), fixed(entry('a', 1)), fixed(entry('b', 1))], () => column(40));
    expect(labels(pages)).toEqual([
      ['x.0', 'x.1'],
      ['H', 'a.0', 'b.0'],
    ]);
  });

  test('spacer rows (gaps) do not count as lines of content', () => {
    const spaced: Block = { groups: [{ rows: [gap(1), line('a.0')] }, { rows: [gap(1), line('a.1')] }], spaceBefore: 0, keepWithNext: false };
    const pages = paginateColumn([fixed(entry('x', 2)), fixed(heading('H')), fixed(spaced)], () => column(42));
    // 20 used; H (10) + a.0 (11) fits in 22 but a.1 does not: the heading goes with both lines.
    expect(labels(pages)[1]).toEqual(['H', 'a.0', 'a.1']);
  });

  test('the last item of a block does not open a page alone when the one before can go with it', () => {
    const pages = paginateColumn([fixed(entry('a', 4))], () => column(35));
    expect(labels(pages)).toEqual([
      ['a.0', 'a.1'],
      ['a.2', 'a.3'],
    ]);
  });

  test('a block that is not a list (a paragraph) may leave its last group alone', () => {
    expect(labels(paginateColumn([fixed(entry('p', 4, false))], () => column(35)))).toEqual([['p.0', 'p.1', 'p.2'], ['p.3']]);
  });

  test('a heading keeps only its own section: a one-line section with the next heading below is not pushed', () => {
    const pages = paginateColumn([fixed(entry('x', 2)), fixed(heading('H')), fixed(entry('a', 1)), fixed(heading('K')), fixed(entry('b', 3))], () => column(40));
    expect(labels(pages)[0]).toEqual(['x.0', 'x.1', 'H', 'a.0']);
  });

  test('a group taller than the page flows row by row', () => {
    const tall: Block = { groups: [{ rows: Array.from({ length: 5 }, (_, index) => line(`t${index}`)) }], spaceBefore: 0, keepWithNext: false };
    expect(labels(paginateColumn([fixed(tall)], () => column(20)))).toEqual([['t0', 't1'], ['t2', 't3'], ['t4']]);
  });

  test('a block split over a page where the column widens goes on from its next unit built for the new width', () => {
    const items = flowOf((width) => {
      const units: Block = { groups: Array.from({ length: 4 }, (_, unit) => ({ rows: [line(`w${width}.${unit}`)], unit })), spaceBefore: 0, keepWithNext: false };
      return [units];
    }, 100);
    const pages = paginateColumn(items, (page) => column(25, page === 0 ? 100 : 200));
    expect(labels(pages)).toEqual([
      ['w100.0', 'w100.1'],
      ['w200.2', 'w200.3'],
    ]);
  });

  test("groups without units (a paragraph's lines) go on as built", () => {
    const items = flowOf((width) => [entry(`w${width}`, 4, false)], 100);
    const pages = paginateColumn(items, (page) => column(25, page === 0 ? 100 : 200));
    expect(labels(pages)).toEqual([
      ['w100.0', 'w100.1'],
      ['w100.2', 'w100.3'],
    ]);
  });

  test('a block starting on a wider page is built for that width', () => {
    const widths: number[] = [];
    const items = flowOf((width) => {
      widths.push(width);
      return [entry(`w${width}`, 2), entry(`v${width}`, 2)];
    }, 100);
    const pages = paginateColumn(items, (page) => column(25, page === 0 ? 100 : 200));
    expect(labels(pages)).toEqual([
      ['w100.0', 'w100.1'],
      ['v200.0', 'v200.1'],
    ]);
    expect(widths).toEqual([100, 200]);
  });
});
