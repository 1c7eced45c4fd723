/**
 * Reading JSON bodies ourselves instead of through Elysia's parser: it lets the access check run
 * first, caps the size before buffering everything, and turns malformed JSON into a clear 400.
 */
import { AppError } from '../domain/errors.ts';

/** Keys that can reach Object.prototype when a parsed object is later merged or spread. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Content types whose body we read as JSON. Clients omit it, send text/plain, or (`curl -d`)
 * x-www-form-urlencoded: a body that is not JSON still fails with a clear 400.
 */
export function isJsonLike(contentType: string): boolean {
  return (
    contentType === '' ||
    contentType === 'application/json' ||
    contentType === 'text/plain' ||
    contentType === 'application/x-www-form-urlencoded' ||
    contentType.endsWith('+json')
  );
}

/**
 * Parses a JSON body of at most `limitBytes`. An empty body reads as `{}`: routes whose fields are
 * all optional accept it, and the others name the missing fields in their validation error.
 */
export async function readJsonBody(request: Request, limitBytes: number): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > limitBytes) throw tooLarge(limitBytes);
  const bytes = await readAtMost(request, limitBytes);
  if (bytes.length === 0) return {};
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
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
