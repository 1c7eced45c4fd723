/** A column of periods beside the entries against a sidebar that holds a few dates. */
import { expect, test } from 'bun:test';
import { isDateMargin } from './date-margin.ts';
import type { PdfTextItem } from './pdf-text.ts';
import type { TextPiece } from './text-rows.ts';

function piece(y: number, text: string): TextPiece {
  const item: PdfTextItem = { text, x: 440, y, width: 80, fontSize: 9.5, height: 9.5, fontName: 'Inter-Regular', bold: false, italic: false };
  return { items: [item], x0: 440, x1: 520, y, row: Math.round(y) };
}

test('periods with a few language levels under them are a date margin', () => {
  expect(isDateMargin(['09/2019 – presente', '09/2016 – 07/2019', '2014 – 2016', '2011 – 2014', 'nativo', 'B2', 'A2'].map((text, index) => piece(100 + 40 * index, text)))).toBe(true);
});

test('counter-examples: a sidebar with dates inside its lines, or too few dates', () => {
  expect(isDateMargin(['AWS Solutions Architect 2021', 'Scrum Master (2019)', 'Kubernetes', 'Terraform', 'Python'].map((text, index) => piece(100 + 14 * index, text)))).toBe(false);
  expect(isDateMargin(['2019 – 2021', '2015 – 2019', 'Python', 'Go', 'Rust', 'SQL', 'Docker'].map((text, index) => piece(100 + 14 * index, text)))).toBe(false);
});
