/**
 * Characters that are never drawn: C0 and C1 controls, the zero-width joiner (emoji sequences) and
 * the emoji variation selector (U+FE0F, "©️"). The glyph check lets them through whatever the font
 * has (render/glyph-check.ts), the layout measures those a font lacks as taking no room and the PDF
 * writer does not draw them: most fonts would show .notdef, a box.
 */
export function isInvisible(codePoint: number): boolean {
  return codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0) || codePoint === 0xfe0f || codePoint === 0x200d;
}
