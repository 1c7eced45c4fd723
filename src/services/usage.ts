/**
 * What the console's usage screen reads: the last 30 days of credits spent, per action, and the
 * credit ledger in pages (newest first, keyset-paginated by an opaque cursor).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { AppError } from '../domain/errors.ts';
import { usageSeries, usageWindowStart, type UsageSeries } from '../domain/usage.ts';
import type { LedgerEntry } from '../storage/credits.repository.ts';
import { listLedgerPage, spentCreditsByDay } from '../storage/ledger.repository.ts';

/** The 30 UTC days ending today, each with the credits spent on each action that day. */
export async function creditUsage(context: AppContext, userId: string, now = new Date()): Promise<UsageSeries> {
  return usageSeries(await spentCreditsByDay(context.db, userId, usageWindowStart(now)), now);
}

export interface LedgerPage {
  entries: LedgerEntry[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

/** One page of the user's ledger, newest first; `cursor` (a previous page's nextCursor) continues after it. */
export async function ledgerPage(context: AppContext, userId: string, limit: number, cursor?: string): Promise<LedgerPage> {
  const beforeId = cursor === undefined ? undefined : readCursor(context, userId, cursor);
  // One more than asked tells whether another page follows, without counting.
  const rows = await listLedgerPage(context.db, userId, limit + 1, beforeId);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    entries: page.map(({ id: _id, ...entry }) => entry),
    nextCursor: rows.length > limit && last ? writeCursor(context, userId, last.id) : null,
  };
}

/**
 * Cursors are `<id>.<tag>`, base64url: the entry id and an HMAC of the user and id under a key
 * derived from the secrets key. The query is confined to the caller's entries anyway; the tag makes
 * an edited, forged or another account's cursor a plain 400 instead of a page positioned by it.
 */
function writeCursor(context: AppContext, userId: string, id: string): string {
  return `${Buffer.from(id).toString('base64url')}.${cursorTag(context, userId, id).toString('base64url')}`;
}

function readCursor(context: AppContext, userId: string, cursor: string): string {
  const match = /^([A-Za-z0-9_-]{1,32})\.([A-Za-z0-9_-]{22})$/.exec(cursor);
  const id = match ? Buffer.from(match[1]!, 'base64url').toString('utf8') : '';
  const tag = match ? Buffer.from(match[2]!, 'base64url') : Buffer.alloc(0);
  const expected = /^[1-9]\d{0,18}$/.test(id) ? cursorTag(context, userId, id) : undefined;
  if (!expected || tag.length !== expected.length || !timingSafeEqual(tag, expected)) {
    throw new AppError('validation_failed', 'before must be the nextCursor of a previous ledger page', { details: [{ path: 'query.before', message: 'not a ledger cursor of this account' }] });
  }
  return id;
}

/** 16 bytes of HMAC-SHA-256: enough that a cursor cannot be guessed, short enough for a URL. */
function cursorTag(context: AppContext, userId: string, id: string): Buffer {
  const key = createHmac('sha256', context.secretsKey).update('vitae ledger cursor').digest();
  return createHmac('sha256', key).update(`${userId}:${id}`).digest().subarray(0, 16);
}
