/**
 * The matched requirements a sentence may name as the person's experience. The tailored summary's
 * opener and the cover letter's motive both take them from here, so they name what the match score
 * counts as matched and nothing else: skills and tools only (a qualification is held and a language
 * spoken, not "experience in"), in the resume's own spelling, heaviest requirement first, each once.
 */
import type { Sections } from '../domain/resume.ts';
import { foldText } from '../parsing/fold-text.ts';
import { requirementTerm, type RequiredSkill } from './job-requirements.ts';
import type { MatchScore } from './match-score.ts';
import { resumeText } from './resume-regions.ts';
import { inRunningText } from './running-text.ts';
import { findTerm, vocabularyTerm } from './skill-vocabulary.ts';

/** One match as a sentence names it. */
export interface NamedMatch {
  /** The requirement's term, as MatchScore.matched holds it. */
  term: string;
  /** The resume's spelling, as it reads mid-sentence. */
  text: string;
}

/** `a` holds `b` as whole words, or `b` holds `a` ("SAP EWM" and "SAP" say the same thing twice). */
const overlaps = (a: string, b: string) => ` ${a} `.includes(` ${b} `) || ` ${b} `.includes(` ${a} `);

/** Whether `text` has `form` as a whole word, right after a lowercase word when `midSentence` ("mit Prometheus", "i Revit"). */
function writes(text: string, form: string, midSentence: boolean): boolean {
  for (let at = text.indexOf(form); at >= 0; at = text.indexOf(form, at + 1)) {
    const before = text.slice(Math.max(0, at - 8), at);
    const opens = midSentence ? /\p{Ll}[ \t\u00a0]+$/u.test(before) : !/[\p{L}\p{N}]$/u.test(before);
    if (opens && !/^[\p{L}\p{N}]/u.test(text.slice(at + form.length, at + form.length + 1))) return true;
  }
  return false;
}

/**
 * At most `limit` of the score's matches (the score of `sections`) to name in `language`, heaviest
 * first. A match that `besides` already names (the title the sentence opens with: "Fachkraft für
 * Lagerlogistik") is left out.
 */
export function namedMatches(sections: Sections, score: MatchScore, requirements: readonly RequiredSkill[], language: string, limit: number, besides = ''): NamedMatch[] {
  const skills = new Map(requirements.map((skill) => [skill.term, skill]));
  const source = resumeText(sections);
  const named: NamedMatch[] = [];
  for (const evidence of score.evidence) {
    if (named.length >= limit) break;
    const skill = skills.get(evidence.term);
    if (!skill || (skill.kind !== 'skill' && skill.kind !== 'tool')) continue;
    if (besides && findTerm(requirementTerm(skill), besides).length > 0) continue;
    // A vocabulary skill is a common noun ("Patient care" → "patient care"), and so is a phrase the
    // posting repeats ("Historia clínica electrónica") or a word the resume itself writes in lowercase
    // ("la sostenibilità"), unless the resume writes it as a name mid-sentence ("mit Prometheus"); a
    // tool, or another single word ("Revit"), keeps the resume's spelling.
    const lowered = inRunningText(evidence.surface, language);
    const common =
      skill.kind === 'skill' &&
      !writes(source, evidence.surface, true) &&
      (vocabularyTerm(skill.term) !== undefined || /\s/.test(evidence.surface.trim()) || (lowered !== evidence.surface && writes(source, lowered, false)));
    const text = common ? lowered : evidence.surface;
    const key = foldText(text);
    if (named.some((other) => overlaps(foldText(other.text), key))) continue;
    named.push({ term: skill.term, text });
  }
  return named;
}
