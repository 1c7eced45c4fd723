/**
 * The JSON Schema documents served at GET /v1/resumes/schema and GET /v1/cover-letters/schema: the
 * very TypeBox schemas the routes validate bodies with, so the published schema cannot drift from
 * what is accepted. TypeBox's internal markers (symbol keys) do not survive JSON.
 */
import type { TSchema } from '@sinclair/typebox';

/** `schema` as a standalone draft-07 JSON Schema document. */
export function jsonSchemaDocument(schema: TSchema): Record<string, unknown> {
  return JSON.parse(JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', ...schema }));
}
