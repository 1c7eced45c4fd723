/**
 * A section name set as the label of a row ("Muttersprache(n) ‖ Deutsch", "Languages ‖ English,
 * German", Europass's "Personal skills ‖ …" in a label column or a DOCX table) is a heading with
 * its first value beside it: the row becomes the heading line and a line with the rest, so the
 * values read as the section's first line instead of a line no heading starts.
 */
import type { DocLine } from './document-lines.ts';
import { matchSectionName } from './section-names.ts';

/** A bullet glyph the value cell starts with (the line's own bullet is stripped in extraction only when it leads the row). */
const LEADING_GLYPH = /^[•◦▪▫●■□‣⁃∙·–-]\s+/u;

/** The lines with label headings split off, and the heading lines so made (headings by their position, whatever their style). */
export function splitLabelHeadings(lines: readonly DocLine[]): { lines: DocLine[]; headings: Set<DocLine> } {
  const out: DocLine[] = [];
  const headings = new Set<DocLine>();
  let currentKind: string | undefined;
  for (const line of lines) {
    const [label, ...values] = line.segments;
    const match = label && values.length > 0 && !line.bullet ? matchSectionName(label.text) : undefined;
    // A label naming the section its heading line opened ("Tools ‖ Figma, Sketch" under
    // "Vaardigheden") is a group of that section, not a new heading. Only a heading line of its own
    // counts: Europass's "Mother tongue(s)" and "Other language(s)" labels are both headings.
    if (!label || !match || match.kind === currentKind) {
      if (line.segments.length === 1) currentKind = matchSectionName(line.text)?.kind ?? currentKind;
      out.push(line);
      continue;
    }
    currentKind = undefined;
    const heading: DocLine = { ...line, text: label.text, segments: [label] };
    const first = values[0]!;
    const glyph = LEADING_GLYPH.exec(first.text);
    const rest = glyph ? [{ ...first, text: first.text.slice(glyph[0].length) }, ...values.slice(1)] : values;
    const value: DocLine = { ...line, text: rest.map((segment) => segment.text).join(' '), segments: rest, x: rest[0]!.x, bullet: Boolean(glyph), gapBefore: 0 };
    headings.add(heading);
    out.push(heading, value);
  }
  return { lines: out, headings };
}
