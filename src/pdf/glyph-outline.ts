/**
 * A glyph's outline as a PDF path (§8.5.2), from fontkit's path commands: for shapes drawn from a
 * font that must not be text (the preview mark). Quadratic segments (TrueType outlines) become the
 * cubic curves PDF has.
 */
import { pdfNumber } from './pdf-syntax.ts';

/** One command of fontkit's `glyph.path.commands`, in font units with y up. */
export interface PathCommand {
  command: 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'closePath';
  args: number[];
}

/**
 * The outline's path operators, placed with its origin at (x, y) in PDF space and scaled by
 * `scale` (font units to points); empty for a glyph without an outline (a space).
 */
export function glyphOutlinePath(commands: readonly PathCommand[], x: number, y: number, scale: number): string {
  const px = (value: number) => pdfNumber(x + value * scale);
  const py = (value: number) => pdfNumber(y + value * scale);
  let path = '';
  let currentX = 0;
  let currentY = 0;
  for (const { command, args } of commands) {
    switch (command) {
      case 'moveTo':
        path += `${px(args[0]!)} ${py(args[1]!)} m `;
        [currentX, currentY] = [args[0]!, args[1]!];
        break;
      case 'lineTo':
        path += `${px(args[0]!)} ${py(args[1]!)} l `;
        [currentX, currentY] = [args[0]!, args[1]!];
        break;
      case 'quadraticCurveTo': {
        const [cx, cy, endX, endY] = args as [number, number, number, number];
        // The cubic with the same curve: control points two thirds of the way to the quadratic's.
        const c1x = currentX + (2 / 3) * (cx - currentX);
        const c1y = currentY + (2 / 3) * (cy - currentY);
        const c2x = endX + (2 / 3) * (cx - endX);
        const c2y = endY + (2 / 3) * (cy - endY);
        path += `${px(c1x)} ${py(c1y)} ${px(c2x)} ${py(c2y)} ${px(endX)} ${py(endY)} c `;
        [currentX, currentY] = [endX, endY];
        break;
      }
      case 'bezierCurveTo': {
        const [c1x, c1y, c2x, c2y, endX, endY] = args as [number, number, number, number, number, number];
        path += `${px(c1x)} ${py(c1y)} ${px(c2x)} ${py(c2y)} ${px(endX)} ${py(endY)} c `;
        [currentX, currentY] = [endX, endY];
        break;
      }
      case 'closePath':
        path += 'h ';
        break;
    }
  }
  return path;
}
