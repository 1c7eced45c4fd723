/** Bullets with their wrapped lines, by the extractor's flag or a glyph left in the text. */
import { expect, test } from 'bun:test';
import { docLine } from '../../test/support/doc-lines.ts';
import { bodyItems, isBulletLine } from './body-lines.ts';

test('indented continuation lines join their bullet; the next bullet starts a new item', () => {
  const items = bodyItems([
    docLine('• Led the redesign of the tracking platform from a', { x: 49, width: 400 }),
    docLine('monolith to events.', { x: 58, width: 100 }),
    docLine('• Mentored six engineers.', { x: 49, width: 120 }),
    docLine('Built with Go.', { x: 48, width: 60 }),
  ]);
  expect(items.map((item) => [item.bullet, item.text])).toEqual([
    [true, 'Led the redesign of the tracking platform from a monolith to events.'],
    [true, 'Mentored six engineers.'],
    [false, 'Built with Go.'],
  ]);
});

test('a bold line under a bullet is not its continuation', () => {
  const items = bodyItems([docLine('Shipped it', { bullet: true, x: 60, width: 400 }), docLine('Next Company', { x: 60, bold: true })]);
  expect(items).toHaveLength(2);
});

test('bullet glyphs and list flags both mark list items', () => {
  expect(isBulletLine(docLine('– Did things'))).toBe(true);
  expect(isBulletLine(docLine('Did things', { bullet: true }))).toBe(true);
  expect(isBulletLine(docLine('2019 – 2021'))).toBe(false);
});
