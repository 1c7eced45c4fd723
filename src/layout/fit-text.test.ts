/** shrinkToFit on fake metrics (proportional and not) and on a real catalog font. */
import { describe, expect, test } from 'bun:test';
import { fontMetrics } from '../fonts/font-registry.ts';
import type { FontFace } from './draw-document.ts';
import type { FontMetrics } from './font-metrics.ts';
import { oneLineSize, shrinkToFit } from './fit-text.ts';

const face: FontFace = { family: 'Fake', weight: 'regular', style: 'normal' };

/** Every character 0.5 em wide, plus `extra` points per word (not proportional to the size when set). */
function fakeMetrics(extra = 0): FontMetrics {
  return {
    widthOf: (text, _face, size) => ([...text].length * size) / 2 + (text ? extra : 0),
    ascent: (_face, size) => size * 0.8,
    descent: (_face, size) => size * 0.2,
    hasGlyph: () => true,
  };
}

function widestWord(text: string, size: number, metrics: FontMetrics, spacing = 0): number {
  return Math.max(...text.split(/\s+/).map((word) => metrics.widthOf(word, face, size) + spacing * [...word].length));
}

describe('shrinkToFit', () => {
  test('keeps the size when every word fits', () => {
    expect(shrinkToFit('Anna Nowak', face, 24, 14, 100, fakeMetrics())).toBe(24);
  });

  test('returns the minimum when even that is too wide', () => {
    expect(shrinkToFit('Szczepańska-Kovačević', face, 24, 14, 100, fakeMetrics())).toBe(14);
  });

  test('otherwise the largest size (to 0.01 pt) at which the widest word fits', () => {
    const metrics = fakeMetrics();
    // "Szczepańska-Kovačević" is 21 characters: 10.5 em; at 200 points wide, 19.04 pt.
    const size = shrinkToFit('Anna Szczepańska-Kovačević', face, 24, 10, 200, metrics);
    expect(size).toBe(19.04);
    expect(widestWord('Anna Szczepańska-Kovačević', size, metrics)).toBeLessThanOrEqual(200);
    expect(widestWord('Anna Szczepańska-Kovačević', size + 0.01, metrics)).toBeGreaterThan(200);
  });

  test('counts character spacing, which does not scale with the size', () => {
    const metrics = fakeMetrics();
    const size = shrinkToFit('KOWALSKA', face, 30, 8, 100, metrics, 2);
    expect(widestWord('KOWALSKA', size, metrics, 2)).toBeLessThanOrEqual(100);
    expect(widestWord('KOWALSKA', size + 0.01, metrics, 2)).toBeGreaterThan(100);
    expect(size).toBeLessThan(shrinkToFit('KOWALSKA', face, 30, 8, 100, metrics));
  });

  test('metrics not proportional to the size are still searched correctly', () => {
    const metrics = fakeMetrics(7);
    const size = shrinkToFit('Przedsiębiorczość i innowacje', face, 30, 6, 150, metrics);
    expect(size).toBeGreaterThan(6);
    expect(size).toBeLessThan(30);
    expect(widestWord('Przedsiębiorczość i innowacje', size, metrics)).toBeLessThanOrEqual(150);
    expect(widestWord('Przedsiębiorczość i innowacje', size + 0.01, metrics)).toBeGreaterThan(150);
  });

  test('on a real font, a long name shrinks until each of its words fits', () => {
    const bold: FontFace = { family: 'Inter', weight: 'bold', style: 'normal' };
    const name = 'Guðmundsdóttir Szczepańska-Kovačević';
    const size = shrinkToFit(name, bold, 28, 14, 180, fontMetrics);
    expect(size).toBeLessThan(28);
    expect(size).toBeGreaterThanOrEqual(14);
    for (const word of name.split(' ')) expect(fontMetrics.widthOf(word, bold, size)).toBeLessThanOrEqual(180);
    expect(fontMetrics.widthOf('Szczepańska-Kovačević', bold, size + 0.01)).toBeGreaterThan(180);
  });
});

describe('oneLineSize', () => {
  // 0.5 em per character plus a fixed 4 pt (an icon that does not scale, say).
  const widthAt = (size: number) => 20 * size * 0.5 + 4;

  test('keeps the size when the line fits', () => {
    expect(oneLineSize(widthAt, 10, 8, 200)).toBe(10);
  });

  test('otherwise the largest size (to 0.01 pt) at which the whole line fits', () => {
    const size = oneLineSize(widthAt, 10, 8, 94);
    expect(size).toBe(9);
    expect(oneLineSize(widthAt, 10, 8, 93.9)).toBe(8.99);
  });

  test('the minimum when even that is too wide (the caller wraps)', () => {
    expect(oneLineSize(widthAt, 10, 8, 60)).toBe(8);
  });
});
