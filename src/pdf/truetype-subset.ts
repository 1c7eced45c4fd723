/**
 * TrueType (glyf outline) subsetting for fonts embedded in a PDF as CIDFontType2 with Identity-H and
 * CIDToGIDMap Identity: glyph `glyphIds[i]` of the source becomes glyph i of the subset, so the new
 * glyph ids are the CIDs the content streams show.
 *
 * `readTrueType` parses a face once (the caller keeps the result for the process); `subsetTrueType`
 * then only copies bytes: it walks the requested glyphs and the components of composite glyphs,
 * sizes the whole file, allocates it once and writes each table in place. Pure TypeScript over
 * Uint8Array/DataView, no fontkit and no runtime API, so it runs the same on Bun and Deno.
 *
 * The subset holds the tables the PDF specification requires for an embedded TrueType font (head,
 * hhea, loca, maxp, cvt , prep, glyf, hmtx, fpgm; the set fontkit's TTFSubset writes) plus a
 * version-3 post. There is no cmap or name table: a CIDFontType2 font is addressed by glyph id.
 */

const SFNT_TRUETYPE = 0x00010000;
const SFNT_APPLE_TRUE = 0x74727565; // 'true'
const SFNT_OTTO = 0x4f54544f; // 'OTTO': CFF outlines
const SFNT_COLLECTION = 0x74746366; // 'ttcf'
const SFNT_WOFF = 0x774f4646; // 'wOFF'
const SFNT_WOFF2 = 0x774f4632; // 'wOF2'

const TAG_CVT = 0x63767420; // 'cvt '
const TAG_FPGM = 0x6670676d;
const TAG_GLYF = 0x676c7966;
const TAG_HEAD = 0x68656164;
const TAG_HHEA = 0x68686561;
const TAG_HMTX = 0x686d7478;
const TAG_LOCA = 0x6c6f6361;
const TAG_MAXP = 0x6d617870;
const TAG_POST = 0x706f7374;
const TAG_PREP = 0x70726570;
const TAG_NAME = 0x6e616d65;
const TAG_OS2 = 0x4f532f32; // 'OS/2'

/** Composite glyph component flags (OpenType glyf table). */
const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;

const HEAD_LENGTH = 54;
const HHEA_LENGTH = 36;
const POST_LENGTH = 32;
/** head.macStyle's italic bit. */
const MAC_STYLE_ITALIC = 1 << 1;

/** head.checkSumAdjustment is this minus the checksum of the whole file (OpenType head table). */
const CHECKSUM_MAGIC = 0xb1b0afba;
/** Short loca stores offset / 2 in a uint16, so the glyf table must stay within 2 × 0xFFFF bytes. */
const SHORT_LOCA_LIMIT = 0x1fffe;

/** A table copied into every subset unchanged, with its checksum worked out once per face. */
interface CopiedTable {
  readonly tag: number;
  readonly data: Uint8Array;
  readonly checksum: number;
}

/** A TrueType face parsed once and kept for the process: what subsetting and the PDF font descriptor need. */
export interface TrueTypeSource {
  /** The whole font file (a view; never written to). */
  readonly bytes: Uint8Array;
  readonly numGlyphs: number;
  readonly unitsPerEm: number;
  /** hmtx's numberOfHMetrics in the source: glyphs from here on share the last advance. */
  readonly numberOfHMetrics: number;
  /** Advance width of every glyph in font units, hmtx's short tail expanded: `advances[glyphId]`. */
  readonly advances: Uint16Array;
  /** Left side bearing of every glyph in font units, from hmtx's metrics or its leftSideBearing array. */
  readonly leftSideBearings: Int16Array;
  /** numGlyphs + 1 offsets into `bytes`: glyph g is bytes[glyphOffsets[g], glyphOffsets[g + 1]) (empty glyphs have length 0). */
  readonly glyphOffsets: Uint32Array;
  /** head's bounding box of all glyphs, font units: [xMin, yMin, xMax, yMax]. */
  readonly bbox: readonly [number, number, number, number];
  /** hhea ascender and descender (descender negative), font units. */
  readonly ascender: number;
  readonly descender: number;
  /** OS/2 sCapHeight (table version 2 and later), else undefined. */
  readonly capHeight: number | undefined;
  /** OS/2 sxHeight (table version 2 and later), else undefined. */
  readonly xHeight: number | undefined;
  /** OS/2 sFamilyClass (class in the high byte, subclass in the low), 0 without an OS/2 table. */
  readonly familyClass: number;
  /** post italicAngle in degrees (0 without a post table). */
  readonly italicAngle: number;
  /** post isFixedPitch. */
  readonly isFixedPitch: boolean;
  /** head.macStyle's italic bit. */
  readonly isItalic: boolean;
  /** name ID 6, or '' when the font has none the parser can read. */
  readonly postscriptName: string;
  /** head, hhea and maxp as read (copied and patched per subset); post's first 16 bytes when present. */
  readonly head: Uint8Array;
  readonly hhea: Uint8Array;
  readonly maxp: Uint8Array;
  readonly post: Uint8Array | undefined;
  /** cvt , fpgm and prep when present, sorted by tag, copied unchanged. */
  readonly copiedTables: readonly CopiedTable[];
  /** Advance width of a glyph in font units (same as `advances[glyphId]`, with a range check). */
  advanceWidth(glyphId: number): number;
}

export interface TrueTypeSubset {
  /** The subset font file. */
  bytes: Uint8Array;
  /** Old glyph id of every new glyph: the requested ids, then the components composite glyphs needed. */
  glyphIds: number[];
}

class ParsedTrueType implements TrueTypeSource {
  constructor(
    readonly bytes: Uint8Array,
    readonly numGlyphs: number,
    readonly unitsPerEm: number,
    readonly numberOfHMetrics: number,
    readonly advances: Uint16Array,
    readonly leftSideBearings: Int16Array,
    readonly glyphOffsets: Uint32Array,
    readonly bbox: readonly [number, number, number, number],
    readonly ascender: number,
    readonly descender: number,
    readonly capHeight: number | undefined,
    readonly xHeight: number | undefined,
    readonly familyClass: number,
    readonly italicAngle: number,
    readonly isFixedPitch: boolean,
    readonly isItalic: boolean,
    readonly postscriptName: string,
    readonly head: Uint8Array,
    readonly hhea: Uint8Array,
    readonly maxp: Uint8Array,
    readonly post: Uint8Array | undefined,
    readonly copiedTables: readonly CopiedTable[],
  ) {}

  advanceWidth(glyphId: number): number {
    const advance = this.advances[glyphId];
    if (advance === undefined) throw new RangeError(`Glyph id ${glyphId} is out of range: the font has ${this.numGlyphs} glyphs`);
    return advance;
  }
}

/** Parses the tables subsetting needs. Throws for CFF-flavoured OpenType, collections, WOFF and malformed files. */
export function readTrueType(bytes: Uint8Array): TrueTypeSource {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 12) throw new Error(`Not a TrueType font: ${bytes.length} bytes`);
  const sfntVersion = view.getUint32(0);
  if (sfntVersion === SFNT_OTTO) throw new Error("Not a TrueType font: CFF-flavoured OpenType ('OTTO') has no glyf table; only TrueType outlines can be subset");
  if (sfntVersion === SFNT_COLLECTION) throw new Error("Not a single TrueType font: a font collection ('ttcf'); pass the bytes of one face");
  if (sfntVersion === SFNT_WOFF || sfntVersion === SFNT_WOFF2) throw new Error('Not a TrueType font: WOFF/WOFF2 must be decompressed to TTF first');
  if (sfntVersion !== SFNT_TRUETYPE && sfntVersion !== SFNT_APPLE_TRUE) throw new Error(`Not a TrueType font: sfnt version 0x${sfntVersion.toString(16).padStart(8, '0')}`);

  const numTables = view.getUint16(4);
  if (12 + numTables * 16 > bytes.length) throw new Error('Malformed TrueType font: table directory runs past the end of the file');
  const tables = new Map<number, Uint8Array>();
  for (let i = 0; i < numTables; i++) {
    const entry = 12 + i * 16;
    const tag = view.getUint32(entry);
    const offset = view.getUint32(entry + 8);
    const length = view.getUint32(entry + 12);
    if (offset + length > bytes.length) throw new Error(`Malformed TrueType font: table '${tagName(tag)}' runs past the end of the file`);
    tables.set(tag, bytes.subarray(offset, offset + length));
  }
  const table = (tag: number, minLength: number): Uint8Array => {
    const data = tables.get(tag);
    if (!data) throw new Error(`Not a TrueType font with glyf outlines: no '${tagName(tag)}' table`);
    if (data.length < minLength) throw new Error(`Malformed TrueType font: '${tagName(tag)}' table is ${data.length} bytes, expected at least ${minLength}`);
    return data;
  };

  const head = table(TAG_HEAD, HEAD_LENGTH).subarray(0, HEAD_LENGTH);
  const hhea = table(TAG_HHEA, HHEA_LENGTH).subarray(0, HHEA_LENGTH);
  const maxp = table(TAG_MAXP, 6);
  const glyf = table(TAG_GLYF, 0);
  const loca = table(TAG_LOCA, 0);
  const hmtx = table(TAG_HMTX, 0);
  const headView = viewOf(head);
  const hheaView = viewOf(hhea);
  if (headView.getUint32(12) !== 0x5f0f3cf5) throw new Error('Malformed TrueType font: head.magicNumber is wrong');
  const unitsPerEm = headView.getUint16(18);
  const indexToLocFormat = headView.getInt16(50);
  const numGlyphs = viewOf(maxp).getUint16(4);
  const numberOfHMetrics = hheaView.getUint16(34);
  if (numGlyphs === 0) throw new Error('Malformed TrueType font: maxp.numGlyphs is 0');
  if (numberOfHMetrics === 0 || numberOfHMetrics > numGlyphs) throw new Error(`Malformed TrueType font: hhea.numberOfHMetrics is ${numberOfHMetrics} for ${numGlyphs} glyphs`);

  // loca → absolute offsets into `bytes`, checked once here so subsetting can trust them.
  const glyphOffsets = new Uint32Array(numGlyphs + 1);
  const glyfStart = glyf.byteOffset - bytes.byteOffset;
  const locaView = viewOf(loca);
  if (indexToLocFormat !== 0 && indexToLocFormat !== 1) throw new Error(`Malformed TrueType font: head.indexToLocFormat is ${indexToLocFormat}`);
  const short = indexToLocFormat === 0;
  if (loca.length < (numGlyphs + 1) * (short ? 2 : 4)) throw new Error(`Malformed TrueType font: loca is too short for ${numGlyphs} glyphs`);
  let previous = 0;
  for (let g = 0; g <= numGlyphs; g++) {
    const offset = short ? locaView.getUint16(g * 2) * 2 : locaView.getUint32(g * 4);
    if (offset < previous || offset > glyf.length) throw new Error(`Malformed TrueType font: loca offset of glyph ${g} (${offset}) is out of order or past glyf (${glyf.length} bytes)`);
    glyphOffsets[g] = glyfStart + offset;
    previous = offset;
  }

  // hmtx: numberOfHMetrics (advance, lsb) pairs, then one lsb per remaining glyph sharing the last advance.
  if (hmtx.length < numberOfHMetrics * 4 + (numGlyphs - numberOfHMetrics) * 2) throw new Error('Malformed TrueType font: hmtx is too short');
  const hmtxView = viewOf(hmtx);
  const advances = new Uint16Array(numGlyphs);
  const leftSideBearings = new Int16Array(numGlyphs);
  for (let g = 0; g < numberOfHMetrics; g++) {
    advances[g] = hmtxView.getUint16(g * 4);
    leftSideBearings[g] = hmtxView.getInt16(g * 4 + 2);
  }
  const lastAdvance = advances[numberOfHMetrics - 1] ?? 0;
  for (let g = numberOfHMetrics; g < numGlyphs; g++) {
    advances[g] = lastAdvance;
    leftSideBearings[g] = hmtxView.getInt16(numberOfHMetrics * 4 + (g - numberOfHMetrics) * 2);
  }

  const post = tables.get(TAG_POST);
  const postHeader = post && post.length >= 16 ? post.subarray(0, 16) : undefined;
  const postView = postHeader && viewOf(postHeader);
  const os2 = tables.get(TAG_OS2);
  const os2View = os2 && viewOf(os2);
  const os2Version2 = os2 !== undefined && os2View !== undefined && os2.length >= 90 && os2View.getUint16(0) >= 2;
  const capHeight = os2Version2 ? os2View.getInt16(88) : undefined;
  const xHeight = os2Version2 ? os2View.getInt16(86) : undefined;
  const familyClass = os2View && os2.length >= 32 ? os2View.getInt16(30) : 0;

  const copiedTables: CopiedTable[] = [];
  for (const tag of [TAG_CVT, TAG_FPGM, TAG_PREP]) {
    const data = tables.get(tag);
    if (data && data.length > 0) copiedTables.push({ tag, data, checksum: tableChecksum(data) });
  }

  return new ParsedTrueType(
    bytes,
    numGlyphs,
    unitsPerEm,
    numberOfHMetrics,
    advances,
    leftSideBearings,
    glyphOffsets,
    [headView.getInt16(36), headView.getInt16(38), headView.getInt16(40), headView.getInt16(42)],
    hheaView.getInt16(4),
    hheaView.getInt16(6),
    capHeight,
    xHeight,
    familyClass,
    postView ? postView.getInt32(4) / 65536 : 0,
    postView ? postView.getUint32(12) !== 0 : false,
    (headView.getUint16(44) & MAC_STYLE_ITALIC) !== 0,
    readPostscriptName(tables.get(TAG_NAME)),
    head,
    hhea,
    maxp,
    postHeader,
    copiedTables,
  );
}

/**
 * A TrueType font holding `glyphIds` (old ids in the order they get new ids 0, 1, 2, …; the first must
 * be 0, .notdef), then the components of composite glyphs not already listed, with the component ids
 * in the copied composites rewritten to the new ids. Throws a RangeError for an id out of range, a
 * repeated id or a first id other than 0.
 */
export function subsetTrueType(source: TrueTypeSource, glyphIds: readonly number[]): TrueTypeSubset {
  const { bytes, numGlyphs, glyphOffsets } = source;
  if (glyphIds[0] !== 0) throw new RangeError(`The first glyph of a subset must be 0 (.notdef), got ${glyphIds[0]}`);
  // newIdPlusOne[old] = new id + 1, 0 = not in the subset yet. One small typed array per call beats a Map.
  const newIdPlusOne = new Uint16Array(numGlyphs);
  const ids: number[] = new Array(glyphIds.length);
  for (let i = 0; i < glyphIds.length; i++) {
    const id = glyphIds[i] as number;
    if (!(id >= 0 && id < numGlyphs) || id !== Math.floor(id)) throw new RangeError(`Glyph id ${id} is out of range: the font has ${numGlyphs} glyphs`);
    if (newIdPlusOne[id] !== 0) throw new RangeError(`Glyph id ${id} is listed twice (new ids ${(newIdPlusOne[id] as number) - 1} and ${i})`);
    newIdPlusOne[id] = i + 1;
    ids[i] = id;
  }

  // Walk the glyphs (the list grows as composites add components, so nested composites are followed
  // too) and size the glyf table: every glyph padded to 4 bytes keeps offsets even for short loca.
  let glyfLength = 0;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as number;
    const start = glyphOffsets[id] as number;
    const end = glyphOffsets[id + 1] as number;
    const length = end - start;
    glyfLength += (length + 3) & ~3;
    if (length === 0) continue;
    if (length < 10) throw new Error(`Malformed TrueType font: glyph ${id} is ${length} bytes, shorter than its header`);
    if (bytes[start]! & 0x80) {
      // numberOfContours < 0: a composite glyph.
      let at = start + 10;
      let flags: number;
      do {
        if (at + 4 > end) throw new Error(`Malformed TrueType font: composite glyph ${id} runs past its end`);
        flags = (bytes[at]! << 8) | bytes[at + 1]!;
        const component = (bytes[at + 2]! << 8) | bytes[at + 3]!;
        if (component >= numGlyphs) throw new Error(`Malformed TrueType font: composite glyph ${id} refers to glyph ${component} of ${numGlyphs}`);
        if (newIdPlusOne[component] === 0) {
          if (ids.length === 0xffff) throw new RangeError('A subset cannot hold more than 65535 glyphs');
          ids.push(component);
          newIdPlusOne[component] = ids.length;
        }
        at += componentLength(flags);
      } while (flags & MORE_COMPONENTS);
    }
  }

  const count = ids.length;
  const shortLoca = glyfLength <= SHORT_LOCA_LIMIT;
  const locaLength = (count + 1) * (shortLoca ? 2 : 4);
  const hmtxLength = count * 4;
  const maxpLength = source.maxp.length;
  const copied = source.copiedTables;
  const numTables = 7 + copied.length;

  // Table data in tag order: cvt , fpgm, glyf, head, hhea, hmtx, loca, maxp, post, prep.
  const directoryLength = 12 + numTables * 16;
  let cursor = directoryLength;
  let cvt: CopiedTable | undefined;
  let fpgm: CopiedTable | undefined;
  let prep: CopiedTable | undefined;
  for (const table of copied) {
    if (table.tag === TAG_CVT) cvt = table;
    else if (table.tag === TAG_FPGM) fpgm = table;
    else prep = table;
  }
  const cvtAt = cursor;
  if (cvt) cursor += pad4(cvt.data.length);
  const fpgmAt = cursor;
  if (fpgm) cursor += pad4(fpgm.data.length);
  const glyfAt = cursor;
  cursor += glyfLength;
  const headAt = cursor;
  cursor += pad4(HEAD_LENGTH);
  const hheaAt = cursor;
  cursor += pad4(HHEA_LENGTH);
  const hmtxAt = cursor;
  cursor += hmtxLength;
  const locaAt = cursor;
  cursor += pad4(locaLength);
  const maxpAt = cursor;
  cursor += pad4(maxpLength);
  const postAt = cursor;
  cursor += POST_LENGTH;
  const prepAt = cursor;
  if (prep) cursor += pad4(prep.data.length);

  const out = new Uint8Array(cursor);
  const view = new DataView(out.buffer);

  // glyf and loca together; composites get their component ids rewritten in the copy.
  const { advances, leftSideBearings } = source;
  let glyfCursor = glyfAt;
  for (let i = 0; i < count; i++) {
    const id = ids[i] as number;
    const start = glyphOffsets[id] as number;
    const end = glyphOffsets[id + 1] as number;
    const offset = glyfCursor - glyfAt;
    if (shortLoca) view.setUint16(locaAt + i * 2, offset >>> 1);
    else view.setUint32(locaAt + i * 4, offset);
    view.setUint16(hmtxAt + i * 4, advances[id] as number);
    view.setInt16(hmtxAt + i * 4 + 2, leftSideBearings[id] as number);
    if (end === start) continue;
    out.set(bytes.subarray(start, end), glyfCursor);
    if (out[glyfCursor]! & 0x80) {
      let at = glyfCursor + 10;
      let flags: number;
      do {
        flags = (out[at]! << 8) | out[at + 1]!;
        const component = (out[at + 2]! << 8) | out[at + 3]!;
        view.setUint16(at + 2, (newIdPlusOne[component] as number) - 1);
        at += componentLength(flags);
      } while (flags & MORE_COMPONENTS);
    }
    glyfCursor += (end - start + 3) & ~3;
  }
  if (shortLoca) view.setUint16(locaAt + count * 2, (glyfCursor - glyfAt) >>> 1);
  else view.setUint32(locaAt + count * 4, glyfCursor - glyfAt);

  out.set(source.head, headAt);
  view.setUint32(headAt + 8, 0); // checkSumAdjustment, set last
  view.setInt16(headAt + 50, shortLoca ? 0 : 1);
  out.set(source.hhea, hheaAt);
  view.setUint16(hheaAt + 34, count);
  out.set(source.maxp, maxpAt);
  view.setUint16(maxpAt + 4, count);
  // post version 3.0: no glyph names; italicAngle, underline position/thickness and isFixedPitch kept.
  if (source.post) out.set(source.post, postAt);
  view.setUint32(postAt, 0x00030000);
  if (cvt) out.set(cvt.data, cvtAt);
  if (fpgm) out.set(fpgm.data, fpgmAt);
  if (prep) out.set(prep.data, prepAt);

  // Directory: header, then entries sorted by tag (the order the tables were laid out in).
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 16 << entrySelector;
  view.setUint32(0, SFNT_TRUETYPE);
  view.setUint16(4, numTables);
  view.setUint16(6, searchRange);
  view.setUint16(8, entrySelector);
  view.setUint16(10, numTables * 16 - searchRange);
  let entry = 12;
  let fileSum = 0;
  const addEntry = (tag: number, at: number, length: number, checksum: number): void => {
    view.setUint32(entry, tag);
    view.setUint32(entry + 4, checksum);
    view.setUint32(entry + 8, at);
    view.setUint32(entry + 12, length);
    entry += 16;
    fileSum += checksum;
  };
  if (cvt) addEntry(TAG_CVT, cvtAt, cvt.data.length, cvt.checksum);
  if (fpgm) addEntry(TAG_FPGM, fpgmAt, fpgm.data.length, fpgm.checksum);
  addEntry(TAG_GLYF, glyfAt, glyfLength, rangeChecksum(view, glyfAt, glyfLength));
  addEntry(TAG_HEAD, headAt, HEAD_LENGTH, rangeChecksum(view, headAt, HEAD_LENGTH));
  addEntry(TAG_HHEA, hheaAt, HHEA_LENGTH, rangeChecksum(view, hheaAt, HHEA_LENGTH));
  addEntry(TAG_HMTX, hmtxAt, hmtxLength, rangeChecksum(view, hmtxAt, hmtxLength));
  addEntry(TAG_LOCA, locaAt, locaLength, rangeChecksum(view, locaAt, locaLength));
  addEntry(TAG_MAXP, maxpAt, maxpLength, rangeChecksum(view, maxpAt, maxpLength));
  addEntry(TAG_POST, postAt, POST_LENGTH, rangeChecksum(view, postAt, POST_LENGTH));
  if (prep) addEntry(TAG_PREP, prepAt, prep.data.length, prep.checksum);
  // Tables start on 4-byte boundaries and their padding is zero, so the file's checksum is the
  // directory's plus the tables'.
  fileSum += rangeChecksum(view, 0, directoryLength);
  view.setUint32(headAt + 8, (CHECKSUM_MAGIC - fileSum) >>> 0);
  return { bytes: out, glyphIds: ids };
}

/** Bytes of one composite component record after its flags and glyph index. */
function componentLength(flags: number): number {
  let length = 4 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
  if (flags & WE_HAVE_A_SCALE) length += 2;
  else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) length += 4;
  else if (flags & WE_HAVE_A_TWO_BY_TWO) length += 8;
  return length;
}

function pad4(length: number): number {
  return (length + 3) & ~3;
}

function viewOf(data: Uint8Array): DataView {
  return new DataView(data.buffer, data.byteOffset, data.byteLength);
}

/** OpenType table checksum: the sum of big-endian uint32s, the last one zero-padded, modulo 2³². */
export function tableChecksum(data: Uint8Array): number {
  const view = viewOf(data);
  const whole = data.length & ~3;
  let sum = 0;
  for (let at = 0; at < whole; at += 4) sum += view.getUint32(at);
  let last = 0;
  for (let at = whole; at < data.length; at++) last |= data[at]! << (24 - (at - whole) * 8);
  return (sum + (last >>> 0)) >>> 0;
}

/** Checksum of a 4-byte-aligned range of the output, whose padding is already zero. */
function rangeChecksum(view: DataView, at: number, length: number): number {
  const end = at + pad4(length);
  let sum = 0;
  // Exact in a double up to 2^53, i.e. far beyond any font; reduced modulo 2^32 once at the end.
  for (let p = at; p < end; p += 4) sum += view.getUint32(p);
  return sum >>> 0;
}

function tagName(tag: number): string {
  return String.fromCharCode(tag >>> 24, (tag >>> 16) & 0xff, (tag >>> 8) & 0xff, tag & 0xff);
}

/** name ID 6 from a Windows (UTF-16BE) or Macintosh (ASCII) record; PostScript names are printable ASCII. */
function readPostscriptName(name: Uint8Array | undefined): string {
  if (!name || name.length < 6) return '';
  const view = viewOf(name);
  const count = view.getUint16(2);
  const storage = view.getUint16(4);
  let fallback = '';
  for (let i = 0; i < count && 6 + i * 12 + 12 <= name.length; i++) {
    const record = 6 + i * 12;
    if (view.getUint16(record + 6) !== 6) continue;
    const platform = view.getUint16(record);
    const length = view.getUint16(record + 8);
    const start = storage + view.getUint16(record + 10);
    if (start + length > name.length) continue;
    let text = '';
    if (platform === 3 || platform === 0) {
      for (let at = start; at + 1 < start + length; at += 2) text += String.fromCharCode(view.getUint16(at));
      return text;
    }
    if (platform === 1 && !fallback) {
      for (let at = start; at < start + length; at++) text += String.fromCharCode(name[at]!);
      fallback = text;
    }
  }
  return fallback;
}
