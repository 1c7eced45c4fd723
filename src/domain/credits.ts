/**
 * Credit rules, pure: 30-day cycles anchored on the account's creation (its anniversary), a cycle
 * quota by plan, then prepaid credits that never expire.
 */

export type Plan = 'free' | 'pro';
export const plans: readonly Plan[] = ['free', 'pro'];

export const CYCLE_MS = 30 * 24 * 60 * 60 * 1000;

export interface CreditState {
  plan: Plan;
  /** The account's anniversary: cycles start at anchor + n * 30 days. */
  cycleAnchor: Date;
  /** Start of the cycle `cycleUsed` belongs to; older than the current cycle means it is stale. */
  cycleStart: Date;
  cycleUsed: number;
  prepaid: number;
}

export interface CreditBalance {
  plan: Plan;
  quota: number;
  cycleStart: Date;
  cycleResetsAt: Date;
  cycleUsed: number;
  cycleRemaining: number;
  prepaid: number;
  /** What the caller can still spend: cycle remainder plus prepaid. */
  remaining: number;
}

export interface CostSplit {
  fromCycle: number;
  fromPrepaid: number;
}

/** Start of the 30-day cycle containing `now`. */
export function currentCycleStart(anchor: Date, now: Date): Date {
  const elapsed = Math.max(0, now.getTime() - anchor.getTime());
  return new Date(anchor.getTime() + Math.floor(elapsed / CYCLE_MS) * CYCLE_MS);
}

/** The balance as of `now`: usage recorded in an earlier cycle counts as zero. */
export function creditBalance(state: CreditState, now: Date, quotas: Record<Plan, number>): CreditBalance {
  const cycleStart = currentCycleStart(state.cycleAnchor, now);
  const cycleUsed = state.cycleStart.getTime() < cycleStart.getTime() ? 0 : state.cycleUsed;
  const quota = quotas[state.plan];
  const cycleRemaining = Math.max(0, quota - cycleUsed);
  return {
    plan: state.plan,
    quota,
    cycleStart,
    cycleResetsAt: new Date(cycleStart.getTime() + CYCLE_MS),
    cycleUsed,
    cycleRemaining,
    prepaid: state.prepaid,
    remaining: cycleRemaining + state.prepaid,
  };
}

/** How a cost is paid: cycle quota first, then prepaid. Null when the balance cannot cover it. */
export function splitCost(balance: CreditBalance, cost: number): CostSplit | null {
  if (cost > balance.remaining) return null;
  const fromCycle = Math.min(cost, balance.cycleRemaining);
  return { fromCycle, fromPrepaid: cost - fromCycle };
}
