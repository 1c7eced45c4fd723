/** Request rate limits, counted in the database so several instances share them. */
import type { AppContext } from '../context.ts';
import type { RateLimitDecision } from '../domain/rate-limit.ts';
import { admitHit, deleteIdleCounters } from '../storage/rate-limits.repository.ts';

export interface RateLimitPolicy {
  /** Shown in the RateLimit headers. */
  name: 'per-ip' | 'per-account' | 'console-preview';
  limit: number;
}

/** Decides whether the request may proceed; only admitted requests count against `bucket`. */
export function hitRateLimit(context: AppContext, policy: RateLimitPolicy, bucket: string): Promise<RateLimitDecision> {
  return admitHit(context.db, { bucket: `${policy.name}:${bucket}`, windowSeconds: context.config.rateLimits.windowSeconds, limit: policy.limit });
}

/** Housekeeping: forgets buckets that have been idle for two windows. */
export function pruneRateLimits(context: AppContext): Promise<number> {
  return deleteIdleCounters(context.db, context.config.rateLimits.windowSeconds);
}
