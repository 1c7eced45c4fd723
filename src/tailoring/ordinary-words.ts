/**
 * Which capitalised words are ordinary words rather than names, per language, for the invented-claims
 * check (src/tailoring/invented-claims.ts). A word that opens a sentence is capitalised in every
 * language, and German capitalises every noun besides, so a capital alone does not make a name. A
 * compact hand-made list (assets/honesty/ordinary-words.json) holds each checked language's
 * sentence openers and function words (pronouns, articles, prepositions, conjunctions, adverbs such
 * as "Previously", "Today") and, for German, frequent nouns of resumes and letters; word endings
 * that only common words carry ("-ung", "-tion", "-ly") cover the rest. Languages without a list
 * are not checked at the sentence start (the caller knows which through `checksOpeners`).
 */
import { Type } from '@sinclair/typebox';
import ordinaryJson from '../../assets/honesty/ordinary-words.json' with { type: 'json' };
import { validateData } from '../catalog/validate-data.ts';
import { foldText } from '../parsing/fold-text.ts';

const Words = Type.Record(Type.String(), Type.Array(Type.String({ minLength: 1 })));
const data = validateData(Type.Object({ origin: Type.String(), openers: Words, suffixes: Words, nouns: Words }), ordinaryJson, 'assets/honesty/ordinary-words.json');

/** A suffix marks a common word only when this many letters come before it ("Fred" is no "-ed" word). */
const MIN_STEM = 3;

/** A German compound ending in a listed noun of at least this many letters is a noun too ("Teamführung"). */
const MIN_COMPOUND_PART = 4;

const foldedSets = (lists: Record<string, string[]>) => new Map(Object.entries(lists).map(([language, words]) => [language, new Set(words.map(foldText))]));
const openers = foldedSets(data.openers);
const nouns = foldedSets(data.nouns);

/** Whether the language has an opener list, so a capitalised first word can be told from a name. */
export function checksOpeners(language: string): boolean {
  return openers.has(language);
}

/** Whether the capitalised `word` is, in `language`, one of its ordinary words (by the list, its ending, or as a compound). */
export function isOrdinaryWord(word: string, language: string): boolean {
  const folded = foldText(word);
  if (openers.get(language)?.has(folded) || nouns.get(language)?.has(folded)) return true;
  if ((data.suffixes[language] ?? []).some((suffix) => folded.length >= suffix.length + MIN_STEM && folded.endsWith(suffix))) return true;
  const languageNouns = nouns.get(language);
  if (!languageNouns) return false;
  for (let start = 1; start <= folded.length - MIN_COMPOUND_PART; start++) if (languageNouns.has(folded.slice(start))) return true;
  return false;
}
