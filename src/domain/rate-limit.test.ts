import { describe, expect, test } from 'bun:test';
import { decideRateLimit, rollWindow, type RateLimitDecision, type WindowCounts } from './rate-limit.ts';

const WINDOW = 60;

const decide = (limit: number, counts: WindowCounts, window = WINDOW) => decideRateLimit(limit, window, counts);

/**
 * The decision for `extra` more requests (the last of them) made `waitSeconds` after `counts` was
 * decided, when nobody else calls meanwhile. The request of `counts` stays counted only if it was
 * admitted; passing a window boundary rolls the counters the way the store does (rollWindow).
 */
function afterWaiting(limit: number, counts: WindowCounts, waitSeconds: number, window = WINDOW, extra = 1): RateLimitDecision {
  const admitted = decideRateLimit(limit, window, counts).allowed;
  const stored = { windowIndex: 0, hits: admitted ? counts.hits : counts.hits - 1, previousHits: counts.previousHits };
  const rolled = rollWindow(stored, counts.elapsedSeconds + waitSeconds, window);
  return decideRateLimit(limit, window, { hits: rolled.hits + extra, previousHits: rolled.previousHits, elapsedSeconds: rolled.elapsedSeconds });
}

const retryAfterWaiting = (limit: number, counts: WindowCounts, waitSeconds: number, window = WINDOW) => afterWaiting(limit, counts, waitSeconds, window);

/** Asserts the contract of retryAfterSeconds for a denied request. */
function expectRetryAfterIsExact(limit: number, counts: WindowCounts, window = WINDOW): number {
  const decision = decideRateLimit(limit, window, counts);
  expect(decision.allowed).toBe(false);
  const wait = decision.retryAfterSeconds;
  expect(Number.isInteger(wait)).toBe(true);
  expect(wait).toBeGreaterThanOrEqual(1);
  // Waiting exactly retryAfterSeconds is enough ...
  expect(retryAfterWaiting(limit, counts, wait, window).allowed).toBe(true);
  // ... and a second less is not (the hint is not needlessly long).
  expect(retryAfterWaiting(limit, counts, wait - 1, window).allowed).toBe(false);
  // Waiting longer than needed keeps working.
  for (const extra of [1, 7, window, 3 * window]) expect(retryAfterWaiting(limit, counts, wait + extra, window).allowed).toBe(true);
  return wait;
}

describe('decideRateLimit: allowed or denied', () => {
  test('with no previous window, hits == limit is allowed and limit + 1 is denied', () => {
    expect(decide(30, { hits: 30, previousHits: 0, elapsedSeconds: 10 }).allowed).toBe(true);
    expect(decide(30, { hits: 31, previousHits: 0, elapsedSeconds: 10 }).allowed).toBe(false);
    expect(decide(1, { hits: 1, previousHits: 0, elapsedSeconds: 0 }).allowed).toBe(true);
    expect(decide(1, { hits: 2, previousHits: 0, elapsedSeconds: 0 }).allowed).toBe(false);
  });

  test('the first request of a fresh bucket is allowed', () => {
    expect(decide(30, { hits: 1, previousHits: 0, elapsedSeconds: 0 })).toEqual({
      allowed: true,
      limit: 30,
      windowSeconds: 60,
      remaining: 29,
      // The budget is whole again once this one hit has left the sliding window: the end of the next window.
      resetSeconds: 120,
      retryAfterSeconds: 0,
    });
  });

  test('at the very start of a window the whole previous window counts', () => {
    expect(decide(30, { hits: 1, previousHits: 29, elapsedSeconds: 0 }).allowed).toBe(true);
    expect(decide(30, { hits: 1, previousHits: 30, elapsedSeconds: 0 }).allowed).toBe(false);
  });

  test('the previous window weighs in proportion to its overlap: 30 hits, 30 of 60 s elapsed -> 15 carried', () => {
    // estimate = 30 * (1 - 30/60) + hits = 15 + hits
    expect(decide(30, { hits: 15, previousHits: 30, elapsedSeconds: 30 })).toMatchObject({ allowed: true, remaining: 0 });
    expect(decide(30, { hits: 16, previousHits: 30, elapsedSeconds: 30 })).toMatchObject({ allowed: false, remaining: 0 });
    expect(decide(30, { hits: 10, previousHits: 30, elapsedSeconds: 30 })).toMatchObject({ allowed: true, remaining: 5 });
  });

  test('the previous window decays linearly over the current window', () => {
    // previousHits 60, limit 30, one hit now: carried = 60 * (1 - e/60) = 60 - e; allowed iff 61 - e <= 30.
    expect(decide(30, { hits: 1, previousHits: 60, elapsedSeconds: 30 }).allowed).toBe(false);
    expect(decide(30, { hits: 1, previousHits: 60, elapsedSeconds: 30.5 }).allowed).toBe(false);
    expect(decide(30, { hits: 1, previousHits: 60, elapsedSeconds: 31 }).allowed).toBe(true);
    expect(decide(30, { hits: 1, previousHits: 60, elapsedSeconds: 45 })).toMatchObject({ allowed: true, remaining: 14 });
  });

  test('at the end of the window the previous window no longer counts', () => {
    expect(decide(30, { hits: 30, previousHits: 1000, elapsedSeconds: 60 })).toMatchObject({ allowed: true, remaining: 0 });
  });

  test('elapsed beyond the window is clamped to the window; negative elapsed to zero', () => {
    expect(decide(30, { hits: 30, previousHits: 1000, elapsedSeconds: 75 })).toMatchObject({ allowed: true, remaining: 0 });
    expect(decide(30, { hits: 30, previousHits: 1000, elapsedSeconds: 75 })).toEqual(decide(30, { hits: 30, previousHits: 1000, elapsedSeconds: 60 }));
    expect(decide(30, { hits: 1, previousHits: 30, elapsedSeconds: -5 })).toEqual(decide(30, { hits: 1, previousHits: 30, elapsedSeconds: 0 }));
    expect(decide(30, { hits: 1, previousHits: 30, elapsedSeconds: 0 }).allowed).toBe(false);
  });

  test('an estimate exactly at the limit is allowed even when the carried part is fractional in binary', () => {
    // Mathematically 30 * (1 - 20/60) + 10 = 20 + 10 = 30 <= 30, but 1 - 20/60 is not exact in
    // floating point and the product comes out as 20.000000000000004.
    expect(decide(30, { hits: 10, previousHits: 30, elapsedSeconds: 20 })).toMatchObject({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
    // 3 * (1 - 40/60) + 1 = 1 + 1 = 2 <= 2
    expect(decide(2, { hits: 1, previousHits: 3, elapsedSeconds: 40 })).toMatchObject({ allowed: true, remaining: 0 });
  });
});

describe('decideRateLimit: remaining', () => {
  test('counts down with each hit and is 0 at the limit', () => {
    for (let hits = 1; hits <= 30; hits++) {
      expect(decide(30, { hits, previousHits: 0, elapsedSeconds: 5 }).remaining).toBe(30 - hits);
    }
  });

  test('never goes negative when over the limit', () => {
    expect(decide(30, { hits: 31, previousHits: 0, elapsedSeconds: 5 }).remaining).toBe(0);
    expect(decide(30, { hits: 5000, previousHits: 5000, elapsedSeconds: 5 }).remaining).toBe(0);
  });

  test('is floored when the estimate is fractional', () => {
    // carried = 10 * (1 - 15/60) = 7.5; estimate 8.5; limit 10 -> 1.5 -> 1
    expect(decide(10, { hits: 1, previousHits: 10, elapsedSeconds: 15 }).remaining).toBe(1);
    // carried = 7 * (1 - 6/60) = 6.3; estimate 7.3; limit 30 -> 22.7 -> 22
    expect(decide(30, { hits: 1, previousHits: 7, elapsedSeconds: 6 }).remaining).toBe(22);
  });

  test('when allowed, exactly `remaining` more requests right now would also be allowed', () => {
    for (const counts of [
      { hits: 1, previousHits: 0, elapsedSeconds: 0 },
      { hits: 4, previousHits: 17, elapsedSeconds: 22.5 },
      { hits: 12, previousHits: 45, elapsedSeconds: 50 },
    ]) {
      const { allowed, remaining } = decide(30, counts);
      expect(allowed).toBe(true);
      expect(decide(30, { ...counts, hits: counts.hits + remaining }).allowed).toBe(true);
      expect(decide(30, { ...counts, hits: counts.hits + remaining + 1 }).allowed).toBe(false);
    }
  });
});

describe('decideRateLimit: echoed fields and resetSeconds', () => {
  test('limit and windowSeconds are echoed', () => {
    expect(decide(7, { hits: 1, previousHits: 0, elapsedSeconds: 0 }, 10)).toMatchObject({ limit: 7, windowSeconds: 10 });
  });

  test('resetSeconds is when the budget next grows by one: the oldest counted hit has left the sliding window far enough', () => {
    // One hit counts fully to the end of its window, then fades over the next one.
    expect(decide(30, { hits: 1, previousHits: 0, elapsedSeconds: 0 }).resetSeconds).toBe(120);
    expect(decide(30, { hits: 1, previousHits: 0, elapsedSeconds: 12.3 }).resetSeconds).toBe(108);
    // At the limit: 30 hits fade by one in 60/30 = 2 s of the next window, which starts in 40 s.
    expect(decide(30, { hits: 30, previousHits: 0, elapsedSeconds: 20 })).toMatchObject({ allowed: true, remaining: 0, resetSeconds: 42 });
    // A full previous window, half-way through: one hit of it fades every 2 s.
    expect(decide(30, { hits: 15, previousHits: 30, elapsedSeconds: 30 })).toMatchObject({ allowed: true, remaining: 0, resetSeconds: 2 });
  });

  test('when allowed, after resetSeconds `remaining + 1` more requests fit, and a second earlier they do not', () => {
    const failures: string[] = [];
    for (const limit of [1, 2, 3, 10, 30, 100]) {
      for (const previousHits of [0, 1, limit - 1, limit, 2 * limit]) {
        for (let hits = 1; hits <= limit; hits++) {
          for (let elapsedSeconds = 0; elapsedSeconds < WINDOW; elapsedSeconds += 7.5) {
            const counts = { hits, previousHits, elapsedSeconds };
            const decision = decide(limit, counts);
            if (!decision.allowed) continue;
            const fits = (wait: number) => afterWaiting(limit, counts, wait, WINDOW, decision.remaining + 1).allowed;
            if (!fits(decision.resetSeconds) || (decision.resetSeconds > 1 && fits(decision.resetSeconds - 1))) {
              failures.push(`limit ${limit} ${JSON.stringify(counts)} reset ${decision.resetSeconds}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  test('when denied, Retry-After and the reset are the same instant, rounded the same way', () => {
    for (const counts of [
      { hits: 31, previousHits: 0, elapsedSeconds: 10 },
      { hits: 5, previousHits: 60, elapsedSeconds: 10.25 },
      { hits: 1000, previousHits: 1000, elapsedSeconds: 30 },
    ]) {
      const decision = decide(30, counts);
      expect(decision.allowed).toBe(false);
      expect(decision.retryAfterSeconds).toBe(decision.resetSeconds);
    }
  });

  test('a refused request is not counted: asking again later, Retry-After is smaller by exactly the time waited', () => {
    for (const counts of [
      { hits: 31, previousHits: 0, elapsedSeconds: 10 },
      { hits: 31, previousHits: 30, elapsedSeconds: 50 },
      { hits: 16, previousHits: 30, elapsedSeconds: 30 },
      { hits: 2, previousHits: 0, elapsedSeconds: 0 },
    ]) {
      const limit = counts.hits - 1;
      const first = decide(limit, counts).retryAfterSeconds;
      // Hammering: the same refused request again and again does not move admission further away.
      expect(afterWaiting(limit, counts, 0).retryAfterSeconds).toBe(first);
      for (let waited = 1; waited < first; waited++) expect(afterWaiting(limit, counts, waited).retryAfterSeconds).toBe(first - waited);
      expect(afterWaiting(limit, counts, first).allowed).toBe(true);
    }
  });

  test('retryAfterSeconds is 0 when allowed', () => {
    expect(decide(30, { hits: 30, previousHits: 0, elapsedSeconds: 20 }).retryAfterSeconds).toBe(0);
  });
});

describe('decideRateLimit: retryAfterSeconds is exactly the wait after which one more request fits (the refused one not counted)', () => {
  test.each([
    ['a burst in the current window only', 30, { hits: 31, previousHits: 0, elapsedSeconds: 10 }, 52],
    ['a burst at the very start of a window', 30, { hits: 31, previousHits: 0, elapsedSeconds: 0 }, 62],
    ['a burst just before the window ends', 30, { hits: 31, previousHits: 0, elapsedSeconds: 59.5 }, 3],
    ['a heavy previous window, few hits now', 30, { hits: 5, previousHits: 60, elapsedSeconds: 10 }, 25],
    ['a full previous window, half-way through', 30, { hits: 16, previousHits: 30, elapsedSeconds: 30 }, 2],
    ['both windows heavy', 30, { hits: 25, previousHits: 40, elapsedSeconds: 30 }, 23],
    ['the current window at the limit, previous window over it', 10, { hits: 10, previousHits: 20, elapsedSeconds: 30 }, 30],
    ['hits far above the limit', 30, { hits: 500, previousHits: 0, elapsedSeconds: 5 }, 112],
    ['hits far above the limit in both windows', 30, { hits: 1000, previousHits: 1000, elapsedSeconds: 30 }, 89],
    ['a limit of 1', 1, { hits: 2, previousHits: 0, elapsedSeconds: 0 }, 120],
    ['the account limit, previous window full', 100, { hits: 1, previousHits: 100, elapsedSeconds: 0 }, 1],
    ['a fractional elapsed time', 30, { hits: 10, previousHits: 45, elapsedSeconds: 12.75 }, 21],
  ] as const)('%s', (_name, limit, counts, expected) => {
    expect(expectRetryAfterIsExact(limit, counts)).toBe(expected);
  });

  test('is not rounded up past an exact whole second (float rounding)', () => {
    // 3 hits stored, limit 3: next window 3 * (1 - s/60) + 1 <= 3 needs s >= 20; the window ends in 18 s, so 38 s in all.
    expect(decide(3, { hits: 4, previousHits: 0, elapsedSeconds: 42 }).retryAfterSeconds).toBe(38);
    expectRetryAfterIsExact(3, { hits: 4, previousHits: 0, elapsedSeconds: 42 });
  });

  test('holds for a short window too', () => {
    expectRetryAfterIsExact(5, { hits: 9, previousHits: 3, elapsedSeconds: 2.5 }, 10);
    expectRetryAfterIsExact(5, { hits: 2, previousHits: 12, elapsedSeconds: 1 }, 10);
  });

  test('holds over a grid of counters with fractional elapsed times', () => {
    // Deterministic pseudo-random elapsed times (mulberry32), so a failure is reproducible.
    let seed = 0x5eed;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const failures: string[] = [];
    let checked = 0;
    for (const limit of [1, 2, 3, 10, 30, 100]) {
      for (const previousHits of [0, 1, limit - 1, limit, limit + 1, 2 * limit, 5 * limit]) {
        for (const hits of [1, limit, limit + 1, limit + 2, 2 * limit, 10 * limit]) {
          for (let sample = 0; sample < 6; sample++) {
            const counts = { hits, previousHits, elapsedSeconds: random() * WINDOW };
            const decision = decide(limit, counts);
            if (decision.allowed) continue;
            checked++;
            const wait = decision.retryAfterSeconds;
            const okAtWait = retryAfterWaiting(limit, counts, wait).allowed;
            const okBefore = retryAfterWaiting(limit, counts, wait - 1).allowed;
            if (!okAtWait || okBefore) failures.push(`limit ${limit} ${JSON.stringify(counts)} retryAfter ${wait}: at ${okAtWait}, a second earlier ${okBefore}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  });

  test('holds over a grid of counters with whole-second elapsed times', () => {
    // Whole seconds put many estimates exactly on the limit, where floating-point rounding shows.
    const failures: string[] = [];
    for (const limit of [1, 2, 3, 5, 10, 30]) {
      for (let previousHits = 0; previousHits <= 3 * limit; previousHits++) {
        for (let hits = 1; hits <= 3 * limit; hits++) {
          for (let elapsedSeconds = 0; elapsedSeconds < WINDOW; elapsedSeconds += 3) {
            const counts = { hits, previousHits, elapsedSeconds };
            const decision = decide(limit, counts);
            if (decision.allowed) continue;
            const wait = decision.retryAfterSeconds;
            const okAtWait = retryAfterWaiting(limit, counts, wait).allowed;
            const okBefore = retryAfterWaiting(limit, counts, wait - 1).allowed;
            if (!okAtWait || okBefore) failures.push(`limit ${limit} ${JSON.stringify(counts)} retryAfter ${wait}: at ${okAtWait}, a second earlier ${okBefore}`);
          }
        }
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
    expect(failures.length).toBe(0);
  });
});

describe('rollWindow: the stored counters as of now', () => {
  const stored = { windowIndex: 10, hits: 7, previousHits: 3 };
  test('the same window keeps both counts; elapsed is measured from its start', () => {
    expect(rollWindow(stored, 10 * WINDOW + 12.5, WINDOW)).toEqual({ windowIndex: 10, hits: 7, previousHits: 3, elapsedSeconds: 12.5 });
  });
  test('the next window: the current hits become the previous ones', () => {
    expect(rollWindow(stored, 11 * WINDOW + 1, WINDOW)).toEqual({ windowIndex: 11, hits: 0, previousHits: 7, elapsedSeconds: 1 });
  });
  test('two windows on, or nothing stored: empty', () => {
    expect(rollWindow(stored, 12 * WINDOW, WINDOW)).toEqual({ windowIndex: 12, hits: 0, previousHits: 0, elapsedSeconds: 0 });
    expect(rollWindow(undefined, 5 * WINDOW + 2, WINDOW)).toEqual({ windowIndex: 5, hits: 0, previousHits: 0, elapsedSeconds: 2 });
  });
  test('a clock that stepped back stays in the stored window and loses no count', () => {
    expect(rollWindow(stored, 9 * WINDOW + 30, WINDOW)).toEqual({ windowIndex: 10, hits: 7, previousHits: 3, elapsedSeconds: 0 });
  });
});
