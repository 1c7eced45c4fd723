/**
 * The one uploaded file of a multipart request, checked before any work: exactly one part, named
 * as expected, that is a file (not a text field), with a filename free of control characters, and
 * no larger than the route's limit (413 in the error shape: Elysia's own `t.File` size errors do
 * not say which limit was hit). The body was already read under the app-wide upload cap by the
 * access plugin's parser, which answered 413 from Content-Length or while counting the stream.
 */
import { AppError } from '../domain/errors.ts';

/** Characters that have no business in a filename (NUL, line breaks, escapes, DEL). */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** The bytes of the file sent in `field`; 400 for every malformed form, 413 over `maxBytes`. */
export async function readUploadedFile(body: unknown, field: string, maxBytes: number): Promise<{ bytes: Uint8Array; filename: string }> {
  const expected = `Send multipart/form-data with the file in a field named "${field}"`;
  if (body === null || body === undefined || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError('invalid_request', `No file uploaded. ${expected}.`, { details: [{ path: `body.${field}`, message: 'required' }] });
  }
  const fields = body as Record<string, unknown>;
  const unknown = Object.keys(fields).filter((name) => name !== field);
  if (unknown.length > 0) {
    throw new AppError('invalid_request', `Unexpected form field "${unknown[0]}". ${expected}, and nothing else.`, {
      details: unknown.map((name) => ({ path: `body.${name}`, message: 'unknown field' })),
    });
  }
  const value = fields[field];
  if (value === undefined) throw new AppError('invalid_request', `No file uploaded. ${expected}.`, { details: [{ path: `body.${field}`, message: 'required' }] });
  if (Array.isArray(value))
    throw new AppError('invalid_request', `Upload one file at a time: the form has ${value.length} "${field}" parts.`, { details: [{ path: `body.${field}`, message: 'exactly one file' }] });
  if (!(value instanceof File))
    throw new AppError('invalid_request', `The "${field}" field is text, not a file. ${expected} (curl: -F ${field}=@resume.pdf).`, {
      details: [{ path: `body.${field}`, message: 'must be a file' }],
    });
  if (CONTROL_CHARACTERS.test(value.name)) throw new AppError('invalid_request', 'The filename contains control characters.', { details: [{ path: `body.${field}`, message: 'invalid filename' }] });
  if (value.size > maxBytes) throw new AppError('payload_too_large', `The file is ${(value.size / (1024 * 1024)).toFixed(1)} MB; the limit is ${maxBytes / (1024 * 1024)} MB`);
  return { bytes: new Uint8Array(await value.arrayBuffer()), filename: value.name };
}
