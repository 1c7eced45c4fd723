/**
 * Spending credits. Every spend is a reservation taken under the account's row lock (so concurrent
 * spends serialize and can never overdraw), then captured when the action succeeds or released
 * when it fails. Every movement is appended to the ledger.
 */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { AppError } from '../domain/errors.ts';
import { creditBalance, splitCost, type CreditBalance, type CreditState } from '../domain/credits.ts';
import {
  appendLedgerEntry,
  findStaleReservations,
  selectCreditAccount,
  insertReservation,
  settleReservation,
  updateCreditAccount,
  type LockedCreditAccount,
  type ReservationRow,
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

/** Holds `cost` credits for `action`; 402 when the balance cannot cover it. */
export async function reserveCredits(context: AppContext, userId: string, action: string, cost: number): Promise<{ reservation: Reservation; balance: CreditBalance }> {
  return context.db.transaction().execute(async (transaction) => {
    const account = await selectCreditAccount(transaction, userId, { lock: true });
    if (!account) throw new AppError('not_found', 'Account not found');
    const before = balanceOf(context, account);
    const split = splitCost(before, cost);
    if (!split) throw outOfCredits(before, cost);
    const id = randomUUID();
    await updateCreditAccount(transaction, userId, {
      cycleStart: before.cycleStart,
      cycleUsed: before.cycleUsed + split.fromCycle,
      prepaid: before.prepaid - split.fromPrepaid,
    });
    await insertReservation(transaction, { id, userId, action, fromCycle: split.fromCycle, fromPrepaid: split.fromPrepaid, cycleStart: before.cycleStart });
    await appendLedgerEntry(transaction, { userId, entry: 'reserve', action, reservationId: id, cycleDelta: -split.fromCycle, prepaidDelta: -split.fromPrepaid });
    const balance = {
      ...before,
      cycleUsed: before.cycleUsed + split.fromCycle,
      cycleRemaining: before.cycleRemaining - split.fromCycle,
      prepaid: before.prepaid - split.fromPrepaid,
      remaining: before.remaining - cost,
    };
    return { reservation: { id, userId, action, cost }, balance };
  });
}

/** Makes a reservation final. Settling twice is a no-op. */
export async function captureCredits(context: AppContext, reservation: Reservation): Promise<void> {
  await context.db.transaction().execute(async (transaction) => {
    const settled = await settleReservation(transaction, reservation.userId, reservation.id, 'captured');
    if (settled) await appendLedgerEntry(transaction, { userId: settled.userId, entry: 'capture', action: settled.action, reservationId: settled.id });
  });
}

/** Gives the reserved credits back (the action failed). Settling twice is a no-op. */
export async function releaseCredits(context: AppContext, reservation: Pick<Reservation, 'id' | 'userId'>): Promise<CreditBalance | undefined> {
  return context.db.transaction().execute(async (transaction) => {
    const account = await selectCreditAccount(transaction, reservation.userId, { lock: true });
    const settled = await settleReservation(transaction, reservation.userId, reservation.id, 'released');
    if (!account || !settled) return undefined;
    const refund = refundOf(account, settled);
    await updateCreditAccount(transaction, account.userId, { cycleStart: account.cycleStart, cycleUsed: account.cycleUsed - refund.cycle, prepaid: account.prepaid + refund.prepaid });
    await appendLedgerEntry(transaction, { userId: account.userId, entry: 'release', action: settled.action, reservationId: settled.id, cycleDelta: refund.cycle, prepaidDelta: refund.prepaid });
    return balanceOf(context, { ...account, cycleUsed: account.cycleUsed - refund.cycle, prepaid: account.prepaid + refund.prepaid });
  });
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

/** Prepaid credits always come back; cycle credits only while their cycle is still the account's. */
function refundOf(account: LockedCreditAccount, reservation: ReservationRow): { cycle: number; prepaid: number } {
  const sameCycle = account.cycleStart.getTime() === reservation.cycleStart.getTime();
  return { cycle: sameCycle ? Math.min(reservation.fromCycle, account.cycleUsed) : 0, prepaid: reservation.fromPrepaid };
}
