/** Entry fields from heading lines in the orders resumes use. */
import { expect, test } from 'bun:test';
import { docLine, segmentedLine } from '../../test/support/doc-lines.ts';
import { certificationOf } from './certification-fields.ts';
import { educationOf, experienceOf, projectOf, splitPlace } from './entry-fields.ts';
import { groupEntries } from './group-entries.ts';

const first = (...lines: Parameters<typeof groupEntries>[0]) => groupEntries(lines, 'en')[0]!;

test('title first, "Company, City" below', () => {
  expect(experienceOf(first(segmentedLine(['Staff Engineer', 'Mar 2021 – Present'], { bold: true }), docLine('Northwind GmbH, München', { italic: true }), docLine('Led it.', { bullet: true })))).toEqual({
    title: 'Staff Engineer', company: 'Northwind GmbH', location: 'München', startDate: '2021-03', current: true, highlights: ['Led it.'],
  });
});

test('company first, title below', () => {
  const entry = experienceOf(first(docLine('Alpenländische Logistik GmbH, Graz September 2022 – heute', { bold: true }), docLine('Senior-Softwareentwickler', { italic: true })));
  expect([entry.title, entry.company, entry.location]).toEqual(['Senior-Softwareentwickler', 'Alpenländische Logistik GmbH', 'Graz']);
});

test('"Title at Company" and "Title | Company | City | dates" on one line', () => {
  expect(experienceOf(first(docLine('Data Analyst at Contoso Ltd 2016 – 2018'))).company).toBe('Contoso Ltd');
  const piped = experienceOf(first(docLine('Product Designer | Figma Inc | San Francisco | 2019 – 2022')));
  expect([piped.title, piped.company, piped.location, piped.endDate]).toEqual(['Product Designer', 'Figma Inc', 'San Francisco', '2022']);
});

test('education: degree and institution in either order, a short line as the grade', () => {
  expect(educationOf(first(docLine('Technische Universität München 2009 – 2011', { bold: true }), docLine('Master of Science, Informatik', { italic: true }), docLine('Note 1,3')))).toEqual({
    institution: 'Technische Universität München', degree: 'Master of Science', field: 'Informatik', startDate: '2009', endDate: '2011', grade: 'Note 1,3',
  });
  expect(educationOf(first(docLine('M.Sc. Computer Science 2011 – 2013', { bold: true }), docLine('Aalto University, Espoo', { italic: true })))).toMatchObject({ degree: 'M.Sc. Computer Science', institution: 'Aalto University', location: 'Espoo' });
});

test('projects and certifications', () => {
  expect(projectOf(first(docLine('Tracewise', { bold: true }), docLine('Go · OpenTelemetry'), docLine('github.com/x/tracewise'), docLine('A trace sampler.')))).toEqual({
    name: 'Tracewise', url: 'github.com/x/tracewise', description: 'A trace sampler.', keywords: ['Go', 'OpenTelemetry'],
  });
  expect(certificationOf(first(docLine('CKA Apr 2023', { bold: true }), docLine('CNCF', { italic: true })))).toMatchObject({ name: 'CKA', issuer: 'CNCF', date: '2023-04' });
});

test('splitPlace keeps legal forms in the name', () => {
  expect(splitPlace('Vinhos do Douro, Lda., Lisboa')).toEqual({ name: 'Vinhos do Douro, Lda.', location: 'Lisboa' });
  expect(splitPlace('Acme, Inc.')).toEqual({ name: 'Acme, Inc.', location: '' });
});
