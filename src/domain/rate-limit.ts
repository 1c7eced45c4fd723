/**
 * Sliding-window rate limiting, pure. Counters are kept per fixed window; the count that decides is
 * the current window's hits plus the previous window's hits weighted by how much of it still
 * overlaps the sliding window (the approximation Cloudflare and others use). This avoids the
 * double burst a fixed window allows at its boundary while storing only two numbers per bucket.
 */

export interface WindowCounts {
  /** Hits in the current fixed window, this request included. */
  hits: number;
  /** Hits in the window just before it. */
  previousHits: number;
  /** Seconds elapsed since the current window started. */
  elapsedSeconds: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  windowSeconds: number;
  /** Requests still allowed now. */
  remaining: number;
  /** Seconds until the current window ends and the counters roll. */
  resetSeconds: number;
  /** Seconds after which one more request would be allowed (only meaningful when denied). */
  retryAfterSeconds: number;
}

/** Decides one request given the counters after it was counted. */
export function decideRateLimit(limit: number, windowSeconds: number, counts: WindowCounts): RateLimitDecision {
  const elapsed = Math.min(Math.max(counts.elapsedSeconds, 0), windowSeconds);
  // Multiply before dividing: `hits * (1 - e / w)` rounds 30 * (1 - 20/60) to 20.000000000000004.
  const carried = (counts.previousHits * (windowSeconds - elapsed)) / windowSeconds;
  const estimate = carried + counts.hits;
  const allowed = estimate <= limit;
  return {
    allowed,
    limit,
    windowSeconds,
    remaining: Math.max(0, Math.floor(limit - estimate)),
    resetSeconds: Math.max(1, Math.ceil(windowSeconds - elapsed)),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(secondsUntilAllowed(limit, windowSeconds, counts.hits, counts.previousHits, elapsed))),
  };
}

/** Smallest wait after which one more request fits, assuming no other requests arrive meanwhile. */
function secondsUntilAllowed(limit: number, window: number, hits: number, previousHits: number, elapsed: number): number {
  // Still inside the current window: the previous window's weight decays linearly.
  const room = limit - hits - 1;
  if (room >= 0 && previousHits > 0) {
    const wait = (window * (previousHits - room)) / previousHits - elapsed;
    if (wait <= window - elapsed) return Math.max(0, wait);
  }
  // In the next window, this window's hits become the decaying part.
  const untilNextWindow = window - elapsed;
  if (hits <= 0) return untilNextWindow;
  return untilNextWindow + Math.max(0, (window * (hits - (limit - 1))) / hits);
}
