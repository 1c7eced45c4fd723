/**
 * Removes what a reader of a job page never sees: scripts, styles, templates, comments and elements
 * hidden by attribute or inline style. A job page can carry instructions meant for a language model
 * in invisible text; what is removed here never reaches extraction, and so never the model.
 * Stylesheet classes (`.hidden { display: none }`) are out of reach without a CSS engine.
 */
import type { CheerioAPI } from 'cheerio';

// Inline styles that make an element invisible: display:none, visibility:hidden/collapse,
// opacity:0, font-size:0 (also "0px", "0em"...).
const HIDDEN_STYLE =
  /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*(?:hidden|collapse)|opacity\s*:\s*0(?:\.0*)?\s*(?:!important)?\s*(?:;|$)|font-size\s*:\s*0(?:\.0*)?[a-z%]*\s*(?:!important)?\s*(?:;|$))/i;

/** Elements that are never visible content. JSON-LD is read before this runs. */
const INVISIBLE = 'script, style, template, noscript, iframe, object, embed, svg, canvas, [hidden], [aria-hidden="true" i]';

/** Strips invisible content from the document in place; see the file comment. */
export function stripHidden($: CheerioAPI): void {
  $(INVISIBLE).remove();
  $('[style]').each((_, element) => {
    if (HIDDEN_STYLE.test($(element).attr('style') ?? '')) $(element).remove();
  });
  $('input[type="hidden" i]').remove();
  // Comments anywhere, including inside <head> and between list items.
  $('*')
    .contents()
    .filter((_, node) => node.type === 'comment')
    .remove();
  $.root()
    .contents()
    .filter((_, node) => node.type === 'comment')
    .remove();
}
