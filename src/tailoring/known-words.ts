/**
 * A set of words that counts inflected forms as known: the honesty checks compare a generated text
 * with the resume word by word, and "Engineering" is supported by "Engineer", "Diensten" by
 * "Dienste". Words are compared folded (case and accents ignored).
 */
import { foldText } from '../parsing/fold-text.ts';

/** A word shares this many first letters with a known one, and neither goes on by more than ENDING: the same word inflected. */
const STEM = 4;
const ENDING = 3;

/** Letters and digits: a word. */
export const WORD = /[\p{L}\p{N}]+/gu;

/** Folded words that count as known, with inflected forms found through their first letters. */
export class KnownWords {
  private readonly words = new Set<string>();
  private readonly byStem = new Map<string, string[]>();

  constructor(texts: readonly string[]) {
    for (const word of texts.flatMap((text) => foldText(text).match(WORD) ?? [])) {
      if (this.words.has(word)) continue;
      this.words.add(word);
      if (word.length >= STEM) this.byStem.set(word.slice(0, STEM), [...(this.byStem.get(word.slice(0, STEM)) ?? []), word]);
    }
  }

  /** Known as written or inflected. */
  has(word: string): boolean {
    const folded = foldText(word);
    if (this.words.has(folded)) return true;
    return (this.byStem.get(folded.slice(0, STEM)) ?? []).some((known) => {
      let shared = 0;
      while (shared < Math.min(known.length, folded.length) && known[shared] === folded[shared]) shared++;
      return known.length - shared <= ENDING && folded.length - shared <= ENDING;
    });
  }
}

/** The words of `texts` written in lower case somewhere: ordinary words of the language, whatever opens a sentence with them. */
export function lowerCaseWords(texts: readonly string[]): KnownWords {
  return new KnownWords([texts.flatMap((text) => (text.match(WORD) ?? []).filter((word) => /^\p{Ll}/u.test(word))).join(' ')]);
}
