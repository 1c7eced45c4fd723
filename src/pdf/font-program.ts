/**
 * What the PDF writer keeps of each catalog face for the life of the process: the TrueType tables
 * read for subsetting (advance widths included), glyph ids by code point (looked up through fontkit
 * once per code point, then from typed arrays), and the FontDescriptor entries. Documents only add the
 * glyphs they use (document-font.ts).
 */
import { fontFileBytes, loadFont } from '../fonts/font-registry.ts';
import type { FontFace } from '../layout/draw-document.ts';
import { pdfNumber } from './pdf-syntax.ts';
import { readTrueType, type TrueTypeSource } from './truetype-subset.ts';

/** Sentinel of the glyph-id table: not looked up yet (no font has 65 535 glyphs: the maximum id is 65 534). */
const UNKNOWN = 0xffff;

export class FontProgram {
  readonly postscriptName: string;
  readonly source: TrueTypeSource;
  /** The FontDescriptor's entries other than /FontName and /FontFile2, as PDF text. */
  readonly descriptorEntries: string;
  readonly #font: ReturnType<typeof loadFont>;
  readonly #bmpGlyphIds = new Uint16Array(0x10000).fill(UNKNOWN);
  readonly #astralGlyphIds = new Map<number, number>();
  /** From font units to the PDF's glyph space (1/1000 em). */
  readonly #scale: number;

  constructor(face: FontFace) {
    this.#font = loadFont(face);
    this.source = readTrueType(fontFileBytes(face));
    this.postscriptName = this.#font.postscriptName;
    this.#scale = 1000 / this.source.unitsPerEm;
    this.descriptorEntries = descriptorEntries(this.#font as unknown as FontkitDetails, this.#scale);
  }

  get numGlyphs(): number {
    return this.source.numGlyphs;
  }

  /** The glyph of a code point (0, .notdef, when the font has none). */
  glyphId(codePoint: number): number {
    if (codePoint < 0x10000) {
      const known = this.#bmpGlyphIds[codePoint]!;
      if (known !== UNKNOWN) return known;
      const id = this.#lookUp(codePoint);
      this.#bmpGlyphIds[codePoint] = id;
      return id;
    }
    let id = this.#astralGlyphIds.get(codePoint);
    if (id === undefined) {
      id = this.#lookUp(codePoint);
      this.#astralGlyphIds.set(codePoint, id);
    }
    return id;
  }

  /** The advance width of a glyph in 1/1000 em: hmtx's, which is what the layout measured through fontkit. */
  width(glyphId: number): number {
    return this.source.advances[glyphId]! * this.#scale;
  }

  /** fontkit reads the cmap (format 4, 12, …) once per code point; the typed arrays answer after that. */
  #lookUp(codePoint: number): number {
    return this.#font.glyphForCodePoint(codePoint).id;
  }
}

const programs = new Map<string, FontProgram>();

/** The process-wide FontProgram of a face, made on first use. */
export function fontProgram(face: FontFace, key: string): FontProgram {
  let program = programs.get(key);
  if (!program) {
    program = new FontProgram(face);
    programs.set(key, program);
  }
  return program;
}

/** The parts of a fontkit Font the descriptor reads. */
interface FontkitDetails {
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

/** FontDescriptor entries (§9.8.2), the flags from the font's class and style. */
function descriptorEntries(font: FontkitDetails, scale: number): string {
  const familyClass = (font['OS/2']?.sFamilyClass ?? 0) >> 8;
  let flags = 1 << 2; // Symbolic: glyphs are addressed by id, outside any standard encoding.
  if (font.post?.isFixedPitch) flags |= 1 << 0;
  if (familyClass >= 1 && familyClass <= 7) flags |= 1 << 1; // Serif
  if (familyClass === 10) flags |= 1 << 3; // Script
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
