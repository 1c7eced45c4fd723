/**
 * The document's language from the words the parser already recognised: section headings and
 * month or present words in dates. A word several languages share counts for each of them, less
 * than a word only one language uses.
 */
import type { LocaleCode } from '../i18n/locale.ts';

/** The language most evidence points to, or undefined when nothing language-specific matched. */
export function detectLanguage(headingLocales: LocaleCode[][], dateLocales: LocaleCode[][]): LocaleCode | undefined {
  const scores = new Map<LocaleCode, number>();
  const count = (locales: LocaleCode[], weight: number) => {
    for (const locale of locales) scores.set(locale, (scores.get(locale) ?? 0) + weight * (1 + 1 / locales.length));
  };
  headingLocales.forEach((locales) => count(locales, 2));
  dateLocales.forEach((locales) => count(locales, 1));
  const best = [...scores].sort((a, b) => b[1] - a[1])[0];
  return best?.[0];
}
