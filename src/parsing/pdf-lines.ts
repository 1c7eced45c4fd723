/**
 * PDF text items -> lines in reading order. First version: items sharing a baseline form a line,
 * pages top to bottom; column detection comes with the parser work.
 */
import type { DocLine } from './document-lines.ts';
import type { PdfText } from './pdf-text.ts';

/** The lines of every page, top to bottom. */
export function pdfLines(text: PdfText): { lines: DocLine[]; multiColumn: boolean } {
  const lines: DocLine[] = [];
  text.pages.forEach((page, index) => {
    const rows = new Map<number, typeof page.items>();
    for (const item of page.items) {
      const key = Math.round(item.y);
      rows.set(key, [...(rows.get(key) ?? []), item]);
    }
    let previousY: number | undefined;
    for (const [y, items] of [...rows].sort((a, b) => a[0] - b[0])) {
      items.sort((a, b) => a.x - b.x);
      const lineText = items.map((item) => item.text.trim()).join(' ').replace(/\s+/g, ' ').trim();
      if (!lineText) continue;
      const fontSize = Math.max(...items.map((item) => item.fontSize));
      lines.push({
        text: lineText,
        segments: [{ text: lineText, x: items[0]!.x }],
        page: index + 1,
        column: 0,
        x: items[0]!.x,
        y,
        width: items.at(-1)!.x + items.at(-1)!.width - items[0]!.x,
        fontSize,
        bold: items.every((item) => item.bold),
        italic: items.every((item) => item.italic),
        bullet: false,
        gapBefore: previousY === undefined ? 0 : (y - previousY) / fontSize,
      });
      previousY = y;
    }
  });
  return { lines, multiColumn: false };
}
