/**
 * A section of dated entries (experience, education, projects, certifications...) cut into entries:
 * each entry is a few heading lines (title, organisation, place, dates), then prose and bullets. A
 * new entry starts at a heading line after the previous entry's body, at a second date range, or
 * at a line styled like the previous entry's first line.
 */
import type { LocaleCode } from '../i18n/locale.ts';
import { bodyItems, type BodyItem } from './body-lines.ts';
import type { DocLine } from './document-lines.ts';
import { joinWrapped } from './join-wrapped.ts';
import { findDateRange, type DateRange } from './parse-dates.ts';
import { continuesHeadLine } from './wrapped-heads.ts';
import { continuesLine } from './wrapped-lines.ts';

/** One entry before its fields are told apart. */
export interface RawEntry {
  /** Heading lines' pieces (segments), dates removed, in reading order; one array per line. */
  heads: string[][];
  headLines: DocLine[];
  dates: DateRange | undefined;
  /** Prose paragraphs. */
  description: string[];
  bullets: string[];
}

/** Dates worth taking from a heading line: a range anywhere, or one date that ends or starts the line or is most of it. */
function headingDates(text: string): DateRange | undefined {
  const range = findDateRange(text);
  if (!range) return undefined;
  if (range.isRange) return range;
  const rest = (text.slice(0, range.start) + text.slice(range.end)).trim();
  return range.start === 0 || range.end >= text.trimEnd().length - 1 || rest.length < 4 ? range : undefined;
}

const endsSentence = (text: string) => /[.!?…]$/.test(text.trim());

/** The line's pieces with the date text cut out and dangling separators trimmed ("Depuis 2019 : Title" leaves no colon). */
function piecesWithoutDates(line: DocLine, dates: DateRange | undefined): string[] {
  const segments = line.segments.length > 1 ? line.segments.map((segment) => segment.text) : [line.text];
  return segments
    .map((segment) => {
      const found = dates ? findDateRange(segment) : undefined;
      return found && found.startDate === dates?.startDate ? segment.slice(0, found.start) + ' ' + segment.slice(found.end) : segment;
    })
    .map((segment) =>
      segment
        .replace(/\s+/g, ' ')
        .replace(/^[\s|·•,:–—-]+|[\s|·•,:–—(-]+$/gu, '')
        .replace(/\(\s*\)/g, '')
        .trim(),
    )
    .filter(Boolean);
}

/** Cuts a section's lines into entries. */
export function groupEntries(lines: DocLine[], locale: LocaleCode | undefined): RawEntry[] {
  const items = bodyItems(lines, locale, (line) => !headingDates(line.text));
  const entries: RawEntry[] = [];
  let current: (RawEntry & { hasBody: boolean }) | undefined;
  let previousProse = false;
  /** The last heading line's text as printed, for joining a wrapped continuation to it. */
  let lastHeadText = '';
  const widest = Math.max(0, ...lines.map((line) => line.width));
  const start = () => {
    current = { heads: [], headLines: [], dates: undefined, description: [], bullets: [], hasBody: false };
    entries.push(current);
    return current;
  };
  for (const item of items) {
    if (item.bullet) {
      const entry = current ?? start();
      entry.bullets.push(item.text);
      entry.hasBody = true;
      previousProse = false;
      continue;
    }
    const dates = headingDates(item.text);
    const heading = isHeadingLine(item, dates, previousProse, current);
    if (!heading) {
      const entry = current ?? start();
      if (previousProse && entry.description.length > 0 && !entry.bullets.length) {
        entry.description[entry.description.length - 1] = joinWrapped(entry.description.at(-1)!, item.text, locale);
      } else entry.description.push(item.text);
      entry.hasBody = true;
      // A paragraph goes on after a line that ran the full width or stopped mid-sentence.
      previousProse = !endsSentence(item.text) || (widest > 0 && item.line.width >= widest * 0.75);
      continue;
    }
    previousProse = false;
    const lastHead = current?.headLines.at(-1);
    if (current && !current.hasBody && !dates && lastHead && continuesHeadLine(lastHead, item.line, widest)) {
      // Joined before separators are trimmed, so "Bachelor of Science," + "Informatik" keeps its comma.
      lastHeadText = joinWrapped(lastHeadText, item.text, locale);
      current.heads[current.heads.length - 1] = piecesWithoutDates({ ...item.line, text: lastHeadText, segments: [{ text: lastHeadText, x: item.line.x }] }, current.dates);
      current.headLines[current.headLines.length - 1] = item.line;
      continue;
    }
    let entry = current;
    // A line styled like the entry's first opens the next entry, unless it wraps the line above;
    // after a second heading line, or after dates printed on a line of their own ("Name, Issuer" / "Oct 2023").
    const datesOnOwnLine = Boolean(entry?.dates && entry.headLines[0] && !headingDates(entry.headLines[0].text));
    const sameStyleAsFirst =
      entry?.headLines[0] && styleOf(entry.headLines[0]) === styleOf(item.line) && (entry.headLines.length >= 2 || datesOnOwnLine) && !continuesLine(entry.headLines.at(-1)!, item.line);
    if (!entry || entry.hasBody || (dates && entry.dates) || sameStyleAsFirst) entry = start();
    if (dates && !entry.dates) entry.dates = dates;
    const pieces = piecesWithoutDates(item.line, dates);
    if (pieces.length > 0) {
      entry.heads.push(pieces);
      entry.headLines.push(item.line);
      lastHeadText = item.text;
    }
  }
  return entries.filter((entry) => entry.heads.length > 0 || entry.bullets.length > 0 || entry.description.length > 0);
}

function styleOf(line: DocLine): string {
  return `${Math.round(line.fontSize)}|${line.bold}|${line.italic}`;
}

/**
 * A heading line names the entry (title, organisation, place, dates) rather than describing it:
 * dated, bold or italic, or short and not a sentence, and not the continuation of a paragraph.
 */
function isHeadingLine(item: BodyItem, dates: DateRange | undefined, previousProse: boolean, current: RawEntry | undefined): boolean {
  const text = item.text.trim();
  if (dates) return true;
  if (item.line.headingLevel !== undefined && item.line.headingLevel >= 1) return true;
  if (previousProse && !item.line.bold) return false;
  if (item.line.bold || item.line.italic) return text.split(/\s+/).length <= 16;
  if (!current) return true;
  return text.split(/\s+/).length <= 10 && !endsSentence(text) && (current.description.length === 0 || current.bullets.length > 0);
}
