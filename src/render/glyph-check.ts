/** Characters a font cannot show are refused before rendering (422 naming them), not drawn as boxes. */
import { AppError } from '../domain/errors.ts';
import type { FontFace } from '../layout/draw-document.ts';
import type { FontMetrics } from '../layout/font-metrics.ts';
import type { Template } from '../templates/catalog.ts';

/** Every string inside `value` (objects and arrays walked). */
export function collectText(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) collectText(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) collectText(item, into);
  return into;
}

/** The faces a document in `template` with body font `font` uses: body regular, bold and italic, and the heading font. */
export function documentFaces(template: Template, font: string): FontFace[] {
  const heading = template.style.text.headingFont ?? font;
  return [
    { family: font, weight: 'regular', style: 'normal' },
    { family: font, weight: 'bold', style: 'normal' },
    { family: font, weight: 'regular', style: 'italic' },
    { family: heading, weight: 'bold', style: 'normal' },
  ];
}

/** Throws 422 listing the characters of `texts` that `faces` lack (at most 20 named). */
export function assertGlyphs(texts: string[], faces: FontFace[], metrics: FontMetrics): void {
  const missing = new Set<string>();
  for (const text of texts) {
    for (const character of text) {
      const codePoint = character.codePointAt(0)!;
      if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0) || codePoint === 0xfe0f || codePoint === 0x200d) continue;
      if (faces.some((face) => !metrics.hasGlyph(face, codePoint))) missing.add(character);
    }
  }
  if (missing.size === 0) return;
  const listed = [...missing].slice(0, 20).map((character) => `${character} (U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`);
  throw new AppError('unprocessable', `The font ${faces[0]!.family} cannot show these characters: ${listed.join(', ')}${missing.size > 20 ? ', …' : ''}. Remove them or choose another font.`, {
    details: listed.map((character) => ({ path: 'body', message: `no glyph for ${character}` })),
  });
}
