/**
 * ATS checks of a rendered resume. Each check is a function of the resume, the template, the
 * DrawDocument and/or the PDF's extracted text that returns human-readable failures (and never
 * throws for a failure), so that a test can assert there are none and a report can count them.
 *
 *   completeness        every string of the resume is drawn and readable in the extracted text
 *   unhyphenated-break  no word of the resume is broken across lines without a hyphen
 *   column-order        two-column pages read one column whole, then the other
 *   heading-ownership   each section heading is followed by its own section's first entry
 *   name-first          the name is within the first three lines of page 1
 *   stranded-heading    no section heading ends a column without two lines of its section
 *   orphan-item         no entry's last bullet opens a page alone
 *   page-count          one-page resumes fit one page, no empty pages, PDF and drawing agree
 *   text-overlap        no text run drawn over another, over the photo, or under a mark (icon, level, node)
 *   levels-in-text      every skill level and language fluency is read as text, next to its name
 *   dates-with-entry    every entry's dates are read within reach of the entry's lead
 */
import { checkColumnOrder } from './ats/column-order.ts';
import { checkCompleteness } from './ats/completeness.ts';
import { checkHeadingOwnership } from './ats/heading-ownership.ts';
import { checkNameFirst } from './ats/name-first.ts';
import { checkOrphanItems, checkPageCount, checkStrandedHeadings } from './ats/pagination.ts';
import { checkUnhyphenatedBreaks } from './ats/word-breaks.ts';
import { checkTextOverlap } from './ats/text-overlap.ts';
import { checkLevelsInText } from './ats/levels-in-text.ts';
import { checkDatesWithEntry } from './ats/dates-with-entry.ts';
import type { CheckFailure, CheckName, RenderedResume } from './ats/check-types.ts';

export {
  checkColumnOrder,
  checkCompleteness,
  checkHeadingOwnership,
  checkNameFirst,
  checkOrphanItems,
  checkPageCount,
  checkStrandedHeadings,
  checkUnhyphenatedBreaks,
  checkTextOverlap,
  checkLevelsInText,
  checkDatesWithEntry,
};
export { checkNames, type CheckFailure, type CheckName, type RenderedResume } from './ats/check-types.ts';

const checks: Record<CheckName, (subject: RenderedResume) => CheckFailure[]> = {
  completeness: checkCompleteness,
  'unhyphenated-break': checkUnhyphenatedBreaks,
  'column-order': checkColumnOrder,
  'heading-ownership': checkHeadingOwnership,
  'name-first': checkNameFirst,
  'stranded-heading': checkStrandedHeadings,
  'orphan-item': checkOrphanItems,
  'page-count': checkPageCount,
  'text-overlap': checkTextOverlap,
  'levels-in-text': checkLevelsInText,
  'dates-with-entry': checkDatesWithEntry,
};

/** The failures of every check (or of `only`), in check order. */
export function runChecks(subject: RenderedResume, only?: readonly CheckName[]): CheckFailure[] {
  return (Object.keys(checks) as CheckName[]).filter((name) => !only || only.includes(name)).flatMap((name) => checks[name](subject));
}
