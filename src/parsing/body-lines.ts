/**
 * A section's lines as logical items: list items with their wrapped continuation lines joined, and
 * prose paragraphs joined, so that entries, skills and the summary see one text per bullet or
 * paragraph rather than one per printed line.
 */
import type { DocLine } from './document-lines.ts';
import { joinWrapped } from './join-wrapped.ts';

/** One logical item of a section. */
export interface BodyItem {
  text: string;
  /** A list item (bullet glyph or list numbering). */
  bullet: boolean;
  /** The first printed line of the item, for its style and position. */
  line: DocLine;
  /** How many printed lines were joined. */
  lineCount: number;
}

const BULLET_GLYPH = /^\s*(?:[•●▪■◦‣∙○►▸✓✔➢➤⁃·*]|[-–—](?=\s))\s*/u;

/** True when the line is a list item, by the extractor's flag or a glyph left in its text. */
export function isBulletLine(line: DocLine): boolean {
  return line.bullet || BULLET_GLYPH.test(line.text);
}

/** The text without a leading bullet glyph. */
export function stripBullet(text: string): string {
  return text.replace(BULLET_GLYPH, '');
}

/**
 * Joins continuation lines to the bullet above them: same size and weight, indented like the
 * bullet's text (or, for an unindented list, under a line that ran the full width), close below it.
 */
export function bodyItems(lines: DocLine[], locale = 'en', continues: (line: DocLine) => boolean = () => true): BodyItem[] {
  const items: BodyItem[] = [];
  const baseX = Math.min(...lines.filter((line) => !isBulletLine(line)).map((line) => line.x), Infinity);
  const widest = Math.max(0, ...lines.map((line) => line.width));
  for (const line of lines) {
    const previous = items.at(-1);
    const bullet = isBulletLine(line);
    if (previous?.bullet && !bullet && continues(line) && continuesBullet(previous, line, baseX, widest)) {
      previous.text = joinWrapped(previous.text, line.text, locale);
      previous.lineCount++;
      (previous as { last?: DocLine }).last = line;
      continue;
    }
    items.push({ text: bullet ? stripBullet(line.text) : line.text, bullet, line, lineCount: 1 });
  }
  return items;
}

function continuesBullet(item: BodyItem, line: DocLine, baseX: number, widest: number): boolean {
  const above = (item as { last?: DocLine }).last ?? item.line;
  if (line.fontSize !== above.fontSize || line.bold !== above.bold || line.italic !== above.italic) return false;
  if (line.page === above.page && line.gapBefore > 1.7) return false;
  if (line.x < item.line.x - 1.5 || line.x > item.line.x + 25) return false;
  const indented = line.x > baseX + 2;
  const ranFullWidth = widest > 0 && above.width >= widest * 0.75;
  return indented || ranFullWidth || /\p{Ll}/u.test(line.text[0] ?? '');
}
