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

test('a label naming the section its heading opened is a group of it; labels after a label heading stay headings', () => {
  const { lines, headings } = splitLabelHeadings([docLine('Vaardigheden'), segmentedLine(['Tools', 'Figma, Sketch']), docLine('Talen')]);
  expect(lines.map((line) => line.text)).toEqual(['Vaardigheden', 'Tools Figma, Sketch', 'Talen']);
  expect(headings.size).toBe(0);
  // Counter-example (Europass): two language labels in a row are both headings.
  const europass = splitLabelHeadings([segmentedLine(['Muttersprache(n)', 'Deutsch']), segmentedLine(['Weitere Sprache(n)', 'Englisch'])]);
  expect([...europass.headings].map((line) => line.text)).toEqual(['Muttersprache(n)', 'Weitere Sprache(n)']);
});
