/**
 * Image XObjects (§8.9.5) from the PNG and JPEG bytes a DrawDocument carries. A JPEG is embedded as
 * it is (DCTDecode). An opaque 8-bit PNG keeps its compressed data, read through the PNG predictors
 * (§7.4.4.4); one with transparency is decoded, and its alpha becomes a soft mask (/SMask), which is
 * what a PDF needs to draw a transparent photo edge over a coloured band.
 */
import { inflateSync } from 'node:zlib';
import { ref, type PdfFile } from './pdf-file.ts';
import { concatBytes } from '../runtime/bytes.ts';

export interface ImageSource {
  format: 'png' | 'jpeg';
  data: Uint8Array;
}

export interface EmbeddedImage {
  ref: number;
  /** Size in pixels, as the file says. */
  width: number;
  height: number;
}

export function writeImage(file: PdfFile, image: ImageSource): EmbeddedImage {
  return image.format === 'jpeg' ? writeJpeg(file, image.data) : writePng(file, image.data);
}

function writeJpeg(file: PdfFile, data: Uint8Array): EmbeddedImage {
  const frame = jpegFrame(data);
  const colorSpace = frame.components === 1 ? '/DeviceGray' : frame.components === 3 ? '/DeviceRGB' : '/DeviceCMYK';
  // Adobe's CMYK JPEGs store inverted components (what every viewer assumes).
  const decode = frame.components === 4 ? ' /Decode [1 0 1 0 1 0 1 0]' : '';
  const image = file.allocate();
  file.writeStream(
    image,
    `/Type /XObject /Subtype /Image /Width ${frame.width} /Height ${frame.height} /ColorSpace ${colorSpace} /BitsPerComponent ${frame.bits}${decode} /Filter /DCTDecode`,
    data,
    false,
  );
  return { ref: image, width: frame.width, height: frame.height };
}

/** Size, precision and component count from a JPEG's start-of-frame marker. */
function jpegFrame(data: Uint8Array): { width: number; height: number; bits: number; components: number } {
  if (data[0] !== 0xff || data[1] !== 0xd8) throw new Error('Not a JPEG image (no SOI marker)');
  let offset = 2;
  while (offset + 9 < data.length) {
    if (data[offset] !== 0xff) throw new Error('Corrupt JPEG image (expected a marker)');
    const marker = data[offset + 1]!;
    if (marker === 0xff) {
      offset++;
      continue;
    }
    const length = (data[offset + 2]! << 8) | data[offset + 3]!;
    // SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return {
        bits: data[offset + 4]!,
        height: (data[offset + 5]! << 8) | data[offset + 6]!,
        width: (data[offset + 7]! << 8) | data[offset + 8]!,
        components: data[offset + 9]!,
      };
    }
    offset += 2 + length;
  }
  throw new Error('Corrupt JPEG image (no start-of-frame marker)');
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

interface PngHeader {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  interlaced: boolean;
}

function writePng(file: PdfFile, data: Uint8Array): EmbeddedImage {
  if (!PNG_SIGNATURE.every((byte, index) => data[index] === byte)) throw new Error('Not a PNG image (bad signature)');
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let header: PngHeader | undefined;
  let palette: Uint8Array | undefined;
  let transparency: Uint8Array | undefined;
  const compressed: Uint8Array[] = [];
  for (let offset = 8; offset + 8 <= data.length; ) {
    const length = view.getUint32(offset);
    if (offset + 12 + length > data.length) throw new Error('Corrupt PNG image (a chunk runs past the end of the file)');
    const type = String.fromCharCode(data[offset + 4]!, data[offset + 5]!, data[offset + 6]!, data[offset + 7]!);
    const body = data.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      header = { width: view.getUint32(offset + 8), height: view.getUint32(offset + 12), bitDepth: body[8]!, colorType: body[9]!, interlaced: body[12] === 1 };
    } else if (type === 'PLTE') palette = body;
    else if (type === 'tRNS') transparency = body;
    else if (type === 'IDAT') compressed.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  if (!header || compressed.length === 0) throw new Error('Corrupt PNG image (no IHDR or IDAT)');
  if (header.interlaced || header.bitDepth !== 8)
    throw new Error(`Unsupported PNG image: ${header.interlaced ? 'interlaced' : `${header.bitDepth}-bit`} (the service's photos are 8-bit, not interlaced)`);
  const idat = compressed.length === 1 ? compressed[0]! : concatBytes(compressed);
  const { width, height, colorType } = header;
  const image = file.allocate();
  const base = `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /BitsPerComponent 8`;

  // Opaque grey, RGB or palette: the PNG's own deflate stream, undone by the reader's PNG predictors.
  if ((colorType === 0 || colorType === 2 || colorType === 3) && !transparency) {
    const colors = colorType === 2 ? 3 : 1;
    const colorSpace = colorType === 0 ? '/DeviceGray' : colorType === 2 ? '/DeviceRGB' : indexedColorSpace(palette);
    file.writeStream(image, `${base} /ColorSpace ${colorSpace} /Filter /FlateDecode /DecodeParms << /Predictor 15 /Colors ${colors} /BitsPerComponent 8 /Columns ${width} >>`, idat, false);
    return { ref: image, width, height };
  }

  const { color, alpha, channels } = decodePng(header, inflateSync(idat), palette, transparency);
  let mask = '';
  if (alpha) {
    const softMask = file.allocate();
    file.writeStream(softMask, `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /BitsPerComponent 8 /ColorSpace /DeviceGray`, alpha);
    mask = ` /SMask ${ref(softMask)}`;
  }
  file.writeStream(image, `${base} /ColorSpace ${channels === 1 ? '/DeviceGray' : '/DeviceRGB'}${mask}`, color);
  return { ref: image, width, height };
}

function indexedColorSpace(palette: Uint8Array | undefined): string {
  if (!palette || palette.length < 3 || palette.length % 3 !== 0) throw new Error('Corrupt PNG image (palette image without a whole PLTE)');
  let hex = '';
  for (const byte of palette) hex += byte.toString(16).padStart(2, '0');
  return `[/Indexed /DeviceRGB ${palette.length / 3 - 1} <${hex}>]`;
}

/**
 * An 8-bit PNG's pixels, unfiltered (§9 of the PNG specification), as colour samples (grey or RGB)
 * and an alpha plane; the alpha is left out when every pixel is opaque.
 */
function decodePng(header: PngHeader, raw: Uint8Array, palette: Uint8Array | undefined, transparency: Uint8Array | undefined): { color: Uint8Array; alpha: Uint8Array | undefined; channels: 1 | 3 } {
  const { width, height, colorType } = header;
  const samplesPerPixel = [1, 0, 3, 1, 2, 0, 4][colorType];
  if (!samplesPerPixel) throw new Error(`Corrupt PNG image (colour type ${colorType})`);
  const stride = width * samplesPerPixel;
  if (raw.length < (stride + 1) * height) throw new Error('Corrupt PNG image (too little pixel data)');
  const pixels = new Uint8Array(stride * height);
  unfilter(raw, pixels, stride, height, samplesPerPixel);

  const channels: 1 | 3 = colorType === 0 || colorType === 4 ? 1 : 3;
  const color = new Uint8Array(width * height * channels);
  const alpha = new Uint8Array(width * height);
  let opaque = true;
  for (let pixel = 0; pixel < width * height; pixel++) {
    const source = pixel * samplesPerPixel;
    let a = 255;
    if (colorType === 3) {
      const index = pixels[source]!;
      if (!palette || index * 3 + 2 >= palette.length) throw new Error('Corrupt PNG image (palette index out of range)');
      color[pixel * 3] = palette[index * 3]!;
      color[pixel * 3 + 1] = palette[index * 3 + 1]!;
      color[pixel * 3 + 2] = palette[index * 3 + 2]!;
      a = transparency && index < transparency.length ? transparency[index]! : 255;
    } else if (channels === 1) {
      color[pixel] = pixels[source]!;
      if (colorType === 4) a = pixels[source + 1]!;
      else if (transparency && transparency.length >= 2 && pixels[source] === transparency[1]) a = 0;
    } else {
      color[pixel * 3] = pixels[source]!;
      color[pixel * 3 + 1] = pixels[source + 1]!;
      color[pixel * 3 + 2] = pixels[source + 2]!;
      if (colorType === 6) a = pixels[source + 3]!;
      else if (transparency && transparency.length >= 6 && pixels[source] === transparency[1] && pixels[source + 1] === transparency[3] && pixels[source + 2] === transparency[5]) a = 0;
    }
    alpha[pixel] = a;
    if (a !== 255) opaque = false;
  }
  return { color, alpha: opaque ? undefined : alpha, channels };
}

/** Undoes the PNG row filters (None, Sub, Up, Average, Paeth) of `raw` into `out`. */
function unfilter(raw: Uint8Array, out: Uint8Array, stride: number, height: number, bytesPerPixel: number): void {
  for (let row = 0; row < height; row++) {
    const filter = raw[row * (stride + 1)]!;
    const input = row * (stride + 1) + 1;
    const output = row * stride;
    const previous = output - stride;
    for (let column = 0; column < stride; column++) {
      const value = raw[input + column]!;
      const left = column >= bytesPerPixel ? out[output + column - bytesPerPixel]! : 0;
      const up = row > 0 ? out[previous + column]! : 0;
      const upLeft = row > 0 && column >= bytesPerPixel ? out[previous + column - bytesPerPixel]! : 0;
      let predicted = 0;
      if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = (left + up) >> 1;
      else if (filter === 4) {
        const estimate = left + up - upLeft;
        const toLeft = Math.abs(estimate - left);
        const toUp = Math.abs(estimate - up);
        const toUpLeft = Math.abs(estimate - upLeft);
        predicted = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft;
      } else if (filter !== 0) throw new Error(`Corrupt PNG image (row filter ${filter})`);
      out[output + column] = (value + predicted) & 0xff;
    }
  }
}
