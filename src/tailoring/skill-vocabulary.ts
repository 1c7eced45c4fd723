/**
 * The curated vocabulary of skills, tools and qualifications the built-in tailoring engine and the
 * honesty check recognise (assets/tailoring/skill-vocabulary.json), across trades: software,
 * nursing, accounting, logistics, marketing, teaching, crafts. Each entry has one display term and
 * folded aliases in the 14 languages where they are cheap to list ("projektledning", "k8s").
 *
 * Matching runs on folded text (foldText keeps lengths, so a hit points at the original characters).
 * An alias is a whole word or phrase unless written "~stem", which also matches inside compounds
 * ("~buchhaltung" finds "Finanzbuchhaltung"). Aliases in `caseSensitive` match the original text
 * as written, for words that are ordinary words in lower case ("Go").
 *
 * It is the engine's one matcher: the posting's requirements, the match score, the tailoring, the
 * honesty check and the cover letter all decide through `findTerm` whether a text mentions a skill,
 * so they agree on what matched.
 */
import { Type } from '@sinclair/typebox';
import { validateData } from '../catalog/validate-data.ts';
import { foldText } from '../parsing/fold-text.ts';
import vocabularyJson from '../../assets/tailoring/skill-vocabulary.json' with { type: 'json' };

const VocabularySchema = Type.Array(
  Type.Object(
    {
      term: Type.String({ minLength: 1 }),
      kind: Type.Union([Type.Literal('skill'), Type.Literal('tool'), Type.Literal('qualification'), Type.Literal('language')]),
      aliases: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
      caseSensitive: Type.Optional(Type.Array(Type.String({ minLength: 1 }))),
    },
    { additionalProperties: false },
  ),
  { minItems: 1 },
);

/** A language is a skill one does not claim "experience in"; a qualification is held, not practised. */
export type TermKind = 'skill' | 'tool' | 'qualification' | 'language';

/** One thing a posting can ask for and a resume can show, with the patterns that find it. */
export interface VocabularyTerm {
  /** The display name, also the term's key. */
  term: string;
  kind: TermKind;
  /** Folded aliases; "~" marks a stem. */
  aliases: string[];
  /** Aliases matched as written. */
  caseSensitive: string[];
  /** Matches on folded text (stems and phrases). */
  folded: RegExp | null;
  /** Matches on the original text (case-sensitive aliases). */
  exact: RegExp | null;
}

/** Where a term was found: the start offset and the original characters. */
export interface TermHit {
  index: number;
  surface: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Spaces and hyphens inside a phrase are interchangeable ("month-end close", "month end close").
const phrase = (alias: string) => escape(alias).replace(/[\s-]+/g, '[\\s\\-]+');
// Word edges that know every script (\b knows ASCII only); digits count as word characters so "5s" is not "s".
const START = '(?<![\\p{L}\\p{N}])';
const END = '(?![\\p{L}\\p{N}])';

/** Compiles aliases into one alternation; longest first so "sap ewm" wins over "sap". */
export function compileAliases(aliases: readonly string[]): RegExp | null {
  const sorted = [...new Set(aliases.map((alias) => alias.trim()).filter(Boolean))].sort((a, b) => b.length - a.length || a.localeCompare(b));
  if (sorted.length === 0) return null;
  const parts = sorted.map((alias) => {
    if (alias.startsWith('~')) return phrase(foldText(alias.slice(1)));
    // Aliases that begin or end with punctuation ("c++", ".net") still need the letter edge on the lettered side only.
    const head = /^[\p{L}\p{N}]/u.test(alias) ? START : '';
    const tail = /[\p{L}\p{N}]$/u.test(alias) ? END : '(?![+#\\p{L}])';
    return `${head}${phrase(foldText(alias))}${tail}`;
  });
  return new RegExp(parts.join('|'), 'gu');
}

function compileExact(words: readonly string[] | undefined): RegExp | null {
  if (!words || words.length === 0) return null;
  return new RegExp(words.map((word) => `${START}${escape(word)}${END}`).join('|'), 'gu');
}

/** Builds a term from its parts; also used for the phrase terms a posting yields beyond the vocabulary. */
export function makeTerm(term: string, kind: TermKind, aliases: readonly string[], caseSensitive?: readonly string[]): VocabularyTerm {
  const exactSet = new Set((caseSensitive ?? []).map((word) => foldText(word)));
  // A case-sensitive alias must not also match in lower case.
  const loose = aliases.filter((alias) => !exactSet.has(alias));
  return { term, kind, aliases: [...aliases], caseSensitive: [...(caseSensitive ?? [])], folded: compileAliases(loose), exact: compileExact(caseSensitive) };
}

/** The vocabulary, in file order (which is also the tie-break order everywhere, for determinism). */
export const skillVocabulary: readonly VocabularyTerm[] = Object.freeze(
  validateData(VocabularySchema, vocabularyJson, 'assets/tailoring/skill-vocabulary.json').map((entry) => makeTerm(entry.term, entry.kind, entry.aliases, entry.caseSensitive)),
);

const byTerm = new Map(skillVocabulary.map((entry) => [entry.term, entry]));

/** The vocabulary entry with this display term, if any. */
export function vocabularyTerm(term: string): VocabularyTerm | undefined {
  return byTerm.get(term);
}

/**
 * Every place the term occurs in the text, in order. `folded` may be passed when the caller has
 * already folded the text (it must be foldText(text)).
 */
export function findTerm(term: VocabularyTerm, text: string, folded = foldText(text)): TermHit[] {
  const hits: TermHit[] = [];
  for (const [pattern, haystack] of [
    [term.folded, folded],
    [term.exact, text],
  ] as const) {
    if (!pattern) continue;
    pattern.lastIndex = 0;
    for (const match of haystack.matchAll(pattern)) {
      // A stem hit inside a compound stands for the whole word ("Kreditorenbuchhaltung", not "buchhaltung").
      let start = match.index;
      let end = match.index + match[0].length;
      while (start > 0 && /[\p{L}\p{N}]/u.test(text[start - 1]!)) start--;
      while (end < text.length && /[\p{L}\p{N}]/u.test(text[end]!)) end++;
      hits.push({ index: start, surface: text.slice(start, end) });
    }
  }
  return hits.sort((a, b) => a.index - b.index);
}

/** The text mentions the term at least once. */
export function mentions(term: VocabularyTerm, text: string, folded = foldText(text)): boolean {
  return findTerm(term, text, folded).length > 0;
}

/** The vocabulary terms the text mentions, in vocabulary order. */
export function termsIn(text: string, vocabulary: readonly VocabularyTerm[] = skillVocabulary): VocabularyTerm[] {
  const folded = foldText(text);
  return vocabulary.filter((term) => mentions(term, text, folded));
}
