/**
 * Line breaking: greedy on spaces, explicit newlines kept. A word wider than the whole line is broken,
 * in this order of preference, after a hyphen, dash or slash it already has (and, in an address,
 * around its punctuation); at a hyphenation point of its language, with a visible hyphen; and only
 * as a last resort between two characters. A word that fits on a line of its own is never broken:
 * it moves to the next line, so extracted text keeps it whole and searchable. Pure: widths come from
 * the FontMetrics passed in, break points from the Hyphenator passed in.
 *
 * Which hyphen is drawn where was measured with poppler 22.12 (`pdftotext -enc UTF-8`, default mode,
 * as ATS parsers read PDFs) on PDFs from src/pdf/write-pdf.ts, one word split over two lines:
 *  - U+002D HYPHEN-MINUS ending a line: poppler joins the two lines and drops the hyphen
 *    ("Enfermer-" / "ía" reads "Enfermería"), whatever the next line starts with. Right for a hyphen
 *    we insert, so that is what we draw at hyphenation points; wrong for a real one
 *    ("Szczepańska-" / "Kovačević" reads "SzczepańskaKovačević"; a trailing space does not help).
 *  - U+2010 HYPHEN ending a line: kept, the lines are not joined ("Szczepańska‐\nKovačević"). So a
 *    real hyphen that ends a line is drawn as U+2010 and survives extraction. Open Sans, Fira Sans
 *    and Carlito have no U+2010 glyph (nor U+2011); in those faces the real hyphen stays U+002D and
 *    poppler drops it: a missing hyphen beats a missing-glyph box.
 *  - U+00AD SOFT HYPHEN: poppler drops it without joining ("Enfermer\nía"), and Inter has no glyph
 *    for it (a box on paper), Carlito neither: never drawn.
 *  - En and em dashes and slashes ending a line are kept and not joined. In an address, a break
 *    comes before a hyphen rather than after it, so that poppler has no hyphen to drop.
 */
import type { FontFace } from './draw-document.ts';
import type { FontMetrics } from './font-metrics.ts';
import type { Hyphenator } from './hyphenate.ts';

export interface MeasuredLine {
  /** What to draw (a line broken inside a word ends with `split.drawn`). */
  text: string;
  width: number;
  /** Present when the line ends inside a word that the next line continues, with no space between. */
  split?: WordSplit;
}

/** How a line broken inside a word ends: its text ends with `drawn`, which stands for `source` in the input. */
export interface WordSplit {
  /** '-' for an inserted hyphen, '‐' for a real hyphen kept visible to extraction, '' when nothing changed. */
  drawn: string;
  /** The input's characters that `drawn` replaces: '' for an inserted hyphen, '-' for a real one. */
  source: string;
}

/** Drawn at a hyphenation point: poppler re-joins the word and drops it (see above). */
export const INSERTED_HYPHEN = '-';
/** Drawn for a real hyphen that ends a line, where the face has it: poppler keeps it (see above). */
export const KEPT_HYPHEN = '\u2010';

/** Breaks `text` into lines no wider than `maxWidth` points; `hyphenate` adds the language's hyphenation points. */
export function breakLines(text: string, face: FontFace, size: number, maxWidth: number, metrics: FontMetrics, hyphenate?: Hyphenator): MeasuredLine[] {
  const lines: MeasuredLine[] = [];
  const spaceWidth = metrics.widthOf(' ', face, size);
  // Made for the first word that has to be split, which most texts never have (it asks the font for a glyph).
  let context: SplitContext | undefined;
  for (const paragraph of text.split('\n')) {
    const words = wordsOf(paragraph);
    let line = '';
    let lineWidth = 0;
    for (const word of words) {
      const wordWidth = metrics.widthOf(word, face, size);
      const needed = line ? lineWidth + spaceWidth + wordWidth : wordWidth;
      if (needed <= maxWidth) {
        line = line ? `${line} ${word}` : word;
        lineWidth = needed;
        continue;
      }
      if (wordWidth <= maxWidth) {
        if (line) lines.push({ text: line, width: lineWidth });
        line = word;
        lineWidth = wordWidth;
        continue;
      }
      // Wider than any line: it has to be broken somewhere inside.
      const remaining = line ? maxWidth - lineWidth - spaceWidth : 0;
      context ??= { face, size, metrics, hyphenate, keptHyphen: metrics.hasGlyph(face, KEPT_HYPHEN.codePointAt(0)!) ? KEPT_HYPHEN : '-' };
      const { pieces, fillsLine } = splitWord(word, remaining, maxWidth, context);
      if (fillsLine) {
        const first = pieces.shift()!;
        lines.push({ ...first, text: `${line} ${first.text}`, width: lineWidth + spaceWidth + first.width });
      } else if (line) {
        lines.push({ text: line, width: lineWidth });
      }
      const last = pieces.pop()!;
      lines.push(...pieces);
      line = last.text;
      lineWidth = last.width;
    }
    if (line) lines.push({ text: line, width: lineWidth });
    else if (words.length === 0 && lines.length > 0 && paragraph === '') lines.push({ text: '', width: 0 });
  }
  return lines;
}

/**
 * The words of a paragraph, as `paragraph.split(/[ \t]+/).filter(Boolean)` gives them: a scan by
 * character codes, because that regular expression split was the layout's most expensive line.
 */
function wordsOf(paragraph: string): string[] {
  const words: string[] = [];
  let start = -1;
  for (let index = 0, length = paragraph.length; index < length; index++) {
    const code = paragraph.charCodeAt(index);
    if (code === SPACE || code === TAB) {
      if (start >= 0) words.push(paragraph.slice(start, index));
      start = -1;
    } else if (start < 0) {
      start = index;
    }
  }
  if (start >= 0) words.push(paragraph.slice(start));
  return words;
}

const SPACE = 0x20;
const TAB = 0x09;

interface SplitContext {
  face: FontFace;
  size: number;
  metrics: FontMetrics;
  hyphenate: Hyphenator | undefined;
  /** KEPT_HYPHEN, or '-' in a face without it. */
  keptHyphen: string;
}

/** Kinds of break inside a word, as bit flags, best first; a position can be several. */
const OPPORTUNITY = 1;
const HYPHENATION = 2;
const CHARACTER = 4;
const KINDS = [OPPORTUNITY, HYPHENATION, CHARACTER] as const;
/** What a break of each kind costs the reader (and the searcher): two hyphenations beat one arbitrary cut. */
const COST: Record<number, number> = { [OPPORTUNITY]: 1, [HYPHENATION]: 2, [CHARACTER]: 5 };

/** A word as code points, with their widths summed and where it may break. */
interface AnalysedWord {
  characters: string[];
  /** prefix[k]: width of the first k characters. */
  prefix: Float64Array;
  /** breaks[k]: kinds of break allowed between characters k-1 and k. */
  breaks: Uint8Array;
  /** A letters-only word gets a visible hyphen even at a last-resort break; digits and addresses do not. */
  wordLike: boolean;
  context: SplitContext;
}

/** Characters [start, end) of a word, ended by a break of `kind` (LAST for the word's last piece). */
interface Piece {
  start: number;
  end: number;
  kind: number;
}
const LAST = 0;

/**
 * The lines of a word wider than `maxWidth`. Its first piece fills the current line (`remaining`
 * points left) only when that costs no more (COST) than starting on a line of its own and does not
 * begin with a last-resort cut ("Anna Szczepańska‐" / "Kovačević" rather than "Anna" / "Szczepańska‐" / …).
 */
function splitWord(word: string, remaining: number, maxWidth: number, context: SplitContext): { pieces: MeasuredLine[]; fillsLine: boolean } {
  const analysed = analyse(word, context);
  const own = plan(analysed, maxWidth, maxWidth);
  if (remaining > 0) {
    const filled = plan(analysed, remaining, maxWidth);
    // A single piece means nothing could be cut off to fill the line (one grapheme, an emoji sequence).
    if (filled.length > 1 && filled[0]!.kind !== CHARACTER && cost(filled) <= cost(own)) return { pieces: filled.map((piece) => measured(analysed, piece)), fillsLine: true };
  }
  return { pieces: own.map((piece) => measured(analysed, piece)), fillsLine: false };
}

function cost(pieces: Piece[]): number {
  return pieces.reduce((sum, piece) => sum + (COST[piece.kind] ?? 0), 0);
}

/** Cuts the word into pieces: the first at most `first` wide, the others at most `rest`. */
function plan(word: AnalysedWord, first: number, rest: number): Piece[] {
  const count = word.characters.length;
  const pieces: Piece[] = [];
  let start = 0;
  let width = first;
  while (word.prefix[count]! - word.prefix[start]! > width) {
    const piece = bestBreak(word, start, width);
    if (!piece) break;
    pieces.push(piece);
    start = piece.end;
    width = rest;
  }
  pieces.push({ start, end: count, kind: LAST });
  return pieces;
}

/** The break that ends the line starting at `start`: the best kind that fits, as far along as it fits. */
function bestBreak(word: AnalysedWord, start: number, width: number): Piece | undefined {
  const { prefix, breaks, characters } = word;
  const count = characters.length;
  let limit = start;
  while (limit < count - 1 && prefix[limit + 1]! - prefix[start]! <= width) limit++;
  for (const kind of KINDS) {
    // Opportunities and hyphenation points never leave a single character on either side.
    const shortest = kind === CHARACTER ? 1 : 2;
    for (let end = limit; end - start >= shortest; end--) {
      if (!(breaks[end]! & kind) || count - end < shortest) continue;
      if (kind === CHARACTER && (end - start < 2 || count - end < 2) && hasLongerCharacterBreak(word, start, width)) continue;
      if (pieceWidth(word, { start, end, kind }) <= width) return { start, end, kind };
    }
  }
  // Nothing fits, not even one character (a very narrow column): one grapheme per line, overflowing.
  for (let end = start + 1; end < count; end++) if (breaks[end]! & CHARACTER) return { start, end, kind: CHARACTER };
  return undefined;
}

/** True when some last-resort break leaves at least two characters on both sides and fits. */
function hasLongerCharacterBreak(word: AnalysedWord, start: number, width: number): boolean {
  const count = word.characters.length;
  for (let end = start + 2; end <= count - 2; end++) {
    if (word.prefix[end]! - word.prefix[start]! > width) return false;
    if (word.breaks[end]! & CHARACTER && pieceWidth(word, { start, end, kind: CHARACTER }) <= width) return true;
  }
  return false;
}

/** How a piece that ends inside the word ends on paper. */
function ending(word: AnalysedWord, piece: Piece): WordSplit {
  if (piece.kind === HYPHENATION) return { drawn: INSERTED_HYPHEN, source: '' };
  const before = word.characters[piece.end - 1]!;
  if (before === '-') return { drawn: word.context.keptHyphen, source: '-' };
  const after = word.characters[piece.end]!;
  if (piece.kind === CHARACTER && word.wordLike && LETTER.test(before) && LETTER.test(after)) return { drawn: INSERTED_HYPHEN, source: '' };
  return { drawn: '', source: '' };
}

function pieceWidth(word: AnalysedWord, piece: Piece): number {
  const width = word.prefix[piece.end]! - word.prefix[piece.start]!;
  if (piece.kind === LAST) return width;
  const { drawn, source } = ending(word, piece);
  const { face, size, metrics } = word.context;
  return width + (drawn ? metrics.widthOf(drawn, face, size) : 0) - (source ? metrics.widthOf(source, face, size) : 0);
}

function measured(word: AnalysedWord, piece: Piece): MeasuredLine {
  const text = word.characters.slice(piece.start, piece.end).join('');
  if (piece.kind === LAST) return { text, width: pieceWidth(word, piece) };
  const split = ending(word, piece);
  return { text: text.slice(0, text.length - split.source.length) + split.drawn, width: pieceWidth(word, piece), split };
}

const LETTER = /^\p{L}$/u;
/** Characters that must stay with the one before them: combining marks, joiners, variation selectors. */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: a class of single code points (marks, ZWJ, variation selectors) tested one at a time.
const ATTACHED = /^[\p{M}\u200D\uFE0E\uFE0F]$/u;
const HYPHENS = new Set(['-', '\u2010']);
const DASHES = new Set(['\u2013', '\u2014']);
/** In an address, a break may come before these (Chicago style: the line never ends with them). */
const BEFORE_IN_ADDRESS = new Set(['.', '?', '&', '#', '_', '-']);

function analyse(word: string, context: SplitContext): AnalysedWord {
  const characters = [...word];
  const count = characters.length;
  const prefix = new Float64Array(count + 1);
  const { face, size, metrics } = context;
  characters.forEach((character, index) => (prefix[index + 1] = prefix[index]! + metrics.widthOf(character, face, size)));
  const address = isAddress(word);
  const breaks = new Uint8Array(count + 1);
  for (let end = 1; end < count; end++) {
    const before = characters[end - 1]!;
    const after = characters[end]!;
    if (ATTACHED.test(after) || before === '\u200D') continue;
    breaks[end] = CHARACTER;
    if (address ? addressOpportunity(characters, end) : wordOpportunity(characters, end)) breaks[end]! |= OPPORTUNITY;
  }
  if (context.hyphenate && !address) {
    // The hyphenator speaks UTF-16 offsets; `breaks` is indexed by code point.
    const indexAt = new Map<number, number>();
    characters.reduce((offset, character, index) => (indexAt.set(offset, index), offset + character.length), 0);
    let offset = 0;
    for (const piece of context.hyphenate(word).slice(0, -1)) {
      offset += piece.length;
      const index = indexAt.get(offset);
      if (index !== undefined && index > 0 && breaks[index]! & CHARACTER) breaks[index]! |= HYPHENATION;
    }
  }
  const wordLike = !address && !/\p{N}/u.test(word);
  return { characters, prefix, breaks, wordLike, context };
}

/** After a hyphen, dash or slash between two parts of a word (Szczepańska-Kovačević, Backend/Frontend). */
function wordOpportunity(characters: string[], end: number): boolean {
  const before = characters[end - 1]!;
  const after = characters[end]!;
  if (end < 2 || HYPHENS.has(after) || DASHES.has(after)) return false;
  if (HYPHENS.has(before)) return /[\p{L}\p{N}]/u.test(after);
  if (DASHES.has(before)) return true;
  return before === '/' && after !== '/';
}

/** In an address: after `/` (so after `//` too, never between them) and `@`; before `.`, `?`, `&`, `#`, `_`, `-`. */
function addressOpportunity(characters: string[], end: number): boolean {
  const before = characters[end - 1]!;
  const after = characters[end]!;
  if (before === '/' || before === '@') return after !== '/';
  return BEFORE_IN_ADDRESS.has(after) && !BEFORE_IN_ADDRESS.has(before) && before !== '/';
}

/** URLs, e-mail addresses and bare domains (example.com/anna): no hyphen is ever added inside them. */
function isAddress(word: string): boolean {
  return /:\/\/|@|^www\./i.test(word) || /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*\.\p{L}{2,}([/?#:].*)?$/u.test(word);
}
