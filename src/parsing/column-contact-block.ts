/**
 * A sidebar often opens with the person's contact details and no heading over them (e-mail, phone,
 * town, profile link stacked at the top of the column). Read in column order, that block comes
 * right after the last section of the column before and would be taken for its tail; it belongs to
 * the header instead. Only a block that reads as contact details moves: a column that merely
 * continues the text of the one before (newspaper-style columns) keeps its lines where they are.
 * The same holds for a column that opens with the person's name set large (Canva puts the name at
 * the top of the main column, after a sidebar of contact details and skills).
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

/** A name set this many times the body size opens a column as a header, not as a section's tail. */
const NAME_SIZE = 1.8;
/** Words per line of a name, wrapped or not ("ANNA" / "KOWALSKA"). */
const MAX_NAME_WORDS = 4;

/**
 * True for a block that opens with a name in large type: its first line set at NAME_SIZE times
 * `bodySize` or more, letters only, a few words, which never happens to a section's next line.
 */
export function isNameBlock(lines: readonly DocLine[], bodySize: number): boolean {
  const first = lines[0];
  if (!first || first.fontSize < NAME_SIZE * bodySize) return false;
  const words = first.text.trim().split(/\s+/);
  return words.length <= MAX_NAME_WORDS && words.every((word) => /^[\p{L}][\p{L}\p{M}'’.-]*$/u.test(word));
}
