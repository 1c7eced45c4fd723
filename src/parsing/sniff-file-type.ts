/**
 * What an upload is, decided by its bytes and never by its name or declared type: a PDF starts
 * with `%PDF-` (within the first KiB, as readers allow), a DOCX is a ZIP archive whose names
 * include `[Content_Types].xml` and `word/document.xml`.
 */
import { AppError } from '../domain/errors.ts';

export type UploadFormat = 'pdf' | 'docx';

const ACCEPTED = 'Upload a PDF or a Word document (.docx).';

/** The upload's format; 400 naming the accepted types for anything else. */
export function sniffFileType(bytes: Uint8Array): UploadFormat {
  if (bytes.length === 0) throw new AppError('invalid_request', `The uploaded file is empty. ${ACCEPTED}`);
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (head.includes('%PDF-')) return 'pdf';
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) {
    const names = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - 1024 * 1024)));
    if (names.includes('[Content_Types].xml') && names.includes('word/document.xml')) return 'docx';
    throw new AppError('invalid_request', `The uploaded ZIP archive is not a Word document: it lacks word/document.xml. ${ACCEPTED}`);
  }
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0) {
    throw new AppError('invalid_request', `Legacy Word files (.doc) are not supported; save it as .docx or PDF. ${ACCEPTED}`);
  }
  throw new AppError('invalid_request', `The uploaded file is neither a PDF nor a DOCX document. ${ACCEPTED}`);
}
