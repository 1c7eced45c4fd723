/**
 * The sample profile photo: a small PNG portrait placeholder drawn the same way on every run. The
 * template thumbnails, the contact sheet, the distinctness measure and the corpus cases with a photo
 * all show this one, so a template with a photo is always seen with it. Loads the canvas library:
 * import it lazily from code that may never draw.
 */
import { createCanvas } from '@napi-rs/canvas';
import type { PreparedImage } from '../render/render-job.ts';

let cached: PreparedImage | undefined;

/** A 240 x 240 PNG portrait placeholder, as prepareProfilePhoto would hand it to the renderer. */
export function samplePhoto(): PreparedImage {
  if (cached) return cached;
  const size = 240;
  const canvas = createCanvas(size, size);
  const context = canvas.getContext('2d');
  context.fillStyle = '#8aa4c8';
  context.fillRect(0, 0, size, size);
  context.fillStyle = '#f1d3b3';
  context.beginPath();
  context.arc(size / 2, size * 0.4, size * 0.2, 0, Math.PI * 2);
  context.fill();
  context.fillRect(size * 0.22, size * 0.68, size * 0.56, size * 0.4);
  cached = { format: 'png', data: new Uint8Array(canvas.toBuffer('image/png')), width: size, height: size };
  return cached;
}
