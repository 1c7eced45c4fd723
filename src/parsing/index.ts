/**
 * The door to parsing: an uploaded file's bytes -> its lines -> a structured resume, with the
 * built-in heuristic engine. Pure computation with bounded input; the caller runs it in a worker
 * (parse-pool.ts) so a hostile file cannot stall the event loop, and refines it with AI itself.
 */
import { AppError } from '../domain/errors.ts';
import type { ExtractedDocument } from './document-lines.ts';
import { readDocx } from './docx-lines.ts';
import { parseHeuristically } from './heuristic-parser.ts';
import type { ParsedResume } from './parsed-resume.ts';
import { pdfLines } from './pdf-lines.ts';
import { readPdfText } from './pdf-text.ts';
import { sniffFileType } from './sniff-file-type.ts';

export type { DocLine, ExtractedDocument } from './document-lines.ts';
// What the service layer needs besides the parser: the file check, the AI merge, the storable cut.
export { sniffFileType } from './sniff-file-type.ts';
export { mergeWithProvenance, type ProvenanceInput, type ProvenanceResult } from './provenance-merge.ts';
export { storableSections } from './storable-sections.ts';
export type { ParsedResume, ConfidenceField, ParseEngine } from './parsed-resume.ts';

/** A parsed file: what was read from it, and the heuristic engine's resume. */
export interface FileParse {
  document: ExtractedDocument;
  parsed: ParsedResume;
}

/** Reads the file's text (400 for anything but PDF/DOCX, 422 when there is no text) and parses it. */
export async function parseResumeFile(bytes: Uint8Array): Promise<FileParse> {
  const document = await extractDocument(bytes);
  if (document.lines.length === 0) {
    throw new AppError('unprocessable', document.format === 'pdf' ? 'Scanned PDF: no text layer. Upload a PDF with selectable text, or a DOCX.' : 'The document contains no text.');
  }
  return { document, parsed: parseHeuristically(document) };
}

/** The file's lines in reading order. */
export async function extractDocument(bytes: Uint8Array): Promise<ExtractedDocument> {
  const format = sniffFileType(bytes);
  if (format === 'docx') return readDocx(bytes);
  const text = await readPdfText(bytes);
  const { lines, multiColumn } = pdfLines(text);
  return { format, lines, pageCount: text.pages.length, multiColumn, links: text.links, warnings: multiColumn ? ['two-column layout detected'] : [] };
}
