/** Queries on credit accounts, reservations and the append-only ledger. */
import { sql } from 'kysely';
import type { Db } from './database.ts';
import type { CreditLedgerTable, LedgerEntryKind } from './tables.ts';
import { CYCLE_MS, type Plan } from '../domain/credits.ts';
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

/**
 * The account's row as `selectCreditAccount` reads it, locked for the rest of the statement: the
 * clock and the anchor cut to milliseconds, so that the cycle arithmetic below and creditBalance's
 * (on JavaScript dates) agree to the instant.
 */
const lockedAccount = (userId: string) => sql`
  SELECT c.user_id, u.plan, date_trunc('milliseconds', c.cycle_anchor) AS cycle_anchor, c.cycle_start, c.cycle_used, c.prepaid,
    date_trunc('milliseconds', now()) AS database_now
  FROM credit_accounts c JOIN users u ON u.id = c.user_id
  WHERE c.user_id = ${userId}
  FOR UPDATE OF c`;

/**
 * Reserves `cost` credits in one statement: locks the account's row, works out the balance as
 * creditBalance does (30-day cycles from the anchor, a stale cycle's usage counting as zero, the
 * plan's quota, then prepaid credits), and only when it covers the cost takes it (cycle quota first)
 * and records the reservation and its ledger entry. With `captured` (for work already done) the
 * reservation is captured in the same statement, with both ledger entries, as a reserve followed by
 * a capture would leave them. Returns the account as it was before (for the balance, or the 402
 * when `reserved` is false); undefined for an unknown account.
 */
export async function reserveCreditsOnce(
  db: Db,
  reservation: { id: string; userId: string; action: string; cost: number; captured?: boolean },
  quotas: Record<Plan, number>,
): Promise<(LockedCreditAccount & { reserved: boolean }) | undefined> {
  const { id, userId, action, cost } = reservation;
  const captured = reservation.captured === true;
  const result = await sql<LockedCreditAccount & { reserved: boolean }>`
    WITH account AS (${lockedAccount(userId)}),
    cycle AS (
      SELECT a.*, a.cycle_anchor + make_interval(secs => floor(greatest(0, extract(epoch FROM a.database_now - a.cycle_anchor)) / ${CYCLE_MS / 1000}) * ${CYCLE_MS / 1000}) AS current_start
      FROM account a
    ),
    balance AS (
      SELECT c.*, CASE WHEN c.cycle_start < c.current_start THEN 0 ELSE c.cycle_used END AS used FROM cycle c
    ),
    covered AS (
      SELECT b.*, least(${cost}::int, greatest(0, q.quota - b.used)) AS from_cycle
      FROM balance b JOIN unnest(${Object.keys(quotas)}::text[], ${Object.values(quotas)}::int[]) AS q(plan, quota) ON q.plan = b.plan
    ),
    split AS (
      SELECT c.*, ${cost}::int - c.from_cycle AS from_prepaid FROM covered c WHERE ${cost}::int - c.from_cycle <= c.prepaid
    ),
    updated AS (
      UPDATE credit_accounts c SET cycle_start = s.current_start, cycle_used = s.used + s.from_cycle, prepaid = s.prepaid - s.from_prepaid, updated_at = now()
      FROM split s WHERE c.user_id = s.user_id
      RETURNING c.user_id
    ),
    reservation AS (
      INSERT INTO credit_reservations (id, user_id, action, from_cycle, from_prepaid, cycle_start, status, settled_at)
      SELECT ${id}::uuid, s.user_id, ${action}, s.from_cycle, s.from_prepaid, s.current_start, ${captured ? 'captured' : 'reserved'}, ${captured ? sql`now()` : sql`NULL`}
      FROM split s
      RETURNING id, user_id
    ),
    ledger AS (
      INSERT INTO credit_ledger (user_id, entry, action, reservation_id, cycle_delta, prepaid_delta)
      SELECT s.user_id, 'reserve', ${action}, r.id, -s.from_cycle, -s.from_prepaid FROM split s JOIN reservation r ON r.user_id = s.user_id
      ${captured ? sql`UNION ALL SELECT r.user_id, 'capture', ${action}, r.id, 0, 0 FROM reservation r` : sql``}
    )
    SELECT a.*, EXISTS (SELECT 1 FROM updated) AS reserved FROM account a`.execute(db);
  return result.rows[0];
}

/** Captures a reservation still open, with its ledger entry, in one statement; false when it was already settled. */
export async function captureReservation(db: Db, userId: string, reservationId: string): Promise<boolean> {
  const result = await sql`
    WITH settled AS (
      UPDATE credit_reservations SET status = 'captured', settled_at = now()
      WHERE id = ${reservationId} AND user_id = ${userId} AND status = 'reserved'
      RETURNING id, user_id, action
    )
    INSERT INTO credit_ledger (user_id, entry, action, reservation_id) SELECT user_id, 'capture', action, id FROM settled`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}

/**
 * Releases a reservation still open in one statement: gives back its prepaid credits, and its cycle
 * credits while its cycle is still the account's (never more than the cycle's usage), with the
 * ledger entry. Returns the account as it is afterwards; undefined when it was already settled.
 */
export async function releaseReservation(db: Db, userId: string, reservationId: string): Promise<LockedCreditAccount | undefined> {
  const result = await sql<LockedCreditAccount>`
    WITH settled AS (
      UPDATE credit_reservations SET status = 'released', settled_at = now()
      WHERE id = ${reservationId} AND user_id = ${userId} AND status = 'reserved'
      RETURNING id, user_id, action, from_cycle, from_prepaid, cycle_start
    ),
    account AS (${lockedAccount(userId)}),
    refund AS (
      SELECT s.id, s.user_id, s.action, CASE WHEN a.cycle_start = s.cycle_start THEN least(s.from_cycle, a.cycle_used) ELSE 0 END AS cycle, s.from_prepaid AS prepaid
      FROM settled s JOIN account a ON a.user_id = s.user_id
    ),
    updated AS (
      UPDATE credit_accounts c SET cycle_used = a.cycle_used - r.cycle, prepaid = a.prepaid + r.prepaid, updated_at = now()
      FROM refund r JOIN account a ON a.user_id = r.user_id WHERE c.user_id = r.user_id
      RETURNING c.user_id
    ),
    ledger AS (
      INSERT INTO credit_ledger (user_id, entry, action, reservation_id, cycle_delta, prepaid_delta) SELECT user_id, 'release', action, id, cycle, prepaid FROM refund
    )
    SELECT a.user_id, a.plan, a.cycle_anchor, a.cycle_start, a.cycle_used - r.cycle AS cycle_used, a.prepaid + r.prepaid AS prepaid, a.database_now
    FROM account a JOIN refund r ON r.user_id = a.user_id`.execute(db);
  return result.rows[0];
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
