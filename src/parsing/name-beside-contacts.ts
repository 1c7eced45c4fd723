/**
 * A one-line header: the name at the left and the contact details right of it on the same line
 * ("Sander de Boer ‖ sander@… · 06-… · Utrecht"), as dense one-page resumes set it. The line's
 * dominant size is the contact text's, so the name loses the largest-text contest to the job
 * title under it, and its words read as a place beside the e-mail. The contact details beside it
 * are the evidence: a name-like first segment followed by an e-mail or phone is the name.
 */
import { findEmail, findPhone } from './contact-pieces.ts';
import type { DocLine } from './document-lines.ts';
import { looksLikeName } from './person-name.ts';
import { namesRole } from './occupation-words.ts';

/** The name and the line without it, when `line` is a name segment followed by contact details. */
export function nameBesideContacts(line: DocLine): { name: string; rest: DocLine } | undefined {
  if (line.segments.length < 2) return undefined;
  const [first, ...others] = line.segments;
  // A job title beside the contacts ("Financial Controller ‖ mail") is no name; a name that holds a
  // role stem ("Whitehead") is refused too and left to the largest-text ranking, as before.
  if (!looksLikeName(first!.text) || namesRole(first!.text)) return undefined;
  const restText = others.map((segment) => segment.text).join(' ');
  if (!findEmail(restText) && !findPhone(restText)) return undefined;
  return { name: first!.text, rest: { ...line, text: restText, segments: others, x: others[0]!.x } };
}
