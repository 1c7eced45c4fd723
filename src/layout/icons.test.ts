/** The vector icons: one per section and contact kind, inside their box, drawn as paths that add no text. */
import { describe, expect, test } from 'bun:test';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sectionNames } from '../domain/resume.ts';
import { fontMetrics } from '../fonts/font-registry.ts';
import { writePdf } from '../pdf/write-pdf.ts';
import { drawThumbnail } from '../thumbnails/draw-thumbnail.ts';
import { pathBounds, type DrawDocument, type DrawItem, type FontFace } from './draw-document.ts';
import { iconNames, iconPaths, type IconName } from './icons.ts';

const inter: FontFace = { family: 'Inter', weight: 'regular', style: 'normal' };
const contactKinds: IconName[] = ['email', 'phone', 'location', 'web', 'linkedin', 'link'];

/** A page with every icon 20 pt wide in a row of labels "A0 A1 …", so extraction can be compared. */
function iconPage(): DrawDocument {
  const items: DrawItem[] = [];
  iconNames.forEach((name, index) => {
    const x = 30 + (index % 6) * 90;
    const y = 40 + Math.floor(index / 6) * 40;
    items.push(...iconPaths(name, x, y, 20, '#1F3A5F'));
    const label = `A${index}`;
    items.push({ kind: 'text', x: x + 26, y: y + 15, text: label, font: inter, size: 10, color: '#000000', width: fontMetrics.widthOf(label, inter, 10), role: 'P' });
  });
  return { width: 595.28, height: 300, background: '#FFFFFF', pages: [{ items }], metadata: { title: 'Icons', author: '', subject: '', language: 'en', keywords: [] }, images: {} };
}

describe('icons', () => {
  test('one icon for every section and every contact kind', () => {
    for (const name of sectionNames.filter((section) => section !== 'header')) expect(iconNames).toContain(name);
    for (const kind of contactKinds) expect(iconNames).toContain(kind);
  });

  test('each icon is one filled path inside its box, and fills a good part of it', () => {
    for (const name of iconNames) {
      const items = iconPaths(name, 100, 200, 12, '#123456');
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ kind: 'path', fill: '#123456' });
      const bounds = pathBounds(items[0]!.commands)!;
      expect(bounds.x).toBeGreaterThanOrEqual(100 - 0.01);
      expect(bounds.y).toBeGreaterThanOrEqual(200 - 0.01);
      expect(bounds.x + bounds.width).toBeLessThanOrEqual(112 + 0.01);
      expect(bounds.y + bounds.height).toBeLessThanOrEqual(212 + 0.01);
      // Not a speck: at least 60% of the box in one direction.
      expect(Math.max(bounds.width, bounds.height)).toBeGreaterThan(12 * 0.6);
    }
  });

  test('in a PDF the icons are painted but extraction finds only the text, and the thumbnail draws them', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'icons-'));
    try {
      const document = iconPage();
      const path = join(directory, 'icons.pdf');
      writeFileSync(path, await writePdf(document));
      const words = Bun.spawnSync(['pdftotext', path, '-']).stdout.toString().trim().split(/\s+/);
      expect(words.sort()).toEqual(iconNames.map((_, index) => `A${index}`).sort());
      expect(Bun.spawnSync(['pdfinfo', '-struct-text', path]).stdout.toString()).not.toMatch(/Figure|Artifact/);

      // Every icon leaves ink in its box, in the PDF as rasterised by pdftoppm and in the thumbnail.
      const ppm = Bun.spawnSync(['pdftoppm', '-r', '72', '-png', path]).stdout;
      const fromPdf = await inkPerIcon(new Uint8Array(ppm), 1);
      const fromThumbnail = await inkPerIcon(await drawThumbnail(document, { widthPx: Math.round(document.width * 2) }), 2);
      iconNames.forEach((name, index) => {
        expect({ name, ink: fromPdf[index]! > 0.15 }).toEqual({ name, ink: true });
        expect({ name, ink: fromThumbnail[index]! > 0.15 }).toEqual({ name, ink: true });
      });
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

/** The share of dark pixels in each icon's 20 pt box of a PNG drawn at `scale` pixels per point. */
async function inkPerIcon(png: Uint8Array, scale: number): Promise<number[]> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  return iconNames.map((_, index) => {
    const x = (30 + (index % 6) * 90) * scale;
    const y = (40 + Math.floor(index / 6) * 40) * scale;
    const size = 20 * scale;
    const { data } = context.getImageData(x, y, size, size);
    let dark = 0;
    for (let offset = 0; offset < data.length; offset += 4) if (data[offset]! < 128) dark++;
    return dark / (size * size);
  });
}
