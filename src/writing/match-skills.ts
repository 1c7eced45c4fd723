/**
 * The resume's skills that a posting asks for: a skill (its name or one of its keywords) matches a
 * requirement term when either mentions the other as a word. Only the resume's own skills are ever
 * returned, in its own spelling, so a letter never claims a skill the resume lacks.
 */
import type { Sections } from '../domain/resume.ts';
import { containsTerm, type RequirementTerm } from './contains-term.ts';

/** The resume's skill names (plain strings and objects' names), trimmed, first spelling of each kept. */
export function skillNames(sections: Sections): string[] {
  const names = (sections.skills ?? []).map((skill) => (typeof skill === 'string' ? skill : (skill.name ?? '')).trim()).filter(Boolean);
  return names.filter((name, index) => names.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === index);
}

/**
 * The skills of `sections` that `requirements` ask for, heaviest requirement first, at most `limit`.
 * An object skill matches through its keywords too and is then named by the keyword ("Kafka" from
 * { name: 'Streaming', keywords: ['Kafka'] }).
 */
export function matchSkills(sections: Sections, requirements: readonly RequirementTerm[], limit = 4): string[] {
  const offered = (sections.skills ?? []).flatMap((skill) => (typeof skill === 'string' ? [skill] : [skill.name ?? '', ...(skill.keywords ?? [])])).map((name) => name.trim()).filter(Boolean);
  const found: string[] = [];
  const ordered = [...requirements].filter((requirement) => requirement.term.trim()).sort((a, b) => b.weight - a.weight);
  for (const { term } of ordered) {
    const skill = offered.find((name) => containsTerm(name, term) || containsTerm(term, name));
    if (skill && !found.some((name) => name.toLowerCase() === skill.toLowerCase())) found.push(skill);
    if (found.length >= limit) break;
  }
  return found;
}
