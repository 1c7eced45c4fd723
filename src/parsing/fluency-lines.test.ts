/** A bold language name with its fluency on the plain lines under it, and lists that are left alone. */
import { expect, test } from 'bun:test';
import { docLine } from '../../test/support/doc-lines.ts';
import { joinFluencyLines } from './fluency-lines.ts';
import { parseLanguages, parseSkills } from './list-sections.ts';

const close = { gapBefore: 0.3 };

test('a bold language with its fluency wrapped under it reads as one language', () => {
  const lines = [
    docLine('English — Native'),
    docLine('French', { bold: true, gapBefore: 0.6 }),
    docLine('Professional working', close),
    docLine('proficiency (C1)', close),
    docLine('Spanish — Elementary (A2)', { gapBefore: 0.5 }),
  ];
  expect(parseLanguages(lines)).toEqual([
    { language: 'English', fluency: 'Native' },
    { language: 'French', fluency: 'Professional working proficiency (C1)' },
    { language: 'Spanish', fluency: 'Elementary (A2)' },
  ]);
});

test('plain or all-bold lists of names, and lines set apart, are not joined', () => {
  const plain = [docLine('English'), docLine('German', close), docLine('French', close)];
  expect(joinFluencyLines(plain).map((line) => line.text)).toEqual(['English', 'German', 'French']);
  const bold = plain.map((line) => ({ ...line, bold: true }));
  expect(joinFluencyLines(bold).map((line) => line.text)).toEqual(['English', 'German', 'French']);
  const apart = [docLine('English', { bold: true }), docLine('German', { gapBefore: 1.2 })];
  expect(joinFluencyLines(apart).map((line) => line.text)).toEqual(['English', 'German']);
});

test('a bold skill group over its level and keywords reads as one group', () => {
  const lines = [docLine('Infrastruktur', { bold: true }), docLine('Fortgeschritten · Kubernetes,', close), docLine('Terraform, Kafka', close)];
  expect(parseSkills(lines)).toEqual([{ name: 'Infrastruktur', level: 'Fortgeschritten', keywords: ['Kubernetes', 'Terraform', 'Kafka'] }]);
});
