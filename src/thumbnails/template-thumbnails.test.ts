/**
 * Every template's thumbnail: a decodable PNG 600 px wide with its page's aspect ratio, with ink in
 * the header and the sidebar fill where the template has one, different from every other template's,
 * and rendered once per process.
 */
import { beforeAll, describe, expect, test } from 'bun:test';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { AppError } from '../domain/errors.ts';
import { PAGE_SIZES } from '../layout/layout-options.ts';
import { templateCatalog, type Template } from '../templates/catalog.ts';
import { TEMPLATE_THUMBNAIL_WIDTH, templateThumbnail, warmTemplateThumbnails } from './template-thumbnails.ts';

interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

const pngs = new Map<string, Uint8Array>();
const pixels = new Map<string, Pixels>();
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
}, 120_000);

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

function hasFilledSidebar(template: Template): boolean {
  return template.layoutType !== 'single-column' && template.style.columns.filled;
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

    test('shows the page background, and the sidebar fill on the sidebar side only', () => {
      const image = pixels.get(id)!;
      const colors = template.availableColors[0]!;
      // The outer 4 px of the page lie in the margin: only fills reach them.
      const left = 4;
      const right = image.width - 5;
      if (hasFilledSidebar(template)) {
        const [sideX, otherX] = template.style.columns.side === 'left' ? [left, right] : [right, left];
        expect(columnShare(image, sideX, colors.backgroundPartColor, 0.5, 0.95)).toBeGreaterThan(0.99);
        expect(columnShare(image, otherX, colors.backgroundColor, 0.5, 0.95)).toBeGreaterThan(0.99);
      } else {
        expect(columnShare(image, left, colors.backgroundColor, 0.5, 0.95)).toBeGreaterThan(0.99);
        expect(columnShare(image, right, colors.backgroundColor, 0.5, 0.95)).toBeGreaterThan(0.99);
      }
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
