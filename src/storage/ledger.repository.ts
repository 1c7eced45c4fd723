/** The console's reads of the credit ledger: credits spent per day and action, and pages of entries. */
import { sql } from 'kysely';
import type { UsageRow } from '../domain/usage.ts';
import type { LedgerEntry } from './credits.repository.ts';
import type { Db } from './database.ts';

/**
 * Credits actually spent since `from`, per UTC day and action, in one grouped query. A spend is a
 * `capture` entry: its credits are what the `reserve` entry of the same reservation took (the
 * capture itself moves nothing). A released hold has no capture, so it counts zero, and an open one
 * (the action still running) is not spent yet. The day is the capture's, when the spend became final.
 */
export async function spentCreditsByDay(db: Db, userId: string, from: Date): Promise<UsageRow[]> {
  const result = await sql<UsageRow>`
    SELECT to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date,
           c.action AS action,
           sum(-(r.cycle_delta + r.prepaid_delta))::int AS credits
      FROM credit_ledger c
      JOIN credit_ledger r
        ON r.user_id = c.user_id AND r.reservation_id = c.reservation_id AND r.entry = 'reserve'
     WHERE c.user_id = ${userId} AND c.entry = 'capture' AND c.created_at >= ${from}
     GROUP BY 1, 2`.execute(db);
  return result.rows;
}

/** A ledger entry with its id, which orders entries (an identity column: later entries, larger ids). */
export type LedgerEntryWithId = LedgerEntry & { id: string };

/** Up to `limit` of the user's entries, newest first, older than entry `beforeId` when given. */
export async function listLedgerPage(db: Db, userId: string, limit: number, beforeId?: string): Promise<LedgerEntryWithId[]> {
  let query = db
    .selectFrom('creditLedger')
    .select(['id', 'entry', 'action', 'reservationId', 'cycleDelta', 'prepaidDelta', 'note', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit);
  if (beforeId !== undefined) query = query.where('id', '<', beforeId);
  const rows = await query.execute();
  // bigint ids come back as strings from PostgreSQL and as numbers or bigints from other drivers.
  return rows.map((row) => ({ ...row, id: String(row.id) }));
}
