/**
 * A section heading wrapped onto two lines, as a long heading does in a narrow sidebar
 * ("ZNAJOMOŚĆ" / "JĘZYKÓW", "BERUFLICHE" / "ERFAHRUNG"). Neither half names a section, the two
 * together do; joined back into one line, the heading is recognised like any other.
 */
import type { DocLine } from './document-lines.ts';
import { matchSectionName } from './section-names.ts';
import { WRAP_GAP } from './wrapped-lines.ts';

/** The lines with each two-line heading joined into one line (the first line's position and style). */
export function joinWrappedHeadings(lines: readonly DocLine[]): DocLine[] {
  const joined: DocLine[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const next = lines[index + 1];
    if (next && isHeadingHalf(line, next)) {
      const text = `${line.text.trim()} ${next.text.trim()}`;
      joined.push({ ...line, text, segments: [{ text, x: line.x }], width: Math.max(line.width, next.width) });
      index++;
    } else joined.push(line);
  }
  return joined;
}

/**
 * Not wrapped-lines.ts's `continuesLine` as a whole: a centred heading's halves start at different
 * x, and DOCX headings (no measured width) wrap too; only the line spacing is shared.
 */
function isHeadingHalf(line: DocLine, next: DocLine): boolean {
  if (line.page !== next.page || line.column !== next.column || line.bullet || next.bullet) return false;
  if (line.fontSize !== next.fontSize || line.bold !== next.bold || next.gapBefore > WRAP_GAP) return false;
  if (line.segments.length > 1 || next.segments.length > 1 || matchSectionName(line.text) || matchSectionName(next.text)) return false;
  return matchSectionName(`${line.text.trim()} ${next.text.trim()}`) !== undefined;
}
