/** Queries on users. */
import type { Db } from './database.ts';
import type { UserRow } from './tables.ts';
import type { Plan } from '../domain/credits.ts';

/** The uniqueness key of an email address. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function insertUser(db: Db, user: { id: string; email: string; passwordHash: string | null; plan: Plan; createdAt: Date }): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({ ...user, email: user.email.trim(), emailNormalized: normalizeEmail(user.email), updatedAt: user.createdAt })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('emailNormalized', '=', normalizeEmail(email)).executeTakeFirst();
}

export async function updateUserPlan(db: Db, userId: string, plan: Plan): Promise<UserRow | undefined> {
  return db.updateTable('users').set({ plan, updatedAt: new Date() }).where('id', '=', userId).returningAll().executeTakeFirst();
}
