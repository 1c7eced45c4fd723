/** A section name as a row's label: heading plus its first value; other labelled rows stay as they are. */
import { expect, test } from 'bun:test';
import { docLine, segmentedLine } from '../../test/support/doc-lines.ts';
import { splitLabelHeadings } from './label-headings.ts';

test('a section-name label becomes a heading line, its value the next line (a leading glyph becomes a bullet)', () => {
  const { lines, headings } = splitLabelHeadings([segmentedLine(['Muttersprache(n)', 'Deutsch']), segmentedLine(['Berufsbezogene Kompetenzen', '▪ SAP S/4HANA'])]);
  expect(lines.map((line) => line.text)).toEqual(['Muttersprache(n)', 'Deutsch', 'Berufsbezogene Kompetenzen', 'SAP S/4HANA']);
  expect([...headings].map((line) => line.text)).toEqual(['Muttersprache(n)', 'Berufsbezogene Kompetenzen']);
  expect(lines[3]!.bullet).toBe(true);
});

test('rows whose label is no section name, one-segment lines and bullets are untouched', () => {
  const input = [segmentedLine(['Adresse', 'Hauptstraße 12']), docLine('Languages'), segmentedLine(['Senior Engineer', '2019 – 2021']), segmentedLine(['Skills', 'Python'], { bullet: true })];
  const { lines, headings } = splitLabelHeadings(input);
  expect(lines).toEqual(input);
  expect(headings.size).toBe(0);
});
