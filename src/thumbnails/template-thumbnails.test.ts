/**
 * Every template's thumbnail: a decodable PNG 600 px wide with its page's aspect ratio, with ink in
 * the header and the sidebar fill where the template has one, the sample photo exactly on templates
 * that show a photo, different from every other template's, and rendered once per process. Above all
 * it is the template's real first page: the first page of the render the service makes of
 * assets/sample-resume.json (with the sample photo where supported) at the template's defaults, drawn by
 * drawThumbnail, and it matches that render's PDF rasterised by poppler's pdftoppm
 * (`apt-get install -y poppler-utils` where it is missing).
 */
import { beforeAll, describe, expect, test } from 'bun:test';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppError } from '../domain/errors.ts';
import { PAGE_SIZES } from '../layout/layout-options.ts';
import { colorsOf } from '../layout/theme.ts';
import type { ResumeContent } from '../layout/layout-resume.ts';
import { executeRenderJob, layoutRenderJob, templateDefaultSettings, type RenderJob } from '../render/render-job.ts';
import { resolveRender } from '../render/render-request.ts';
import { readResumeInput, resumeContentOf } from '../resumes/resume-input.ts';
import { samplePhoto } from '../resumes/sample-photo.ts';
import { templateCatalog, type Template } from '../templates/catalog.ts';
import { drawThumbnail } from './draw-thumbnail.ts';
import { TEMPLATE_THUMBNAIL_WIDTH, templateThumbnail, warmTemplateThumbnails } from './template-thumbnails.ts';

interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

const pngs = new Map<string, Uint8Array>();
const pixels = new Map<string, Pixels>();
/** Page 1 of each template's PDF of the sample resume, rasterised by pdftoppm to the thumbnail's size. */
const pdfPages = new Map<string, Pixels>();
/** The same, for a few templates, of the sample resume without its summary: every line moves up. */
const movedPages = new Map<string, Pixels>();
/** Templates whose moved page checks that the comparison notices a page that is not the real one. */
const CONTROL_TEMPLATES = ['AMBER', 'PEARL', 'RUBY'];
/** Side of the squares whose mean grey is compared (evens out anti-aliasing, which differs by renderer). */
const BLOCK_PX = 12;
/**
 * The largest difference of mean grey (0–255) allowed between two blocks of a thumbnail and its
 * rasterised PDF. Measured: at most 23 for the real page (text anti-aliasing, by the two
 * rasterisers), at least 37 for the page without its summary and 48 in another font.
 */
const MAX_BLOCK_DIFFERENCE = 30;
/** Calls made together before anything was rendered: they must share one pending render. */
let concurrentCalls: Array<Promise<Uint8Array>> = [];

beforeAll(async () => {
  concurrentCalls = [templateThumbnail('onyx'), templateThumbnail('ONYX'), templateThumbnail(' Onyx ')];
  await warmTemplateThumbnails();
  for (const template of templateCatalog) {
    const png = await templateThumbnail(template.id);
    pngs.set(template.id, png);
    const image = await loadImage(png);
    const canvas = createCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    pixels.set(template.id, { width: image.width, height: image.height, data: context.getImageData(0, 0, image.width, image.height).data });
  }
  const directory = mkdtempSync(join(tmpdir(), 'thumbnails-'));
  try {
    const withoutSummary: ResumeContent = { ...sampleContent(), sections: { ...sampleContent().sections, summary: undefined } };
    for (const template of templateCatalog) {
      const { width, height } = pixels.get(template.id)!;
      pdfPages.set(template.id, await rasterise(await executeRenderJob(sampleJob(template)), directory, width, height));
      if (CONTROL_TEMPLATES.includes(template.id)) {
        movedPages.set(template.id, await rasterise(await executeRenderJob(sampleJob(template, withoutSummary)), directory, width, height));
      }
    }
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}, 120_000);

/** assets/sample-resume.json read here, as any resume is read, not through the module under test. */
function sampleContent(): ResumeContent {
  const path = join(import.meta.dir, '..', '..', 'assets', 'sample-resume.json');
  return resumeContentOf(readResumeInput(JSON.parse(readFileSync(path, 'utf8')), 'assets/sample-resume.json'));
}

/** The render of the sample at the template's defaults, with the sample photo when the template shows one. */
function sampleJob(template: Template, content: ResumeContent = sampleContent()): RenderJob {
  const settings = templateDefaultSettings(template);
  return { kind: 'resume', content, settings, ...(template.supportsProfileImage && { photo: samplePhoto() }) };
}

/** The first page of `pdf` rasterised by pdftoppm to exactly width x height pixels. */
async function rasterise(pdf: Uint8Array, directory: string, width: number, height: number): Promise<Pixels> {
  const path = join(directory, 'page.pdf');
  writeFileSync(path, pdf);
  const result = Bun.spawnSync(['pdftoppm', '-f', '1', '-l', '1', '-scale-to-x', String(width), '-scale-to-y', String(height), path]);
  if (result.exitCode !== 0) throw new Error(`pdftoppm failed: ${result.stderr.toString()}`);
  // Binary PPM: "P6\n<width> <height>\n255\n" then RGB triples.
  const ppm = result.stdout;
  const header = new TextDecoder('latin1').decode(ppm.subarray(0, 40)).match(/^P6\s+(\d+)\s+(\d+)\s+255\s/);
  if (!header || Number(header[1]) !== width || Number(header[2]) !== height) throw new Error(`pdftoppm did not produce a ${width} x ${height} PPM`);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let index = 0; index < width * height; index++) {
    data.set(ppm.subarray(header[0].length + index * 3, header[0].length + index * 3 + 3), index * 4);
    data[index * 4 + 3] = 255;
  }
  return { width, height, data };
}

/** The largest difference between the mean greys of the same BLOCK_PX square in two images of one size. */
function largestBlockDifference(first: Pixels, second: Pixels): number {
  let largest = 0;
  for (let top = 0; top + BLOCK_PX <= first.height; top += BLOCK_PX) {
    for (let left = 0; left + BLOCK_PX <= first.width; left += BLOCK_PX) {
      largest = Math.max(largest, Math.abs(meanGrey(first, left, top) - meanGrey(second, left, top)));
    }
  }
  return largest;
}

function meanGrey(image: Pixels, left: number, top: number): number {
  let sum = 0;
  for (let y = top; y < top + BLOCK_PX; y++) {
    for (let x = left; x < left + BLOCK_PX; x++) {
      const index = (y * image.width + x) * 4;
      sum += image.data[index]! + image.data[index + 1]! + image.data[index + 2]!;
    }
  }
  return sum / (3 * BLOCK_PX * BLOCK_PX);
}

function rgb(color: string): [number, number, number] {
  const value = Number.parseInt(color.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** The largest channel difference between the pixel at (x, y) and `color`. */
function distance(image: Pixels, x: number, y: number, color: [number, number, number]): number {
  const index = (y * image.width + x) * 4;
  return Math.max(Math.abs(image.data[index]! - color[0]), Math.abs(image.data[index + 1]! - color[1]), Math.abs(image.data[index + 2]! - color[2]));
}

/** Share of the pixels of column x, between two fractions of the height, that are `color` (±3 per channel). */
function columnShare(image: Pixels, x: number, color: string, from: number, to: number): number {
  const target = rgb(color);
  let matching = 0;
  let total = 0;
  for (let y = Math.round(image.height * from); y < Math.round(image.height * to); y++, total++) {
    if (distance(image, x, y, target) <= 3) matching++;
  }
  return matching / total;
}

const PHOTO_BACKDROP = '#8aa4c8';
const PHOTO_FACE = '#f1d3b3';

/** Pixels of `image` that are `color` (±6 per channel). */
function pixelCount(image: Pixels, color: string): number {
  const target = rgb(color);
  let count = 0;
  for (let y = 0; y < image.height; y++) for (let x = 0; x < image.width; x++) if (distance(image, x, y, target) <= 6) count++;
  return count;
}

/** The colour of a surface as a style names it: 'solid' the scheme's dark colour, 'tint' its backgroundPartColor. */
function surfaceColor(colors: ReturnType<typeof colorsOf>, surface: 'tint' | 'solid'): string {
  return surface === 'solid' ? colors.dark : colors.part;
}

describe('template thumbnails', () => {
  test('there is one thumbnail per template (22)', () => {
    expect(templateCatalog).toHaveLength(22);
    expect(pngs.size).toBe(22);
  });

  describe.each(templateCatalog.map((template) => [template.id, template] as const))('%s', (id, template) => {
    test('is a PNG 600 px wide with the aspect ratio of its page', () => {
      const png = pngs.get(id)!;
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const image = pixels.get(id)!;
      const page = PAGE_SIZES[template.defaults.pageSize];
      expect(image.width).toBe(TEMPLATE_THUMBNAIL_WIDTH);
      expect(image.height).toBe(Math.round((TEMPLATE_THUMBNAIL_WIDTH * page.height) / page.width));
    });

    test('has ink in the header area', () => {
      const image = pixels.get(id)!;
      const colors = template.availableColors[0]!;
      const background = rgb(colors.backgroundColor);
      const part = rgb(colors.backgroundPartColor);
      // Text, not just a band or sidebar fill: pixels far from both fill colours in the top fifth.
      let ink = 0;
      for (let y = 0; y < image.height * 0.2; y++) {
        for (let x = 0; x < image.width; x++) {
          if (distance(image, x, y, background) > 60 && distance(image, x, y, part) > 60) ink++;
        }
      }
      expect(ink).toBeGreaterThan(500);
    });

    test('shows the page background, the sidebar fill on the sidebar side only, and its edge bar and header band where its style puts them', () => {
      const image = pixels.get(id)!;
      const { style } = template;
      const colors = colorsOf(template.availableColors[0]!);
      const pageWidth = PAGE_SIZES[template.defaults.pageSize].width;
      const px = (points: number) => (points * image.width) / pageWidth;
      // The outer columns of the page lie in the margin (past an edge bar): only fills reach them.
      const bar = style.page.edgeBar > 0 ? Math.ceil(px(style.page.edgeBar)) : 0;
      const outer = { left: (style.page.edgeBarSide === 'left' ? bar : 0) + 4, right: image.width - 5 - (style.page.edgeBarSide === 'right' ? bar : 0) };
      const { fill } = style.columns;
      const sideFill = template.layoutType !== 'single-column' && fill !== 'none' ? surfaceColor(colors, fill) : undefined;
      for (const side of ['left', 'right'] as const) {
        const expected = sideFill && style.columns.side === side ? sideFill : colors.background;
        expect(columnShare(image, outer[side], expected, 0.5, 0.95), `${side} edge in ${expected}`).toBeGreaterThan(0.99);
      }
      // An edge bar is the accent, down the whole page on its own side.
      if (bar > 0) {
        const x = style.page.edgeBarSide === 'left' ? Math.floor(bar / 2) : image.width - 1 - Math.floor(bar / 2);
        expect(columnShare(image, x, colors.accent, 0.02, 0.98), 'edge bar in the accent').toBeGreaterThan(0.99);
      }
      // A header band across the top of the page: its colour just under the top bar, at both outer columns.
      if (style.header.band !== 'none' && style.header.placement === 'top') {
        const y = Math.round(px(style.page.topBar + 6));
        for (const side of ['left', 'right'] as const) expect(distance(image, outer[side], y, rgb(surfaceColor(colors, style.header.band))), `${side} end of the header band`).toBeLessThanOrEqual(3);
      }
    });

    test('is drawn at the settings the service resolves for a resume without a design', () => {
      const resolved = resolveRender({}, { templateId: id, language: 'en', design: {} });
      const { templateId, colorId, ...settings } = templateDefaultSettings(template);
      expect(templateId).toBe(resolved.template.id);
      expect(colorId).toBe(resolved.colors.id);
      expect(settings).toEqual({
        font: resolved.font,
        fontSize: resolved.fontSize,
        spacing: resolved.spacing,
        margin: resolved.margin,
        pageSize: resolved.pageSize,
        pageNumbering: resolved.pageNumbering,
        locale: resolved.locale,
      });
    });

    test("is the first page of the sample resume's render, drawn by drawThumbnail", async () => {
      const drawn = await drawThumbnail(layoutRenderJob(sampleJob(template)), { page: 0, widthPx: TEMPLATE_THUMBNAIL_WIDTH });
      expect(Bun.hash(drawn)).toBe(Bun.hash(pngs.get(id)!));
    });

    test(`shows the sample photo ${template.supportsProfileImage ? '(the template shows one)' : 'nowhere (the template shows none)'}`, () => {
      // The portrait's two flat colours (src/resumes/sample-photo.ts): its backdrop and its face.
      const image = pixels.get(id)!;
      const shown = [PHOTO_BACKDROP, PHOTO_FACE].map((color) => pixelCount(image, color));
      if (template.supportsProfileImage) expect(Math.min(...shown)).toBeGreaterThan(150);
      else expect(Math.min(...shown)).toBeLessThan(20);
    });

    test("draws the levels of the sample's skills and languages as words", () => {
      // Level marks (dots, bars) come with the level in text; on the thumbnail when page 1 holds them.
      const words = new Set(layoutRenderJob(sampleJob(template)).pages.flatMap((page) => page.items.flatMap((item) => (item.kind === 'text' ? item.text.split(/[\s·,()]+/) : []))));
      expect(['Expert', 'Advanced', 'Intermediate', 'C2', 'B2', 'B1', 'Native'].filter((level) => !words.has(level))).toEqual([]);
    });

    test("matches the first page of that render's PDF, rasterised by poppler", () => {
      expect(largestBlockDifference(pixels.get(id)!, pdfPages.get(id)!)).toBeLessThan(MAX_BLOCK_DIFFERENCE);
    });

    test('is cached: a second call gives the same bytes, for any case of the id', async () => {
      const first = templateThumbnail(id);
      expect(templateThumbnail(id.toLowerCase())).toBe(first);
      expect(await first).toBe(pngs.get(id)!);
    });
  });

  test('every template looks different', () => {
    const hashes = new Set([...pixels.values()].map((image) => Bun.hash(image.data)));
    expect(hashes.size).toBe(templateCatalog.length);
    expect(Bun.hash(pixels.get('COBALT')!.data)).not.toBe(Bun.hash(pixels.get('GRAPHITE')!.data));
  });

  test.each(CONTROL_TEMPLATES)('the PDF comparison notices a page that is not the real one (%s without its summary)', (id) => {
    expect(largestBlockDifference(pixels.get(id)!, movedPages.get(id)!)).toBeGreaterThan(MAX_BLOCK_DIFFERENCE);
  });

  test('concurrent first callers share one render', async () => {
    const [first, ...others] = concurrentCalls;
    for (const other of others) expect(other).toBe(first!);
    expect(await first!).toBe(pngs.get('ONYX')!);
  });

  test('an unknown template is a not_found AppError', async () => {
    const error = await templateThumbnail('NO-SUCH-TEMPLATE').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('not_found');
  });
});

test('drawThumbnail paints nothing for an invisible run (text extraction only, no ink in the PDF either)', async () => {
  const face = { family: 'Inter', weight: 'bold', style: 'normal' } as const;
  const run = { kind: 'text', x: 10, y: 80, text: 'WWWW', font: face, size: 60, color: '#000000', width: 200, role: 'Artifact' } as const;
  const document = (invisible: boolean) => ({
    width: 300,
    height: 100,
    background: '#ffffff',
    pages: [{ items: [{ ...run, ...(invisible && { invisible: true as const }) }] }],
    metadata: { title: '', author: '', subject: '', language: 'en', keywords: [] },
    images: {},
  });
  const darkPixels = async (invisible: boolean) => {
    const image = await loadImage(Buffer.from(await drawThumbnail(document(invisible), { widthPx: 300 })));
    const canvas = createCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    return context.getImageData(0, 0, image.width, image.height).data.filter((value, index) => index % 4 === 0 && value < 128).length;
  };
  expect(await darkPixels(false)).toBeGreaterThan(100);
  expect(await darkPixels(true)).toBe(0);
});
