import { describe, expect, test } from 'bun:test';
import { crc32 } from './crc32.ts';

describe('crc32', () => {
  test('the standard check value and empty input', () => {
    expect(crc32('123456789')).toBe(0xcbf43926);
    expect(crc32('')).toBe(0);
  });

  test('equals Bun.hash.crc32, which earlier key checksums were made with', () => {
    for (const text of ['a', 'vitae', 'Zażółć gęślą jaźń', 'x'.repeat(1000), 'AbC123xyz0987654321QWERTYuiopasdf']) expect(crc32(text)).toBe(Bun.hash.crc32(text));
  });
});
