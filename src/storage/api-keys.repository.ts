/** Queries on API keys. Every query but the hash lookup is scoped by the owning user. */
import { sql } from 'kysely';
import type { Db } from './database.ts';
import { batchedLookup } from './batcher.ts';
import type { ApiKeyRow, NewApiKey } from './tables.ts';
import type { Plan } from '../domain/credits.ts';

export async function insertApiKey(db: Db, key: NewApiKey): Promise<ApiKeyRow> {
  return db.insertInto('apiKeys').values(key).returningAll().executeTakeFirstOrThrow();
}

export async function listApiKeys(db: Db, userId: string): Promise<ApiKeyRow[]> {
  return db.selectFrom('apiKeys').selectAll().where('userId', '=', userId).orderBy('createdAt', 'asc').orderBy('id', 'asc').execute();
}

/** What authentication needs, in one round trip: the key, its owner and the owner's credit state. */
export interface KeyPrincipalRow {
  keyId: string;
  userId: string;
  email: string;
  plan: Plan;
  scopes: string[];
  form: 'a' | 'b';
  lastUsedAt: Date | null;
  cycleAnchor: Date;
  cycleStart: Date;
  cycleUsed: number;
  prepaid: number;
  databaseNow: Date;
}

/** The live key with this hash and its owner; concurrent lookups share one query. */
export const findActiveKeyByHash = batchedLookup(selectActiveKeys, (row) => row.keyHash);

/** `= ANY(array)`, not IN: one statement text whatever the batch's size (prepared once per connection, see prepared-postgres.ts). */
function selectActiveKeys(db: Db, keyHashes: string[]): Promise<Array<KeyPrincipalRow & { keyHash: string }>> {
  return db
    .selectFrom('apiKeys as k')
    .innerJoin('users as u', 'u.id', 'k.userId')
    .innerJoin('creditAccounts as c', 'c.userId', 'k.userId')
    .select((eb) => [
      'k.keyHash',
      'k.id as keyId',
      'k.userId',
      'u.email',
      'u.plan',
      'k.scopes',
      'k.form',
      'k.lastUsedAt',
      'c.cycleAnchor',
      'c.cycleStart',
      'c.cycleUsed',
      'c.prepaid',
      eb.fn<Date>('now').as('databaseNow'),
    ])
    .where(sql<boolean>`k.key_hash = ANY(${keyHashes}::text[])`)
    .where('k.revokedAt', 'is', null)
    .execute();
}

export async function revokeApiKey(db: Db, userId: string, keyId: string): Promise<ApiKeyRow | undefined> {
  return db.updateTable('apiKeys').set({ revokedAt: new Date() }).where('id', '=', keyId).where('userId', '=', userId).where('revokedAt', 'is', null).returningAll().executeTakeFirst();
}

/** Whether this user has a live (not revoked) key with this id. */
export async function isLiveKey(db: Db, userId: string, keyId: string): Promise<boolean> {
  const row = await db.selectFrom('apiKeys').select('id').where('id', '=', keyId).where('userId', '=', userId).where('revokedAt', 'is', null).executeTakeFirst();
  return row !== undefined;
}

/**
 * Swaps the secret of a live key unless it was swapped less than `settleSeconds` ago (by the
 * database clock), in one statement: a compare-and-swap on `regenerated_at`. Concurrent swaps queue
 * on the row lock and PostgreSQL re-checks the condition on the version the winner wrote, so of
 * swaps arriving within `settleSeconds` of each other exactly one matches; the others get undefined.
 * The old hash stops matching in the same statement.
 */
export async function replaceApiKeySecret(db: Db, userId: string, keyId: string, settleSeconds: number, secret: { keyHash: string; lastFour: string }): Promise<ApiKeyRow | undefined> {
  return db
    .updateTable('apiKeys')
    .set({ ...secret, regeneratedAt: sql<Date>`now()`, lastUsedAt: null })
    .where('id', '=', keyId)
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .where((eb) => eb.or([eb('regeneratedAt', 'is', null), eb('regeneratedAt', '<=', sql<Date>`now() - make_interval(secs => ${settleSeconds})`)]))
    .returningAll()
    .executeTakeFirst();
}

export async function touchApiKey(db: Db, keyId: string, at: Date): Promise<void> {
  await db.updateTable('apiKeys').set({ lastUsedAt: at }).where('id', '=', keyId).execute();
}
