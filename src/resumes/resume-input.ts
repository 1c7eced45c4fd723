/**
 * A resume document as people write it, in either accepted format: ours, or JSON Resume (recognised
 * by `basics` and converted by json-resume.ts). Checked the way POST /v1/resumes checks it: the
 * schema first, then the rules a schema cannot state (dates that exist, periods in order).
 */
import { AppError } from '../domain/errors.ts';
import { ResumeInputSchema, type ResumeInput, type Sections } from '../domain/resume.ts';
import { checkResumeRules, normalizeSections } from '../domain/resume-rules.ts';
import { validateOrThrow } from '../domain/validation.ts';
import type { ResumeContent } from '../layout/layout-resume.ts';
import { fromJsonResume, isJsonResume } from './json-resume.ts';
import { JsonResumeInputSchema } from './json-resume-schema.ts';

/** Our document from `document` in either format, schema-checked; a 400 AppError naming `location` otherwise. */
export function readResumeInput(document: unknown, location = 'body'): ResumeInput {
  return isJsonResume(document)
    ? validateOrThrow(ResumeInputSchema, fromJsonResume(validateOrThrow(JsonResumeInputSchema, document, location)), `${location} (converted from JSON Resume)`)
    : validateOrThrow(ResumeInputSchema, document, location);
}

/**
 * Throws a 400 AppError naming the first problem (and listing all) when `sections` breaks a resume
 * rule; paths start at `location` ("body.sections.experience[0].endDate").
 */
export function assertResumeRules(sections: Sections | undefined, location = 'body'): void {
  const problems = checkResumeRules(sections, `${location}.sections`);
  if (problems.length > 0) throw new AppError('validation_failed', `Invalid ${location}: ${problems[0]!.path} ${problems[0]!.message}`, { details: problems });
}

/**
 * What the layout gets from a checked document: its title (else the person's name, else "Untitled
 * resume", as a stored resume's), its sections with plain-string skills made `{ name }`, its order.
 */
export function resumeContentOf(input: ResumeInput): ResumeContent {
  const sections = normalizeSections(input.sections ?? {});
  return { title: input.title?.trim() || sections.header?.name?.trim() || 'Untitled resume', sections, sectionOrder: input.sectionOrder ?? null };
}
