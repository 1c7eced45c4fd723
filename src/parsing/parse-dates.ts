/**
 * Dates as resumes print them, in the 14 languages: "Jan 2020 – Present", "01/2020 – 03/2022",
 * "2019–2021", "März 2018 – heute", "Sept. 2019 – nå", "enero de 2020 – actualidad", "since 2020",
 * "2020-05" (Swedish numeric). Month names and present words come from the locale files, with
 * English and common variants accepted in every language. Output is ISO (YYYY-MM or YYYY).
 */
import { localeCodes, localeFor, type LocaleCode } from '../i18n/locale.ts';
import { foldText } from './fold-text.ts';

/** A date range (or a single date) found in a line. */
export interface DateRange {
  startDate: string;
  endDate: string;
  /** The range ends with a present word ("heute") or starts with "since". */
  current: boolean;
  /** Where the matched text starts and ends in the line. */
  start: number;
  end: number;
  /** Languages whose month or present words the match used (empty for numbers alone). */
  locales: LocaleCode[];
  /** A range (two ends, or an open end), not one date. */
  isRange: boolean;
}

const englishMonths = [
  ['jan', 'january'],
  ['feb', 'february'],
  ['mar', 'march'],
  ['apr', 'april'],
  ['may'],
  ['jun', 'june'],
  ['jul', 'july'],
  ['aug', 'august'],
  ['sep', 'sept', 'september'],
  ['oct', 'october'],
  ['nov', 'november'],
  ['dec', 'december'],
];

/** Variants seen in real resumes that the locale files do not spell. */
const extraMonths: Partial<Record<LocaleCode, string[][]>> = {
  de: [['jän', 'jänner'], ['feber'], ['mär', 'maerz', 'mrz'], [], [], ['jun'], ['jul'], [], ['sep', 'sept'], [], [], []],
  fr: [['janv', 'jan'], ['fev', 'févr'], ['mar'], ['avr'], [], ['juin'], ['juil'], ['aou'], ['sep', 'sept'], [], [], []],
  fi: [['tammi'], ['helmi'], ['maalis'], ['huhti'], ['touko'], ['kesä'], ['heinä'], ['elo'], ['syys'], ['loka'], ['marras'], ['joulu']],
  nl: [[], [], ['maa', 'mrt'], [], [], [], [], [], ['sept'], [], [], []],
  es: [[], [], [], [], [], [], [], [], ['sep', 'set', 'setiembre'], [], [], []],
  pt: [[], [], [], [], [], [], [], [], ['sep'], [], [], []],
  pl: [['stycznia'], ['lutego'], ['marca'], ['kwietnia'], ['maja'], ['czerwca'], ['lipca'], ['sierpnia'], ['września'], ['października'], ['listopada'], ['grudnia']],
};

/** Present words per language, beyond the locale file's own. */
const extraPresent: Partial<Record<LocaleCode, string[]>> = {
  en: ['present', 'current', 'now', 'today', 'ongoing', 'date'],
  de: ['heute', 'aktuell', 'jetzt', 'dato', 'laufend'],
  es: ['actualidad', 'presente', 'actual', 'hoy'],
  fr: ["aujourd'hui", 'présent', 'ce jour', 'en cours', 'actuel'],
  it: ['oggi', 'presente', 'attuale', 'in corso'],
  nl: ['heden', 'nu', 'huidig', 'present'],
  pl: ['obecnie', 'teraz', 'nadal', 'dziś'],
  pt: ['presente', 'atual', 'atualmente', 'hoje'],
  is: ['í dag', 'nú'],
  fi: ['nyt', 'nykyhetki', 'nykyään', 'jatkuu'],
  sv: ['nu', 'pågående', 'idag', 'i dag'],
  no: ['nå', 'dd', 'i dag', 'pågående'],
  da: ['nu', 'dd', 'i dag'],
  et: ['praegu', 'tänaseni', 'käesolev'],
};

/** "since 2020" and its translations: an open range that is still going on. */
const sinceWords = ['since', 'from', 'seit', 'ab', 'desde', 'depuis', 'dal', 'dall', 'sinds', 'vanaf', 'od', 'frá', 'alkaen', 'sedan', 'fra', 'siden', 'alates'];
const separatorWords = ['to', 'until', 'till', 'bis', 'til', 'a', 'à', 'au', 'al', 'hasta', 'até', 'tot', 'do', 'fino a'];

interface WordInfo {
  value: number;
  locales: Set<LocaleCode>;
}

const monthWords = new Map<string, WordInfo>();
const presentWords = new Map<string, WordInfo>();

function addWord(map: Map<string, WordInfo>, word: string, value: number, locale: LocaleCode): void {
  const key = foldText(word.trim()).replace(/\.$/, '');
  if (!key) return;
  const found = map.get(key);
  if (found) found.locales.add(locale);
  else map.set(key, { value, locales: new Set([locale]) });
}

for (const locale of localeCodes) {
  const strings = localeFor(locale);
  strings.monthsShort.forEach((word, index) => addWord(monthWords, word, index + 1, locale));
  strings.monthsLong.forEach((word, index) => addWord(monthWords, word, index + 1, locale));
  (extraMonths[locale] ?? []).forEach((words, index) => words.forEach((word) => addWord(monthWords, word, index + 1, locale)));
  addWord(presentWords, strings.present, 0, locale);
  for (const word of extraPresent[locale] ?? []) addWord(presentWords, word, 0, locale);
}
englishMonths.forEach((words, index) => words.forEach((word) => addWord(monthWords, word, index + 1, 'en')));

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
const alternation = (words: Iterable<string>) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');

const MONTH = `(?:${alternation(monthWords.keys())})`;
const YEAR = `(?:1[89]\\d{2}|20\\d{2})`;
// One date: month name and year, numeric month and year (either order), or a year alone.
const DATE = `(?:${MONTH}\\.?,?\\s*(?:de\\s+)?'?${YEAR}|\\d{1,2}[./]\\d{1,2}[./]${YEAR}|(?:0?[1-9]|1[0-2])\\s?[./-]\\s?${YEAR}|${YEAR}[-/.](?:0[1-9]|1[0-2])(?![\\d])|${YEAR})`;
const PRESENT = `(?:${alternation(presentWords.keys())})`;
const SEPARATOR = `(?:\\s*[-–—~‒―]+\\s*|\\s+(?:${alternation(separatorWords.map(foldText))})\\s+)`;
const BEFORE = '(?<![\\p{L}\\d])';
const AFTER = '(?![\\p{L}\\d])';
const RANGE = new RegExp(`${BEFORE}(${DATE})${SEPARATOR}(${DATE}|${PRESENT})${AFTER}`, 'giu');
const SINCE = new RegExp(`${BEFORE}(?:${alternation(sinceWords.map(foldText))})\\s+(${DATE})${AFTER}`, 'giu');
const OPEN = new RegExp(`${BEFORE}(${DATE})\\s*[-–—]\\s*(?=$|[|·•,;)])`, 'giu');
const SINGLE = new RegExp(`${BEFORE}(${DATE})${AFTER}`, 'giu');
const MONTH_YEAR = new RegExp(`^(${MONTH})\\.?,?\\s*(?:de\\s+)?'?(${YEAR})$`, 'iu');
const DAY_MONTH_YEAR = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/;
const MONTH_NUMBER_YEAR = /^(\d{1,2})\s?[./-]\s?(\d{4})$/;
const YEAR_MONTH = /^(\d{4})[-/.](\d{2})$/;

/** One date ("März 2018", "03/2018", "2018-03", "2018") as ISO, with the languages its month word belongs to. */
export function parseDate(text: string): { date: string; locales: LocaleCode[] } | undefined {
  const folded = foldText(text.trim());
  let match = MONTH_YEAR.exec(folded);
  if (match) {
    const info = monthWords.get(match[1]!.replace(/\.$/, ''));
    if (info) return { date: `${match[2]}-${pad(info.value)}`, locales: [...info.locales] };
  }
  if ((match = DAY_MONTH_YEAR.exec(folded)) && Number(match[2]) >= 1 && Number(match[2]) <= 12) return { date: `${match[3]}-${pad(Number(match[2]))}`, locales: [] };
  if ((match = MONTH_NUMBER_YEAR.exec(folded)) && Number(match[1]) >= 1 && Number(match[1]) <= 12) return { date: `${match[2]}-${pad(Number(match[1]))}`, locales: [] };
  if ((match = YEAR_MONTH.exec(folded))) return { date: `${match[1]}-${match[2]}`, locales: [] };
  if (new RegExp(`^${YEAR}$`).test(folded)) return { date: folded, locales: [] };
  return undefined;
}

const pad = (month: number) => String(month).padStart(2, '0');

/**
 * The date range in `text`, or its one date, or undefined. A range wins over a single date; of
 * several ranges the last is taken, as dates usually end a heading line ("Engineer  Jan 2020 – Present").
 */
export function findDateRange(text: string): DateRange | undefined {
  const folded = foldText(text);
  const last = (pattern: RegExp) => [...folded.matchAll(pattern)].at(-1);
  const range = last(RANGE);
  if (range) {
    const start = parseDate(range[1]!);
    const endText = range[2]!;
    const present = presentWords.get(endText.toLowerCase().replace(/\s+/g, ' '));
    const end = present ? undefined : parseDate(endText);
    if (start && (present || end)) {
      const locales = [...start.locales, ...(end?.locales ?? []), ...(present ? present.locales : [])];
      return { startDate: start.date, endDate: end?.date ?? '', current: Boolean(present), start: range.index!, end: range.index! + range[0].length, locales: unique(locales), isRange: true };
    }
  }
  const since = last(SINCE) ?? last(OPEN);
  if (since) {
    const start = parseDate(since[1]!);
    if (start) return { startDate: start.date, endDate: '', current: true, start: since.index!, end: since.index! + since[0].trimEnd().length, locales: start.locales, isRange: true };
  }
  const single = last(SINGLE);
  if (single) {
    const date = parseDate(single[1]!);
    if (date) return { startDate: date.date, endDate: '', current: false, start: single.index!, end: single.index! + single[0].length, locales: date.locales, isRange: false };
  }
  return undefined;
}

/**
 * Every date in `text` read one by one ("März 2018 – heute" gives 2018-03), in order, with where each
 * starts: the same grammar as a range's ends. For the provenance merge, which compares a model's
 * dates with the source's; the parser itself reads ranges (findDateRange).
 */
export function findAllDates(text: string): Array<{ date: string; index: number }> {
  const found: Array<{ date: string; index: number }> = [];
  for (const match of foldText(text).matchAll(SINGLE)) {
    const parsed = parseDate(match[1]!);
    if (parsed) found.push({ date: parsed.date, index: match.index! });
  }
  return found;
}

/** True when `text` is a present word alone ("Present", "heute"). */
export function isPresentWord(text: string): boolean {
  return presentWords.has(foldText(text.trim()).replace(/\.$/, ''));
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
