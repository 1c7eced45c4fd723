/**
 * The built-in tailoring engine (`provider: builtin`): offline and deterministic. It moves the
 * resume's true matches to where a reader looks (bullets by relevance, sharpened only by removing
 * filler; skills by relevance; a summary written around the strongest matches in the resume's own
 * words and language) and reports what the posting asks for that the resume lacks, as suggestions.
 *
 * `mode: standard` edits inside the existing sections. `mode: new` may also drop old entries and
 * bullets that match nothing, suggest a section order, and set the headline to the person's most
 * relevant real title. Either way the output passes the honesty check before it is returned.
 */
import type { SectionName, Sections } from '../domain/resume.ts';
import { foldText } from '../parsing/fold-text.ts';
import { enforceHonesty } from './honesty-check.ts';
import { requirementTerm, type JobRequirements, type RequiredSkill } from './job-requirements.ts';
import { matchScore, requirementWeight, type MatchScore } from './match-score.ts';
import { namedMatches } from './named-matches.ts';
import { skillName } from './resume-regions.ts';
import { joinList, tidyStops } from './running-text.ts';
import { splitSentences } from './sentences.ts';
import { sharpenBullet } from './sharpen-bullet.ts';
import { fillPhrase, phrasesFor } from './summary-phrases.ts';
import { yearsOfExperience } from './years-of-experience.ts';
import { findTerm, type VocabularyTerm } from './skill-vocabulary.ts';

export type TailorMode = 'standard' | 'new';

export interface TailorOptions {
  mode: TailorMode;
  /** The resume's language: the summary is written in it. */
  language: string;
  /** YYYY-MM-DD, to count years in a current job; without it a current job's years are not counted. */
  today?: string;
}

/** One experience entry's text before and after (Form B's shape). */
export interface ExperienceSuggestion {
  /** Position in the input's sections.experience. */
  index: number;
  /** Description and bullets, joined by newlines. */
  original: string;
  tailored: string;
}

export interface TailorResult {
  sections: Sections;
  suggestions: { summary: string; experience: ExperienceSuggestion[]; skills: string[] };
  /** What the posting asks for that the resume never mentions, in the posting's words: suggestions only. */
  missingSkills: string[];
  before: MatchScore;
  after: MatchScore;
  /** Only in mode `new`: the section order that puts the strongest evidence first. */
  sectionOrder?: SectionName[];
  /** What the honesty check had to repair (empty for the built-in engine unless it has a bug). */
  repairs: string[];
}

/** How many skills the summary names: enough to be specific, few enough to read. */
const SUMMARY_SKILLS = 4;
/** In mode `new`, entries beyond this many recent ones are dropped when they match nothing. */
const KEEP_RECENT = 3;

interface WeightedTerm {
  term: VocabularyTerm;
  weight: number;
}

/** The summed weight of the matched requirements a text mentions. */
function relevance(text: string | undefined, terms: readonly WeightedTerm[]): number {
  if (!text) return 0;
  const folded = foldText(text);
  return terms.reduce((sum, { term, weight }) => sum + (findTerm(term, text, folded).length > 0 ? weight : 0), 0);
}

/** Stable sort by descending score: equal items keep the person's own order. */
function byRelevance<T>(items: readonly T[], score: (item: T) => number): T[] {
  return items
    .map((item, index) => ({ item, index, score: score(item) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ item }) => item);
}

const joined = (job: NonNullable<Sections['experience']>[number]) => [job.description, ...(job.highlights ?? [])].filter(Boolean).join('\n');

/** A sentence's words, folded. */
const wordsOf = (text: string): string[] => foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/** What the written opener says, for telling whether one of the person's own sentences says it again. */
interface Opener {
  sentences: readonly string[];
  title: string;
  /** The terms of the skills it lists. */
  listed: ReadonlySet<string>;
  /** Set when it states years of experience: a sentence this matches (folded) states them again. */
  statesYears?: RegExp;
}

/**
 * Whether one of the person's own sentences says again what the opener says: it names the title
 * (anywhere, or a word of it among its first words: "Zuverlässige Finanzbuchhalterin mit…", an
 * earlier tailoring's opener), starts as an opener sentence does ("Schwerpunkte: …"), states years
 * of experience too ("Softwarearchitekt mit über fünfzehn Jahren Berufserfahrung…"), or lists only
 * skills the opener lists.
 */
function repeatsOpener(sentence: string, opener: Opener, terms: readonly WeightedTerm[]): boolean {
  const words = wordsOf(sentence);
  const titleWords = wordsOf(opener.title);
  const folded = foldText(sentence);
  if (` ${words.join(' ')} `.includes(` ${titleWords.join(' ')} `)) return true;
  if (words.slice(0, 5).some((word) => word.length >= 4 && titleWords.includes(word))) return true;
  if (opener.sentences.some((line) => wordsOf(line)[0] === words[0])) return true;
  if (opener.statesYears?.test(folded)) return true;
  const named = terms.filter(({ term }) => findTerm(term, sentence, folded).length > 0).map(({ term }) => term.term);
  return named.length >= 2 && named.every((term) => opener.listed.has(term));
}

/**
 * The summary: an opener around the strongest matches that the title does not already name, then
 * the person's own most relevant sentences that do not repeat it.
 */
function writeSummary(sections: Sections, before: MatchScore, requirements: JobRequirements, terms: readonly WeightedTerm[], options: TailorOptions): string {
  const original = sections.summary ?? '';
  const title = sections.header?.title || sections.experience?.[0]?.title;
  if (!title) return original;
  const strongest = namedMatches(sections, before, requirements.skills, options.language, SUMMARY_SKILLS, title);
  if (strongest.length === 0) return original;
  const phrases = phrasesFor(options.language);
  const years = yearsOfExperience(sections, options.today);
  const skills = joinList(
    strongest.map((match) => match.text),
    options.language,
  );
  const withYears = years !== undefined && years >= 2;
  const opener = tidyStops(withYears ? fillPhrase(phrases.withYears, { title, years, skills }) : fillPhrase(phrases.withoutYears, { title, skills }));
  const said: Opener = { sentences: splitSentences(opener), title, listed: new Set(strongest.map((match) => match.term)), ...(withYears && { statesYears: phrases.statesYears }) };
  // Keep up to two of the person's own sentences, the most relevant, in their order, each once.
  const own = splitSentences(original)
    .filter((sentence, index, all) => all.findIndex((other) => foldText(other) === foldText(sentence)) === index)
    .filter((sentence) => !repeatsOpener(sentence, said, terms));
  const keep = new Set(
    byRelevance(
      own.map((_, index) => index),
      (index) => relevance(own[index], terms),
    ).slice(0, 2),
  );
  const kept = own.filter((_, index) => keep.has(index));
  const company = sections.experience?.[0]?.company;
  const tail = kept.length > 0 ? kept : company ? [tidyStops(fillPhrase(phrases.recent, { company }))] : [];
  return [opener, ...tail].join(' ');
}

/**
 * Tailors the resume to the requirements. Pure and deterministic: the same input gives the same
 * output. Throws AppError only if the honesty check finds nothing truthful to keep (a bug here).
 */
export function tailorResume(sections: Sections, requirements: JobRequirements, options: TailorOptions): TailorResult {
  const before = matchScore(sections, requirements);
  const matchedSet = new Set(before.matched);
  const terms: WeightedTerm[] = requirements.skills.filter((skill) => matchedSet.has(skill.term)).map((skill: RequiredSkill) => ({ term: requirementTerm(skill), weight: requirementWeight(skill) }));
  const output: Sections = structuredClone(sections);

  // Experience: bullets by relevance, relevant ones sharpened; in mode new, old entries that match nothing go.
  const inputJobs = sections.experience ?? [];
  const jobs = inputJobs.map((job, index) => {
    const highlights = job.highlights ? byRelevance(job.highlights, (bullet) => relevance(bullet, terms)).map((bullet) => (relevance(bullet, terms) > 0 ? sharpenBullet(bullet) : bullet)) : undefined;
    const tailored = { ...structuredClone(job), ...(highlights && { highlights }) };
    if (options.mode === 'new' && tailored.highlights) {
      // Keep every relevant bullet and at least three, so an entry still says what the job was.
      tailored.highlights = tailored.highlights.filter((bullet, rank) => rank < 3 || relevance(bullet, terms) > 0);
    }
    return { index, job: tailored, score: relevance(joined(job), terms) + relevance(job.title, terms) };
  });
  const keptJobs = options.mode === 'new' ? jobs.filter(({ index, score }) => index < KEEP_RECENT || score > 0) : jobs;
  if (sections.experience) output.experience = keptJobs.map(({ job }) => job);

  // Skills, and each skill's keywords, by relevance.
  if (sections.skills) {
    output.skills = byRelevance(sections.skills, (skill) => relevance([skillName(skill), ...(typeof skill === 'string' ? [] : (skill.keywords ?? []))].join('\n'), terms)).map((skill) =>
      typeof skill === 'string' || !skill.keywords ? skill : { ...skill, keywords: byRelevance(skill.keywords, (keyword) => relevance(keyword, terms)) },
    );
  }

  const summary = writeSummary(sections, before, requirements, terms, options);
  if (summary) output.summary = summary;

  let sectionOrder: SectionName[] | undefined;
  if (options.mode === 'new') {
    // The headline becomes the person's most relevant real title.
    const best = byRelevance(keptJobs, ({ score }) => score)[0];
    if (output.header && best?.job.title && best.score > 0) output.header = { ...output.header, title: best.job.title };
    const certificationsMatter = (sections.certifications ?? []).some((certificate) => relevance(certificate.name, terms) > 0);
    const lead: SectionName[] = ['header', 'summary', 'skills', 'experience', ...(certificationsMatter ? (['certifications'] as const) : []), 'education'];
    const present = (Object.keys(output) as SectionName[]).filter((name) => !lead.includes(name));
    sectionOrder = [...lead.filter((name) => name in output), ...present];
  }

  const { sections: honest, repairs } = enforceHonesty(sections, output);
  const after = matchScore(honest, requirements);
  const keptIndexes = keptJobs.map(({ index }) => index);
  const experience = (honest.experience ?? [])
    .map((job, position) => ({ index: keptIndexes[position] ?? position, original: joined(inputJobs[keptIndexes[position] ?? position] ?? {}), tailored: joined(job) }))
    .filter((suggestion) => suggestion.original !== suggestion.tailored);
  const missingSkills = missingSkillLabels(before, requirements);
  return {
    sections: honest,
    suggestions: { summary: honest.summary ?? '', experience, skills: (honest.skills ?? []).map(skillName) },
    missingSkills,
    before,
    after,
    ...(sectionOrder && { sectionOrder }),
    repairs,
  };
}

/** What the posting asks for that the resume never mentions, in the posting's words, without repeats. */
export function missingSkillLabels(score: MatchScore, requirements: JobRequirements): string[] {
  const labels = new Map(requirements.skills.map((skill) => [skill.term, skill.label]));
  return [...new Set(score.missing.map((term) => labels.get(term) ?? term))];
}
