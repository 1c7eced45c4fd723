/**
 * How sure the parser is of each top-level field, 0..1, and the warnings a person should read: the
 * numbers come from how a field was found (by style and position, by dictionary, by pattern alone)
 * and how complete what was found is (entries with dates, with titles).
 */
import type { Sections } from '../domain/resume.ts';
import type { ConfidenceField } from './parsed-resume.ts';
import type { HeaderResult } from './header-fields.ts';

/** What the parser knows about how it found each section. */
export interface SectionEvidence {
  /** The heading was in the dictionary (true), styled only (false); absent when there was no section. */
  byDictionary: Partial<Record<keyof Sections, boolean>>;
  /** Entries per dated section and how many of them had dates. */
  dated: Partial<Record<'experience' | 'education' | 'projects', { entries: number; withDates: number }>>;
}

/** Confidence per field. */
export function confidenceOf(sections: Sections, header: HeaderResult, evidence: SectionEvidence): Partial<Record<ConfidenceField, number>> {
  const found = (value: unknown, sure: number, unsure: number, areaKey?: keyof NonNullable<Sections['header']>) => (!value ? 0 : areaKey && !header.inContactArea.has(areaKey) ? unsure : sure);
  const h = sections.header ?? {};
  const sectionScore = (name: keyof Sections, present: boolean) => (!present ? 0 : evidence.byDictionary[name] ? 0.85 : 0.6);
  const datedScore = (name: 'experience' | 'education' | 'projects', present: boolean) => {
    const base = sectionScore(name, present);
    const dated = evidence.dated[name];
    if (!base || !dated || dated.entries === 0) return base;
    return round(base * (0.6 + 0.4 * (dated.withDates / dated.entries)));
  };
  return {
    name: h.name ? (header.nameByStyle ? 0.9 : 0.6) : 0,
    email: found(h.email, 0.95, 0.75, 'email'),
    phone: found(h.phone, 0.85, 0.6, 'phone'),
    location: h.location ? 0.6 : 0,
    links: h.linkedin || h.website || h.links?.length ? 0.8 : 0,
    summary: sectionScore('summary', Boolean(sections.summary)),
    experience: datedScore('experience', Boolean(sections.experience?.length)),
    education: datedScore('education', Boolean(sections.education?.length)),
    skills: sectionScore('skills', Boolean(sections.skills?.length)),
    languages: sectionScore('languages', Boolean(sections.languages?.length)),
    certifications: sectionScore('certifications', Boolean(sections.certifications?.length)),
    projects: datedScore('projects', Boolean(sections.projects?.length)),
  };
}

/** Warnings about what was not found or looked incomplete. */
export function warningsOf(sections: Sections, evidence: SectionEvidence, headingCount: number): string[] {
  const warnings: string[] = [];
  if (headingCount === 0) warnings.push('no section headings recognised: the text was read as one block');
  if (!sections.experience?.length) warnings.push('could not find an experience section');
  const undated = Object.values(evidence.dated).reduce((sum, dated) => sum + (dated ? dated.entries - dated.withDates : 0), 0);
  if (undated > 0) warnings.push(`no dates found for ${undated} ${undated === 1 ? 'entry' : 'entries'}`);
  if (!sections.header?.name) warnings.push('could not find the name');
  return warnings;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
