/**
 * Spending credits. Every spend is a reservation taken under the account's row lock (so concurrent
 * spends serialize and can never overdraw), then captured when the action succeeds or released
 * when it fails. Every movement is appended to the ledger. Reserving, capturing and releasing are
 * one statement each (its own transaction, a round trip to the database), see credits.repository.ts;
 * reservations and captures made together share one statement, each decided as if it came alone.
 */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { AppError } from '../domain/errors.ts';
import { creditBalance, splitCost, type CreditBalance, type CreditState } from '../domain/credits.ts';
import {
  appendLedgerEntry,
  captureReservation,
  findStaleReservations,
  releaseReservation,
  reserveCreditsOnce,
  selectCreditAccount,
  updateCreditAccount,
  type LockedCreditAccount,
} from '../storage/credits.repository.ts';

export interface Reservation {
  id: string;
  userId: string;
  action: string;
  cost: number;
}

/** The balance as of the database clock. */
export async function getCreditBalance(context: AppContext, userId: string): Promise<CreditBalance> {
  const account = await selectCreditAccount(context.db, userId, { lock: false });
  if (!account) throw new AppError('not_found', 'Account not found');
  return balanceOf(context, account);
}

/** Holds `cost` credits for `action`; 402 when the balance cannot cover it. One statement (reserveCreditsOnce). */
export function reserveCredits(context: AppContext, userId: string, action: string, cost: number): Promise<{ reservation: Reservation; balance: CreditBalance }> {
  return takeCredits(context, { userId, action, cost, captured: false });
}

/**
 * Charges `cost` credits for an action already done (a PDF the cache had): reserved and captured in
 * one statement, with the ledger entries a reservation and its capture leave; 402 as reserveCredits.
 */
export async function chargeCredits(context: AppContext, spend: { userId: string; action: string; cost: number; onBalance?: (balance: CreditBalance) => void }): Promise<void> {
  if (spend.cost <= 0) return;
  const { balance } = await takeCredits(context, { ...spend, captured: true });
  spend.onBalance?.(balance);
}

async function takeCredits(context: AppContext, spend: { userId: string; action: string; cost: number; captured: boolean }): Promise<{ reservation: Reservation; balance: CreditBalance }> {
  const { userId, action, cost } = spend;
  const id = randomUUID();
  const account = await reserveCreditsOnce(context.db, { id, ...spend }, context.config.quotas);
  if (!account) throw new AppError('not_found', 'Account not found');
  const before = balanceOf(context, account);
  // The statement decided with the same rule (creditBalance, splitCost) on the same instant.
  const split = splitCost(before, cost);
  if (!account.reserved || !split) throw outOfCredits(before, cost);
  const balance = {
    ...before,
    cycleUsed: before.cycleUsed + split.fromCycle,
    cycleRemaining: before.cycleRemaining - split.fromCycle,
    prepaid: before.prepaid - split.fromPrepaid,
    remaining: before.remaining - cost,
  };
  return { reservation: { id, userId, action, cost }, balance };
}

/** Makes a reservation final. Settling twice is a no-op. One statement. */
export async function captureCredits(context: AppContext, reservation: Reservation): Promise<void> {
  await captureReservation(context.db, reservation.userId, reservation.id);
}

/** Gives the reserved credits back (the action failed). Settling twice is a no-op. One statement. */
export async function releaseCredits(context: AppContext, reservation: Pick<Reservation, 'id' | 'userId'>): Promise<CreditBalance | undefined> {
  const account = await releaseReservation(context.db, reservation.userId, reservation.id);
  return account && balanceOf(context, account);
}

/**
 * Runs `work` paid for with `cost` credits: reserved before, captured after success, released if it
 * throws, or if `free` says the result turned out to cost nothing (a user's own AI key did the work).
 * `onBalance` receives the balance after the reservation and after any release (for the
 * X-Credits-Remaining header).
 */
export async function spendCredits<T>(
  context: AppContext,
  spend: { userId: string; action: string; cost: number; onBalance?: (balance: CreditBalance) => void; free?: (result: T) => boolean },
  work: () => Promise<T>,
): Promise<T> {
  if (spend.cost <= 0) return work();
  const { reservation, balance } = await reserveCredits(context, spend.userId, spend.action, spend.cost);
  spend.onBalance?.(balance);
  let result: T;
  try {
    result = await work();
  } catch (error) {
    const restored = await releaseCredits(context, reservation);
    if (restored) spend.onBalance?.(restored);
    throw error;
  }
  // Known only afterwards: reserving first means a free outcome that does not happen is still paid for.
  if (spend.free?.(result)) {
    const restored = await releaseCredits(context, reservation);
    if (restored) spend.onBalance?.(restored);
    return result;
  }
  await captureCredits(context, reservation);
  return result;
}

/** Adds (or, with a negative number, removes) prepaid credits; never below zero. */
export async function adjustPrepaidCredits(context: AppContext, userId: string, credits: number, note: string): Promise<CreditBalance> {
  return context.db.transaction().execute(async (transaction) => {
    const account = await selectCreditAccount(transaction, userId, { lock: true });
    if (!account) throw new AppError('not_found', 'Account not found');
    const prepaid = account.prepaid + credits;
    if (prepaid < 0) throw new AppError('invalid_request', `Cannot remove ${-credits} credits: the account has ${account.prepaid} prepaid credits`);
    await updateCreditAccount(transaction, userId, { cycleStart: account.cycleStart, cycleUsed: account.cycleUsed, prepaid });
    await appendLedgerEntry(transaction, { userId, entry: credits >= 0 ? 'purchase' : 'adjustment', prepaidDelta: credits, note });
    return balanceOf(context, { ...account, prepaid });
  });
}

/** Releases reservations whose action never finished (the process died); returns how many. */
export async function releaseStaleReservations(context: AppContext, olderThanSeconds = 15 * 60): Promise<number> {
  const stale = await findStaleReservations(context.db, olderThanSeconds);
  let released = 0;
  for (const reservation of stale) if (await releaseCredits(context, reservation)) released++;
  return released;
}

/** The 402 every action answers when the balance is too small. */
export function outOfCredits(balance: CreditBalance, cost: number): AppError {
  const resets = balance.cycleResetsAt.toISOString().slice(0, 10);
  return new AppError(
    'insufficient_credits',
    `Not enough credits: this action costs ${cost} and ${balance.remaining} remain. Upgrade to the pro plan or purchase credits; your ${balance.quota} cycle credits reset on ${resets}.`,
  );
}

function balanceOf(context: AppContext, account: LockedCreditAccount): CreditBalance {
  const state: CreditState = { plan: account.plan, cycleAnchor: account.cycleAnchor, cycleStart: account.cycleStart, cycleUsed: account.cycleUsed, prepaid: account.prepaid };
  return creditBalance(state, account.databaseNow, context.config.quotas);
}
