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

describe('an entry split over pages where the side column ends', () => {
  const sentence = 'Owned the data platform end to end, from ingestion to the reports the board reads every week.';
  /** Jobs whose descriptions run `sentences` sentences, then six bullets each. */
  const described = (jobs: number, sentences: number) => Array.from({ length: jobs }, (_, index) => ({ ...job(index), description: Array.from({ length: sentences }, () => sentence).join(' ') }));

  test('goes on at the whole width from its next bullet, even when the page broke inside its description', () => {
    let splitInsideDescription = 0;
    for (let jobs = 2; jobs <= 6; jobs++) {
      for (let sentences = 1; sentences <= 12; sentences++) {
        const document = layout(tintedSidebar('left'), { header: { name: 'Ana Lima' }, skills: ['Go'], experience: described(jobs, sentences) });
        const bulletStarts = (page: number) => texts(document, page).filter((item) => item.text.startsWith('Delivered outcome'));
        const narrowest = Math.max(...bulletStarts(0).map((item) => item.width));
        for (let page = 1; page < document.pages.length; page++) {
          const lines = texts(document, page);
          // Only pages past the side column (its one skill is on the first page).
          if (lines.some((item) => item.text === 'Go')) continue;
          const first = lines.find((item) => item.role !== 'Artifact' && item.text.trim() !== '');
          // The page opens inside a description: not on a bullet, its glyph or an entry's lead.
          if (first && !/^(?:•|Delivered|Engineer|Company)/.test(first.text)) splitInsideDescription++;
          for (const bullet of bulletStarts(page)) {
            // Built for the whole width, a bullet's first line is wider than any the side column left room for.
            expect({ jobs, sentences, page, wide: bullet.width > narrowest + 1 }).toEqual({ jobs, sentences, page, wide: true });
          }
        }
      }
    }
    // The corpus holds breaks inside a description, the case this is about.
    expect(splitInsideDescription).toBeGreaterThan(0);
  });
});
