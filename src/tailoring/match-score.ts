/**
 * How well a resume answers a posting's requirements, 0–100, with the matched and missing terms and
 * where in the resume each match is evidenced.
 *
 * A requirement found anywhere earns most of its weight; the rest depends on whether a reader sees
 * it: named in the summary, in the first skills listed, in a title or a leading bullet. So the score
 * rises when true matches are brought forward, and only a skill the resume really has can raise it.
 */
import type { Sections } from '../domain/resume.ts';
import { foldText } from '../parsing/fold-text.ts';
import { requirementTerm, type RequiredSkill } from './job-requirements.ts';
import { resumeRegions, type RegionKind } from './resume-regions.ts';
import { findTerm } from './skill-vocabulary.ts';

/** Where one matched requirement shows in the resume. */
export interface MatchEvidence {
  term: string;
  /** The region kinds it occurs in, in reading order, without repeats. */
  where: RegionKind[];
  /** How the resume spells it (the skills list's spelling first), for writing about it in the resume's words. */
  surface: string;
}

/** The score of one resume against one posting. */
export interface MatchScore {
  /** 0–100, an integer. */
  score: number;
  /** Matched terms, heaviest requirement first. */
  matched: string[];
  /** Terms the resume never mentions, heaviest first. */
  missing: string[];
  evidence: MatchEvidence[];
}

// The share of a requirement's weight earned by being there at all, and by being seen.
const PRESENT = 0.6;
const IN_SUMMARY = 0.15;
const IN_TOP_SKILLS = 0.15;
const UP_FRONT = 0.1;
/** The skills a reader takes in at a glance. */
export const TOP_SKILLS = 8;
/** The bullets of an entry a reader takes in at a glance. */
export const LEADING_BULLETS = 2;

/** What a requirement counts for: required skills count half again as much as nice-to-haves. */
export function requirementWeight(skill: RequiredSkill): number {
  return skill.weight * (skill.required ? 1.5 : 1);
}

/** Scores the resume against the requirements (only their skills are read); deterministic, no I/O. */
export function matchScore(sections: Sections, requirements: { readonly skills: readonly RequiredSkill[] }): MatchScore {
  const regions = resumeRegions(sections).map((region) => ({ ...region, folded: foldText(region.text) }));
  let earned = 0;
  let total = 0;
  const matched: string[] = [];
  const missing: string[] = [];
  const evidence: MatchEvidence[] = [];
  for (const skill of requirements.skills) {
    const weight = requirementWeight(skill);
    total += weight;
    const term = requirementTerm(skill);
    const where: RegionKind[] = [];
    let surface = '';
    let surfaceFromSkills = false;
    let summary = false;
    let topSkill = false;
    let upFront = false;
    for (const region of regions) {
      const hits = findTerm(term, region.text, region.folded);
      if (hits.length === 0) continue;
      if (!where.includes(region.kind)) where.push(region.kind);
      if (!surface || (region.kind === 'skills' && !surfaceFromSkills)) {
        surface = hits[0]!.surface;
        surfaceFromSkills = region.kind === 'skills';
      }
      summary ||= region.kind === 'summary';
      topSkill ||= region.kind === 'skills' && region.rank < TOP_SKILLS;
      upFront ||= region.kind === 'titles' || (region.kind === 'bullets' && region.rank < LEADING_BULLETS);
    }
    if (where.length === 0) {
      missing.push(skill.term);
      continue;
    }
    const share = PRESENT + (summary ? IN_SUMMARY : 0) + (topSkill ? IN_TOP_SKILLS : 0) + (upFront ? UP_FRONT : 0);
    earned += weight * share;
    matched.push(skill.term);
    evidence.push({ term: skill.term, where, surface });
  }
  const score = total === 0 ? 0 : Math.round((100 * earned) / total);
  return { score, matched, missing, evidence };
}
