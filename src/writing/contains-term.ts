/**
 * Whether a text mentions a requirement term, case- and accent-insensitively ("Kafka" in "kafka",
 * "Café" in "cafe"). A term matches at word boundaries, so "Go" is not found in "Google"; a term of
 * five letters or more may carry a short ending ("migration" finds "migrations", "Testautomatisierung"
 * finds "Testautomatisierungen") because postings and resumes inflect the same word differently.
 * Hyphens count as spaces: "Continuous Integration" is found in "Continuous-Integration-Pipeline".
 */
import { foldText } from '../parsing/fold-text.ts';

const ENDING = 3;

/** A requirement term as a posting weighs it (src/tailoring/job-requirements.ts produces these). */
export interface RequirementTerm {
  term: string;
  weight: number;
}

/** `text` and `term` folded; true when the folded text holds the folded term as a word (or a word with a short ending). */
export function containsTerm(text: string, term: string): boolean {
  const folded = words(term).trim();
  if (!folded) return false;
  const ending = letterCount(folded) >= 5 ? `\\p{L}{0,${ENDING}}` : '';
  // Terms such as "C++", "C#" or "Node.js" end in a non-letter: a word boundary is checked only where the term has a letter or digit.
  const before = /^[\p{L}\p{N}]/u.test(folded) ? '(?<![\\p{L}\\p{N}])' : '';
  const after = /[\p{L}\p{N}]$/u.test(folded) ? `${ending}(?![\\p{L}\\p{N}])` : '';
  return new RegExp(`${before}${escape(folded)}${after}`, 'u').test(words(text));
}

/** Folded, with runs of spaces and hyphens as one space. */
function words(text: string): string {
  return foldText(text).replace(/[\s\-\u2010\u2011]+/g, ' ');
}

function letterCount(text: string): number {
  return text.replace(/[^\p{L}]/gu, '').length;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
