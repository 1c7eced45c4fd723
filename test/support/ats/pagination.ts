/**
 * Checks of how the DrawDocument is cut into pages, column by column:
 *
 * - stranded-heading: a section title (H2) is never the last text of its column on a page, and is
 *   followed there by at least two lines of its section (all of them when the section has fewer);
 * - orphan-item: the last bullet of an entry must not open a page's column alone, its
 *   entry's other lines left on the page before;
 * - page-count: a one-page resume renders on exactly one page, no page is empty, and the PDF has as
 *   many pages as the DrawDocument.
 */
import type { CheckFailure, RenderedResume } from './check-types.ts';
import { columnClassifier, columnLines, hasRole, lineText, type Column, type ColumnLine } from './draw-columns.ts';
import { clip } from './text-normalise.ts';

type Subject = Pick<RenderedResume, 'template' | 'settings' | 'document'>;

/** Every column of the document as one stream of lines, page after page. */
function columnStreams(subject: Subject): Array<{ column: Column; lines: ColumnLine[] }> {
  const columns: Column[] = subject.template.layoutType === 'single-column' ? ['main'] : ['main', 'side'];
  return columns.map((column) => ({
    column,
    lines: subject.document.pages.flatMap((page, index) => columnLines(page, index, column, columnClassifier(subject.template, subject.settings, subject.document.width, page))),
  }));
}

/** Section titles left at the foot of a column without (enough of) their section. */
export function checkStrandedHeadings(subject: Subject): CheckFailure[] {
  const failures: CheckFailure[] = [];
  for (const { column, lines } of columnStreams(subject)) {
    // A title too long for its column wraps: consecutive H2 lines on one page are one heading.
    const continues = (at: number) => at > 0 && hasRole(lines[at]!, 'H2') && hasRole(lines[at - 1]!, 'H2') && lines[at - 1]!.page === lines[at]!.page;
    lines.forEach((line, index) => {
      if (!hasRole(line, 'H2') || continues(index)) return;
      let end = index + 1;
      while (end < lines.length && continues(end)) end++;
      const next = lines.findIndex((candidate, at) => at >= end && hasRole(candidate, 'H2'));
      const section = lines.slice(end, next < 0 ? lines.length : next);
      const onPage = section.filter((candidate) => candidate.page === line.page).length;
      if (onPage >= Math.min(2, section.length) && section.length > 0) return;
      const where = subject.template.layoutType === 'single-column' ? '' : ` (${column} column)`;
      failures.push({
        check: 'stranded-heading',
        message: `page ${line.page + 1}: heading "${lines.slice(index, end).map(lineText).join(' ')}"${where} is followed by ${onPage} line(s) of its section on the page, of ${section.length}${section[onPage] ? `; the section continues on page ${section[onPage]!.page + 1} with "${clip(lineText(section[onPage]!), 40)}"` : ''}`,
      });
    });
  }
  return failures;
}

/** Last bullets of an entry that open a column alone. */
export function checkOrphanItems(subject: Subject): CheckFailure[] {
  const failures: CheckFailure[] = [];
  for (const { column, lines } of columnStreams(subject)) {
    for (let page = 1; page < subject.document.pages.length; page++) {
      const onPage = lines.filter((line) => line.page === page);
      if (!onPage[0] || !hasRole(onPage[0], 'Lbl')) continue;
      let end = 1;
      while (onPage[end] && hasRole(onPage[end]!, 'LI') && !hasRole(onPage[end]!, 'Lbl')) end++;
      if (onPage[end] && hasRole(onPage[end]!, 'Lbl')) continue;
      const bullet = onPage.slice(0, end).map(lineText).join(' ');
      const where = subject.template.layoutType === 'single-column' ? 'page' : `${column} column`;
      failures.push({ check: 'orphan-item', message: `page ${page + 1}: the last bullet of an entry opens the ${where} alone: "${clip(bullet, 70)}"` });
    }
  }
  return failures;
}

/** Wrong page counts: a one-pager on more pages, empty pages, PDF and drawing disagreeing. */
export function checkPageCount(subject: Pick<RenderedResume, 'document' | 'pdfPages' | 'fitsOnePage'>): CheckFailure[] {
  const failures: CheckFailure[] = [];
  const pages = subject.document.pages;
  if (subject.pdfPages !== pages.length) failures.push({ check: 'page-count', message: `the PDF has ${subject.pdfPages} page(s), the DrawDocument ${pages.length}` });
  if (subject.fitsOnePage && pages.length !== 1) {
    const spilled = pages[1]?.items.find((item) => item.kind === 'text' && item.role !== 'Artifact');
    failures.push({ check: 'page-count', message: `a one-page resume renders on ${pages.length} pages${spilled?.kind === 'text' ? `; page 2 starts with "${clip(spilled.text, 50)}"` : ''}` });
  }
  pages.forEach((page, index) => {
    if (!page.items.some((item) => item.kind === 'text' && item.role !== 'Artifact' && item.text.trim()))
      failures.push({ check: 'page-count', message: `page ${index + 1} of ${pages.length} has no text` });
  });
  return failures;
}
