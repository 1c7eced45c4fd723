/** Joining wrapped lines: our hyphenation points are undone, real hyphens kept. */
import { expect, test } from 'bun:test';
import { joinWrapped } from './join-wrapped.ts';

test('a hyphen at one of our hyphenation points is dropped', () => {
  expect(joinWrapped('improving the reli-', 'ability of services', 'en')).toBe('improving the reliability of services');
  expect(joinWrapped('Qualitäts-', 'sicherung', 'de')).toBe('Qualitätssicherung');
});

test('a real hyphen is kept and the lines join without a space', () => {
  expect(joinWrapped('a PostgreSQL-', 'backed monolith')).toBe('a PostgreSQL-backed monolith');
  expect(joinWrapped('Nachwuchsentwicklerinnen und Werkstudierenden‐', 'gruppen', 'de')).toBe('Nachwuchsentwicklerinnen und Werkstudierenden-gruppen');
});

test('plain wrapping joins with one space', () => {
  expect(joinWrapped('reducing latency ', ' by 40%')).toBe('reducing latency by 40%');
});
