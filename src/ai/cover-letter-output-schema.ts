/**
 * The shape a model answers a cover-letter request in: the subject line, the salutation, the body's
 * paragraphs and the closing words, in the letter's language, plus the hiring company and the
 * position as the posting names them (a pasted posting has no company field: the letter's honesty
 * check needs to know which organisation the letter may address, and checks that the posting names
 * it). The signature is ours to add from the resume, never the model's. Checked with TypeBox before use.
 */
import { Type, type Static } from '@sinclair/typebox';
import { answerFormat } from './answer-format.ts';

/** Bounds that a real letter stays well within and a runaway answer does not. */
const line = (maxLength: number, description: string) => Type.String({ minLength: 1, maxLength, description });

export const CoverLetterAnswerSchema = Type.Object(
  {
    subject: line(200, "The subject line naming the position, in the letter's language"),
    salutation: line(200, 'The greeting line, e.g. "Dear Hiring Manager,"'),
    paragraphs: Type.Array(line(3_000, "One paragraph of the letter's body"), { minItems: 1, maxItems: 8, description: 'The body, without the salutation and the closing' }),
    closing: line(100, 'The sign-off words only, without the name, e.g. "Kind regards,"'),
    company: Type.Optional(Type.String({ maxLength: 200, description: "The hiring company's name exactly as the posting writes it; empty when it names none" })),
    position: Type.Optional(Type.String({ maxLength: 200, description: "The position's title exactly as the posting writes it; empty when it names none" })),
  },
  { additionalProperties: false },
);

export type CoverLetterAnswer = Static<typeof CoverLetterAnswerSchema>;

const format = answerFormat<CoverLetterAnswer>(CoverLetterAnswerSchema, 'a cover letter answer');

/** Sent to the provider as the response format. */
export const coverLetterAnswerJsonSchema = format.jsonSchema;

/** The typed answer, or the first reason it is not one (fed back into the one retry's log). */
export const validateCoverLetterAnswer = format.validate;
