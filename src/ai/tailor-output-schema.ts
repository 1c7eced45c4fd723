/**
 * The shape a model answers a tailoring request in: the rewritten summary, a rewrite of each
 * experience entry's text by its index, and the resume's skills in the order that suits the
 * posting. Derived from the suggestions Form B answers with (minus `original`, which is ours to
 * fill in from the stored resume, never the model's), and checked with TypeBox before use.
 *
 * The provider is sent the stored resume's limits as `maxLength`/`maxItems` (they accept them, as
 * for cover letters); the check itself leaves them out, so an answer that runs over is shortened to
 * the limits (src/services/tailor-with-model.ts) instead of failing the run after all the work.
 */
import { Type, type Static } from '@sinclair/typebox';
import { MAX_BULLET_CHARS, MAX_BULLETS, MAX_PARAGRAPH_CHARS } from '../domain/resume.ts';
import { answerFormat } from './answer-format.ts';

/** The longest an entry's text can be once stored: a description and its bullets, one per line. */
export const MAX_TAILORED_ENTRY_CHARS = MAX_PARAGRAPH_CHARS + MAX_BULLETS * (MAX_BULLET_CHARS + 1);
/** The stored lists' bound: at most this many experience entries and skills. */
const MAX_ENTRIES = 100;
const MAX_SKILLS = 200;

/** The answer's schema; `bounded` adds the stored limits (sent to the provider), without them it is the check's. */
const tailorAnswerSchema = (bounded: boolean) => {
  const bound = <T extends object>(limits: T) => (bounded ? limits : {});
  return Type.Object(
    {
      summary: Type.String({ ...bound({ maxLength: MAX_PARAGRAPH_CHARS }), description: "The rewritten professional summary, in the resume's language" }),
      experience: Type.Array(
        Type.Object(
          {
            index: Type.Integer({ minimum: 0, description: "The entry's index in the resume's experience list" }),
            tailored: Type.String({
              ...bound({ maxLength: MAX_TAILORED_ENTRY_CHARS }),
              description: `The entry's description and bullet points, one per line, rewritten for the posting; each bullet at most ${MAX_BULLET_CHARS} characters`,
            }),
          },
          { additionalProperties: false },
        ),
        bound({ maxItems: MAX_ENTRIES }),
      ),
      skills: Type.Array(Type.String(), { ...bound({ maxItems: MAX_SKILLS }), description: "The resume's own skills, most relevant to the posting first" }),
    },
    { additionalProperties: false },
  );
};

export const TailorAnswerSchema = tailorAnswerSchema(false);

export type TailorAnswer = Static<typeof TailorAnswerSchema>;

const format = answerFormat<TailorAnswer>(TailorAnswerSchema, 'a tailoring answer', tailorAnswerSchema(true));

/** Sent to the provider as the response format. */
export const tailorAnswerJsonSchema = format.jsonSchema;

/** The typed answer, or the first reason it is not one (fed back into the one retry's log). */
export const validateTailorAnswer = format.validate;
