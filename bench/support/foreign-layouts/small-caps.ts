/**
 * Synthesised small caps as LaTeX's \scshape prints them with a font that has no small-caps face:
 * capitals at full size, lower-case letters as capitals at 80 %, each run set right after the
 * previous one so the text reads as one word.
 */
import type { Canvas, TextStyle } from '../foreign-pdf-canvas.ts';

/** Draws `text` in small caps with its top at (x, y); `align: 'center'` centres it on x. Returns its width. */
export function smallCaps(canvas: Canvas, text: string, x: number, y: number, style: TextStyle & { size: number }): number {
  const runs = text.match(/[\p{Ll}]+|[^\p{Ll}]+/gu) ?? [];
  const pieces = runs.map((piece) => {
    const lower = /\p{Ll}/u.test(piece);
    const pieceStyle = { ...style, size: lower ? style.size * 0.8 : style.size, align: undefined, width: undefined };
    const shown = lower ? piece.toUpperCase() : piece;
    return { shown, pieceStyle, lower, width: canvas.widthOf(shown, pieceStyle) };
  });
  const total = pieces.reduce((sum, piece) => sum + piece.width, 0);
  let left = style.align === 'center' ? x - total / 2 : x;
  for (const piece of pieces) {
    // Smaller capitals sit on the same baseline: move them down by the difference in ascent.
    canvas.text(piece.shown, left, piece.lower ? y + style.size * 0.2 * 0.9 : y, piece.pieceStyle);
    left += piece.width;
  }
  return total;
}
