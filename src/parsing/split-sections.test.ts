/** Headings by dictionary and by style; unknown headings styled like known ones become custom sections. */
import { expect, test } from 'bun:test';
import { docLine, headingLine } from '../../test/support/doc-lines.ts';
import { isNoiseLine, splitSections } from './split-sections.ts';

test('the header block, dictionary headings and a custom heading in the same style', () => {
  const split = splitSections([
    docLine('Jane Doe', { fontSize: 24, bold: true }),
    docLine('jane@example.org'),
    headingLine('Berufserfahrung'),
    docLine('Engineer at Acme GmbH 2019 – 2021'),
    headingLine('Ehrenämter und mehr'),
    docLine('Chair of the local chess club'),
    headingLine('Sprachen'),
    docLine('Deutsch — Muttersprache'),
  ]);
  expect(split.header.map((line) => line.text)).toEqual(['Jane Doe', 'jane@example.org']);
  expect(split.sections.map((section) => [section.kind, section.lines.length])).toEqual([
    ['experience', 1],
    ['custom', 1],
    ['languages', 1],
  ]);
  expect(split.sections[1]!.title).toBe('EHRENÄMTER UND MEHR');
  expect(split.sections[0]!.locales).toContain('de');
});

test('a section word inside body text, unstyled and not set apart, is not a heading', () => {
  const split = splitSections([headingLine('Summary'), docLine('I like building things.'), docLine('Skills', { gapBefore: 1.1 }), docLine('and more text follows here.')]);
  expect(split.sections.map((section) => section.kind)).toEqual(['summary']);
});

test('a plain "Skills:" with a colon is a heading', () => {
  const split = splitSections([docLine('Jane Doe'), docLine('Skills:'), docLine('Go, Rust')]);
  expect(split.sections.map((section) => section.kind)).toEqual(['skills']);
});

test('page labels', () => {
  expect(isNoiseLine(docLine('Page 2 of 3'))).toBe(true);
  expect(isNoiseLine(docLine('Sivu 1/2'))).toBe(true);
  expect(isNoiseLine(docLine('2019 – 2021'))).toBe(false);
});

test("a sidebar's unheaded contact block goes to the header, not to the main column's last section", () => {
  const split = splitSections([
    docLine('Jane Doe', { fontSize: 24, bold: true }),
    headingLine('Projects'),
    docLine('tracewise: samples traces by error budget.'),
    docLine('jane@example.org', { column: 1 }),
    docLine('+44 7700 900123', { column: 1 }),
    docLine('Leeds, United Kingdom', { column: 1 }),
    { ...headingLine('Skills'), column: 1 },
    docLine('Go, Rust', { column: 1 }),
  ]);
  expect(split.header.map((line) => line.text)).toEqual(['Jane Doe', 'jane@example.org', '+44 7700 900123', 'Leeds, United Kingdom']);
  expect(split.sections.map((section) => [section.kind, section.lines.length])).toEqual([
    ['projects', 1],
    ['skills', 1],
  ]);
});

test('a column that continues the text of the column before keeps it in that section', () => {
  const split = splitSections([
    docLine('Jane Doe', { fontSize: 24, bold: true }),
    headingLine('Experience'),
    docLine('Engineer, Acme 2019 – 2021'),
    docLine('Led the migration of the billing system and wrote', { column: 1 }),
    docLine('the runbook every on-call engineer now uses.', { column: 1 }),
  ]);
  expect(split.header.map((line) => line.text)).toEqual(['Jane Doe']);
  expect(split.sections[0]!.lines.length).toBe(3);
});

test('a name in large type after a sidebar table cell opens the header block, not the last sidebar section (DOCX)', () => {
  const split = splitSections([
    headingLine('Talen'),
    docLine('Nederlands – moedertaal', { fontSize: 9 }),
    docLine('Engels – vloeiend', { fontSize: 9 }),
    docLine('Sanne de Vries', { fontSize: 24, bold: true }),
    docLine('UX/UI Designer', { fontSize: 12 }),
    headingLine('Werkervaring'),
    docLine('UX Designer, Coolblue 2017 – 2020', { fontSize: 10.5 }),
    // Counter-example: a larger bold entry title is no name (several words, not all letters), it stays in its section.
    docLine('Senior UX Designer, bol.com 2020 – 2024', { fontSize: 11, bold: true }),
  ]);
  expect(split.header.map((line) => line.text)).toEqual(['Sanne de Vries', 'UX/UI Designer']);
  expect(split.sections.map((section) => [section.kind, section.lines.length])).toEqual([
    ['languages', 2],
    ['experience', 2],
  ]);
});
