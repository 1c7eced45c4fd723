/** Sliding-window counters shared by every instance through the database. */
import { sql } from 'kysely';
import type { Db } from './database.ts';
import { Batcher, batcherPerDatabase } from './batcher.ts';
import { decideRateLimit, type RateLimitDecision, type WindowCounts } from '../domain/rate-limit.ts';

export interface Hit {
  bucket: string;
  windowSeconds: number;
  limit: number;
}

const hitBatcher = batcherPerDatabase((db: Db) => new Batcher<Hit, RateLimitDecision>((hits) => admitHits(db, hits), { concurrency: 1, maxBatch: 500 }));

/**
 * Decides one request in `bucket` and counts it only when it is admitted. Concurrent hits share
 * one statement; each is decided in arrival order, exactly as if they had come one by one.
 */
export function admitHit(db: Db, hit: Hit): Promise<RateLimitDecision> {
  return hitBatcher(db).submit(hit);
}

/**
 * One statement per batch, the admit_rate_limit_hits function (sql/0007): it locks the batch's
 * buckets (creating missing ones), decides every hit and writes the new counters, so a bucket's row
 * is locked for that one statement, not a four-round-trip transaction. Instances sharing the
 * database decide one after the other on a bucket, so the limit holds exactly across them. The
 * function mirrors the pure rule (rollWindow, decideRateLimit's admission); the decision returned
 * here, headers included, is decideRateLimit's on the counts the statement decided on.
 */
export async function admitHits(db: Db, hits: Hit[]): Promise<Array<RateLimitDecision & { counts: WindowCounts }>> {
  const result = await sql<{ hit: number; allowed: boolean } & WindowCounts>`
    SELECT * FROM admit_rate_limit_hits(${hits.map((hit) => hit.bucket)}::text[], ${hits.map((hit) => hit.windowSeconds)}::int[], ${hits.map((hit) => hit.limit)}::int[])`.execute(db);
  const decisions: Array<RateLimitDecision & { counts: WindowCounts }> = new Array(hits.length);
  for (const { hit: position, allowed, ...counts } of result.rows) {
    const hit = hits[position - 1]!;
    // The same float8 arithmetic on both sides (test/rate-limit-function.test.ts); what was counted is the statement's verdict.
    decisions[position - 1] = { ...decideRateLimit(hit.limit, hit.windowSeconds, counts), allowed, counts };
  }
  return decisions;
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
