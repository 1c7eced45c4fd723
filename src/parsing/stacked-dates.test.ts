/** Date ranges set on two lines (timelines, narrow dates columns) against lines that only look alike. */
import { expect, test } from 'bun:test';
import type { PdfTextItem } from './pdf-text.ts';
import { joinStackedDates } from './stacked-dates.ts';
import type { TextPiece } from './text-rows.ts';

function piece(y: number, x0: number, x1: number, text: string, fontSize = 9.5): TextPiece {
  const item: PdfTextItem = { text, x: x0, y, width: x1 - x0, fontSize, height: fontSize, fontName: 'Inter-Regular', bold: false, italic: false };
  return { items: [item], x0, x1, y, row: Math.round(y) };
}
const texts = (pieces: TextPiece[]) => pieces.map((one) => one.items.map((item) => item.text).join(' '));

test('an open range over its end (a present word or a date) becomes one piece on the upper row', () => {
  const timeline = [piece(231, 50, 105, '01.08.2018 –'), piece(232, 128, 200, 'Suuhygienisti', 11), piece(243, 88, 104, 'nyt'), piece(247, 128, 260, 'Oral Hammaslääkärit, Tampere', 10)];
  const joined = joinStackedDates(timeline);
  expect(texts(joined)).toEqual(['01.08.2018 – nyt', 'Suuhygienisti', 'Oral Hammaslääkärit, Tampere']);
  expect(joined[0]).toMatchObject({ row: 231, x0: 50, x1: 105 });
  const column = [piece(312, 56, 120, 'Truckförare'), piece(312, 440, 500, '15.08.2016 –'), piece(326, 56, 150, 'DSV Road AB, Nässjö'), piece(326, 440, 490, '28.02.2019')];
  expect(texts(joinStackedDates(column))).toEqual(['Truckförare', '15.08.2016 – 28.02.2019', 'DSV Road AB, Nässjö']);
});

test('counter-examples: a sentence ending in a range, text that is no date, a line too far down or aside', () => {
  const sentence = [piece(100, 56, 400, 'Led the migration of the billing platform in 2019 –'), piece(112, 56, 200, '2020')];
  expect(joinStackedDates(sentence)).toHaveLength(2);
  const notDate = [piece(100, 440, 500, '2019 –'), piece(112, 440, 500, 'Helsinki')];
  expect(joinStackedDates(notDate)).toHaveLength(2);
  const farDown = [piece(100, 440, 500, '2019 –'), piece(140, 440, 500, '2021')];
  expect(joinStackedDates(farDown)).toHaveLength(2);
  const aside = [piece(100, 440, 500, '2019 –'), piece(112, 56, 120, '2021')];
  expect(joinStackedDates(aside)).toHaveLength(2);
});
