/**
 * Finds the columns of a page: a vertical gutter is an x range that no piece of text crosses over a
 * tall band of consecutive rows, with text on both sides that does not share its baselines. The
 * last test keeps a one-column resume with right-aligned dates (a title left, "2019 – 2022" right,
 * an empty stripe between them for a few rows) from reading as two columns: dates sit on the
 * baseline of a title, while the lines of a real second column come at their own spacing.
 * Columns on one baseline grid pass when both sides are flush-left ragged-right text and either
 * drift apart somewhere or one is a short column beside the other: a block of lines hugging its
 * left edge while the other side goes on alone (a short sidebar), unlike labels or dates that each
 * sit beside an entry (moderncv margins) or table cells (a skills grid).
 *
 * Text above the band (a header across the page) and below it (a footer, a full-width section
 * after the columns) becomes full-width bands of its own. Limit: one column band per page; a second
 * column area below a full-width section is read row by row inside the bottom band.
 */
import { isDateMargin } from './date-margin.ts';
import { headerColumns } from './header-columns.ts';
import { isLabelColumn } from './label-column.ts';
import type { TextPiece } from './text-rows.ts';

/** A part of a page read as a unit: a full-width band, or one column (0 = leftmost). */
export interface PageRegion {
  kind: 'top' | 'column' | 'bottom';
  /** Column index from the left; 0 for bands. */
  column: number;
  pieces: TextPiece[];
  /** The page is one column with a column of labels left of this x: a label and its value are segments of one line. */
  labelGutter?: number;
}

/** A gutter may only be crossed by this fraction of the page's rows (header lines, a rule of text). */
const MAX_CROSSING_SHARE = 0.2;
/** Gutters hug neither edge of the text: each side keeps at least this share of the text's width. */
const MIN_SIDE_SHARE = 0.12;
/** Each side of a gutter needs this many rows of its own. */
const MIN_SIDE_ROWS = 2;
/** At least this share of each side's rows must have no text on the other side at their baseline. */
const MIN_OWN_BASELINE_SHARE = 0.3;
const MIN_GUTTER_WIDTH = 4;
/** A side is set flush left (or right) when this share of its rows start (end) at one x. */
const MIN_FLUSH_SHARE = 0.4;
const EDGE_TOLERANCE = 1.5;
/** Edges of fewer rows than this say nothing about alignment. */
const MIN_EDGE_ROWS = 4;
/** Columns on a shared baseline grid still have this share of rows of their own. */
const MIN_DRIFT_SHARE = 0.1;
/** A short column beside a long one: the long side has this many rows of its own... */
const MIN_LONG_OWN_ROWS = 3;
/** ...and the short side has this many lines one under the other with no row between them. */
const MIN_BLOCK_ROWS = 3;
/** ...and each of its rows starts within this many ems of its left edge (indents, bullets). */
const MAX_INDENT_EMS = 2;

interface Split {
  gutter: number;
  firstRow: number;
  lastRow: number;
  /** Left of the gutter are labels beside their values (label-column.ts): not a column to read apart. */
  labels?: boolean;
}

/**
 * The page's regions in reading order: top band, columns left to right, bottom band; or one column.
 * On the first page a header block set in columns of its own (headerColumns) becomes one top
 * region per header column.
 */
export function detectColumns(pieces: readonly TextPiece[], firstPage = false): PageRegion[] {
  const { split, labelGutter } = bestSplit(pieces);
  if (!split) {
    const header = firstPage ? headerColumns(pieces) : undefined;
    const labels = labelGutter === undefined ? {} : { labelGutter };
    if (!header) return [{ kind: 'column', column: 0, pieces: [...pieces], ...labels }];
    // The label gutter holds below the header too (a moderncv margin under a name and contact block).
    return [...header.groups.map((group) => ({ kind: 'top' as const, column: 0, pieces: group })), { kind: 'column', column: 0, pieces: header.rest, ...labels }];
  }
  const inBand = (piece: TextPiece) => piece.row >= split.firstRow && piece.row <= split.lastRow;
  const top = pieces.filter((piece) => piece.row < split.firstRow);
  const header = firstPage ? headerColumns(top, true) : undefined;
  const regions: PageRegion[] = [
    ...(header ? [...header.groups, header.rest] : [top]).map((group) => ({ kind: 'top' as const, column: 0, pieces: group })),
    { kind: 'column', column: 0, pieces: pieces.filter((piece) => inBand(piece) && piece.x1 <= split.gutter) },
    { kind: 'column', column: 1, pieces: pieces.filter((piece) => inBand(piece) && piece.x0 >= split.gutter) },
    { kind: 'bottom', column: 0, pieces: pieces.filter((piece) => piece.row > split.lastRow) },
  ];
  return regions.filter((region) => region.pieces.length > 0);
}

/**
 * The gutter with the tallest uncrossed band that passes the two-column tests, if any; else the
 * gutter of the tallest band with labels left of it.
 */
function bestSplit(pieces: readonly TextPiece[]): { split?: Split; labelGutter?: number } {
  if (pieces.length < 2 * MIN_SIDE_ROWS) return {};
  const left = Math.min(...pieces.map((piece) => piece.x0));
  const right = Math.max(...pieces.map((piece) => piece.x1));
  const rowCount = new Set(pieces.map((piece) => piece.row)).size;
  const span = right - left;
  if (span <= 0) return {};
  // How many rows cover each point of x: gutters are the stretches few rows cover.
  const coverage = new Array<Set<number>>(Math.ceil(span) + 1);
  for (const piece of pieces) {
    for (let x = Math.floor(piece.x0 - left); x <= Math.ceil(piece.x1 - left) && x < coverage.length; x++) {
      (coverage[x] ??= new Set()).add(piece.row);
    }
  }
  const limit = Math.max(1, Math.floor(MAX_CROSSING_SHARE * rowCount));
  let best: Split | undefined;
  let bestLabels: Split | undefined;
  const rowsOf = (split: Split | undefined) => (split ? split.lastRow - split.firstRow + 1 : 0);
  for (const candidate of lowCoverageRuns(coverage, limit, Math.floor(MIN_SIDE_SHARE * span))) {
    const split = bandAt(pieces, left + candidate);
    if (!split) continue;
    if (split.labels) {
      if (rowsOf(split) > rowsOf(bestLabels)) bestLabels = split;
    } else if (rowsOf(split) > rowsOf(best)) best = split;
  }
  return best ? { split: best } : { labelGutter: bestLabels?.gutter };
}

/**
 * Candidate gutters, as offsets: in each run of low coverage at least MIN_GUTTER_WIDTH wide, the
 * middle of every stretch less covered than its neighbours. Not only the least covered one: the
 * rows that cover a stretch are counted, not placed, so a sliver where one long sidebar line ends
 * just short of the header above can score as low as the real gutter; the band test decides.
 */
function lowCoverageRuns(coverage: Array<Set<number> | undefined>, limit: number, margin: number): number[] {
  const points: number[] = [];
  const level = (x: number) => coverage[x]?.size ?? 0;
  let start = -1;
  const close = (end: number) => {
    if (start < 0) return;
    if (end - start >= MIN_GUTTER_WIDTH) {
      for (let x = start; x < end; x++) {
        let stretchEnd = x;
        while (stretchEnd + 1 < end && level(stretchEnd + 1) === level(x)) stretchEnd++;
        const lowerThanBefore = x === start || level(x - 1) > level(x);
        const lowerThanAfter = stretchEnd === end - 1 || level(stretchEnd + 1) > level(x);
        if (lowerThanBefore && lowerThanAfter) points.push((x + stretchEnd) / 2);
        x = stretchEnd;
      }
    }
    start = -1;
  };
  for (let x = margin; x < coverage.length - margin; x++) {
    if (level(x) <= limit) {
      if (start < 0) start = x;
    } else close(x);
  }
  close(coverage.length - margin);
  return points;
}

/** The longest run of rows no piece crosses `gutter` in, when it passes the two-column tests. */
function bandAt(pieces: readonly TextPiece[], gutter: number): Split | undefined {
  const rows = [...new Set(pieces.map((piece) => piece.row))].sort((a, b) => a - b);
  const crossed = new Set(pieces.filter((piece) => piece.x0 < gutter && piece.x1 > gutter).map((piece) => piece.row));
  let best: Split | undefined;
  let runStart = -1;
  const consider = (endIndex: number) => {
    if (runStart < 0) return;
    const split = { gutter, firstRow: rows[runStart]!, lastRow: rows[endIndex]! };
    if (!best || split.lastRow - split.firstRow > best.lastRow - best.firstRow) best = split;
    runStart = -1;
  };
  rows.forEach((row, index) => {
    if (crossed.has(row)) consider(index - 1);
    else if (runStart < 0) runStart = index;
  });
  consider(rows.length - 1);
  if (!best) return undefined;
  best = withoutHeaderOverhang(pieces, best);
  const band = pieces.filter((piece) => piece.row >= best!.firstRow && piece.row <= best!.lastRow);
  const leftRows = new Set(band.filter((piece) => piece.x1 <= gutter).map((piece) => piece.row));
  const rightRows = new Set(band.filter((piece) => piece.x0 >= gutter).map((piece) => piece.row));
  if (leftRows.size < MIN_SIDE_ROWS || rightRows.size < MIN_SIDE_ROWS) return undefined;
  const ownShare = (mine: Set<number>, theirs: Set<number>) => [...mine].filter((row) => !theirs.has(row)).length / mine.size;
  const own = Math.min(ownShare(leftRows, rightRows), ownShare(rightRows, leftRows));
  const sides = [band.filter((piece) => piece.x1 <= gutter), band.filter((piece) => piece.x0 >= gutter)];
  // Labels beside their values (Europass, a Lebenslauf table) are read row by row, not as a column.
  if (isLabelColumn(sides[0]!, sides[1]!)) return { ...best, labels: true };
  // A column of periods beside the entries is read row by row, each date on its entry's line.
  if (sides.some(isDateMargin)) return undefined;
  if (own >= MIN_OWN_BASELINE_SHARE) return best;
  if (!sides.every(readsLikeText)) return undefined;
  // Columns on one grid still drift apart somewhere; a table (a skills grid) shares every baseline.
  if (own >= MIN_DRIFT_SHARE) return best;
  const allRows = [...new Set(pieces.map((piece) => piece.row))].sort((a, b) => a - b);
  const beside = (long: Set<number>, short: Set<number>, side: readonly TextPiece[]) => hugsItsEdge(side) && shortColumnBeside(long, short, allRows);
  return beside(leftRows, rightRows, sides[1]!) || beside(rightRows, leftRows, sides[0]!) ? best : undefined;
}

/**
 * Every row of a column starts at its left edge or an indent from it; a right-aligned date or the
 * second cell of a table row beyond the gutter starts wherever its text's width puts it.
 */
function hugsItsEdge(pieces: readonly TextPiece[]): boolean {
  const edge = Math.min(...pieces.map((piece) => piece.x0));
  const em = Math.max(...pieces.flatMap((piece) => piece.items.map((item) => item.fontSize)));
  const starts = new Map<number, number>();
  for (const piece of pieces) starts.set(piece.row, Math.min(starts.get(piece.row) ?? Infinity, piece.x0));
  return [...starts.values()].every((start) => start - edge <= MAX_INDENT_EMS * em);
}

/**
 * A short column beside a long one on the same baseline grid shares all its baselines, yet it is
 * not a table: the long side goes on alone for many rows, and the short side is a block of lines
 * one under the other (a sidebar section), not labels that each sit beside the start of an entry
 * (dates in a moderncv margin, a date right of a title), which the long side's own rows separate.
 */
function shortColumnBeside(long: Set<number>, short: Set<number>, allRows: readonly number[]): boolean {
  const longOwn = [...long].filter((row) => !short.has(row)).length;
  if (longOwn < MIN_LONG_OWN_ROWS || longOwn / long.size < MIN_OWN_BASELINE_SHARE) return false;
  let run = 0;
  let longest = 0;
  for (const row of allRows) {
    run = short.has(row) ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest >= MIN_BLOCK_ROWS;
}

/**
 * Centred header lines that happen to miss the gutter (a job title, a short contact line) are not
 * the start of a column: rows on one side only, above the other side's first line, go back to the
 * header band up to the last of them that a wide gap sets off from the rest of its side. The
 * header may be several such lines at its own leading, so the gap is looked for under each.
 */
function withoutHeaderOverhang(pieces: readonly TextPiece[], split: Split): Split {
  const band = pieces.filter((piece) => piece.row >= split.firstRow && piece.row <= split.lastRow);
  const sideOf = (piece: TextPiece) => (piece.x1 <= split.gutter ? 'left' : 'right');
  const rows = [...new Set(band.map((piece) => piece.row))].sort((a, b) => a - b);
  let firstRow = split.firstRow;
  for (const [index, rowIndex] of rows.entries()) {
    const row = band.filter((piece) => piece.row === rowIndex);
    const sides = new Set(row.map(sideOf));
    if (sides.size !== 1 || index + 1 >= rows.length) break;
    const side = [...sides][0];
    const size = Math.max(...row.flatMap((piece) => piece.items.map((item) => item.fontSize)));
    const otherTop = Math.min(...band.filter((piece) => sideOf(piece) !== side).map((piece) => piece.y));
    if (!(row[0]!.y < otherTop - 2 * size)) break;
    const nextOwn = Math.min(...band.filter((piece) => sideOf(piece) === side && piece.row > rowIndex).map((piece) => piece.y));
    if (nextOwn - row[0]!.y > 2.5 * size) firstRow = rows[index + 1]!;
  }
  return { ...split, firstRow };
}

/**
 * Columns that share a baseline grid (same size and leading on both sides) fail the baseline test;
 * they still differ from a date column: text is set flush left (its right edge ragged, or less
 * even than its left), while dates (left of the text, as in moderncv, or right of it) are set
 * flush right.
 */
function readsLikeText(pieces: readonly TextPiece[]): boolean {
  const rows = new Map<number, { left: number; right: number }>();
  for (const piece of pieces) {
    const row = rows.get(piece.row);
    rows.set(piece.row, { left: Math.min(row?.left ?? Infinity, piece.x0), right: Math.max(row?.right ?? -Infinity, piece.x1) });
  }
  const edges = [...rows.values()];
  if (edges.length < MIN_EDGE_ROWS) return false;
  const flushLeft = alignedShare(edges.map((edge) => edge.left));
  const flushRight = alignedShare(edges.map((edge) => edge.right));
  // Lines wrapped in a narrow column (or justified) often end at its right edge too, but their
  // left edge is the firmer one; a date column is at least as flush right as it is flush left.
  return flushLeft >= MIN_FLUSH_SHARE && (flushRight < MIN_FLUSH_SHARE || flushLeft > flushRight);
}

/** The largest share of `values` within EDGE_TOLERANCE of one of them. */
function alignedShare(values: readonly number[]): number {
  let most = 0;
  for (const value of values) most = Math.max(most, values.filter((other) => Math.abs(other - value) <= EDGE_TOLERANCE).length);
  return values.length === 0 ? 0 : most / values.length;
}
