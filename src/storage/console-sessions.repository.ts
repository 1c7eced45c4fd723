/** Web console sessions: only a hash of the session token is stored. */
import { sql } from 'kysely';
import type { Db } from './database.ts';
import type { UserRow } from './tables.ts';

export async function insertConsoleSession(db: Db, session: { tokenHash: string; userId: string; expiresAt: Date }): Promise<void> {
  await db.insertInto('consoleSessions').values(session).execute();
}

export async function findSessionUser(db: Db, tokenHash: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('consoleSessions as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .selectAll('u')
    .where('s.tokenHash', '=', tokenHash)
    .where('s.expiresAt', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

export async function deleteConsoleSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('consoleSessions').where('tokenHash', '=', tokenHash).execute();
}

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('consoleSessions').where('userId', '=', userId).execute();
}
