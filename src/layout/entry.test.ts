/** Entry layouts: timeline (rail and nodes, across page breaks), date margin, dividers between entries. */
import { describe, expect, test } from 'bun:test';
import type { Sections } from '../domain/resume.ts';
import { fixed } from './blocks.ts';
import type { LineItem, RectItem, TextItem } from './draw-document.ts';
import { paginateColumn } from './paginate.ts';
import { DATE_COLUMN_GAP } from './entry.ts';
import { sectionBlocks } from './sections.ts';
import { drawBlock, sectionContext, textsOf, type StyleOverride } from './section-test-context.ts';

const job = (index: number, current = false) => ({
  title: `Engineer ${index}`,
  company: `Company ${index}`,
  startDate: '2020-01',
  ...(current ? { current: true } : { endDate: '2021-01' }),
  highlights: Array.from({ length: 5 }, (_, bullet) => `Delivered outcome ${bullet} of a project that mattered to the business and its customers.`),
});
const sections: Sections = { experience: [job(1, true), job(2), job(3), job(4)] };
const frame = (page: number) => ({ x: 40, top: page === 0 ? 120 : 60, bottom: 400, width: 360 });

function layOut(override: StyleOverride) {
  const context = sectionContext(override, { width: 360 });
  return paginateColumn(sectionBlocks('experience', sections, context).map(fixed), frame);
}

describe('timeline', () => {
  const pages = layOut({ entry: { layout: 'timeline' } });

  test('the rail breaks with the pages: every segment inside its page frame', () => {
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((items, page) => {
      const rails = items.filter((item): item is LineItem => item.kind === 'line' && item.x1 === item.x2);
      expect(rails.length).toBeGreaterThan(0);
      for (const rail of rails) {
        expect(Math.min(rail.y1, rail.y2)).toBeGreaterThanOrEqual(frame(page).top - 1e-6);
        expect(Math.max(rail.y1, rail.y2)).toBeLessThanOrEqual(frame(page).bottom + 1e-6);
        expect(rail.x1).toBeGreaterThan(40);
        expect(rail.x1).toBeLessThan(40 + 14);
      }
    });
  });

  test('a node on each lead line, hollow for the current position; text right of the gutter', () => {
    const items = pages.flat();
    const nodes = items.filter((item): item is RectItem => item.kind === 'rect' && item.radius === item.width / 2);
    const leads = textsOf(items).filter((item) => item.role === 'H3');
    expect(nodes.length).toBe(4);
    expect(leads.length).toBe(4);
    const context = sectionContext();
    leads.forEach((lead, index) => {
      const node = nodes[index]!;
      expect(node.y + node.height / 2).toBeGreaterThan(lead.y - lead.size);
      expect(node.y + node.height / 2).toBeLessThan(lead.y);
      expect(node.fill).toBe(index === 0 ? context.theme.color.background : context.theme.color.accent);
      expect(lead.x).toBe(40 + 14);
    });
    expect(
      Math.min(
        ...textsOf(items)
          .filter((item) => item.role !== 'H2')
          .map((item) => item.x),
      ),
    ).toBeGreaterThanOrEqual(40 + 14);
  });
});

describe('date margin', () => {
  test('dates right-aligned in the margin on the lead’s baseline, the entry indented past it', () => {
    // Numeric dates ("01/2020 – 01/2021") fit an 80 pt margin.
    const items = layOut({ entry: { layout: 'date-margin', marginWidth: 80, dateFormat: 'numeric' } }).flat();
    const leads = textsOf(items).filter((item) => item.role === 'H3');
    expect(leads.length).toBe(4);
    for (const lead of leads) {
      expect(lead.x).toBe(40 + 80 + DATE_COLUMN_GAP);
      const dates = textsOf(items).find((item) => item.y === lead.y && item !== lead)!;
      expect(dates.text).toMatch(/2020/);
      expect(dates.x + dates.width).toBeCloseTo(40 + 80, 6);
    }
  });

  test('in a side column, or one under three date columns wide, entries stay stacked', () => {
    for (const extra of [{ titleOutdent: 8 }, { width: 200 }]) {
      const context = sectionContext({ entry: { layout: 'date-margin', marginWidth: 80 } }, { width: 360, ...extra });
      const leads = sectionBlocks('experience', sections, context)
        .flatMap((block) => drawBlock(block))
        .filter((item): item is TextItem => item.kind === 'text' && item.role === 'H3');
      expect(leads.every((lead) => lead.x === 0)).toBe(true);
    }
  });

  test('dates wider than the margin go on their own line in the entry', () => {
    const items = layOut({ entry: { layout: 'date-margin', marginWidth: 40, dateFormat: 'long' } }).flat();
    const dates = textsOf(items).filter((item) => /2020/.test(item.text));
    expect(dates.length).toBe(4);
    for (const item of dates) expect(item.x).toBe(40 + 40 + DATE_COLUMN_GAP);
  });
});

describe('dividers between entries', () => {
  test('with a timeline, the rail still joins the entries across the divider', () => {
    const items = layOut({ entry: { layout: 'timeline' }, dividers: { entries: 0.4 } })[0]!;
    const dividers = items.filter((item): item is LineItem => item.kind === 'line' && item.width === 0.4);
    const rails = items.filter((item): item is LineItem => item.kind === 'line' && item.x1 === item.x2);
    expect(dividers.length).toBeGreaterThan(0);
    for (const divider of dividers) expect(rails.some((rail) => rail.y1 < divider.y1 && rail.y2 > divider.y1)).toBe(true);
  });

  test('a hairline between the entries of a section, none above the first or at a page top', () => {
    const pages = layOut({ dividers: { entries: 0.4 } });
    const dividers = pages.map((items) => items.filter((item): item is LineItem => item.kind === 'line' && item.width === 0.4));
    expect(dividers.flat().length).toBeGreaterThan(0);
    expect(dividers.flat().length).toBeLessThanOrEqual(3);
    pages.forEach((items, page) => {
      const top = Math.min(...textsOf(items).map((item) => item.y));
      for (const rule of dividers[page]!) expect(rule.y1).toBeLessThan(Math.max(...textsOf(items).map((item) => item.y)));
      for (const rule of dividers[page]!) expect(rule.y1).toBeGreaterThan(top);
    });
  });
});

describe('right-hand dates', () => {
  test('an invisible bridge fills the gap between the lead and its dates, a little short of both', () => {
    const items = layOut({ entry: { layout: 'stacked', dates: 'right' } }).flat();
    const texts = textsOf(items);
    const leads = texts.filter((item) => item.role === 'H3');
    expect(leads.length).toBe(4);
    for (const lead of leads) {
      const dates = texts.find((item) => /2020/.test(item.text) && Math.abs(item.y - lead.y) < 2 && !item.invisible)!;
      const bridge = texts.find((item) => item.invisible && Math.abs(item.y - lead.y) < 2)!;
      expect(bridge.role).toBe('Artifact');
      expect(bridge.text.trim()).toBe('');
      expect(bridge.y).toBe(dates.y);
      // Not touching either side (each keeps its own words), and no wider than a space short of each.
      expect(bridge.x).toBeGreaterThan(lead.x + lead.width);
      expect(bridge.x - (lead.x + lead.width)).toBeLessThan(dates.size * 0.5);
      expect(bridge.x + bridge.width).toBeLessThan(dates.x);
      expect(dates.x - (bridge.x + bridge.width)).toBeLessThan(dates.size * 0.5);
    }
  });

  test('dates on a line of their own, or in a date margin, get no bridge', () => {
    for (const override of [{ entry: { dates: 'below' } }, { entry: { layout: 'date-margin' } }] as StyleOverride[])
      expect(textsOf(layOut(override).flat()).some((item) => item.invisible)).toBe(false);
  });
});
