import { describe, expect, test } from 'bun:test';
import { Batcher, batchedLookup } from './batcher.ts';

describe('Batcher', () => {
  test('calls made in one turn go out as one batch, results in order', async () => {
    const batches: number[][] = [];
    const batcher = new Batcher<number, number>(
      async (items) => {
        batches.push(items);
        return items.map((item) => item * 10);
      },
      { concurrency: 1, maxBatch: 100 },
    );
    const results = await Promise.all([1, 2, 3, 4].map((item) => batcher.submit(item)));
    expect(results).toEqual([10, 20, 30, 40]);
    expect(batches).toEqual([[1, 2, 3, 4]]);
  });

  test('calls made while a batch is in flight wait for the next one; concurrency is respected', async () => {
    const batches: number[][] = [];
    let running = 0;
    let maxRunning = 0;
    const batcher = new Batcher<number, number>(
      async (items) => {
        running++;
        maxRunning = Math.max(maxRunning, running);
        batches.push(items);
        await Bun.sleep(20);
        running--;
        return items;
      },
      { concurrency: 1, maxBatch: 100 },
    );
    const first = batcher.submit(1);
    await Bun.sleep(5);
    const later = [batcher.submit(2), batcher.submit(3)];
    await Promise.all([first, ...later]);
    expect(batches).toEqual([[1], [2, 3]]);
    expect(maxRunning).toBe(1);
  });

  test('maxBatch splits large bursts', async () => {
    const sizes: number[] = [];
    const batcher = new Batcher<number, number>(async (items) => (sizes.push(items.length), items), { concurrency: 2, maxBatch: 3 });
    await Promise.all(Array.from({ length: 7 }, (_, index) => batcher.submit(index)));
    expect(sizes).toEqual([3, 3, 1]);
  });

  test('a failing batch rejects every caller in it, and the next batch still runs', async () => {
    let calls = 0;
    const batcher = new Batcher<number, number>(
      async (items) => {
        if (calls++ === 0) throw new Error('database down');
        return items;
      },
      { concurrency: 1, maxBatch: 10 },
    );
    const failed = await Promise.allSettled([batcher.submit(1), batcher.submit(2)]);
    expect(failed.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(await batcher.submit(3)).toBe(3);
  });
});

describe('batchedLookup', () => {
  test('deduplicates keys, matches rows to callers, undefined for misses', async () => {
    const queries: string[][] = [];
    const database = {};
    const lookup = batchedLookup(
      async (_db: object, keys: string[]) => {
        queries.push(keys);
        return keys.filter((key) => key !== 'missing').map((key) => ({ key, value: key.toUpperCase() }));
      },
      (row) => row.key,
    );
    const results = await Promise.all(['a', 'b', 'a', 'missing'].map((key) => lookup(database, key)));
    expect(results).toEqual([{ key: 'a', value: 'A' }, { key: 'b', value: 'B' }, { key: 'a', value: 'A' }, undefined]);
    expect(queries).toEqual([['a', 'b', 'missing']]);
  });
});
