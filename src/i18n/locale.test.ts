import { describe, expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import languages from '../../assets/languages.json' with { type: 'json' };
import {
  fillTemplate,
  formatDate,
  formatPeriod,
  isLocaleCode,
  loadLocale,
  localeCodes,
  localeFor,
  localeOrDefault,
  localeSections,
  pageLabel,
  sectionTitle,
  type DateStyle,
  type Locale,
} from './locale.ts';

const LOCALES_DIR = join(import.meta.dir, '../../assets/locales');
const readLocaleFile = (code: string): unknown => JSON.parse(readFileSync(join(LOCALES_DIR, `${code}.json`), 'utf8'));

/** Every key path of a JSON value, arrays counted as leaves (their lengths are checked separately). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.keys(value)
    .sort()
    .flatMap((key) => keyPaths((value as Record<string, unknown>)[key], prefix ? `${prefix}.${key}` : key));
}

/** Every string in a JSON value, with its path. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  return [];
}

describe('locale files', () => {
  const fileCodes = readdirSync(LOCALES_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();

  test('there is one file per language of assets/languages.json, and each is registered', () => {
    const languageCodes = languages.map((language) => language.code);
    expect(fileCodes).toEqual([...languageCodes].sort());
    expect([...localeCodes] as string[]).toEqual(languageCodes);
    expect(localeCodes).toHaveLength(14);
  });

  test('all files have exactly the same keys, recursively', () => {
    const reference = keyPaths(readLocaleFile('en'));
    expect(reference).toContain('sections.profile');
    expect(reference).toContain('coverLetter.subject');
    for (const code of fileCodes) expect({ code, keys: keyPaths(readLocaleFile(code)) }).toEqual({ code, keys: reference });
  });

  test.each([...localeCodes])('%s: every key, 12 months, placeholders, no empty strings', (code) => {
    const data = readLocaleFile(code) as Record<string, unknown>;
    expect(data.code).toBe(code);
    expect(Object.keys(data.sections as object).sort()).toEqual([...localeSections].sort());
    for (const key of ['monthsShort', 'monthsLong'] as const) {
      expect(data[key]).toBeArrayOfSize(12);
      expect(new Set(data[key] as string[]).size).toBe(12);
    }
    const locale = localeFor(code);
    expect(locale.pageOf).toContain('{page}');
    expect(locale.pageOf).toContain('{pages}');
    expect(locale.coverLetter.dearNamed).toContain('{name}');
    expect(locale.coverLetter.subject).toContain('{position}');
    for (const [path, value] of strings(data)) {
      expect({ path, empty: value.trim() === '' }).toEqual({ path, empty: false });
      expect({ path, untrimmed: path !== 'dateRangeSeparator' && value !== value.trim() }).toEqual({ path, untrimmed: false });
    }
  });

  test('the files are validated at load: a missing key, an extra key, 11 months or a wrong code is refused', () => {
    const en = readLocaleFile('en') as Record<string, any>;
    expect(() => loadLocale('en', en)).not.toThrow();
    const { present: _present, ...missing } = en;
    expect(() => loadLocale('en', missing)).toThrow('assets/locales/en.json');
    expect(() => loadLocale('en', { ...en, extra: 'x' })).toThrow('assets/locales/en.json');
    expect(() => loadLocale('en', { ...en, monthsShort: en.monthsShort.slice(1) })).toThrow('assets/locales/en.json');
    expect(() => loadLocale('en', { ...en, pageOf: 'Page {page}' })).toThrow('assets/locales/en.json');
    expect(() => loadLocale('en', { ...en, sections: { ...en.sections, skills: '' } })).toThrow('assets/locales/en.json');
    expect(() => loadLocale('de', en)).toThrow('code is "en", expected "de"');
  });

  test('letters outside Latin-1 survive: Polish ł, ś, ę, ź; Estonian õ; Icelandic ð, æ', () => {
    const pl = localeFor('pl');
    expect(pl.sections.education).toBe('Wykształcenie');
    expect(pl.sections.experience).toBe('Doświadczenie zawodowe');
    expect(pl.sections.skills).toBe('Umiejętności');
    expect(pl.monthsShort[9]).toBe('paź');
    expect(pl.monthsLong[9]).toBe('październik');
    expect([...'łśęź'].every((char) => char.codePointAt(0)! > 0xff)).toBe(true);
    expect(localeFor('et').sections.summary).toBe('Kokkuvõte');
    expect(localeFor('is').sections.references).toBe('Meðmælendur');
    expect(localeFor('is').sections.skills).toBe('Færni');
    expect(localeFor('no').present).toBe('nå');
  });

  test('the resume terms each language uses', () => {
    expect(localeFor('de').sections).toMatchObject({ experience: 'Berufserfahrung', education: 'Ausbildung', skills: 'Kenntnisse', languages: 'Sprachen' });
    expect(localeFor('fr').sections).toMatchObject({ experience: 'Expérience professionnelle', education: 'Formation', skills: 'Compétences', languages: 'Langues' });
    expect(localeFor('is').sections).toMatchObject({ experience: 'Starfsreynsla', education: 'Menntun' });
    expect(localeFor('fi').sections).toMatchObject({ experience: 'Työkokemus', education: 'Koulutus' });
    expect(localeFor('et').sections).toMatchObject({ experience: 'Töökogemus', education: 'Haridus' });
    expect(localeFor('pl').sections).toMatchObject({ experience: 'Doświadczenie zawodowe', education: 'Wykształcenie' });
    expect(localeFor('de').present).toBe('heute');
    expect(localeFor('en').present).toBe('Present');
  });

  test('month names are lowercase except in English and German', () => {
    for (const code of localeCodes) {
      const { monthsShort, monthsLong } = localeFor(code);
      const capitalised = code === 'en' || code === 'de';
      for (const month of [...monthsShort, ...monthsLong]) {
        expect({ code, month, capitalised: month[0] !== month[0]!.toLowerCase() }).toEqual({ code, month, capitalised });
      }
    }
  });
});

describe('localeFor, localeOrDefault, isLocaleCode', () => {
  test('looks codes up case-insensitively', () => {
    expect(localeFor('de').code).toBe('de');
    expect(localeFor('DE').code).toBe('de');
    expect(localeFor('Pl').sections.education).toBe('Wykształcenie');
    expect(isLocaleCode('FI')).toBe(true);
    expect(isLocaleCode('xx')).toBe(false);
  });

  test('an unknown code throws a clear error, with no silent fallback', () => {
    expect(() => localeFor('xx')).toThrow('Unknown locale code "xx": expected one of en, de, es, fr, it, nl, pl, pt, is, fi, sv, no, da, et');
    expect(() => localeFor('')).toThrow('Unknown locale code ""');
    expect(() => localeFor('de-DE')).toThrow('Unknown locale code "de-DE"');
    expect(() => localeFor(' de')).toThrow('Unknown locale code');
    expect(() => localeFor('toString')).toThrow('Unknown locale code');
    expect(() => localeFor('__proto__')).toThrow('Unknown locale code');
  });

  test('localeOrDefault falls back to English only when asked', () => {
    expect(localeOrDefault().code).toBe('en');
    expect(localeOrDefault('').code).toBe('en');
    expect(localeOrDefault('xx').code).toBe('en');
    expect(localeOrDefault('SV').code).toBe('sv');
  });

  test('locales are frozen', () => {
    const de = localeFor('de');
    expect(Object.isFrozen(de)).toBe(true);
    expect(Object.isFrozen(de.sections)).toBe(true);
    expect(Object.isFrozen(de.monthsShort)).toBe(true);
  });
});

describe('sectionTitle', () => {
  test('names every section in every locale', () => {
    for (const code of localeCodes) for (const section of localeSections) expect(sectionTitle(localeFor(code), section)).toBe(localeFor(code).sections[section]);
    expect(sectionTitle(localeFor('en'), 'experience')).toBe('Experience');
    expect(sectionTitle(localeFor('de'), 'experience')).toBe('Berufserfahrung');
    expect(sectionTitle(localeFor('fr'), 'interests')).toBe('Centres d’intérêt');
    expect(sectionTitle(localeFor('fi'), 'languages')).toBe('Kielitaito');
    expect(sectionTitle(localeFor('sv'), 'experience')).toBe('Arbetslivserfarenhet');
  });

  test('an unknown section throws', () => {
    expect(() => sectionTitle(localeFor('en'), 'custom' as never)).toThrow('Unknown section "custom"');
    expect(() => sectionTitle(localeFor('en'), 'toString' as never)).toThrow('Unknown section "toString"');
  });
});

describe('formatDate', () => {
  const cases: [string, string, DateStyle, string][] = [
    ['en', '2021-01', 'short', 'Jan 2021'],
    ['en', '2021-01', 'long', 'January 2021'],
    ['en', '2021-01', 'numeric', '01/2021'],
    ['en', '2021-09-15', 'short', 'Sep 2021'],
    ['de', '2021-01', 'short', 'Jan. 2021'],
    ['de', '2021-03', 'short', 'März 2021'],
    ['de', '2021-09', 'short', 'Sept. 2021'],
    ['de', '2021-03', 'long', 'März 2021'],
    ['de', '2021-01', 'numeric', '01.2021'],
    ['fr', '2021-01', 'short', 'janv. 2021'],
    ['fr', '2021-02', 'short', 'févr. 2021'],
    ['fr', '2021-08', 'long', 'août 2021'],
    ['fr', '2021-12', 'short', 'déc. 2021'],
    ['fr', '2021-01', 'numeric', '01/2021'],
    ['es', '2021-01', 'long', 'enero de 2021'],
    ['es', '2021-01', 'short', 'ene. 2021'],
    ['pt', '2021-03', 'long', 'março de 2021'],
    ['it', '2021-06', 'short', 'giu. 2021'],
    ['nl', '2021-03', 'short', 'mrt. 2021'],
    ['nl', '2021-01', 'numeric', '01-2021'],
    ['pl', '2021-01', 'short', 'sty 2021'],
    ['pl', '2021-01', 'long', 'styczeń 2021'],
    ['pl', '2021-10', 'long', 'październik 2021'],
    ['pl', '2021-01', 'numeric', '01.2021'],
    ['is', '2021-08', 'short', 'ágú. 2021'],
    ['is', '2021-08', 'long', 'ágúst 2021'],
    ['is', '2021-01', 'numeric', '01.2021'],
    ['fi', '2021-01', 'short', 'tammik. 2021'],
    ['fi', '2021-06', 'long', 'kesäkuu 2021'],
    ['fi', '2021-01', 'numeric', '1.2021'],
    ['fi', '2021-11', 'numeric', '11.2021'],
    ['sv', '2021-01', 'short', 'jan. 2021'],
    ['sv', '2021-03', 'short', 'mars 2021'],
    ['sv', '2021-08', 'long', 'augusti 2021'],
    ['sv', '2021-01', 'numeric', '2021-01'],
    ['no', '2021-12', 'short', 'des. 2021'],
    ['da', '2021-03', 'long', 'marts 2021'],
    ['et', '2021-02', 'short', 'veebr 2021'],
    ['et', '2021-12', 'numeric', '12.2021'],
  ];
  test.each(cases)('%s %s %s → %s', (code, date, style, expected) => {
    expect(formatDate(date, localeFor(code), style)).toBe(expected);
  });

  test('a year alone stays a year in every style and locale', () => {
    for (const code of localeCodes) for (const style of ['short', 'long', 'numeric'] as const) expect(formatDate('2021', localeFor(code), style)).toBe('2021');
  });

  test('a full date shows month and year; the day is dropped', () => {
    expect(formatDate('2021-01-31', localeFor('en'), 'long')).toBe('January 2021');
    expect(formatDate('2021-12-01', localeFor('de'), 'numeric')).toBe('12.2021');
    expect(formatDate('1999-07-04', localeFor('sv'), 'numeric')).toBe('1999-07');
  });

  test('empty or missing is empty', () => {
    for (const style of ['short', 'long', 'numeric'] as const) {
      expect(formatDate('', localeFor('en'), style)).toBe('');
      expect(formatDate(undefined, localeFor('de'), style)).toBe('');
    }
  });

  test.each(['2021-13', '2021-00', '2021-1', '21-01', '2021/01', '2021-01-32', '2021-01-00', ' 2021', '2021 ', 'Jan 2021', '2021-01-01T00:00:00Z', 'today'])(
    'refuses the malformed date %p',
    (date) => {
      expect(() => formatDate(date, localeFor('en'), 'short')).toThrow(`Invalid date ${JSON.stringify(date)}: expected YYYY, YYYY-MM or YYYY-MM-DD`);
    },
  );

  test('an unknown style throws', () => {
    expect(() => formatDate('2021-01', localeFor('en'), 'medium' as DateStyle)).toThrow('Unknown date style "medium"');
  });
});

describe('formatPeriod', () => {
  const en = localeFor('en');
  const de = localeFor('de');

  test('start and end', () => {
    expect(formatPeriod({ startDate: '2021-01', endDate: '2023-03' }, en, 'short')).toBe('Jan 2021 – Mar 2023');
    expect(formatPeriod({ startDate: '2021-01', endDate: '2023-03' }, en, 'numeric')).toBe('01/2021 – 03/2023');
    expect(formatPeriod({ startDate: '2021-01', endDate: '2023-03' }, de, 'short')).toBe('Jan. 2021 – März 2023');
    expect(formatPeriod({ startDate: '2021-01', endDate: '2023-03' }, localeFor('fr'), 'long')).toBe('janvier 2021 – mars 2023');
    expect(formatPeriod({ startDate: '2019', endDate: '2021' }, en, 'short')).toBe('2019 – 2021');
    expect(formatPeriod({ startDate: '2019', endDate: '2021-06' }, en, 'short')).toBe('2019 – Jun 2021');
  });

  test('current', () => {
    expect(formatPeriod({ startDate: '2021-01', current: true }, en, 'short')).toBe('Jan 2021 – Present');
    expect(formatPeriod({ startDate: '2021-01', current: true }, de, 'short')).toBe('Jan. 2021 – heute');
    expect(formatPeriod({ startDate: '2021-01', current: true }, localeFor('fr'), 'short')).toBe('janv. 2021 – aujourd’hui');
    expect(formatPeriod({ startDate: '2021-01', current: true }, localeFor('pl'), 'short')).toBe('sty 2021 – obecnie');
    expect(formatPeriod({ startDate: '2021-01', current: true }, localeFor('is'), 'short')).toBe('jan. 2021 – í dag');
    expect(formatPeriod({ startDate: '2021-01', current: true }, localeFor('fi'), 'numeric')).toBe('1.2021 – nyt');
    expect(formatPeriod({ startDate: '2021-01', current: true }, localeFor('sv'), 'numeric')).toBe('2021-01 – nu');
    expect(formatPeriod({ startDate: '2020', current: true }, en, 'long')).toBe('2020 – Present');
    // current wins over an end date (the document rules refuse both together anyway)
    expect(formatPeriod({ startDate: '2021-01', endDate: '2022-01', current: true }, en, 'short')).toBe('Jan 2021 – Present');
    expect(formatPeriod({ startDate: '2021-01', endDate: '', current: true }, en, 'short')).toBe('Jan 2021 – Present');
  });

  test('start only, end only, neither', () => {
    expect(formatPeriod({ startDate: '2021-01' }, en, 'short')).toBe('Jan 2021');
    expect(formatPeriod({ startDate: '2021-01', endDate: '', current: false }, en, 'short')).toBe('Jan 2021');
    expect(formatPeriod({ endDate: '2021-01' }, en, 'short')).toBe('Jan 2021');
    expect(formatPeriod({ startDate: '', endDate: '2021-01' }, de, 'numeric')).toBe('01.2021');
    expect(formatPeriod({}, en, 'short')).toBe('');
    expect(formatPeriod({ startDate: '', endDate: '' }, en, 'short')).toBe('');
    expect(formatPeriod({ current: true }, en, 'short')).toBe('Present');
  });

  test('start and end showing the same are one date', () => {
    expect(formatPeriod({ startDate: '2021-01', endDate: '2021-01' }, en, 'short')).toBe('Jan 2021');
    expect(formatPeriod({ startDate: '2021-01-03', endDate: '2021-01-28' }, en, 'long')).toBe('January 2021');
    expect(formatPeriod({ startDate: '2021', endDate: '2021' }, de, 'short')).toBe('2021');
    expect(formatPeriod({ startDate: '2021-01', endDate: '2021-02' }, en, 'short')).toBe('Jan 2021 – Feb 2021');
    expect(formatPeriod({ startDate: '2021', endDate: '2021-05' }, en, 'short')).toBe('2021 – May 2021');
  });

  test('malformed dates throw', () => {
    expect(() => formatPeriod({ startDate: '2021-13' }, en, 'short')).toThrow('Invalid date "2021-13"');
    expect(() => formatPeriod({ startDate: '2021-01', endDate: 'now' }, en, 'short')).toThrow('Invalid date "now"');
  });
});

describe('pageLabel', () => {
  const pages: [string, string][] = [
    ['en', 'Page 1 of 2'],
    ['de', 'Seite 1 von 2'],
    ['fr', 'Page 1 sur 2'],
    ['es', 'Página 1 de 2'],
    ['pl', 'Strona 1 z 2'],
    ['is', 'Síða 1 af 2'],
    ['fi', 'Sivu 1/2'],
    ['sv', 'Sida 1 av 2'],
    ['no', 'Side 1 av 2'],
    ['da', 'Side 1 af 2'],
    ['et', 'Lehekülg 1/2'],
  ];
  test.each(pages)('%s page style → %s', (code, expected) => {
    expect(pageLabel(localeFor(code), 'page', 1, 2)).toBe(expected);
  });

  test('none, simple and fraction', () => {
    const de = localeFor('de');
    expect(pageLabel(de, 'none', 1, 2)).toBe('');
    expect(pageLabel(de, 'simple', 1, 2)).toBe('1');
    expect(pageLabel(de, 'fraction', 1, 2)).toBe('1/2');
    expect(pageLabel(de, 'fraction', 12, 12)).toBe('12/12');
    expect(pageLabel(localeFor('en'), 'page', 3, 3)).toBe('Page 3 of 3');
  });

  test('every locale fills both placeholders', () => {
    for (const code of localeCodes) {
      const label = pageLabel(localeFor(code), 'page', 7, 9);
      expect(label).toContain('7');
      expect(label).toContain('9');
      expect(label).not.toContain('{');
    }
  });

  test('impossible page numbers throw a RangeError', () => {
    const en = localeFor('en');
    expect(() => pageLabel(en, 'simple', 0, 2)).toThrow(RangeError);
    expect(() => pageLabel(en, 'page', 3, 2)).toThrow('Invalid page 3 of 2');
    expect(() => pageLabel(en, 'fraction', 1.5, 2)).toThrow(RangeError);
    expect(() => pageLabel(en, 'unknown' as never, 1, 2)).toThrow('Unknown page numbering "unknown"');
  });
});

describe('fillTemplate', () => {
  test('fills cover-letter phrases and leaves unknown placeholders', () => {
    const de: Locale = localeFor('de');
    expect(fillTemplate(de.coverLetter.subject, { position: 'Softwareentwicklerin' })).toBe('Bewerbung als Softwareentwicklerin');
    expect(fillTemplate(localeFor('en').coverLetter.dearNamed, { name: 'Ada Lovelace' })).toBe('Dear Ada Lovelace,');
    expect(fillTemplate('{a} {b}', { a: 1 })).toBe('1 {b}');
    expect(fillTemplate('{page}', { page: '$&' })).toBe('$&');
  });
});
