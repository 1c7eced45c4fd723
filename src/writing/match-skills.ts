/**
 * The resume's skills a posting asks for, as a cover letter names them: the matches the match score
 * counts (src/tailoring/match-score.ts, through the skill vocabulary and its aliases), in the resume's
 * own spelling (src/tailoring/named-matches.ts). So the letter, the score and the tailored summary
 * agree on what matched, and a letter never claims a skill the resume lacks.
 */
import type { Sections } from '../domain/resume.ts';
import type { RequiredSkill } from '../tailoring/job-requirements.ts';
import { matchScore } from '../tailoring/match-score.ts';
import { namedMatches, type NamedMatch } from '../tailoring/named-matches.ts';

/** The resume's skill names (plain strings and objects' names), trimmed, first spelling of each kept. */
export function skillNames(sections: Sections): string[] {
  const names = (sections.skills ?? []).map((skill) => (typeof skill === 'string' ? skill : (skill.name ?? '')).trim()).filter(Boolean);
  return names.filter((name, index) => names.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === index);
}

/** At most `limit` of the requirements the resume answers, heaviest first, as a sentence in `language` names them. */
export function matchSkills(sections: Sections, requirements: readonly RequiredSkill[], language: string, limit = 4): NamedMatch[] {
  return namedMatches(sections, matchScore(sections, { skills: requirements }), requirements, language, limit);
}
