/** Characters a font cannot show are refused before rendering (422 naming them), not drawn as boxes. */
import { AppError } from '../domain/errors.ts';
import { isInvisible } from '../fonts/invisible.ts';
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
  // A BMP code point every face was found to have is one bit to test; the rest are collected, each
  // distinct one once, and asked of each face (answers remembered: asking the font is the slow part).
  const known = knownToAllFaces(metrics, faces);
  const codePoints = new Set<number>();
  for (const text of texts) {
    for (let index = 0; index < text.length; index++) {
      const codePoint = text.codePointAt(index)!;
      if (codePoint > 0xffff) index++;
      else if ((known[codePoint >> 3]! >> (codePoint & 7)) & 1) continue;
      if (isInvisible(codePoint)) continue;
      codePoints.add(codePoint);
    }
  }
  const coverages = faces.map((face) => coverageOf(metrics, face));
  const missing = new Set<string>();
  for (const codePoint of codePoints) {
    if (coverages.some((has) => !has(codePoint))) missing.add(String.fromCodePoint(codePoint));
    else if (codePoint <= 0xffff) known[codePoint >> 3]! |= 1 << (codePoint & 7);
  }
  if (missing.size === 0) return;
  const listed = [...missing].slice(0, 20).map((character) => `${character} (U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`);
  throw new AppError('unprocessable', `The font ${faces[0]!.family} cannot show these characters: ${listed.join(', ')}${missing.size > 20 ? ', …' : ''}. Remove them or choose another font.`, {
    details: listed.map((character) => ({ path: 'body', message: `no glyph for ${character}` })),
  });
}

/** Per metrics and set of faces, one bit per BMP code point: every face has it. */
const allFaces = new WeakMap<FontMetrics, Map<string, Uint8Array>>();

function knownToAllFaces(metrics: FontMetrics, faces: FontFace[]): Uint8Array {
  let sets = allFaces.get(metrics);
  if (!sets) allFaces.set(metrics, (sets = new Map()));
  const key = faces.map(faceKey).join('\n');
  let bits = sets.get(key);
  // 8 KiB per set of faces, allocated on first use.
  if (!bits) sets.set(key, (bits = new Uint8Array(0x10000 / 8)));
  return bits;
}

const faceKey = (face: FontFace) => `${face.family}\0${face.weight}\0${face.style}`;

/** Answers remembered per metrics and face: two bits per BMP code point (asked, has); others are asked each time. */
const answers = new WeakMap<FontMetrics, Map<string, (codePoint: number) => boolean>>();

function coverageOf(metrics: FontMetrics, face: FontFace): (codePoint: number) => boolean {
  let faces = answers.get(metrics);
  if (!faces) answers.set(metrics, (faces = new Map()));
  const key = faceKey(face);
  let has = faces.get(key);
  if (!has) {
    // 16 KiB per face, allocated on first use.
    const bits = new Uint8Array(0x10000 / 4);
    has = (codePoint) => {
      if (codePoint > 0xffff) return metrics.hasGlyph(face, codePoint);
      const shift = (codePoint & 3) * 2;
      const known = (bits[codePoint >> 2]! >> shift) & 3;
      if (known !== 0) return known === 3;
      const answer = metrics.hasGlyph(face, codePoint);
      bits[codePoint >> 2]! |= (answer ? 3 : 1) << shift;
      return answer;
    };
    faces.set(key, has);
  }
  return has;
}
