/**
 * How the resume's own words read inside a sentence the engine writes, the tailored summary and the
 * cover letter alike. A skill or title the resume capitalises as a label ("Patient care", "Lärare i
 * matematik") starts lowercase mid-sentence, as the language writes common nouns; German nouns keep
 * their capital, and names in Title Case ("Google Analytics", "Backend Engineer") and acronyms
 * ("SEO") stay as written. A list is "A, B and C" in the language.
 */
import { phrasesFor } from './summary-phrases.ts';

// A plain capitalised word ("Patient", "Lärare", "Front-end"), and a word that is one (not an acronym).
const LABEL_WORD = /^\p{Lu}\p{Ll}[^\p{Lu}]*$/u;
const CAPITALISED = /^\p{Lu}\p{Ll}/u;

/** A common-noun phrase as it reads mid-sentence: the first letter lowered unless a later word shows it is a name. */
export function inRunningText(text: string, language: string): string {
  if (language === 'de') return text;
  const [first = '', ...rest] = text.split(/\s+/);
  if (!LABEL_WORD.test(first) || rest.some((word) => CAPITALISED.test(word))) return text;
  return text.charAt(0).toLocaleLowerCase(language) + text.slice(1);
}

/**
 * A job title as it reads mid-sentence. English frames say "as {title}", which reads as a title only
 * when capitalised ("as Staff Nurse"; "as staff nurse" would need an article), so English keeps it.
 */
export function titleInRunningText(title: string, language: string): string {
  return language === 'en' ? title : inRunningText(title, language);
}

/** "A, B and C" in the language; Spanish "y" becomes "e" before an /i/ sound ("Java e Informática"). */
export function joinList(items: readonly string[], language: string): string {
  if (items.length <= 1) return items.join('');
  const last = items[items.length - 1]!;
  const and = phrasesFor(language).and;
  const conjunction = language === 'es' && and === 'y' && /^h?[iíIÍ](?![aeiouáéóú])/u.test(last) ? 'e' : and;
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${last}`;
}

/** Written text without the doubled stop a name ending in a period leaves at a sentence's end ("Pekao S.A.." → "Pekao S.A."). */
export function tidyStops(text: string): string {
  return text.replace(/(?<!\.)\.\.(?!\.)/g, '.');
}
