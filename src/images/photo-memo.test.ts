/** The prepared-photo memo: time limit, failures not kept, one preparation for concurrent callers, byte budget. */
import { describe, expect, test } from 'bun:test';
import { PhotoMemo } from './photo-memo.ts';
import type { PreparedPhoto } from './profile-photo.ts';

const photo = (bytes: number, fill = 1): PreparedPhoto => ({ format: 'jpeg', data: new Uint8Array(bytes).fill(fill), width: 400, height: 400 });

describe('PhotoMemo', () => {
  test('a source is prepared once within the time limit, and again after it (a changed image is seen then)', async () => {
    let now = 0;
    const memo = new PhotoMemo({ maxBytes: 1 << 20, ttlMs: 1000, now: () => now });
    const key = PhotoMemo.key('https://example.com/me.jpg');
    let prepared = 0;
    const prepare = async () => photo(10, ++prepared);
    expect(memo.peek(key)).toBeUndefined();
    const first = await memo.get(key, prepare);
    now = 999;
    expect(memo.peek(key)).toBe(first);
    expect(await memo.get(key, prepare)).toBe(first);
    now = 1000;
    expect(memo.peek(key)).toBeUndefined();
    const second = await memo.get(key, prepare);
    expect(second.data[0]).toBe(2);
    expect(prepared).toBe(2);
  });

  test('a failed preparation is not kept: the next call tries again', async () => {
    const memo = new PhotoMemo({ maxBytes: 1 << 20, ttlMs: 60_000 });
    const key = PhotoMemo.key('https://example.com/down.jpg');
    await expect(memo.get(key, () => Promise.reject(new Error('HTTP 503')))).rejects.toThrow('HTTP 503');
    expect(memo.peek(key)).toBeUndefined();
    expect((await memo.get(key, async () => photo(10))).data.length).toBe(10);
  });

  test('concurrent calls for one source share one preparation', async () => {
    const memo = new PhotoMemo({ maxBytes: 1 << 20, ttlMs: 60_000 });
    const key = PhotoMemo.key('data:image/png;base64,AAAA');
    let prepared = 0;
    const results = await Promise.all(Array.from({ length: 5 }, () => memo.get(key, async () => (prepared++, photo(10)))));
    expect(prepared).toBe(1);
    for (const result of results) expect(result).toBe(results[0]!);
  });

  test('past the byte budget the least recently used photos go first', async () => {
    const memo = new PhotoMemo({ maxBytes: 250, ttlMs: 60_000 });
    const [a, b, c] = ['a', 'b', 'c'].map((source) => PhotoMemo.key(source));
    await memo.get(a!, async () => photo(100));
    await memo.get(b!, async () => photo(100));
    memo.peek(a!);
    await memo.get(c!, async () => photo(100));
    expect(memo.peek(b!)).toBeUndefined();
    expect(memo.peek(a!)).toBeDefined();
    expect(memo.peek(c!)).toBeDefined();
    expect(memo.size).toBe(2);
  });

  test('sources are told apart by their whole text', () => {
    expect(PhotoMemo.key('https://example.com/a.jpg')).not.toBe(PhotoMemo.key('https://example.com/b.jpg'));
    expect(PhotoMemo.key('x')).toBe(PhotoMemo.key('x'));
  });
});
