import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createCanvas, Image, type Canvas } from '@napi-rs/canvas';
import { deflateSync } from 'node:zlib';
import type { AppError } from '../domain/errors.ts';
import { rejectedAppError } from '../../test/support/app-error.ts';
import { MAX_PHOTO_BYTES, prepareProfilePhoto, readImageSize } from './profile-photo.ts';

/**
 * 600 x 200: green | red | blue | green, so the centre square (x 200..400) is red on the left and
 * blue on the right, with no green at all.
 */
function striped(): Canvas {
  const canvas = createCanvas(600, 200);
  const context = canvas.getContext('2d');
  context.fillStyle = '#00ff00';
  context.fillRect(0, 0, 600, 200);
  context.fillStyle = '#ff0000';
  context.fillRect(200, 0, 100, 200);
  context.fillStyle = '#0000ff';
  context.fillRect(300, 0, 100, 200);
  return canvas;
}

const canvas = striped();
const jpeg = new Uint8Array(canvas.toBuffer('image/jpeg', 90));
const png = new Uint8Array(canvas.toBuffer('image/png'));
const webp = new Uint8Array(canvas.toBuffer('image/webp', 90));

const transparentPng = (() => {
  const c = createCanvas(120, 80);
  const context = c.getContext('2d');
  context.fillStyle = 'rgba(255, 0, 0, 1)';
  context.beginPath();
  context.arc(60, 40, 30, 0, Math.PI * 2);
  context.fill();
  return new Uint8Array(c.toBuffer('image/png'));
})();

const dataUri = (bytes: Uint8Array, type = 'image/png') => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

// ---- hand-crafted PNGs ----

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  Buffer.from(data).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** A syntactically valid PNG claiming width x height (8-bit RGB), with a token IDAT. */
function pngHeaderOnly(width: number, height: number): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(64))), chunk('IEND', new Uint8Array(0))]);
}

/** Inserts an EXIF APP1 segment with the given orientation right after SOI. */
function withExifOrientation(bytes: Uint8Array, orientation: number): Uint8Array {
  const tiff = Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const segment = Buffer.concat([Buffer.from([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]), payload]);
  return Buffer.concat([bytes.subarray(0, 2), segment, bytes.subarray(2)]);
}

async function decode(bytes: Uint8Array): Promise<Image> {
  const image = new Image();
  image.src = Buffer.from(bytes);
  await image.decode();
  return image;
}

/** The decoded output's pixel at (x, y). */
async function pixel(bytes: Uint8Array, x: number, y: number): Promise<[number, number, number, number]> {
  const image = await decode(bytes);
  const c = createCanvas(image.width, image.height);
  const context = c.getContext('2d');
  context.drawImage(image, 0, 0);
  const data = context.getImageData(x, y, 1, 1).data;
  return [data[0]!, data[1]!, data[2]!, data[3]!];
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await rejectedAppError(promise);
  expect(error.code).toBe('invalid_request');
  expect(error.status).toBe(400);
  return error;
}

const none = { allowHosts: [] as string[], shape: 'circle' as const };

describe('readImageSize', () => {
  test('reads PNG, JPEG and WebP headers', () => {
    expect(readImageSize(png)).toEqual({ format: 'png', width: 600, height: 200 });
    expect(readImageSize(jpeg)).toEqual({ format: 'jpeg', width: 600, height: 200 });
    expect(readImageSize(webp)).toEqual({ format: 'webp', width: 600, height: 200 });
  });

  test('reads WebP VP8L (lossless) and VP8 (lossy, no VP8X) headers', () => {
    // Minimal hand-written headers: only the bytes the parser looks at.
    const vp8l = Buffer.alloc(30);
    vp8l.write('RIFF', 0, 'latin1');
    vp8l.writeUInt32LE(22, 4);
    vp8l.write('WEBPVP8L', 8, 'latin1');
    vp8l[20] = 0x2f;
    vp8l.writeUInt32LE((640 - 1) | ((480 - 1) << 14), 21);
    expect(readImageSize(vp8l)).toEqual({ format: 'webp', width: 640, height: 480 });

    const vp8 = Buffer.alloc(30);
    vp8.write('RIFF', 0, 'latin1');
    vp8.writeUInt32LE(22, 4);
    vp8.write('WEBPVP8 ', 8, 'latin1');
    vp8.set([0x9d, 0x01, 0x2a], 23);
    vp8.writeUInt16LE(321, 26);
    vp8.writeUInt16LE(123 | 0x4000, 28); // scale bits are not part of the size
    expect(readImageSize(vp8)).toEqual({ format: 'webp', width: 321, height: 123 });
  });

  test('reads a 50 000 x 50 000 PNG header without decoding anything', () => {
    expect(readImageSize(pngHeaderOnly(50_000, 50_000))).toEqual({ format: 'png', width: 50_000, height: 50_000 });
  });

  test('skips JPEG segments (EXIF, fill bytes) to the SOF marker', () => {
    expect(readImageSize(withExifOrientation(jpeg, 6))).toEqual({ format: 'jpeg', width: 600, height: 200 });
  });

  test('undefined for other formats and for cut-short headers', () => {
    expect(readImageSize(new TextEncoder().encode('hello, I am a text file'))).toBeUndefined();
    expect(readImageSize(new Uint8Array(0))).toBeUndefined();
    expect(readImageSize(new TextEncoder().encode('GIF89a\x01\x00\x01\x00'))).toBeUndefined();
    expect(readImageSize(png.subarray(0, 20))).toBeUndefined();
    expect(readImageSize(jpeg.subarray(0, 3))).toBeUndefined();
    expect(readImageSize(webp.subarray(0, 16))).toBeUndefined();
  });
});

describe('prepareProfilePhoto: data: URIs', () => {
  for (const [name, bytes] of [
    ['JPEG', jpeg],
    ['PNG', png],
    ['WebP', webp],
  ] as const) {
    test(`${name} becomes a centre-cropped ${400}px JPEG square`, async () => {
      const photo = await prepareProfilePhoto(dataUri(bytes), none);
      expect(photo.format).toBe('jpeg');
      expect(photo.width).toBe(400);
      expect(photo.height).toBe(400);
      expect(Array.from(photo.data.subarray(0, 3))).toEqual([0xff, 0xd8, 0xff]);
      const image = await decode(photo.data);
      expect([image.width, image.height]).toEqual([400, 400]);
      // Left half red, right half blue, no green from the cropped-off sides.
      const [r1, g1, b1] = await pixel(photo.data, 10, 200);
      expect(r1).toBeGreaterThan(200);
      expect(g1).toBeLessThan(60);
      expect(b1).toBeLessThan(60);
      const [r2, g2, b2] = await pixel(photo.data, 390, 200);
      expect(b2).toBeGreaterThan(200);
      expect(r2).toBeLessThan(60);
      expect(g2).toBeLessThan(60);
    });
  }

  test('sizePx is honoured', async () => {
    const photo = await prepareProfilePhoto(dataUri(png), { ...none, shape: 'square', sizePx: 128 });
    expect([photo.width, photo.height]).toEqual([128, 128]);
    const image = await decode(photo.data);
    expect([image.width, image.height]).toEqual([128, 128]);
  });

  test('the declared type is ignored: magic bytes decide', async () => {
    const photo = await prepareProfilePhoto(dataUri(jpeg, 'text/plain'), none);
    expect(photo.format).toBe('jpeg');
  });

  test('a photo with transparency stays PNG', async () => {
    const photo = await prepareProfilePhoto(dataUri(transparentPng), { ...none, shape: 'rounded', sizePx: 100 });
    expect(photo.format).toBe('png');
    expect(Array.from(photo.data.subarray(0, 4))).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect((await pixel(photo.data, 0, 0))[3]).toBe(0);
    expect((await pixel(photo.data, 50, 50))[3]).toBe(255);
  });

  test('the EXIF orientation is applied', async () => {
    // Orientation 6 (rotate 90 degrees clockwise): the 600 x 200 stripes stand upright as 200 x 600.
    const photo = await prepareProfilePhoto(dataUri(withExifOrientation(jpeg, 6), 'image/jpeg'), { ...none, sizePx: 100 });
    expect([photo.width, photo.height]).toEqual([100, 100]);
    const [r, g, b] = await pixel(photo.data, 50, 10);
    expect(r).toBeGreaterThan(200); // red on top
    expect(g + b).toBeLessThan(120);
  });
});

describe('prepareProfilePhoto: bad input is a 400', () => {
  test('a 50 000 x 50 000 PNG header is refused fast, without allocating it', async () => {
    const bomb = pngHeaderOnly(50_000, 50_000);
    expect(bomb.length).toBeLessThan(500);
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const error = await refusal(prepareProfilePhoto(dataUri(bomb), none));
    expect(performance.now() - started).toBeLessThan(200);
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
    expect(error.message).toContain('too large');
  });

  test('more than 40 megapixels, or a side over 12 000, is refused', async () => {
    expect((await refusal(prepareProfilePhoto(dataUri(pngHeaderOnly(7000, 7000)), none))).message).toContain('too large');
    expect((await refusal(prepareProfilePhoto(dataUri(pngHeaderOnly(12_001, 10)), none))).message).toContain('too large');
  });

  test('a zero-size image is refused', async () => {
    expect((await refusal(prepareProfilePhoto(dataUri(pngHeaderOnly(0, 100)), none))).message).toBe('The photo has a width or height of zero');
  });

  test('a truncated JPEG is refused', async () => {
    const error = await refusal(prepareProfilePhoto(dataUri(jpeg.subarray(0, Math.floor(jpeg.length / 2))), none));
    expect(error.message).toBe('The photo is truncated or corrupt');
  });

  test('a JPEG cut inside its header is refused', async () => {
    expect((await refusal(prepareProfilePhoto(dataUri(jpeg.subarray(0, 40)), none))).message).toBe('The photo is truncated or corrupt');
  });

  test('a truncated PNG and a truncated WebP are refused', async () => {
    expect((await refusal(prepareProfilePhoto(dataUri(png.subarray(0, Math.floor(png.length / 2))), none))).message).toBe('The photo is truncated or corrupt');
    expect((await refusal(prepareProfilePhoto(dataUri(webp.subarray(0, Math.floor(webp.length / 2))), none))).message).toBe('The photo is truncated or corrupt');
  });

  test('a JPEG whose scan data is garbage is refused', async () => {
    const broken = new Uint8Array(jpeg);
    const sos = broken.findIndex((value, i) => value === 0xff && broken[i + 1] === 0xda);
    broken.fill(0x00, sos + 2, sos + 6); // break the SOS segment header itself
    await refusal(prepareProfilePhoto(dataUri(broken), none));
  });

  test('a text file is refused', async () => {
    const error = await refusal(prepareProfilePhoto(dataUri(new TextEncoder().encode('name,title\nAda,Engineer\n'), 'image/png'), none));
    expect(error.message).toBe('The photo must be a JPEG, PNG or WebP image');
  });

  test('GIF and SVG are refused as unsupported', async () => {
    await refusal(prepareProfilePhoto(dataUri(new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00\x00;')), none));
    await refusal(prepareProfilePhoto(dataUri(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'), none));
  });

  test('malformed, empty, non-base64 and oversized data: URIs are refused', async () => {
    expect((await refusal(prepareProfilePhoto('data:image/png;base64,', none))).message).toBe('The photo is empty');
    expect((await refusal(prepareProfilePhoto('data:image/png,rawbytes', none))).message).toBe('A photo data: URI must be base64-encoded');
    expect((await refusal(prepareProfilePhoto('data:image/png;base64,@@@@', none))).message).toBe('The photo data: URI is not valid base64');
    expect((await refusal(prepareProfilePhoto('data:image/png;base64', none))).message).toBe('The photo data: URI is malformed');
    const huge = `data:image/png;base64,${'A'.repeat(Math.ceil(((MAX_PHOTO_BYTES + 3) * 4) / 3))}`;
    expect((await refusal(prepareProfilePhoto(huge, none))).message).toBe('The photo is larger than 5 MB');
  });

  test('other schemes, blank sources and bad options are refused', async () => {
    await refusal(prepareProfilePhoto('file:///etc/passwd', none));
    await refusal(prepareProfilePhoto('/etc/passwd', none));
    await refusal(prepareProfilePhoto('  ', none));
    await refusal(prepareProfilePhoto(dataUri(png), { ...none, sizePx: 0 }));
    await refusal(prepareProfilePhoto(dataUri(png), { ...none, sizePx: 10.5 }));
    await refusal(prepareProfilePhoto(dataUri(png), { ...none, shape: 'hexagon' as never }));
  });
});

describe('prepareProfilePhoto: URLs (loopback test server only)', () => {
  let server: ReturnType<typeof Bun.serve>;
  let origin: string;
  let allow: string[];

  beforeAll(() => {
    server = Bun.serve({
      port: 0,
      hostname: '127.0.0.1',
      fetch(request) {
        const path = new URL(request.url).pathname;
        if (path === '/photo.jpg') return new Response(jpeg, { headers: { 'content-type': 'image/jpeg' } });
        if (path === '/mislabelled') return new Response(webp, { headers: { 'content-type': 'application/octet-stream' } });
        if (path === '/not-an-image.jpg') return new Response('<html>nope</html>', { headers: { 'content-type': 'image/jpeg' } });
        if (path === '/huge') return new Response(new Uint8Array(MAX_PHOTO_BYTES + 1), { headers: { 'content-type': 'image/jpeg' } });
        return new Response('missing', { status: 404 });
      },
    });
    origin = `http://127.0.0.1:${server.port}`;
    allow = [`127.0.0.1:${server.port}`];
  });

  afterAll(() => {
    server.stop(true);
  });

  test('a URL on an allowed host works', async () => {
    const photo = await prepareProfilePhoto(`${origin}/photo.jpg`, { allowHosts: allow, shape: 'circle', sizePx: 200 });
    expect(photo.format).toBe('jpeg');
    expect([photo.width, photo.height]).toEqual([200, 200]);
    const image = await decode(photo.data);
    expect([image.width, image.height]).toEqual([200, 200]);
  });

  test('the same URL without allowHosts is a 400 that does not name the address', async () => {
    const error = await refusal(prepareProfilePhoto(`${origin}/photo.jpg`, { allowHosts: [], shape: 'circle' }));
    expect(error.message).not.toContain('127.0.0.1');
    const loopback = await refusal(prepareProfilePhoto('http://127.0.0.1/photo.jpg', { allowHosts: [], shape: 'circle' }));
    expect(loopback.message).toBe('The photo could not be fetched: the URL points to a private or reserved address');
  });

  test('the served type does not matter, the bytes do', async () => {
    const photo = await prepareProfilePhoto(`${origin}/mislabelled`, { allowHosts: allow, shape: 'square' });
    expect(photo.format).toBe('jpeg');
    const error = await refusal(prepareProfilePhoto(`${origin}/not-an-image.jpg`, { allowHosts: allow, shape: 'square' }));
    expect(error.message).toBe('The photo must be a JPEG, PNG or WebP image');
  });

  test('an error status and an oversized body are 400s', async () => {
    expect((await refusal(prepareProfilePhoto(`${origin}/missing.jpg`, { allowHosts: allow, shape: 'square' }))).message).toBe('The photo URL answered with HTTP 404');
    expect((await refusal(prepareProfilePhoto(`${origin}/huge`, { allowHosts: allow, shape: 'square' }))).message).toBe('The photo could not be fetched: the response is larger than 5 MB');
  });
});
