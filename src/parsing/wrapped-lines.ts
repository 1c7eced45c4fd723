/**
 * Whether a printed line is the wrapped continuation of the line above it: a long name (a
 * certification, a degree, an award) wraps in a narrow column over several lines that keep one
 * style and left edge, with ordinary line spacing between them, while the next field (the issuer,
 * the organisation) changes style and the next entry opens with more space above it.
 */
import type { DocLine } from './document-lines.ts';

/** Widest gap above a wrapped line, in line-heights of its font (entries are spaced wider, ≥ 1). */
export const WRAP_GAP = 0.8;

/**
 * True when `line` continues `above` as a wrap. Both must be laid-out lines: a DOCX paragraph has
 * width 0 and is one line however long, so two DOCX paragraphs are never one wrapped text.
 */
export function continuesLine(above: DocLine, line: DocLine): boolean {
  return (
    above.width > 0 &&
    line.width > 0 &&
    above.segments.length === 1 &&
    line.segments.length === 1 &&
    line.page === above.page &&
    line.column === above.column &&
    Math.abs(line.x - above.x) < 2 &&
    Math.abs(line.fontSize - above.fontSize) < 0.5 &&
    line.bold === above.bold &&
    line.italic === above.italic &&
    line.gapBefore < WRAP_GAP
  );
}
