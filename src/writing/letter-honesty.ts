/**
 * The honesty check a language model's cover letter passes before it is used. A letter is free text,
 * so the check works on sentences: a body sentence is cut when it
 * - names something the resume does not hold: a word written as a name (a capital inside the word,
 *   as in "SAP", "PhD", "McKinsey", or, in languages that do not capitalise nouns, a capitalised word
 *   that does not start the sentence) that is not in the resume. This catches an invented employer,
 *   school, degree or certification, and an organisation, client or product from the posting's
 *   world; only the hiring company, the position and the hiring manager may be named freely;
 * - claims a skill, tool or qualification of the vocabulary that the resume never mentions (the
 *   same rule as the tailoring check: a missing skill is never mentioned, not even as one to learn);
 * - states a number the resume does not state ("10 years", "40 %"; of a date, only its year is stated).
 * The subject, salutation and closing claim nothing about the person: they may also use names from
 * the posting (a contact person), and are replaced by the language's standard lines when they name
 * anything else.
 *
 * Strict but not absurd: words are compared folded and allowing a short ending ("Engineering" is
 * supported by "Engineer"), the letter's and the resume's language count as held, and the month
 * names, section titles and letter phrases of the language, and courtesy capitals ("Państwa"), are
 * not names. German capitalises every noun, so there only names written with inner capitals are
 * told from words; the skill and number rules apply as everywhere. Whether what is left still makes
 * a letter is the caller's decision (src/services/write-letter-with-model.ts).
 */
import type { CoverLetterAnswer } from '../ai/cover-letter-output-schema.ts';
import type { Sections } from '../domain/resume.ts';
import { fillTemplate, languageName, localeOrDefault, type Locale } from '../i18n/locale.ts';
import { foldText } from '../parsing/fold-text.ts';
import { inventedTerms } from '../tailoring/honesty-check.ts';
import { splitSentences } from '../tailoring/sentences.ts';
import { skillVocabulary, type VocabularyTerm } from '../tailoring/skill-vocabulary.ts';
import { oneLine } from './write-cover-letter.ts';

/** What a letter is checked against. */
export interface LetterFacts {
  sections: Sections;
  /** The posting's text: the subject and salutation may name what it names. */
  posting: string;
  /** The letter's language code. */
  language: string;
  /** The resume's language code when it differs from the letter's. */
  resumeLanguage?: string;
  positionName?: string;
  companyName?: string;
  hiringManager?: string;
}

/** The checked letter, what was changed (one sentence per repair) and how much of the body survived. */
export interface LetterHonestyResult {
  letter: CoverLetterAnswer;
  repairs: string[];
  /** The body's sentences before the check, and those kept. */
  sentences: { total: number; kept: number };
}

/** Languages that capitalise every noun: a capital letter there does not mark a name. */
const NOUN_CAPITALS = new Set(['de']);

/** Pronouns and forms of address written with a capital out of courtesy, folded. */
const COURTESY_CAPITALS = ['pan', 'pana', 'panu', 'panem', 'pani', 'panstwo', 'panstwa', 'panstwu', 'panstwem', 'lei', 'la', 'le', 'sua', 'suo', 'usted', 'ustedes', 'de', 'dem', 'deres', 'sie', 'ihr', 'ihre', 'ihnen', 'ihrem', 'ihren', 'ihrer'];

/** Vocabulary terms a letter uses about the application itself ("your hiring team"), not as a claim. */
const APPLICATION_TERMS = new Set(['Recruiting']);

/** A resume's date, of which only the year is a number the resume states (its month is no "12 years"). */
const DATE = /^(\d{4})(?:-\d{2}){0,2}$/;

/** A word shares this many first letters with a known one, and neither goes on by more than ENDING: the same word inflected. */
const STEM = 4;
const ENDING = 3;

const WORD = /[\p{L}\p{N}]+/gu;

/** Folded words that count as known, with inflected forms found through their first letters. */
class KnownWords {
  private readonly words = new Set<string>();
  private readonly byStem = new Map<string, string[]>();

  constructor(texts: readonly string[]) {
    for (const word of texts.flatMap((text) => foldText(text).match(WORD) ?? [])) {
      if (this.words.has(word)) continue;
      this.words.add(word);
      if (word.length >= STEM) this.byStem.set(word.slice(0, STEM), [...(this.byStem.get(word.slice(0, STEM)) ?? []), word]);
    }
  }

  /** Known as written or inflected. */
  has(word: string): boolean {
    const folded = foldText(word);
    if (this.words.has(folded)) return true;
    return (this.byStem.get(folded.slice(0, STEM)) ?? []).some((known) => {
      let shared = 0;
      while (shared < Math.min(known.length, folded.length) && known[shared] === folded[shared]) shared++;
      return known.length - shared <= ENDING && folded.length - shared <= ENDING;
    });
  }
}

/** Every string the resume holds (its text, names, places and dates), but not the photo. */
function resumeStrings(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return key === 'photoUrl' ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => resumeStrings(item));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => resumeStrings(item, name));
  return [];
}

/** The words a letter's language writes in any letter: its phrases, month names and section titles. */
function localeStrings(locale: Locale): string[] {
  return [...Object.values(locale.coverLetter), ...locale.monthsLong, ...locale.monthsShort, locale.present, ...Object.values(locale.sections)];
}

/** `text` with every occurrence of the phrases blanked out (case- and accent-insensitively, any spacing). */
function blankOut(text: string, phrases: readonly string[]): string {
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

/** The words of `text` written as names: a capital inside the word, or (where nouns are not capitalised) at its start, not opening the sentence. */
function namesIn(text: string, language: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    if (word.replace(/\P{L}/gu, '').length < 2) continue;
    const inner = /\p{Lu}/u.test(word.slice(1));
    const opensSentence = !/[\p{L}\p{N}]/u.test(text.slice(0, match.index));
    const initial = /^\p{Lu}/u.test(word) && !opensSentence && !NOUN_CAPITALS.has(language);
    if (inner || initial) names.push(word);
  }
  return names;
}

/** Makes a model's letter truthful against the resume: returns the repaired letter and a note per repair. */
export function enforceLetterHonesty(letter: CoverLetterAnswer, facts: LetterFacts, vocabulary: readonly VocabularyTerm[] = skillVocabulary): LetterHonestyResult {
  const locale = localeOrDefault(facts.language);
  const addressees = [facts.companyName, facts.positionName, facts.hiringManager].filter((name): name is string => Boolean(name?.trim()));
  // The resume, and the languages it and the letter are written in: a resume in English shows English.
  const languages = [facts.language, facts.resumeLanguage].filter((code): code is string => Boolean(code)).map(languageName);
  const strings = resumeStrings(facts.sections);
  const source = [...strings, ...languages].join('\n');
  const sourceFolded = foldText(source);
  const numbers = new Set(strings.flatMap((text) => DATE.exec(text)?.slice(1, 2) ?? text.match(/\p{N}+/gu) ?? []));
  const claimable = vocabulary.filter((term) => !APPLICATION_TERMS.has(term.term));
  const common = [...localeStrings(locale), ...COURTESY_CAPITALS];
  const known = new KnownWords([source, ...addressees, ...common]);
  const knownToHeaders = new KnownWords([source, facts.posting, ...addressees, ...common]);
  const repairs: string[] = [];

  /** Why a body sentence cannot stay, or undefined when it can. */
  const problem = (sentence: string): string | undefined => {
    const text = blankOut(sentence, addressees);
    const names = namesIn(text, facts.language).filter((name) => !known.has(name));
    if (names.length > 0) return `naming ${names.map((name) => JSON.stringify(name)).join(', ')}, which the resume does not hold`;
    const invented = inventedTerms(text, source, sourceFolded, claimable);
    if (invented.length > 0) return `claiming ${invented.map((term) => term.term).join(', ')}, which the resume never mentions`;
    const stated = (text.match(/\p{N}+/gu) ?? []).filter((number) => !numbers.has(number));
    if (stated.length > 0) return `stating ${stated.join(', ')}, which the resume does not state`;
    return undefined;
  };

  const sentences = { total: 0, kept: 0 };
  const paragraphs: string[] = [];
  letter.paragraphs.forEach((paragraph, index) => {
    const written = splitSentences(oneLine(paragraph));
    const honest = written.filter((sentence) => {
      const reason = problem(sentence);
      if (reason) repairs.push(`Paragraph ${index + 1}: removed a sentence ${reason}.`);
      return !reason;
    });
    sentences.total += written.length;
    sentences.kept += honest.length;
    if (honest.length > 0) paragraphs.push(honest.join(' '));
  });

  /** A header line as written when every name in it is known; else the language's standard line. */
  const headerLine = (field: 'subject' | 'salutation' | 'closing', standard: string): string => {
    const line = oneLine(letter[field]);
    const unknown = namesIn(blankOut(line, addressees), facts.language).filter((name) => !knownToHeaders.has(name));
    if (unknown.length === 0) return line;
    repairs.push(`The ${field} named ${unknown.map((name) => JSON.stringify(name)).join(', ')}, which neither the resume nor the posting holds: replaced by the standard one.`);
    return standard;
  };
  const subject = headerLine('subject', fillTemplate(locale.coverLetter.subject, { position: oneLine(facts.positionName ?? '') }).trim());
  const salutation = headerLine('salutation', facts.hiringManager?.trim() ? fillTemplate(locale.coverLetter.dearNamed, { name: oneLine(facts.hiringManager) }) : locale.coverLetter.dear);
  const closing = headerLine('closing', locale.coverLetter.regards);

  return { letter: { ...letter, subject, salutation, paragraphs, closing }, repairs, sentences };
}
