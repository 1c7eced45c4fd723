/**
 * HTML from a job page (a JSON-LD description, Readability's article, a page body) to the posting's
 * plain text: paragraphs, line breaks and "- " list items kept, invisible content dropped. The
 * conversion itself is the service's one converter, htmlToParagraphs; this adds what web pages need
 * on top of what letter editors produce: hidden elements removed, paragraphs inside list items and
 * table cells flattened so an item stays on its bullet line.
 */
import * as cheerio from 'cheerio';
import { htmlToParagraphs } from '../cover-letters/html-to-paragraphs.ts';
import { normalizePostingText } from './normalize-posting-text.ts';
import { stripHidden } from './strip-hidden.ts';

/** A real tag or comment, as htmlToParagraphs sees them: anything else is plain text. */
const LOOKS_LIKE_HTML = /<\/?[a-zA-Z][^>]*>|<!--/;

/** See the file comment. Text without tags keeps its lines and only has its entities decoded. */
export function htmlToText(html: string): string {
  if (!LOOKS_LIKE_HTML.test(html)) return normalizePostingText(htmlToParagraphs(html));
  const $ = cheerio.load(html, null, false);
  stripHidden($);
  flattenBlocksInListItems($);
  // Cells side by side would otherwise run together ("SalaryEUR 70k").
  $('td, th').append(' ');
  return normalizePostingText(htmlToParagraphs($.html(), { bullet: '- ', sourceLineBreaks: 'collapse' }));
}

/**
 * `<li><p>A</p><p>B</p></li>` would put the bullet on a line of its own; editors (and Greenhouse,
 * Workday) write exactly that. Blocks inside an item become lines of the item instead.
 */
function flattenBlocksInListItems($: cheerio.CheerioAPI): void {
  // A block replaced by its own markup may bring nested blocks back: repeat until none is left
  // (bounded, since each round removes one level of nesting).
  for (let round = 0; round < 8; round++) {
    // A block holding a nested list keeps it; only the text blocks around it are flattened.
    const blocks = $('li')
      .find('p, div, h1, h2, h3, h4, h5, h6, section, article, blockquote')
      .filter((_, element) => $(element).find('ul, ol, p, div').length === 0);
    if (blocks.length === 0) return;
    blocks.each((_, element) => {
      const block = $(element);
      // A line break only between things: one after the last block would end the item with a blank
      // line, which reads as a paragraph break between items.
      const before = hasContentBefore(element) ? '<br>' : '';
      block.replaceWith(`${before}${block.html() ?? ''}`);
    });
  }
}

/** The part of a DOM node this file looks at (domhandler's, without importing a transitive dependency). */
interface SiblingNode {
  type: string;
  prev: SiblingNode | null;
  data?: string;
}

function hasContentBefore(element: SiblingNode): boolean {
  for (let node = element.prev; node; node = node.prev) {
    if (node.type !== 'text' || (node.data ?? '').trim() !== '') return true;
  }
  return false;
}
