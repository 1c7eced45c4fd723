/**
 * Joins a line to the one it wrapped from. A hyphen-minus ending a line is the renderer's
 * hyphenation when our hyphenation patterns allow a break there ("Qualitäts-" + "sicherung" ->
 * "Qualitätssicherung"); otherwise it is a real hyphen and stays ("PostgreSQL-" + "backed"). A
 * U+2010 hyphen is always a real one (our renderer draws kept hyphens so).
 */
import { hyphenatorFor } from '../layout/hyphenate.ts';

/** `previous` and `next` as one text, in the language `locale` (for its hyphenation points). */
export function joinWrapped(previous: string, next: string, locale = 'en'): string {
  const before = previous.trimEnd();
  const after = next.trimStart();
  if (!before) return after;
  if (!after) return before;
  if (before.endsWith('\u2010')) return `${before.slice(0, -1)}-${after}`;
  const hyphenated = /(\p{Ll}{2,})-$/u.exec(before);
  const continuation = /^(\p{Ll}[\p{L}]*)/u.exec(after);
  if (hyphenated && continuation) {
    const head = lastWord(before.slice(0, -1));
    const word = head + continuation[1];
    const pieces = hyphenatorFor(locale)(word);
    let offset = 0;
    const breaks = new Set(pieces.slice(0, -1).map((piece) => (offset += piece.length)));
    if (breaks.has(head.length)) return `${before.slice(0, -1)}${after}`;
    return `${before}${after}`;
  }
  // A real hyphen or a slash ending a line joins without a space ("PostgreSQL-" + "backed", "CI/" + "CD").
  if (/[\p{L}\d][-/]$/u.test(before) && /^[\p{L}\d]/u.test(after)) return `${before}${after}`;
  return `${before} ${after}`;
}

function lastWord(text: string): string {
  return /[\p{L}]+$/u.exec(text)?.[0] ?? '';
}
