/**
 * The shape a model answers a tailoring request in: the rewritten summary, a rewrite of each
 * experience entry's text by its index, and the resume's skills in the order that suits the
 * posting. Derived from the suggestions Form B answers with (minus `original`, which is ours to
 * fill in from the stored resume, never the model's), and checked with TypeBox before use.
 */
import { Type, type Static } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { JSONSchema7 } from 'ai';

export const TailorAnswerSchema = Type.Object(
  {
    summary: Type.String({ description: 'The rewritten professional summary, in the resume\'s language' }),
    experience: Type.Array(
      Type.Object(
        {
          index: Type.Integer({ minimum: 0, description: 'The entry\'s index in the resume\'s experience list' }),
          tailored: Type.String({ description: 'The entry\'s description and bullet points, one per line, rewritten for the posting' }),
        },
        { additionalProperties: false },
      ),
    ),
    skills: Type.Array(Type.String(), { description: 'The resume\'s own skills, most relevant to the posting first' }),
  },
  { additionalProperties: false },
);

export type TailorAnswer = Static<typeof TailorAnswerSchema>;

/** Sent to the provider as the response format (plain JSON Schema, without TypeBox's symbols). */
export const tailorAnswerJsonSchema = JSON.parse(JSON.stringify(TailorAnswerSchema)) as JSONSchema7;

const compiled = TypeCompiler.Compile(TailorAnswerSchema);

/** The typed answer, or the first reason it is not one (fed back into the one retry's log). */
export function validateTailorAnswer(value: unknown): { ok: true; value: TailorAnswer } | { ok: false; message: string } {
  if (compiled.Check(value)) return { ok: true, value };
  const first = compiled.Errors(value).First();
  return { ok: false, message: first ? `${first.path || '/'}: ${first.message}` : 'not a tailoring answer' };
}
