/** Sliding-window counters shared by every instance through the database. */
import { sql } from 'kysely';
import type { Db } from './database.ts';
import { Batcher, batcherPerDatabase } from './batcher.ts';
import { decideRateLimit, rollWindow, type RateLimitDecision, type StoredWindow } from '../domain/rate-limit.ts';

export interface Hit {
  bucket: string;
  windowSeconds: number;
  limit: number;
}

interface LockedRow {
  bucket: string;
  windowIndex: number;
  hits: number;
  previousHits: number;
  /** The database clock once the row was locked, in epoch seconds. */
  nowSeconds: number;
}

const hitBatcher = batcherPerDatabase((db: Db) => new Batcher<Hit, RateLimitDecision>((hits) => admitHits(db, hits), { concurrency: 1, maxBatch: 500 }));

/**
 * Decides one request in `bucket` and counts it only when it is admitted. Concurrent hits share
 * one transaction; each is decided in arrival order, exactly as if they had come one by one.
 */
export function admitHit(db: Db, hit: Hit): Promise<RateLimitDecision> {
  return hitBatcher(db).submit(hit);
}

/**
 * One transaction per batch: lock the batch's buckets (creating missing ones), decide every hit
 * with the pure rule, write the new counters. Deciding in TypeScript keeps one implementation of
 * the rule for the decision and the headers; the row locks make instances sharing the database
 * decide one after the other on a bucket, so the limit holds exactly across them.
 */
async function admitHits(db: Db, hits: Hit[]): Promise<RateLimitDecision[]> {
  return db.transaction().execute(async (transaction) => {
    const locked = new Map((await lockCounters(transaction, [...new Set(hits.map((hit) => hit.bucket))])).map((row) => [row.bucket, row]));
    const windows = new Map<string, StoredWindow & { elapsedSeconds: number }>();
    const decisions = hits.map((hit) => {
      const row = locked.get(hit.bucket)!;
      let window = windows.get(hit.bucket);
      if (!window) {
        window = rollWindow(row.windowIndex < 0 ? undefined : row, row.nowSeconds, hit.windowSeconds);
        windows.set(hit.bucket, window);
      }
      const decision = decideRateLimit(hit.limit, hit.windowSeconds, { hits: window.hits + 1, previousHits: window.previousHits, elapsedSeconds: window.elapsedSeconds });
      if (decision.allowed) window.hits++;
      return decision;
    });
    await writeCounters(
      transaction,
      [...windows].map(([bucket, window]) => ({ bucket, ...window })),
    );
    return decisions;
  });
}

/**
 * Locks the counters of `buckets` for this transaction and reads them, inserting a blank row
 * (window -1: nothing counted) for a bucket seen for the first time. Buckets are locked in sorted
 * order so that two instances locking overlapping sets cannot deadlock. The clock is read after
 * the lock, so a decision never uses an instant older than the one that wrote the row.
 */
async function lockCounters(db: Db, buckets: string[]): Promise<LockedRow[]> {
  const result = await sql<LockedRow>`
    INSERT INTO rate_limit_counters AS counter (bucket, window_index, hits, previous_hits)
    SELECT bucket, -1, 0, 0 FROM unnest(${[...buckets].sort()}::text[]) WITH ORDINALITY AS hit(bucket, position) ORDER BY position
    ON CONFLICT (bucket) DO UPDATE SET hits = counter.hits
    RETURNING counter.bucket, counter.window_index::float8 AS window_index, counter.hits, counter.previous_hits,
      extract(epoch FROM clock_timestamp())::float8 AS now_seconds`.execute(db);
  return result.rows;
}

async function writeCounters(db: Db, counters: Array<StoredWindow & { bucket: string }>): Promise<void> {
  await sql`
    UPDATE rate_limit_counters AS counter
    SET window_index = next.window_index, hits = next.hits, previous_hits = next.previous_hits
    FROM unnest(${counters.map((counter) => counter.bucket)}::text[], ${counters.map((counter) => counter.windowIndex)}::bigint[],
                ${counters.map((counter) => counter.hits)}::int[], ${counters.map((counter) => counter.previousHits)}::int[])
      AS next(bucket, window_index, hits, previous_hits)
    WHERE counter.bucket = next.bucket`.execute(db);
}

/**
 * Drops the buckets of the policies `only` names (or of every policy but those `except` names) that
 * have been idle for two windows of `windowSeconds` or more: they would count as empty anyway. A
 * bucket's policy is the part of its name before the first colon.
 */
export async function deleteIdleCounters(db: Db, windowSeconds: number, policies: { only: string[] } | { except: string[] }): Promise<number> {
  const names = 'only' in policies ? policies.only : policies.except;
  const ofPolicies = sql`split_part(bucket, ':', 1) = ANY(${names}::text[])`;
  const result = await sql`
    DELETE FROM rate_limit_counters
    WHERE window_index < floor(extract(epoch FROM now()) / ${windowSeconds})::bigint - 1
      AND ${'only' in policies ? ofPolicies : sql`NOT (${ofPolicies})`}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
