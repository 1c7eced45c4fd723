/**
 * The words and date conventions of the 14 resume languages (assets/locales/<code>.json), and the
 * formatting built on them: section titles, partial dates (YYYY, YYYY-MM, YYYY-MM-DD), periods and
 * page labels. Everything here is pure: the JSON is imported statically and checked once at start-up.
 *
 * Resumes rarely show days, so a full date is shown as month and year.
 */
import { Type } from '@sinclair/typebox';
import { validateData } from '../catalog/validate-data.ts';
import da from '../../assets/locales/da.json' with { type: 'json' };
import de from '../../assets/locales/de.json' with { type: 'json' };
import en from '../../assets/locales/en.json' with { type: 'json' };
import es from '../../assets/locales/es.json' with { type: 'json' };
import et from '../../assets/locales/et.json' with { type: 'json' };
import fi from '../../assets/locales/fi.json' with { type: 'json' };
import fr from '../../assets/locales/fr.json' with { type: 'json' };
import is from '../../assets/locales/is.json' with { type: 'json' };
import it from '../../assets/locales/it.json' with { type: 'json' };
import nl from '../../assets/locales/nl.json' with { type: 'json' };
import no from '../../assets/locales/no.json' with { type: 'json' };
import pl from '../../assets/locales/pl.json' with { type: 'json' };
import pt from '../../assets/locales/pt.json' with { type: 'json' };
import sv from '../../assets/locales/sv.json' with { type: 'json' };

/** The locale codes, in the order of assets/languages.json. */
export const localeCodes = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'is', 'fi', 'sv', 'no', 'da', 'et'] as const;
export type LocaleCode = (typeof localeCodes)[number];

/** The sections every locale names. */
export const localeSections = [
  'summary',
  'experience',
  'education',
  'skills',
  'languages',
  'certifications',
  'projects',
  'awards',
  'volunteering',
  'publications',
  'references',
  'interests',
  'contact',
  'profile',
] as const;
export type LocaleSection = (typeof localeSections)[number];

export type DateStyle = 'short' | 'long' | 'numeric';
export type PageLabelStyle = 'none' | 'simple' | 'fraction' | 'page';

/**
 * How a month and year are written as numbers: MM/YYYY "01/2021", MM.YYYY "01.2021", M.YYYY "1.2021",
 * MM-YYYY "01-2021", YYYY-MM "2021-01".
 */
export type NumericDatePattern = 'MM/YYYY' | 'MM.YYYY' | 'M.YYYY' | 'MM-YYYY' | 'YYYY-MM';

/** How the long month name and the year are joined: "January 2021", "enero de 2021". */
export type LongDatePattern = '{month} {year}' | '{month} de {year}';

export interface DateConventions {
  readonly numeric: NumericDatePattern;
  readonly long: LongDatePattern;
}

/** The contents of one assets/locales/<code>.json file. */
export interface LocaleStrings {
  readonly code: LocaleCode;
  readonly sections: Readonly<Record<LocaleSection, string>>;
  /** The open end of a current period: "Present", "heute". */
  readonly present: string;
  /** Twelve month abbreviations, January first. */
  readonly monthsShort: readonly string[];
  /** Twelve month names as written before a year ("styczeń 2021"), January first. */
  readonly monthsLong: readonly string[];
  /** The "page" page-numbering label, with {page} and {pages}. */
  readonly pageOf: string;
  readonly dateRangeSeparator: string;
  readonly coverLetter: Readonly<{
    /** Salutation when no recipient is named. */
    dear: string;
    /** Salutation with {name}. */
    dearNamed: string;
    /** The closing line before the signature. */
    regards: string;
    /** Subject line with {position}. */
    subject: string;
  }>;
}

/** One language's strings and date conventions. */
export interface Locale extends LocaleStrings {
  readonly dates: DateConventions;
}

/**
 * Numeric and long date conventions per language. Numeric follows each language's usual month-year
 * notation (Finnish writes dates without leading zeros, per Kielitoimisto: 1.2021); the long form of
 * Spanish and Portuguese joins month and year with "de".
 */
const dateConventions: Record<LocaleCode, DateConventions> = {
  en: { numeric: 'MM/YYYY', long: '{month} {year}' },
  de: { numeric: 'MM.YYYY', long: '{month} {year}' },
  es: { numeric: 'MM/YYYY', long: '{month} de {year}' },
  fr: { numeric: 'MM/YYYY', long: '{month} {year}' },
  it: { numeric: 'MM/YYYY', long: '{month} {year}' },
  nl: { numeric: 'MM-YYYY', long: '{month} {year}' },
  pl: { numeric: 'MM.YYYY', long: '{month} {year}' },
  pt: { numeric: 'MM/YYYY', long: '{month} de {year}' },
  is: { numeric: 'MM.YYYY', long: '{month} {year}' },
  fi: { numeric: 'M.YYYY', long: '{month} {year}' },
  sv: { numeric: 'YYYY-MM', long: '{month} {year}' },
  no: { numeric: 'MM.YYYY', long: '{month} {year}' },
  da: { numeric: 'MM.YYYY', long: '{month} {year}' },
  et: { numeric: 'MM.YYYY', long: '{month} {year}' },
};

const word = Type.String({ minLength: 1, pattern: '\\S' });
const months = Type.Array(word, { minItems: 12, maxItems: 12 });
const LocaleFileSchema = Type.Object(
  {
    code: Type.String({ pattern: '^[a-z]{2}$' }),
    sections: Type.Object(Object.fromEntries(localeSections.map((section) => [section, word])), { additionalProperties: false }),
    present: word,
    monthsShort: months,
    monthsLong: months,
    pageOf: Type.String({ pattern: '\\{page\\}[\\s\\S]*\\{pages\\}|\\{pages\\}[\\s\\S]*\\{page\\}' }),
    dateRangeSeparator: Type.String({ minLength: 1 }),
    coverLetter: Type.Object(
      {
        dear: word,
        dearNamed: Type.String({ pattern: '\\{name\\}' }),
        regards: word,
        subject: Type.String({ pattern: '\\{position\\}' }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

const files: Record<LocaleCode, unknown> = { en, de, es, fr, it, nl, pl, pt, is, fi, sv, no, da, et };

/** Checks one locale file's shape and code; throws naming the file. Exported for the tests. */
export function loadLocale(code: LocaleCode, data: unknown): Locale {
  const source = `assets/locales/${code}.json`;
  const strings = validateData(LocaleFileSchema, data, source);
  if (strings.code !== code) throw new Error(`Invalid data in ${source}: code is "${strings.code}", expected "${code}"`);
  return deepFreeze({ ...(strings as unknown as LocaleStrings), dates: dateConventions[code] });
}

const locales = new Map<string, Locale>(localeCodes.map((code) => [code, loadLocale(code, files[code])]));

/** True for one of the locale codes (case-insensitive). */
export function isLocaleCode(code: string): boolean {
  return locales.has(code.toLowerCase());
}

/** The locale of `code` (case-insensitive); throws for an unknown code. */
export function localeFor(code: string): Locale {
  const locale = typeof code === 'string' ? locales.get(code.toLowerCase()) : undefined;
  if (!locale) throw new Error(`Unknown locale code ${JSON.stringify(code)}: expected one of ${localeCodes.join(', ')}`);
  return locale;
}

/** The locale of `code`, or English when `code` is missing, empty or unknown. */
export function localeOrDefault(code?: string): Locale {
  return (code && locales.get(code.toLowerCase())) || (locales.get('en') as Locale);
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** The English name of a locale's language ("German" for "de"; English for an unknown code), for prompts and checks. */
export function languageName(code: string): string {
  const locale = localeOrDefault(code);
  return languageNames.of(locale.code) ?? locale.code;
}

/** The title of a section in the locale's language. */
export function sectionTitle(locale: Locale, section: LocaleSection): string {
  const title = Object.hasOwn(locale.sections, section) ? locale.sections[section] : undefined;
  if (title === undefined) throw new Error(`Unknown section ${JSON.stringify(section)}: expected one of ${localeSections.join(', ')}`);
  return title;
}

/** Replaces each {key} in `template` with its value; placeholders without a value are left as they are. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : placeholder));
}

interface PartialDate {
  year: string;
  /** 1–12, absent for a year alone. */
  month?: number;
}

const DATE = /^(\d{4})(?:-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?)?$/;

function parseDate(date: string): PartialDate {
  const match = DATE.exec(date);
  if (!match) throw new Error(`Invalid date ${JSON.stringify(date)}: expected YYYY, YYYY-MM or YYYY-MM-DD`);
  const [, year, month] = match;
  return month ? { year: year as string, month: Number(month) } : { year: year as string };
}

/**
 * A partial date as a resume shows it: a year alone stays "2021"; a month (or a full date, whose day
 * is dropped) is "Jan 2021" (short), "January 2021" (long) or "01/2021" (numeric) in the locale's
 * conventions. An empty or missing date is ''. Anything else throws.
 */
export function formatDate(date: string | undefined, locale: Locale, style: DateStyle): string {
  if (date === undefined || date === '') return '';
  const { year, month } = parseDate(date);
  if (month === undefined) return year;
  switch (style) {
    case 'short':
      return `${locale.monthsShort[month - 1]} ${year}`;
    case 'long':
      return fillTemplate(locale.dates.long, { month: locale.monthsLong[month - 1] as string, year });
    case 'numeric':
      return numericDate(locale.dates.numeric, month, year);
    default:
      throw new Error(`Unknown date style ${JSON.stringify(style)}: expected short, long or numeric`);
  }
}

function numericDate(pattern: NumericDatePattern, month: number, year: string): string {
  const mm = String(month).padStart(2, '0');
  switch (pattern) {
    case 'MM/YYYY':
      return `${mm}/${year}`;
    case 'MM.YYYY':
      return `${mm}.${year}`;
    case 'M.YYYY':
      return `${month}.${year}`;
    case 'MM-YYYY':
      return `${mm}-${year}`;
    case 'YYYY-MM':
      return `${year}-${mm}`;
  }
}

export interface Period {
  startDate?: string;
  endDate?: string;
  current?: boolean;
}

/**
 * A period as a resume shows it: "Jan 2021 – Mar 2023", "Jan 2021 – Present" when current (which
 * wins over an end date), "Jan 2021" with a start only, "Mar 2023" with an end only, and one date
 * when start and end show the same. The present word alone when current without dates; '' with
 * nothing at all.
 */
export function formatPeriod(period: Period, locale: Locale, style: DateStyle): string {
  const start = formatDate(period.startDate, locale, style);
  const end = period.current ? locale.present : formatDate(period.endDate, locale, style);
  if (!start) return end;
  if (!end || end === start) return start;
  return `${start}${locale.dateRangeSeparator}${end}`;
}

/**
 * The page label of a page-numbering style: 'none' '', 'simple' "1", 'fraction' "1/2", 'page'
 * "Page 1 of 2" in the locale's words. Pages are counted from 1; `page` may not exceed `pages`.
 */
export function pageLabel(locale: Locale, style: PageLabelStyle, page: number, pages: number): string {
  if (style === 'none') return '';
  if (!Number.isInteger(page) || !Number.isInteger(pages) || page < 1 || page > pages) {
    throw new RangeError(`Invalid page ${page} of ${pages}: expected whole numbers with 1 <= page <= pages`);
  }
  switch (style) {
    case 'simple':
      return String(page);
    case 'fraction':
      return `${page}/${pages}`;
    case 'page':
      return fillTemplate(locale.pageOf, { page, pages });
    default:
      throw new Error(`Unknown page numbering ${JSON.stringify(style)}: expected none, simple, fraction or page`);
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
