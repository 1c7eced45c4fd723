/**
 * The header as a box on page 1: name, title and contacts (header.ts rows), the photo left, right or
 * centred above them, the band behind them (from page edge to page edge, or a rounded card around the
 * box) and the rule under them. Used above both columns (placement 'top') and at the top of the main
 * column (placement 'main'), and atop a cover letter with a band; the side column's header (placement
 * 'side') is built in layout-resume.ts (headerInSideColumn).
 */
import type { DrawItem } from './draw-document.ts';
import type { LayoutOptions } from './layout-options.ts';
import { surfaceColor, type Theme } from './theme.ts';
import { headerRows } from './header.ts';
import { rowsHeight } from './blocks.ts';
import type { Surface, TemplateStyle } from '../templates/template-style.ts';
import type { Header } from '../domain/resume.ts';

export interface HeaderBox {
  /** Left edge and width of the box the header's text and photo take. */
  left: number;
  width: number;
  /** Top of the content area on page 1 (below the margin and the top bar). */
  top: number;
  /** The band: across the page from the top bar ('bleed'), or a rounded card around the box. */
  band: 'bleed' | 'card';
  pageWidth: number;
  topBar: number;
  /** The page margin, pt (a bleed band's padding grows with it). */
  margin: number;
  /** Draw no photo here (it is drawn elsewhere: the side column's top in placement 'main'). */
  withoutPhoto?: boolean;
}

export interface PlacedHeader {
  items: DrawItem[];
  /** Room the header takes below `top`: where the columns start on page 1. */
  height: number;
  /** Where the header's ink (band, card, rule) ends. */
  bottom: number;
}

/** Radius of a header card's corners, as a share of the body size. */
const CARD_RADIUS = 0.6;

export function placeHeader(header: Header, options: LayoutOptions, theme: Theme, box: HeaderBox): PlacedHeader {
  const spec = options.style.header;
  const surface: Surface = spec.band;
  const banded = surface !== 'none';
  const card = banded && box.band === 'card';
  const photo = options.photo && !box.withoutPhoto ? options.photo : undefined;
  const photoSize = photo ? spec.photoSize : 0;
  // A card pads its text on every side; a bleed band only above and below (its sides are the page's).
  const inset = card ? theme.size * 1.2 : 0;
  const left = box.left + inset;
  const width = box.width - 2 * inset;
  const beside = photo && spec.photo !== 'center' ? photoSize + theme.size * 1.2 : 0;
  const textX = spec.photo === 'left' ? beside : 0;
  const rows = headerRows(header, options, theme, width - beside, { surface });
  // A resume without a header (no name, title or contacts) and no photo: a band, card or rule would frame nothing.
  if (rows.length === 0 && !photo) return { items: [], height: 0, bottom: box.top };
  const textHeight = rowsHeight(rows);
  const padding = card ? inset : banded ? Math.max(theme.size * 1.6, box.margin * 0.6) : 0;
  const items: DrawItem[] = [];
  let top = banded && !card ? box.topBar + padding : box.top + (card ? padding : 0);
  if (photo && spec.photo === 'center') {
    items.push(photoItem(photo.imageId, left + (width - photoSize) / 2, top, photoSize, spec.photoShape));
    top += photoSize + theme.size * 0.8;
  } else if (photo) {
    const x = spec.photo === 'left' ? left : left + width - photoSize;
    items.push(photoItem(photo.imageId, x, top + Math.max(0, (textHeight - photoSize) / 2), photoSize, spec.photoShape));
  }
  const textTop = top + (beside ? Math.max(0, (photoSize - textHeight) / 2) : 0);
  let cursor = textTop;
  for (const row of rows) {
    items.push(...row.draw(left + textX, cursor));
    cursor += row.height;
  }
  const bottom = Math.max(cursor, beside ? top + photoSize : cursor) + padding;
  if (card) items.unshift({ kind: 'rect', x: box.left, y: box.top, width: box.width, height: bottom - box.top, fill: surfaceColor(theme.color, surface), radius: theme.size * CARD_RADIUS });
  else if (banded) items.unshift({ kind: 'rect', x: 0, y: box.topBar, width: box.pageWidth, height: bottom - box.topBar, fill: surfaceColor(theme.color, surface) });
  let height = Math.max(0, bottom - box.top) + theme.size * (banded ? 1.4 : 0.9);
  let inkBottom = bottom;
  if (spec.rule > 0) {
    const y = box.top + height - theme.size * 0.5;
    items.push({ kind: 'line', x1: box.left, y1: y, x2: box.left + box.width, y2: y, width: spec.rule, color: theme.color.accent });
    height += theme.size * 0.4;
    inkBottom = y + theme.size * 0.6;
  }
  return { items, height, bottom: inkBottom };
}

export function photoItem(imageId: string, x: number, y: number, size: number, shape: TemplateStyle['header']['photoShape']): DrawItem {
  return { kind: 'image', x, y, width: size, height: size, imageId, clip: shape === 'square' ? 'none' : shape };
}
