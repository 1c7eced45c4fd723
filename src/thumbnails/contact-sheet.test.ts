/**
 * The contact sheet of the catalogue, composed from a small JSON Resume document with a data: URI
 * photo in German: one labelled tile per template in the chosen grid, each page drawn (not blank),
 * the PNG exactly the size the grid needs; and a tile for a render the service would refuse.
 */
import { beforeAll, describe, expect, test } from 'bun:test';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { AppError } from '../domain/errors.ts';
import { PAGE_SIZES } from '../layout/layout-options.ts';
import { assertResumeRules, readResumeInput, resumeContentOf } from '../resumes/resume-input.ts';
import { templateCatalog } from '../templates/catalog.ts';
import { catalogueTile, prepareLocalPhoto, renderCatalogue, tileLabelOf, type CatalogueRender } from './catalogue-renders.ts';
import { composeContactSheet, layoutSheet, SHEET_BACKGROUND, sheetSpacing, type ContactSheet, type Rectangle, type SheetTile } from './contact-sheet.ts';

interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

const COLUMNS = 5;
const PAGE_WIDTH_PX = 120;
const HEADING = 'Small resume · de';

let renders: CatalogueRender[];
let tiles: SheetTile[];
let sheet: ContactSheet;
let image: Pixels;

/** A 64 x 64 PNG photo as a data: URI: a dark disc on a light square. */
function photoDataUri(): string {
  const canvas = createCanvas(64, 64);
  const context = canvas.getContext('2d');
  context.fillStyle = '#e8d9c4';
  context.fillRect(0, 0, 64, 64);
  context.fillStyle = '#3b2f2a';
  context.beginPath();
  context.arc(32, 28, 18, 0, Math.PI * 2);
  context.fill();
  return `data:image/png;base64,${Buffer.from(canvas.toBuffer('image/png')).toString('base64')}`;
}

/** A JSON Resume document (recognised by `basics`), short enough for one page in every template. */
function smallJsonResume(): Record<string, unknown> {
  return {
    basics: {
      name: 'Jonas Weber',
      label: 'Data Engineer',
      email: 'jonas.weber@example.com',
      image: photoDataUri(),
      summary: 'Data engineer who builds reliable pipelines and tidy warehouses.',
      location: { city: 'Köln', countryCode: 'DE' },
    },
    work: [{ name: 'Rheinwerk Analytics', position: 'Data Engineer', startDate: '2020-02', highlights: ['Moved nightly batch jobs to streaming', 'Cut warehouse costs by a third'] }],
    education: [{ institution: 'Universität zu Köln', area: 'Informatik', studyType: 'B.Sc.', startDate: '2015', endDate: '2019' }],
    skills: [{ name: 'Python' }, { name: 'SQL' }, { name: 'Kafka' }],
    languages: [
      { language: 'Deutsch', fluency: 'Muttersprache' },
      { language: 'English', fluency: 'C1' },
    ],
  };
}

beforeAll(async () => {
  const input = readResumeInput(smallJsonResume());
  assertResumeRules(input.sections);
  const content = resumeContentOf(input);
  const { photo, note } = await prepareLocalPhoto(content.sections.header?.photoUrl);
  expect(note).toBeUndefined();
  renders = renderCatalogue(content, { locale: 'de', ...(photo && { photo }) });
  tiles = renders.map((render) => catalogueTile(render, 'all'));
  sheet = await composeContactSheet(tiles, { columns: COLUMNS, pageWidthPx: PAGE_WIDTH_PX, heading: HEADING });
  const decoded = await loadImage(sheet.png);
  const canvas = createCanvas(decoded.width, decoded.height);
  const context = canvas.getContext('2d');
  context.drawImage(decoded, 0, 0);
  image = { width: decoded.width, height: decoded.height, data: context.getImageData(0, 0, decoded.width, decoded.height).data };
}, 60_000);

function rgb(color: string): [number, number, number] {
  const value = Number.parseInt(color.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** How many pixels of `area` are further than `tolerance` (largest channel difference) from `color`. */
function pixelsUnlike(area: Rectangle, color: string, tolerance: number): number {
  const target = rgb(color);
  let count = 0;
  for (let y = area.y; y < area.y + area.height; y++) {
    for (let x = area.x; x < area.x + area.width; x++) {
      const index = (y * image.width + x) * 4;
      const difference = Math.max(...target.map((channel, offset) => Math.abs(image.data[index + offset]! - channel)));
      if (difference > tolerance) count++;
    }
  }
  return count;
}

function overlaps(first: Rectangle, second: Rectangle): boolean {
  return first.x < second.x + second.width && second.x < first.x + first.width && first.y < second.y + second.height && second.y < first.y + first.height;
}

describe('contact sheet of the catalogue', () => {
  test('renders every template once, in catalogue order, in the requested language, none refused', () => {
    expect(renders.map((render) => render.template.id)).toEqual(templateCatalog.map((template) => template.id));
    expect(renders).toHaveLength(22);
    for (const render of renders) {
      expect(render.refusal).toBeUndefined();
      expect(render.document!.metadata.language).toBe('de');
      expect(render.job.settings.locale).toBe('de');
    }
  });

  test('draws the photo on the templates that support one, and only there', () => {
    for (const { template, document } of renders) {
      const drawsImage = document!.pages.some((page) => page.items.some((item) => item.kind === 'image'));
      expect(drawsImage).toBe(template.supportsProfileImage);
    }
  });

  test("labels each tile with the template's id, page count, layout type and default font", () => {
    for (const [index, render] of renders.entries()) {
      const { template, document } = render;
      const pages = document!.pages.length;
      const label = { title: template.id, detail: `${pages} ${pages === 1 ? 'page' : 'pages'} · ${template.layoutType} · ${template.defaults.font}` };
      expect(tileLabelOf(render)).toEqual(label);
      expect(tiles[index]).toMatchObject({ ...label, pages: document!.pages.map((_, page) => page) });
    }
  });

  test('is a PNG exactly as large as 22 tiles in 5 columns of page-wide cells need', () => {
    expect([...sheet.png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const spacing = sheetSpacing(PAGE_WIDTH_PX, true);
    const pagesPerTile = Math.max(...renders.map((render) => render.document!.pages.length));
    const tallestPage = Math.max(...templateCatalog.map((template) => PAGE_SIZES[template.defaults.pageSize]).map((page) => Math.round((PAGE_WIDTH_PX * page.height) / page.width)));
    const cellWidth = pagesPerTile * PAGE_WIDTH_PX + (pagesPerTile - 1) * spacing.pageGap;
    const rows = Math.ceil(22 / COLUMNS);
    expect(rows).toBe(5);
    expect(image.width).toBe(sheet.width);
    expect(image.height).toBe(sheet.height);
    expect(sheet.width).toBe(COLUMNS * cellWidth + (COLUMNS + 1) * spacing.gutter);
    expect(sheet.height).toBe(spacing.headingHeight + rows * (spacing.labelHeight + tallestPage) + (rows + 1) * spacing.gutter);
  });

  test('places the tiles row by row, inside the sheet, without overlapping', () => {
    expect(sheet.tiles).toHaveLength(22);
    sheet.tiles.forEach((placement, index) => {
      const { cell } = placement;
      expect(cell.x).toBe(sheet.tiles[index % COLUMNS]!.cell.x);
      expect(cell.y).toBe(sheet.tiles[Math.floor(index / COLUMNS) * COLUMNS]!.cell.y);
      expect(cell.x + cell.width).toBeLessThanOrEqual(sheet.width);
      expect(cell.y + cell.height).toBeLessThanOrEqual(sheet.height);
      expect(placement.pages).toHaveLength(renders[index]!.document!.pages.length);
      for (const page of placement.pages) expect(page.width).toBe(PAGE_WIDTH_PX);
      for (const other of sheet.tiles.slice(index + 1)) expect(overlaps(cell, other.cell)).toBe(false);
    });
  });

  test('draws every page of every tile: page colour over the background, and ink on the page', () => {
    for (const [index, placement] of sheet.tiles.entries()) {
      const document = renders[index]!.document!;
      for (const page of placement.pages) {
        const area = page.width * page.height;
        expect(pixelsUnlike(page, SHEET_BACKGROUND, 12)).toBeGreaterThan(area * 0.9);
        expect(pixelsUnlike(page, document.background, 30)).toBeGreaterThan(area * 0.01);
      }
    }
  });

  test('writes a label above every tile and the heading above the grid', () => {
    for (const placement of sheet.tiles) expect(pixelsUnlike(placement.label, SHEET_BACKGROUND, 60)).toBeGreaterThan(50);
    const heading = { x: 0, y: 0, width: sheet.width, height: sheetSpacing(PAGE_WIDTH_PX, true).headingHeight };
    expect(pixelsUnlike(heading, SHEET_BACKGROUND, 60)).toBeGreaterThan(100);
  });

  test('a first-page sheet has one page per tile in cells one page wide', () => {
    const firstPages = renders.map((render) => catalogueTile(render, 'first'));
    const layout = layoutSheet(firstPages, { columns: 6, pageWidthPx: PAGE_WIDTH_PX });
    const spacing = sheetSpacing(PAGE_WIDTH_PX, false);
    expect(layout.tiles.every((placement) => placement.pages.length === 1)).toBe(true);
    expect(layout.width).toBe(6 * PAGE_WIDTH_PX + 7 * spacing.gutter);
    expect(layout.tiles[6]!.cell.y).toBeGreaterThan(layout.tiles[5]!.cell.y);
  });

  test('labels can go under the pages, in the same cells', () => {
    const above = layoutSheet(tiles, { columns: COLUMNS, pageWidthPx: PAGE_WIDTH_PX });
    const below = layoutSheet(tiles, { columns: COLUMNS, pageWidthPx: PAGE_WIDTH_PX, labelsBelow: true });
    expect([below.width, below.height]).toEqual([above.width, above.height]);
    below.tiles.forEach((placement, index) => {
      expect(placement.cell).toEqual(above.tiles[index]!.cell);
      expect(placement.pages[0]!.y).toBe(placement.cell.y);
      expect(placement.label.y + placement.label.height).toBe(placement.cell.y + placement.cell.height);
      for (const page of placement.pages) expect(overlaps(page, placement.label)).toBe(false);
    });
  });

  test('a render the service would refuse (characters no font has) is a tile saying why', async () => {
    const content = resumeContentOf(readResumeInput({ sections: { header: { name: 'Jonas 😀' } } }));
    const [refused] = renderCatalogue(content, { locale: 'en' });
    expect(refused!.document).toBeUndefined();
    expect(refused!.refusal).toContain('😀');
    const tile = catalogueTile(refused!, 'all');
    expect(tile).toMatchObject({ detail: `refused · ${refused!.template.layoutType} · ${refused!.template.defaults.font}`, pages: [], note: refused!.refusal });
    const small = await composeContactSheet([tile], { columns: 1, pageWidthPx: PAGE_WIDTH_PX });
    expect(small.tiles[0]!.pages).toHaveLength(1);
    const decoded = await loadImage(small.png);
    expect([decoded.width, decoded.height]).toEqual([small.width, small.height]);
  });

  test('a bad resume is refused as the API refuses it, naming the file', () => {
    expect(() => readResumeInput({ sections: { header: { name: 1 } } }, 'my-resume.json')).toThrow(AppError);
    expect(() => readResumeInput({ sections: { header: { name: 1 } } }, 'my-resume.json')).toThrow(/my-resume\.json\.sections\.header\.name/);
    expect(() => assertResumeRules({ experience: [{ startDate: '2023-02-30' }] }, 'my-resume.json')).toThrow(/my-resume\.json\.sections\.experience\[0\]\.startDate/);
  });

  test('a sheet needs at least one column and one tile', () => {
    expect(() => layoutSheet(tiles, { columns: 0, pageWidthPx: PAGE_WIDTH_PX })).toThrow(RangeError);
    expect(() => layoutSheet([], { columns: 3, pageWidthPx: PAGE_WIDTH_PX })).toThrow(RangeError);
  });
});
