/** Queries on resumes; each takes the owner's id, so another account's resume is never seen. */
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from './database.ts';
import { batchedLookup } from './batcher.ts';
import type { ResumeRow, ResumesTable } from './tables.ts';

export type ResumeSummaryRow = Pick<ResumeRow, 'id' | 'title' | 'isDefault' | 'createdAt' | 'updatedAt'>;

/** Holds the user's row until commit: default-resume changes of one user happen one at a time. */
export async function lockUserDocuments(db: Db, userId: string): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/**
 * Inserts the row; undefined when a resume (of any account) already has its id. Ids come from
 * clients on an upsert, so a taken one is an answer, not a failed statement.
 */
export async function insertResume(db: Db, row: Insertable<ResumesTable>): Promise<ResumeRow | undefined> {
  return db
    .insertInto('resumes')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function findResume(db: Db, userId: string, resumeId: string): Promise<ResumeRow | undefined> {
  return db.selectFrom('resumes').selectAll().where('userId', '=', userId).where('id', '=', resumeId).executeTakeFirst();
}

/** A resume's lookup key in a batch: the owner's id and the resume's, both uuids. */
const ownedKey = (userId: string, resumeId: string) => `${userId} ${resumeId}`;

/**
 * The user's resume as `findResume` reads it, but read together with the resumes other requests
 * read at the same time (one statement for all of them): for reads outside a transaction on the
 * request path, such as a render's. Each lookup is by owner and id, so a batch never hands one
 * account another's resume.
 */
export function readResume(db: Db, userId: string, resumeId: string): Promise<ResumeRow | undefined> {
  return readOwnedResume(db, ownedKey(userId, resumeId));
}

const readOwnedResume = batchedLookup(
  (db: Db, keys: string[]) => {
    const owners = keys.map((key) => key.split(' ')[0]!);
    const ids = keys.map((key) => key.split(' ')[1]!);
    return db.selectFrom('resumes').selectAll().where(sql<boolean>`(user_id, id) IN (SELECT * FROM unnest(${owners}::uuid[], ${ids}::uuid[]))`).execute();
  },
  (row: ResumeRow) => ownedKey(row.userId, row.id),
);

/** The user's default resume (at most one exists: a unique index guarantees it). */
export async function findDefaultResume(db: Db, userId: string): Promise<ResumeRow | undefined> {
  return db.selectFrom('resumes').selectAll().where('userId', '=', userId).where('isDefault', '=', true).executeTakeFirst();
}

/** Summaries, most recently updated first (ties by id); all of them when `page` is undefined. */
export async function listResumeSummaries(db: Db, userId: string, page?: { limit: number; offset: number }): Promise<ResumeSummaryRow[]> {
  let query = db.selectFrom('resumes').select(['id', 'title', 'isDefault', 'createdAt', 'updatedAt']).where('userId', '=', userId).orderBy('updatedAt', 'desc').orderBy('id', 'desc');
  if (page) query = query.limit(page.limit).offset(page.offset);
  return query.execute();
}

export async function countResumes(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom('resumes').select(sql<number>`count(*)::int`.as('count')).where('userId', '=', userId).executeTakeFirstOrThrow();
  return row.count;
}

export async function updateResume(db: Db, userId: string, resumeId: string, values: Updateable<ResumesTable>): Promise<ResumeRow | undefined> {
  return db
    .updateTable('resumes')
    .set({ ...values, updatedAt: sql<Date>`now()` })
    .where('userId', '=', userId)
    .where('id', '=', resumeId)
    .returningAll()
    .executeTakeFirst();
}

/** Clears the default flag without touching updated_at (moving the default is not an edit of the old one). */
export async function clearDefaultResume(db: Db, userId: string): Promise<void> {
  await db.updateTable('resumes').set({ isDefault: false }).where('userId', '=', userId).where('isDefault', '=', true).execute();
}

export async function deleteResume(db: Db, userId: string, resumeId: string): Promise<ResumeRow | undefined> {
  return db.deleteFrom('resumes').where('userId', '=', userId).where('id', '=', resumeId).returningAll().executeTakeFirst();
}

/** Makes the most recently updated resume the default; used after the default was deleted. */
export async function promoteMostRecentResume(db: Db, userId: string): Promise<void> {
  const next = await db.selectFrom('resumes').select('id').where('userId', '=', userId).orderBy('updatedAt', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (next) await db.updateTable('resumes').set({ isDefault: true }).where('userId', '=', userId).where('id', '=', next.id).execute();
}
