/** Checking a value against a TypeBox schema, with problems reported as `{path, message}` in the API's dotted paths. */
import type { Static, TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { AppError, type ErrorDetail } from './errors.ts';

const compiled = new WeakMap<TSchema, TypeCheck<TSchema>>();

/** Returns `value` typed by `schema`, or throws a 400 naming every problem (at most 20). */
export function validateOrThrow<Schema extends TSchema>(schema: Schema, value: unknown, location = 'body'): Static<Schema> {
  let check = compiled.get(schema);
  if (!check) {
    check = TypeCompiler.Compile(schema);
    compiled.set(schema, check);
  }
  if (check.Check(value)) return value as Static<Schema>;
  const details: ErrorDetail[] = [...check.Errors(value)].slice(0, 20).map((error) => ({ path: toDottedPath(location, error.path), message: error.message }));
  throw new AppError('validation_failed', `Invalid ${location}: ${details[0]?.path} ${details[0]?.message}`, { details });
}

/** "/experience/0/startDate" in the body -> "body.experience[0].startDate". */
export function toDottedPath(location: string, pointer: string): string {
  let path = location;
  for (const segment of pointer.split('/').filter(Boolean)) {
    const key = segment.replaceAll('~1', '/').replaceAll('~0', '~');
    path += /^\d+$/.test(key) ? `[${key}]` : `.${key}`;
  }
  return path;
}
