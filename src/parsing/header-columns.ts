/**
 * The name block at the top of a resume is often set in columns of its own (name and title left,
 * contact details in one or two columns right) above a one-column body. The body crosses those
 * gutters, so page-level column detection never sees them, and read row by row the small contact
 * lines, whose baselines sit above the large name's, would come first. The header block is the
 * rows above the first wide vertical gap; when vertical strips no piece of it crosses cut it into
 * groups, the groups are read left to right, each top to bottom.
 */
import type { TextPiece } from './text-rows.ts';

/** The header block ends at the first gap between baselines wider than this many line heights. */
const BLOCK_GAP = 2;
/** A header block is a few rows; more is body text. */
const MAX_BLOCK_ROWS = 8;
/** A gutter in the header is at least this many ems of the block's largest text wide... */
const MIN_GUTTER_EMS = 1;

/**
 * The page's leading header block cut into column groups (reading order), and the pieces after it;
 * undefined when the block has no gutter or is no header (one row, no group of several rows, or,
 * unless `bandOnly` (the pieces are the band above detected columns), nothing after it).
 */
export function headerColumns(pieces: readonly TextPiece[], bandOnly = false): { groups: TextPiece[][]; rest: TextPiece[] } | undefined {
  const rows = [...new Set(pieces.map((piece) => piece.row))].sort((a, b) => a - b);
  const baseline = (row: number) => pieces.find((piece) => piece.row === row)!.y;
  const sizeOf = (row: number) => Math.max(...pieces.filter((piece) => piece.row === row).flatMap((piece) => piece.items.map((item) => item.fontSize)));
  let end = 0;
  while (end + 1 < rows.length && baseline(rows[end + 1]!) - baseline(rows[end]!) <= BLOCK_GAP * 1.2 * sizeOf(rows[end + 1]!)) end++;
  if ((end + 1 >= rows.length && !bandOnly) || end + 1 > MAX_BLOCK_ROWS || end === 0) return undefined;
  const lastRow = rows[end]!;
  const block = pieces.filter((piece) => piece.row <= lastRow).sort((a, b) => a.x0 - b.x0);
  const em = Math.max(...block.flatMap((piece) => piece.items.map((item) => item.fontSize)));
  // Sweep left to right: a group ends where the next piece starts a gutter's width past every piece so far.
  const groups: TextPiece[][] = [];
  let reach = -Infinity;
  for (const piece of block) {
    if (piece.x0 - reach >= MIN_GUTTER_EMS * em) groups.push([]);
    groups.at(-1)!.push(piece);
    reach = Math.max(reach, piece.x1);
  }
  if (groups.length < 2 || !groups.some((group) => new Set(group.map((piece) => piece.row)).size >= 2)) return undefined;
  return { groups, rest: pieces.filter((piece) => piece.row > lastRow) };
}
