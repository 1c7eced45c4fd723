/**
 * How alike two pages look as layouts, from their draw commands: 1 for the same arrangement, near 0
 * for unrelated ones. It judges structure (columns, header form, bands, indents, title geometry), not
 * colour or typeface, and forgives vertical drift: the same design set in another font wraps lines
 * differently and so moves everything below a little, which must not read as a different design.
 *
 * Features: the page scaled to a 612 x 842 pt reference sheet (any page size maps onto the same grid)
 * and cut into rows 6 pt high; each row a vector of 12 pt wide cells in three channels, the share of
 * the cell covered by (1) body text, (2) headings (H1/H2), (3) shapes (rules, fills, outlines, images,
 * paths), blurred by one cell horizontally so a column edge moved by a few points still overlaps.
 *
 * Similarity: rows are aligned by dynamic time warping within a band of a quarter of the page; a row
 * pair costs 1 − weighted soft IoU (Σmin / Σmax over cells, headings weighted 1.5) and each step is
 * weighted by the ink in the two rows, so the empty rows between blocks matter little. Similarity is
 * 1 − weighted path cost / weighted path length. (Rejected: raw mask IoU, where one design in another
 * font scored anywhere from 0.24 to 0.97; un-aligned row IoU, where same-design variants had a median
 * of 0.72.) See docs/plans/issue-15-catalogue.md, section 5, for the calibration and the 0.60 limit.
 */
import { pathBounds, type DrawDocument, type DrawItem, type DrawPage } from './draw-document.ts';

/** The size every page is scaled to before it is cut into cells, in points (Letter's width, A4's height: the calibrated grid). */
const REFERENCE_WIDTH = 612;
const REFERENCE_HEIGHT = 842;
const CELL_WIDTH = 12;
const ROW_HEIGHT = 6;
const COLUMNS = Math.ceil(REFERENCE_WIDTH / CELL_WIDTH);
const ROWS = Math.ceil(REFERENCE_HEIGHT / ROW_HEIGHT);

/** Channels of a cell, and their weights in the row cost: a heading moved counts more than body text moved. */
const Channel = { Body: 0, Heading: 1, Shape: 2 } as const;
type Channel = (typeof Channel)[keyof typeof Channel];
const CHANNEL_WEIGHTS = [1, 1.5, 1] as const;
const CHANNELS = CHANNEL_WEIGHTS.length;

/** How far (share of the page height) the alignment may shift one page's rows against the other's. */
const WARP_BAND = 0.25;
/** Lines thinner than this (pt) are thickened, so a hairline rule still registers in its row. */
const MIN_LINE_THICKNESS = 1.5;

/** A page as rows of cell coverage, channel by channel (row[channel * COLUMNS + column], each 0..1). */
export interface PageProfile {
  rows: Float32Array[];
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The profile of one page of a document (the first by default). */
export function documentProfile(document: DrawDocument, pageIndex = 0): PageProfile {
  const page = document.pages[pageIndex];
  if (!page) throw new RangeError(`The document has ${document.pages.length} page(s); no page ${pageIndex + 1}`);
  return pageProfile(page, document);
}

/** The profile of `page`, drawn on a sheet of the given size and background. */
export function pageProfile(page: DrawPage, sheet: Pick<DrawDocument, 'width' | 'height' | 'background'>): PageProfile {
  const rows = Array.from({ length: ROWS }, () => new Float32Array(COLUMNS * CHANNELS));
  const scaleX = REFERENCE_WIDTH / sheet.width;
  const scaleY = REFERENCE_HEIGHT / sheet.height;
  for (const item of page.items) {
    const mark = markOf(item, sheet.background);
    if (!mark) continue;
    const { box, channel } = mark;
    addCoverage(rows, channel, { x0: box.x0 * scaleX, y0: box.y0 * scaleY, x1: box.x1 * scaleX, y1: box.y1 * scaleY });
  }
  return { rows: rows.map(blurHorizontally) };
}

/** Where an item puts ink and in which channel; undefined for what is not part of the layout. */
function markOf(item: DrawItem, background: string): { box: Box; channel: Channel } | undefined {
  switch (item.kind) {
    case 'text': {
      // Page numbers and running labels (artifacts) are the same on every template: left out.
      if (item.role === 'Artifact' || !item.text.trim()) return undefined;
      const channel = item.role === 'H1' || item.role === 'H2' ? Channel.Heading : Channel.Body;
      return { channel, box: { x0: item.x, y0: item.y - item.size * 0.75, x1: item.x + item.width, y1: item.y + item.size * 0.2 } };
    }
    case 'rect':
      // A rectangle in the page's own colour draws nothing visible (white-out under a photo, say).
      if (!item.stroke && (!item.fill || item.fill.toUpperCase() === background.toUpperCase())) return undefined;
      return { channel: Channel.Shape, box: { x0: item.x, y0: item.y, x1: item.x + item.width, y1: item.y + item.height } };
    case 'image':
      return { channel: Channel.Shape, box: { x0: item.x, y0: item.y, x1: item.x + item.width, y1: item.y + item.height } };
    case 'line': {
      const pad = Math.max(item.width, MIN_LINE_THICKNESS);
      return {
        channel: Channel.Shape,
        box: { x0: Math.min(item.x1, item.x2) - pad, y0: Math.min(item.y1, item.y2) - pad, x1: Math.max(item.x1, item.x2) + pad, y1: Math.max(item.y1, item.y2) + pad },
      };
    }
    case 'path': {
      // Icons and level marks count by their bounding box.
      const bounds = pathBounds(item.commands);
      return bounds && { channel: Channel.Shape, box: { x0: bounds.x, y0: bounds.y, x1: bounds.x + bounds.width, y1: bounds.y + bounds.height } };
    }
  }
}

/** Adds the share of each cell that `box` (reference points) covers to `channel`, capped at 1. */
function addCoverage(rows: Float32Array[], channel: Channel, box: Box): void {
  const x0 = Math.max(0, box.x0);
  const x1 = Math.min(REFERENCE_WIDTH, box.x1);
  const y0 = Math.max(0, box.y0);
  const y1 = Math.min(REFERENCE_HEIGHT, box.y1);
  for (let row = Math.floor(y0 / ROW_HEIGHT); row < ROWS && row * ROW_HEIGHT < y1; row++) {
    const overlapY = Math.min(y1, (row + 1) * ROW_HEIGHT) - Math.max(y0, row * ROW_HEIGHT);
    if (overlapY <= 0) continue;
    const cells = rows[row] as Float32Array;
    for (let column = Math.floor(x0 / CELL_WIDTH); column < COLUMNS && column * CELL_WIDTH < x1; column++) {
      const overlapX = Math.min(x1, (column + 1) * CELL_WIDTH) - Math.max(x0, column * CELL_WIDTH);
      if (overlapX <= 0) continue;
      const index = channel * COLUMNS + column;
      cells[index] = Math.min(1, (cells[index] as number) + (overlapX * overlapY) / (CELL_WIDTH * ROW_HEIGHT));
    }
  }
}

/** Each cell ½ itself + ¼ each neighbour (the edge cell stands in for its missing neighbour). */
function blurHorizontally(cells: Float32Array): Float32Array {
  const blurred = new Float32Array(cells.length);
  for (let channel = 0; channel < CHANNELS; channel++) {
    const start = channel * COLUMNS;
    for (let column = 0; column < COLUMNS; column++) {
      const at = (c: number) => cells[start + Math.min(COLUMNS - 1, Math.max(0, c))] as number;
      blurred[start + column] = 0.5 * at(column) + 0.25 * at(column - 1) + 0.25 * at(column + 1);
    }
  }
  return blurred;
}

/**
 * How two rows compare: `ink`, the ink of the two together (how much their match counts), and
 * `cost`, 1 − their weighted soft IoU (0 for the same ink, 1 for ink in different places). One pass
 * over the cells: this is the inner loop of the alignment.
 */
function compareRows(a: Float32Array, b: Float32Array): { ink: number; cost: number } {
  let ink = 0;
  let shared = 0;
  let either = 0;
  for (let channel = 0; channel < CHANNELS; channel++) {
    const weight = CHANNEL_WEIGHTS[channel] as number;
    let channelMin = 0;
    let channelMax = 0;
    for (let index = channel * COLUMNS, end = index + COLUMNS; index < end; index++) {
      const x = a[index] as number;
      const y = b[index] as number;
      if (x < y) {
        channelMin += x;
        channelMax += y;
      } else {
        channelMin += y;
        channelMax += x;
      }
    }
    ink += channelMax;
    shared += weight * channelMin;
    either += weight * channelMax;
  }
  return { ink, cost: either < 1e-6 ? 0 : 1 - shared / either };
}

/**
 * How alike two page profiles are, 0..1 (1: the same layout). Symmetric. Rows are aligned by dynamic
 * time warping; each step's cost is weighted by its ink, and the result is 1 − cost / ink along the
 * cheapest path.
 */
export function layoutSimilarity(a: PageProfile, b: PageProfile): number {
  const n = a.rows.length;
  const m = b.rows.length;
  const band = Math.ceil(Math.max(n, m) * WARP_BAND);
  const stride = m + 1;
  // cost[i][j]: cheapest weighted cost aligning the first i rows of a with the first j of b;
  // ink[i][j]: the total weight along that cheapest path.
  const cost = new Float64Array((n + 1) * stride).fill(Number.POSITIVE_INFINITY);
  const ink = new Float64Array((n + 1) * stride);
  cost[0] = 0;
  for (let i = 1; i <= n; i++) {
    for (let j = Math.max(1, i - band); j <= Math.min(m, i + band); j++) {
      const { ink: weight, cost: rowCost } = compareRows(a.rows[i - 1] as Float32Array, b.rows[j - 1] as Float32Array);
      // The cheapest way in: both pages advance a row, or only one does (ties go to both).
      let from = (i - 1) * stride + j - 1;
      const onlyA = (i - 1) * stride + j;
      const onlyB = i * stride + j - 1;
      if ((cost[onlyA] as number) < (cost[from] as number)) from = onlyA;
      if ((cost[onlyB] as number) < (cost[from] as number)) from = onlyB;
      cost[i * stride + j] = (cost[from] as number) + weight * rowCost;
      ink[i * stride + j] = (ink[from] as number) + weight;
    }
  }
  const totalInk = ink[n * stride + m] as number;
  return totalInk === 0 ? 1 : 1 - (cost[n * stride + m] as number) / totalInk;
}
