import { describe, expect, test } from 'bun:test';
import { crc32, crc32Bytes } from './crc32.ts';

describe('crc32', () => {
  test('the standard check value and empty input', () => {
    expect(crc32('123456789')).toBe(0xcbf43926);
    expect(crc32('')).toBe(0);
  });

  test('equals Bun.hash.crc32, which earlier key checksums were made with', () => {
    for (const text of ['a', 'vitae', 'Zażółć gęślą jaźń', 'x'.repeat(1000), 'AbC123xyz0987654321QWERTYuiopasdf']) expect(crc32(text)).toBe(Bun.hash.crc32(text));
  });

  test('crc32Bytes on raw bytes (ZIP entry checksums) equals Bun.hash.crc32', () => {
    const bytes = Uint8Array.from({ length: 5000 }, (_, index) => (index * 7919) & 0xff);
    expect(crc32Bytes(bytes)).toBe(Bun.hash.crc32(bytes));
    expect(crc32Bytes(new Uint8Array(0))).toBe(0);
  });
});
