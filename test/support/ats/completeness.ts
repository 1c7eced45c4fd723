/**
 * Completeness: every string of the resume is drawn (the DrawDocument's text items) and readable
 * in the extracted text (pdftotext), compared folded (see text-normalise.ts).
 *
 * A string that also occurs inside other strings ("Kafka" the skill keyword and a bullet that
 * mentions Kafka) must occur as many times as all the resume's strings hold it, so a keyword the
 * layout drops is not excused by a bullet that happens to mention it (and a string missing as part
 * of a longer missing one, a project name inside its URL, is not blamed twice). A string may be split where
 * the layout splits it: in the drawing, across items that continue each other in place (a wrapped job title with
 * the dates drawn between its lines, a paragraph continued on the next page); in the extracted text,
 * only at a page break (the end of a line on one page, the start of a line on the next). Short
 * single words ("Go", "SQL", "C1") are counted as whole words, never as parts of others ("Google").
 */
import type { DrawDocument } from '../../../src/layout/draw-document.ts';
import type { CheckFailure, RenderedResume } from './check-types.ts';
import { readableRuns } from './abutting-runs.ts';
import { resumeStrings } from './resume-strings.ts';
import { clip, fold, foldKeepingSpaces, foldText, occurrences, wholeWordPattern, type FoldedText } from './text-normalise.ts';

/** Texts of four folded characters or fewer ("Go", "SQL", "C1") are counted as whole words. */
const SHORT_WORD = 4;
/** Splits are looked for only for texts this long, in pieces at least MIN_PIECE long. */
const MIN_SPLIT = 5;
const MIN_PIECE = 2;

/** A text searched in two forms: folded (no spaces) and folded keeping spaces (for whole words). */
interface Haystack {
  folded: string;
  spaced: string;
}

/** What is counted: the folded text, and for a short single word the word itself. */
interface Needle {
  folded: string;
  word?: RegExp;
}

function haystackOf(text: string): Haystack {
  return { folded: fold(text), spaced: foldKeepingSpaces(text) };
}

function needleOf(text: string): Needle {
  const folded = fold(text);
  const word = foldKeepingSpaces(text).trim();
  return folded.length <= SHORT_WORD && !/\s/.test(word) ? { folded, word: wholeWordPattern(word) } : { folded };
}

function count(haystack: Haystack, needle: Needle): number {
  return needle.word ? (haystack.spaced.match(needle.word) ?? []).length : occurrences(haystack.folded, needle.folded).length;
}

/** Strings of the resume missing from the drawing or from the extracted text. */
export function checkCompleteness(subject: Pick<RenderedResume, 'resume' | 'document' | 'text'>): CheckFailure[] {
  const strings = resumeStrings(subject.resume.sections ?? {}).map((item) => ({ ...item, folded: fold(item.text) }));
  const sources = strings.map((item) => haystackOf(item.text));
  const drawnItems = placedTexts(subject.document);
  // Items joined by a character no folded text holds: a match inside one item counts here, a match
  // across items is counted by splitAcrossItems (and only there).
  const drawn: Haystack = {
    folded: drawnItems.map((item) => item.folded).join('\u0000'),
    spaced: subject.document.pages
      .flatMap(readableRuns)
      .map((item) => foldKeepingSpaces(item.text))
      .join('\n'),
  };
  const extracted = foldText(subject.text);
  const read: Haystack = { folded: extracted.folded, spaced: foldKeepingSpaces(subject.text) };
  // Instances of each text found missing so far. Texts go longest first, so that a string inside a
  // missing longer one ("tracewise" inside a project URL that is not drawn) expects that many fewer.
  const needles = new Map<string, Needle>();
  strings.forEach((item) => needles.has(item.folded) || needles.set(item.folded, needleOf(item.text)));
  needles.delete('');
  const notDrawn = new Map<string, number>();
  const notRead = new Map<string, number>();
  const missingText = new Map<string, Haystack>();
  const expectedOf = (needle: Needle, total: number, missing: Map<string, number>[]) =>
    total - missing.reduce((sum, map) => sum + [...map].reduce((inner, [text, instances]) => inner + instances * count(missingText.get(text)!, needle), 0), 0);
  for (const needle of [...needles.values()].sort((a, b) => b.folded.length - a.folded.length)) {
    missingText.set(needle.folded, haystackOf(strings.find((item) => item.folded === needle.folded)!.text));
    const total = sources.reduce((sum, source) => sum + count(source, needle), 0);
    const expectedDrawn = expectedOf(needle, total, [notDrawn]);
    let found = count(drawn, needle);
    if (found < expectedDrawn && !needle.word) found += splitAcrossItems(drawnItems, needle.folded);
    if (found < expectedDrawn) {
      notDrawn.set(needle.folded, expectedDrawn - found);
      continue;
    }
    const expectedRead = expectedOf(needle, total, [notDrawn, notRead]);
    let readCount = count(read, needle);
    if (readCount < expectedRead && !needle.word) readCount += splitAcrossPages(extracted, needle.folded);
    if (readCount < expectedRead) notRead.set(needle.folded, expectedRead - readCount);
  }
  const failures: CheckFailure[] = [];
  const reported = new Set<string>();
  strings.forEach((item) => {
    const folded = item.folded;
    const missing = notDrawn.get(folded) ?? notRead.get(folded);
    if (missing === undefined || reported.has(folded)) return;
    reported.add(folded);
    const sharing = strings.filter((other) => other.folded === folded).length;
    const what = notDrawn.has(folded) ? 'not drawn' : 'drawn but not readable in the extracted text';
    failures.push({ check: 'completeness', message: `${what}: ${item.field} "${clip(item.text)}"${sharing > 1 ? ` (${missing} of the ${sharing} strings with this text)` : ''}` });
  });
  return failures;
}

/** A drawn text item, folded, with where it is. */
interface PlacedText {
  folded: string;
  page: number;
  x: number;
  y: number;
  width: number;
  size: number;
  /** Nothing is drawn below it in its column on its page (it may continue on the next page). */
  endsColumn: boolean;
  /** Nothing is drawn above it in its column on its page (it may continue the previous page). */
  opensColumn: boolean;
}

function overlap(a: Pick<PlacedText, 'x' | 'width'>, b: Pick<PlacedText, 'x' | 'width'>): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width;
}

/** The text items of `document` as read (abutting runs joined), placed (page numbers and other artifacts left out). */
function placedTexts(document: DrawDocument): PlacedText[] {
  return document.pages.flatMap((page, index) => {
    const texts = readableRuns(page);
    return texts.map((item) => ({
      folded: fold(item.text),
      page: index,
      x: item.x,
      y: item.y,
      width: item.width,
      size: item.size,
      endsColumn: !texts.some((other) => other.y > item.y + 0.5 && overlap(other, item)),
      opensColumn: !texts.some((other) => other.y < item.y - 0.5 && overlap(other, item)),
    }));
  });
}

/**
 * Whether `next` can continue a string drawn in `previous`: it overlaps it horizontally (the same
 * column) and is below it within three lines on the same page, or it opens that column on the next
 * page that `previous` ends.
 */
function continues(previous: PlacedText, next: PlacedText): boolean {
  if (!overlap(previous, next)) return false;
  if (next.page === previous.page) return next.y > previous.y && next.y - previous.y <= previous.size * 1.6 * 3;
  return next.page === previous.page + 1 && previous.endsColumn && next.opensColumn;
}

/**
 * How many times `needle` is spelled by a suffix of one item, whole items after it and a prefix of
 * a last item, each piece continuing the one before (see continues(); items in between that do not
 * fit are skipped: dates, the other column, the rest of a page). An end piece shorter than MIN_PIECE
 * counts only as a whole item (the "d" of "Bérar|d"), so that a stray letter never completes a match.
 */
function splitAcrossItems(items: PlacedText[], needle: string): number {
  if (needle.length < MIN_SPLIT) return 0;
  let found = 0;
  const completes = (rest: string, previous: PlacedText, from: number, depth: number): boolean => {
    if (depth > 12) return false;
    for (let index = from; index < items.length; index++) {
      const item = items[index]!;
      if (!item.folded || !continues(previous, item)) continue;
      if (item.folded === rest || (rest.length >= MIN_PIECE && item.folded.startsWith(rest))) return true;
      if (rest.startsWith(item.folded) && completes(rest.slice(item.folded.length), item, index + 1, depth + 1)) return true;
    }
    return false;
  };
  items.forEach((item, index) => {
    // Heads: suffixes of the item that begin the needle, longest first.
    for (let start = Math.max(0, item.folded.length - needle.length + 1); start < item.folded.length; start++) {
      const length = item.folded.length - start;
      if (item.folded[start] !== needle[0] || !needle.startsWith(item.folded.slice(start))) continue;
      if ((length >= MIN_PIECE || start === 0) && completes(needle.slice(length), item, index + 1, 0)) {
        found++;
        return;
      }
    }
  });
  return found;
}

/** How many times `needle` ends one page's line and continues at the start of a line of the next page. */
function splitAcrossPages(text: FoldedText, needle: string): number {
  if (needle.length < MIN_SPLIT) return 0;
  const starts = [...text.lineStarts];
  let found = 0;
  for (let page = 0; page + 1 < text.pageStarts.length; page++) {
    const pageEnd = text.pageStarts[page + 1]!;
    const nextEnd = text.pageStarts[page + 2] ?? text.folded.length;
    const nextStarts = starts.filter((start) => start >= pageEnd && start < nextEnd);
    // Each place on the page where the needle's beginning starts, and how far the page follows it.
    for (let at = text.folded.indexOf(needle.slice(0, MIN_PIECE), text.pageStarts[page]!); at >= 0 && at < pageEnd; at = text.folded.indexOf(needle.slice(0, MIN_PIECE), at + 1)) {
      let common = 0;
      while (common < needle.length - MIN_PIECE && at + common < pageEnd && text.folded[at + common] === needle[common]) common++;
      for (let length = common; length >= MIN_PIECE; length--) {
        const end = at + length;
        if (!text.lineEnds.has(end)) continue;
        // start === end: the two pages' text is adjacent and occurrences() has counted the match already.
        if (nextStarts.some((start) => start !== end && text.folded.startsWith(needle.slice(length), start))) {
          found++;
          break;
        }
      }
    }
  }
  return found;
}
