/** Queries on credit accounts, reservations and the append-only ledger. */
import { sql } from 'kysely';
import type { Db } from './database.ts';
import { Batcher, batcherPerDatabase } from './batcher.ts';
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

export interface Spend {
  id: string;
  userId: string;
  action: string;
  cost: number;
  /** For work already done: reserved and captured at once, with the ledger entries of both. */
  captured?: boolean;
}

export type SpendOutcome = (LockedCreditAccount & { reserved: boolean }) | undefined;

/**
 * Reserves `cost` credits: locks the account's row, works out the balance as creditBalance does
 * (30-day cycles from the anchor, a stale cycle's usage counting as zero, the plan's quota, then
 * prepaid credits), and only when it covers the cost takes it (cycle quota first) and records the
 * reservation and its ledger entry. With `captured` (for work already done) the reservation is
 * captured at once, with both ledger entries, as a reserve followed by a capture would leave them.
 * Returns the account as it was just before this spend (for the balance, or the 402 when
 * `reserved` is false); undefined for an unknown account.
 *
 * Spends made together (in one event-loop turn, or while a batch is in flight) are decided by one
 * statement, the take_credits function (sql/0006), each in arrival order exactly as if it came
 * alone: one lock, one commit and one round trip for the batch instead of one per spend, which
 * under a bulk render queued every request on the same account row.
 */
export function reserveCreditsOnce(db: Db, spend: Spend, quotas: Record<Plan, number>): Promise<SpendOutcome> {
  return spendBatcher(db).submit({ spend, quotas });
}

const spendBatcher = batcherPerDatabase(
  (db: Db) => new Batcher<{ spend: Spend; quotas: Record<Plan, number> }, SpendOutcome>((items) => takeCreditsInBatches(db, items), { concurrency: 2, maxBatch: 200 }),
);

/** One statement per set of plan quotas (a process has one; tests may run several configurations on one database). */
async function takeCreditsInBatches(db: Db, items: Array<{ spend: Spend; quotas: Record<Plan, number> }>): Promise<SpendOutcome[]> {
  const byQuotas = new Map<Record<Plan, number>, number[]>();
  items.forEach((item, index) => {
    const group = byQuotas.get(item.quotas);
    if (group) group.push(index);
    else byQuotas.set(item.quotas, [index]);
  });
  const outcomes: SpendOutcome[] = new Array(items.length);
  await Promise.all(
    [...byQuotas].map(async ([quotas, indexes]) => {
      const results = await takeCreditsInBatch(
        db,
        indexes.map((index) => items[index]!.spend),
        quotas,
      );
      indexes.forEach((index, position) => (outcomes[index] = results[position]));
    }),
  );
  return outcomes;
}

/** Decides `spends` in their order in one statement (take_credits); one outcome per spend. */
export async function takeCreditsInBatch(db: Db, spends: Spend[], quotas: Record<Plan, number>): Promise<SpendOutcome[]> {
  const result = await sql<LockedCreditAccount & { reserved: boolean; spend: number }>`
    SELECT * FROM take_credits(
      ${spends.map((spend) => spend.id)}::uuid[], ${spends.map((spend) => spend.userId)}::uuid[], ${spends.map((spend) => spend.action)}::text[],
      ${spends.map((spend) => spend.cost)}::int[], ${spends.map((spend) => (spend.captured === true ? 1 : 0))}::int[]::boolean[],
      ${Object.keys(quotas)}::text[], ${Object.values(quotas)}::int[], ${CYCLE_MS / 1000}::numeric)`.execute(db);
  const outcomes: SpendOutcome[] = new Array(spends.length).fill(undefined);
  for (const { spend, ...account } of result.rows) outcomes[spend - 1] = account;
  return outcomes;
}

/**
 * Captures a reservation still open, with its ledger entry; false when it was already settled.
 * Captures made together share one statement (captureReservations).
 */
export function captureReservation(db: Db, userId: string, reservationId: string): Promise<boolean> {
  return captureBatcher(db).submit({ userId, reservationId });
}

const captureBatcher = batcherPerDatabase((db: Db) => new Batcher<{ userId: string; reservationId: string }, boolean>((items) => captureReservations(db, items), { concurrency: 2, maxBatch: 200 }));

/** Captures the open ones of `reservations` in one statement; for each, whether this call captured it (a repeated one: only its first). */
async function captureReservations(db: Db, reservations: Array<{ userId: string; reservationId: string }>): Promise<boolean[]> {
  const result = await sql<{ reservationId: string }>`
    WITH settled AS (
      UPDATE credit_reservations r SET status = 'captured', settled_at = now()
      FROM unnest(${reservations.map((one) => one.reservationId)}::uuid[], ${reservations.map((one) => one.userId)}::uuid[]) AS wanted(id, user_id)
      WHERE r.id = wanted.id AND r.user_id = wanted.user_id AND r.status = 'reserved'
      RETURNING r.id, r.user_id, r.action
    )
    INSERT INTO credit_ledger (user_id, entry, action, reservation_id) SELECT user_id, 'capture', action, id FROM settled ORDER BY id
    RETURNING reservation_id`.execute(db);
  const captured = new Set(result.rows.map((row) => row.reservationId));
  return reservations.map((one) => captured.delete(one.reservationId));
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
  return (
    db
      .selectFrom('creditReservations')
      .select(['id', 'userId', 'action', 'fromCycle', 'fromPrepaid', 'cycleStart', 'status'])
      // A literal, so that a generic plan can still use the partial index credit_reservations_open.
      .where('status', '=', sql.lit('reserved'))
      .where('createdAt', '<', sql<Date>`now() - make_interval(secs => ${olderThanSeconds})`)
      .execute()
  );
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
