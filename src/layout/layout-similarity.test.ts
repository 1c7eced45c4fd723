import { describe, expect, test } from 'bun:test';
import { sampleResumeContent } from '../resumes/sample-resume.ts';
import { layoutResume } from './layout-resume.ts';
import { testLayoutOptions, type StyleOverride, type TestLayoutSettings } from './test-layout-options.ts';
import type { DrawDocument, DrawItem } from './draw-document.ts';
import { documentProfile, layoutSimilarity } from './layout-similarity.ts';

/** The sample resume in the engine tests' fixed design (no catalogue template's choices). */
function sampleIn(style: StyleOverride, settings: TestLayoutSettings): DrawDocument {
  return layoutResume(sampleResumeContent(), testLayoutOptions(style, settings));
}

/** `document` with every item of page 1 moved by `transform`. */
function withItems(document: DrawDocument, transform: (item: DrawItem) => DrawItem): DrawDocument {
  const [first] = document.pages;
  if (!first) throw new Error('no page');
  return { ...document, pages: [{ items: first.items.map(transform) }] };
}

/** Left and right swapped: the sidebar of a two-column page moves to the other side. */
function mirrored(document: DrawDocument): DrawDocument {
  const flip = (x: number) => document.width - x;
  return withItems(document, (item) => {
    switch (item.kind) {
      case 'line':
        return { ...item, x1: flip(item.x1), x2: flip(item.x2) };
      case 'text':
      case 'rect':
      case 'image':
        return { ...item, x: flip(item.x + item.width) };
      case 'path':
        return { ...item, commands: item.commands.map((command) => command.map((value, index) => (index % 2 === 1 ? flip(value as number) : value)) as typeof command) };
    }
  });
}

/** Everything moved down by `points`, as a taller header would. */
function shiftedDown(document: DrawDocument, points: number): DrawDocument {
  return withItems(document, (item) => {
    switch (item.kind) {
      case 'line':
        return { ...item, y1: item.y1 + points, y2: item.y2 + points };
      case 'path':
        return { ...item, commands: item.commands.map((command) => command.map((value, index) => (index > 0 && index % 2 === 0 ? (value as number) + points : value)) as typeof command) };
      default:
        return { ...item, y: item.y + points };
    }
  });
}

describe('layoutSimilarity', () => {
  const sidebar = sampleIn({ columns: { fill: 'tint', side: 'left' } }, { layoutType: 'two-column-sidebar' });
  const singleColumn = sampleIn({}, { layoutType: 'single-column' });

  test('a page is identical to itself', () => {
    const profile = documentProfile(sidebar);
    expect(layoutSimilarity(profile, profile)).toBeCloseTo(1, 6);
  });

  test('is symmetric', () => {
    const [a, b] = [documentProfile(sidebar), documentProfile(singleColumn)];
    expect(layoutSimilarity(a, b)).toBeCloseTo(layoutSimilarity(b, a), 6);
  });

  test('the same page with its sidebar on the other side is another layout', () => {
    const similarity = layoutSimilarity(documentProfile(sidebar), documentProfile(mirrored(sidebar)));
    expect(similarity).toBeLessThan(0.6);
  });

  test('a sidebar layout and a single-column one are far apart', () => {
    expect(layoutSimilarity(documentProfile(sidebar), documentProfile(singleColumn))).toBeLessThan(0.4);
  });

  test('forgives vertical drift: the same page moved down 24 pt stays alike', () => {
    expect(layoutSimilarity(documentProfile(sidebar), documentProfile(shiftedDown(sidebar, 24)))).toBeGreaterThan(0.9);
  });

  test('ignores artifacts (page numbers) and rectangles in the page colour', () => {
    const extras: DrawItem[] = [
      { kind: 'text', x: 280, y: 820, text: '1/2', font: { family: 'Inter', weight: 'regular', style: 'normal' }, size: 9, color: '#000000', width: 20, role: 'Artifact' },
      { kind: 'rect', x: 0, y: 0, width: 600, height: 400, fill: singleColumn.background },
    ];
    const [first] = singleColumn.pages;
    const withExtras = { ...singleColumn, pages: [{ items: [...(first?.items ?? []), ...extras] }] };
    expect(layoutSimilarity(documentProfile(singleColumn), documentProfile(withExtras))).toBeCloseTo(1, 6);
  });

  test('an empty page is like an empty page, and the missing page is an error', () => {
    const empty = { ...singleColumn, pages: [{ items: [] }] };
    expect(layoutSimilarity(documentProfile(empty), documentProfile(empty))).toBe(1);
    expect(() => documentProfile(singleColumn, 5)).toThrow(RangeError);
  });
});
