/** The glyph check with a fake font: what it refuses, in which order, and that fonts are asked once per character. */
import { describe, expect, test } from 'bun:test';
import type { FontFace } from '../layout/draw-document.ts';
import type { FontMetrics } from '../layout/font-metrics.ts';
import { assertGlyphs } from './glyph-check.ts';

/** A font family whose bold face lacks "ß" and whose faces all lack emoji; counts the questions. */
function fakeMetrics() {
  const asked: Array<[string, number]> = [];
  const metrics = {
    hasGlyph(face: FontFace, codePoint: number) {
      asked.push([face.weight, codePoint]);
      if (codePoint > 0xffff) return false;
      return !(face.weight === 'bold' && codePoint === 0xdf);
    },
  } as FontMetrics;
  return { metrics, asked };
}

const faces: FontFace[] = [
  { family: 'Fake', weight: 'regular', style: 'normal' },
  { family: 'Fake', weight: 'bold', style: 'normal' },
];

describe('assertGlyphs', () => {
  test('characters any face lacks are a 422 naming them in order of appearance', () => {
    const { metrics } = fakeMetrics();
    let error: unknown;
    try {
      assertGlyphs(['Straße 🚀', 'Ship 🚀 now'], faces, metrics);
    } catch (caught) {
      error = caught;
    }
    expect(error).toMatchObject({ code: 'unprocessable' });
    expect((error as Error).message).toContain('ß (U+00DF), 🚀 (U+1F680)');
  });

  test('each face is asked about each character once; a repeated check asks nothing', () => {
    const { metrics, asked } = fakeMetrics();
    assertGlyphs(['Hello, world', 'Hello again\n'], faces, metrics);
    const first = asked.length;
    expect(first).toBe(new Set('Hello, worldagin').size * faces.length);
    assertGlyphs(['Hello again, world'], faces, metrics);
    expect(asked.length).toBe(first);
  });
});
