/** Request rate limits, counted in the database so several instances share them. */
import type { AppContext } from '../context.ts';
import { decideRateLimit, type RateLimitDecision } from '../domain/rate-limit.ts';
import { countHit, deleteIdleCounters } from '../storage/rate-limits.repository.ts';

export const RATE_WINDOW_SECONDS = 60;

export interface RateLimitPolicy {
  /** Shown in the RateLimit headers. */
  name: 'per-ip' | 'per-account';
  limit: number;
}

/** Counts the request in `bucket` and decides whether it may proceed. */
export async function hitRateLimit(context: AppContext, policy: RateLimitPolicy, bucket: string): Promise<RateLimitDecision> {
  const counts = await countHit(context.db, `${policy.name}:${bucket}`, RATE_WINDOW_SECONDS);
  return decideRateLimit(policy.limit, RATE_WINDOW_SECONDS, counts);
}

/** Housekeeping: forgets buckets that have been idle for two windows. */
export function pruneRateLimits(context: AppContext): Promise<number> {
  return deleteIdleCounters(context.db, RATE_WINDOW_SECONDS);
}
