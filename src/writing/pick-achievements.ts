/**
 * Chooses the resume achievements a cover letter should cite for a posting: experience highlights
 * (or a role's description when it has none) scored by the posting's requirements they mention, as
 * the match score finds them (the skill vocabulary's aliases, src/tailoring/skill-vocabulary.ts),
 * with quantified ones preferred and recent roles breaking ties. Achievements that answer the posting
 * come before those that do not, and among each, at most one per employer comes first, so a letter
 * shows range before depth and never cites an unrelated line while a related one is left out.
 */
import type { Sections } from '../domain/resume.ts';
import { foldText } from '../parsing/fold-text.ts';
import { requirementTerm, type RequiredSkill } from '../tailoring/job-requirements.ts';
import { requirementWeight } from '../tailoring/match-score.ts';
import { findTerm } from '../tailoring/skill-vocabulary.ts';

/** One achievement as the resume words it, with where it comes from. */
export interface Achievement {
  /** The resume's own wording, trimmed. */
  text: string;
  /** Index into sections.experience. */
  experienceIndex: number;
  /** The terms of the requirements it mentions (RequiredSkill.term). */
  matched: string[];
  quantified: boolean;
  score: number;
}

/** Bullets longer than this read as paragraphs when quoted; they rank below shorter ones. */
const LONG = 320;
/** A figure: a digit, or a percentage written out in the resume's own form. */
const FIGURE = /\d/;

/**
 * The best `limit` achievements of `sections` for `requirements`, best first: those that mention a
 * requirement, then the others; within each, first the best of each employer (in score order), then
 * the remaining ones in score order. Empty when the resume has none.
 */
export function pickAchievements(sections: Sections, requirements: readonly RequiredSkill[], limit = 4): Achievement[] {
  const experience = sections.experience ?? [];
  const weighted = requirements
    .filter((requirement) => requirement.term.trim() && requirement.weight > 0)
    .map((requirement) => ({ term: requirementTerm(requirement), weight: requirementWeight(requirement) }));
  const meanWeight = weighted.length > 0 ? weighted.reduce((sum, requirement) => sum + requirement.weight, 0) / weighted.length : 1;
  const candidates: Achievement[] = [];
  experience.forEach((entry, experienceIndex) => {
    const texts = (entry.highlights ?? []).map(clean).filter(Boolean);
    if (texts.length === 0 && entry.description?.trim()) texts.push(clean(entry.description));
    texts.forEach((text, position) => {
      const folded = foldText(text);
      const matched = weighted.filter(({ term }) => findTerm(term, text, folded).length > 0);
      const quantified = FIGURE.test(text);
      const score =
        matched.reduce((sum, requirement) => sum + requirement.weight, 0) +
        (quantified ? meanWeight * 0.5 : 0) -
        (text.length > LONG ? meanWeight : 0) +
        // Recent roles and a role's own first bullets win ties: that is where people put their best.
        0.01 / (experienceIndex + 1) +
        0.001 / (position + 1);
      candidates.push({ text, experienceIndex, matched: matched.map(({ term }) => term.term), quantified, score });
    });
  });
  const ranked = candidates.sort((a, b) => b.score - a.score);
  const employerOf = (achievement: Achievement) => employerKey(experience[achievement.experienceIndex]?.company, achievement.experienceIndex);
  const related = ranked.filter((achievement) => achievement.matched.length > 0);
  const unrelated = ranked.filter((achievement) => achievement.matched.length === 0);
  return [...rangeFirst(related, employerOf), ...rangeFirst(unrelated, employerOf)].slice(0, Math.max(0, limit));
}

/** The best of each employer first (in the given order), then the rest in the given order. */
function rangeFirst(ranked: readonly Achievement[], employerOf: (achievement: Achievement) => string): Achievement[] {
  const seen = new Set<string>();
  const first: Achievement[] = [];
  const rest: Achievement[] = [];
  for (const achievement of ranked) {
    const employer = employerOf(achievement);
    (seen.has(employer) ? rest : first).push(achievement);
    seen.add(employer);
  }
  return [...first, ...rest];
}

/** Two roles at the same company are one employer; a role without a company is its own. */
function employerKey(company: string | undefined, index: number): string {
  const name = company?.trim().toLowerCase();
  return name ? `company:${name}` : `role:${index}`;
}

/** A bullet without its list marker and surrounding space. */
function clean(text: string): string {
  return text
    .replace(/^[\s•·▪‣◦*–—-]+/u, '')
    .replace(/\s+/g, ' ')
    .trim();
}
