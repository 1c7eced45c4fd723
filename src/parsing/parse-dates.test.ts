/** The date grammar: ranges, open ends and single dates in the 14 languages, to ISO. */
import { describe, expect, test } from 'bun:test';
import { formatPeriod, localeCodes, localeFor } from '../i18n/locale.ts';
import { findDateRange, parseDate } from './parse-dates.ts';

const range = (text: string) => {
  const found = findDateRange(text);
  return found && { startDate: found.startDate, endDate: found.endDate, current: found.current };
};

describe('findDateRange', () => {
  test('ranges as resumes write them', () => {
    expect(range('Jan 2020 – Present')).toEqual({ startDate: '2020-01', endDate: '', current: true });
    expect(range('01/2020 – 03/2022')).toEqual({ startDate: '2020-01', endDate: '2022-03', current: false });
    expect(range('2019–2021')).toEqual({ startDate: '2019', endDate: '2021', current: false });
    expect(range('März 2018 – heute')).toEqual({ startDate: '2018-03', endDate: '', current: true });
    expect(range('Sept. 2019 – nå')).toEqual({ startDate: '2019-09', endDate: '', current: true });
    expect(range('2020 - nykyhetki')).toEqual({ startDate: '2020', endDate: '', current: true });
    expect(range('since 2020')).toEqual({ startDate: '2020', endDate: '', current: true });
    expect(range('enero de 2020 – actualidad')).toEqual({ startDate: '2020-01', endDate: '', current: true });
    expect(range('2020-05 – 2021-10')).toEqual({ startDate: '2020-05', endDate: '2021-10', current: false });
    expect(range('paź 2019 to lis 2020')).toEqual({ startDate: '2019-10', endDate: '2020-11', current: false });
  });

  test('the range at the end of a title line, with its position', () => {
    const text = 'Schwarzwald Medizintechnik KG, München November 2020 – September 2022';
    const found = findDateRange(text)!;
    expect(text.slice(found.start, found.end)).toBe('November 2020 – September 2022');
    expect(found.isRange).toBe(true);
  });

  test('phone numbers and amounts are not dates', () => {
    expect(findDateRange('+49 151 2345 6789')).toBeUndefined();
    expect(findDateRange('cut spend by EUR 410,000')).toBeUndefined();
  });

  test('every period our renderer prints, in every locale and style, reads back', () => {
    const periods = [
      { startDate: '2018-03', endDate: '2021-11' },
      { startDate: '2019-09', current: true },
      { startDate: '2011', endDate: '2013' },
    ];
    for (const code of localeCodes) {
      for (const style of ['short', 'long', 'numeric'] as const) {
        for (const period of periods) {
          const found = range(formatPeriod(period, localeFor(code), style));
          expect(found).toEqual({ startDate: period.startDate, endDate: period.endDate ?? '', current: Boolean(period.current) });
        }
      }
    }
  });
});

describe('parseDate', () => {
  test('one date to ISO, with the languages of its month word', () => {
    expect(parseDate('Juni 2021')?.date).toBe('2021-06');
    expect(parseDate('Juni 2021')?.locales).toContain('de');
    expect(parseDate('1.2021')?.date).toBe('2021-01');
    expect(parseDate('2021')?.date).toBe('2021');
    expect(parseDate('Kafka')).toBeUndefined();
  });
});
