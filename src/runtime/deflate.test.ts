import { describe, expect, test } from 'bun:test';
import { inflateSync } from 'node:zlib';
import { zlibDeflate } from './deflate.ts';

/** Deterministic bytes: a seeded generator, so a failure names an input that can be made again. */
function randomBytes(length: number, seed: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  let state = seed;
  for (let index = 0; index < length; index++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}

const text = (length: number): Uint8Array<ArrayBuffer> => new TextEncoder().encode('BT /F1 10 Tf 72 712 Td (Senior engineer, 2019-2024) Tj ET\n'.repeat(Math.ceil(length / 57)).slice(0, length));

describe('zlibDeflate', () => {
  const inputs: [string, Uint8Array<ArrayBuffer>][] = [
    ['nothing', new Uint8Array(0)],
    ['one byte', new Uint8Array([0x41])],
    ['a content stream', text(30_000)],
    ['random bytes (incompressible)', randomBytes(70_000, 7)],
    ['zeros past 64 KB (Adler-32 sums wrap)', new Uint8Array(300_000)],
    ['every byte value, high ones past the Adler-32 modulus', Uint8Array.from({ length: 6000 }, (_, index) => 255 - (index % 256))],
  ];
  for (const [name, data] of inputs) {
    test(`${name}: zlib's own inflate (checking the Adler-32) gives the bytes back`, () => {
      const deflated = zlibDeflate(data);
      expect(new Uint8Array(inflateSync(deflated))).toEqual(data);
      // A zlib header: DEFLATE with a 32 KB window, check bits making it a multiple of 31, no dictionary.
      expect(deflated[0]).toBe(0x78);
      expect((deflated[0]! * 256 + deflated[1]!) % 31).toBe(0);
      expect(deflated[1]! & 0x20).toBe(0);
    });
  }

  test('compresses what compresses, and the same input gives the same bytes', () => {
    const data = text(30_000);
    expect(zlibDeflate(data).byteLength).toBeLessThan(data.byteLength / 10);
    expect(zlibDeflate(data)).toEqual(zlibDeflate(data));
  });

  test('a corrupted trailer is refused by inflate: the checksum is real', () => {
    const deflated = zlibDeflate(text(1000));
    deflated[deflated.length - 1]! ^= 1;
    expect(() => inflateSync(deflated)).toThrow();
  });
});
