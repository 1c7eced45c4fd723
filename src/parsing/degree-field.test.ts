/** Degree and field: cut at a bar or a comma before a capital, never inside a field's own list. */
import { expect, test } from 'bun:test';
import { degreeAndField } from './degree-field.ts';

test('a comma or a bar before a capital cuts the degree from the field', () => {
  expect(degreeAndField('Master of Science, Informatik')).toEqual({ degree: 'Master of Science', field: 'Informatik' });
  expect(degreeAndField('BSc | Computer Science')).toEqual({ degree: 'BSc', field: 'Computer Science' });
  expect(degreeAndField('Bachelor, Markedsføring og kommunikation')).toEqual({ degree: 'Bachelor', field: 'Markedsføring og kommunikation' });
});

test('a comma before a lower-case word continues the degree (a list inside its name)', () => {
  const text = 'Laurea magistrale in Amministrazione, finanza aziendale e controllo';
  expect(degreeAndField(text)).toEqual({ degree: text, field: '' });
  expect(degreeAndField('Licence de gestion, comptabilité et finance, Audit')).toEqual({ degree: 'Licence de gestion, comptabilité et finance', field: 'Audit' });
});

test('no cut: the whole piece is the degree', () => {
  expect(degreeAndField('Abitur')).toEqual({ degree: 'Abitur', field: '' });
});
