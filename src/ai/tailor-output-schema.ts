/**
 * The shape a model answers a tailoring request in: the rewritten summary, a rewrite of each
 * experience entry's text by its index, and the resume's skills in the order that suits the
 * posting. Derived from the suggestions Form B answers with (minus `original`, which is ours to
 * fill in from the stored resume, never the model's), and checked with TypeBox before use.
 */
import { Type, type Static } from '@sinclair/typebox';
import { answerFormat } from './answer-format.ts';

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

const format = answerFormat<TailorAnswer>(TailorAnswerSchema, 'a tailoring answer');

/** Sent to the provider as the response format. */
export const tailorAnswerJsonSchema = format.jsonSchema;

/** The typed answer, or the first reason it is not one (fed back into the one retry's log). */
export const validateTailorAnswer = format.validate;
