/** List items: separators inside brackets stay with their item. */
import { expect, test } from 'bun:test';
import { splitList } from './split-list.ts';

test('commas, semicolons, bars, dots and spaced dashes cut', () => {
  expect(splitList('Python, SQL; Docker | Kubernetes · Terraform – Go.')).toEqual(['Python', 'SQL', 'Docker', 'Kubernetes', 'Terraform', 'Go']);
});

test('a comma inside brackets annotates its item', () => {
  expect(splitList('MS Excel (Pivot, SVERWEIS), DATEV, SAP FI')).toEqual(['MS Excel (Pivot, SVERWEIS)', 'DATEV', 'SAP FI']);
  expect(splitList('Office [Word, Excel]; Jira')).toEqual(['Office [Word, Excel]', 'Jira']);
});

test('counter-examples: a hyphen inside a word, and an unbalanced bracket, split as plain text', () => {
  expect(splitList('Spring-Boot, Node.js')).toEqual(['Spring-Boot', 'Node.js']);
  expect(splitList('SQL (Postgres, MySQL')).toEqual(['SQL (Postgres', 'MySQL']);
});
