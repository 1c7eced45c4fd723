/**
 * Sliding-window rate limiting, pure. Counters are kept per fixed window; the count that decides is
 * the current window's hits plus the previous window's hits weighted by how much of it still
 * overlaps the sliding window (the approximation Cloudflare and others use). This avoids the
 * double burst a fixed window allows at its boundary while storing only two numbers per bucket.
 *
 * Only admitted requests are counted. A refused request changes nothing, so a client that keeps
 * calling while limited does not push its own admission further away, and one that waits the
 * `Retry-After` it was given is admitted (when nobody else spends the budget meanwhile).
 *
 * The database applies rollWindow and decideRateLimit's admission in one statement
 * (sql/0007_rate_limit_function.sql, mirrored step for step; test/rate-limit-function.test.ts holds
 * the two together); the decisions and headers the service answers with are computed here.
 */

/** A bucket's counters as stored: which fixed window they belong to, and the two hit counts. */
export interface StoredWindow {
  windowIndex: number;
  hits: number;
  previousHits: number;
}

export interface WindowCounts {
  /** Hits in the current fixed window, this request included (as if it were admitted). */
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
  /** Requests still allowed now (after this one, when it is allowed). */
  remaining: number;
  /**
   * Seconds, rounded up, until the budget next grows by one request: the moment the oldest counted
   * request has left the sliding window far enough for `remaining + 1` requests to fit. The
   * `RateLimit` header's `t`.
   */
  resetSeconds: number;
  /** `resetSeconds` when denied (the `Retry-After`: the same instant, the same rounding); 0 when allowed. */
  retryAfterSeconds: number;
}

/**
 * The counters as they stand at `nowSeconds`: passing a window boundary turns the current window
 * into the previous one (or forgets both after two boundaries). A clock that stepped back is read
 * as still being in the stored window, so counts are never lost.
 */
export function rollWindow(stored: StoredWindow | undefined, nowSeconds: number, windowSeconds: number): StoredWindow & { elapsedSeconds: number } {
  const clockIndex = Math.floor(nowSeconds / windowSeconds);
  const windowIndex = stored ? Math.max(clockIndex, stored.windowIndex) : clockIndex;
  const elapsedSeconds = Math.max(0, nowSeconds - windowIndex * windowSeconds);
  if (!stored || stored.windowIndex < windowIndex - 1) return { windowIndex, hits: 0, previousHits: 0, elapsedSeconds };
  if (stored.windowIndex === windowIndex - 1) return { windowIndex, hits: 0, previousHits: stored.hits, elapsedSeconds };
  return { windowIndex, hits: stored.hits, previousHits: stored.previousHits, elapsedSeconds };
}

/** Decides one request given the counters with it counted; a denied request is then not stored. */
export function decideRateLimit(limit: number, windowSeconds: number, counts: WindowCounts): RateLimitDecision {
  const elapsed = Math.min(Math.max(counts.elapsedSeconds, 0), windowSeconds);
  const allowed = estimate(windowSeconds, counts.hits, counts.previousHits, elapsed) <= limit;
  const remaining = Math.max(0, Math.floor(limit - estimate(windowSeconds, counts.hits, counts.previousHits, elapsed)));
  // What stays stored: this request only when it was admitted.
  const storedHits = allowed ? counts.hits : counts.hits - 1;
  const resetSeconds = Math.max(1, Math.ceil(secondsUntilRoom(limit, windowSeconds, storedHits, counts.previousHits, elapsed, remaining + 1)));
  return { allowed, limit, windowSeconds, remaining, resetSeconds, retryAfterSeconds: allowed ? 0 : resetSeconds };
}

/** The sliding-window count: the current window's hits plus the overlapping share of the previous window's. */
function estimate(window: number, hits: number, previousHits: number, elapsed: number): number {
  // Multiply before dividing: `hits * (1 - e / w)` rounds 30 * (1 - 20/60) to 20.000000000000004.
  return (previousHits * (window - elapsed)) / window + hits;
}

/**
 * Smallest wait after which `needed` more requests fit beside the `storedHits` already counted,
 * assuming no other requests arrive meanwhile.
 */
function secondsUntilRoom(limit: number, window: number, storedHits: number, previousHits: number, elapsed: number, needed: number): number {
  // Still inside the current window: the previous window's weight decays linearly.
  const room = limit - storedHits - needed;
  if (room >= 0 && previousHits > 0) {
    const wait = (window * (previousHits - room)) / previousHits - elapsed;
    if (wait <= window - elapsed) return Math.max(0, wait);
  }
  // In the next window, this window's hits become the decaying part.
  const untilNextWindow = window - elapsed;
  if (storedHits <= 0) return untilNextWindow;
  return untilNextWindow + Math.max(0, (window * (storedHits - (limit - needed))) / storedHits);
}

/** The RateLimit-Policy and RateLimit headers (IETF draft-ietf-httpapi-ratelimit-headers) of one decision under the policy `name`. */
export function rateLimitHeaders(name: string, decision: RateLimitDecision): Record<string, string> {
  return {
    'ratelimit-policy': `"${name}";q=${decision.limit};w=${decision.windowSeconds}`,
    ratelimit: `"${name}";r=${decision.remaining};t=${decision.resetSeconds}`,
  };
}
