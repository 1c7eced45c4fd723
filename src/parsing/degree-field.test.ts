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

test('a series after a field named with a preposition stays in that field', () => {
  const text = 'Máster en Ingeniería de Caminos, Canales y Puertos';
  expect(degreeAndField(text)).toEqual({ degree: text, field: '' });
  expect(degreeAndField('BSc in Physics, Maths and Astronomy')).toEqual({ degree: 'BSc in Physics, Maths and Astronomy', field: '' });
  // No series after the comma, or no preposition before it: the comma cuts.
  expect(degreeAndField('Grado en Enfermería, Ciencias de la Salud')).toEqual({ degree: 'Grado en Enfermería', field: 'Ciencias de la Salud' });
  expect(degreeAndField('Bachelor, Markedsføring og kommunikation')).toEqual({ degree: 'Bachelor', field: 'Markedsføring og kommunikation' });
  expect(degreeAndField('Bachelor of Arts, History')).toEqual({ degree: 'Bachelor of Arts', field: 'History' });
  // A bar cuts even after a preposition.
  expect(degreeAndField('MSc in Finance | Risk')).toEqual({ degree: 'MSc in Finance', field: 'Risk' });
});
