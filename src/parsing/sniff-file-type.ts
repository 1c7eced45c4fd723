/**
 * What an upload is, decided by its bytes and never by its name or declared type: a PDF starts
 * with `%PDF-` (within the first KiB, as readers allow), a DOCX is a ZIP archive whose real central
 * directory (read by safe-zip.ts, which refuses malformed and encrypted archives on the way) holds
 * `[Content_Types].xml` and `word/document.xml`. Other ZIP-based formats (.xlsx, .odt, ...) fail
 * that test and get the same 400 naming the accepted types as images, HTML or plain text.
 */
import { AppError } from '../domain/errors.ts';
import { looksLikeZip, SafeZip } from './safe-zip.ts';

export type UploadFormat = 'pdf' | 'docx';

const ACCEPTED = 'Upload a PDF or a Word document (.docx).';

/** The upload's format; 400 naming the accepted types for anything else. */
export function sniffFileType(bytes: Uint8Array): UploadFormat {
  if (bytes.length === 0) throw new AppError('invalid_request', `The uploaded file is empty. ${ACCEPTED}`);
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (head.includes('%PDF-')) return 'pdf';
  if (looksLikeZip(bytes)) {
    const archive = SafeZip.open(bytes);
    if (archive.has('[Content_Types].xml') && archive.has('word/document.xml')) return 'docx';
    throw new AppError('invalid_request', `The uploaded ZIP archive is not a Word document: it lacks ${archive.has('[Content_Types].xml') ? 'word/document.xml' : '[Content_Types].xml'}. ${ACCEPTED}`);
  }
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0) {
    // Word also wraps password-protected .docx files in this container, so both are named.
    throw new AppError('invalid_request', `Legacy Word files (.doc) and password-protected documents are not supported; save it as .docx without a password, or as PDF. ${ACCEPTED}`);
  }
  throw new AppError('invalid_request', `The uploaded file is neither a PDF nor a DOCX document. ${ACCEPTED}`);
}
