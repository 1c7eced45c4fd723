/**
 * A languages list that sets each language in bold on its own line with the fluency under it in
 * plain text ("French" / "Professional working proficiency (C1)"), as sidebar designs and many Word
 * templates do. Joined back into "French — Professional working proficiency (C1)", the line reads
 * like every other languages line; without it, the fluency words would be taken for languages.
 * Skill groups are set the same way ("Infrastruktur" / "Experte · Kubernetes, Terraform").
 */
import type { DocLine } from './document-lines.ts';

/** A line that already pairs a language with its fluency ("English — Native", "Deutsch: C1"). */
const PAIRED = /\s[—–-]\s|:\s*\S/u;
/** Most words a language's name takes ("Brazilian Portuguese", "Schweizerdeutsch"). */
const MAX_NAME_WORDS = 3;
/** Most a fluency line may sit below the line above, in ems: closer than the gap between items. */
const MAX_FLUENCY_GAP = 0.5;

/**
 * The lines with each bold, unpaired language name joined to the plain lines set close under it
 * (its fluency, wrapped or not); every other line is returned as it was.
 */
export function joinFluencyLines(lines: readonly DocLine[]): DocLine[] {
  const joined: DocLine[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (!isBareName(line)) {
      joined.push(line);
      continue;
    }
    const fluency: string[] = [];
    while (index + 1 < lines.length && isFluencyBelow(lines[index + 1]!, line)) fluency.push(lines[++index]!.text.trim());
    if (fluency.length === 0) joined.push(line);
    else {
      const text = `${line.text.trim()} — ${fluency.join(' ')}`;
      joined.push({ ...line, text, segments: [{ text, x: line.x }] });
    }
  }
  return joined;
}

function isBareName(line: DocLine): boolean {
  const text = line.text.trim();
  return line.bold && !line.bullet && line.segments.length === 1 && !PAIRED.test(text) && !/[,;(]/.test(text) && text.split(/\s+/).length <= MAX_NAME_WORDS;
}

function isFluencyBelow(line: DocLine, name: DocLine): boolean {
  return !line.bold && !line.bullet && line.page === name.page && line.column === name.column && line.gapBefore <= MAX_FLUENCY_GAP && !PAIRED.test(line.text);
}
