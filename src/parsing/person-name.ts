/**
 * Whether a line reads like a person's name; shared by the header parser and the rule that finds a
 * name set beside the contact details (a module of its own so neither imports the other).
 */
import { matchSectionName } from './section-names.ts';

/** True for a line that could be a person's name: 2–5 words of letters, no contact details or section name. */
export function looksLikeName(text: string): boolean {
  const words = text.trim().split(/\s+/);
  if (words.length < 2 || words.length > 5 || text.length > 60) return false;
  if (/[\d@/:|•·]/.test(text) || matchSectionName(text)) return false;
  return words.every((word) => /^[\p{L}][\p{L}\p{M}'’.-]*,?$/u.test(word));
}
