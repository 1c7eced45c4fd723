/**
 * How well extracted text keeps a resume's structure in reading order, 0..1: the "O" of the ATS
 * score (bench/support/ats-score.ts). An ATS reads a PDF as one stream of text, so an entry is read
 * as one when its strings come together (nothing of another entry between them) and its bullets and
 * other lists in their order; the order of an entry's own fields is the template's choice (a project's
 * link beside its name, before its description). A section is read as one when no other section's
 * text interrupts it.
 *
 * Only strings that place themselves without doubt are used (the markers of the column-order check):
 * four folded characters or more, found exactly once in the text, and not part of any other string of
 * the resume (a skill a bullet also mentions says nothing about where the skills were read). Dates
 * are not among the strings: the layout writes them in the locale's words.
 */
import type { Sections } from '../../src/domain/resume.ts';
import { resumeStrings, type ResumeString } from '../../test/support/ats/resume-strings.ts';
import { fold, foldText, occurrences } from '../../test/support/ats/text-normalise.ts';

/** Shorter folded strings are too likely to occur by chance to place anything. */
const MIN_MARKER = 4;

interface Marker {
  string: ResumeString;
  /** Offset in the folded text. */
  start: number;
}

export interface ReadingOrder {
  /** Share of entries (with two markers or more) read whole, their lists in order. */
  entries: number;
  /** Share of sections (with a marker) whose markers no other section's marker interrupts. */
  sections: number;
  /** The mean of the two. */
  score: number;
}

/** The reading order of `sections` in the extracted `text` (pdftotext, pages separated by form feeds). */
export function readingOrder(sections: Sections, text: string): ReadingOrder {
  const markers = markersOf(resumeStrings(sections), foldText(text).folded);
  const read = [...markers].sort((a, b) => a.start - b.start);
  const rank = new Map(read.map((marker, index) => [marker, index]));
  const entryKey = (marker: Marker) => `${marker.string.owner}#${marker.string.entry}`;

  const entryScores = [...groupBy(markers, entryKey).values()].filter((group) => group.length >= 2).map((group) => (isRun(group, rank) && listsInOrder(group) ? 1 : 0));

  const sectionScores = [...groupBy(markers, (marker) => marker.string.owner).values()].map((group) => (isRun(group, rank) ? 1 : 0));

  const entries = mean(entryScores);
  const sectionShare = mean(sectionScores);
  return { entries, sections: sectionShare, score: (entries + sectionShare) / 2 };
}

/** The strings that place themselves in `folded` (see the file comment), in model order. */
function markersOf(strings: ResumeString[], folded: string): Marker[] {
  const foldedStrings = strings.map((item) => fold(item.text));
  const markers: Marker[] = [];
  foldedStrings.forEach((needle, order) => {
    if (needle.length < MIN_MARKER) return;
    if (foldedStrings.some((other, index) => index !== order && other.includes(needle))) return;
    const found = occurrences(folded, needle);
    if (found.length === 1) markers.push({ string: strings[order] as ResumeString, start: found[0] as number });
  });
  return markers;
}

/** The markers of `group` are read one after another, nothing else between the first and the last. */
function isRun(group: readonly Marker[], rank: ReadonlyMap<Marker, number>): boolean {
  const ranks = group.map((marker) => rank.get(marker) as number);
  return Math.max(...ranks) - Math.min(...ranks) + 1 === group.length;
}

/** Items of one list of the entry ("experience[0].highlights[2]") are read in their index order. */
function listsInOrder(group: readonly Marker[]): boolean {
  const lists = groupBy(
    group.filter((marker) => /\[\d+\]$/.test(marker.string.field)),
    (marker) => marker.string.field.replace(/\[\d+\]$/, ''),
  );
  // Markers are in model order, so each list's items are in index order: their reading must increase.
  return [...lists.values()].every((items) => items.every((item, index) => index === 0 || item.start > (items[index - 1] as Marker).start));
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** The mean, or 1 when there is nothing to judge (nothing can be out of order). */
function mean(values: readonly number[]): number {
  return values.length === 0 ? 1 : values.reduce((sum, value) => sum + value, 0) / values.length;
}
