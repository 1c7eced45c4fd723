/** Header fields: name by style and position, title, contacts and links. */
import { expect, test } from 'bun:test';
import { docLine, segmentedLine } from '../../test/support/doc-lines.ts';
import { nameCase, parseHeader } from './header-fields.ts';
import { looksLikeName } from './person-name.ts';

test('name, title and contact details of a typical header', () => {
  const lines = [
    docLine('JANE Q. DOE', { fontSize: 26, bold: true }),
    docLine('Senior Data Engineer', { fontSize: 13 }),
    docLine('jane@example.org · +44 20 7946 0958 · London, United Kingdom · linkedin.com/in/jdoe · github.com/jdoe', { fontSize: 9 }),
    docLine('Body text', { fontSize: 10 }),
    docLine('More body text', { fontSize: 10 }),
  ];
  const { header, nameByStyle } = parseHeader(lines.slice(0, 3), [], lines, ['https://www.linkedin.com/in/jdoe', 'mailto:jane@example.org']);
  expect(header).toEqual({
    name: 'Jane Q. Doe',
    title: 'Senior Data Engineer',
    email: 'jane@example.org',
    phone: '+44 20 7946 0958',
    location: 'London, United Kingdom',
    linkedin: 'https://www.linkedin.com/in/jdoe',
    links: [{ label: 'GitHub', url: 'github.com/jdoe' }],
  });
  expect(nameByStyle).toBe(true);
});

test('a year range in the header is not a phone; a contact section supplies the phone', () => {
  const header = [docLine('Ola Nordmann', { fontSize: 20 }), docLine('Utvikler 2019 – 2021')];
  const contact = [docLine('Telefon: 987 65 432'), docLine('ola@example.no')];
  const result = parseHeader(header, contact, [...header, ...contact], []);
  expect(result.header.phone).toBe('987 65 432');
  expect(result.header.email).toBe('ola@example.no');
});

test('names', () => {
  expect(looksLikeName('María José García')).toBe(true);
  expect(looksLikeName('Experience')).toBe(false);
  expect(looksLikeName('jane@example.org')).toBe(false);
  expect(looksLikeName('Work Experience')).toBe(false);
  expect(nameCase('ANNEGRET MÜLLER-LÜDENSCHEIDT')).toBe('Annegret Müller-Lüdenscheidt');
  expect(nameCase('Jan de Vries')).toBe('Jan de Vries');
});

test('a name wrapped over two lines in a sidebar is joined', () => {
  const lines = [
    docLine('Alexandra M.', { fontSize: 22, bold: true }),
    docLine('Novák', { fontSize: 22, bold: true }),
    docLine('Backend Engineer', { fontSize: 12 }),
    docLine('a@example.org', { fontSize: 9 }),
  ];
  const { header } = parseHeader(lines, [], lines, []);
  expect([header.name, header.title]).toEqual(['Alexandra M. Novák', 'Backend Engineer']);
});

test('a bare town stacked beside the e-mail line is the location; beside a title it is not', () => {
  const lines = [
    docLine('Claire Dubois', { fontSize: 30 }),
    docLine('Professeure de mathématiques', { fontSize: 14 }),
    docLine('claire.dubois@laposte.net'),
    docLine('06 12 34 56 78'),
    docLine('Lyon'),
  ];
  expect(parseHeader(lines, [], lines, []).header.location).toBe('Lyon');
  const noContact = [docLine('Claire Dubois', { fontSize: 30 }), docLine('Lyon')];
  expect(parseHeader(noContact, [], noContact, []).header.location).toBeUndefined();
});

test('Europass: the name is the first line under the personal-information heading, labelled values classified', () => {
  const header = [docLine('europass', { fontSize: 16, bold: true })];
  const contact = [
    docLine('Jürgen Baumann', { fontSize: 15 }),
    segmentedLine(['Adresse', 'Hauptstraße 12, 70173 Stuttgart']),
    segmentedLine(['Telefon', '+49 171 2345678']),
    segmentedLine(['Angestrebte Tätigkeit', 'Bilanzbuchhalter']),
  ];
  const { header: found } = parseHeader(header, contact, [...header, ...contact], []);
  expect(found).toMatchObject({ name: 'Jürgen Baumann', location: 'Hauptstraße 12, 70173 Stuttgart', phone: '+49 171 2345678', title: 'Bilanzbuchhalter' });
});

test('a strip that opens with the title and ends with the town: the last bare words are the place', () => {
  const lines = [
    docLine('Guðrún Sigurðardóttir', { fontSize: 20, bold: true }),
    docLine('Dýralæknir | gudrun.sig@simnet.is | +354 862 4417 | Selfoss', { fontSize: 9 }),
    docLine('Body', { fontSize: 10 }),
  ];
  expect(parseHeader(lines.slice(0, 2), [], lines, []).header.location).toBe('Selfoss');
  // Counter-example: a lone bare word on the strip is still taken.
  const one = [docLine('Jane Doe', { fontSize: 20, bold: true }), docLine('jane@example.org | Leeds', { fontSize: 9 }), docLine('Body', { fontSize: 10 })];
  expect(parseHeader(one.slice(0, 2), [], one, []).header.location).toBe('Leeds');
});

test('a name left of the contact details on the first line beats a larger title under it, and is no town', () => {
  const lines = [
    segmentedLine(['Sander de Boer', 'sander.deboer@outlook.com · 06-24681357 · Utrecht'], { fontSize: 7.5 }),
    docLine('Financial Controller', { fontSize: 9, italic: true }),
    docLine('Body', { fontSize: 8 }),
  ];
  const { header } = parseHeader(lines.slice(0, 2), [], lines, []);
  expect([header.name, header.title, header.location, header.email]).toEqual(['Sander de Boer', 'Financial Controller', 'Utrecht', 'sander.deboer@outlook.com']);
});
