/** Label columns (Europass, Lebenslauf tables) against sidebars that share the main column's baseline grid. */
import { expect, test } from 'bun:test';
import { isLabelColumn } from './label-column.ts';
import type { PdfTextItem } from './pdf-text.ts';
import type { TextPiece } from './text-rows.ts';

function piece(y: number, x0: number, x1: number, text: string, fontSize = 10): TextPiece {
  const item: PdfTextItem = { text, x: x0, y, width: x1 - x0, fontSize, height: fontSize, fontName: 'Inter-Regular', bold: false, italic: false };
  return { items: [item], x0, x1, y, row: Math.round(y) };
}

// Values: entry blocks at 13-point leading, x 190..530.
const values = [100, 113, 126, 139, 165, 178, 191, 217, 230, 243, 256, 282, 295].map((y) => piece(y, 190, 420 + (y % 100), 'value line'));

test('periods and field labels beside the first line of each value block are a label column', () => {
  const labels = [piece(98, 60, 120, 'Adresse', 8), piece(163, 70, 140, '2019 – heute', 8), piece(215, 62, 140, '2015 – 2019', 8), piece(282, 40, 150, 'Berufserfahrung', 9)];
  expect(isLabelColumn(labels, values)).toBe(true);
});

test('a section name alone between labels does not stop it being a label column', () => {
  const labels = [piece(100, 62, 110, '2019 – nu'), piece(150, 62, 130, 'Uddannelse'), piece(165, 62, 110, '2011 – 2015'), piece(217, 62, 110, '2008 – 2011'), piece(282, 62, 100, 'Dansk')];
  expect(isLabelColumn(labels, values)).toBe(true);
});

test('a sidebar on the same baseline grid, its lines one under the other, is a reading column', () => {
  const sidebar = [100, 113, 126, 139, 165, 178, 191, 217, 230].map((y) => piece(y, 40, 170, 'Certified Kubernetes'));
  expect(isLabelColumn(sidebar, values)).toBe(false);
});

test('a left column as wide as the right one is not labels, however it lines up', () => {
  const wide = [100, 165, 217, 282].map((y) => piece(y, 20, 185, 'A'));
  expect(
    isLabelColumn(
      wide,
      values.map((value) => ({ ...value, x1: 300 })),
    ),
  ).toBe(false);
});

test('a few stray alignments are not enough', () => {
  expect(isLabelColumn([piece(100, 60, 120, 'Adresse'), piece(165, 60, 120, 'Telefon')], values)).toBe(false);
});

test('a section name over two periods, each beside a value block, is a label column (a short Lebenslauf band)', () => {
  const labels = [piece(80, 62, 177, 'Experiencia laboral', 12), piece(100, 62, 116, 'desde 2020'), piece(165, 62, 146, '03/2016 - 12/2019')];
  expect(isLabelColumn(labels, values)).toBe(true);
  // Counter-examples: two short words that are no periods (a sidebar's languages), or two section names.
  expect(isLabelColumn([piece(80, 62, 150, 'Languages', 12), piece(100, 62, 110, 'Deutsch'), piece(165, 62, 110, 'English')], values)).toBe(false);
  expect(isLabelColumn([piece(80, 62, 150, 'Education', 12), piece(100, 62, 116, '2012 – 2016'), piece(150, 62, 150, 'Skills', 12), piece(165, 62, 116, '2008 – 2012')], values)).toBe(false);
});
