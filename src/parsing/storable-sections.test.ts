/** storableSections: whatever an engine produced can be saved; a hopeless section goes whole rather than the save failing. */
import { expect, test } from 'bun:test';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { SectionsSchema, type Sections } from '../domain/resume.ts';
import { checkResumeRules } from '../domain/resume-rules.ts';
import { storableSections } from './storable-sections.ts';

const storable = (sections: Sections) => TypeCompiler.Compile(SectionsSchema).Check(sections) && checkResumeRules(sections, 'sections').length === 0;

test('a section needing more repairs than the budget allows is dropped whole; the rest is kept and the result is storable', () => {
  // 100 entries with 25 unknown fields each: 2,500 removals, over the 2,000 repairs allowed.
  const junk = Object.fromEntries(Array.from({ length: 25 }, (_, index) => [`field${index}`, 'x']));
  const sections = {
    summary: 'Mathematician.',
    experience: Array.from({ length: 100 }, (_, index) => ({ title: 'Programmer', company: `Company ${index}`, ...junk })),
  } as unknown as Sections;
  const result = storableSections(sections);
  expect(storable(result.sections)).toBe(true);
  expect(result.sections).toEqual({ summary: 'Mathematician.' });
  expect(result.warnings.at(-1)).toBe('experience had too many problems to repair: dropped');
});

test('a result within the budget is repaired field by field, nothing dropped whole', () => {
  const result = storableSections({ summary: 'Mathematician.', experience: [{ title: 'Programmer', company: 'Engines', bogus: 1 } as never] });
  expect(result.sections).toEqual({ summary: 'Mathematician.', experience: [{ title: 'Programmer', company: 'Engines' }] });
  expect(result.warnings).toHaveLength(1);
});
