/**
 * What the PDF writer keeps of each catalog face for the life of the process: the TrueType tables
 * read for subsetting (advance widths included), glyph ids by code point (looked up through fontkit
 * once per code point, then from typed arrays), and the FontDescriptor entries. Documents only add the
 * glyphs they use (document-font.ts).
 */
import { BmpTable, UNKNOWN } from '../fonts/bmp-table.ts';
import { loadFont, trueTypeSource } from '../fonts/font-registry.ts';
import type { FontFace } from '../layout/draw-document.ts';
import { pdfNumber } from './pdf-syntax.ts';
import type { TrueTypeSource } from './truetype-subset.ts';

export class FontProgram {
  readonly postscriptName: string;
  readonly source: TrueTypeSource;
  /** The FontDescriptor's entries other than /FontName and /FontFile2, as PDF text. */
  readonly descriptorEntries: string;
  readonly #font: ReturnType<typeof loadFont>;
  /** UNKNOWN: not looked up yet (no font has 65 535 glyphs: the maximum id is 65 534). */
  readonly #bmpGlyphIds = new BmpTable();
  readonly #astralGlyphIds = new Map<number, number>();
  /** From font units to the PDF's glyph space (1/1000 em). */
  readonly #scale: number;

  constructor(face: FontFace) {
    this.#font = loadFont(face);
    this.source = trueTypeSource(face);
    // Read from the file's tables, not through fontkit: its `post` (the italic angle, fixed pitch)
    // decodes every glyph name, ~2 000 strings per face kept for the life of the process.
    this.postscriptName = this.source.postscriptName;
    this.#scale = 1000 / this.source.unitsPerEm;
    this.descriptorEntries = descriptorEntries(this.source, this.#scale);
  }

  get numGlyphs(): number {
    return this.source.numGlyphs;
  }

  /** The glyph of a code point (0, .notdef, when the font has none). */
  glyphId(codePoint: number): number {
    if (codePoint < 0x10000) {
      const known = this.#bmpGlyphIds.get(codePoint);
      if (known !== UNKNOWN) return known;
      const id = this.#lookUp(codePoint);
      this.#bmpGlyphIds.set(codePoint, id);
      return id;
    }
    let id = this.#astralGlyphIds.get(codePoint);
    if (id === undefined) {
      id = this.#lookUp(codePoint);
      this.#astralGlyphIds.set(codePoint, id);
    }
    return id;
  }

  /** The advance width of a glyph in 1/1000 em: hmtx's, the same table the layout measured with (font-registry.ts). */
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

/** FontDescriptor entries (§9.8.2), the flags from the font's class and style. */
export function descriptorEntries(source: TrueTypeSource, scale: number): string {
  const familyClass = source.familyClass >> 8;
  let flags = 1 << 2; // Symbolic: glyphs are addressed by id, outside any standard encoding.
  if (source.isFixedPitch) flags |= 1 << 0;
  if (familyClass >= 1 && familyClass <= 7) flags |= 1 << 1; // Serif
  if (familyClass === 10) flags |= 1 << 3; // Script
  if (source.isItalic) flags |= 1 << 6;
  const box = source.bbox.map((value) => pdfNumber(value * scale)).join(' ');
  return [
    `/Flags ${flags}`,
    `/FontBBox [${box}]`,
    `/ItalicAngle ${pdfNumber(source.italicAngle)}`,
    `/Ascent ${pdfNumber(source.ascender * scale)}`,
    `/Descent ${pdfNumber(source.descender * scale)}`,
    `/CapHeight ${pdfNumber((source.capHeight || source.ascender) * scale)}`,
    `/XHeight ${pdfNumber((source.xHeight || 0) * scale)}`,
    '/StemV 0',
  ].join(' ');
}
