/**
 * DocLine builders for the parser's unit tests: a line from its text and only the style features a
 * test cares about, and a document from lines stacked down a page.
 */
import type { DocLine, ExtractedDocument } from '../../src/parsing/document-lines.ts';

/** A body-text line; `overrides` set the features under test (bold, fontSize, bullet, segments...). */
export function docLine(text: string, overrides: Partial<DocLine> = {}): DocLine {
  return {
    text,
    segments: [{ text, x: overrides.x ?? 50 }],
    page: 1,
    column: 0,
    x: 50,
    y: 0,
    width: text.length * 5,
    fontSize: 10,
    bold: false,
    italic: false,
    bullet: false,
    gapBefore: 1.3,
    ...overrides,
  };
}

/** A line of pieces separated by wide gaps ("Senior Engineer", "Jan 2020 – Present"). */
export function segmentedLine(pieces: string[], overrides: Partial<DocLine> = {}): DocLine {
  return docLine(pieces.join(' '), { segments: pieces.map((text, index) => ({ text, x: 50 + index * 200 })), ...overrides });
}

/** A one-page PDF-like document of `lines`, y increasing down the page. */
export function documentOf(lines: DocLine[], extra: Partial<ExtractedDocument> = {}): ExtractedDocument {
  return { format: 'pdf', lines: lines.map((line, index) => ({ ...line, y: 50 + index * 14 })), pageCount: 1, multiColumn: false, links: [], warnings: [], ...extra };
}

/** A section heading as most templates print one: bold capitals, a little larger, space above. */
export function headingLine(text: string): DocLine {
  return docLine(text.toUpperCase(), { bold: true, fontSize: 12, gapBefore: 2.4 });
}
