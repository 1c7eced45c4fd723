/** Confidence follows how fields were found; warnings name what is missing. */
import { expect, test } from 'bun:test';
import { confidenceOf, warningsOf } from './confidence.ts';

test('style-found names and dated entries score higher than position-found names and undated ones', () => {
  const sections = { header: { name: 'Jane Doe', email: 'j@x.org' }, experience: [{ title: 'Engineer' }, { title: 'Intern' }] };
  const evidence = { byDictionary: { experience: true }, dated: { experience: { entries: 2, withDates: 1 } } };
  const sure = confidenceOf(sections, { header: sections.header, nameByStyle: true, inContactArea: new Set(['email'] as const) }, evidence);
  const unsure = confidenceOf(sections, { header: sections.header, nameByStyle: false, inContactArea: new Set() }, { ...evidence, dated: { experience: { entries: 2, withDates: 0 } } });
  expect(sure.name).toBeGreaterThan(unsure.name!);
  expect(sure.email).toBeGreaterThan(unsure.email!);
  expect(sure.experience).toBeGreaterThan(unsure.experience!);
  expect(sure.phone).toBe(0);
  expect(warningsOf(sections, evidence, 1)).toEqual(['no dates found for 1 entry']);
  expect(warningsOf({ header: {} }, { byDictionary: {}, dated: {} }, 0)).toEqual([
    'no section headings recognised: the text was read as one block',
    'could not find an experience section',
    'could not find the name',
  ]);
});
