/**
 * The words of an uploaded document, indexed so a string can be traced back to them: a string is
 * traceable when its words appear in the source in the same order, each within a few words of the
 * previous one (so a model may drop a bullet glyph, a separator or a filler word, but cannot
 * assemble a sentence from words scattered over the page). Case, accents, whitespace, bullet
 * glyphs, punctuation and words hyphenated across a line end are normalised away on both sides.
 */

/** Words a traced string may skip between two of its own (separators, "|", "at", "in"). */
const MAX_GAP = 3;

/** The comparable words of `text`: NFKD without accents, lowercase, split at anything but letters and digits. */
export function words(text: string): string[] {
  const normalised = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    // "manage-\nment": a word hyphenated at a line end is one word. A hyphen inside a line
    // separates words ("Eckert-Mauchly" matches "Eckert Mauchly"), as any punctuation does.
    .replace(/(\p{L})[-\u00ad\u2010\u2011]\s*\n\s*(\p{L})/gu, '$1$2');
  return normalised.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A URL's comparable words: the scheme and "www." are left out, since documents often omit them. */
export function urlWords(url: string): string[] {
  return words(url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/^www\./i, '').replace(/^mailto:/i, ''));
}

export interface SourceIndex {
  /** Every word of the document in reading order. */
  readonly words: readonly string[];
  /** The source lines, and the index in `words` where each begins. */
  readonly lineStarts: readonly number[];
  /** The positions of the first word of every in-order occurrence of `tokens`; empty when untraceable. */
  occurrences(tokens: readonly string[]): number[];
  /** True when `tokens` (non-empty) appear in order in the source. */
  traces(tokens: readonly string[]): boolean;
  /** The line a word position belongs to. */
  lineAt(position: number): number;
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
  const positions = new Map<string, number[]>();
  all.forEach((word, index) => {
    const list = positions.get(word);
    if (list) list.push(index);
    else positions.set(word, [index]);
  });

  const occurrences = (tokens: readonly string[]): number[] => {
    if (tokens.length === 0) return [];
    const starts: number[] = [];
    for (const start of positions.get(tokens[0]!) ?? []) {
      // Reachable end positions for the prefix matched so far (a set: later words may repeat).
      let reachable = [start];
      for (let index = 1; index < tokens.length && reachable.length > 0; index++) {
        const candidates = positions.get(tokens[index]!) ?? [];
        reachable = candidates.filter((position) => reachable.some((previous) => position > previous && position <= previous + 1 + MAX_GAP));
      }
      if (reachable.length > 0) starts.push(start);
    }
    return starts;
  };

  return {
    words: all,
    lineStarts,
    occurrences,
    traces: (tokens) => occurrences(tokens).length > 0,
    lineAt(position) {
      let line = 0;
      for (let index = 0; index < lineStarts.length; index++) if (lineStarts[index]! <= position) line = index;
      return line;
    },
  };
}
