/**
 * The sentence frames of the built-in cover-letter writer, one table per language
 * (src/writing/phrases/<code>.ts). Each slot holds one or more frames with {placeholders}; the
 * writer picks one per letter, seeded by the letter's content, so that letters do not all read alike.
 *
 * The frames avoid what the writer cannot know: where the applicant saw the posting, the applicant's
 * gender (Polish past tense, French and Spanish adjectives are avoided for that reason) and the
 * grammatical case or gender of a company's name (Finnish "yrityksessä X", Estonian "ettevõttes X",
 * Polish "w firmie X" keep the name in the nominative). Skills and titles likewise never follow a
 * word that would decline them in the languages that inflect nouns (German "Erfahrung in
 * Monatsabschlüssen", Polish "takich jak rachunkowości", Icelandic "á sviðum eins og…"): lists stand
 * after a colon or between dashes, in the nominative, and a title follows "als", "jako", "sem" as a
 * bare predicate noun, never an article. Lists are joined by src/tailoring/running-text.ts.
 */
import type { LocaleCode } from '../i18n/locale.ts';
import { da } from './phrases/da.ts';
import { de } from './phrases/de.ts';
import { en } from './phrases/en.ts';
import { es } from './phrases/es.ts';
import { et } from './phrases/et.ts';
import { fi } from './phrases/fi.ts';
import { fr } from './phrases/fr.ts';
import { is } from './phrases/is.ts';
import { it } from './phrases/it.ts';
import { nl } from './phrases/nl.ts';
import { no } from './phrases/no.ts';
import { pl } from './phrases/pl.ts';
import { pt } from './phrases/pt.ts';
import { sv } from './phrases/sv.ts';

/** A slot's frames: one is chosen per letter. */
export type Frames = readonly [string, ...string[]];

/** One language's frames. Placeholders are named in each slot's comment. */
export interface LetterPhrases {
  /** Opening and closing quotation marks, for achievements quoted in another language. */
  quotes: readonly [string, string];
  /** Applying for {position} at {company}. German starts lowercase: it follows "…Herren,". */
  apply: Frames;
  /** Applying for {position} when the company is not known. */
  applyNoCompany: Frames;
  /** Why the role appeals: its focus on {skills}, which the resume lists. */
  motive: Frames;
  /** Fallback when no requirement matches a skill: working as {title} (the resume's headline). */
  profile: Frames;
  /** Period phrases: since {year}; from {from} to {to}; in {year}. */
  since: string;
  between: string;
  inYear: string;
  /** A current role: {period} {title} {company}. */
  roleCurrent: Frames;
  /** A past role: {period} {title} {company}. */
  rolePast: Frames;
  /** A current or past role without dates: {title} {company}. */
  roleCurrentUndated: string;
  rolePastUndated: string;
  /** Introduces the first achievement of a paragraph (the achievement follows the colon). */
  achievement: Frames;
  /** Introduces a further achievement from the same role. */
  achievementMore: Frames;
  /** Introduces a further achievement at {company} in a paragraph of its own. */
  sameEmployer: Frames;
  /** A completed degree: {degree} {institution}. */
  education: string;
  /** A degree with its field: {degree} {field}. */
  degreeIn: string;
  /** The language writes degree names as common nouns, lowercase mid-sentence ("avlagt ämneslärarexamen i matematik"). */
  degreeAsNoun?: true;
  /** Further skills from the resume: {skills}. */
  skills: Frames;
  /** Asks for an interview; mentions {company}. */
  closing: Frames;
  closingNoCompany: Frames;
  /**
   * Restates an achievement in the first person when the resume's wording allows it ("Led the
   * redesign…" becomes "I led the redesign…"); undefined to introduce it with a colon instead.
   */
  firstPerson?: (achievement: string) => string | undefined;
  /** Frames for a first-person achievement: {achievement} is a whole sentence. */
  achievementFirstPerson?: Frames;
  achievementFirstPersonMore?: Frames;
}

const phrases: Record<LocaleCode, LetterPhrases> = { da, de, en, es, et, fi, fr, is, it, nl, no, pl, pt, sv };

/** The frames of one of the 14 languages; English for anything else. */
export function letterPhrases(language: string): LetterPhrases {
  return (phrases as Record<string, LetterPhrases>)[language.toLowerCase()] ?? phrases.en;
}
