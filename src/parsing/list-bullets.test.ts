import { describe, expect, test } from 'bun:test';
import { stripBullet } from './list-bullets.ts';
import type { PdfTextItem } from './pdf-text.ts';

function item(text: string, x = 40): PdfTextItem {
  return { text, x, y: 100, width: text.length * 5, fontSize: 10, height: 10, fontName: 'Inter-Regular', bold: false, italic: false };
}

describe('stripBullet', () => {
  test('a round bullet opening the item is stripped', () => {
    const strip = stripBullet([item('• Led the platform team')]);
    expect(strip.bullet).toBe(true);
    expect(strip.items[0]!.text).toBe('Led the platform team');
  });

  test('a chevron quote followed by a space opens a list item, in the item or as its own item', () => {
    expect(stripBullet([item('› Cut checkout latency')]).items[0]!.text).toBe('Cut checkout latency');
    expect(stripBullet([item('»'), item('Cut checkout latency', 50)]).bullet).toBe(true);
    expect(stripBullet([item('» Moved storage to columns')]).bullet).toBe(true);
  });

  test('a quotation opened by an angle quote is not a list item', () => {
    expect(stripBullet([item('»Qualität zuerst« war unser Motto')]).bullet).toBe(false);
    expect(stripBullet([item('›Clean code‹ guild founder')]).bullet).toBe(false);
  });

  test('a negative number is not a dash bullet', () => {
    expect(stripBullet([item('-5 % energy use')]).bullet).toBe(false);
  });
});
