/** The parse benchmark's scorer (bench/support/parse-scoring.ts): a wrong scorer would mislead all tuning. */
import { describe, expect, test } from 'bun:test';
import { datesMatch, normalizeDate, normalizePhone, normalizeText, rates, scoreList, scoreResume, scoreValue } from '../bench/support/parse-scoring.ts';

describe('normalisation', () => {
  test('text: case, whitespace, hyphenation, soft hyphens, outer punctuation', () => {
    expect(normalizeText('  Senior   SOFTWARE\nEngineer. ')).toBe('senior software engineer');
    expect(normalizeText('infra- structure')).toBe('infrastructure');
    expect(normalizeText('Zahlungs\u00adverkehr')).toBe('zahlungsverkehr');
    expect(normalizeText('• Led the team')).toBe('led the team');
    expect(normalizeText('Doppel-Moderation')).toBe('doppel-moderation');
    expect(normalizeText('Ärzte')).not.toBe(normalizeText('Arzte'));
  });

  test('phones by digits, dates as YYYY or YYYY-MM with a bare year matching its months', () => {
    expect(normalizePhone('+44 7700 900123')).toBe(normalizePhone('+44 (7700) 900-123'));
    expect(normalizePhone('+44 7700 900123')).not.toBe(normalizePhone('44 7700 900123'));
    expect(normalizeDate('2019-03-15')).toBe('2019-03');
    expect(normalizeDate('Present')).toBe('');
    expect(datesMatch('2019-03', '2019')).toBe(true);
    expect(datesMatch('2019-03', '2019-04')).toBe(false);
    expect(datesMatch('2019', '2020')).toBe(false);
    expect(datesMatch('', '')).toBe(true);
    expect(datesMatch('2019', '')).toBe(false);
  });
});

describe('tallies', () => {
  test('a wrong value is a false positive and a miss; an absent one only a miss', () => {
    expect(scoreValue('a', 'b')).toMatchObject({ truePositives: 0, falsePositives: 1, falseNegatives: 1 });
    expect(scoreValue('a', '')).toMatchObject({ truePositives: 0, falsePositives: 0, falseNegatives: 1 });
    expect(scoreValue('', 'b')).toMatchObject({ truePositives: 0, falsePositives: 1, falseNegatives: 0 });
    expect(scoreValue('a', 'a')).toMatchObject({ truePositives: 1, falsePositives: 0, falseNegatives: 0 });
  });

  test('list items match at most once, and rates follow', () => {
    const score = scoreList(['x', 'y', 'z'], ['x', 'x', 'w'], (a, b) => a === b, String);
    expect(score).toMatchObject({ truePositives: 1, falsePositives: 2, falseNegatives: 2, missed: ['y', 'z'], spurious: ['x', 'w'] });
    const { precision, recall, f1 } = rates(score);
    expect([precision, recall]).toEqual([1 / 3, 1 / 3]);
    expect(f1).toBeCloseTo(1 / 3);
    expect(rates({ truePositives: 0, falsePositives: 0, falseNegatives: 0 }).f1).toBe(1);
  });

  test('an experience entry needs title, company and dates; the separate fields do not', () => {
    const expected = { experience: [{ title: 'Engineer', company: 'Acme', startDate: '2019-03', endDate: '2021' }] };
    const scored = scoreResume(expected, { experience: [{ title: 'ENGINEER', company: 'Acme Ltd', startDate: '2019', endDate: '2021-06' }] });
    expect(scored.experience.truePositives).toBe(0);
    expect(scored['experience.title'].truePositives).toBe(1);
    expect(scored['experience.company'].truePositives).toBe(0);
    expect(scored['experience.dates'].truePositives).toBe(1);
    const exact = scoreResume(expected, { experience: [{ title: 'engineer', company: 'acme', startDate: '2019-03-01', endDate: '2021' }] });
    expect(exact.experience.truePositives).toBe(1);
  });

  test('education: a degree split into degree and field matches an expected degree that holds both, only then', () => {
    const expected = { education: [{ institution: 'Politechnika Wrocławska', degree: 'Inżynier, Informatyka', endDate: '2015' }] };
    expect(scoreResume(expected, { education: [{ institution: 'Politechnika Wrocławska', degree: 'Inżynier', field: 'Informatyka', endDate: '2015' }] }).education.truePositives).toBe(1);
    expect(scoreResume(expected, { education: [{ institution: 'Politechnika Wrocławska', degree: 'Inżynier', field: 'Elektronika', endDate: '2015' }] }).education.truePositives).toBe(0);
    // An expected field of its own still has to be told apart: the degree alone must match.
    const separate = { education: [{ institution: 'KTH', degree: 'Civilingenjör', field: 'Elektroteknik', endDate: '2012' }] };
    expect(scoreResume(separate, { education: [{ institution: 'KTH', degree: 'Civilingenjör, Elektroteknik', endDate: '2012' }] }).education.truePositives).toBe(0);
  });

  test('skills count names and keywords; header fields compare normalised', () => {
    const scored = scoreResume(
      { header: { name: 'Jane Doe', phone: '+1 555 0100' }, skills: ['Go', { name: 'Cloud', keywords: ['AWS'] }] },
      { header: { name: 'JANE DOE', phone: '+1 (555) 0100' }, skills: ['go', 'aws', 'Rust'] },
    );
    expect(scored.name.truePositives).toBe(1);
    expect(scored.phone.truePositives).toBe(1);
    expect(scored.skills).toMatchObject({ truePositives: 2, falsePositives: 1, falseNegatives: 1 });
  });
});
