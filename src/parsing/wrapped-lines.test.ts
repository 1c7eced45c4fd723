/** When a printed line wraps the one above it. */
import { expect, test } from 'bun:test';
import { docLine } from '../../test/support/doc-lines.ts';
import { continuesLine } from './wrapped-lines.ts';

const above = docLine('Experto Universitario en', { bold: true });

test('same style, same left edge, line spacing: a wrap', () => {
  expect(continuesLine(above, docLine('Enfermería de Urgencias', { bold: true, gapBefore: 0.3 }))).toBe(true);
});

test('not a wrap: more space, another style, size or edge, a DOCX paragraph, another column', () => {
  expect(continuesLine(above, docLine('Next Entry', { bold: true, gapBefore: 1.1 }))).toBe(false);
  expect(continuesLine(above, docLine('Universidad Complutense', { italic: true, gapBefore: 0.3 }))).toBe(false);
  expect(continuesLine(above, docLine('Smaller', { bold: true, fontSize: 8.8, gapBefore: 0.3 }))).toBe(false);
  expect(continuesLine(above, docLine('Indented', { bold: true, x: 60, gapBefore: 0.3 }))).toBe(false);
  expect(continuesLine({ ...above, width: 0 }, docLine('Word paragraph', { bold: true, width: 0, gapBefore: 0 }))).toBe(false);
  expect(continuesLine(above, docLine('Other column', { bold: true, column: 1, gapBefore: 0.3 }))).toBe(false);
});
