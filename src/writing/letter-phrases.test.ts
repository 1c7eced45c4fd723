import { describe, expect, test } from 'bun:test';
import { fillTemplate, localeCodes } from '../i18n/locale.ts';
import { joinList } from '../tailoring/running-text.ts';
import { badJoin, declining, neutralValues } from '../../test/fixtures/tailoring/inflection.ts';
import { letterPhrases, type LetterPhrases } from './letter-phrases.ts';

const english = { skills: ['React', 'patient care', 'SAP'], title: 'Staff Nurse' };

/** Every frame of a language's table, with the slot it fills. */
function framesOf(phrases: LetterPhrases): Array<[string, string]> {
  return Object.entries(phrases).flatMap(([slot, value]): Array<[string, string]> => {
    if (slot === 'quotes' || typeof value === 'function' || typeof value === 'boolean') return [];
    return (Array.isArray(value) ? value : [value]).map((frame: string) => [slot, frame]);
  });
}

describe('letter frames', () => {
  test.each([...localeCodes])('%s: every frame filled with sample values reads without stray punctuation or placeholders', (language) => {
    const samples = declining[language] ?? english;
    const values = { ...neutralValues, title: samples.title, skills: joinList(samples.skills, language) };
    for (const [slot, frame] of framesOf(letterPhrases(language))) {
      const filled = fillTemplate(frame, values);
      expect(`${slot}: ${filled}`).not.toMatch(badJoin);
    }
  });

  test.each(Object.keys(declining))('%s: a skill list or a title never follows a word that would decline it', (language) => {
    const samples = declining[language as keyof typeof declining]!;
    const values = { ...neutralValues, title: samples.title, skills: joinList(samples.skills, language) };
    for (const [slot, frame] of framesOf(letterPhrases(language))) {
      for (const name of ['skills', 'title'] as const) {
        const at = frame.indexOf(`{${name}}`);
        if (at < 0) continue;
        const before = fillTemplate(frame.slice(0, at), values);
        expect(`${slot}: ${before}{${name}}`).not.toMatch(new RegExp(`${samples.notBefore[name].source.replace(/\$$/, '')}\\{${name}\\}$`, samples.notBefore[name].flags));
      }
    }
  });

  test('German and Polish: the known-bad patterns do not occur in any filled frame', () => {
    const german = framesOf(letterPhrases('de'))
      .map(([, frame]) => fillTemplate(frame, { ...neutralValues, title: 'Senior Entwickler', skills: joinList(['React', 'Monatsabschlüsse'], 'de') }))
      .join('\n');
    expect(german).not.toMatch(/(?:in|mit|auf) (?:der |den |dem )?(?:React|Monatsabschlüsse)|als ein(?:e|en)? Senior|Kenntnisse in React/);
    const polish = framesOf(letterPhrases('pl'))
      .map(([, frame]) => fillTemplate(frame, { ...neutralValues, title: 'Starszy programista', skills: joinList(['rachunkowość', 'React'], 'pl') }))
      .join('\n');
    expect(polish).not.toMatch(/jak rachunkowość|na rachunkowość|znajomości rachunkowość/);
  });
});
