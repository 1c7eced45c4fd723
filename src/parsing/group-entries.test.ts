/** Entry boundaries: dates, bold lines after bullets, dates on a line of their own. */
import { expect, test } from 'bun:test';
import { docLine, segmentedLine } from '../../test/support/doc-lines.ts';
import { groupEntries } from './group-entries.ts';

test('"Title | dates" then "Company, City" then bullets, twice', () => {
  const entries = groupEntries(
    [
      segmentedLine(['Staff Engineer', 'Mar 2021 – Present'], { bold: true }),
      docLine('Northwind GmbH, München', { italic: true }),
      docLine('Led the redesign.', { bullet: true }),
      docLine('Mentored six engineers.', { bullet: true }),
      segmentedLine(['Engineer', 'Jan 2018 – Feb 2021'], { bold: true }),
      docLine('Helix AG, Zürich', { italic: true }),
      docLine('Built the engine.', { bullet: true }),
    ],
    'en',
  );
  expect(entries.map((entry) => [entry.heads, entry.dates?.startDate, entry.dates?.current, entry.bullets])).toEqual([
    [[['Staff Engineer'], ['Northwind GmbH, München']], '2021-03', true, ['Led the redesign.', 'Mentored six engineers.']],
    [[['Engineer'], ['Helix AG, Zürich']], '2018-01', false, ['Built the engine.']],
  ]);
});

test('dates on their own line above the title, and prose descriptions', () => {
  const entries = groupEntries(
    [
      docLine('Jan 2018 – Feb 2021', { x: 460 }),
      docLine('Senior Engineer', { bold: true }),
      docLine('Helix AG', { italic: true }),
      docLine('Payments platform for European banks.'),
      docLine('Jun 2015 – Dec 2017', { x: 460 }),
      docLine('Engineer', { bold: true }),
      docLine('Brightline Media', { italic: true }),
    ],
    'en',
  );
  expect(entries).toHaveLength(2);
  expect(entries[0]!.heads).toEqual([['Senior Engineer'], ['Helix AG']]);
  expect(entries[0]!.description).toEqual(['Payments platform for European banks.']);
  expect(entries[1]!.dates?.endDate).toBe('2017-12');
});

test('entries without bullets start at a second date', () => {
  const entries = groupEntries([docLine('AWS Solutions Architect Apr 2023'), docLine('Amazon Web Services', { italic: true }), docLine('CKA Juni 2021'), docLine('CNCF', { italic: true })], 'de');
  expect(entries.map((entry) => entry.heads.flat())).toEqual([
    ['AWS Solutions Architect', 'Amazon Web Services'],
    ['CKA', 'CNCF'],
  ]);
});

test('heading lines wrapped in a narrow sidebar are joined into one field each', () => {
  const line = (text: string, width: number, style: object) => docLine(text, { width, gapBefore: 0.3, ...style });
  const entries = groupEntries(
    [
      line('Bachelor of Science,', 98, { bold: true }),
      line('Wirtschaftsinformatik', 103, { bold: true }),
      line('Hochschule Karlsruhe –', 106, { italic: true }),
      line('Technik und Wirtschaft', 102, { italic: true }),
      line('2004 – 2007', 49, {}),
      line('Thesis on consistency guarantees in payments', 140, { bullet: true }),
    ],
    'de',
  );
  expect(entries.map((entry) => entry.heads)).toEqual([[['Bachelor of Science, Wirtschaftsinformatik'], ['Hochschule Karlsruhe – Technik und Wirtschaft']]]);
});

test("a heading wrapped over three lines in the first line's style stays one entry; the next entry still starts at that style after space", () => {
  const lines = [
    docLine('Experto Universitario en', { bold: true, gapBefore: 1.7 }),
    docLine('Enfermería de Urgencias', { bold: true, gapBefore: 0.3 }),
    docLine('Extrahospitalarias', { bold: true, gapBefore: 0.3 }),
    docLine('Universidad Complutense de Madrid', { italic: true, gapBefore: 0.3 }),
    docLine('Soporte Vital Avanzado', { bold: true, gapBefore: 1.1 }),
    docLine('Consejo Español', { italic: true, gapBefore: 0.3 }),
  ];
  expect(groupEntries(lines, 'es').map((entry) => entry.heads.flat())).toEqual([
    ['Experto Universitario en Enfermería de Urgencias Extrahospitalarias', 'Universidad Complutense de Madrid'],
    ['Soporte Vital Avanzado', 'Consejo Español'],
  ]);
});

test("undated-heading entries with the date on a line of its own: the next line in the first line's style opens the next entry", () => {
  const lines = [
    docLine('CKA, CNCF', { bold: true, width: 0 }),
    docLine('Jun 2021', { italic: true, width: 0 }),
    docLine('PMP, Project Management Institute', { bold: true, width: 0 }),
    docLine('May 2019', { italic: true, width: 0 }),
  ];
  expect(groupEntries(lines, 'en').map((entry) => [entry.heads.flat(), entry.dates?.startDate])).toEqual([
    [['CKA, CNCF'], '2021-06'],
    [['PMP, Project Management Institute'], '2019-05'],
  ]);
  // Dates on the first line: a second line in its style before any other stays in the entry (title / company both bold).
  const dated = groupEntries([docLine('Staff Engineer Jan 2020 – Present', { bold: true }), docLine('Northwind Labs', { bold: true })], 'en');
  expect(dated.map((entry) => entry.heads.flat())).toEqual([['Staff Engineer', 'Northwind Labs']]);
});
