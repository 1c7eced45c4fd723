/**
 * A model's answer format from one TypeBox schema: the plain JSON Schema sent to the provider as the
 * response format, and the compiled check that decides whether an answer is acceptable before use.
 * Every structured answer (parsing, tailoring, cover letters) is built here, so they all send their
 * schema and report a failed check the same way.
 */
import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { JSONSchema7 } from 'ai';

export interface AnswerFormat<T> {
  /** Sent to the provider (plain JSON Schema, without TypeBox's symbols). */
  jsonSchema: JSONSchema7;
  /** The typed answer, or the first reason it is not one (fed back into the one retry's log). */
  validate(value: unknown): { ok: true; value: T } | { ok: false; message: string };
}

/**
 * The format of answers of type `T` checked against `schema`; `what` names them in a reason without a
 * path. `sent`, when given, is the schema the provider sees instead: the same shape with bounds the
 * model is asked to keep, where an answer beyond them is shortened by the caller rather than failed.
 */
export function answerFormat<T>(schema: TSchema, what: string, sent: TSchema = schema): AnswerFormat<T> {
  const compiled = TypeCompiler.Compile(schema);
  return {
    jsonSchema: JSON.parse(JSON.stringify(sent)) as JSONSchema7,
    validate(value) {
      if (compiled.Check(value)) return { ok: true, value: value as T };
      const first = compiled.Errors(value).First();
      return { ok: false, message: first ? `${first.path || '/'}: ${first.message}` : `not ${what}` };
    },
  };
}
