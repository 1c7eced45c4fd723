/**
 * One face as one document uses it: a composite font (Type0, Identity-H) over a CIDFontType2 whose
 * embedded TrueType holds only the glyphs the document draws. The subset's glyph ids are the CIDs
 * the content streams show (CIDToGIDMap /Identity), numbered in order of first use from 1 (0 is
 * .notdef); /W gives each its advance and the ToUnicode CMap its text, so the PDF can be searched,
 * copied and extracted exactly as the layout wrote it.
 */
import { isInvisible } from '../fonts/invisible.ts';
import type { FontProgram } from './font-program.ts';
import { ref, type PdfFile } from './pdf-file.ts';
import { hex4, pdfName, pdfNumber } from './pdf-syntax.ts';
import { subsetTrueType } from './truetype-subset.ts';

export class DocumentFont {
  /** The object the pages' resources refer to (written by `write`). */
  readonly ref: number;
  /** The first CID of each source glyph id; 0 for glyphs not (yet) used, and for .notdef. */
  readonly #cidOfGlyph: Uint16Array;
  /** Source glyph ids of the subset, in subset order: subset glyph i is source glyph #glyphIds[i]. */
  readonly #glyphIds: number[] = [0];
  /** The subset glyph of each CID: CID i is subset glyph i until a glyph stands for a second character. */
  readonly #subsetGlyphOfCid: number[] = [0];
  /** The code point each CID stands for in extracted text (-1 for .notdef). */
  readonly #codePoints: number[] = [-1];
  /**
   * CIDs of characters drawn with a glyph that already stands for another one, by code point. Some
   * fonts draw two characters with one glyph (Source Serif 4: '-' and U+2010, the hyphen the line
   * breaker keeps at a line end); ToUnicode maps a CID to one text, so each character needs its own.
   */
  readonly #sharedGlyphCids = new Map<number, number>();
  /** What extraction reads for CIDs that stand for more than one code point (encodeReadingAs), by CID. */
  readonly #readings = new Map<number, string>();
  /** Those CIDs by glyph id and reading. */
  readonly #readingCids = new Map<string, number>();

  constructor(
    readonly program: FontProgram,
    /** The name in the pages' /Font resources, such as "F1". */
    readonly resourceName: string,
    file: PdfFile,
  ) {
    this.ref = file.allocate();
    this.#cidOfGlyph = new Uint16Array(program.numGlyphs);
  }

  /**
   * `text` as a literal string of CIDs for Tj, parentheses included: two bytes per glyph (high byte
   * first), each a character below 256 (the content stream is written as Latin-1). Half the size of
   * hex, which is what the content streams' deflate time goes by.
   */
  encode(text: string): string {
    const program = this.program;
    const cidOfGlyph = this.#cidOfGlyph;
    let literal = '(';
    for (let index = 0, length = text.length; index < length; index++) {
      let codePoint = text.charCodeAt(index);
      if (codePoint >= 0xd800 && codePoint <= 0xdbff && index + 1 < length) {
        const low = text.charCodeAt(index + 1);
        if (low >= 0xdc00 && low <= 0xdfff) {
          codePoint = ((codePoint - 0xd800) << 10) + (low - 0xdc00) + 0x10000;
          index++;
        }
      }
      const glyphId = program.glyphId(codePoint);
      // Invisible characters the font lacks take no room and are not drawn (fonts/invisible.ts).
      if (glyphId === 0 && isInvisible(codePoint)) continue;
      let cid = cidOfGlyph[glyphId]!;
      if (cid === 0 && glyphId !== 0) {
        cid = this.#subsetGlyphOfCid.length;
        cidOfGlyph[glyphId] = cid;
        this.#subsetGlyphOfCid.push(this.#glyphIds.length);
        this.#glyphIds.push(glyphId);
        this.#codePoints.push(codePoint);
      } else if (cid !== 0 && this.#codePoints[cid] !== codePoint) {
        cid = this.#sharedGlyphCid(cid, codePoint);
      }
      literal += cidBytes(cid);
    }
    return `${literal})`;
  }

  /**
   * The glyph of `character` (one code point) as a literal string for Tj that text extraction reads as
   * `reading`: a CID of its own over the same glyph, whose ToUnicode entry is the whole reading. An
   * invisible run uses it (write-pdf.ts): one glyph that extracts as two spaces is a word to
   * poppler, which drops a glyph that reads as a single whitespace character.
   */
  encodeReadingAs(character: string, reading: string): string {
    const glyphId = this.program.glyphId(character.codePointAt(0)!);
    const key = `${glyphId} ${reading}`;
    let cid = this.#readingCids.get(key);
    if (cid === undefined) {
      // The glyph's own CID first, so the subset holds the glyph once.
      if (this.#cidOfGlyph[glyphId] === 0) this.encode(character);
      cid = this.#subsetGlyphOfCid.length;
      this.#subsetGlyphOfCid.push(this.#subsetGlyphOfCid[this.#cidOfGlyph[glyphId]!]!);
      this.#codePoints.push(-1);
      this.#readings.set(cid, reading);
      this.#readingCids.set(key, cid);
    }
    return `(${cidBytes(cid)})`;
  }

  /** The CID of `codePoint`, drawn with the same glyph as `firstCid` stands for. */
  #sharedGlyphCid(firstCid: number, codePoint: number): number {
    let cid = this.#sharedGlyphCids.get(codePoint);
    if (cid === undefined) {
      cid = this.#subsetGlyphOfCid.length;
      this.#subsetGlyphOfCid.push(this.#subsetGlyphOfCid[firstCid]!);
      this.#codePoints.push(codePoint);
      this.#sharedGlyphCids.set(codePoint, cid);
    }
    return cid;
  }

  /** Writes the font, its descendant, descriptor, subset program and ToUnicode CMap. */
  write(file: PdfFile): void {
    const { program } = this;
    const subset = subsetTrueType(program.source, this.#glyphIds);
    // A name object, escaped as names are (a PostScript name is printable ASCII, but nothing checks it).
    const baseFont = pdfName(`${subsetTag(this.#glyphIds)}+${program.postscriptName}`);
    const fontFile = file.allocate();
    const descriptor = file.allocate();
    const descendant = file.allocate();
    const toUnicode = file.allocate();
    file.writeStream(fontFile, `/Length1 ${subset.bytes.byteLength}`, subset.bytes);
    file.write(descriptor, `<< /Type /FontDescriptor /FontName ${baseFont} ${program.descriptorEntries} /FontFile2 ${ref(fontFile)} >>`);
    const cidCount = this.#subsetGlyphOfCid.length;
    // CID i is subset glyph i (/Identity) unless a glyph stands for two characters: then a map.
    const identity = cidCount === this.#glyphIds.length;
    let cidToGid = '/Identity';
    if (!identity) {
      const map = new Uint8Array(cidCount * 2);
      for (let cid = 0; cid < cidCount; cid++) {
        map[cid * 2] = this.#subsetGlyphOfCid[cid]! >> 8;
        map[cid * 2 + 1] = this.#subsetGlyphOfCid[cid]! & 0xff;
      }
      const mapRef = file.allocate();
      file.writeStream(mapRef, '', map);
      cidToGid = ref(mapRef);
    }
    // With /Identity every glyph of the subset, the components it appended to composites too (never
    // shown, but valid CIDs); with a map, the CIDs the text uses.
    const widthGlyphs = identity ? subset.glyphIds : this.#subsetGlyphOfCid.map((glyph) => this.#glyphIds[glyph]!);
    let widths = '';
    for (let cid = 0; cid < widthGlyphs.length; cid++) widths += `${cid === 0 ? '' : ' '}${pdfNumber(program.width(widthGlyphs[cid]!))}`;
    file.write(
      descendant,
      `<< /Type /Font /Subtype /CIDFontType2 /BaseFont ${baseFont} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${ref(descriptor)} /W [0 [${widths}]] /CIDToGIDMap ${cidToGid} >>`,
    );
    file.writeTextStream(toUnicode, '', toUnicodeCMap(this.#codePoints, this.#readings));
    file.write(this.ref, `<< /Type /Font /Subtype /Type0 /BaseFont ${baseFont} /Encoding /Identity-H /DescendantFonts [${ref(descendant)}] /ToUnicode ${ref(toUnicode)} >>`);
  }
}

/**
 * The six capital letters before a subset's name (§9.6.4): different glyph sets get different tags,
 * so tools that merge PDFs never take one subset for another; the same set always gets the same tag.
 */
function subsetTag(glyphIds: readonly number[]): string {
  let hash = 0x811c9dc5;
  for (const id of glyphIds) hash = Math.imul(hash ^ id, 0x01000193) >>> 0;
  let tag = '';
  for (let letter = 0; letter < 6; letter++) {
    tag += String.fromCharCode(65 + (hash % 26));
    hash = Math.floor(hash / 26);
  }
  return tag;
}

const CID_BYTES: string[] = [];

/**
 * A CID's two bytes inside a literal string: `(`, `)` and `\` escaped, and a carriage return written
 * as \r (a raw one would be read as a line end, i.e. a line feed: §7.3.4.2).
 */
function cidBytes(cid: number): string {
  let bytes = CID_BYTES[cid];
  if (bytes === undefined) {
    bytes = literalByte(cid >> 8) + literalByte(cid & 0xff);
    CID_BYTES[cid] = bytes;
  }
  return bytes;
}

function literalByte(byte: number): string {
  if (byte === 0x28 || byte === 0x29 || byte === 0x5c) return `\\${String.fromCharCode(byte)}`;
  if (byte === 0x0d) return '\\r';
  return String.fromCharCode(byte);
}

/** A code point as UTF-16BE hex digits (a surrogate pair above the BMP). */
function utf16Hex(codePoint: number): string {
  return codePoint < 0x10000 ? hex4(codePoint) : hex4(0xd800 + ((codePoint - 0x10000) >> 10)) + hex4(0xdc00 + ((codePoint - 0x10000) & 0x3ff));
}

/** Entries per bfchar block: the CMap syntax allows at most 100. */
const CMAP_BLOCK = 100;

/** A ToUnicode CMap (§9.10.3) from each CID to the UTF-16BE of its code point, or of its reading. */
function toUnicodeCMap(codePoints: readonly number[], readings: ReadonlyMap<number, string>): string {
  const entries: string[] = [];
  for (let cid = 1; cid < codePoints.length; cid++) {
    const reading = readings.get(cid);
    const utf16 = reading === undefined ? utf16Hex(codePoints[cid]!) : [...reading].map((character) => utf16Hex(character.codePointAt(0)!)).join('');
    entries.push(`<${hex4(cid)}> <${utf16}>`);
  }
  let blocks = '';
  for (let start = 0; start < entries.length; start += CMAP_BLOCK) {
    const block = entries.slice(start, start + CMAP_BLOCK);
    blocks += `${block.length} beginbfchar\n${block.join('\n')}\nendbfchar\n`;
  }
  return `/CIDInit /ProcSet findresource begin
12 dict begin
begincmap
/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
/CMapName /Adobe-Identity-UCS def
/CMapType 2 def
1 begincodespacerange
<0000> <FFFF>
endcodespacerange
${blocks}endcmap
CMapName currentdict /CMap defineresource pop
end
end`;
}
