/** Sliding-window counters shared by every instance through the database. */
import { sql } from 'kysely';
import type { Db } from './database.ts';
import { Batcher, batcherPerDatabase } from './batcher.ts';
import type { WindowCounts } from '../domain/rate-limit.ts';

interface Hit {
  bucket: string;
  windowSeconds: number;
}

interface CounterRow {
  bucket: string;
  hits: number;
  previousHits: number;
  elapsedSeconds: number;
}

const hitBatcher = batcherPerDatabase((db: Db) => new Batcher<Hit, WindowCounts>((hits) => countHits(db, hits), { concurrency: 1, maxBatch: 500 }));

/**
 * Counts one hit in `bucket` and returns the counters as they stood right after it. Concurrent
 * hits share one atomic upsert; each still learns its own position in the window, exactly as if
 * they had been counted one by one.
 */
export function countHit(db: Db, bucket: string, windowSeconds: number): Promise<WindowCounts> {
  return hitBatcher(db).submit({ bucket, windowSeconds });
}

async function countHits(db: Db, hits: Hit[]): Promise<WindowCounts[]> {
  const results: WindowCounts[] = new Array(hits.length);
  // One statement per window length (in practice there is one); a bucket appears once per statement.
  for (const windowSeconds of new Set(hits.map((hit) => hit.windowSeconds))) {
    const indexes = hits.flatMap((hit, index) => (hit.windowSeconds === windowSeconds ? [index] : []));
    const counts = new Map<string, number>();
    for (const index of indexes) counts.set(hits[index]!.bucket, (counts.get(hits[index]!.bucket) ?? 0) + 1);
    const rows = await upsertCounters(db, windowSeconds, [...counts.keys()], [...counts.values()]);
    const byBucket = new Map(rows.map((row) => [row.bucket, row]));
    const seen = new Map<string, number>();
    for (const index of indexes) {
      const bucket = hits[index]!.bucket;
      const row = byBucket.get(bucket)!;
      const position = (seen.get(bucket) ?? 0) + 1;
      seen.set(bucket, position);
      // The batch added counts[bucket] hits; this one was the position-th of them.
      results[index] = { hits: row.hits - counts.get(bucket)! + position, previousHits: row.previousHits, elapsedSeconds: row.elapsedSeconds };
    }
  }
  return results;
}

/**
 * Adds `increments[i]` hits to `buckets[i]`, atomically. Windows are numbered by the database
 * clock so that instances with skewed clocks still agree.
 */
async function upsertCounters(db: Db, windowSeconds: number, buckets: string[], increments: number[]): Promise<CounterRow[]> {
  const result = await sql<CounterRow>`
    WITH clock AS (SELECT extract(epoch FROM now())::float8 AS seconds)
    INSERT INTO rate_limit_counters AS counter (bucket, window_index, hits, previous_hits)
    SELECT hit.bucket, floor(clock.seconds / ${windowSeconds})::bigint, hit.increment, 0
    FROM unnest(${buckets}::text[], ${increments}::int[]) AS hit(bucket, increment), clock
    ON CONFLICT (bucket) DO UPDATE SET
      previous_hits = CASE
        WHEN counter.window_index = excluded.window_index THEN counter.previous_hits
        WHEN counter.window_index = excluded.window_index - 1 THEN counter.hits
        ELSE 0 END,
      hits = CASE WHEN counter.window_index = excluded.window_index THEN counter.hits + excluded.hits ELSE excluded.hits END,
      window_index = excluded.window_index
    RETURNING counter.bucket, counter.hits, counter.previous_hits,
      ((SELECT seconds FROM clock) - counter.window_index * ${windowSeconds})::float8 AS elapsed_seconds`.execute(db);
  return result.rows;
}

/** Drops buckets idle for two windows or more: they would count as empty anyway. */
export async function deleteIdleCounters(db: Db, windowSeconds: number): Promise<number> {
  const result = await sql`DELETE FROM rate_limit_counters WHERE window_index < floor(extract(epoch FROM now()) / ${windowSeconds})::bigint - 1`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
