import { describe, expect, test } from 'bun:test';
import { badJoin, declining, neutralValues } from '../../test/fixtures/tailoring/inflection.ts';
import { joinList } from './running-text.ts';
import { fillPhrase, summaryPhrases } from './summary-phrases.ts';

const english = { skills: ['React', 'patient care', 'SAP'], title: 'Staff Nurse' };

describe('summary phrases', () => {
  test.each(Object.keys(summaryPhrases))('%s: every sentence filled with sample values reads without stray punctuation or placeholders', (language) => {
    const phrases = summaryPhrases[language as keyof typeof summaryPhrases];
    const samples = declining[language as keyof typeof declining] ?? english;
    const values = { ...neutralValues, title: samples.title, skills: joinList(samples.skills, language) };
    for (const template of [phrases.withYears, phrases.withoutYears, phrases.recent]) {
      const filled = fillPhrase(template, values);
      expect(filled).not.toMatch(badJoin);
      expect(filled).toMatch(/[.!?]$/);
    }
    // The title opens the summary, where no language declines it.
    for (const template of [phrases.withYears, phrases.withoutYears]) expect(template).toStartWith('{title}');
  });

  test.each(Object.keys(declining))('%s: a skill list never follows a word that would decline it', (language) => {
    const phrases = summaryPhrases[language as keyof typeof summaryPhrases];
    const samples = declining[language as keyof typeof declining]!;
    const values = { ...neutralValues, title: samples.title, skills: joinList(samples.skills, language) };
    for (const template of [phrases.withYears, phrases.withoutYears]) {
      const before = fillPhrase(template.slice(0, template.indexOf('{skills}')), values);
      expect(before).not.toMatch(samples.notBefore.skills);
      expect(fillPhrase(template, values)).toContain(values.skills);
    }
  });

  test('German: the known-bad patterns do not occur', () => {
    const values = { ...neutralValues, title: 'Senior Entwickler', skills: joinList(['React', 'Monatsabschlüsse'], 'de') };
    const filled = [summaryPhrases.de.withYears, summaryPhrases.de.withoutYears].map((template) => fillPhrase(template, values)).join(' ');
    expect(filled).not.toMatch(/Erfahrung in (?:der |den )?React|in Monatsabschlüsse|als ein Senior/);
    expect(fillPhrase(summaryPhrases.de.withYears, values)).toBe('Senior Entwickler mit 7 Jahren Berufserfahrung. Schwerpunkte: React und Monatsabschlüsse.');
  });
});

describe('joinList', () => {
  test('the language’s conjunction; Spanish "y" before an /i/ sound is "e"', () => {
    expect(joinList(['A'], 'en')).toBe('A');
    expect(joinList(['A', 'B', 'C'], 'de')).toBe('A, B und C');
    expect(joinList(['Java', 'Informática'], 'es')).toBe('Java e Informática');
    expect(joinList(['Java', 'hielo'], 'es')).toBe('Java y hielo');
  });
});
