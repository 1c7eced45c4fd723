/**
 * What parsing an uploaded resume produces, whichever engine did the work: the sections in the
 * stored resume's own shape, how sure the parser is of each top-level field, and what a person
 * should check.
 */
import type { Sections } from '../domain/resume.ts';
import type { LocaleCode } from '../i18n/locale.ts';

/** Which engine produced the result. */
export type ParseEngine = 'heuristic' | 'ai';

/** The top-level fields a confidence is given for. */
export type ConfidenceField = 'name' | 'email' | 'phone' | 'location' | 'links' | 'summary' | 'experience' | 'education' | 'skills' | 'languages' | 'certifications' | 'projects';

export interface ParsedResume {
  /** Fields the parser found; a section it found nothing for is absent. */
  sections: Sections;
  /** The document's language, when its section headings or words tell it. */
  language: LocaleCode | undefined;
  /** 0..1 per field the parser looked for; 0 means not found. */
  confidence: Partial<Record<ConfidenceField, number>>;
  /** Human-readable notes, e.g. "two-column layout detected", "no dates found for 2 entries". */
  warnings: string[];
  engine: ParseEngine;
}
