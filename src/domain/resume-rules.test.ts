import { describe, expect, test } from 'bun:test';
import type { Sections } from './resume.ts';
import { checkResumeRules, compareDates, isRealDate, normalizeSections } from './resume-rules.ts';

describe('isRealDate', () => {
  test('years, months and days that exist', () => {
    for (const date of ['2021', '1999', '0001', '2021-01', '2021-12', '2021-01-01', '2021-01-31', '2021-04-30', '2021-12-31', '2023-02-28'])
      expect({ date, real: isRealDate(date) }).toEqual({ date, real: true });
  });

  test('months and days that do not exist', () => {
    for (const date of ['0000', '2021-00', '2021-13', '2021-01-00', '2021-01-32', '2021-04-31', '2021-06-31', '2021-09-31', '2021-11-31', '2023-02-29', '2021-02-30', 'abc']) {
      expect({ date, real: isRealDate(date) }).toEqual({ date, real: false });
    }
  });

  test('leap years: every 4th year, not centuries, but every 400th year', () => {
    expect(isRealDate('2024-02-29')).toBe(true);
    expect(isRealDate('2000-02-29')).toBe(true);
    expect(isRealDate('1600-02-29')).toBe(true);
    expect(isRealDate('1900-02-29')).toBe(false);
    expect(isRealDate('2100-02-29')).toBe(false);
    expect(isRealDate('2023-02-29')).toBe(false);
    expect(isRealDate('2024-02-30')).toBe(false);
    // Years below 100 are not shifted into the 1900s by Date.UTC.
    expect(isRealDate('0004-02-29')).toBe(true);
    expect(isRealDate('0003-02-29')).toBe(false);
  });
});

describe('compareDates', () => {
  test('orders full dates', () => {
    expect(compareDates('2021-06-15', '2021-06-14')).toBeGreaterThan(0);
    expect(compareDates('2021-06-14', '2021-06-15')).toBeLessThan(0);
    expect(compareDates('2021-06-15', '2021-06-15')).toBe(0);
    expect(compareDates('2021-07-01', '2021-06-30')).toBeGreaterThan(0);
    expect(compareDates('2022-01-01', '2021-12-31')).toBeGreaterThan(0);
  });

  test('orders by the parts both dates have', () => {
    expect(compareDates('2020', '2021')).toBeLessThan(0);
    expect(compareDates('2021', '2020-12-31')).toBeGreaterThan(0);
    expect(compareDates('2021-05', '2021-06')).toBeLessThan(0);
    expect(compareDates('2021-06', '2021-05-31')).toBeGreaterThan(0);
    expect(compareDates('2021-10', '2021-09')).toBeGreaterThan(0);
  });

  test('a partial date does not come before a more precise one inside it', () => {
    // "2021" may mean any day of 2021, so it does not end before "2021-06".
    expect(compareDates('2021', '2021-06')).toBe(0);
    expect(compareDates('2021-06', '2021')).toBe(0);
    expect(compareDates('2021-06', '2021-06-15')).toBe(0);
    expect(compareDates('2021-06-15', '2021-06')).toBe(0);
    expect(compareDates('2021', '2021')).toBe(0);
  });
});

describe('checkResumeRules', () => {
  test('nothing to say about a sound document or none', () => {
    expect(checkResumeRules(undefined)).toEqual([]);
    expect(checkResumeRules({})).toEqual([]);
    const sections: Sections = {
      experience: [{ startDate: '2021-03', current: true }, { startDate: '2016', endDate: '2021-02-28' }, { startDate: '2021-06', endDate: '2021' }, { startDate: '', endDate: '' }, {}],
      education: [{ startDate: '2010-10-01', endDate: '2016-09-30' }],
      projects: [{ startDate: '2024-02-29', endDate: '2024-02-29' }],
      volunteering: [{ startDate: '2019', endDate: '2020' }],
      certifications: [{ date: '2020-05' }, { name: 'no date' }],
      awards: [{ date: '2023' }],
      publications: [{ releaseDate: '2022-06-01' }],
    };
    expect(checkResumeRules(sections)).toEqual([]);
  });

  test('impossible dates, with their paths, in every dated section', () => {
    const problems = checkResumeRules({
      experience: [{ startDate: '2023-02-29' }],
      education: [{}, { endDate: '2021-04-31' }],
      projects: [{ startDate: '2021-13' }],
      volunteering: [{ endDate: '2021-00' }],
      certifications: [{ date: '2021-02-30' }],
      awards: [{}, {}, { date: '2021-06-31' }],
      publications: [{ releaseDate: '2022-11-31' }],
    });
    expect(problems.map((problem) => problem.path)).toEqual([
      'body.sections.experience[0].startDate',
      'body.sections.education[1].endDate',
      'body.sections.projects[0].startDate',
      'body.sections.volunteering[0].endDate',
      'body.sections.certifications[0].date',
      'body.sections.awards[2].date',
      'body.sections.publications[0].releaseDate',
    ]);
    expect(problems[0]!.message).toContain('2023-02-29');
  });

  test('a period ending before it starts is reported at endDate', () => {
    const problems = checkResumeRules({
      experience: [{ startDate: '2021-06', endDate: '2021-05' }],
      education: [{ startDate: '2015', endDate: '2014-12' }],
      projects: [{ startDate: '2021-06-15', endDate: '2021-06-14' }],
      volunteering: [{}, { startDate: '2020', endDate: '2019' }],
    });
    expect(problems.map((problem) => problem.path)).toEqual([
      'body.sections.experience[0].endDate',
      'body.sections.education[0].endDate',
      'body.sections.projects[0].endDate',
      'body.sections.volunteering[1].endDate',
    ]);
    expect(problems[0]!.message).toContain('2021-06');
  });

  test('current: true with an endDate is reported; with an empty endDate it is fine', () => {
    expect(checkResumeRules({ experience: [{ startDate: '2020', endDate: '2021', current: true }] })).toEqual([
      { path: 'body.sections.experience[0].endDate', message: 'must be empty when current is true' },
    ]);
    expect(checkResumeRules({ experience: [{ startDate: '2020', endDate: '', current: true }] })).toEqual([]);
    expect(checkResumeRules({ experience: [{ startDate: '2020', endDate: '2021', current: false }] })).toEqual([]);
  });

  test('every problem is returned, in document order; the base path is configurable', () => {
    const problems = checkResumeRules(
      {
        experience: [
          { startDate: '2021-05', endDate: '2021-02-30' },
          { startDate: '2022-02-30', endDate: '2022-01', current: true },
        ],
      },
      'sections',
    );
    expect(problems.map((problem) => problem.path)).toEqual([
      'sections.experience[0].endDate',
      'sections.experience[0].endDate',
      'sections.experience[1].startDate',
      'sections.experience[1].endDate',
      'sections.experience[1].endDate',
    ]);
    expect(problems.map((problem) => problem.message)).toEqual([
      '2021-02-30 is not a date in the calendar',
      'must not be before startDate (2021-05)',
      '2022-02-30 is not a date in the calendar',
      'must not be before startDate (2022-02-30)',
      'must be empty when current is true',
    ]);
  });
});

describe('normalizeSections', () => {
  test('a plain-string skill becomes { name }; everything else is left as it is', () => {
    const sections: Sections = { summary: 'x', skills: ['Go', { name: 'TypeScript', keywords: ['Bun'] }] };
    expect(normalizeSections(sections)).toEqual({ summary: 'x', skills: [{ name: 'Go' }, { name: 'TypeScript', keywords: ['Bun'] }] });
    const withoutSkills: Sections = { summary: 'x' };
    expect(normalizeSections(withoutSkills)).toBe(withoutSkills);
  });
});
