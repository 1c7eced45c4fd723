/**
 * What a request's values may hold before any of them reaches a route. PostgreSQL stores neither
 * NUL (U+0000) in text or jsonb nor lone UTF-16 surrogates in jsonb, and JSON numbers beyond
 * ±1.8e308 parse to Infinity, which JSON cannot carry back out. Each used to surface as a 500 from
 * the database (or a silently changed value); checking every parsed body and query here, once,
 * answers a 400 naming the field, whatever route the request was sent to.
 */
import { AppError, type ErrorDetail } from '../domain/errors.ts';

/** Deepest nesting of arrays and objects a JSON body may have; our documents need fewer than 10. */
export const MAX_JSON_DEPTH = 64;

/** An unpaired high surrogate, or a low one without its high half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Throws a 400 `validation_failed` when a parsed JSON body is not an object: every body this API takes is one. */
export function assertJsonObject(value: unknown, location = 'body'): asserts value is Record<string, unknown> {
  if (isPlainObject(value)) return;
  const found = value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`;
  throw new AppError('validation_failed', `Invalid ${location}: ${location} must be a JSON object, got ${found}`, { details: [{ path: location, message: `must be a JSON object, got ${found}` }] });
}

/**
 * Throws a 400 `validation_failed` naming the first string (value or object key) that holds NUL
 * or a lone surrogate, or number that is not finite, anywhere in `value`. Only arrays and plain
 * objects are entered, so uploaded files (File objects) pass untouched.
 */
export function assertStorableValues(value: unknown, location: string): void {
  const problem = findUnstorable(value, location, 0);
  if (problem) throw new AppError('validation_failed', `Invalid ${location}: ${problem.path} ${problem.message}`, { details: [problem] });
}

/**
 * True when `text` (JSON) opens more than `limit` arrays or objects inside each other. Checked on
 * the text before parsing, because the parser (and any walk after it) recurses once per level.
 */
export function exceedsJsonDepth(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) depth--;
  }
  return false;
}

function findUnstorable(value: unknown, path: string, depth: number): ErrorDetail | undefined {
  if (typeof value === 'string') {
    const message = stringProblem(value);
    return message ? { path, message } : undefined;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : { path, message: 'is too large a number' };
  // exceedsJsonDepth has bounded JSON bodies already; this bounds whatever else is passed in.
  if (depth > MAX_JSON_DEPTH) return { path, message: `is nested deeper than ${MAX_JSON_DEPTH} levels` };
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const problem = findUnstorable(value[index], `${path}[${index}]`, depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  if (!isPlainObject(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = stringProblem(key);
    // The key is shown escaped, so the error itself carries no unstorable character.
    const keyPath = `${path}.${printable(key)}`;
    if (keyProblem) return { path: keyPath, message: `key ${keyProblem}` };
    const problem = findUnstorable(item, keyPath, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

function stringProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain the NUL character (U+0000)';
  if (LONE_SURROGATE.test(text)) return 'must not contain a lone UTF-16 surrogate (U+D800 to U+DFFF)';
  return undefined;
}

/** `text` with NUL and lone surrogates written as `\uXXXX`. */
function printable(text: string): string {
  return text.replaceAll('\u0000', '\\u0000').replace(new RegExp(LONE_SURROGATE, 'g'), (surrogate) => `\\u${surrogate.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
