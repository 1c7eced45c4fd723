/** layoutResume's page-level decisions: page numbers on one page, columns that widen, the name first. */
import { describe, expect, test } from 'bun:test';
import { layoutResume } from './layout-resume.ts';
import { testLayoutOptions, type StyleOverride } from './test-layout-options.ts';
import type { Sections } from '../domain/resume.ts';
import type { DrawDocument, TextItem } from './draw-document.ts';

const texts = (document: DrawDocument, page = 0) => document.pages[page]!.items.filter((item): item is TextItem => item.kind === 'text');

/** Laid out in the engine tests' fixed design (test-layout-options.ts) with `style` overridden: no catalogue template's choices. */
function layout(
  style: StyleOverride,
  sections: Sections,
  overrides: { pageNumbering?: 'fraction'; numberSinglePage?: boolean; layoutType?: 'single-column' | 'two-column-sidebar' } = {},
): DrawDocument {
  const { layoutType, ...settings } = overrides;
  return layoutResume({ title: 'Test', sections }, { ...testLayoutOptions(style, { layoutType }), ...settings });
}

/** A sidebar filled with the tint, on the left or on the right. */
const tintedSidebar = (side: 'left' | 'right'): StyleOverride => ({ columns: { fill: 'tint', side } });

const job = (index: number) => ({
  title: `Engineer ${index}`,
  company: `Company ${index}`,
  startDate: '2020-01',
  endDate: '2021-01',
  highlights: Array.from({ length: 6 }, (_, bullet) => `Delivered outcome ${bullet} of a project that mattered to the business and its customers.`),
});

describe('layoutResume', () => {
  test('a one-page document has no page number unless the caller asked for numbering', () => {
    const sections: Sections = { header: { name: 'Ana Lima' }, summary: 'Short.' };
    expect(texts(layout({}, sections, { layoutType: 'single-column', pageNumbering: 'fraction' })).some((item) => item.role === 'Artifact')).toBe(false);
    expect(texts(layout({}, sections, { layoutType: 'single-column', pageNumbering: 'fraction', numberSinglePage: true })).some((item) => item.text === '1/1')).toBe(true);
  });

  test('a document of several pages is numbered by the template default', () => {
    const document = layout({}, { header: { name: 'Ana Lima' }, experience: Array.from({ length: 8 }, (_, index) => job(index)) }, { layoutType: 'single-column', pageNumbering: 'fraction' });
    expect(document.pages.length).toBeGreaterThan(1);
    expect(texts(document).some((item) => item.text === `1/${document.pages.length}`)).toBe(true);
  });

  test('with nothing for the side column, a filled sidebar template uses the whole width and draws no empty column', () => {
    const document = layout(tintedSidebar('right'), { header: { name: 'Ana Lima' }, experience: [job(1)] });
    const widest = Math.max(...texts(document).map((item) => item.x + item.width));
    const narrow = layout(tintedSidebar('right'), { header: { name: 'Ana Lima' }, experience: [job(1)], skills: ['Go'] });
    expect(widest).toBeGreaterThan(
      Math.max(
        ...texts(narrow)
          .filter((item) => item.role === 'LI')
          .map((item) => item.x + item.width),
      ),
    );
    expect(document.pages[0]!.items.some((item) => item.kind === 'rect' && item.height > 500)).toBe(false);
  });

  test('pages after the side column ends give the main column the whole width', () => {
    const document = layout(tintedSidebar('left'), { header: { name: 'Ana Lima' }, skills: ['Go'], experience: Array.from({ length: 8 }, (_, index) => job(index)) });
    expect(document.pages.length).toBeGreaterThan(1);
    const last = texts(document, document.pages.length - 1);
    const first = texts(document, 0).filter((item) => item.role === 'LI');
    expect(Math.min(...last.map((item) => item.x))).toBeLessThan(Math.min(...first.map((item) => item.x)));
    expect(document.pages[document.pages.length - 1]!.items.some((item) => item.kind === 'rect' && item.height > 500)).toBe(false);
  });

  test('with the header in a right-hand side column, the name still comes first (top of the main column)', () => {
    const document = layout({ ...tintedSidebar('right'), header: { placement: 'side' } }, { header: { name: 'Ana Lima', email: 'ana@example.com' }, summary: 'Short.', skills: ['Go'] });
    const name = texts(document).find((item) => item.role === 'H1')!;
    const email = texts(document).find((item) => item.text === 'ana@example.com')!;
    expect(name.x).toBeLessThan(email.x);
  });
});
