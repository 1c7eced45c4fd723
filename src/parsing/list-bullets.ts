/**
 * Recognises the glyph that opens a list item, whichever way a writer put it on the page: as its own
 * text item left of the text (Word, most HTML-to-PDF), or as the first characters of the line's
 * item ("• Led the…", LaTeX itemize). Word's Symbol and Wingdings bullets arrive as private-use
 * code points, so any single private-use character counts too.
 */
import type { PdfTextItem } from './pdf-text.ts';

/** Glyphs that mark a list item only; dashes and asterisks need a space after them (else "-5 %"). */
const BULLET_GLYPHS = '•◦▪▫‣·●○■□◆◇♦❖➢➤►▸▹▶→⇒✓✔✗☐⁃∙⦁⦾⦿❍❏❑❒✦✧★☆';
/**
 * Glyphs that open a list item only when a space follows: dashes and asterisks ("-5 %"), and the
 * angle quotes designers use as chevron bullets ("› Led…"), which German and Danish also use to
 * open a quotation, but then with no space after ("»Zitat«").
 */
const SPACED_GLYPHS = '-–—*+>~›»';
const GLYPH_ONLY = new RegExp(`^(?:[${BULLET_GLYPHS}${escaped(SPACED_GLYPHS)}]|[\\uE000-\\uF8FF])$`, 'u');
const GLYPH_START = new RegExp(`^\\s*(?:[${BULLET_GLYPHS}]|[\\uE000-\\uF8FF])\\s*|^\\s*[${escaped(SPACED_GLYPHS)}]\\s+`, 'u');

function escaped(characters: string): string {
  return characters.replace(/[-\\\]^]/g, '\\$&');
}

/** A line's items without its opening bullet glyph, and where its text then starts. */
export interface BulletStrip {
  bullet: boolean;
  items: PdfTextItem[];
  /** Left edge of the text after the glyph (continuation lines of the item are indented to it). */
  x: number;
}

/** Strips a leading bullet glyph off a line's items (left to right); `bullet` says whether there was one. */
export function stripBullet(items: readonly PdfTextItem[]): BulletStrip {
  const [first, ...rest] = items;
  if (!first) return { bullet: false, items: [], x: 0 };
  if (GLYPH_ONLY.test(first.text.trim()) && rest.length > 0) {
    return { bullet: true, items: rest, x: rest[0]!.x };
  }
  const match = GLYPH_START.exec(first.text);
  if (!match || match[0].length >= first.text.length) return { bullet: false, items: [...items], x: first.x };
  // The glyph's share of the item's width, by characters: close enough to line up continuations.
  const cut = match[0].length;
  const offset = (first.width * cut) / first.text.length;
  const remainder: PdfTextItem = { ...first, text: first.text.slice(cut), x: first.x + offset, width: first.width - offset };
  return { bullet: true, items: [remainder, ...rest], x: remainder.x };
}
