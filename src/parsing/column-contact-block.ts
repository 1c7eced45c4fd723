/**
 * A sidebar often opens with the person's contact details and no heading over them (e-mail, phone,
 * town, profile link stacked at the top of the column). Read in column order, that block comes
 * right after the last section of the column before and would be taken for its tail; it belongs to
 * the header instead. Only a block that reads as contact details moves: a column that merely
 * continues the text of the one before (newspaper-style columns) keeps its lines where they are.
 */
import { classifyContact, splitContactLine } from './contact-pieces.ts';
import type { DocLine } from './document-lines.ts';

/** Longest line, in words, a contact block may hold: contact details are never prose. */
const MAX_WORDS = 8;

/** True when `line` is the first of a column other than the one the line before it sat in. */
export function opensColumn(line: DocLine, previous: DocLine | undefined): boolean {
  return previous !== undefined && line.column !== previous.column;
}

/**
 * True for lines that read as a contact block: short lines, at least one of them holding an e-mail
 * address or a phone number, and at least half of them some contact detail (address, link, town).
 */
export function isContactBlock(lines: readonly DocLine[]): boolean {
  if (lines.length === 0 || lines.some((line) => line.text.trim().split(/\s+/).length > MAX_WORDS)) return false;
  const kinds = lines.map((line) => splitContactLine(line).map((piece) => classifyContact(piece).kind));
  const direct = kinds.some((line) => line.includes('email') || line.includes('phone'));
  const withContact = kinds.filter((line) => line.some((kind) => kind !== 'other')).length;
  return direct && withContact * 2 >= lines.length;
}
