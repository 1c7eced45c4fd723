/** Validation of the data files under assets/ at start-up: a bad file stops the service with its path. */
import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/** Returns `data` typed by `schema`, or throws listing every problem found in `source`. */
export function validateData<Schema extends TSchema>(schema: Schema, data: unknown, source: string): Static<Schema> {
  if (Value.Check(schema, data)) return data;
  const problems = [...Value.Errors(schema, data)].slice(0, 10).map((error) => `  ${error.path || '/'}: ${error.message}`);
  throw new Error(`Invalid data in ${source}:\n${problems.join('\n')}`);
}
