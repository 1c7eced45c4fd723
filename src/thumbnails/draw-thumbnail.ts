/**
 * Replays one page of a DrawDocument onto a @napi-rs/canvas canvas: as a PNG of its own (a template
 * thumbnail) or into a rectangle of a larger canvas (a tile of the contact sheet). The second consumer
 * of the layout's draw commands, beside the PDF writer (src/pdf/write-pdf.ts).
 *
 * The canvas is scaled so that one unit is one PDF point, and everything is drawn the way the PDF
 * writer draws it: text at its baseline with the same glyph advances the layout measured (kerning and
 * ligatures off, as the PDF writer places one glyph per code point at its advance width), the
 * character spacing after every glyph, photos covering their box and clipped to their shape.
 */
import { createCanvas, GlobalFonts, loadImage, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import { fontFilePath, fontKey, fontMetrics } from '../fonts/font-registry.ts';
import type { DrawDocument, FontFace, ImageItem, PathItem, RectItem, TextItem } from '../layout/draw-document.ts';
import { outlineWidth } from '../layout/draw-document.ts';

export interface DrawThumbnailOptions {
  /** Zero-based index of the page to draw; the first page when left out. */
  page?: number;
  /** Width of the PNG in pixels; the height follows the page's aspect ratio. */
  widthPx: number;
}

export interface PagePlacement extends DrawThumbnailOptions {
  /** Left edge of the page on the canvas, in pixels. */
  x: number;
  /** Top edge of the page on the canvas, in pixels. */
  y: number;
}

/** Radius of a 'rounded' image clip as a fraction of the shorter side: the PDF writer's value. */
const ROUNDED_IMAGE_RADIUS = 0.12;

/** Font keys registered with GlobalFonts in this process (registering twice would add a second copy). */
const registeredFonts = new Set<string>();

/** Draws page `options.page` (default the first) of `document` as PNG bytes `options.widthPx` wide. */
export async function drawThumbnail(document: DrawDocument, options: DrawThumbnailOptions): Promise<Uint8Array> {
  const canvas = createCanvas(options.widthPx, pageHeightPx(document, options.widthPx));
  await drawPage(canvas.getContext('2d'), document, { ...options, x: 0, y: 0 });
  return canvas.encode('png');
}

/** Height in pixels of a page of `document` drawn `widthPx` wide (its aspect ratio, at least 1). */
export function pageHeightPx(document: DrawDocument, widthPx: number): number {
  if (!Number.isInteger(widthPx) || widthPx < 1) throw new RangeError(`widthPx must be a positive integer, not ${widthPx}`);
  return Math.max(1, Math.round(document.height * (widthPx / document.width)));
}

/**
 * Draws page `placement.page` (default the first) of `document` onto `context` with its top left
 * corner at (x, y), `widthPx` wide and `pageHeightPx` high, clipped to that rectangle. The context's
 * state is left as it was found.
 */
export async function drawPage(context: SKRSContext2D, document: DrawDocument, placement: PagePlacement): Promise<void> {
  const pageIndex = placement.page ?? 0;
  const page = document.pages[pageIndex];
  if (!page) throw new RangeError(`Page ${pageIndex} does not exist: the document has ${document.pages.length} page(s)`);
  const heightPx = pageHeightPx(document, placement.widthPx);
  const scale = placement.widthPx / document.width;
  const images = await decodeImages(
    document,
    page.items.filter((item): item is ImageItem => item.kind === 'image'),
  );

  context.save();
  context.translate(placement.x, placement.y);
  context.beginPath();
  context.rect(0, 0, placement.widthPx, heightPx);
  context.clip();
  // The page background covers the whole rectangle, including the sub-pixel row rounding may add.
  context.fillStyle = document.background;
  context.fillRect(0, 0, placement.widthPx, heightPx);
  context.scale(scale, scale);
  context.textBaseline = 'alphabetic';
  context.textAlign = 'left';
  // The PDF writer draws one glyph per code point at its advance width: no kerning, no ligatures.
  context.fontKerning = 'none';
  // Not in every canvas release (1.0.11, which we pin, lacks it in its types).
  if ('fontVariantLigatures' in context) (context as { fontVariantLigatures: string }).fontVariantLigatures = 'none';
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';

  for (const item of page.items) {
    switch (item.kind) {
      case 'rect':
        drawRect(context, item);
        break;
      case 'path':
        drawPath(context, item);
        break;
      case 'line':
        context.strokeStyle = item.color;
        context.lineWidth = item.width;
        context.lineCap = 'butt';
        context.beginPath();
        context.moveTo(item.x1, item.y1);
        context.lineTo(item.x2, item.y2);
        context.stroke();
        break;
      case 'text':
        drawText(context, item);
        break;
      case 'image':
        drawImage(context, item, images.get(item.imageId)!);
        break;
    }
  }
  context.restore();
}

/** Decodes every image the page draws, once each. */
async function decodeImages(document: DrawDocument, items: ImageItem[]): Promise<Map<string, Image>> {
  const decoded = new Map<string, Image>();
  for (const { imageId } of items) {
    if (decoded.has(imageId)) continue;
    const source = document.images[imageId];
    if (!source) throw new Error(`Image "${imageId}" is drawn but not in document.images`);
    decoded.set(imageId, await loadImage(source.data));
  }
  return decoded;
}

function drawRect(context: SKRSContext2D, item: RectItem): void {
  context.beginPath();
  if (item.radius && item.radius > 0) roundedRectPath(context, item.x, item.y, item.width, item.height, item.radius);
  else context.rect(item.x, item.y, item.width, item.height);
  paint(context, item.fill, item.stroke, item.strokeWidth);
}

/** A vector path (icon, node, level mark), filled with the non-zero rule as the PDF writer's `f` fills. */
function drawPath(context: SKRSContext2D, item: PathItem): void {
  context.beginPath();
  for (const command of item.commands) {
    if (command[0] === 'M') context.moveTo(command[1], command[2]);
    else if (command[0] === 'L') context.lineTo(command[1], command[2]);
    else if (command[0] === 'C') context.bezierCurveTo(command[1], command[2], command[3], command[4], command[5], command[6]);
    else context.closePath();
  }
  paint(context, item.fill, item.stroke, item.strokeWidth);
}

/** Fills, then strokes, the current path: the PDF's f, S or B. */
function paint(context: SKRSContext2D, fill: string | undefined, stroke: string | undefined, strokeWidth: number | undefined): void {
  if (fill) {
    context.fillStyle = fill;
    context.fill('nonzero');
  }
  const width = outlineWidth({ stroke, strokeWidth });
  if (stroke && width > 0) {
    context.strokeStyle = stroke;
    context.lineWidth = width;
    context.lineCap = 'butt';
    context.lineJoin = 'miter';
    context.stroke();
  }
}

/** A rounded rectangle clamped as the PDF writer clamps it: the radius is at most half of either side. */
function roundedRectPath(context: SKRSContext2D, x: number, y: number, width: number, height: number, radius: number): void {
  const r = Math.max(0, Math.min(radius, width / 2, height / 2));
  context.moveTo(x + r, y);
  context.arcTo(x + width, y, x + width, y + height, r);
  context.arcTo(x + width, y + height, x, y + height, r);
  context.arcTo(x, y + height, x, y, r);
  context.arcTo(x, y, x + width, y, r);
  context.closePath();
}

function drawText(context: SKRSContext2D, item: TextItem): void {
  // An invisible run has no ink in the PDF either (text extraction only).
  if (item.text.length === 0 || item.invisible) return;
  context.font = `${item.size}px "${canvasFontFamily(item.font)}"`;
  context.fillStyle = item.color;
  const characterSpacing = item.characterSpacing ?? 0;
  if (characterSpacing === 0) {
    context.letterSpacing = '0px';
    context.fillText(item.text, item.x, item.y);
  } else if (typeof context.letterSpacing === 'string') {
    // In user space, like the PDF's Tc: added after every glyph.
    context.letterSpacing = `${characterSpacing}px`;
    context.fillText(item.text, item.x, item.y);
    context.letterSpacing = '0px';
  } else {
    // A canvas without letterSpacing: place each code point at the layout's advance plus the spacing.
    let x = item.x;
    for (const character of item.text) {
      context.fillText(character, x, item.y);
      x += fontMetrics.widthOf(character, item.font, item.size) + characterSpacing;
    }
  }
}

/** The canvas family name of a catalog font face (for `context.font`), registered from its TTF on first use. */
export function canvasFontFamily(face: FontFace): string {
  const key = fontKey(face);
  if (!registeredFonts.has(key)) {
    if (!GlobalFonts.registerFromPath(fontFilePath(face), key)) throw new Error(`Could not register font ${fontFilePath(face)} as "${key}"`);
    registeredFonts.add(key);
  }
  return key;
}

/** Covers the box (scaled to fill, centred), clipped to the box and to the requested shape. */
function drawImage(context: SKRSContext2D, item: ImageItem, image: Image): void {
  const scale = Math.max(item.width / image.width, item.height / image.height);
  const drawnWidth = image.width * scale;
  const drawnHeight = image.height * scale;
  context.save();
  context.beginPath();
  if (item.clip === 'circle') {
    context.ellipse(item.x + item.width / 2, item.y + item.height / 2, item.width / 2, item.height / 2, 0, 0, Math.PI * 2);
  } else if (item.clip === 'rounded') {
    roundedRectPath(context, item.x, item.y, item.width, item.height, Math.min(item.width, item.height) * ROUNDED_IMAGE_RADIUS);
  } else {
    context.rect(item.x, item.y, item.width, item.height);
  }
  context.clip();
  context.drawImage(image, item.x + (item.width - drawnWidth) / 2, item.y + (item.height - drawnHeight) / 2, drawnWidth, drawnHeight);
  context.restore();
}
