/**
 * Lines -> the header block and the sections: a line is a heading when the dictionary knows its
 * words and it is styled or set apart like one, or when it is styled exactly like the recognised
 * headings (an unknown heading, which becomes a custom section). Page labels and stray glyphs are
 * dropped first: they belong to no section.
 */
import type { LocaleCode } from '../i18n/locale.ts';
import { isContactBlock, isNameBlock, opensColumn } from './column-contact-block.ts';
import type { DocLine } from './document-lines.ts';
import { findDateRange } from './parse-dates.ts';
import { fieldLabel } from './field-labels.ts';
import { undoLetterSpacing } from './letter-spacing.ts';
import { splitLabelHeadings } from './label-headings.ts';
import { joinWrappedHeadings } from './wrapped-headings.ts';
import { matchSectionName, sectionKindByPattern, type SectionKind } from './section-names.ts';

/** A run of lines under one heading. */
export interface DocumentSection {
  kind: SectionKind | 'custom';
  /** The heading as printed, letter spacing undone ("Z U S A M M E N" -> "ZUSAMMEN"). */
  title: string;
  lines: DocLine[];
  /** Languages whose dictionary named the heading (empty for a custom section). */
  locales: LocaleCode[];
  /** The heading was found by its words, not by its style alone. */
  byDictionary: boolean;
}

/** The document cut at its headings. */
export interface SplitDocument {
  /** Lines before the first heading: name, title, contact details. */
  header: DocLine[];
  sections: DocumentSection[];
  /** The font size most of the text is set in. */
  bodyFontSize: number;
}

/** The font size most characters are set in (rounded to half points). */
function bodyFontSize(lines: DocLine[]): number {
  const weights = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.fontSize * 2) / 2;
    weights.set(size, (weights.get(size) ?? 0) + line.text.length);
  }
  return [...weights].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 11;
}

/** True for a page label ("2", "1/2", "Page 1 of 2", "Seite 1 von 2") or a line with no letters or digits. */
export function isNoiseLine(line: DocLine): boolean {
  const text = line.text.trim();
  if (!/[\p{L}\d]/u.test(text)) return true;
  return /^\d{1,2}(?:\s*\/\s*\d{1,2})?$/.test(text) || /^\p{L}{2,8}\.?\s+\d{1,2}(?:\s+\p{L}{1,4}\s+|\s*\/\s*)\d{1,2}$/u.test(text);
}

const isUpperCase = (text: string) => {
  const letters = text.match(/\p{L}/gu) ?? [];
  return letters.length >= 3 && letters.every((letter) => letter === letter.toLocaleUpperCase() && letter !== letter.toLocaleLowerCase());
};

/** Short, not a sentence, not a bullet, no dates or contact details: a line that could be a heading. */
function couldBeHeading(line: DocLine): boolean {
  const text = undoLetterSpacing(line.text.trim());
  if (line.bullet || text.length > 50 || text.split(/\s+/).length > 6) return false;
  // A field label beside its value ("POSIZIONE RICOPERTA ‖ CONTABILE") is a field in capitals, not a heading.
  if (line.segments.length > 1 && fieldLabel(line.segments[0]!.text)) return false;
  if (/[.,;]$/.test(text) || /[@]|https?:|www\./.test(text) || /\d{3,}/.test(text)) return false;
  return !findDateRange(text) && /^[\p{L}]/u.test(text);
}

/** The style a heading is recognised by: size, weight and case. */
function styleKey(line: DocLine): string {
  return `${Math.round(line.fontSize * 2) / 2}|${line.bold}|${isUpperCase(line.text)}|${line.headingLevel ?? ''}`;
}

function styled(line: DocLine, body: number): boolean {
  return (line.headingLevel !== undefined && line.headingLevel >= 1) || line.fontSize >= body + 0.9 || line.bold || isUpperCase(line.text);
}

/** Cuts the document at its headings. */
export function splitSections(allLines: DocLine[]): SplitDocument {
  const labelled = splitLabelHeadings(joinWrappedHeadings(allLines.filter((line) => !isNoiseLine(line))));
  const lines = labelled.lines;
  const body = bodyFontSize(lines);
  const known = new Map<number, ReturnType<typeof matchSectionName>>();
  lines.forEach((line, index) => {
    if (!couldBeHeading(line)) return;
    const match = matchSectionName(line.text);
    if (!match) return;
    if (labelled.headings.has(line)) {
      known.set(index, match);
      return;
    }
    const next = lines[index + 1];
    // Plain text naming a section counts only when set apart: a colon, a gap above, or a change of style below.
    const apart = /:\s*$/.test(line.text) || line.gapBefore >= 1.2 || (next !== undefined && (next.fontSize !== line.fontSize || next.bold !== line.bold));
    if (styled(line, body) || apart) known.set(index, match);
  });
  const headingStyles = new Set([...known.keys()].map((index) => styleKey(lines[index]!)));
  const firstKnown = Math.min(...known.keys());
  const isHeading = (line: DocLine, index: number) => {
    if (known.has(index)) return true;
    if (!couldBeHeading(line) || index <= firstKnown) return false;
    if (headingStyles.size > 0) return headingStyles.has(styleKey(line)) && styled(line, body);
    return line.headingLevel !== undefined && line.headingLevel >= 1;
  };

  const header: DocLine[] = [];
  const sections: DocumentSection[] = [];
  const toHeader = sidebarContactLines(lines, isHeading, body);
  lines.forEach((line, index) => {
    if (toHeader.has(line)) header.push(line);
    else if (isHeading(line, index)) {
      const match = known.get(index);
      const title = undoLetterSpacing(line.text.trim()).replace(/:\s*$/, '');
      sections.push({ kind: match?.kind ?? sectionKindByPattern(title) ?? 'custom', title, lines: [], locales: match?.locales ?? [], byDictionary: Boolean(match) });
    } else if (sections.length === 0) header.push(line);
    else sections.at(-1)!.lines.push(line);
  });
  return { header, sections: sections.filter((section) => section.lines.length > 0), bodyFontSize: body };
}

/**
 * Lines opening a column (or following a jump to larger type), before the next heading, that are a
 * contact block or open with the name (column-contact-block.ts).
 */
function sidebarContactLines(lines: DocLine[], isHeading: (line: DocLine, index: number) => boolean, body: number): Set<DocLine> {
  const found = new Set<DocLine>();
  lines.forEach((line, index) => {
    // A name in large type also opens a block where no column says so: a DOCX sidebar table's
    // second cell starts with the name after the sidebar's last section (isNameBlock checks the size).
    if (index === 0) return;
    const column = opensColumn(line, lines[index - 1]);
    if (!column && line.fontSize <= lines[index - 1]!.fontSize) return;
    const block: DocLine[] = [];
    for (let at = index; at < lines.length && !isHeading(lines[at]!, at) && lines[at]!.column === line.column; at++) block.push(lines[at]!);
    if ((column && isContactBlock(block)) || isNameBlock(block, body)) block.forEach((member) => found.add(member));
  });
  return found;
}
