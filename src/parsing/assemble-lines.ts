/**
 * Turns the pieces of one row within one region into a DocLine: item texts joined (pdf.js splits
 * words at kerning and font changes, so only a real gap becomes a space), segments cut at wide
 * gaps (a title left and its dates right-aligned are one line of two segments), the bullet glyph
 * stripped, and the style the section parser keys on (size, bold, italic) taken by majority.
 */
import type { DocLine, LineSegment } from './document-lines.ts';
import { stripBullet } from './list-bullets.ts';
import type { PdfTextItem } from './pdf-text.ts';
import type { TextPiece } from './text-rows.ts';

/** A gap above this many ems between items is a space; below it the items are one word. */
const SPACE_GAP = 0.15;
/** A gap above this many ems starts a new segment. */
const SEGMENT_GAP = 1.5;

/**
 * The line of `pieces` (one row, one region; any order), without `gapBefore`; undefined when blank.
 * `labelGutter`: the x left of which a label column ends (detect-columns.ts); text on both sides of
 * it is a label and its value, two segments however narrow the gap (Europass sets them 10 pt apart).
 */
export function assembleLine(pieces: readonly TextPiece[], page: number, column: number, labelGutter?: number): Omit<DocLine, 'gapBefore'> | undefined {
  const allItems = pieces.flatMap((piece) => piece.items).sort((a, b) => a.x - b.x);
  const { bullet, items, x } = stripBullet(allItems);
  const segments: LineSegment[] = [];
  let text = '';
  let segmentX = x;
  let previous: PdfTextItem | undefined;
  for (const item of items) {
    const gap = previous ? item.x - (previous.x + previous.width) : 0;
    const em = Math.max(item.fontSize, previous?.fontSize ?? 0);
    const acrossGutter = previous !== undefined && labelGutter !== undefined && previous.x + previous.width <= labelGutter && item.x >= labelGutter;
    if (previous && (gap > SEGMENT_GAP * em || acrossGutter)) {
      pushSegment(segments, text, segmentX);
      text = '';
      segmentX = item.x;
    } else if (previous && gap > SPACE_GAP * em) text += ' ';
    text += item.text;
    previous = item;
  }
  pushSegment(segments, text, segmentX);
  if (segments.length === 0) return undefined;
  const last = items.at(-1)!;
  return {
    text: segments.map((segment) => segment.text).join(' '),
    segments,
    page,
    column,
    x: segments[0]!.x,
    // The baseline most of the text sits on, not a raised or oversized bullet glyph's.
    y: dominant(items, (item) => item.y),
    width: last.x + last.width - segments[0]!.x,
    fontSize: dominant(items, (item) => item.fontSize),
    bold: share(items, (item) => item.bold) > 0.5,
    italic: share(items, (item) => item.italic) > 0.5,
    bullet,
  };
}

function pushSegment(segments: LineSegment[], text: string, x: number): void {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean) segments.push({ text: clean, x });
}

/** The value most characters have. */
function dominant(items: readonly PdfTextItem[], value: (item: PdfTextItem) => number): number {
  const weights = new Map<number, number>();
  for (const item of items) weights.set(value(item), (weights.get(value(item)) ?? 0) + item.text.length);
  return [...weights].sort((a, b) => b[1] - a[1])[0]![0];
}

/** The share of characters for which `test` holds. */
function share(items: readonly PdfTextItem[], test: (item: PdfTextItem) => boolean): number {
  const total = items.reduce((sum, item) => sum + item.text.length, 0);
  return total === 0 ? 0 : items.filter(test).reduce((sum, item) => sum + item.text.length, 0) / total;
}
