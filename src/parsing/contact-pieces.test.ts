/** Contact pieces: what each piece of a contact line is, never a date for a phone. */
import { expect, test } from 'bun:test';
import { docLine, segmentedLine } from '../../test/support/doc-lines.ts';
import { classifyContact, findPhone, isLocation, isPhone, splitContactLine } from './contact-pieces.ts';

test('a contact line splits at its separators and segments', () => {
  expect(splitContactLine(docLine('a@b.com · +49 151 2345 6789 | Berlin, Germany'))).toEqual(['a@b.com', '+49 151 2345 6789', 'Berlin, Germany']);
  expect(splitContactLine(segmentedLine(['a@b.com', 'linkedin.com/in/x']))).toEqual(['a@b.com', 'linkedin.com/in/x']);
});

test('pieces are classified', () => {
  expect(classifyContact('Email: jane.doe@example.org')).toEqual({ kind: 'email', text: 'jane.doe@example.org' });
  expect(classifyContact('Tel: +1 (415) 555-0134')).toEqual({ kind: 'phone', text: '+1 (415) 555-0134' });
  expect(classifyContact('https://github.com/jdoe').kind).toBe('url');
  expect(classifyContact('Kraków, Polska').kind).toBe('location');
  expect(classifyContact('Senior Engineer').kind).toBe('other');
});

test('dates and year ranges are not phone numbers', () => {
  expect(isPhone('2019 - 2021')).toBe(false);
  expect(isPhone('01.02.2020')).toBe(false);
  expect(isPhone('0049 30 1234567')).toBe(true);
  expect(findPhone('Worked 2015 – 2019 then called 06 12 34 56 78')).toBe('06 12 34 56 78');
});

test('locations need a place shape', () => {
  expect(isLocation('10115 Berlin, Germany')).toBe(true);
  expect(isLocation('Berlin')).toBe(false);
  expect(isLocation('Berlin', false)).toBe(true);
  expect(isLocation('Led 12 teams, shipped')).toBe(false);
});

test('a slash set off by spaces separates contact details, but not the groups of a phone number', () => {
  expect(splitContactLine(docLine('a@b.co.uk / +44 7700 900123 / Edinburgh, United Kingdom / linkedin.com/in/x'))).toEqual([
    'a@b.co.uk',
    '+44 7700 900123',
    'Edinburgh, United Kingdom',
    'linkedin.com/in/x',
  ]);
  expect(splitContactLine(docLine('Tel. 0171 / 234 5678 · Köln'))).toEqual(['Tel. 0171 / 234 5678', 'Köln']);
  expect(splitContactLine(docLine('github.com/jane/tools'))).toEqual(['github.com/jane/tools']);
});

test('details run together by spaces alone are cut around the e-mail address and a phone beside it', () => {
  expect(splitContactLine(docLine('agnieszka.wojcik@wp.pl +48 601 234 567 Wrocław'))).toEqual(['agnieszka.wojcik@wp.pl', '+48 601 234 567', 'Wrocław']);
  expect(splitContactLine(docLine('Firenze +39 333 123 4567 giulia@example.it'))).toEqual(['Firenze', '+39 333 123 4567', 'giulia@example.it']);
  // A label before the address stays with it; a line without an address is not cut at spaces.
  expect(splitContactLine(docLine('E-mail: jo@example.com'))).toEqual(['E-mail: jo@example.com']);
  expect(splitContactLine(docLine('@ jo@example.com'))).toEqual(['@ jo@example.com']);
  expect(splitContactLine(docLine('Hauptstraße 12, 70173 Stuttgart'))).toEqual(['Hauptstraße 12, 70173 Stuttgart']);
  expect(splitContactLine(docLine('Tel. 0171 234 5678 Berlin'))).toEqual(['Tel. 0171 234 5678 Berlin']);
});
