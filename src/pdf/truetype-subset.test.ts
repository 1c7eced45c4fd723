import { describe, expect, test } from 'bun:test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// fontkit 2 ships no type declarations; the test reads its glyphs' outlines and metrics.
// @ts-expect-error TS7016: no declaration file for 'fontkit'
import * as fontkitModule from 'fontkit';
import { fontCatalog } from '../catalog/fonts.ts';
import { fontFilePath } from '../fonts/font-registry.ts';
import type { FontFace } from '../layout/draw-document.ts';
import { readTrueType, subsetTrueType, type TrueTypeSource, tableChecksum } from './truetype-subset.ts';

interface KitGlyph {
  id: number;
  advanceWidth: number;
  path: { toSVG(): string };
  /** hmtx lookup alone: `advanceWidth` also decodes the glyph header, which for an empty last glyph at the end of the file (Carlito) reads past it. */
  _getTableMetrics(hmtx: unknown): { advance: number; bearing: number };
}
interface KitFont {
  numGlyphs: number;
  unitsPerEm: number;
  hmtx: unknown;
  postscriptName: string;
  getGlyph(id: number): KitGlyph;
  glyphForCodePoint(codePoint: number): KitGlyph;
  createSubset(): { includeGlyph(id: number): number; encode(): Uint8Array };
}
const fontkit = fontkitModule as unknown as { create(buffer: Uint8Array): KitFont };

interface Face {
  bytes: Uint8Array;
  source: TrueTypeSource;
  kit: KitFont;
}
const faces = new Map<string, Face>();
function face(family: string, weight: FontFace['weight'] = 'regular', style: FontFace['style'] = 'normal'): Face {
  const path = fontFilePath({ family, weight, style });
  let loaded = faces.get(path);
  if (!loaded) {
    const bytes = new Uint8Array(readFileSync(path));
    loaded = { bytes, source: readTrueType(bytes), kit: fontkit.create(readFileSync(path)) };
    faces.set(path, loaded);
  }
  return loaded;
}

/** Glyph 0 then the glyphs of `text`'s code points, each once, in order of first use. */
function glyphsOf(font: Face, text: string): number[] {
  const ids = [0];
  for (const character of text) {
    const id = font.kit.glyphForCodePoint(character.codePointAt(0)!).id;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

function isComposite(bytes: Uint8Array, source: TrueTypeSource, id: number): boolean {
  const start = source.glyphOffsets[id]!;
  return source.glyphOffsets[id + 1]! > start && (bytes[start]! & 0x80) !== 0;
}

/** Component glyph ids of a composite glyph's data. */
function componentsOf(data: Uint8Array): number[] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const components: number[] = [];
  let at = 10;
  let flags: number;
  do {
    flags = view.getUint16(at);
    components.push(view.getUint16(at + 2));
    at += 4 + (flags & 1 ? 4 : 2) + (flags & 8 ? 2 : flags & 0x40 ? 4 : flags & 0x80 ? 8 : 0);
  } while (flags & 0x20);
  return components;
}

interface Table {
  tag: string;
  checksum: number;
  offset: number;
  length: number;
  data: Uint8Array;
}

/** Reads a font file's directory and checks what every consumer relies on: order, alignment, checksums. */
function checkStructure(bytes: Uint8Array): Map<string, Table> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(view.getUint32(0)).toBe(0x00010000);
  const numTables = view.getUint16(4);
  const entrySelector = Math.floor(Math.log2(numTables));
  expect(view.getUint16(6)).toBe(2 ** entrySelector * 16);
  expect(view.getUint16(8)).toBe(entrySelector);
  expect(view.getUint16(10)).toBe(numTables * 16 - 2 ** entrySelector * 16);
  expect(bytes.length % 4).toBe(0);
  const tables = new Map<string, Table>();
  const tags: string[] = [];
  let end = 12 + numTables * 16;
  for (let i = 0; i < numTables; i++) {
    const entry = 12 + i * 16;
    const tag = String.fromCharCode(...bytes.subarray(entry, entry + 4));
    const offset = view.getUint32(entry + 8);
    const length = view.getUint32(entry + 12);
    expect(offset % 4).toBe(0);
    expect(offset).toBeGreaterThanOrEqual(end);
    end = offset + length;
    expect(end).toBeLessThanOrEqual(bytes.length);
    const data = bytes.slice(offset, offset + length);
    if (tag === 'head') data.fill(0, 8, 12); // the head checksum is taken with checkSumAdjustment 0
    expect({ tag, checksum: tableChecksum(data) }).toEqual({ tag, checksum: view.getUint32(entry + 4) });
    tags.push(tag);
    tables.set(tag, { tag, checksum: view.getUint32(entry + 4), offset, length, data: bytes.subarray(offset, offset + length) });
  }
  expect(tags).toEqual([...tags].sort());
  expect(tags).toEqual(expect.arrayContaining(['glyf', 'head', 'hhea', 'hmtx', 'loca', 'maxp', 'post']));
  // The whole file sums to the magic number once checkSumAdjustment is in.
  expect(tableChecksum(bytes)).toBe(0xb1b0afba);
  return tables;
}

/**
 * Everything a subset must keep: fontkit reads it back with the same glyph count, advances, side
 * bearings and outlines (composites resolved through their remapped components), the head/hhea/maxp/
 * post fields agree, and the source bytes are untouched.
 */
function expectFaithfulSubset(font: Face, requested: readonly number[]): { bytes: Uint8Array; glyphIds: number[]; tables: Map<string, Table> } {
  const before = font.bytes.slice();
  const { bytes, glyphIds } = subsetTrueType(font.source, requested);
  expect(font.bytes).toEqual(before);
  expect(glyphIds.slice(0, requested.length)).toEqual([...requested]);
  expect(new Set(glyphIds).size).toBe(glyphIds.length);

  const tables = checkStructure(bytes);
  const view = (tag: string) => {
    const table = tables.get(tag)!;
    return new DataView(table.data.buffer, table.data.byteOffset, table.data.byteLength);
  };
  expect(view('maxp').getUint16(4)).toBe(glyphIds.length);
  expect(view('hhea').getUint16(34)).toBe(glyphIds.length);
  expect(tables.get('hmtx')!.length).toBe(glyphIds.length * 4);
  const glyfLength = tables.get('glyf')!.length;
  const shortLoca = view('head').getInt16(50) === 0;
  expect(shortLoca).toBe(glyfLength <= 0x1fffe);
  expect(tables.get('loca')!.length).toBe((glyphIds.length + 1) * (shortLoca ? 2 : 4));
  expect(view('post').getUint32(0)).toBe(0x00030000);
  expect(tables.get('post')!.data.subarray(4, 16)).toEqual(font.source.post!.subarray(4, 16));

  const subset = fontkit.create(bytes);
  expect(subset.numGlyphs).toBe(glyphIds.length);
  expect(subset.unitsPerEm).toBe(font.kit.unitsPerEm);
  const glyf = tables.get('glyf')!;
  const loca = view('loca');
  for (let newId = 0; newId < glyphIds.length; newId++) {
    const oldId = glyphIds[newId]!;
    const original = font.kit.getGlyph(oldId);
    const copy = subset.getGlyph(newId);
    expect({ oldId, metrics: copy._getTableMetrics(subset.hmtx) }).toEqual({ oldId, metrics: original._getTableMetrics(font.kit.hmtx) });
    expect({ oldId, path: copy.path.toSVG() }).toEqual({ oldId, path: original.path.toSVG() });
    const start = shortLoca ? loca.getUint16(newId * 2) * 2 : loca.getUint32(newId * 4);
    const end = shortLoca ? loca.getUint16(newId * 2 + 2) * 2 : loca.getUint32(newId * 4 + 4);
    expect(start % 4).toBe(0);
    const oldLength = font.source.glyphOffsets[oldId + 1]! - font.source.glyphOffsets[oldId]!;
    expect(end - start).toBe((oldLength + 3) & ~3);
    if (isComposite(font.bytes, font.source, oldId)) {
      // Components are in the subset and the copy names them by their new ids.
      const oldComponents = componentsOf(font.bytes.subarray(font.source.glyphOffsets[oldId]!));
      const newComponents = componentsOf(glyf.data.subarray(start, end));
      expect(newComponents.map((id) => glyphIds[id])).toEqual(oldComponents);
    }
  }
  return { bytes, glyphIds, tables };
}

/**
 * A one-page PDF showing `cids` in `fontFile` embedded as the lead's writer will: Type0, Identity-H,
 * CIDFontType2 with CIDToGIDMap Identity; `oldIds[cid]` gives each CID's advance from the source.
 */
function pdfShowing(fontFile: Uint8Array, source: TrueTypeSource, cids: number[], oldIds: readonly number[]): Uint8Array {
  const widths = oldIds.map((id) => Math.round((source.advances[id]! * 1000) / source.unitsPerEm)).join(' ');
  const content = `BT /F1 14 Tf 10 30 Td <${cids.map((cid) => cid.toString(16).padStart(4, '0')).join('')}> Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 700 60] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /F /Encoding /Identity-H /DescendantFonts [6 0 R] >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /F /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor 7 0 R /W [0 [${widths}]] /CIDToGIDMap /Identity >>`,
    `<< /Type /FontDescriptor /FontName /F /Flags 32 /FontBBox [${source.bbox.join(' ')}] /ItalicAngle 0 /Ascent ${source.ascender} /Descent ${source.descender} /CapHeight 700 /StemV 80 /FontFile2 8 0 R >>`,
  ];
  const chunks: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const add = (chunk: Uint8Array | string) => {
    const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk;
    chunks.push(bytes);
    length += bytes.length;
  };
  add('%PDF-1.7\n');
  objects.forEach((object, index) => {
    offsets.push(length);
    add(`${index + 1} 0 obj\n${object}\nendobj\n`);
  });
  offsets.push(length);
  add(`8 0 obj\n<< /Length ${fontFile.length} /Length1 ${fontFile.length} >>\nstream\n`);
  add(fontFile);
  add('\nendstream\nendobj\n');
  const xref = length;
  add(`xref\n0 9\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`);
  add(`trailer\n<< /Size 9 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(chunks);
}

/** The page as a greyscale PGM, rendered by poppler. */
function render(pdf: Uint8Array): Buffer {
  const result = spawnSync('pdftoppm', ['-gray', '-r', '100', '-'], { input: pdf, maxBuffer: 1 << 24 });
  expect(result.stderr.toString()).toBe('');
  expect(result.status).toBe(0);
  return result.stdout;
}

/** Mulberry32: a small deterministic generator, so a failing property run can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const accented = 'Zażółć gęślą jaźń Ráðgjöf Þórður Größe ÅÄÖ åäö ÉÈÊË éèêë ñÑ çÇ őű ŠŽ šž ČĆĐ ȘȚ ăâî';
const cyrillicGreek = 'Привет, Ёжик йЙ — Ωμέγα ΐΰ άέήίόύώ';

describe('readTrueType', () => {
  test('reads every catalog face: glyph count, units per em, PostScript name and advances agree with fontkit', () => {
    for (const catalogFont of fontCatalog) {
      for (const weight of ['regular', 'bold'] as const) {
        for (const style of ['normal', 'italic'] as const) {
          const { source, kit } = face(catalogFont.family, weight, style);
          expect(source.numGlyphs).toBe(kit.numGlyphs);
          expect(source.unitsPerEm).toBe(kit.unitsPerEm);
          expect(source.postscriptName).toBe(kit.postscriptName);
          expect(source.glyphOffsets).toHaveLength(source.numGlyphs + 1);
          for (let id = 0; id < source.numGlyphs; id += id < source.numGlyphs - 20 ? 17 : 1) {
            const metrics = kit.getGlyph(id)._getTableMetrics(kit.hmtx);
            expect({ id, advance: source.advanceWidth(id), lsb: source.leftSideBearings[id] }).toEqual({ id, advance: metrics.advance, lsb: metrics.bearing });
          }
        }
      }
    }
  });

  test('glyphs past numberOfHMetrics take the last advance and their own left side bearing', () => {
    const font = face('Vollkorn');
    const { source, kit } = font;
    expect(source.numberOfHMetrics).toBeLessThan(source.numGlyphs);
    for (let id = source.numberOfHMetrics - 1; id < source.numGlyphs; id++) {
      expect(source.advances[id]).toBe(kit.getGlyph(id).advanceWidth);
      expect(source.leftSideBearings[id]).toBe(kit.getGlyph(id)._getTableMetrics(kit.hmtx).bearing);
    }
    expectFaithfulSubset(font, [...new Set([0, source.numGlyphs - 1, 1, source.numberOfHMetrics, source.numGlyphs - 2, source.numberOfHMetrics - 1])]);
  });

  test('reads the font descriptor figures', () => {
    const { source } = face('Inter', 'regular', 'italic');
    expect(source.italicAngle).toBeLessThan(0);
    expect(source.isFixedPitch).toBe(false);
    expect(source.capHeight).toBeGreaterThan(0);
    expect(source.ascender).toBeGreaterThan(0);
    expect(source.descender).toBeLessThan(0);
    expect(source.bbox[0]).toBeLessThan(source.bbox[2]);
    expect(source.bbox[1]).toBeLessThan(source.bbox[3]);
  });

  test('refuses CFF OpenType, collections, WOFF and files that are not fonts, saying why', () => {
    const header = (tag: string) => new Uint8Array([...tag].map((character) => character.charCodeAt(0)).concat(new Array(8).fill(0)));
    expect(() => readTrueType(header('OTTO'))).toThrow(/CFF.*OTTO/);
    expect(() => readTrueType(header('ttcf'))).toThrow(/collection/);
    expect(() => readTrueType(header('wOFF'))).toThrow(/WOFF/);
    expect(() => readTrueType(header('wOF2'))).toThrow(/WOFF/);
    expect(() => readTrueType(new TextEncoder().encode('%PDF-1.7 not a font'))).toThrow(/Not a TrueType font/);
    expect(() => readTrueType(new Uint8Array(4))).toThrow(/Not a TrueType font/);
    // A real font without its glyf table.
    const bytes = face('Inter').bytes.slice();
    const view = new DataView(bytes.buffer);
    for (let entry = 12; entry < 12 + view.getUint16(4) * 16; entry += 16) if (view.getUint32(entry) === 0x676c7966) view.setUint32(entry, 0x676c7978);
    expect(() => readTrueType(bytes)).toThrow(/no 'glyf' table/);
  });

  test('reads a font that sits inside a larger buffer', () => {
    const { bytes } = face('Source Serif 4');
    const padded = new Uint8Array(bytes.length + 13);
    padded.set(bytes, 13);
    const font = { ...face('Source Serif 4'), bytes: padded.subarray(13), source: readTrueType(padded.subarray(13)) };
    expectFaithfulSubset(font, glyphsOf(font, accented));
  });
});

describe('subsetTrueType', () => {
  const families = ['Inter', 'Vollkorn', 'Source Serif 4', 'Noto Sans', 'EB Garamond', 'Open Sans', 'Gentium Book Plus'];
  for (const family of families) {
    test(`${family}: accented Latin keeps its outlines, with composite components appended and remapped`, () => {
      const font = face(family);
      const requested = glyphsOf(font, `The quick brown fox, 2024 – ${accented}`);
      const { glyphIds } = expectFaithfulSubset(font, requested);
      // Accented letters are composites in these fonts, so components had to be appended.
      expect(requested.some((id) => isComposite(font.bytes, font.source, id))).toBe(true);
      expect(glyphIds.length).toBeGreaterThan(requested.length);
    });
  }

  for (const family of ['Noto Sans', 'EB Garamond', 'Inter']) {
    test(`${family}: Cyrillic and Greek (bold italic)`, () => {
      const font = face(family, 'bold', 'italic');
      expectFaithfulSubset(font, glyphsOf(font, cyrillicGreek));
    });
  }

  test('follows composites whose components are composites themselves', () => {
    let checked = 0;
    for (const family of families) {
      const font = face(family);
      const { bytes, source } = font;
      // The first glyph with a composite component, if the font has one.
      for (let id = 1; id < source.numGlyphs && checked < 6; id++) {
        if (!isComposite(bytes, source, id)) continue;
        const components = componentsOf(bytes.subarray(source.glyphOffsets[id]!));
        if (!components.some((component) => isComposite(bytes, source, component))) continue;
        const { glyphIds } = expectFaithfulSubset(font, [0, id]);
        for (const component of components) expect(glyphIds).toContain(component);
        checked++;
        break;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  test('a component already requested keeps its place and is not appended again', () => {
    const font = face('Vollkorn');
    const [notdef, eAcute] = glyphsOf(font, 'é');
    const components = componentsOf(font.bytes.subarray(font.source.glyphOffsets[eAcute!]!));
    const { glyphIds } = expectFaithfulSubset(font, [notdef!, ...components, eAcute!]);
    expect(glyphIds).toEqual([0, ...components, eAcute!]);
  });

  test('.notdef and an empty glyph (space): .notdef first, the space has no outline data', () => {
    const font = face('Inter');
    const [, space] = glyphsOf(font, ' ');
    const { tables } = expectFaithfulSubset(font, [0, space!]);
    const loca = new DataView(tables.get('loca')!.data.buffer, tables.get('loca')!.offset);
    expect(loca.getUint16(2)).toBeGreaterThan(0); // .notdef has an outline in Inter
    expect(loca.getUint16(4)).toBe(loca.getUint16(2)); // the space has none
  });

  test('short loca for a small subset, long loca once glyf passes 128 KiB', () => {
    const small = face('Noto Sans');
    const { tables: smallTables } = expectFaithfulSubset(small, glyphsOf(small, accented));
    expect(new DataView(smallTables.get('head')!.data.buffer, smallTables.get('head')!.offset).getInt16(50)).toBe(0);
    // Every glyph of Noto Sans: more than 128 KiB of outlines.
    const all = Array.from({ length: small.source.numGlyphs }, (_, id) => id);
    const { tables, glyphIds } = expectFaithfulSubset(small, all);
    expect(glyphIds).toEqual(all);
    expect(tables.get('glyf')!.length).toBeGreaterThan(0x1fffe);
    expect(new DataView(tables.get('head')!.data.buffer, tables.get('head')!.offset).getInt16(50)).toBe(1);
  });

  test('short loca with glyf at the largest size it can address, long loca one glyph past it', () => {
    const font = face('Noto Sans');
    const { source } = font;
    const padded = (id: number) => (source.glyphOffsets[id + 1]! - source.glyphOffsets[id]! + 3) & ~3;
    // Glyphs are padded to 4 bytes, so the largest glyf short loca (offset / 2 in a uint16) can address is 0x1FFFC.
    const largest = 0x1fffc;
    // Simple glyphs only, so no components are appended and the glyf size is known in advance: fill
    // to within about 300 bytes, then pick the glyph that makes up exactly the rest.
    const simple = Array.from({ length: source.numGlyphs - 1 }, (_, index) => index + 1).filter((id) => padded(id) > 0 && !isComposite(font.bytes, source, id));
    const ids = [0];
    const rest: number[] = [];
    let total = padded(0);
    for (const id of simple) {
      if (total + padded(id) <= largest - 300) {
        ids.push(id);
        total += padded(id);
      } else rest.push(id);
    }
    const last = rest.find((id) => padded(id) === largest - total);
    expect(last).toBeDefined();
    ids.push(last!);
    const below = expectFaithfulSubset(font, ids);
    expect(below.tables.get('glyf')!.length).toBe(largest);
    expect(new DataView(below.tables.get('head')!.data.buffer, below.tables.get('head')!.offset).getInt16(50)).toBe(0);
    const above = expectFaithfulSubset(font, [...ids, rest.find((id) => id !== last)!]);
    expect(new DataView(above.tables.get('head')!.data.buffer, above.tables.get('head')!.offset).getInt16(50)).toBe(1);
  });

  // Between them these faces use every component flag: argument words, a scale, x and y scales, a
  // 2 × 2 matrix, instructions after the last component, and composites of composites.
  for (const family of ['Noto Sans Display', 'Source Sans 3', 'Roboto']) {
    test(`${family}: every glyph in reverse order, so every composite is rewritten`, () => {
      const font = face(family);
      const ids = [0];
      for (let id = font.source.numGlyphs - 1; id > 0; id--) ids.push(id);
      const { glyphIds } = expectFaithfulSubset(font, ids);
      expect(glyphIds).toEqual(ids);
    });
  }

  test('keeps cvt , fpgm and prep when the source has them', () => {
    const font = face('Roboto');
    expect(font.source.copiedTables).toHaveLength(3);
    const { tables } = expectFaithfulSubset(font, glyphsOf(font, accented));
    for (const tag of ['cvt ', 'fpgm', 'prep']) expect(tables.has(tag)).toBe(true);
    expect([...tables.keys()]).toEqual(['cvt ', 'fpgm', 'glyf', 'head', 'hhea', 'hmtx', 'loca', 'maxp', 'post', 'prep']);
  });

  test('refuses ids out of range, repeated ids and a first glyph other than .notdef', () => {
    const { source } = face('Inter');
    expect(() => subsetTrueType(source, [0, source.numGlyphs])).toThrow(RangeError);
    expect(() => subsetTrueType(source, [0, source.numGlyphs])).toThrow(/out of range/);
    expect(() => subsetTrueType(source, [0, -1])).toThrow(/out of range/);
    expect(() => subsetTrueType(source, [0, 1.5])).toThrow(/out of range/);
    expect(() => subsetTrueType(source, [0, Number.NaN])).toThrow(/out of range/);
    expect(() => subsetTrueType(source, [0, 5, 5])).toThrow(/listed twice/);
    expect(() => subsetTrueType(source, [5, 0])).toThrow(/must be 0/);
    expect(() => subsetTrueType(source, [])).toThrow(/must be 0/);
    expect(() => source.advanceWidth(source.numGlyphs)).toThrow(/out of range/);
  });

  test('same input, same bytes', () => {
    const font = face('EB Garamond');
    const ids = glyphsOf(font, accented);
    expect(subsetTrueType(font.source, ids).bytes).toEqual(subsetTrueType(font.source, ids).bytes);
  });

  test('property: random glyph sets of several fonts (seeded) stay faithful', () => {
    const next = random(0x5eed14);
    const picks: Array<[string, FontFace['weight'], FontFace['style']]> = [
      ['Inter', 'regular', 'normal'],
      ['Vollkorn', 'regular', 'italic'],
      ['Noto Sans', 'bold', 'normal'],
      ['EB Garamond', 'regular', 'normal'],
      ['Source Serif 4', 'bold', 'italic'],
      ['Tinos', 'regular', 'normal'],
      ['Carlito', 'bold', 'italic'],
      ['Alegreya', 'regular', 'normal'],
    ];
    for (const [family, weight, style] of picks) {
      const font = face(family, weight, style);
      for (let round = 0; round < 3; round++) {
        const size = 1 + Math.floor(next() * 250);
        const ids = new Set([0]);
        while (ids.size < size) ids.add(Math.floor(next() * font.source.numGlyphs));
        expectFaithfulSubset(font, [...ids]);
      }
    }
  });

  const pdftoppm = spawnSync('pdftoppm', ['-v']).status === 0;
  test.skipIf(!pdftoppm)('poppler (pdftoppm) draws text in a subset exactly as in the whole font, as CIDFontType2 with CIDToGIDMap Identity', () => {
    const text = `${accented} ${cyrillicGreek}`;
    for (const [family, weight, style] of [
      ['Vollkorn', 'regular', 'normal'],
      ['Source Serif 4', 'bold', 'italic'],
      ['Noto Sans Display', 'regular', 'normal'],
      ['Roboto', 'regular', 'normal'],
    ] as const) {
      const font = face(family, weight, style);
      const oldIds = [...text].map((character) => font.kit.glyphForCodePoint(character.codePointAt(0)!).id);
      const subset = subsetTrueType(font.source, glyphsOf(font, text));
      const newIds = oldIds.map((id) => subset.glyphIds.indexOf(id));
      const whole = render(
        pdfShowing(
          font.bytes,
          font.source,
          oldIds,
          Array.from({ length: font.source.numGlyphs }, (_, id) => id),
        ),
      );
      const part = render(pdfShowing(subset.bytes, font.source, newIds, subset.glyphIds));
      expect(whole.some((pixel) => pixel < 128)).toBe(true);
      expect({ family, same: Buffer.compare(part, whole) === 0 }).toEqual({ family, same: true });
    }
  });

  const fcScan = spawnSync('fc-scan', ['--version']).status === 0;
  test.skipIf(!fcScan)('FreeType (fc-scan) loads the subsets as scalable TrueType', () => {
    const folder = mkdtempSync(join(tmpdir(), 'truetype-subset-'));
    try {
      for (const family of ['Inter', 'Vollkorn', 'Roboto', 'Noto Sans']) {
        const font = face(family);
        const file = join(folder, `${family}.ttf`);
        writeFileSync(file, subsetTrueType(font.source, glyphsOf(font, `${accented} ${cyrillicGreek}`)).bytes);
        const scan = spawnSync('fc-scan', ['--format', '%{fontformat}|%{outline}|%{scalable}\n', file], { encoding: 'utf8' });
        expect({ family, out: scan.stdout.trim(), status: scan.status }).toEqual({ family, out: 'TrueType|True|True', status: 0 });
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
