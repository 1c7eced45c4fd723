/**
 * The ATS corpus: resumes the renderer was never tuned on, generated deterministically (seeded by
 * case id) from content written in each of the 14 languages (test/support/corpus/banks), plus the
 * hand-written edge documents (test/support/corpus/edge-cases.ts).
 *
 * Per language: a minimal, a short (a real one-pager) and a typical (about two pages) resume; the six
 * languages with senior-engineer material (en de nl pl is fi) also a long one (three pages or more).
 * `fitsOnePage` marks the documents every template must keep on one page at its default settings.
 */
import type { ResumeInput } from '../../src/domain/resume.ts';
import { localeCodes, type LocaleCode } from '../../src/i18n/locale.ts';
import { localeBanks } from './corpus/banks/index.ts';
import { edgeCases } from './corpus/edge-cases.ts';
import { generateResume, type ResumeSize } from './corpus/generate-resume.ts';
import { referenceResume } from '../fixtures/reference-resume.ts';

/** One document of the corpus. */
export interface CorpusCase {
  /** "<language>-<size>" or "<language>-edge-<what>". */
  id: string;
  language: LocaleCode;
  size: ResumeSize | 'edge';
  /** A ResumeInput with `language` set. */
  resume: ResumeInput;
  /** Every template must render it on exactly one page at its defaults. */
  fitsOnePage: boolean;
  /** Render it with a profile photo. */
  photo: boolean;
}

const GENERATED_SIZES: ResumeSize[] = ['minimal', 'short', 'typical', 'long'];

function generatedCases(): CorpusCase[] {
  return localeCodes.flatMap((language) =>
    GENERATED_SIZES.filter((size) => size !== 'long' || localeBanks[language].long).map((size) => {
      const id = `${language}-${size}`;
      return { id, language, size, resume: generateResume(localeBanks[language], size, id), fitsOnePage: size === 'minimal' || size === 'short', photo: false };
    }),
  );
}

/** The whole corpus, in a fixed order: generated documents by language, then the edge documents. */
export const resumeCorpus: readonly CorpusCase[] = Object.freeze([
  ...generatedCases(),
  ...edgeCases().map(({ id, language, resume, fitsOnePage, photo }) => ({ id, language, size: 'edge' as const, resume, fitsOnePage, photo })),
]);

/** The reference resume (test/fixtures) as a case: "reference", English, not held to one page. */
export function referenceCase(): CorpusCase {
  return { id: 'reference', language: 'en', size: 'edge', resume: referenceResume(), fitsOnePage: false, photo: false };
}
