/**
 * The words of an uploaded document, indexed so a string can be traced back to them: a string is
 * traceable when its words appear in the source in the same order, each within a few words of the
 * previous one (so a model may drop a bullet glyph, a separator or a filler word, but cannot
 * assemble a sentence from words scattered over the page). Case, accents, whitespace, bullet
 * glyphs, punctuation and words hyphenated across a line end are normalised away on both sides.
 *
 * The uploader controls both the document and (through it) much of what the model answers, so the
 * tracing is bounded: a string is followed from each place its first word occurs, one word at a
 * time, over a sorted set of reachable positions (each source position looked at once per word),
 * stopping at the first place it matches; strings over MAX_TRACE_WORDS words are not traced at all;
 * and one index does at most MAX_TRACE_STEPS comparisons in total, after which nothing more traces.
 * Untraceable strings are dropped by the merge, so a hostile input costs its own content, never the
 * event loop.
 */
import { foldText } from './fold-text.ts';

/** Words a traced string may skip between two of its own (separators, "|", "at", "in"). */
const MAX_GAP = 3;
/** Longer strings are not traced (a resume's longest paragraph is far shorter): they are dropped. */
export const MAX_TRACE_WORDS = 500;
/** Word comparisons one index may spend over all its strings; a real resume needs well under 1%. */
export const MAX_TRACE_STEPS = 5_000_000;

/**
 * The comparable words of `text`: compatibility forms unfolded (NFKC: "ﬁ" is "fi"), then folded as
 * the dictionaries fold (fold-text.ts: lowercase, no accents), split at anything but letters and digits.
 */
export function words(text: string): string[] {
  // "manage-\nment": a word hyphenated at a line end is one word. A hyphen inside a line
  // separates words ("Eckert-Mauchly" matches "Eckert Mauchly"), as any punctuation does.
  const joined = text.normalize('NFKC').replace(/(\p{L})[-\u00ad\u2010\u2011]\s*\n\s*(\p{L})/gu, '$1$2');
  return foldText(joined).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A URL's comparable words: the scheme and "www." are left out, since documents often omit them. */
export function urlWords(url: string): string[] {
  return words(
    url
      .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
      .replace(/^www\./i, '')
      .replace(/^mailto:/i, ''),
  );
}

export interface SourceIndex {
  /** Every word of the document in reading order. */
  readonly words: readonly string[];
  /** The source lines, and the index in `words` where each begins. */
  readonly lineStarts: readonly number[];
  /** The positions of the first word of every in-order occurrence of `tokens`, lazily, in order; none when untraceable. */
  occurrences(tokens: readonly string[]): Iterable<number>;
  /** True when `tokens` (non-empty) appear in order in the source. */
  traces(tokens: readonly string[]): boolean;
  /** The line a word position belongs to. */
  lineAt(position: number): number;
  /** True once the index has spent its MAX_TRACE_STEPS: every later string is untraceable. */
  readonly exhausted: boolean;
}

/** Indexes the document's lines (and link targets, which count as source text too). */
export function indexSource(lines: readonly string[], links: readonly string[] = []): SourceIndex {
  const perLine = lines.map((line) => words(line));
  // A word hyphenated across a line end ("manage-" / "ment") becomes one word on the first line.
  for (let index = 0; index + 1 < lines.length; index++) {
    const next = perLine[index + 1]!;
    if (/\p{L}[-\u00ad\u2010\u2011]\s*$/u.test(lines[index]!) && /^\s*\p{L}/u.test(lines[index + 1]!) && perLine[index]!.length > 0 && next.length > 0) {
      perLine[index]![perLine[index]!.length - 1] += next.shift()!;
    }
  }
  const all: string[] = [];
  const lineStarts: number[] = [];
  for (const lineWords of perLine) {
    lineStarts.push(all.length);
    all.push(...lineWords);
  }
  for (const link of links) all.push(...urlWords(link));
  // Words as small integers: the inner loop compares numbers, and a word the source lacks fails at once.
  const ids = new Map<string, number>();
  const sequence = Int32Array.from(all, (word) => {
    let id = ids.get(word);
    if (id === undefined) ids.set(word, (id = ids.size));
    return id;
  });
  const positions = new Map<number, number[]>();
  sequence.forEach((id, index) => {
    const list = positions.get(id);
    if (list) list.push(index);
    else positions.set(id, [index]);
  });
  let budget = MAX_TRACE_STEPS;

  /** True when tokens[1..] follow `start`, each within MAX_GAP skipped words of one reachable position. */
  const matchesFrom = (start: number, tokenIds: Int32Array): boolean => {
    let reachable = [start];
    for (let index = 1; index < tokenIds.length; index++) {
      const token = tokenIds[index]!;
      const next: number[] = [];
      // Reachable positions are sorted, so their windows are scanned left to right and each
      // position at most once per word: `next` comes out sorted and without duplicates.
      let scanned = -1;
      for (const previous of reachable) {
        const last = Math.min(sequence.length - 1, previous + 1 + MAX_GAP);
        for (let position = Math.max(previous + 1, scanned + 1); position <= last; position++) {
          if (--budget < 0) return false;
          if (sequence[position] === token) next.push(position);
        }
        scanned = Math.max(scanned, last);
      }
      if (next.length === 0) return false;
      reachable = next;
    }
    return true;
  };

  function* occurrences(tokens: readonly string[]): Generator<number> {
    if (tokens.length === 0 || tokens.length > MAX_TRACE_WORDS) return;
    const tokenIds = new Int32Array(tokens.length);
    for (let index = 0; index < tokens.length; index++) {
      const id = ids.get(tokens[index]!);
      if (id === undefined) return;
      tokenIds[index] = id;
    }
    for (const start of positions.get(tokenIds[0]!) ?? []) {
      if (budget <= 0) return;
      if (matchesFrom(start, tokenIds)) yield start;
    }
  }

  return {
    words: all,
    lineStarts,
    occurrences,
    traces(tokens) {
      for (const _start of occurrences(tokens)) return true;
      return false;
    },
    lineAt(position) {
      // The last line starting at or before the position (binary search: lineStarts is sorted).
      let low = 0;
      let high = lineStarts.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if (lineStarts[middle]! <= position) low = middle;
        else high = middle - 1;
      }
      return low;
    },
    get exhausted() {
      return budget <= 0;
    },
  };
}
