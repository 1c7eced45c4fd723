/** Page numbers and running headers/footers are dropped; real lines in the margins are not. */
import { describe, expect, test } from 'bun:test';
import { furnitureFilter, type PlacedLine } from './page-furniture.ts';

const A4 = 842;
const line = (text: string, page: number, y: number, fontSize = 9): PlacedLine => ({ text, page, y, fontSize });

/** The texts `furnitureFilter` drops from `lines` (pages of A4 height). */
function dropped(lines: PlacedLine[]): string[] {
  const isFurniture = furnitureFilter(
    lines,
    lines.map(() => A4),
  );
  return lines.filter(isFurniture).map((item) => `${item.text}@${item.page}`);
}

/** Two pages of body text, 12 pt apart, between y 40 and 800. */
function body(): PlacedLine[] {
  const lines: PlacedLine[] = [];
  for (const page of [1, 2]) for (let y = 120; y <= 760; y += 12) lines.push(line(`Body text ${page}.${y}`, page, y));
  return lines;
}

describe('page numbers', () => {
  test('a lone number, "Page 2 of 3", "Seite 2", "p. 2" and "- 2 -" in a margin, counting their page, are dropped', () => {
    for (const text of ['2', 'Page 2 of 3', 'Seite 2 von 3', 'p. 2', 'p.2', '- 2 -', '2/3']) {
      expect(dropped([...body(), line(text, 2, 815)])).toEqual([`${text}@2`]);
      expect(dropped([...body(), line(text, 2, 30)])).toEqual([`${text}@2`]);
    }
  });

  test('a certification "ISC2" at the top of page 2, as the first line of a column, is content', () => {
    expect(dropped([...body(), line('ISC2', 2, 40), line('Certified Cloud Security Professional', 2, 52)])).toEqual([]);
  });

  test('a word-and-number line at the top of a column ("Level 2" heading its list) is content', () => {
    expect(dropped([...body(), line('Level 2', 2, 40), line('Team lead, five engineers', 2, 52)])).toEqual([]);
  });

  test('"ISC2" standing apart at the top of page 2 is still content: a word joined to its number is a name', () => {
    expect(dropped([...body(), line('ISC2', 2, 40)])).toEqual([]);
  });

  test('a number that is not its page (a column foot "ISC2" or "3" on page 1) is content', () => {
    expect(dropped([...body(), line('ISC2', 1, 815), line('3', 1, 830)])).toEqual([]);
  });

  test('a page number beside a running header on its row is dropped', () => {
    expect(dropped([...body(), line('2', 2, 30), line('Anna Nowak', 2, 30)])).toEqual(['2@2']);
  });
});

describe('running headers and footers', () => {
  test('a footer repeated on every page is dropped; the name heading page 1 stays while its repeats go', () => {
    const lines = [...body(), line('Anna Nowak', 1, 40, 20), line('Anna Nowak', 2, 40, 20), line('Anna Nowak · CV', 1, 820), line('Anna Nowak · CV', 2, 820)];
    expect(dropped(lines)).toEqual(['Anna Nowak@2', 'Anna Nowak · CV@1', 'Anna Nowak · CV@2']);
  });
});
