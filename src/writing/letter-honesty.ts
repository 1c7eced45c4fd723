/**
 * The honesty check a language model's cover letter passes before it is used. The body is checked
 * sentence by sentence with the rules every generated text passes (src/tailoring/invented-claims.ts:
 * no name the resume does not hold, no skill it never mentions, no number it does not state), and
 * only the hiring company, the position and the hiring manager may be named freely; an
 * organisation, client or product from the posting's world may not. The subject, salutation and
 * closing claim nothing about the person: they may also use names from the posting (a contact
 * person), and are replaced by the language's standard lines when they name anything else.
 *
 * The facts are those of the resume the person wrote: when the letter follows a tailoring, the
 * caller passes the original, not the tailored copy. Whether what is left still makes a letter is
 * the caller's decision (src/services/write-letter-with-model.ts).
 */
import type { CoverLetterAnswer } from '../ai/cover-letter-output-schema.ts';
import type { Sections } from '../domain/resume.ts';
import { fillTemplate, localeOrDefault } from '../i18n/locale.ts';
import { claimCheck } from '../tailoring/invented-claims.ts';
import { KnownWords } from '../tailoring/known-words.ts';
import { splitSentences } from '../tailoring/sentences.ts';
import { skillVocabulary, type VocabularyTerm } from '../tailoring/skill-vocabulary.ts';
import { oneLine } from './write-cover-letter.ts';

/** What a letter is checked against. */
export interface LetterFacts {
  /** The resume the person wrote (not a tailored copy of it). */
  sections: Sections;
  /** The posting's text: the subject and salutation may name what it names. */
  posting: string;
  /** The letter's language code. */
  language: string;
  /** The resume's language code when it differs from the letter's. */
  resumeLanguage?: string;
  positionName?: string;
  companyName?: string;
  hiringManager?: string;
}

/** The checked letter, what was changed (one sentence per repair) and how much of the body survived. */
export interface LetterHonestyResult {
  letter: CoverLetterAnswer;
  repairs: string[];
  /** The body's sentences before the check, and those kept. */
  sentences: { total: number; kept: number };
}

/** Makes a model's letter truthful against the resume: returns the repaired letter and a note per repair. */
export function enforceLetterHonesty(letter: CoverLetterAnswer, facts: LetterFacts, vocabulary: readonly VocabularyTerm[] = skillVocabulary): LetterHonestyResult {
  const locale = localeOrDefault(facts.language);
  const addressees = [facts.companyName, facts.positionName, facts.hiringManager].filter((name): name is string => Boolean(name?.trim()));
  const check = claimCheck(
    { sections: facts.sections, language: facts.language, ...(facts.resumeLanguage && { resumeLanguage: facts.resumeLanguage }), addressees, context: [facts.posting] },
    vocabulary,
  );
  const inPosting = new KnownWords([facts.posting]);
  const repairs: string[] = [];

  const sentences = { total: 0, kept: 0 };
  const paragraphs: string[] = [];
  letter.paragraphs.forEach((paragraph, index) => {
    const written = splitSentences(oneLine(paragraph));
    const honest = written.filter((sentence) => {
      const reason = check.problem(sentence);
      if (reason) repairs.push(`Paragraph ${index + 1}: removed a sentence ${reason}.`);
      return !reason;
    });
    sentences.total += written.length;
    sentences.kept += honest.length;
    if (honest.length > 0) paragraphs.push(honest.join(' '));
  });

  /** A header line as written when every name in it is known; else the language's standard line. */
  const headerLine = (field: 'subject' | 'salutation' | 'closing', standard: string): string => {
    const line = oneLine(letter[field]);
    const unknown = check.unknownNames(line).filter((name) => !inPosting.has(name));
    if (unknown.length === 0) return line;
    repairs.push(`The ${field} named ${unknown.map((name) => JSON.stringify(name)).join(', ')}, which neither the resume nor the posting holds: replaced by the standard one.`);
    return standard;
  };
  const subject = headerLine('subject', fillTemplate(locale.coverLetter.subject, { position: oneLine(facts.positionName ?? '') }).trim());
  const salutation = headerLine('salutation', facts.hiringManager?.trim() ? fillTemplate(locale.coverLetter.dearNamed, { name: oneLine(facts.hiringManager) }) : locale.coverLetter.dear);
  const closing = headerLine('closing', locale.coverLetter.regards);

  return { letter: { ...letter, subject, salutation, paragraphs, closing }, repairs, sentences };
}
