/** The reading-order ground truth on a hand-made drawing: what names a section. */
import { expect, test } from 'bun:test';
import type { DrawDocument, TextItem } from '../../src/layout/draw-document.ts';
import { labelRuns } from './reading-order-check.ts';

function run(value: string, x: number, y: number, size: number, role: TextItem['role']): TextItem {
  return { kind: 'text', x, y, text: value, font: { family: 'Inter', weight: 'regular', style: 'normal' }, size, color: '#000000', width: value.length * 0.6 * size, role };
}

/** `capital` + `rest` as small caps draw them: two runs of two sizes, the second where the first ends. */
function smallCapsTitle(capital: string, rest: string, y: number): TextItem[] {
  const first = run(capital, 40, y, 12, 'H2');
  return [first, run(rest, 40 + first.width, y, 9.4, 'H2')];
}

test('a small-caps section title (abutting runs) names one section, so two titles sharing a capital are two sections', () => {
  const items = [...smallCapsTitle('S', 'UMMARY', 100), run('Backend engineer.', 40, 120, 10, 'P'), ...smallCapsTitle('S', 'KILLS', 160), run('TypeScript', 40, 180, 10, 'P')];
  const document: DrawDocument = {
    width: 595.28,
    height: 841.89,
    background: '#ffffff',
    pages: [{ items }],
    metadata: { title: '', author: '', subject: '', language: 'en', keywords: [] },
    images: {},
  };
  expect(labelRuns(document).map((labelled) => `${labelled.run.text} @ ${labelled.section}`)).toEqual([
    'SUMMARY @ main:SUMMARY',
    'Backend engineer. @ main:SUMMARY',
    'SKILLS @ main:SKILLS',
    'TypeScript @ main:SKILLS',
  ]);
});
