/**
 * A contact sheet: labelled tiles of pages in a grid on a neutral background, encoded as one PNG.
 * The pages are drawn by drawPage, the code that draws the template thumbnails, so a tile shows
 * exactly what a thumbnail (and the PDF) shows. `layoutSheet` is the geometry alone, without drawing.
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { DrawDocument, FontFace } from '../layout/draw-document.ts';
import { PAGE_SIZES } from '../layout/layout-options.ts';
import { canvasFontFamily, drawPage, pageHeightPx } from './draw-thumbnail.ts';
import { encodeIndexedPng } from './indexed-png.ts';

export interface SheetTile {
  /** First label line, in bold (a template id). */
  title: string;
  /** Second label line (layout type, page count). */
  detail: string;
  /** The document whose pages the tile shows; without one the tile shows `note` on an empty page. */
  document?: DrawDocument;
  /** Zero-based indexes of the pages of `document` shown side by side. */
  pages: number[];
  /** Shown instead of the pages when there is no document (why there is none). */
  note?: string;
}

export interface ContactSheetOptions {
  /** Tiles per row. */
  columns: number;
  /** Width of every page in pixels; heights follow each page's aspect ratio. */
  pageWidthPx: number;
  /** One line of text above the grid. */
  heading?: string;
  /** Labels under the pages instead of above them. */
  labelsBelow?: boolean;
  /**
   * Encode with a palette of 256 colours (indexed-png.ts): about a quarter of the bytes, for a sheet
   * kept in the repository.
   */
  palette?: boolean;
}

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TilePlacement {
  /** The tile's whole cell: label band and page band. */
  cell: Rectangle;
  label: Rectangle;
  /** One rectangle per shown page (one empty page for a tile without a document). */
  pages: Rectangle[];
}

export interface SheetLayout {
  width: number;
  height: number;
  /** In the order of the tiles, row by row. */
  tiles: TilePlacement[];
}

export interface ContactSheet extends SheetLayout {
  png: Uint8Array;
}

export interface SheetSpacing {
  /** Space around and between tiles. */
  gutter: number;
  /** Space between two pages of one tile. */
  pageGap: number;
  /** Pixel size of the label text. */
  labelSize: number;
  /** Height of a tile's label band (two lines). */
  labelHeight: number;
  /** Height of the heading band above the grid (0 without a heading). */
  headingHeight: number;
}

/** The sheet's background: a neutral grey that white and coloured pages both stand out from. */
export const SHEET_BACKGROUND = '#d6d9de';
/** The largest side a sheet may have in pixels (the canvas limit, with room to spare). */
export const MAX_SHEET_SIDE = 30_000;

const PAGE_BORDER = '#8f959e';
const EMPTY_PAGE = '#f1f2f4';
const TEXT_COLOR = '#23272e';
const DETAIL_COLOR = '#4b515b';
const NOTE_COLOR = '#a3262a';
const LABEL_FAMILY = 'Inter';

/** Gutters, gaps and label sizes of a sheet whose pages are `pageWidthPx` wide. */
export function sheetSpacing(pageWidthPx: number, withHeading: boolean): SheetSpacing {
  const gutter = Math.max(12, Math.round(pageWidthPx * 0.08));
  const labelSize = Math.max(10, Math.round(pageWidthPx * 0.05));
  return {
    gutter,
    pageGap: Math.max(4, Math.round(pageWidthPx * 0.03)),
    labelSize,
    labelHeight: Math.round(labelSize * 2.9),
    headingHeight: withHeading ? Math.round(labelSize * 2.2) : 0,
  };
}

/** Where every tile, label and page goes: the sheet's geometry, without drawing anything. */
export function layoutSheet(tiles: readonly SheetTile[], options: ContactSheetOptions): SheetLayout {
  const { columns, pageWidthPx } = options;
  if (!Number.isInteger(columns) || columns < 1) throw new RangeError(`columns must be a positive integer, not ${columns}`);
  if (tiles.length === 0) throw new RangeError('A contact sheet needs at least one tile');
  const spacing = sheetSpacing(pageWidthPx, options.heading !== undefined);
  const pageHeights = tiles.map((tile) => (tile.document ? pageHeightPx(tile.document, pageWidthPx) : emptyPageHeight(pageWidthPx)));
  const pagesPerTile = Math.max(...tiles.map((tile) => (tile.document ? tile.pages.length : 1)), 1);
  const cellWidth = pagesPerTile * pageWidthPx + (pagesPerTile - 1) * spacing.pageGap;
  const cellHeight = spacing.labelHeight + Math.max(...pageHeights);
  const rows = Math.ceil(tiles.length / columns);
  const width = columns * cellWidth + (columns + 1) * spacing.gutter;
  const height = spacing.headingHeight + rows * cellHeight + (rows + 1) * spacing.gutter;
  if (width > MAX_SHEET_SIDE || height > MAX_SHEET_SIDE) {
    throw new RangeError(`The sheet would be ${width} x ${height} px (at most ${MAX_SHEET_SIDE} per side): use fewer columns or a smaller page width`);
  }
  const placements = tiles.map((tile, index): TilePlacement => {
    const x = spacing.gutter + (index % columns) * (cellWidth + spacing.gutter);
    const y = spacing.headingHeight + spacing.gutter + Math.floor(index / columns) * (cellHeight + spacing.gutter);
    const shown = tile.document ? tile.pages : [0];
    const [labelY, pagesY] = options.labelsBelow ? [y + cellHeight - spacing.labelHeight, y] : [y, y + spacing.labelHeight];
    return {
      cell: { x, y, width: cellWidth, height: cellHeight },
      label: { x, y: labelY, width: cellWidth, height: spacing.labelHeight },
      pages: shown.map((_, position) => ({ x: x + position * (pageWidthPx + spacing.pageGap), y: pagesY, width: pageWidthPx, height: pageHeights[index]! })),
    };
  });
  return { width, height, tiles: placements };
}

/** Draws the tiles as a grid (see layoutSheet) and encodes the sheet as PNG. */
export async function composeContactSheet(tiles: readonly SheetTile[], options: ContactSheetOptions): Promise<ContactSheet> {
  const layout = layoutSheet(tiles, options);
  const spacing = sheetSpacing(options.pageWidthPx, options.heading !== undefined);
  const canvas = createCanvas(layout.width, layout.height);
  const context = canvas.getContext('2d');
  context.fillStyle = SHEET_BACKGROUND;
  context.fillRect(0, 0, layout.width, layout.height);
  context.textBaseline = 'alphabetic';
  context.textAlign = 'left';

  if (options.heading !== undefined) {
    const headingSize = Math.round(spacing.labelSize * 1.3);
    writeLine(context, options.heading, { x: spacing.gutter, y: spacing.gutter + headingSize, width: layout.width - 2 * spacing.gutter, size: headingSize, weight: 'bold', color: TEXT_COLOR });
  }
  for (const [index, tile] of tiles.entries()) {
    const placement = layout.tiles[index]!;
    const { label } = placement;
    // Under a page, the label keeps a little more room from the page above it.
    const top = label.y + (options.labelsBelow ? spacing.labelSize * 0.35 : 0);
    writeLine(context, tile.title, { x: label.x, y: top + spacing.labelSize * 1.05, width: label.width, size: spacing.labelSize, weight: 'bold', color: TEXT_COLOR });
    writeLine(context, tile.detail, { x: label.x, y: top + spacing.labelSize * 2.3, width: label.width, size: Math.round(spacing.labelSize * 0.85), weight: 'regular', color: DETAIL_COLOR });
    for (const [position, page] of placement.pages.entries()) {
      // A one-pixel frame just outside the page, so that light pages keep their edge on the grey.
      context.strokeStyle = PAGE_BORDER;
      context.lineWidth = 1;
      context.strokeRect(page.x - 0.5, page.y - 0.5, page.width + 1, page.height + 1);
      if (tile.document) {
        await drawPage(context, tile.document, { page: tile.pages[position]!, x: page.x, y: page.y, widthPx: page.width });
      } else {
        context.fillStyle = EMPTY_PAGE;
        context.fillRect(page.x, page.y, page.width, page.height);
        writeParagraph(context, tile.note ?? 'No pages', page, spacing.labelSize);
      }
    }
  }
  const png = options.palette ? encodeIndexedPng(context.getImageData(0, 0, layout.width, layout.height).data, layout.width, layout.height) : await canvas.encode('png');
  return { ...layout, png };
}

/** Height of the empty page of a tile without a document: an A4 page `widthPx` wide. */
function emptyPageHeight(widthPx: number): number {
  return Math.round((widthPx * PAGE_SIZES.A4.height) / PAGE_SIZES.A4.width);
}

function labelFont(size: number, weight: FontFace['weight']): string {
  return `${size}px "${canvasFontFamily({ family: LABEL_FAMILY, weight, style: 'normal' })}"`;
}

/** One line of text at baseline y, clipped to `width` so it never runs into the next tile. */
function writeLine(context: SKRSContext2D, text: string, line: { x: number; y: number; width: number; size: number; weight: FontFace['weight']; color: string }): void {
  context.save();
  context.beginPath();
  context.rect(line.x, line.y - line.size * 1.2, line.width, line.size * 1.6);
  context.clip();
  context.font = labelFont(line.size, line.weight);
  context.fillStyle = line.color;
  context.fillText(text, line.x, line.y);
  context.restore();
}

/** `text` wrapped at word boundaries inside `box`, with a margin; lines past the box are dropped. */
function writeParagraph(context: SKRSContext2D, text: string, box: Rectangle, size: number): void {
  const margin = size;
  const width = box.width - 2 * margin;
  context.font = labelFont(size, 'regular');
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && context.measureText(`${last} ${word}`).width <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  lines.forEach((line, index) => {
    const y = box.y + margin + size * (1 + index * 1.3);
    if (y < box.y + box.height - margin) writeLine(context, line, { x: box.x + margin, y, width, size, weight: 'regular', color: NOTE_COLOR });
  });
}
