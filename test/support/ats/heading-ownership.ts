/**
 * Heading ownership: in the extracted text every section heading (the locale's title, matched
 * case-insensitively as templates upper-case it; a custom section's own title) stands on a line of
 * its own (or wraps over consecutive lines of its own) and is followed by its own section's first entry before any string of another section.
 * Strings of other sections that also occur inside this section's strings are not used as evidence.
 */
import type { SectionName } from '../../../src/domain/resume.ts';
import { layoutLocale } from '../../../src/render/layout-locale.ts';
import type { CheckFailure, RenderedResume } from './check-types.ts';
import { expectedHeadings, resumeStrings } from './resume-strings.ts';
import { clip, fold, foldText, rawSnippet } from './text-normalise.ts';

interface Line {
  raw: string;
  folded: string;
  /** Offset of the line in the folded whole text. */
  start: number;
}

/**
 * The line holding exactly `title`; a title too long for its column may wrap over up to three
 * consecutive lines (blank lines of the text are not consecutive lines of a title).
 */
function headingLine(lines: Line[], title: string): Line | undefined {
  for (let index = 0; index < lines.length; index++) {
    let joined = '';
    for (let end = index; end < Math.min(lines.length, index + 3) && lines[end]!.folded; end++) {
      joined += lines[end]!.folded;
      if (joined === title)
        return {
          raw: lines
            .slice(index, end + 1)
            .map((line) => line.raw)
            .join(' '),
          folded: joined,
          start: lines[index]!.start,
        };
      if (!title.startsWith(joined)) break;
    }
  }
  return undefined;
}

function linesOf(text: string): Line[] {
  let offset = 0;
  return text.split(/[\n\f]/).map((raw) => {
    const folded = fold(raw);
    const line = { raw, folded, start: offset };
    offset += folded.length;
    return line;
  });
}

/** Headings that are missing, merged into other text, or followed by another section's text. */
export function checkHeadingOwnership(subject: Pick<RenderedResume, 'resume' | 'text'>): CheckFailure[] {
  const sections = subject.resume.sections ?? {};
  const locale = layoutLocale(subject.resume.language ?? 'en');
  const strings = resumeStrings(sections).map((item) => ({ ...item, folded: fold(item.text) }));
  const whole = foldText(subject.text);
  const lines = linesOf(subject.text);
  const failures: CheckFailure[] = [];
  for (const heading of expectedHeadings(sections, (section: SectionName) => locale.sectionTitle(section))) {
    const title = fold(heading.title);
    const line = headingLine(lines, title);
    if (!line) {
      const merged = lines.find((candidate) => candidate.folded.includes(title));
      failures.push({
        check: 'heading-ownership',
        message: merged ? `heading "${heading.title}" is not on a line of its own: "${clip(merged.raw.trim(), 90)}"` : `heading "${heading.title}" is not in the extracted text`,
      });
      continue;
    }
    const after = line.start + line.folded.length;
    const own = strings.filter((item) => item.owner === heading.owner);
    const first = own.filter((item) => item.entry === 0 && item.folded && item.folded !== title);
    const others = strings.filter((item) => item.owner !== heading.owner && item.folded && !own.some((mine) => mine.folded.includes(item.folded)));
    // The nearest string after the heading; at one position the longest (the summary, not a job
    // title that its first words repeat).
    const nextOf = (items: typeof strings) =>
      items
        .map((item) => ({ item, at: whole.folded.indexOf(item.folded, after) }))
        .filter(({ at }) => at >= 0)
        .sort((a, b) => a.at - b.at || b.item.folded.length - a.item.folded.length)[0];
    const ownNext = nextOf(first);
    const otherNext = nextOf(others);
    if (otherNext && (!ownNext || otherNext.at < ownNext.at)) {
      const fields = strings.filter((item) => item.owner !== heading.owner && item.folded === otherNext.item.folded).map((item) => item.field);
      const what = `${fields.join(' or ')} "${clip(otherNext.item.text, 40)}"`;
      failures.push({
        check: 'heading-ownership',
        message: `heading "${heading.title}" is followed by ${what} before its own section's first entry: ${rawSnippet(whole, after, otherNext.at + otherNext.item.folded.length, 40)}`,
      });
    } else if (!ownNext) {
      failures.push({ check: 'heading-ownership', message: `heading "${heading.title}" is not followed by its section's first entry` });
    }
  }
  return failures;
}
