/**
 * The text fields of a `multipart/form-data` body read as the JSON values they stand for, so a form
 * and a JSON body are held to the same schema: numbers and booleans are read from their text (what
 * is not a number or a boolean stays text, for the schema to refuse with its own message), a field
 * sent twice is a 400, and a file in a field that takes text is a 400.
 */
import { AppError } from '../domain/errors.ts';

/** Fields whose values are not text in JSON, and how their text is read. */
const readers: Record<string, (text: string) => unknown> = {
  spacing: readNumber,
  margin: readNumber,
  fontSize: readNumber,
  includeCoverLetter: readBoolean,
  showProfileImage: readBoolean,
};

/** The form's fields (the file part already taken out) as JSON values. */
export function readFormFields(fields: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) throw new AppError('validation_failed', `The form field "${name}" is sent more than once`, { details: [{ path: `body.${name}`, message: 'sent more than once' }] });
    if (value instanceof File)
      throw new AppError('validation_failed', `The form field "${name}" must be text, not a file (only "file" takes a file)`, { details: [{ path: `body.${name}`, message: 'must be text' }] });
    const reader = readers[name];
    values[name] = reader && typeof value === 'string' ? reader(value) : value;
  }
  return values;
}

function readNumber(text: string): unknown {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) ? value : text;
}

function readBoolean(text: string): unknown {
  return text === 'true' ? true : text === 'false' ? false : text;
}
