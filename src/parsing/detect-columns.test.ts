/** Columns on one baseline grid: a narrow sidebar whose wrapped lines end at its edge, and a date column. */
import { expect, test } from 'bun:test';
import { detectColumns } from './detect-columns.ts';
import type { PdfTextItem } from './pdf-text.ts';
import type { TextPiece } from './text-rows.ts';

function piece(row: number, x0: number, x1: number, text = 'text'): TextPiece {
  const y = 100 + row * 13;
  const item: PdfTextItem = { text, x: x0, y, width: x1 - x0, fontSize: 10, height: 10, fontName: 'Inter-Regular', bold: false, italic: false };
  return { items: [item], x0, x1, y, row };
}

// A main column (ragged right, x 45..~380) that goes on alone below a short sidebar at x 407.
const main = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((row) => piece(row, 45, 300 + ((row * 37) % 80)));

test('a short sidebar beside the main column, its wrapped lines ending at its right edge, is a column', () => {
  const sidebar = [piece(1, 407, 534), piece(2, 407, 536), piece(3, 407, 535), piece(4, 407, 448)];
  const regions = detectColumns([...main, ...sidebar]);
  expect(regions.filter((region) => region.kind === 'column').map((region) => region.pieces.length)).toEqual([10, 4]);
});

test('right-aligned dates of one width beside each entry stay on their rows (one column)', () => {
  const dates = [1, 3, 5, 7].map((row) => piece(row, 470, 534, '2019 – 2021'));
  const regions = detectColumns([...main.map((p) => ({ ...p, x1: Math.min(p.x1, 380) })), ...dates]);
  expect(regions.filter((region) => region.kind === 'column').length).toBe(1);
});

/** A piece at an explicit baseline, for layouts whose rows are not evenly spaced. */
function pieceAt(row: number, y: number, x0: number, x1: number, fontSize = 10): TextPiece {
  const item: PdfTextItem = { text: 'text', x: x0, y, width: x1 - x0, fontSize, height: fontSize, fontName: 'Inter-Regular', bold: false, italic: false };
  return { items: [item], x0, x1, y, row };
}

// moderncv: a name left and contact lines right above the body, whose dates and skill labels sit
// flush right (ending at 130) in a margin beside their values (starting at 142).
const header = [pieceAt(0, 60, 45, 200, 24), pieceAt(1, 80, 45, 180, 14), pieceAt(0, 58, 460, 550), pieceAt(1, 71, 495, 550), pieceAt(2, 84, 530, 550)];
function bodyRows(withLabels: boolean): TextPiece[] {
  const pieces: TextPiece[] = [];
  for (let index = 0; index < 16; index++) {
    const row = index + 3;
    const y = 130 + index * 18;
    pieces.push(pieceAt(row, y, 142, 420 + ((index * 41) % 140)));
    if (withLabels && index % 3 === 1) pieces.push(pieceAt(row, y, 130 - 20 - ((index * 7) % 30), 130));
  }
  return pieces;
}

test('a label margin below a header set in columns keeps its label gutter (moderncv)', () => {
  const regions = detectColumns([...header, ...bodyRows(true)], true);
  expect(regions.filter((region) => region.kind === 'top').length).toBe(2);
  const body = regions.find((region) => region.kind === 'column')!;
  expect(body.labelGutter).toBeGreaterThan(130);
  expect(body.labelGutter).toBeLessThan(142);
});

test('a header set in columns over a body without labels gives no label gutter', () => {
  const regions = detectColumns([...header, ...bodyRows(false)], true);
  expect(regions.find((region) => region.kind === 'column')!.labelGutter).toBeUndefined();
});
