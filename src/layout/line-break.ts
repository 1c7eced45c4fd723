/**
 * Greedy line breaking on spaces, with words wider than the line broken between characters, and
 * explicit newlines kept. Pure: widths come from the FontMetrics passed in.
 */
import type { FontFace } from './draw-document.ts';
import type { FontMetrics } from './font-metrics.ts';

export interface MeasuredLine {
  text: string;
  width: number;
}

/** Breaks `text` into lines no wider than `maxWidth` points. */
export function breakLines(text: string, face: FontFace, size: number, maxWidth: number, metrics: FontMetrics): MeasuredLine[] {
  const lines: MeasuredLine[] = [];
  const spaceWidth = metrics.widthOf(' ', face, size);
  for (const paragraph of text.split('\n')) {
    const words = paragraph.split(/[ \t]+/).filter(Boolean);
    let line = '';
    let lineWidth = 0;
    for (const word of words) {
      const wordWidth = metrics.widthOf(word, face, size);
      const needed = line ? lineWidth + spaceWidth + wordWidth : wordWidth;
      if (needed <= maxWidth) {
        line = line ? `${line} ${word}` : word;
        lineWidth = needed;
        continue;
      }
      if (line) lines.push({ text: line, width: lineWidth });
      if (wordWidth <= maxWidth) {
        line = word;
        lineWidth = wordWidth;
        continue;
      }
      // A word wider than the line (a URL, a 20 000-character token): break it between characters.
      const pieces = breakWord(word, face, size, maxWidth, metrics);
      lines.push(...pieces.slice(0, -1));
      const last = pieces[pieces.length - 1]!;
      line = last.text;
      lineWidth = last.width;
    }
    if (line) lines.push({ text: line, width: lineWidth });
    else if (words.length === 0 && lines.length > 0 && paragraph === '') lines.push({ text: '', width: 0 });
  }
  return lines;
}

function breakWord(word: string, face: FontFace, size: number, maxWidth: number, metrics: FontMetrics): MeasuredLine[] {
  const pieces: MeasuredLine[] = [];
  let piece = '';
  let pieceWidth = 0;
  for (const character of word) {
    const width = metrics.widthOf(character, face, size);
    if (piece && pieceWidth + width > maxWidth) {
      pieces.push({ text: piece, width: pieceWidth });
      piece = '';
      pieceWidth = 0;
    }
    piece += character;
    pieceWidth += width;
  }
  if (piece) pieces.push({ text: piece, width: pieceWidth });
  return pieces;
}
