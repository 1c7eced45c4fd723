/** Field labels: a label names its value in any of the languages; text that merely starts like one is no label. */
import { expect, test } from 'bun:test';
import { docLine, segmentedLine } from '../../test/support/doc-lines.ts';
import { contactPieces, isStreetAddress, usesIconLetters } from './contact-pieces.ts';
import { fieldLabel, splitFieldLabel } from './field-labels.ts';

test('labels are recognised whole, with or without a colon, in several languages', () => {
  expect(fieldLabel('Adresse')).toBe('location');
  expect(fieldLabel('Woonplaats')).toBe('location');
  expect(fieldLabel('Bopæl:')).toBe('location');
  expect(fieldLabel('Telefono')).toBe('phone');
  expect(fieldLabel('Tlf.:')).toBe('phone');
  expect(fieldLabel('Angestrebte Tätigkeit')).toBe('title');
  expect(fieldLabel('Adresse 12')).toBeUndefined();
  expect(fieldLabel('Hamburg')).toBeUndefined();
  expect(splitFieldLabel('Wohnort: München')).toEqual({ kind: 'location', value: 'München' });
  expect(splitFieldLabel('Note: works remotely')).toBeUndefined();
});

test('a labelled value takes its label’s kind; the label is never a value', () => {
  expect(contactPieces(segmentedLine(['Adresse', 'Hauptstraße 12, 70173 Stuttgart']))).toEqual([{ kind: 'location', text: 'Hauptstraße 12, 70173 Stuttgart', labelled: 'location' }]);
  expect(contactPieces(docLine('Adresse: Aarhus'))).toEqual([{ kind: 'location', text: 'Aarhus', labelled: 'location' }]);
  expect(contactPieces(segmentedLine(['Telefon', '+49 171 2345678'])).map((piece) => piece.kind)).toEqual(['phone']);
  expect(contactPieces(segmentedLine(['Posizione ricoperta', 'Contabile']))).toEqual([{ kind: 'title', text: 'Contabile', labelled: 'title' }]);
  // Labelled, but no address: an e-mail stays an e-mail.
  expect(contactPieces(segmentedLine(['Adresse', 'jb@web.de'])).map((piece) => piece.kind)).toEqual(['email']);
  // A label alone on its line (the value under it) yields nothing.
  expect(contactPieces(docLine('Telefon'))).toEqual([]);
  expect(contactPieces(segmentedLine(['Geburtsdatum', 'Berlin']))[0]!.kind).toBe('other');
});

test('postal street addresses, number after or before the street', () => {
  expect(isStreetAddress('Hauptstraße 12, 70173 Stuttgart')).toBe(true);
  expect(isStreetAddress('Via Roma 21, 20121 Milano')).toBe(true);
  expect(isStreetAddress('12 rue de la Paix, 75002 Paris, France')).toBe(true);
  expect(isStreetAddress('Led 12 teams, shipped 3 products')).toBe(false);
  expect(isStreetAddress('Python 3, Django 4')).toBe(false);
});

test('icon letters are dropped only where the block draws its icons as letters', () => {
  const block = [docLine('P +48 601 234 567'), docLine('@ anna.kowalska@wp.pl'), docLine('L Warszawa')];
  expect(usesIconLetters(block)).toBe(true);
  expect(contactPieces(block[2]!, true)).toEqual([{ kind: 'other', text: 'Warszawa' }]);
  // One letter before a town is no habit: "A Coruña" keeps its article.
  expect(usesIconLetters([docLine('A Coruña'), docLine('ana@example.es')])).toBe(false);
  // An icon font's private-use glyph is dropped everywhere.
  expect(contactPieces(docLine('\uf095 +49 171 2345678')).map((piece) => piece.kind)).toEqual(['phone']);
});
