/**
 * Column order (two-column templates): on each page of the extracted text, the side column and the
 * main column must each read whole. No main-column string may lie between the first and the last
 * side-column string of the page, and no side-column string between the first and the last
 * main-column string.
 *
 * Side-column strings are those of the template's side sections (style.columns.sideSections), and
 * the header's when the header sits at the top of the side column (but the name and job title head
 * the main column when that side column is on the right); a header above both columns belongs to
 * neither. Only strings that can be placed without doubt are used as markers: four
 * characters or more, found exactly once on the page, and not part of any string of the other column
 * (a skill that a bullet also mentions says nothing about where the skills were read).
 */
import type { Template } from '../../../src/templates/catalog.ts';
import type { CheckFailure, RenderedResume } from './check-types.ts';
import { resumeStrings, type ResumeString } from './resume-strings.ts';
import { clip, fold, foldText, occurrences, rawSnippet } from './text-normalise.ts';

interface Marker {
  string: ResumeString;
  start: number;
  end: number;
}

/** Which strings of the resume belong to the side column of `template` (and which to the main one). */
export function sideColumnOf(template: Template): (item: ResumeString) => boolean | undefined {
  const sideSections = template.style.columns.sideSections as readonly string[];
  const headerInSide = template.style.header.placement === 'side';
  // With the side column on the right, the name and job title head the main column instead (the
  // name must be read first, and the left column is read first).
  const identityInMain = headerInSide && template.style.columns.side === 'right';
  const identity = new Set(['header.name', 'header.title']);
  return (item) => {
    if (item.section !== 'header') return sideSections.includes(item.section);
    if (!headerInSide) return undefined;
    return !(identityInMain && identity.has(item.field));
  };
}

/** Pages on which the two columns' strings are read interleaved. */
export function checkColumnOrder(subject: Pick<RenderedResume, 'resume' | 'template' | 'text'>): CheckFailure[] {
  if (subject.template.layoutType === 'single-column') return [];
  const inSide = sideColumnOf(subject.template);
  const all = resumeStrings(subject.resume.sections ?? {});
  // A custom item's date is free text ("June 2021") that the dates the layout formats may repeat
  // in the other column: it cannot place itself.
  const strings = all.filter((item) => inSide(item) !== undefined && !(item.section === 'custom' && item.field.endsWith('.date')));
  const side = strings.filter((item) => inSide(item));
  const main = strings.filter((item) => !inSide(item));
  // Strings of neither column (a header above both) say nothing about columns, and a marker found
  // inside one of them ("Coimbra" in the header's location) could be read from there.
  const neither = all.filter((item) => inSide(item) === undefined);
  const candidates = (own: ResumeString[], other: ResumeString[]) => {
    const otherFolded = [...other, ...neither].map((item) => fold(item.text));
    return own.map((item) => ({ item, folded: fold(item.text) })).filter(({ folded }) => folded.length >= 4 && !otherFolded.some((text) => text.includes(folded)));
  };
  const sideCandidates = candidates(side, main);
  const mainCandidates = candidates(main, side);
  const failures: CheckFailure[] = [];
  pagesOf(subject.text).forEach((pageText, pageIndex) => {
    const page = foldText(pageText);
    const place = (list: typeof sideCandidates): Marker[] =>
      list.flatMap(({ item, folded }) => {
        const found = occurrences(page.folded, folded);
        return found.length === 1 ? [{ string: item, start: found[0]!, end: found[0]! + folded.length }] : [];
      });
    const sideMarkers = place(sideCandidates);
    const mainMarkers = place(mainCandidates);
    if (sideMarkers.length === 0 || mainMarkers.length === 0) return;
    const problem = intruder(mainMarkers, sideMarkers, 'main', 'side') ?? intruder(sideMarkers, mainMarkers, 'side', 'main');
    if (problem) failures.push({ check: 'column-order', message: `page ${pageIndex + 1}: ${problem.message} ${rawSnippet(page, problem.at.start, problem.at.end)}` });
  });
  return failures;
}

/** The first marker of `intruders` read inside the span of `span`, described. */
function intruder(intruders: Marker[], span: Marker[], intruderName: string, spanName: string): { message: string; at: Marker } | undefined {
  const first = Math.min(...span.map((marker) => marker.start));
  const last = Math.max(...span.map((marker) => marker.start));
  const inside = intruders.filter((marker) => marker.start > first && marker.start < last).sort((a, b) => a.start - b.start);
  const at = inside[0];
  if (!at) return undefined;
  const before = span.filter((marker) => marker.start < at.start).sort((a, b) => b.start - a.start)[0]!;
  const after = span.filter((marker) => marker.start > at.start).sort((a, b) => a.start - b.start)[0]!;
  const message = `${intruderName}-column ${at.string.field} "${clip(at.string.text, 40)}" is read between ${spanName}-column ${before.string.field} "${clip(before.string.text, 30)}" and ${after.string.field} "${clip(after.string.text, 30)}" (${inside.length} ${intruderName} string(s) inside the ${spanName} column):`;
  return { message, at };
}

/** The pages of pdftotext output (form-feed separated; the final form feed closes the last page). */
export function pagesOf(text: string): string[] {
  const pages = text.split('\f');
  if (pages.length > 1 && pages[pages.length - 1]!.trim() === '') pages.pop();
  return pages;
}
