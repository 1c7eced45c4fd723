/**
 * The rate-limit statement (admit_rate_limit_hits, sql/0007) against the pure rule it mirrors
 * (src/domain/rate-limit.ts) on both stores: every admission the statement decides is the one
 * decideRateLimit gives on the same counts, windows roll as rollWindow rolls them, hits of one
 * batch are decided in arrival order and only admitted ones are counted.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { sql } from 'kysely';
import { decideRateLimit, rollWindow } from '../src/domain/rate-limit.ts';
import { admitHits, type Hit } from '../src/storage/rate-limits.repository.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/databases.ts';

const kinds = await databaseKinds();

/** A small deterministic generator: the same cases on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe.each(kinds)('the rate-limit statement on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  }, 60_000);
  afterAll(() => database.dispose());

  test('decides as decideRateLimit on the same counts, rolls windows as rollWindow, counts only admitted hits in order', async () => {
    const db = database.database.db;
    const next = random(14);
    const pick = <T>(values: T[]) => values[Math.floor(next() * values.length)]!;
    for (let round = 0; round < 60; round++) {
      const hits: Hit[] = [];
      const stored = new Map<string, { offset: number | undefined; hits: number; previousHits: number }>();
      for (let bucketIndex = 0; bucketIndex < 3; bucketIndex++) {
        const bucket = `test:${round}:${bucketIndex}`;
        const windowSeconds = pick([60, 3600, 86_400]);
        // Stored in this window (0), the one before (-1), long ago (-5), or never.
        const state = { offset: pick([0, -1, -5, undefined]), hits: Math.floor(next() * 40), previousHits: Math.floor(next() * 40) };
        stored.set(bucket, state);
        if (state.offset !== undefined) {
          await sql`INSERT INTO rate_limit_counters (bucket, window_index, hits, previous_hits)
            VALUES (${bucket}, floor(extract(epoch FROM clock_timestamp()) / ${windowSeconds}::int)::bigint + ${state.offset}::int, ${state.hits}::int, ${state.previousHits}::int)`.execute(db);
        }
        const limit = Math.floor(next() * 60) + 1;
        for (let count = Math.floor(next() * 8) + 1; count > 0; count--) hits.push({ bucket, windowSeconds, limit });
      }
      // Interleave the buckets' hits: the statement orders by bucket, yet decides each bucket's hits in arrival order.
      hits.sort(() => next() - 0.5);
      const decisions = await admitHits(db, hits);
      const seen = new Map<string, { hits: number; previousHits: number }>();
      hits.forEach((hit, index) => {
        const decision = decisions[index]!;
        expect(decision.allowed).toBe(decideRateLimit(hit.limit, hit.windowSeconds, decision.counts).allowed);
        const before = seen.get(hit.bucket);
        if (before) {
          expect(decision.counts).toMatchObject(before);
        } else {
          const state = stored.get(hit.bucket)!;
          // The stored window as rollWindow sees it at this instant (only its index relative to now matters).
          const now = Date.now() / 1000;
          const windowIndex = Math.floor(now / hit.windowSeconds) + (state.offset ?? 0);
          const rolled = rollWindow(state.offset === undefined ? undefined : { windowIndex, hits: state.hits, previousHits: state.previousHits }, now, hit.windowSeconds);
          expect(decision.counts).toMatchObject({ hits: rolled.hits + 1, previousHits: rolled.previousHits });
        }
        seen.set(hit.bucket, { hits: decision.counts.hits + (decision.allowed ? 1 : 0), previousHits: decision.counts.previousHits });
      });
      const rows = await db.selectFrom('rateLimitCounters').select(['bucket', 'hits', 'previousHits']).where('bucket', 'like', `test:${round}:%`).execute();
      for (const row of rows) {
        const last = seen.get(row.bucket)!;
        expect({ hits: row.hits + 1, previousHits: row.previousHits }).toEqual(last);
      }
    }
  });

  test('a limit reached exactly: the hit that makes the estimate equal the limit is admitted, the next refused', async () => {
    const db = database.database.db;
    const hits = Array.from({ length: 5 }, () => ({ bucket: 'exact', windowSeconds: 60, limit: 3 }));
    const decisions = await admitHits(db, hits);
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false, false]);
    expect(decisions.map((decision) => decision.remaining)).toEqual([2, 1, 0, 0, 0]);
  });
});
