/**
 * PDF text items -> lines in reading order. The steps, each in its own module: items on one
 * baseline form rows, rows are cut into pieces at gaps (text-rows.ts), a date range set on two lines
 * becomes one piece (stacked-dates.ts); each page's gutters split it
 * into a header band, columns and a footer band (detect-columns.ts); columns are read as tracks
 * through the document, left to right (reading-order.ts); the pieces of one row in one region make
 * a line, with segments and a stripped bullet (assemble-lines.ts); page numbers and running
 * headers and footers are dropped (page-furniture.ts).
 *
 * `gapBefore` is the white space between the previous line's baseline region and this one, in
 * ems of this line: (baseline distance - font size) / font size, 0 at the top of a column. Lines of
 * one paragraph get about 0.2, a line after a section break 0.5 or more.
 */
import { assembleLine } from './assemble-lines.ts';
import { detectColumns, type PageRegion } from './detect-columns.ts';
import type { DocLine } from './document-lines.ts';
import { isLetterSpaced, undoLetterSpacing } from './letter-spacing.ts';
import { furnitureFilter } from './page-furniture.ts';
import type { PdfText, PdfTextItem } from './pdf-text.ts';
import { orderRegions } from './reading-order.ts';
import { joinStackedDates } from './stacked-dates.ts';
import { groupRows, piecesOf, type TextPiece } from './text-rows.ts';

/** A lone "|" this many times taller than the page's usual text is an invisible reading aid, not text. */
const WALL_HEIGHT = 3;

/** The lines of every page in reading order, and whether any page was read as columns. */
export function pdfLines(text: PdfText): { lines: DocLine[]; multiColumn: boolean } {
  const regions: PageRegion[][] = text.pages.map((page, index) => detectColumns(joinStackedDates(piecesOf(groupRows(cleanItems(page.items)))), index === 0));
  const multiColumn = regions.some((page) => page.some((region) => region.kind === 'column' && region.column > 0));
  const assembled: Array<Omit<DocLine, 'gapBefore'>> = [];
  for (const { page, region, column } of orderRegions(regions)) {
    for (const pieces of byRow(region.pieces)) {
      const line = assembleLine(pieces, page, column, region.labelGutter);
      if (line) assembled.push(line);
    }
  }
  const isFurniture = furnitureFilter(
    assembled,
    text.pages.map((page) => page.height),
  );
  const lines: DocLine[] = [];
  for (const line of assembled.filter((candidate) => !isFurniture(candidate))) {
    const previous = lines.at(-1);
    const sameColumn = previous !== undefined && previous.page === line.page && previous.column === line.column && line.y > previous.y;
    lines.push({ ...line, gapBefore: sameColumn ? Math.max(0, (line.y - previous.y - line.fontSize) / line.fontSize) : 0 });
  }
  return { lines, multiColumn };
}

/** The page's items without blanks, exact duplicates (fake bold) and reading walls, letter spacing undone. */
function cleanItems(items: readonly PdfTextItem[]): PdfTextItem[] {
  const sizes = items.map((item) => item.height).sort((a, b) => a - b);
  const usual = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const seen = new Set<string>();
  const kept = items.filter((item) => {
    if (item.text.trim() === '') return false;
    // Stretched vertically, so its height, not its size (the horizontal scale), tells it apart.
    if (item.text.trim() === '|' && Math.max(item.height, item.fontSize) > WALL_HEIGHT * usual) return false;
    const key = `${item.text}|${Math.round(item.x)}|${Math.round(item.y)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const spaced = kept.filter((item) => isLetterSpaced(item.text.trim()));
  if (spaced.length === 0) return kept;
  return kept.map((item) => {
    const trimmed = item.text.trim();
    const text = undoLetterSpacing(
      trimmed,
      spaced.some((other) => sameRowAndStyle(item, other)),
    );
    return text === trimmed ? item : { ...item, text };
  });
}

/** Two items of one font and size on one baseline: the words of one tracked-out name or heading. */
function sameRowAndStyle(a: PdfTextItem, b: PdfTextItem): boolean {
  return a.fontName === b.fontName && Math.abs(a.fontSize - b.fontSize) < 0.01 && Math.abs(a.y - b.y) < 0.2 * a.fontSize;
}

/** The region's pieces grouped by row, top to bottom. */
function byRow(pieces: readonly TextPiece[]): TextPiece[][] {
  const rows = new Map<number, TextPiece[]>();
  for (const piece of pieces) rows.set(piece.row, [...(rows.get(piece.row) ?? []), piece]);
  return [...rows].sort((a, b) => a[0] - b[0]).map(([, row]) => row);
}
