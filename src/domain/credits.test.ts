import { describe, expect, test } from 'bun:test';
import { CYCLE_MS, creditBalance, currentCycleStart, plans, splitCost, type CreditBalance, type CreditState } from './credits.ts';

const DAY = 24 * 60 * 60 * 1000;
const ANCHOR = new Date('2024-01-15T10:30:00.000Z');
const QUOTAS = { free: 10, pro: 200 };

const at = (offsetMs: number) => new Date(ANCHOR.getTime() + offsetMs);

function state(overrides: Partial<CreditState> = {}): CreditState {
  return { plan: 'free', cycleAnchor: ANCHOR, cycleStart: ANCHOR, cycleUsed: 0, prepaid: 0, ...overrides };
}

function balance(overrides: Partial<CreditBalance>): CreditBalance {
  return {
    plan: 'free',
    quota: 10,
    cycleStart: ANCHOR,
    cycleResetsAt: at(CYCLE_MS),
    cycleUsed: 0,
    cycleRemaining: 10,
    prepaid: 0,
    remaining: 10,
    ...overrides,
  };
}

describe('constants', () => {
  test('a cycle is 30 days and the plans are free and pro', () => {
    expect(CYCLE_MS).toBe(30 * DAY);
    expect(CYCLE_MS).toBe(2_592_000_000);
    expect([...plans]).toEqual(['free', 'pro']);
  });
});

describe('currentCycleStart', () => {
  test('exactly at the anchor the cycle starts at the anchor', () => {
    expect(currentCycleStart(ANCHOR, ANCHOR).toISOString()).toBe(ANCHOR.toISOString());
  });

  test('inside the first cycle it is still the anchor', () => {
    expect(currentCycleStart(ANCHOR, at(1)).getTime()).toBe(ANCHOR.getTime());
    expect(currentCycleStart(ANCHOR, at(17 * DAY)).getTime()).toBe(ANCHOR.getTime());
  });

  test('1 ms before the 30-day boundary it is still the first cycle', () => {
    expect(currentCycleStart(ANCHOR, at(CYCLE_MS - 1)).getTime()).toBe(ANCHOR.getTime());
  });

  test('exactly at the 30-day boundary the second cycle starts', () => {
    expect(currentCycleStart(ANCHOR, at(CYCLE_MS)).toISOString()).toBe('2024-02-14T10:30:00.000Z');
  });

  test('95 days later it is the fourth cycle, starting at day 90', () => {
    expect(currentCycleStart(ANCHOR, at(95 * DAY)).getTime()).toBe(ANCHOR.getTime() + 90 * DAY);
    expect(currentCycleStart(ANCHOR, at(95 * DAY)).toISOString()).toBe('2024-04-14T10:30:00.000Z');
  });

  test('many cycles later it lands on a multiple of 30 days within the last 30 days', () => {
    const now = at(3 * 365 * DAY + 12_345);
    const start = currentCycleStart(ANCHOR, now);
    expect((start.getTime() - ANCHOR.getTime()) % CYCLE_MS).toBe(0);
    expect(start.getTime()).toBeLessThanOrEqual(now.getTime());
    expect(now.getTime() - start.getTime()).toBeLessThan(CYCLE_MS);
  });

  test('when now is before the anchor (clock skew) it is the anchor, never earlier', () => {
    expect(currentCycleStart(ANCHOR, at(-1)).getTime()).toBe(ANCHOR.getTime());
    expect(currentCycleStart(ANCHOR, at(-45 * DAY)).getTime()).toBe(ANCHOR.getTime());
  });

  test('returns a new Date, not the anchor object', () => {
    const start = currentCycleStart(ANCHOR, ANCHOR);
    expect(start).not.toBe(ANCHOR);
    start.setTime(0);
    expect(ANCHOR.toISOString()).toBe('2024-01-15T10:30:00.000Z');
  });
});

describe('creditBalance', () => {
  test('a fresh free account: full quota, plus prepaid', () => {
    expect(creditBalance(state({ prepaid: 5 }), at(DAY), QUOTAS)).toEqual({
      plan: 'free',
      quota: 10,
      cycleStart: ANCHOR,
      cycleResetsAt: at(CYCLE_MS),
      cycleUsed: 0,
      cycleRemaining: 10,
      prepaid: 5,
      remaining: 15,
    });
  });

  test('the quota follows the plan', () => {
    expect(creditBalance(state({ plan: 'free' }), ANCHOR, QUOTAS).quota).toBe(10);
    expect(creditBalance(state({ plan: 'pro' }), ANCHOR, QUOTAS).quota).toBe(200);
    expect(creditBalance(state({ plan: 'pro' }), ANCHOR, { free: 1, pro: 7 })).toMatchObject({ quota: 7, cycleRemaining: 7, remaining: 7 });
  });

  test('usage in the current cycle is kept', () => {
    const result = creditBalance(state({ cycleUsed: 4, prepaid: 3 }), at(10 * DAY), QUOTAS);
    expect(result).toMatchObject({ cycleUsed: 4, cycleRemaining: 6, prepaid: 3, remaining: 9 });
  });

  test('usage recorded in the current cycle is kept up to the last millisecond of the cycle', () => {
    const result = creditBalance(state({ cycleUsed: 4 }), at(CYCLE_MS - 1), QUOTAS);
    expect(result).toMatchObject({ cycleStart: ANCHOR, cycleUsed: 4, cycleRemaining: 6 });
  });

  test('usage from an earlier cycle counts as zero once the next cycle starts', () => {
    const result = creditBalance(state({ cycleUsed: 9, prepaid: 2 }), at(CYCLE_MS), QUOTAS);
    expect(result).toMatchObject({ cycleStart: at(CYCLE_MS), cycleUsed: 0, cycleRemaining: 10, prepaid: 2, remaining: 12 });
  });

  test('usage recorded in a later cycle is kept (cycleStart matches the current cycle)', () => {
    const s = state({ cycleStart: at(3 * CYCLE_MS), cycleUsed: 7 });
    expect(creditBalance(s, at(95 * DAY), QUOTAS)).toMatchObject({ cycleStart: at(3 * CYCLE_MS), cycleUsed: 7, cycleRemaining: 3 });
    expect(creditBalance(s, at(4 * CYCLE_MS), QUOTAS)).toMatchObject({ cycleUsed: 0, cycleRemaining: 10 });
  });

  test('remaining is cycleRemaining plus prepaid', () => {
    for (const [used, prepaid] of [
      [0, 0],
      [3, 0],
      [10, 0],
      [0, 50],
      [7, 50],
    ] as const) {
      const result = creditBalance(state({ cycleUsed: used, prepaid }), at(DAY), QUOTAS);
      expect(result.cycleRemaining).toBe(10 - used);
      expect(result.remaining).toBe(result.cycleRemaining + prepaid);
    }
  });

  test('cycleResetsAt is the cycle start plus 30 days', () => {
    const result = creditBalance(state(), at(95 * DAY), QUOTAS);
    expect(result.cycleStart.getTime()).toBe(ANCHOR.getTime() + 90 * DAY);
    expect(result.cycleResetsAt.getTime()).toBe(ANCHOR.getTime() + 120 * DAY);
    expect(result.cycleResetsAt.getTime() - result.cycleStart.getTime()).toBe(CYCLE_MS);
  });

  test('usage above the quota (after a downgrade) gives cycleRemaining 0, not negative', () => {
    const result = creditBalance(state({ plan: 'free', cycleUsed: 150, prepaid: 4 }), at(DAY), QUOTAS);
    expect(result).toMatchObject({ quota: 10, cycleUsed: 150, cycleRemaining: 0, prepaid: 4, remaining: 4 });
  });

  test('a quota of zero leaves only prepaid credits', () => {
    const result = creditBalance(state({ prepaid: 6 }), at(DAY), { free: 0, pro: 200 });
    expect(result).toMatchObject({ quota: 0, cycleRemaining: 0, remaining: 6 });
  });

  test('before the anchor (clock skew) the first cycle applies and its usage is kept', () => {
    const result = creditBalance(state({ cycleUsed: 2 }), at(-DAY), QUOTAS);
    expect(result).toMatchObject({ cycleStart: ANCHOR, cycleResetsAt: at(CYCLE_MS), cycleUsed: 2, cycleRemaining: 8 });
  });
});

describe('splitCost', () => {
  test('takes from the cycle quota first', () => {
    expect(splitCost(balance({ cycleRemaining: 10, prepaid: 5, remaining: 15 }), 3)).toEqual({ fromCycle: 3, fromPrepaid: 0 });
  });

  test('takes the rest from prepaid once the quota runs out', () => {
    expect(splitCost(balance({ cycleRemaining: 2, prepaid: 5, remaining: 7 }), 3)).toEqual({ fromCycle: 2, fromPrepaid: 1 });
  });

  test('uses prepaid only when the quota is exhausted', () => {
    expect(splitCost(balance({ cycleUsed: 10, cycleRemaining: 0, prepaid: 5, remaining: 5 }), 3)).toEqual({ fromCycle: 0, fromPrepaid: 3 });
  });

  test('an exact fit spends everything', () => {
    expect(splitCost(balance({ cycleRemaining: 2, prepaid: 1, remaining: 3 }), 3)).toEqual({ fromCycle: 2, fromPrepaid: 1 });
    expect(splitCost(balance({ cycleRemaining: 3, prepaid: 0, remaining: 3 }), 3)).toEqual({ fromCycle: 3, fromPrepaid: 0 });
    expect(splitCost(balance({ cycleRemaining: 0, prepaid: 3, remaining: 3 }), 3)).toEqual({ fromCycle: 0, fromPrepaid: 3 });
  });

  test('one credit short is null', () => {
    expect(splitCost(balance({ cycleRemaining: 1, prepaid: 1, remaining: 2 }), 3)).toBeNull();
    expect(splitCost(balance({ cycleRemaining: 0, prepaid: 0, remaining: 0 }), 1)).toBeNull();
  });

  test('a cost of 0 is free even with an empty balance', () => {
    expect(splitCost(balance({ cycleRemaining: 0, prepaid: 0, remaining: 0 }), 0)).toEqual({ fromCycle: 0, fromPrepaid: 0 });
  });

  test('the parts always add up to the cost', () => {
    for (let cycleRemaining = 0; cycleRemaining <= 4; cycleRemaining++) {
      for (let prepaid = 0; prepaid <= 4; prepaid++) {
        for (let cost = 0; cost <= 9; cost++) {
          const split = splitCost(balance({ cycleRemaining, prepaid, remaining: cycleRemaining + prepaid }), cost);
          if (cost > cycleRemaining + prepaid) {
            expect(split).toBeNull();
            continue;
          }
          expect(split).not.toBeNull();
          expect(split!.fromCycle + split!.fromPrepaid).toBe(cost);
          expect(split!.fromCycle).toBe(Math.min(cost, cycleRemaining));
          expect(split!.fromPrepaid).toBeLessThanOrEqual(prepaid);
          expect(split!.fromPrepaid).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });

  test('works end to end on a computed balance', () => {
    const computed = creditBalance(state({ cycleUsed: 8, prepaid: 4 }), at(DAY), QUOTAS);
    expect(splitCost(computed, 5)).toEqual({ fromCycle: 2, fromPrepaid: 3 });
    expect(splitCost(computed, 6)).toEqual({ fromCycle: 2, fromPrepaid: 4 });
    expect(splitCost(computed, 7)).toBeNull();
  });
});
