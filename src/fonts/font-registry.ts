/**
 * The catalog's 84 faces (21 families × regular/bold × normal/italic) as static TTFs from the
 * `@expo-google-fonts/*` packages, parsed with fontkit once per process, and the FontMetrics the
 * layout measures with. Widths are plain sums of per-code-point advance widths (no kerning, no
 * ligatures): the PDF writer draws exactly those glyphs at exactly those advances.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
// fontkit 2 ships no type declarations; the part used here is typed by FontkitFont below.
// @ts-expect-error TS7016: no declaration file for 'fontkit'
import * as fontkitModule from 'fontkit';
import { findFont } from '../catalog/fonts.ts';
import { BmpTable, UNKNOWN } from './bmp-table.ts';
import { isInvisible } from './invisible.ts';
import { readTrueType, type TrueTypeSource } from '../pdf/truetype-subset.ts';
import type { FontFace } from '../layout/draw-document.ts';
import type { FontMetrics } from '../layout/font-metrics.ts';

/** The part of a fontkit Glyph this codebase reads. */
export interface FontkitGlyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}

/** The part of a fontkit Font this codebase reads (fontkit has no type declarations of its own). */
export interface FontkitFont {
  postscriptName: string;
  familyName: string;
  unitsPerEm: number;
  ascent: number;
  descent: number;
  numGlyphs: number;
  glyphForCodePoint(codePoint: number): FontkitGlyph;
  hasGlyphForCodePoint(codePoint: number): boolean;
  layout(text: string, features?: unknown): unknown;
  'OS/2'?: { typoAscender: number; typoDescender: number; fsSelection?: { useTypoMetrics?: boolean } };
}

const fontkit = fontkitModule as unknown as { create(buffer: Uint8Array, postscriptName?: string): FontkitFont };
const requireFromHere = createRequire(import.meta.url);

interface LoadedFace {
  key: string;
  path: string;
  /** The TTF file's bytes (the PDF writer subsets them). */
  bytes: Uint8Array;
  font: FontkitFont;
  /** The file's own tables (hmtx advances, head, OS/2), read on first use: the layout's advances and the PDF writer's subsets. */
  source: TrueTypeSource | undefined;
  unitsPerEm: number;
  /** Advance widths in font units for the Basic Multilingual Plane, filled lazily. */
  bmpAdvances: BmpTable;
  astralAdvances: Map<number, number>;
  ascentUnits: number;
  descentUnits: number;
}

/** Faces by exact family string, then by weight/style index: the hot path does no string building. */
const facesByFamily = new Map<string, Array<LoadedFace | undefined>>();
const pathsByKey = new Map<string, string>();

/** A stable name for a face, such as `Inter-bold-italic` or `Open Sans-regular-normal`. */
export function fontKey(face: FontFace): string {
  return `${face.family}-${face.weight}-${face.style}`;
}

/** The TTF file of a face; throws for a family outside the 21-font catalog. */
export function fontFilePath(face: FontFace): string {
  const key = fontKey(face);
  const known = pathsByKey.get(key);
  if (known) return known;
  const catalogFont = findFont(face.family);
  if (!catalogFont) throw new Error(`Unknown font family "${face.family}": not one of the 21 catalog fonts (assets/fonts.json)`);
  if (face.weight !== 'regular' && face.weight !== 'bold') throw new Error(`Unknown font weight "${String(face.weight)}" for ${face.family}`);
  if (face.style !== 'normal' && face.style !== 'italic') throw new Error(`Unknown font style "${String(face.style)}" for ${face.family}`);
  const packageRoot = dirname(requireFromHere.resolve(`${catalogFont.package}/package.json`));
  const folder = join(packageRoot, `${face.weight === 'bold' ? '700Bold' : '400Regular'}${face.style === 'italic' ? '_Italic' : ''}`);
  const file = readdirSync(folder).find((name) => name.endsWith('.ttf'));
  if (!file) throw new Error(`No .ttf file in ${folder} for ${key}`);
  const path = join(folder, file);
  pathsByKey.set(key, path);
  return path;
}

/** The parsed fontkit Font of a face, loaded on first use and kept for the life of the process. */
export function loadFont(face: FontFace): FontkitFont {
  return loadedFace(face).font;
}

/** The bytes of a face's TTF file, read once with its fontkit Font. */
export function fontFileBytes(face: FontFace): Uint8Array {
  return loadedFace(face).bytes;
}

/** A face's TrueType tables as read by readTrueType, once per process. */
export function trueTypeSource(face: FontFace): TrueTypeSource {
  return sourceOf(loadedFace(face));
}

function sourceOf(face: LoadedFace): TrueTypeSource {
  face.source ??= readTrueType(face.bytes);
  return face.source;
}

function loadedFace(face: FontFace): LoadedFace {
  const variants = facesByFamily.get(face.family);
  const index = (face.weight === 'bold' ? 2 : face.weight === 'regular' ? 0 : 4) + (face.style === 'italic' ? 1 : face.style === 'normal' ? 0 : 4);
  const cached = variants?.[index];
  // An invalid weight or style gives an index past the four slots: the slow path reports it.
  return cached ?? loadFace(face, index, variants);
}

function loadFace(face: FontFace, index: number, variants: Array<LoadedFace | undefined> | undefined): LoadedFace {
  const path = fontFilePath(face);
  const bytes = new Uint8Array(readFileSync(path));
  const font = fontkit.create(bytes);
  if (typeof font.glyphForCodePoint !== 'function') throw new Error(`${path} is a font collection, not a single static font`);
  const os2 = font['OS/2'];
  // Fonts that set USE_TYPO_METRICS ask for the typographic ascender/descender; others mean hhea.
  const useTypo = Boolean(os2?.fsSelection?.useTypoMetrics);
  const loaded: LoadedFace = {
    key: fontKey(face),
    path,
    bytes,
    font,
    source: undefined,
    unitsPerEm: font.unitsPerEm,
    bmpAdvances: new BmpTable(),
    astralAdvances: new Map(),
    ascentUnits: useTypo && os2 ? os2.typoAscender : font.ascent,
    descentUnits: Math.abs(useTypo && os2 ? os2.typoDescender : font.descent),
  };
  if (!variants) {
    variants = [undefined, undefined, undefined, undefined];
    facesByFamily.set(face.family, variants);
  }
  variants[index] = loaded;
  return loaded;
}

/**
 * The advance of a code point the layout has not measured yet: its glyph's, from the font's hmtx as
 * the PDF writer reads it, or 0 for an invisible character the font has no glyph for (the writer
 * does not draw those: a box would show). Not fontkit's glyph.advanceWidth: that decodes the glyph
 * outline and throws on some fonts' empty glyphs (Carlito's no-break space: "Out of bounds access").
 */
function lookUpAdvance(face: LoadedFace, codePoint: number): number {
  const id = face.font.glyphForCodePoint(codePoint).id;
  return id === 0 && isInvisible(codePoint) ? 0 : sourceOf(face).advanceWidth(id);
}

function astralAdvance(face: LoadedFace, codePoint: number): number {
  let advance = face.astralAdvances.get(codePoint);
  if (advance === undefined) {
    advance = lookUpAdvance(face, codePoint);
    face.astralAdvances.set(codePoint, advance);
  }
  return advance;
}

/** Sum of advance widths of `text` in font units: integers, so widths of concatenations add up. */
function advanceUnits(face: LoadedFace, text: string): number {
  const table = face.bmpAdvances;
  let total = 0;
  for (let index = 0, length = text.length; index < length; index++) {
    const unit = text.charCodeAt(index);
    if (unit >= 0xd800 && unit <= 0xdbff && index + 1 < length) {
      const low = text.charCodeAt(index + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        total += astralAdvance(face, ((unit - 0xd800) << 10) + (low - 0xdc00) + 0x10000);
        index++;
        continue;
      }
    }
    let advance = table.get(unit);
    if (advance === UNKNOWN) {
      advance = lookUpAdvance(face, unit);
      table.set(unit, advance);
    }
    total += advance;
  }
  return total;
}

/** FontMetrics over the catalog fonts, for the layout engine. */
export const fontMetrics: FontMetrics = {
  widthOf(text, face, size) {
    const loaded = loadedFace(face);
    return (advanceUnits(loaded, text) * size) / loaded.unitsPerEm;
  },
  ascent(face, size) {
    const loaded = loadedFace(face);
    return (loaded.ascentUnits * size) / loaded.unitsPerEm;
  },
  descent(face, size) {
    const loaded = loadedFace(face);
    return (loaded.descentUnits * size) / loaded.unitsPerEm;
  },
  hasGlyph(face, codePoint) {
    return loadedFace(face).font.hasGlyphForCodePoint(codePoint);
  },
};
