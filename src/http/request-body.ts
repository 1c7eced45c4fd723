/**
 * Reading JSON bodies ourselves instead of through Elysia's parser: it lets the access check run
 * first, caps the size before buffering everything, and turns malformed JSON into a clear 400.
 */
import { AppError } from '../domain/errors.ts';
import { assertJsonObject, assertStorableValues, exceedsJsonDepth, MAX_JSON_DEPTH } from './storable-values.ts';

/** Keys that can reach Object.prototype when a parsed object is later merged or spread. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Content types whose body we read as JSON. Clients omit it, send text/plain, or (`curl -d`)
 * x-www-form-urlencoded: a body that is not JSON still fails with a clear 400.
 */
export function isJsonLike(contentType: string): boolean {
  return contentType === '' || contentType === 'application/json' || contentType === 'text/plain' || contentType === 'application/x-www-form-urlencoded' || contentType.endsWith('+json');
}

/**
 * Parses a JSON body of at most `limitBytes` into an object whose strings can all be stored (see
 * storable-values.ts). An empty body reads as null (to Elysia, undefined means "not parsed, try
 * the next parser"): a route whose body is optional takes its defaults, and one that requires a
 * body answers 400. An explicit `{}` is the way to ask for every default.
 */
export async function readJsonBody(request: Request, limitBytes: number): Promise<Record<string, unknown> | null> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > limitBytes) throw tooLarge(limitBytes);
  const bytes = await readAtMost(request, limitBytes);
  if (bytes.length === 0) return null;
  const text = decodeUtf8(bytes);
  if (exceedsJsonDepth(text)) throw new AppError('invalid_json', `Malformed JSON body: arrays and objects are nested deeper than ${MAX_JSON_DEPTH} levels`);
  const body = parseJson(text);
  assertJsonObject(body);
  assertStorableValues(body, 'body');
  return body;
}

/** The text of a UTF-8 body; bytes that are not UTF-8 are a 400, not silently replaced by U+FFFD. */
function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError('invalid_json', 'Malformed JSON body: it is not valid UTF-8');
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text, (key, value) => {
      if (FORBIDDEN_KEYS.has(key)) throw new ForbiddenKeyError(key);
      return value;
    });
  } catch (error) {
    if (error instanceof ForbiddenKeyError) {
      throw new AppError('validation_failed', `The key "${error.key}" is not allowed in a request body`, { details: [{ path: error.key, message: 'forbidden key' }] });
    }
    throw new AppError('invalid_json', `Malformed JSON body: ${(error as Error).message}`);
  }
}

/**
 * Parses a multipart form of at most `limitBytes` (declared or counted) into an object: one value
 * per field, an array where a field repeats. Files stay File objects.
 */
export async function readMultipartBody(request: Request, limitBytes: number): Promise<Record<string, unknown>> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > limitBytes) throw tooLarge(limitBytes);
  const bytes = await readAtMost(request, limitBytes);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    throw new AppError('invalid_request', 'Malformed multipart/form-data body');
  }
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form) {
    if (FORBIDDEN_KEYS.has(name)) throw new AppError('validation_failed', `The field "${name}" is not allowed`, { details: [{ path: name, message: 'forbidden key' }] });
    const existing = fields[name];
    fields[name] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  // Text fields are checked like JSON strings; File values are not entered, so uploads stay as sent.
  assertStorableValues(fields, 'body');
  return fields;
}

/** 413 in the error shape, naming the limit. */
export function tooLarge(limitBytes: number): AppError {
  return new AppError('payload_too_large', `The request body is larger than the limit of ${formatBytes(limitBytes)}`);
}

async function readAtMost(request: Request, limitBytes: number): Promise<Buffer> {
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limitBytes) {
      await reader.cancel();
      throw tooLarge(limitBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

class ForbiddenKeyError extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}
