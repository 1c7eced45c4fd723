/** The ATS score's formula (bench/support/ats-score.ts) and its reading-order part (bench/support/reading-order.ts), on made-up readings. */
import { describe, expect, test } from 'bun:test';
import { combineReadings, formatAtsScore, type CaseReading } from '../bench/support/ats-score.ts';
import { scoredFields, type ScoredField, type Tally } from '../bench/support/parse-scoring.ts';
import { readingOrder } from '../bench/support/reading-order.ts';
import type { Sections } from '../src/domain/resume.ts';

describe('the score from its parts', () => {
  const perfectFields = Object.fromEntries(scoredFields.map((field) => [field, { truePositives: 1, falsePositives: 0, falseNegatives: 0 }])) as Record<ScoredField, Tally>;
  const perfect: CaseReading = { caseId: 'a', fields: perfectFields, order: 1, sections: 1, header: 1, failedChecks: [] };

  test('everything read back is 100', () => {
    expect(combineReadings('X', [perfect]).score).toBe(100);
  });

  test('weights: fields half, order 0.3, sections and header 0.1 each; each failing check costs 5', () => {
    const noFields = Object.fromEntries(scoredFields.map((field) => [field, { truePositives: 0, falsePositives: 1, falseNegatives: 1 }])) as Record<ScoredField, Tally>;
    expect(combineReadings('X', [{ ...perfect, fields: noFields }]).score).toBe(50);
    expect(combineReadings('X', [{ ...perfect, order: 0 }]).score).toBe(70);
    expect(combineReadings('X', [{ ...perfect, sections: 0, header: 0.5 }]).score).toBe(85);
    const failing = combineReadings('X', [perfect, { ...perfect, caseId: 'b', failedChecks: ['column-order', 'name-first'] }, { ...perfect, caseId: 'c', failedChecks: ['column-order'] }]);
    expect(failing.failedChecks).toEqual(['column-order', 'name-first']);
    expect(failing.score).toBe(90);
    expect(formatAtsScore(failing)).toBe('X 90 (F 1 O 1 S 1 H 1) −10: column-order, name-first');
  });

  test('a field neither expected nor found in any case does not count', () => {
    const fields = { ...perfectFields, projects: { truePositives: 0, falsePositives: 0, falseNegatives: 0 }, awards: undefined } as Record<ScoredField, Tally>;
    expect(combineReadings('X', [{ ...perfect, fields }]).fields).toBe(1);
  });
});

describe('readingOrder', () => {
  const sections: Sections = {
    header: { name: 'Maria Example' },
    experience: [
      { title: 'Platform Engineer', company: 'Northwind', highlights: ['Cut deploy time in half', 'Ran the on-call rota'] },
      { title: 'Data Analyst', company: 'Contoso', highlights: ['Built the weekly sales report'] },
    ],
    skills: ['Kubernetes', 'Terraform'],
  };
  const lines = (...text: string[]) => text.join('\n');

  test('a resume read in order scores 1', () => {
    const text = lines(
      'Maria Example',
      'Experience',
      'Platform Engineer, Northwind',
      'Cut deploy time in half',
      'Ran the on-call rota',
      'Data Analyst · Contoso',
      'Built the weekly sales report',
      'Skills',
      'Kubernetes, Terraform',
    );
    expect(readingOrder(sections, text)).toEqual({ entries: 1, sections: 1, score: 1 });
  });

  test("an entry's own fields may come in any order", () => {
    const text = lines(
      'Maria Example',
      'Northwind',
      'Platform Engineer',
      'Cut deploy time in half',
      'Ran the on-call rota',
      'Contoso',
      'Data Analyst',
      'Built the weekly sales report',
      'Kubernetes Terraform',
    );
    expect(readingOrder(sections, text).score).toBe(1);
  });

  test('entries read into each other, or bullets out of order, are not read whole', () => {
    const interleaved = lines(
      'Maria Example',
      'Platform Engineer',
      'Data Analyst',
      'Northwind',
      'Contoso',
      'Cut deploy time in half',
      'Ran the on-call rota',
      'Built the weekly sales report',
      'Kubernetes Terraform',
    );
    expect(readingOrder(sections, interleaved).entries).toBe(0);
    const swapped = lines(
      'Maria Example',
      'Platform Engineer Northwind',
      'Ran the on-call rota',
      'Cut deploy time in half',
      'Data Analyst Contoso',
      'Built the weekly sales report',
      'Kubernetes Terraform',
    );
    expect(readingOrder(sections, swapped).entries).toBe(0.5);
  });

  test('a section interrupted by another is not read as one', () => {
    const text = lines(
      'Maria Example',
      'Platform Engineer Northwind',
      'Cut deploy time in half',
      'Ran the on-call rota',
      'Kubernetes',
      'Data Analyst Contoso',
      'Built the weekly sales report',
      'Terraform',
    );
    const order = readingOrder(sections, text);
    // Experience is split by a skill, and the skills by experience; the header (one marker) is whole.
    expect(order.sections).toBeCloseTo(1 / 3, 6);
    expect(order.entries).toBe(1);
  });
});
