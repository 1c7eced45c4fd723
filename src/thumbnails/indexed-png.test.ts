import { describe, expect, test } from 'bun:test';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { encodeIndexedPng } from './indexed-png.ts';

/** PNG bytes decoded back to RGBA by the canvas library. */
async function decode(png: Uint8Array): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  return { width: image.width, height: image.height, data: context.getImageData(0, 0, image.width, image.height).data };
}

describe('encodeIndexedPng', () => {
  test('an image of few colours comes back exactly, as a palette PNG', async () => {
    const [width, height] = [37, 11];
    const colours = [
      [255, 255, 255],
      [35, 39, 46],
      [138, 164, 200],
      [241, 211, 179],
    ];
    const rgba = new Uint8Array(width * height * 4);
    for (let pixel = 0; pixel < width * height; pixel++) rgba.set([...colours[(pixel * 7) % colours.length]!, 255], pixel * 4);
    const png = encodeIndexedPng(rgba, width, height);
    expect(png[25]).toBe(3); // IHDR colour type: palette
    const decoded = await decode(png);
    expect([decoded.width, decoded.height]).toEqual([width, height]);
    expect([...decoded.data]).toEqual([...rgba]);
  });

  test('an image of more than 256 colours comes back close, smaller than the true-colour PNG', async () => {
    const [width, height] = [256, 64];
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    const gradient = context.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, '#1d3557');
    gradient.addColorStop(0.5, '#e63946');
    gradient.addColorStop(1, '#f1faee');
    context.fillStyle = gradient;
    context.fillRect(0, 0, width, height);
    const rgba = context.getImageData(0, 0, width, height).data;
    const png = encodeIndexedPng(rgba, width, height);
    const decoded = await decode(png);
    let largest = 0;
    for (let index = 0; index < rgba.length; index++) if (index % 4 !== 3) largest = Math.max(largest, Math.abs(rgba[index]! - decoded.data[index]!));
    expect(largest).toBeLessThanOrEqual(12);
    expect(png.length).toBeLessThan((await canvas.encode('png')).length);
  });
});
