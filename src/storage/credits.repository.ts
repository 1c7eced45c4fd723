/** Queries on credit accounts, reservations and the append-only ledger. */
import { sql } from 'kysely';
import type { Db } from './database.ts';
import type { CreditLedgerTable, LedgerEntryKind } from './tables.ts';
import type { Plan } from '../domain/credits.ts';
import type { Insertable, Selectable } from 'kysely';

export interface LockedCreditAccount {
  userId: string;
  plan: Plan;
  cycleAnchor: Date;
  cycleStart: Date;
  cycleUsed: number;
  prepaid: number;
  databaseNow: Date;
}

export async function insertCreditAccount(db: Db, userId: string, anchor: Date): Promise<void> {
  await db.insertInto('creditAccounts').values({ userId, cycleAnchor: anchor, cycleStart: anchor, cycleUsed: 0, prepaid: 0 }).execute();
}

/** Reads the account; inside a transaction `lock` holds its row until commit so spends serialize. */
export async function selectCreditAccount(db: Db, userId: string, options: { lock: boolean }): Promise<LockedCreditAccount | undefined> {
  let query = db
    .selectFrom('creditAccounts as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select((eb) => ['c.userId', 'u.plan', 'c.cycleAnchor', 'c.cycleStart', 'c.cycleUsed', 'c.prepaid', eb.fn<Date>('now').as('databaseNow')])
    .where('c.userId', '=', userId);
  if (options.lock) query = query.forUpdate('c');
  return query.executeTakeFirst();
}

export async function updateCreditAccount(db: Db, userId: string, values: { cycleStart: Date; cycleUsed: number; prepaid: number }): Promise<void> {
  await db
    .updateTable('creditAccounts')
    .set({ ...values, updatedAt: sql<Date>`now()` })
    .where('userId', '=', userId)
    .execute();
}

export interface ReservationRow {
  id: string;
  userId: string;
  action: string;
  fromCycle: number;
  fromPrepaid: number;
  cycleStart: Date;
  status: 'reserved' | 'captured' | 'released';
}

export async function insertReservation(db: Db, reservation: Omit<ReservationRow, 'status'>): Promise<void> {
  await db
    .insertInto('creditReservations')
    .values({ ...reservation, status: 'reserved' })
    .execute();
}

/** Moves a reservation out of `reserved` exactly once; undefined when it was already settled. */
export async function settleReservation(db: Db, userId: string, reservationId: string, status: 'captured' | 'released'): Promise<ReservationRow | undefined> {
  return db
    .updateTable('creditReservations')
    .set({ status, settledAt: sql<Date>`now()` })
    .where('id', '=', reservationId)
    .where('userId', '=', userId)
    .where('status', '=', 'reserved')
    .returning(['id', 'userId', 'action', 'fromCycle', 'fromPrepaid', 'cycleStart', 'status'])
    .executeTakeFirst();
}

/** Reservations left open longer than `olderThanSeconds` (their process died mid-action). */
export async function findStaleReservations(db: Db, olderThanSeconds: number): Promise<ReservationRow[]> {
  return db
    .selectFrom('creditReservations')
    .select(['id', 'userId', 'action', 'fromCycle', 'fromPrepaid', 'cycleStart', 'status'])
    .where('status', '=', 'reserved')
    .where('createdAt', '<', sql<Date>`now() - make_interval(secs => ${olderThanSeconds})`)
    .execute();
}

export async function appendLedgerEntry(db: Db, entry: Insertable<CreditLedgerTable> & { entry: LedgerEntryKind }): Promise<void> {
  await db.insertInto('creditLedger').values(entry).execute();
}

export type LedgerEntry = Omit<Selectable<CreditLedgerTable>, 'id' | 'userId'>;

/** Most recent ledger entries first. */
export async function listLedgerEntries(db: Db, userId: string, limit: number): Promise<LedgerEntry[]> {
  return db
    .selectFrom('creditLedger')
    .select(['entry', 'action', 'reservationId', 'cycleDelta', 'prepaidDelta', 'note', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Sum of prepaid movements: equals credit_accounts.prepaid when the books balance. */
export async function sumPrepaidDeltas(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom('creditLedger').select(sql<number>`coalesce(sum(prepaid_delta), 0)::int`.as('total')).where('userId', '=', userId).executeTakeFirstOrThrow();
  return row.total;
}
