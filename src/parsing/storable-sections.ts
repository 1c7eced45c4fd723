/**
 * A parse result made storable: whatever an engine produced is cut down until it passes the stored
 * resume's schema and rules (src/domain/resume.ts, resume-rules.ts), so saving a parse never fails
 * on a detail the reader cannot fix. Too-long strings and lists are shortened, anything else that
 * fails (a malformed email, a date that does not exist, an end before its start) is removed; each
 * change is reported as a warning. The repairs are bounded; a section still failing after them is
 * dropped whole.
 */
import { ValueErrorType } from '@sinclair/typebox/errors';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { SectionsSchema, type Sections } from '../domain/resume.ts';
import { checkResumeRules } from '../domain/resume-rules.ts';

const check = TypeCompiler.Compile(SectionsSchema);
/** Enough for any real document; a bound so a pathological one cannot loop for long. */
const MAX_REPAIRS = 2000;

/** A copy of `sections` that passes the stored schema and rules, and what was changed. */
export function storableSections(sections: Sections): { sections: Sections; warnings: string[] } {
  const value = structuredClone(sections) as Record<string, unknown>;
  const warnings: string[] = [];
  for (let repairs = 0; repairs < MAX_REPAIRS; repairs++) {
    const error = check.Errors(value).First();
    if (!error) break;
    const segments = error.path
      .split('/')
      .filter(Boolean)
      .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
    if (segments.length === 0) return { sections: {}, warnings: [...warnings, 'the parse result was not a resume: dropped'] };
    const limit = error.schema as { maxLength?: number; maxItems?: number };
    if (error.type === ValueErrorType.StringMaxLength && typeof error.value === 'string' && limit.maxLength !== undefined) {
      setAt(value, segments, error.value.slice(0, limit.maxLength));
      warnings.push(`${dotted(segments)} was too long: shortened to ${limit.maxLength} characters`);
    } else if (error.type === ValueErrorType.ArrayMaxItems && Array.isArray(error.value) && limit.maxItems !== undefined) {
      setAt(value, segments, error.value.slice(0, limit.maxItems));
      warnings.push(`${dotted(segments)} had too many entries: kept the first ${limit.maxItems}`);
    } else {
      removeAt(value, segments);
      warnings.push(`${dotted(segments)} could not be stored (${error.message.toLowerCase()}): dropped`);
    }
  }
  for (let repairs = 0; repairs < MAX_REPAIRS; repairs++) {
    const problem = checkResumeRules(value as Sections, 'sections')[0];
    if (!problem) break;
    removeAt(
      value,
      problem.path
        .replace(/^sections\./, '')
        .replace(/\[(\d+)\]/g, '.$1')
        .split('.'),
    );
    warnings.push(`${problem.path.replace(/^sections\./, '')} ${problem.message}: dropped`);
  }
  // Out of repairs (only a pathological result gets here): whole sections go, so that a valid
  // upload is never answered with the save's 400. Each turn deletes a key, so this ends.
  for (let section = failingSection(value); section !== undefined; section = failingSection(value)) {
    if (!Object.hasOwn(value, section)) return { sections: {}, warnings: [...warnings, 'the parse result was not a resume: dropped'] };
    delete value[section];
    warnings.push(`${section} had too many problems to repair: dropped`);
  }
  return { sections: value as Sections, warnings };
}

/** The top-level section of the first schema error or rule problem left; '' for the whole value; undefined when it is storable. */
function failingSection(value: Record<string, unknown>): string | undefined {
  const error = check.Errors(value).First();
  if (error)
    return (
      error.path
        .split('/')
        .filter(Boolean)
        .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))[0] ?? ''
    );
  const problem = checkResumeRules(value as Sections, 'sections')[0];
  return problem ? (problem.path.replace(/^sections\.?/, '').split(/[.[]/)[0] ?? '') : undefined;
}

function dotted(segments: string[]): string {
  return segments.map((segment, index) => (/^\d+$/.test(segment) ? `[${segment}]` : `${index === 0 ? '' : '.'}${segment}`)).join('');
}

function parentOf(root: Record<string, unknown>, segments: string[]): Record<string, unknown> | unknown[] | undefined {
  let node: unknown = root;
  for (const segment of segments.slice(0, -1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node !== null && typeof node === 'object' ? (node as Record<string, unknown>) : undefined;
}

function setAt(root: Record<string, unknown>, segments: string[], value: unknown): void {
  const parent = parentOf(root, segments);
  if (parent) (parent as Record<string, unknown>)[segments.at(-1)!] = value;
}

function removeAt(root: Record<string, unknown>, segments: string[]): void {
  const parent = parentOf(root, segments);
  const last = segments.at(-1)!;
  if (Array.isArray(parent)) parent.splice(Number(last), 1);
  else if (parent) delete parent[last];
}
