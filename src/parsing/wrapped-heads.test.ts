/** A heading line wrapped in a narrow column is one field; heading lines that stopped short are not. */
import { expect, test } from 'bun:test';
import { docLine, segmentedLine } from '../../test/support/doc-lines.ts';
import { continuesHeadLine } from './wrapped-heads.ts';

const bold = { bold: true, gapBefore: 0.3 };

test('a line whose first word would not have fitted after the line above continues it', () => {
  const above = docLine('Bachelor of Science,', { ...bold, width: 98 });
  const line = docLine('Wirtschaftsinformatik', { ...bold, width: 103 });
  expect(continuesHeadLine(above, line, 140)).toBe(true);
});

test('a line under one that stopped well short of the text width is a field of its own', () => {
  const above = docLine('Senior Software Engineer', { ...bold, width: 120 });
  const line = docLine('Harbourline Logistics', { ...bold, width: 100 });
  expect(continuesHeadLine(above, line, 340)).toBe(false);
});

test('a change of style, a paragraph gap, another left edge or dates on the line keep lines apart', () => {
  const above = docLine('Technische Universität', { ...bold, width: 130 });
  expect(continuesHeadLine(above, docLine('München', { ...bold, italic: true, width: 41 }), 140)).toBe(false);
  expect(continuesHeadLine(above, docLine('München', { ...bold, gapBefore: 1.1, width: 41 }), 140)).toBe(false);
  expect(continuesHeadLine(above, docLine('München', { ...bold, x: 70, width: 41 }), 140)).toBe(false);
  expect(continuesHeadLine(above, segmentedLine(['München', '2019 – 2021'], { ...bold, width: 140 }), 140)).toBe(false);
});

test('lines without measured widths (DOCX) are never joined', () => {
  expect(continuesHeadLine(docLine('Engineer', { ...bold, width: 0 }), docLine('Acme', { ...bold, width: 0 }), 0)).toBe(false);
});

test('a line ending in its bracketed date is closed: the line under it is no wrap, even as wide as the section', () => {
  expect(continuesHeadLine(docLine('Truckkort A och B, TLP10 (2016)', { width: 150 }), docLine('Körkort B', { gapBefore: 0.3, width: 45 }), 150)).toBe(false);
  // Brackets that hold no date do not close it.
  expect(continuesHeadLine(docLine('Certified Kubernetes Administrator (CKA),', { width: 150 }), docLine('Linux Foundation', { gapBefore: 0.3, width: 80 }), 150)).toBe(true);
});
