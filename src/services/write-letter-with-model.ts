/**
 * Cover letters written by a language model. The model answers with the subject, the salutation, the
 * body's paragraphs and the closing in the letter's language (validated structured output, one retry,
 * within the deadline and the stall limit); the letter's honesty check cuts every sentence that names
 * or claims what the resume does not hold; the letter is then put together as the built-in writer's
 * is: salutation to signature, the name taken from the resume, never from the model.
 *
 * When the check had to cut more than half of the body, what is left was written around claims that
 * are not true and reads as such: the built-in writer's letter (honest by construction) is used
 * instead, and reported as built-in. A provider that fails is the request's failure (502, or 504 on
 * its deadline or a stall), never a silent switch to the built-in writer.
 */
import type { LanguageModel } from 'ai';
import type { AppContext } from '../context.ts';
import type { Sections } from '../domain/resume.ts';
import { coverLetterAnswerJsonSchema, validateCoverLetterAnswer, type CoverLetterAnswer } from '../ai/cover-letter-output-schema.ts';
import { WRITE_COVER_LETTER_MAX_OUTPUT_TOKENS, WRITE_COVER_LETTER_SYSTEM, writeCoverLetterPrompt } from '../ai/prompts/write-cover-letter.ts';
import { localeOrDefault } from '../i18n/locale.ts';
import { foldText } from '../parsing/fold-text.ts';
import { enforceLetterHonesty } from '../writing/letter-honesty.ts';
import { oneLine, writeCoverLetter, type CoverLetterRequest, type WrittenCoverLetter } from '../writing/write-cover-letter.ts';
import { modelAnswer } from './model-answer.ts';

/** A letter from the model engine, and what wrote it in the end. */
export interface ModelWrittenLetter extends WrittenCoverLetter {
  /** `ai` when the model's letter passed the honesty check; `builtin` when the built-in writer's replaced it. */
  engine: 'ai' | 'builtin';
  /** What the honesty check changed, one sentence per repair. */
  repairs: string[];
}

/** What the model writes from, and what its letter is checked against. */
export interface ModelLetterRequest extends CoverLetterRequest {
  posting: string;
  /**
   * The resume the person wrote, when `sections` is a rewrite of it (a tailored copy): the letter's
   * facts are checked against this one, so a claim cannot launder through the rewrite. `sections` when absent.
   */
  factSections?: Sections;
}

/** The model's letter for `request`, honest against the person's own resume; throws AppError 502/504 when the model fails. */
export async function writeLetterWithModel(context: AppContext, model: LanguageModel, request: ModelLetterRequest, signal: AbortSignal): Promise<ModelWrittenLetter> {
  const language = localeOrDefault(request.language).code;
  const answer = await modelAnswer(context, {
    model,
    // The provider's name for the schema: letters, digits, '_' and '-' only.
    name: 'cover_letter',
    system: WRITE_COVER_LETTER_SYSTEM,
    prompt: writeCoverLetterPrompt({
      posting: request.posting,
      resume: request.sections,
      language,
      positionName: request.positionName,
      companyName: request.companyName,
      hiringManager: request.hiringManager,
    }),
    schema: coverLetterAnswerJsonSchema,
    validate: validateCoverLetterAnswer,
    maxOutputTokens: WRITE_COVER_LETTER_MAX_OUTPUT_TOKENS,
    signal,
  });
  const { letter, repairs, sentences } = enforceLetterHonesty(
    { ...answer, closing: firstLine(answer.closing) },
    {
      sections: request.factSections ?? request.sections,
      posting: request.posting,
      language,
      ...(request.resumeLanguage && { resumeLanguage: request.resumeLanguage }),
      positionName: oneLine(request.positionName) || namedInPosting(answer.position, request.posting),
      companyName: oneLine(request.companyName ?? '') || namedInPosting(answer.company, request.posting),
      hiringManager: request.hiringManager,
    },
  );
  if (letter.paragraphs.length === 0 || sentences.kept * 2 < sentences.total) {
    const replaced = `The model's letter was replaced by the built-in one: ${sentences.total - sentences.kept} of its ${sentences.total} sentences claimed what the resume does not hold.`;
    return { ...writeCoverLetter(request), engine: 'builtin', repairs: [...repairs, replaced] };
  }
  return { content: letterContent(letter, oneLine(request.sections.header?.name ?? '')), subject: letter.subject, engine: 'ai', repairs };
}

/**
 * A name the model says the posting gives (the hiring company, the position), kept only when the
 * posting does give it: the model cannot make an organisation addressable by declaring it.
 */
function namedInPosting(name: string | undefined, posting: string): string | undefined {
  const line = oneLine(name ?? '');
  return line && foldText(oneLine(posting)).includes(foldText(line)) ? line : undefined;
}

/** The sign-off words: a model that added the name on the next line gets it from us once, not twice. */
function firstLine(text: string): string {
  return text.split(/\r?\n/).find((line) => line.trim()) ?? text;
}

/** The letter's text as the built-in writer lays it out: paragraphs separated by a blank line, salutation to signature. */
function letterContent(letter: CoverLetterAnswer, name: string): string {
  const signOff = name ? `${letter.closing}\n${name}` : letter.closing;
  return [letter.salutation, ...letter.paragraphs, signOff].join('\n\n');
}
