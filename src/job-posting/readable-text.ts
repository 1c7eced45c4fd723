/**
 * A job page without JSON-LD: its main text as Readability (Firefox Reader View) finds it, on a
 * linkedom DOM, converted to plain text with paragraphs and "- " bullets. When Readability finds no
 * article (short or oddly built pages), the whole body's visible text is used instead.
 */
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { htmlToText } from './html-to-text.ts';

/** The page's main text and the title Readability settled on. */
export interface ReadableText {
  title?: string;
  text: string;
}

/**
 * `html` is a whole page with invisible content already stripped (see strip-hidden.ts); Readability
 * drops what it takes for navigation, footers and sidebars.
 */
export function readableText(html: string): ReadableText {
  const { document } = parseHTML(html);
  // Readability changes the DOM it reads, so the fallback reads the body before it runs.
  const bodyHtml = document.body?.innerHTML ?? html;
  let article: { title?: string | null; content?: string | null } | null = null;
  try {
    // charThreshold: a terse posting is still the article; the default 500 drops short ones.
    article = new Readability(document as unknown as Document, { charThreshold: 200 }).parse();
  } catch {
    // linkedom is not a browser: a DOM method Readability needs may be missing on odd markup.
    article = null;
  }
  const title = article?.title?.replace(/\s+/g, ' ').trim() || undefined;
  const text = article?.content ? htmlToText(article.content) : '';
  if (text !== '') return { title, text };
  return { title, text: htmlToText(bodyHtml) };
}
