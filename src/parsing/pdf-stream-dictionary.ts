/**
 * Finds the dictionary in front of a PDF `stream` keyword the way pdf.js's parser would reach it, for
 * the stream budget (pdf-stream-budget.ts). Writers can put comments between `>>` and `stream`,
 * dictionaries of any length and object headers split over lines, and a string or comment inside a
 * dictionary can hold text that looks like an object header; each of those once let a stream bomb
 * past a scan that looked back a fixed distance for ` obj` and `>>`. Here the dictionary's end is
 * found by stripping comments back from the keyword, and a candidate object header is accepted only
 * when the text after it lexes as exactly one dictionary ending there.
 */

/** An object header `n g obj` and the stream dictionary that follows it. */
export interface StreamDictionary {
  /** The object's number and generation, `"n g"`, as references to it write them. */
  object: string;
  /** The dictionary's source text, from `<<` to `>>`. */
  text: string;
}

/** Object headers tried per stream before giving up: a string or comment can hold fake ones. */
const HEADER_CANDIDATES = 16;
/** Comment-only lines allowed between a dictionary and its `stream` keyword. */
const COMMENT_LINES = 64;

/**
 * Where the dictionary before `keyword` ends (the index just past its `>>`), or -1 when the keyword
 * follows no dictionary (then it opens no stream for pdf.js either). Comments are stripped first;
 * a `%` may also sit inside a string, so every `%` on a line is tried as a comment's start.
 */
export function dictionaryEndBefore(text: string, keyword: number): number {
  let end = trimEnd(text, keyword);
  for (let line = 0; line < COMMENT_LINES; line++) {
    if (text.startsWith('>>', end - 2)) return end;
    const lineStart = Math.max(text.lastIndexOf('\n', end - 1), text.lastIndexOf('\r', end - 1)) + 1;
    let above = -1;
    for (let cut = text.lastIndexOf('%', end - 1); cut >= lineStart; cut = cut > 0 ? text.lastIndexOf('%', cut - 1) : -1) {
      const trimmed = trimEnd(text, cut);
      if (text.startsWith('>>', trimmed - 2)) return trimmed;
      // Nothing but a comment on this line: the dictionary may end on a line above.
      if (trimmed <= lineStart) above = trimmed;
    }
    if (above < 0) return -1;
    end = above;
  }
  return -1;
}

/**
 * The object header and dictionary that end at `dictionaryEnd`, or undefined when none can be
 * told apart (the caller refuses the file: a stream it cannot measure is not passed).
 */
export function streamDictionaryEndingAt(text: string, dictionaryEnd: number): StreamDictionary | undefined {
  let from = dictionaryEnd;
  for (let tried = 0; tried < HEADER_CANDIDATES; tried++) {
    const obj = text.lastIndexOf('obj', from - 1);
    if (obj < 0) return undefined;
    from = obj;
    const header = /(\d+)\s+(\d+)\s+$/.exec(text.slice(Math.max(0, obj - 40), obj));
    if (!header) continue;
    const lineStart = Math.max(text.lastIndexOf('\n', obj - 1), text.lastIndexOf('\r', obj - 1)) + 1;
    // A header after a `%` on its line is inside a comment.
    if (text.slice(lineStart, obj).includes('%')) continue;
    const open = skipSpaceAndComments(text, obj + 3);
    if (text.startsWith('<<', open) && dictionaryCloses(text, open, dictionaryEnd)) return { object: `${Number(header[1])} ${Number(header[2])}`, text: text.slice(open, dictionaryEnd) };
  }
  return undefined;
}

/** Decodes `#xx` escapes in every name of `source` (`/Fl#61teDecode` is `/FlateDecode` to pdf.js). */
export function decodeNames(source: string): string {
  return source.replace(/\/[^\s/[\]<>(){}%]*/g, (name) => name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))));
}

/** Whether the dictionary opening at `open` closes exactly at `end`, skipping strings and comments. */
function dictionaryCloses(text: string, open: number, end: number): boolean {
  let depth = 0;
  let at = open;
  while (at < end) {
    const char = text[at]!;
    if (char === '%') at = lineEnd(text, at);
    else if (char === '(') at = stringEnd(text, at);
    else if (text.startsWith('<<', at)) {
      depth++;
      at += 2;
    } else if (text.startsWith('>>', at)) {
      depth--;
      at += 2;
      if (depth === 0) return at === end;
    } else if (char === '<') {
      const close = text.indexOf('>', at);
      if (close < 0 || close >= end) return false;
      at = close + 1;
    } else if (char === ')') return false;
    else at++;
  }
  return false;
}

/** The index after a literal string starting at `open`: balanced parentheses, backslash escapes. */
function stringEnd(text: string, open: number): number {
  let depth = 0;
  for (let at = open; at < text.length; at++) {
    const char = text[at];
    if (char === '\\') at++;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return at + 1;
  }
  return text.length;
}

function lineEnd(text: string, from: number): number {
  const match = /[\r\n]/g;
  match.lastIndex = from;
  return match.exec(text)?.index ?? text.length;
}

function skipSpaceAndComments(text: string, from: number): number {
  let at = from;
  while (at < text.length) {
    if (isSpace(text.charCodeAt(at))) at++;
    else if (text[at] === '%') at = lineEnd(text, at);
    else break;
  }
  return at;
}

function trimEnd(text: string, end: number): number {
  let at = end;
  while (at > 0 && isSpace(text.charCodeAt(at - 1))) at--;
  return at;
}

/** PDF white-space: NUL, tab, line feed, form feed, carriage return, space. */
function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09 || code === 0x0c || code === 0x00;
}
