/**
 * A profile paragraph set in the header or the personal-information block instead of a section of
 * its own: Europass puts it under "Personal information" (after the desired position), many Word
 * and Canva resumes under the name and contact lines. It is read as the summary only when the
 * resume has no summary section. A paragraph is told from the lines around it by its shape: a
 * sentence of many words, mostly small ones, on a line of its own (not a label and its value);
 * a name, a job title, an address or a contact line is a few capitalised words or holds digits
 * and symbols.
 */
import type { DocLine } from './document-lines.ts';
import { findEmail, findPhone } from './contact-pieces.ts';
import { joinWrapped } from './join-wrapped.ts';
import { continuesLine } from './wrapped-lines.ts';

/** A paragraph's first line has at least this many words... */
const MIN_WORDS = 8;
/** ...and at least this share of them start with a small letter (prose, not a title or a list of names). */
const MIN_SMALL_SHARE = 0.4;

/** The first prose paragraph among the header's lines, wrapped lines joined; '' when there is none. */
export function headerSummary(lines: readonly DocLine[], locale = 'en'): string {
  for (let index = 0; index < lines.length; index++) {
    if (!opensParagraph(lines[index]!)) continue;
    let text = lines[index]!.text;
    let last = lines[index]!;
    for (const next of lines.slice(index + 1)) {
      if (!continuesLine(last, next) || hasContact(next.text)) break;
      text = joinWrapped(text, next.text, locale);
      last = next;
    }
    return text;
  }
  return '';
}

/** A line that starts a paragraph: one segment, many mostly small words, no contact detail. */
function opensParagraph(line: DocLine): boolean {
  if (line.segments.length !== 1 || line.bullet || hasContact(line.text)) return false;
  const words = line.text.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  if (words.length < MIN_WORDS) return false;
  return words.filter((word) => /^\p{Ll}/u.test(word)).length / words.length >= MIN_SMALL_SHARE;
}

function hasContact(text: string): boolean {
  return findEmail(text) !== undefined || findPhone(text) !== undefined || /https?:\/\/|www\./i.test(text);
}
