/** A heading wrapped onto two lines is joined; two headings, or a heading and its first line, are not. */
import { expect, test } from 'bun:test';
import { docLine, headingLine } from '../../test/support/doc-lines.ts';
import { joinWrappedHeadings } from './wrapped-headings.ts';
import { splitSections } from './split-sections.ts';

const second = (text: string) => ({ ...headingLine(text), gapBefore: 0.4 });

test('a heading whose halves name no section but whose whole does is one heading', () => {
  const split = splitSections([docLine('Jan Kowalski', { fontSize: 24, bold: true }), headingLine('Znajomość'), second('języków'), docLine('Polski — ojczysty')]);
  expect(split.sections.map((section) => [section.kind, section.lines.map((line) => line.text)])).toEqual([['languages', ['Polski — ojczysty']]]);
});

test('two headings in a row, or lines set apart, stay two lines', () => {
  expect(joinWrappedHeadings([headingLine('Skills'), second('Languages')]).length).toBe(2);
  expect(joinWrappedHeadings([headingLine('Znajomość'), headingLine('języków')]).length).toBe(2);
  expect(joinWrappedHeadings([headingLine('Znajomość'), { ...second('języków'), bold: false }]).length).toBe(2);
});
