/** Sliding-window counters shared by every instance through the database. */
import { sql } from 'kysely';
import type { Db } from './database.ts';
import type { WindowCounts } from '../domain/rate-limit.ts';

/**
 * Counts one hit in `bucket` and returns the counters after it, atomically (one upsert). Windows are
 * numbered by the database clock so that instances with skewed clocks still agree.
 */
export async function countHit(db: Db, bucket: string, windowSeconds: number): Promise<WindowCounts> {
  const result = await sql<{ hits: number; previousHits: number; elapsedSeconds: number }>`
    WITH clock AS (SELECT extract(epoch FROM now())::float8 AS seconds)
    INSERT INTO rate_limit_counters AS counter (bucket, window_index, hits, previous_hits)
    SELECT ${bucket}, floor(seconds / ${windowSeconds})::bigint, 1, 0 FROM clock
    ON CONFLICT (bucket) DO UPDATE SET
      previous_hits = CASE
        WHEN counter.window_index = excluded.window_index THEN counter.previous_hits
        WHEN counter.window_index = excluded.window_index - 1 THEN counter.hits
        ELSE 0 END,
      hits = CASE WHEN counter.window_index = excluded.window_index THEN counter.hits + 1 ELSE 1 END,
      window_index = excluded.window_index
    RETURNING counter.hits, counter.previous_hits,
      ((SELECT seconds FROM clock) - counter.window_index * ${windowSeconds})::float8 AS elapsed_seconds`.execute(db);
  const row = result.rows[0]!;
  return { hits: row.hits, previousHits: row.previousHits, elapsedSeconds: row.elapsedSeconds };
}

/** Drops buckets idle for two windows or more: they would count as empty anyway. */
export async function deleteIdleCounters(db: Db, windowSeconds: number): Promise<number> {
  const result = await sql`DELETE FROM rate_limit_counters WHERE window_index < floor(extract(epoch FROM now()) / ${windowSeconds})::bigint - 1`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
