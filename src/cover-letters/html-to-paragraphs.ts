/**
 * Reduces the simple HTML that letter editors produce (<p>, <br>, <div>, <b>, <ul><li>, entities)
 * to plain text: paragraphs separated by one blank line, lines kept, everything else dropped.
 * Line breaks in the source are kept (letters pasted into a field mix both). Text without tags only
 * has its entities decoded and paragraphs normalised (so "from <5% to >20%" stays).
 */
import { decodeHTML } from 'entities';

/** A real tag or comment: `<` followed by a letter, `/letter` or `!`. A lone `<` is text. */
const TAG = /<\/?[a-zA-Z][^>]*>|<!--[\s\S]*?-->|<![^>]*>/g;
const BLOCK = 'p|div|h[1-6]|ul|ol|blockquote|section|article|table|tr|header|footer';

export interface HtmlToParagraphsOptions {
  /** Put before each list item; '• ' by default (job postings use '- '). */
  bullet?: string;
  /**
   * Line breaks inside HTML text: kept by default (letters pasted into a field mix both); web pages
   * wrap their source freely, so there they are collapsed to spaces as a browser does. Text without
   * tags always keeps its lines.
   */
  sourceLineBreaks?: 'keep' | 'collapse';
}

/** HTML (or plain text) to paragraphs separated by one blank line; see the file comment. */
export function htmlToParagraphs(input: string, options: HtmlToParagraphsOptions = {}): string {
  if (!TAG.test(input)) return normalizeParagraphs(decode(input));
  TAG.lastIndex = 0;
  const source = input.replace(/\r\n?/g, '\n');
  const text = (options.sourceLineBreaks === 'collapse' ? source.replace(/\n/g, ' ') : source)
    .replace(/<(script|style|head|template)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, `\n${options.bullet ?? '• '}`)
    .replace(new RegExp(`</?(${BLOCK})\\b[^>]*>`, 'gi'), '\n\n')
    .replace(TAG, '');
  return normalizeParagraphs(decode(text));
}

/**
 * Entities decoded after the tags are gone (an escaped tag stays text). Invalid references such as
 * &#0; decode to U+FFFD; they and control characters are dropped: they are never meant in a letter.
 */
function decode(text: string): string {
  return decodeHTML(text).replace(/[\uFFFD\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');
}

/** Plain text with paragraphs separated by exactly one blank line, spaces inside lines collapsed. */
export function normalizeParagraphs(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t\u00a0]*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean)
    .join('\n\n');
}
