/**
 * An entry's heading line wrapped onto a second printed line, as in a narrow sidebar ("Bachelor of
 * Science," / "Wirtschaftsinformatik", "Technische Universität" / "München"). Two heading lines of
 * one style are one field when the second's first word could not have fitted at the end of the
 * first: the writer had to break there. Lines that stopped short (a title above its company, both
 * bold) are separate fields.
 */
import type { DocLine } from './document-lines.ts';
import { continuesLine } from './wrapped-lines.ts';

/** A year (or month and year) in brackets at the very end of a line. */
const DATE_CLOSE = /\((?:[^()]*\s)?(?:\d{1,2}[./])?(?:19|20)\d{2}\)\s*$/u;

/**
 * True when `line` continues heading line `above` as a wrap (wrapped-lines.ts: same page, column,
 * left edge and style, set close below it) and `above` ran so near the text width (`textWidth`, the section's widest line)
 * that `line`'s first word would not have fitted after it.
 */
export function continuesHeadLine(above: DocLine, line: DocLine, textWidth: number): boolean {
  // No measured widths (DOCX paragraphs): a paragraph is never split across lines there anyway.
  if (textWidth <= 0 || above.width <= 0 || line.width <= 0) return false;
  if (!continuesLine(above, line)) return false;
  // A bracketed date closes the line it ends ("Truckkort A och B, TLP10 (2016)"): a name or title
  // is written out before its date, never wrapped on after it. In a short section that line is
  // also the widest, so the width test below would take any line under it for its wrap.
  if (DATE_CLOSE.test(above.text)) return false;
  const text = line.text.trim();
  const firstWord = text.split(/\s+/)[0] ?? '';
  if (!firstWord) return false;
  const firstWordWidth = (line.width * firstWord.length) / text.length;
  const spaceWidth = line.fontSize * 0.25;
  return above.width + spaceWidth + firstWordWidth > textWidth;
}
