/**
 * Sections that are lists rather than entries: skills ("a, b, c", one per line, "Group: a, b",
 * "Name — Level · a, b"), languages ("English — Native", "Deutsch (C1)", "English: C2") and
 * interests. Wrapped list lines are joined before splitting, so a skill broken over two lines
 * ("Spring" / "Boot, Kafka") stays one.
 */
import type { Sections } from '../domain/resume.ts';
import { bodyItems } from './body-lines.ts';
import type { DocLine } from './document-lines.ts';
import { joinFluencyLines } from './fluency-lines.ts';
import { continuesLine } from './wrapped-lines.ts';
import { isLevelStatement, splitTrailingLevel } from './fluency-words.ts';
import { ratingLevel, splitTrailingRating } from './rating-glyphs.ts';
import { LIST_SEPARATORS as SEPARATORS, splitList } from './split-list.ts';

type Skill = { name?: string; level?: string; keywords?: string[] };
type Language = NonNullable<Sections['languages']>[number];

const DETAIL = /^(.{1,60}?)\s+[—–-]\s+(.+)$/u;

/**
 * The list's texts: one per item or line, wrapped list lines joined; a lower-case line wrapped
 * under a list line (same style and edge, line spacing) ends that list's last item.
 */
function listTexts(lines: DocLine[]): string[] {
  const texts: string[] = [];
  let previousWasList = false;
  let previousLine: DocLine | undefined;
  for (const item of bodyItems(lines)) {
    const pieces = item.line.segments.length > 1 && !item.bullet ? segmentTexts(item.line) : [item.text];
    // "… · Negotiation · Executive" / "presentations": the last item wrapped onto a line of its own.
    const wrappedTail = previousWasList && previousLine !== undefined && !item.bullet && continuesLine(previousLine, item.line) && /^\p{Ll}/u.test(item.text);
    previousLine = item.line;
    for (const text of pieces) {
      const isList = SEPARATORS.test(text) && !DETAIL.test(text) && !/^[^:]{1,40}:/.test(text);
      const previous = texts.at(-1);
      if (previous !== undefined && previousWasList && (isList || wrappedTail) && !item.bullet) {
        texts[texts.length - 1] = /[,;|·]$/.test(previous) ? `${previous} ${text}` : `${previous} ${text}`;
      } else texts.push(text);
      previousWasList = isList && !item.bullet;
    }
  }
  return texts.map((text) => text.trim()).filter(Boolean);
}

/**
 * A row's segments as list texts. A short label beside a list ("Tools ‖ Figma, Sketch", a table
 * row or a label column) is that list's group, read as "Tools: Figma, Sketch"; other segments
 * (chips set apart by gaps) are items of their own.
 */
function segmentTexts(line: DocLine): string[] {
  const [label, list, ...more] = line.segments;
  // A label is a word or three of letters; a list is cut by commas or dots, not by a spaced dash
  // alone (a date range "Jan 2021 – Present" beside a title is no list).
  const isLabel = (text: string) => text.split(/\s+/).length <= 3 && /^\p{L}[\p{L}\p{M} &/+.-]*$/u.test(text);
  if (label && list && more.length === 0 && isLabel(label.text) && /[,;|•·‧]/u.test(list.text)) return [`${label.text}: ${list.text}`];
  // A glyph row ("Python ‖ ●●●●○") is the level of the name before it, never an item of its own.
  const texts: string[] = [];
  for (const segment of line.segments) {
    const level = ratingLevel(segment.text);
    if (level === undefined) texts.push(segment.text);
    else if (texts.length > 0) texts[texts.length - 1] = `${texts.at(-1)} — ${level}`;
  }
  return texts;
}

/** Skills: groups with keywords, named skills with a level, or plain names. */
export function parseSkills(lines: DocLine[]): Skill[] {
  const skills: Skill[] = [];
  // A bold group name over its plain level and keywords ("Infrastruktur" / "Experte · Kubernetes, …").
  for (const text of listTexts(joinFluencyLines(lines))) {
    const group = /^([^:]{1,40}):\s*(.+)$/.exec(text);
    if (group) {
      skills.push({ name: group[1]!.trim(), keywords: splitList(group[2]!) });
      continue;
    }
    const detail = DETAIL.exec(text);
    if (detail) {
      const [first, second] = detail[2]!.split(/\s+·\s+/);
      if (second !== undefined) skills.push({ name: detail[1]!, level: first!, keywords: splitList(second) });
      else if (/,/.test(first!)) skills.push({ name: detail[1]!, keywords: splitList(first!) });
      else skills.push({ name: detail[1]!, level: first! });
      continue;
    }
    const rated = splitTrailingRating(text);
    if (rated) {
      skills.push(rated);
      continue;
    }
    for (const name of splitList(text)) skills.push({ name });
  }
  return skills;
}

/** Languages with their fluency. */
export function parseLanguages(lines: DocLine[]): Language[] {
  const languages: Language[] = [];
  for (const text of listTexts(joinFluencyLines(lines).map(levelCellJoined))) {
    const pieces = /\(.*\)|[—–:]/.test(text) && /[,;·|]/.test(text.replace(/\([^)]*\)/g, '')) ? text.split(/\s*[;·|]\s*|,\s+(?![^(]*\))/) : [text];
    for (const piece of pieces) {
      const dashed = /^(.{1,40}?)\s*(?:\s[—–-]\s|:\s*|\t)\s*(.+)$/u.exec(piece);
      const bracketed = /^([^()]{1,40}?)\s*\((.+)\)$/u.exec(piece);
      if (dashed) languages.push({ language: dashed[1]!.trim(), fluency: dashed[2]!.trim() });
      else if (bracketed) languages.push({ language: bracketed[1]!.trim(), fluency: bracketed[2]!.trim() });
      else {
        // "Svenska modersmål", "Englisch B2": a label column read as one line; the level's first word ends the name.
        for (const item of splitList(piece)) {
          const level = splitTrailingLevel(item);
          languages.push(level ? { language: level[0], fluency: level[1] } : { language: item });
        }
      }
    }
  }
  return languages;
}

/** The second cell of a row is a level, not a second language: a level statement, lower case, or a number or bracket. */
function isLevelCell(text: string): boolean {
  return isLevelStatement(text) || /^\p{Ll}/u.test(text) || /^[(\d]/.test(text);
}

/**
 * A table row of a language and its level ("Dansk ‖ modersmål": two cells, or two columns of a
 * label layout) reads "Dansk: modersmål", so the level is the language's fluency, not a language;
 * two languages side by side ("English ‖ German", a grid) stay two.
 */
function levelCellJoined(line: DocLine): DocLine {
  const [name, level, ...more] = line.segments;
  if (!name || !level || more.length > 0 || line.bullet) return line;
  const words = (text: string) => text.split(/\s+/).length;
  if (words(name.text) > 3 || words(level.text) > 5 || SEPARATORS.test(name.text) || SEPARATORS.test(level.text) || /:\s*$/.test(name.text) || !isLevelCell(level.text)) return line;
  const text = `${name.text}: ${level.text}`;
  return { ...line, text, segments: [{ text, x: name.x }] };
}

/** Interests: "Name — a, b" or plain names. */
export function parseInterests(lines: DocLine[]): Array<{ name: string; keywords?: string[] }> {
  return listTexts(lines).flatMap((text) => {
    const detail = DETAIL.exec(text) ?? /^([^:]{1,40}):\s*(.+)$/.exec(text);
    if (detail) return [{ name: detail[1]!.trim(), keywords: splitList(detail[2]!) }];
    return splitList(text).map((name) => ({ name }));
  });
}
