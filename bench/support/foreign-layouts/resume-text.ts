/**
 * Text pieces every foreign layout prints the same way a person would type them: contact values
 * with the person's labels, skill lines ("Group: a, b, c" or the skill alone), a language with its
 * fluency, a bulleted line with the person's glyph.
 */
import type { ForeignResume, ForeignSkill } from '../foreign-resumes/foreign-resume.ts';

/** The contact values in print order, each with its label when the person used one. */
export function contactParts(resume: ForeignResume): string[] {
  const labels = resume.contactLabels ?? {};
  const labelled = (label: string | undefined, value: string | undefined) => (value ? (label ? `${label} ${value}` : value) : '');
  return [labelled(labels.email, resume.email), labelled(labels.phone, resume.phone), labelled(labels.location, resume.location), labelled(labels.website, resume.website)].filter(Boolean);
}

/** A skill as printed on its own line. */
export function skillLine(skill: ForeignSkill): string {
  return typeof skill === 'string' ? skill : `${skill.name}: ${skill.keywords.join(', ')}`;
}

/** A language and its fluency, "French – native" style with the given separator. */
export function languageLine(entry: { language: string; fluency: string }, separator = ' – '): string {
  return entry.fluency ? `${entry.language}${separator}${entry.fluency}` : entry.language;
}

/** A highlight with the person's bullet glyph ('' prints the text alone). */
export function bulleted(glyph: string, text: string): string {
  return glyph ? `${glyph} ${text}` : text;
}

/** A certification line: "Name, Issuer (when)". */
export function certificationLine(item: NonNullable<ForeignResume['certifications']>[number]): string {
  return [item.name, item.issuer].filter(Boolean).join(', ') + (item.when ? ` (${item.when})` : '');
}
