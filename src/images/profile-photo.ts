/**
 * Profile photos: from an http(s) URL (through the outbound guard) or a base64 `data:` URI to a
 * square image the PDF writer embeds (JPEG, or PNG when the photo has transparency).
 *
 * The format is decided by magic bytes, never by a declared type, and the pixel dimensions are read
 * from the header BEFORE anything is decoded, so a tiny file that claims 50 000 x 50 000 pixels is
 * refused without allocating it. Truncated files are refused too (decoders happily paint the missing
 * part grey). The shape (circle/rounded/square) is applied later, when the PDF clips the image; the
 * output here is always a plain sizePx x sizePx square, centre-cropped.
 *
 * Every bad input is an AppError 400 `invalid_request` with a message that says what is wrong.
 */
import { AppError } from '../domain/errors.ts';
import { formatBytes, safeFetch } from '../net/safe-fetch.ts';

export type PhotoShape = 'circle' | 'rounded' | 'square';
export type SourceImageFormat = 'png' | 'jpeg' | 'webp';

export interface ImageSize {
  format: SourceImageFormat;
  width: number;
  height: number;
}

export interface PreparedPhoto {
  format: 'png' | 'jpeg';
  data: Uint8Array;
  width: number;
  height: number;
}

export interface PrepareProfilePhotoOptions {
  allowHosts: string[];
  shape: PhotoShape;
  /** Side of the output square in pixels; 400 by default. */
  sizePx?: number;
}

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const MAX_PHOTO_PIXELS = 40_000_000;
export const MAX_PHOTO_SIDE = 12_000;
export const DEFAULT_PHOTO_SIZE_PX = 400;
export const MIN_PHOTO_SIZE_PX = 16;
export const MAX_PHOTO_SIZE_PX = 2000;
const JPEG_QUALITY = 88;
const SHAPES: readonly PhotoShape[] = ['circle', 'rounded', 'square'];

const bad = (message: string) => new AppError('invalid_request', message);
const messages = {
  notImage: 'The photo must be a JPEG, PNG or WebP image',
  corrupt: 'The photo is truncated or corrupt',
  empty: 'The photo is empty',
  zeroSize: 'The photo has a width or height of zero',
  tooBig: `The photo is too large: at most ${MAX_PHOTO_SIDE} pixels per side and ${MAX_PHOTO_PIXELS / 1_000_000} megapixels`,
  tooManyBytes: `The photo is larger than ${formatBytes(MAX_PHOTO_BYTES)}`,
};

/** Fetches or decodes `source`, checks it, centre-crops it to a square and scales it to sizePx. */
export async function prepareProfilePhoto(source: string, options: PrepareProfilePhotoOptions): Promise<PreparedPhoto> {
  const sizePx = options.sizePx ?? DEFAULT_PHOTO_SIZE_PX;
  if (!Number.isInteger(sizePx) || sizePx < MIN_PHOTO_SIZE_PX || sizePx > MAX_PHOTO_SIZE_PX) {
    throw bad(`The photo size must be a whole number of pixels from ${MIN_PHOTO_SIZE_PX} to ${MAX_PHOTO_SIZE_PX}`);
  }
  if (!SHAPES.includes(options.shape)) throw bad('The photo shape must be circle, rounded or square');
  if (typeof source !== 'string' || source.trim() === '') throw bad('The photo must be an http(s) URL or a base64 data: URI');

  const text = source.trim();
  const bytes = /^data:/i.test(text) ? decodeDataUri(text) : await fetchPhoto(text, options.allowHosts);
  return renderSquare(bytes, sizePx);
}

async function fetchPhoto(url: string, allowHosts: string[]): Promise<Uint8Array> {
  if (!/^https?:\/\//i.test(url)) throw bad('The photo must be an http(s) URL or a base64 data: URI');
  let result;
  try {
    result = await safeFetch(url, {
      allowHosts,
      maxBytes: MAX_PHOTO_BYTES,
      accept: 'image/jpeg, image/png, image/webp;q=0.9, image/*;q=0.5',
    });
  } catch (error) {
    if (error instanceof AppError) throw bad(`The photo could not be fetched: ${lowerFirst(error.message)}`);
    throw bad('The photo could not be fetched');
  }
  if (result.status < 200 || result.status > 299) throw bad(`The photo URL answered with HTTP ${result.status}`);
  return result.body;
}

/** `data:[<type>][;params];base64,<payload>`; the declared type is ignored. */
function decodeDataUri(uri: string): Uint8Array {
  // Bound the work before looking at the text: base64 of 5 MB is under 7 MB, plus the header.
  if (uri.length > Math.ceil(MAX_PHOTO_BYTES / 3) * 4 * 1.1 + 1024) throw bad(messages.tooManyBytes);
  const comma = uri.indexOf(',');
  if (comma === -1) throw bad('The photo data: URI is malformed');
  const meta = uri.slice(5, comma);
  if (!/;\s*base64\s*$/i.test(meta)) throw bad('A photo data: URI must be base64-encoded');
  let payload = uri.slice(comma + 1);
  if (payload.includes('%')) {
    try {
      payload = decodeURIComponent(payload);
    } catch {
      throw bad('The photo data: URI is malformed');
    }
  }
  payload = payload.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload) && !/^[A-Za-z0-9_-]*={0,2}$/.test(payload)) {
    throw bad('The photo data: URI is not valid base64');
  }
  const unpadded = payload.replace(/=+$/, '');
  if (unpadded.length % 4 === 1) throw bad('The photo data: URI is not valid base64');
  const decodedLength = Math.floor((unpadded.length * 3) / 4);
  if (decodedLength > MAX_PHOTO_BYTES) throw bad(messages.tooManyBytes);
  if (decodedLength === 0) throw bad(messages.empty);
  return new Uint8Array(Buffer.from(payload, 'base64'));
}

async function renderSquare(bytes: Uint8Array, sizePx: number): Promise<PreparedPhoto> {
  if (bytes.length === 0) throw bad(messages.empty);
  if (bytes.length > MAX_PHOTO_BYTES) throw bad(messages.tooManyBytes);
  const size = readImageSize(bytes);
  if (!size) throw bad(sniffFormat(bytes) ? messages.corrupt : messages.notImage);
  if (size.width === 0 || size.height === 0) throw bad(messages.zeroSize);
  if (size.width > MAX_PHOTO_SIDE || size.height > MAX_PHOTO_SIDE || size.width * size.height > MAX_PHOTO_PIXELS) throw bad(messages.tooBig);
  if (!isComplete(bytes, size.format)) throw bad(messages.corrupt);

  // Imported on the first photo: the canvas library (~20 MiB of RSS) is not loaded by instances
  // that never receive one.
  const { createCanvas, Image } = await import('@napi-rs/canvas');
  // Only ever bytes: a string `src` would make the canvas library read files or fetch URLs itself.
  const image = new Image();
  try {
    image.src = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    await image.decode();
  } catch {
    throw bad(messages.corrupt);
  }
  const width = image.width;
  const height = image.height;
  // The decoder applies the EXIF orientation, which may swap the sides; anything else means the
  // header we checked is not the image the decoder saw.
  const sameSize = (width === size.width && height === size.height) || (width === size.height && height === size.width);
  if (!sameSize || width === 0 || height === 0) throw bad(messages.corrupt);

  const side = Math.min(width, height);
  const sx = Math.floor((width - side) / 2);
  const sy = Math.floor((height - side) / 2);
  const canvas = createCanvas(sizePx, sizePx);
  const context = canvas.getContext('2d');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, sx, sy, side, side, 0, 0, sizePx, sizePx);

  if (size.format !== 'jpeg' && hasTransparency(context.getImageData(0, 0, sizePx, sizePx).data)) {
    return { format: 'png', data: new Uint8Array(await canvas.encode('png')), width: sizePx, height: sizePx };
  }
  return { format: 'jpeg', data: new Uint8Array(await canvas.encode('jpeg', JPEG_QUALITY)), width: sizePx, height: sizePx };
}

function hasTransparency(rgba: Uint8ClampedArray): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i]! < 255) return true;
  return false;
}

function lowerFirst(text: string): string {
  return text.length > 1 && /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

// ---- Header parsing (pure) ----

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: number[], offset = 0): boolean {
  if (bytes.length < offset + prefix.length) return false;
  return prefix.every((value, i) => bytes[offset + i] === value);
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  if (bytes.length < offset + length) return '';
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;
const u32le = (b: Uint8Array, i: number) => (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0;

/** Which format the magic bytes announce, whether or not the rest is readable. */
function sniffFormat(bytes: Uint8Array): SourceImageFormat | undefined {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  return undefined;
}

/**
 * Format and pixel size from the header alone: PNG IHDR, JPEG SOFn, WebP VP8/VP8L/VP8X. Undefined
 * when the bytes are not one of these formats or the header is cut short. Never decodes pixels.
 * (For JPEG these are the stored sides; an EXIF orientation may swap them when displayed.)
 */
export function readImageSize(bytes: Uint8Array): ImageSize | undefined {
  switch (sniffFormat(bytes)) {
    case 'png':
      if (bytes.length < 24 || ascii(bytes, 12, 4) !== 'IHDR') return undefined;
      return { format: 'png', width: u32be(bytes, 16), height: u32be(bytes, 20) };
    case 'jpeg': {
      const info = scanJpeg(bytes);
      return info?.width !== undefined && info.height !== undefined ? { format: 'jpeg', width: info.width, height: info.height } : undefined;
    }
    case 'webp':
      return readWebpSize(bytes);
    default:
      return undefined;
  }
}

function readWebpSize(bytes: Uint8Array): ImageSize | undefined {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ') {
    // Frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height (2 scale bits on top).
    if (bytes.length < 30 || !startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return undefined;
    return { format: 'webp', width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (bytes.length < 25 || bytes[20] !== 0x2f) return undefined;
    const bits = u32le(bytes, 21);
    return { format: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    if (bytes.length < 30) return undefined;
    return { format: 'webp', width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
  }
  return undefined;
}

const isSofMarker = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Walks the JPEG marker segments up to the first SOS: the first SOFn's size and where SOS starts. */
function scanJpeg(bytes: Uint8Array): { width?: number; height?: number; sos?: number } | undefined {
  const length = bytes.length;
  let width: number | undefined;
  let height: number | undefined;
  let i = 2;
  while (i + 1 < length) {
    if (bytes[i] !== 0xff) return undefined;
    let marker = bytes[i + 1]!;
    while (marker === 0xff && i + 2 < length) {
      // Fill bytes before a marker.
      i++;
      marker = bytes[i + 1]!;
    }
    const markerAt = i;
    i += 2;
    if (marker === 0x01 || marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7)) continue; // no length
    if (marker === 0xd9) return { width, height }; // EOI before any scan
    if (i + 2 > length) return { width, height };
    const segment = u16be(bytes, i);
    if (segment < 2) return undefined;
    if (isSofMarker(marker) && width === undefined) {
      if (i + 7 > length) return undefined;
      height = u16be(bytes, i + 3);
      width = u16be(bytes, i + 5);
    }
    if (marker === 0xda) return { width, height, sos: markerAt };
    i += segment;
  }
  return { width, height };
}

/** False for files cut short: PNG without IEND, JPEG without EOI after the scan, WebP shorter than its RIFF size. */
function isComplete(bytes: Uint8Array, format: SourceImageFormat): boolean {
  if (format === 'png') {
    let offset = 8;
    let sawData = false;
    while (offset + 12 <= bytes.length) {
      const chunkLength = u32be(bytes, offset);
      const type = ascii(bytes, offset + 4, 4);
      const next = offset + 12 + chunkLength;
      if (next > bytes.length) return false;
      if (type === 'IDAT') sawData = true;
      if (type === 'IEND') return sawData;
      offset = next;
    }
    return false;
  }
  if (format === 'jpeg') {
    const sos = scanJpeg(bytes)?.sos;
    if (sos === undefined) return false;
    // Inside entropy-coded data 0xFF is always stuffed (FF 00), so FF D9 after the scan is the EOI.
    for (let i = bytes.length - 2; i > sos; i--) if (bytes[i] === 0xff && bytes[i + 1] === 0xd9) return true;
    return false;
  }
  const riffSize = u32le(bytes, 4);
  return riffSize >= 4 && 8 + riffSize <= bytes.length;
}
