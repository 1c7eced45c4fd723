/** Queries on cover letters; each takes the owner's id. */
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from './database.ts';
import type { CoverLetterRow, CoverLettersTable } from './tables.ts';

export type CoverLetterSummaryRow = Pick<CoverLetterRow, 'id' | 'title' | 'createdAt' | 'updatedAt'>;

export async function insertCoverLetter(db: Db, row: Insertable<CoverLettersTable>): Promise<CoverLetterRow> {
  return db.insertInto('coverLetters').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findCoverLetter(db: Db, userId: string, coverLetterId: string): Promise<CoverLetterRow | undefined> {
  return db.selectFrom('coverLetters').selectAll().where('userId', '=', userId).where('id', '=', coverLetterId).executeTakeFirst();
}

export async function listCoverLetterSummaries(db: Db, userId: string, page?: { limit: number; offset: number }): Promise<CoverLetterSummaryRow[]> {
  let query = db.selectFrom('coverLetters').select(['id', 'title', 'createdAt', 'updatedAt']).where('userId', '=', userId).orderBy('updatedAt', 'desc').orderBy('id', 'desc');
  if (page) query = query.limit(page.limit).offset(page.offset);
  return query.execute();
}

export async function countCoverLetters(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom('coverLetters').select(sql<number>`count(*)::int`.as('count')).where('userId', '=', userId).executeTakeFirstOrThrow();
  return row.count;
}

export async function updateCoverLetter(db: Db, userId: string, coverLetterId: string, values: Updateable<CoverLettersTable>): Promise<CoverLetterRow | undefined> {
  return db
    .updateTable('coverLetters')
    .set({ ...values, updatedAt: sql<Date>`now()` })
    .where('userId', '=', userId)
    .where('id', '=', coverLetterId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteCoverLetter(db: Db, userId: string, coverLetterId: string): Promise<boolean> {
  const result = await db.deleteFrom('coverLetters').where('userId', '=', userId).where('id', '=', coverLetterId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
