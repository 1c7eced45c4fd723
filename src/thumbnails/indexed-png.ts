/**
 * An opaque RGBA image as a palette PNG (colour type 3, 8 bits per index): about a quarter of the
 * size of the canvas's true-colour PNG, for the catalogue picture kept in the repository
 * (docs/catalogue.png). Pages are mostly flat colours and anti-aliased text, so a palette of the 256
 * most used colours (counted on a 5-bit-per-channel grid, each entry the mean of its cell) loses
 * nothing one can see; other colours take the nearest entry. Alpha is ignored.
 */
import { zlibSync } from 'fflate';
import { crc32Bytes } from '../runtime/crc32.ts';
import { concatBytes } from '../runtime/bytes.ts';

const MAX_COLORS = 256;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A 5-bit-per-channel cell of the colour cube (15 bits). */
function cellOf(red: number, green: number, blue: number): number {
  return ((red >> 3) << 10) | ((green >> 3) << 5) | (blue >> 3);
}

/** The palette (RGB triples) and each pixel's index into it. */
export function quantise(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): { palette: Uint8Array; indexes: Uint8Array } {
  const pixels = width * height;
  const counts = new Uint32Array(1 << 15);
  const sums = new Float64Array(3 << 15);
  for (let pixel = 0; pixel < pixels; pixel++) {
    const red = rgba[pixel * 4] as number;
    const green = rgba[pixel * 4 + 1] as number;
    const blue = rgba[pixel * 4 + 2] as number;
    const cell = cellOf(red, green, blue);
    counts[cell] = (counts[cell] as number) + 1;
    sums[cell * 3] = (sums[cell * 3] as number) + red;
    sums[cell * 3 + 1] = (sums[cell * 3 + 1] as number) + green;
    sums[cell * 3 + 2] = (sums[cell * 3 + 2] as number) + blue;
  }
  const used = [...counts.keys()].filter((cell) => (counts[cell] as number) > 0).sort((a, b) => (counts[b] as number) - (counts[a] as number));
  const chosen = used.slice(0, MAX_COLORS);
  const palette = new Uint8Array(chosen.length * 3);
  chosen.forEach((cell, entry) => {
    for (let channel = 0; channel < 3; channel++) palette[entry * 3 + channel] = Math.round((sums[cell * 3 + channel] as number) / (counts[cell] as number));
  });

  // Each used cell's entry: its own when chosen, else the nearest to its mean colour.
  const entryOfCell = new Int16Array(1 << 15).fill(-1);
  chosen.forEach((cell, entry) => {
    entryOfCell[cell] = entry;
  });
  for (const cell of used.slice(MAX_COLORS)) {
    const mean = [0, 1, 2].map((channel) => (sums[cell * 3 + channel] as number) / (counts[cell] as number));
    let best = 0;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (let entry = 0; entry < chosen.length; entry++) {
      const distance = [0, 1, 2].reduce((sum, channel) => sum + ((palette[entry * 3 + channel] as number) - (mean[channel] as number)) ** 2, 0);
      if (distance < bestDistance) [best, bestDistance] = [entry, distance];
    }
    entryOfCell[cell] = best;
  }

  const indexes = new Uint8Array(pixels);
  for (let pixel = 0; pixel < pixels; pixel++) {
    indexes[pixel] = entryOfCell[cellOf(rgba[pixel * 4] as number, rgba[pixel * 4 + 1] as number, rgba[pixel * 4 + 2] as number)] as number;
  }
  return { palette, indexes };
}

/** `rgba` (width × height, 4 bytes a pixel) as palette PNG bytes. */
export function encodeIndexedPng(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Uint8Array {
  const { palette, indexes } = quantise(rgba, width, height);
  // Each scanline: filter type 0 (none, what palette images compress best with), then its indexes.
  const scanlines = new Uint8Array(height * (width + 1));
  for (let row = 0; row < height; row++) scanlines.set(indexes.subarray(row * width, (row + 1) * width), row * (width + 1) + 1);
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 3, 0, 0, 0], 8); // bit depth 8, colour type 3 (palette), deflate, adaptive filtering, no interlace
  return concatBytes([Uint8Array.from(PNG_SIGNATURE), chunk('IHDR', header), chunk('PLTE', palette), chunk('IDAT', zlibSync(scanlines, { level: 9 })), chunk('IEND', new Uint8Array(0))]);
}

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(12 + data.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, data.length);
  bytes.set(new TextEncoder().encode(type), 4);
  bytes.set(data, 8);
  view.setUint32(8 + data.length, crc32Bytes(bytes.subarray(4, 8 + data.length)));
  return bytes;
}
