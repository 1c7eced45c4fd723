/** A sidebar's unheaded contact block at the top of a column, and blocks that are no contact block. */
import { expect, test } from 'bun:test';
import { docLine } from '../../test/support/doc-lines.ts';
import { isContactBlock, isNameBlock, opensColumn } from './column-contact-block.ts';

test('stacked e-mail, phone, town and profile link are a contact block', () => {
  const block = ['jane@example.org', '+44 7700 900123', 'Edinburgh, United Kingdom', 'linkedin.com/in/jane'].map((text) => docLine(text, { column: 1 }));
  expect(isContactBlock(block)).toBe(true);
});

test('prose continuing from the column before is no contact block, even with an address in it', () => {
  const block = [docLine('and moved the billing service to Kubernetes, writing to ops@example.org'), docLine('when an alert fired at night.')];
  expect(isContactBlock(block)).toBe(false);
});

test('links and towns without an e-mail address or phone number are no contact block', () => {
  expect(isContactBlock([docLine('github.com/jane/tracer'), docLine('Berlin, Germany')])).toBe(false);
  expect(isContactBlock([])).toBe(false);
});

test('a line opens a column when the line before sat in another column', () => {
  expect(opensColumn(docLine('a', { column: 1 }), docLine('b', { column: 0 }))).toBe(true);
  expect(opensColumn(docLine('a', { column: 0, page: 2 }), docLine('b', { column: 0 }))).toBe(false);
  expect(opensColumn(docLine('a'), undefined)).toBe(false);
});

test('a column opening with a large name is a header block; a large heading-like sentence is not', () => {
  expect(isNameBlock([docLine('ANNA', { fontSize: 34 }), docLine('KOWALSKA', { fontSize: 34 })], 10)).toBe(true);
  expect(isNameBlock([docLine('Anna Kowalska', { fontSize: 12 })], 10)).toBe(false);
  expect(isNameBlock([docLine('Over 10 years in sales', { fontSize: 24 })], 10)).toBe(false);
});
