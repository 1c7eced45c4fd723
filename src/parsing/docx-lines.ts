/** DOCX -> lines. First version: not implemented yet (comes with the DOCX work). */
import { AppError } from '../domain/errors.ts';
import type { ExtractedDocument } from './document-lines.ts';

/** The paragraphs, list items and table rows of a DOCX file as lines. */
export async function readDocx(_bytes: Uint8Array): Promise<ExtractedDocument> {
  throw new AppError('invalid_request', 'DOCX parsing is not available yet.');
}
