/**
 * The sentence check every generated free text passes before it is used: a model's cover letter
 * (src/writing/letter-honesty.ts) and a model's tailored summary, descriptions and bullets
 * (src/tailoring/tailored-text-honesty.ts). Free text has no fields to compare, so facts are told
 * from words. A sentence is cut when it
 * - names something the resume does not hold: a word written as a name that the resume never writes.
 *   A name is a word with a capital inside ("SAP", "PhD", "McKinsey"), a capitalised word inside a
 *   sentence in a language that does not capitalise nouns, a capitalised first word that is not one
 *   of the language's ordinary words (src/tailoring/ordinary-words.ts) nor written in lower case in
 *   the resume, the posting or the language's own phrases ("Google promoted me…"), and in German,
 *   where every noun is capitalised, any capitalised word that is not an ordinary word there
 *   ("Bei Siemens…", "…der Universität Oxford"). This catches an invented employer, school, degree or
 *   certification, and an organisation, client or product from the posting's world;
 * - claims a skill, tool or qualification of the vocabulary that the resume never mentions (a missing
 *   skill is never mentioned, not even as one to learn), unless the language's own letter phrases use
 *   the term about the application ("your hiring team", "Côté formation");
 * - states a number the resume does not state ("15 years", "40 engineers"; of a date, only its year
 *   is stated), except the whole years of experience the resume's dates show, in a sentence that
 *   says so in the language's words (as the built-in summary does).
 *
 * Always checked against the resume the person wrote, never a rewrite of it: a claim cannot launder
 * through a tailored copy. Strict but not absurd: words are compared folded and allowing a short
 * ending, the text's and the resume's language count as held, month names, section titles, the
 * built-in writers' own phrases and courtesy capitals ("Ihre", "Państwa") are not names, and the names the caller allows
 * (the hiring company, the position, the hiring manager) are blanked out before the check.
 */
import type { Sections } from '../domain/resume.ts';
import { languageName, localeOrDefault, type Locale } from '../i18n/locale.ts';
import { foldText } from '../parsing/fold-text.ts';
import { inventedTerms } from './honesty-check.ts';
import { KnownWords, lowerCaseWords, WORD } from './known-words.ts';
import { checksOpeners, isOrdinaryWord } from './ordinary-words.ts';
import { mentions, skillVocabulary, type VocabularyTerm } from './skill-vocabulary.ts';
import { phrasesFor } from './summary-phrases.ts';
import { yearsOfExperience } from './years-of-experience.ts';
import { letterPhrases } from '../writing/letter-phrases.ts';

/** What generated text is checked against. */
export interface ClaimSource {
  /** The resume as the person wrote it. */
  sections: Sections;
  /** The generated text's language code. */
  language: string;
  /** The resume's language code when it differs. */
  resumeLanguage?: string;
  /** Names the text may use freely (the hiring company, the position, the hiring manager). */
  addressees?: readonly string[];
  /** Other texts the generation read (the posting): their lower-case words are ordinary words, never names. */
  context?: readonly string[];
  /** YYYY-MM-DD, for the years of experience of a current job; today when absent. */
  today?: string;
}

/** Checks sentences against one source. */
export interface ClaimCheck {
  /** Why `sentence` cannot stay, or undefined when it can. */
  problem(sentence: string): string | undefined;
  /** The words of `text` written as names that the resume does not hold (after blanking the addressees). */
  unknownNames(text: string): string[];
}

/** Languages that capitalise every noun: a capital letter there marks a name only on a word that is not ordinary. */
const NOUN_CAPITALS = new Set(['de']);

/** Pronouns and forms of address written with a capital out of courtesy, folded. */
const COURTESY_CAPITALS = [
  'pan',
  'pana',
  'panu',
  'panem',
  'pani',
  'panstwo',
  'panstwa',
  'panstwu',
  'panstwem',
  'lei',
  'la',
  'le',
  'sua',
  'suo',
  'usted',
  'ustedes',
  'de',
  'dem',
  'deres',
  'sie',
  'ihr',
  'ihre',
  'ihnen',
  'ihrem',
  'ihren',
  'ihrer',
];

/** A resume's date, of which only the year is a number the resume states (its month is no "12 years"). */
const DATE = /^(\d{4})(?:-\d{2}){0,2}$/;

/** Every string the resume holds (its text, names, places and dates), but not the photo. */
function resumeStrings(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return key === 'photoUrl' ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => resumeStrings(item));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => resumeStrings(item, name));
  return [];
}

/**
 * The words a language writes in any letter or resume: its letter phrases, month names and section
 * titles, and the built-in writers' own frames (letters and summaries), placeholders left out.
 */
function stockPhrases(locale: Locale): string[] {
  const frames = [...Object.values(letterPhrases(locale.code)).flat(), ...Object.values(phrasesFor(locale.code))].filter((frame): frame is string => typeof frame === 'string');
  return [...Object.values(locale.coverLetter), ...locale.monthsLong, ...locale.monthsShort, locale.present, ...Object.values(locale.sections), ...frames].map((text) => text.replace(/\{\w+\}/g, ' '));
}

/** `text` with every occurrence of the phrases blanked out (case- and accent-insensitively, any spacing). */
export function blankOut(text: string, phrases: readonly string[]): string {
  let result = text;
  for (const phrase of phrases) {
    const words = foldText(phrase).match(WORD);
    if (!words) continue;
    // Words are letters and digits only: nothing in them needs escaping.
    const body = words.join('[^\\p{L}\\p{N}]+');
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'gu');
    // Folding keeps every character where it is, so a match in the folded text is the same span of the original.
    for (const match of foldText(result).matchAll(pattern)) result = result.slice(0, match.index) + ' '.repeat(match[0].length) + result.slice(match.index + match[0].length);
  }
  return result;
}

/** The words of `text` (one sentence or line) written as names in `language`; `lowerCase` holds the words seen written in lower case. */
function namesIn(text: string, language: string, lowerCase: KnownWords): string[] {
  const names: string[] = [];
  const nounCapitals = NOUN_CAPITALS.has(language);
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    if (word.replace(/\P{L}/gu, '').length < 2) continue;
    if (/\p{Lu}/u.test(word.slice(1))) {
      names.push(word);
      continue;
    }
    if (!/^\p{Lu}/u.test(word)) continue;
    const opensSentence = !/[\p{L}\p{N}]/u.test(text.slice(0, match.index));
    const ordinary = () => isOrdinaryWord(word, language) || lowerCase.has(word);
    if (nounCapitals) {
      if (!ordinary()) names.push(word);
    } else if (!opensSentence) {
      names.push(word);
    } else if (checksOpeners(language) && !ordinary()) {
      names.push(word);
    }
  }
  return names;
}

/** The check of generated text against `source`; `vocabulary` holds the skills a sentence may not claim unless the resume does. */
export function claimCheck(source: ClaimSource, vocabulary: readonly VocabularyTerm[] = skillVocabulary): ClaimCheck {
  const locale = localeOrDefault(source.language);
  const addressees = (source.addressees ?? []).filter((name) => Boolean(name.trim()));
  // The resume, and the languages it and the text are written in: a resume in English shows English.
  const languages = [source.language, source.resumeLanguage].filter((code): code is string => Boolean(code)).map(languageName);
  const strings = resumeStrings(source.sections);
  const resume = [...strings, ...languages].join('\n');
  const resumeFolded = foldText(resume);
  const numbers = new Set(strings.flatMap((text) => DATE.exec(text)?.slice(1, 2) ?? text.match(/\p{N}+/gu) ?? []));
  const years = yearsOfExperience(source.sections, source.today ?? new Date().toISOString().slice(0, 10));
  const statesYears = phrasesFor(source.language).statesYears;
  const stock = stockPhrases(locale);
  const common = [...stock, ...COURTESY_CAPITALS];
  // A term the language's own frames use ("Côté formation…" for Training) is how letters are written, not a claim.
  const stockText = stock.join('\n');
  const claimable = vocabulary.filter((term) => !mentions(term, stockText, foldText(stockText)));
  const known = new KnownWords([resume, ...addressees, ...common]);
  const lowerCase = lowerCaseWords([...strings, ...(source.context ?? []), ...common]);

  const unknownNames = (text: string) => namesIn(blankOut(text, addressees), source.language, lowerCase).filter((name) => !known.has(name));
  return {
    unknownNames,
    problem(sentence) {
      const names = unknownNames(sentence);
      if (names.length > 0) return `naming ${names.map((name) => JSON.stringify(name)).join(', ')}, which the resume does not hold`;
      const text = blankOut(sentence, addressees);
      const invented = inventedTerms(text, resume, resumeFolded, claimable);
      if (invented.length > 0) return `claiming ${invented.map((term) => term.term).join(', ')}, which the resume never mentions`;
      const ownYears = years !== undefined && statesYears.test(foldText(text)) ? String(years) : undefined;
      const stated = (text.match(/\p{N}+/gu) ?? []).filter((number) => !numbers.has(number) && number !== ownYears);
      if (stated.length > 0) return `stating ${stated.join(', ')}, which the resume does not state`;
      return undefined;
    },
  };
}
