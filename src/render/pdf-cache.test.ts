/** The PDF cache: what it answers is always the bytes last stored under the key, within its budget, least recently used first out. */
import { describe, expect, test } from 'bun:test';
import { PdfCache } from './pdf-cache.ts';

/** `length` bytes that say which entry and which version they are (any overwrite shows). */
const bytesOf = (seed: number, length: number) => Uint8Array.from({ length }, (_, index) => (seed * 31 + index * 7) & 0xff);

describe('PdfCache', () => {
  test('answers what was stored under a key, and nothing for another', () => {
    const cache = new PdfCache(1000);
    cache.set('a', bytesOf(1, 100));
    expect(cache.get('a')).toEqual(bytesOf(1, 100));
    expect(cache.has('a')).toBe(true);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.has('b')).toBe(false);
  });

  test('the oldest entries go first when the budget is reached', () => {
    const cache = new PdfCache(1000);
    for (let n = 0; n < 4; n++) cache.set(`k${n}`, bytesOf(n, 300));
    expect([0, 1, 2, 3].map((n) => cache.has(`k${n}`))).toEqual([false, true, true, true]);
    expect(cache.bytes).toBe(900);
  });

  test('an entry read stays, and the least recently used goes instead', () => {
    const cache = new PdfCache(1000);
    for (let n = 0; n < 3; n++) cache.set(`k${n}`, bytesOf(n, 300));
    expect(cache.get('k0')).toEqual(bytesOf(0, 300));
    cache.set('k3', bytesOf(3, 300));
    expect(cache.has('k0')).toBe(true);
    expect(cache.has('k1')).toBe(false);
    expect(cache.get('k3')).toEqual(bytesOf(3, 300));
  });

  test('a PDF larger than the budget is not kept; a zero budget keeps nothing', () => {
    const cache = new PdfCache(1000);
    cache.set('big', bytesOf(1, 1001));
    expect(cache.size).toBe(0);
    const none = new PdfCache(0);
    none.set('a', bytesOf(1, 10));
    expect(none.get('a')).toBeUndefined();
  });

  test('storing a key again replaces its bytes', () => {
    const cache = new PdfCache(1000);
    cache.set('a', bytesOf(1, 400));
    cache.set('a', bytesOf(2, 500));
    expect(cache.get('a')).toEqual(bytesOf(2, 500));
    expect(cache.size).toBe(1);
  });

  test('over 20,000 random stores and reads of varied sizes, every answer is the bytes last stored for its key', () => {
    let state = 12345;
    const random = (below: number) => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state % below;
    };
    const budget = 64 * 1024;
    const cache = new PdfCache(budget);
    const latest = new Map<string, number>(); // key -> seed of the bytes last stored
    const lengthOf = (seed: number) => 1 + ((seed * 2654435761) % 9000);
    let answered = 0;
    for (let step = 0; step < 20_000; step++) {
      const key = `k${random(60)}`;
      if (random(3) === 0) {
        const seed = step;
        cache.set(key, bytesOf(seed, lengthOf(seed)));
        latest.set(key, seed);
        expect(cache.has(key)).toBe(true); // what was just stored is always there
      } else {
        const got = cache.get(key);
        if (got) {
          const seed = latest.get(key)!;
          expect(got).toEqual(bytesOf(seed, lengthOf(seed)));
          answered++;
        }
      }
      expect(cache.bytes).toBeLessThanOrEqual(budget);
    }
    expect(answered).toBeGreaterThan(1000); // the cache keeps entries: the property was tested on real hits
  });
});
