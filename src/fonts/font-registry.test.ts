import { describe, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { fontCatalog } from '../catalog/fonts.ts';
import type { FontFace } from '../layout/draw-document.ts';
import { fontFilePath, fontKey, fontMetrics, loadFont } from './font-registry.ts';

const allFaces: FontFace[] = fontCatalog.flatMap((font) =>
  (['regular', 'bold'] as const).flatMap((weight) => (['normal', 'italic'] as const).map((style) => ({ family: font.family, weight, style }))),
);

/** Letters of the 14 locales, in both cases, and of names common among their speakers. */
const alphabets: Record<string, string> = {
  basic: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  punctuation: `.,;:!?¿¡'"()[]{}/\\|@#&%*+-=_<>~$£¥§°©®™ «»„‚–—•·“”‘’€…`,
  de: 'äöüßÄÖÜ',
  es: 'áéíóúüñÁÉÍÓÚÜÑ',
  fr: 'àâæçéèêëîïôœùûüÿÀÂÆÇÉÈÊËÎÏÔŒÙÛÜŸ',
  it: 'àèéìíîòóùúÀÈÉÌÍÎÒÓÙÚ',
  nl: 'éëïöüÉËÏÖÜ',
  pl: 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ',
  pt: 'ãáâàçéêíóôõúÃÁÂÀÇÉÊÍÓÔÕÚ',
  is: 'áéíóúýþæöðÁÉÍÓÚÝÞÆÖÐ',
  fi: 'äöåšžÄÖÅŠŽ',
  sv: 'åäöÅÄÖ',
  no: 'æøåÆØÅ',
  da: 'æøåÆØÅ',
  et: 'äöüõšžÄÖÜÕŠŽ',
  names: 'őűŐŰčćđšžČĆĐŠŽřěůňťďŘĚŮŇŤĎğışİŞăâîșțĂÂÎȘȚ',
};
const requiredCharacters = [...new Set([...Object.values(alphabets).join('')])];

describe('font registry', () => {
  test("the brief's characters are part of the checked set", () => {
    const brief = 'þðæøåõßłżźśćńőűšžčąęäöüéèêàçñíóúÞÐÆØÅÕŁŻŐŠŽĄĘÄÖÜÉÑ–—•·“”‘’€…';
    expect([...brief].filter((character) => !requiredCharacters.includes(character))).toEqual([]);
  });

  test('all 84 faces resolve to a TTF file and load', () => {
    expect(allFaces).toHaveLength(84);
    for (const face of allFaces) {
      const path = fontFilePath(face);
      expect(path.endsWith('.ttf')).toBe(true);
      expect(existsSync(path)).toBe(true);
      const font = loadFont(face);
      expect(font.unitsPerEm).toBeGreaterThan(0);
      expect(font.numGlyphs).toBeGreaterThan(200);
    }
  });

  test('the parsed font is cached: the same object every time', () => {
    const face: FontFace = { family: 'Roboto', weight: 'bold', style: 'italic' };
    expect(loadFont(face)).toBe(loadFont({ ...face }));
  });

  test('each face is the one asked for (bold and italic files, not the regular one four times)', () => {
    const postscriptNames = new Set(allFaces.map((face) => loadFont(face).postscriptName));
    expect(postscriptNames.size).toBe(84);
    const boldItalic = loadFont({ family: 'Source Serif 4', weight: 'bold', style: 'italic' }).postscriptName;
    expect(boldItalic).toMatch(/bold/i);
    expect(boldItalic).toMatch(/italic/i);
  });

  test('every face has a glyph for every character of the 14 locales and common names', () => {
    const gaps: string[] = [];
    for (const face of allFaces) {
      const missing = requiredCharacters.filter((character) => !fontMetrics.hasGlyph(face, character.codePointAt(0)!));
      if (missing.length > 0) gaps.push(`${fontKey(face)}: ${missing.join(' ')}`);
    }
    expect(gaps).toEqual([]);
  });

  test('hasGlyph is false for a code point no catalog font covers', () => {
    expect(fontMetrics.hasGlyph({ family: 'Inter', weight: 'regular', style: 'normal' }, 0x4e2d)).toBe(false); // 中
  });

  test('fontKey is stable and distinguishes the four faces', () => {
    expect(fontKey({ family: 'Inter', weight: 'bold', style: 'italic' })).toBe('Inter-bold-italic');
    expect(new Set(allFaces.map(fontKey)).size).toBe(84);
  });

  test('widthOf is additive, scales with size, and is zero for the empty string', () => {
    const texts = ['Þórður Guðmundsson', ' — ', 'Łódź, Gdańsk • Straße', '“quoted” …', '𝐀 astral'];
    for (const face of allFaces) {
      for (const left of texts) {
        for (const right of texts) {
          const whole = fontMetrics.widthOf(left + right, face, 11);
          expect(whole).toBeCloseTo(fontMetrics.widthOf(left, face, 11) + fontMetrics.widthOf(right, face, 11), 9);
        }
      }
      expect(fontMetrics.widthOf('Résumé', face, 20)).toBeCloseTo(2 * fontMetrics.widthOf('Résumé', face, 10), 9);
      expect(fontMetrics.widthOf('', face, 10)).toBe(0);
    }
  });

  test('widthOf is the sum of the glyph advances fontkit reports', () => {
    const face: FontFace = { family: 'Tinos', weight: 'regular', style: 'normal' };
    const font = loadFont(face);
    const text = 'Wolfgang Ætlar — €1 000';
    const expected = [...text].reduce((sum, character) => sum + font.glyphForCodePoint(character.codePointAt(0)!).advanceWidth, 0);
    expect(fontMetrics.widthOf(text, face, 12)).toBeCloseTo((expected * 12) / font.unitsPerEm, 9);
    // Tinos has Times New Roman's metrics: a space is 0.25 em.
    expect(fontMetrics.widthOf(' ', face, 12)).toBeCloseTo(3, 6);
  });

  test("every face measures the spaces a resume may hold, no-break space included (fontkit threw on Carlito's)", () => {
    const spaces = ['\u00a0', '\u2009', '\u202f', '\u2007', ' '];
    for (const face of allFaces) {
      for (const space of spaces) {
        const width = fontMetrics.widthOf(`5${space}000`, face, 10);
        expect({ face: fontKey(face), space: space.codePointAt(0), ok: Number.isFinite(width) && width > fontMetrics.widthOf('5000', face, 10) - 1e-9 }).toEqual({
          face: fontKey(face),
          space: space.codePointAt(0),
          ok: true,
        });
      }
    }
  });

  test('bold is wider than regular for the same text in most families', () => {
    const text = 'Experienced software engineer, Reykjavík 2019–2024';
    const wider = fontCatalog.filter(
      (font) => fontMetrics.widthOf(text, { family: font.family, weight: 'bold', style: 'normal' }, 10) > fontMetrics.widthOf(text, { family: font.family, weight: 'regular', style: 'normal' }, 10),
    );
    expect(wider.length).toBeGreaterThanOrEqual(18);
  });

  test('ascent and descent are positive and plausible', () => {
    for (const face of allFaces) {
      const ascent = fontMetrics.ascent(face, 10);
      const descent = fontMetrics.descent(face, 10);
      expect(ascent).toBeGreaterThan(6);
      expect(ascent).toBeLessThan(13);
      expect(descent).toBeGreaterThan(1);
      expect(descent).toBeLessThan(6);
    }
  });

  test('an unknown family throws a clear error', () => {
    const face: FontFace = { family: 'Comic Sans MS', weight: 'regular', style: 'normal' };
    expect(() => loadFont(face)).toThrow(/Unknown font family "Comic Sans MS"/);
    expect(() => fontMetrics.widthOf('x', face, 10)).toThrow(/Unknown font family/);
    expect(() => fontFilePath(face)).toThrow(/Unknown font family/);
  });

  test('an invalid weight throws instead of falling back to another face', () => {
    const face = { family: 'Inter', weight: 'semibold', style: 'normal' } as unknown as FontFace;
    expect(() => fontMetrics.widthOf('x', face, 10)).toThrow(/Unknown font weight/);
  });
});
