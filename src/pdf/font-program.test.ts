/**
 * The FontDescriptor entries, read from the file's own tables, are the ones fontkit's parsed tables
 * give for every catalog face (they were computed through fontkit before; its `post` decodes every
 * glyph name, which the process then kept).
 */
import { describe, expect, test } from 'bun:test';
import { fontCatalog } from '../catalog/fonts.ts';
import { fontFileBytes, loadFont } from '../fonts/font-registry.ts';
import type { FontFace } from '../layout/draw-document.ts';
import { descriptorEntries, fontProgram } from './font-program.ts';
import { pdfNumber } from './pdf-syntax.ts';
import { readTrueType } from './truetype-subset.ts';

interface FontkitDetails {
  postscriptName: string;
  bbox: { minX: number; minY: number; maxX: number; maxY: number };
  italicAngle: number;
  ascent: number;
  descent: number;
  capHeight?: number;
  xHeight?: number;
  post?: { isFixedPitch?: number | boolean };
  head?: { macStyle?: { italic?: boolean } };
  'OS/2'?: { sFamilyClass?: number };
}

/** The entries as computed through fontkit before. */
function fontkitEntries(font: FontkitDetails, scale: number): string {
  const familyClass = (font['OS/2']?.sFamilyClass ?? 0) >> 8;
  let flags = 1 << 2;
  if (font.post?.isFixedPitch) flags |= 1 << 0;
  if (familyClass >= 1 && familyClass <= 7) flags |= 1 << 1;
  if (familyClass === 10) flags |= 1 << 3;
  if (font.head?.macStyle?.italic) flags |= 1 << 6;
  const { bbox } = font;
  const box = [bbox.minX, bbox.minY, bbox.maxX, bbox.maxY].map((value) => pdfNumber(value * scale)).join(' ');
  return [
    `/Flags ${flags}`,
    `/FontBBox [${box}]`,
    `/ItalicAngle ${pdfNumber(font.italicAngle)}`,
    `/Ascent ${pdfNumber(font.ascent * scale)}`,
    `/Descent ${pdfNumber(font.descent * scale)}`,
    `/CapHeight ${pdfNumber((font.capHeight || font.ascent) * scale)}`,
    `/XHeight ${pdfNumber((font.xHeight || 0) * scale)}`,
    '/StemV 0',
  ].join(' ');
}

const faces: FontFace[] = fontCatalog.flatMap(({ family }) => (['regular', 'bold'] as const).flatMap((weight) => (['normal', 'italic'] as const).map((style) => ({ family, weight, style }))));

describe('FontProgram', () => {
  test('the descriptor entries and PostScript name of every catalog face are fontkit’s', () => {
    const italics = new Set<string>();
    for (const face of faces) {
      const source = readTrueType(fontFileBytes(face));
      const kit = loadFont(face) as unknown as FontkitDetails;
      const scale = 1000 / source.unitsPerEm;
      const entries = descriptorEntries(source, scale);
      expect({ face, entries }).toEqual({ face, entries: fontkitEntries(kit, scale) });
      expect(fontProgram(face, `${face.family}-${face.weight}-${face.style}`).postscriptName).toBe(kit.postscriptName);
      const flags = Number(/\/Flags (\d+)/.exec(entries)![1]);
      if (flags & (1 << 6)) italics.add(face.style);
    }
    // The italic flag is read, not constant: the italic faces set it and the upright ones do not.
    expect([...italics]).toEqual(['italic']);
  });
});
