/**
 * A stored letter body (plain text, paragraphs separated by one blank line) as the simple HTML that
 * Form A clients write in `letterContent` and read back: one <p> per paragraph, <br> between its
 * lines, every character of the text escaped. It is made from the stored paragraphs, not kept from
 * what was sent, so it shows exactly what the letter holds and renders (markup such as <b> was never
 * kept), and sending it back changes nothing: htmlToParagraphs gives the same paragraphs again.
 */
import { escapeUTF8 } from 'entities';

/** `<p>…</p>` per paragraph of `text`; see the file comment. */
export function paragraphsToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeUTF8).join('<br>')}</p>`)
    .join('');
}
