/**
 * Queries on runs, the kept results of finished AI actions. Each read takes the owner's id and sees
 * only rows the database clock has not expired yet, so another account's run and an expired one
 * look alike: absent. Expiry is set and judged by the database's `now()`, one clock for every instance.
 *
 * Two driver differences are absorbed here: postgres.js answers bytea as a Buffer and PGlite as a
 * Uint8Array (both are handed back as a plain Uint8Array view); and jsonb goes in and comes out as
 * JSON text, cast in SQL. postgres.js JSON-encodes any value sent for a jsonb parameter (JSON text
 * would be stored as one long string) where PGlite takes a string as JSON text, and CamelCasePlugin
 * would rename the keys of any object read back; a text parameter means the same on both.
 */
import { sql, type Selectable } from 'kysely';
import type { Db } from './database.ts';
import type { RunsTable } from './tables.ts';

/** A run as stored (the table's columns), without its document and with the jsonb columns as JSON text, or null. */
export type RunRow = Omit<Selectable<RunsTable>, 'document' | 'suggestions' | 'matchScore'> & { suggestionsJson: string | null; matchScoreJson: string | null };

/** A run to store: its row as read, less what the database sets, plus the document. */
export type NewRun = Omit<RunRow, 'createdAt' | 'expiresAt'> & { document: Uint8Array };

/** Expiry is judged by the database's clock: a run is served while `now()` is before `expires_at`. */
const databaseNow = sql<Date>`now()`;

/** JSON text into a jsonb column: sent as a text parameter and parsed by the database. */
const jsonb = (text: string | null) => sql<string | null>`cast(${text} as text)::jsonb`;

/**
 * A document into the bytea column, sent as hex text and decoded by the database. PGlite 0.5 turns a
 * binary parameter into hex one byte at a time in JavaScript (5–6 ms for a 32 KB PDF, most of a
 * run's finish); Buffer's native hex encoder does it in microseconds, and postgres.js takes the text as is.
 */
const bytea = (bytes: Uint8Array) => sql<Uint8Array>`decode(${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}, 'hex')`;

/** Every column but the document (which can be megabytes); jsonb as text. */
const runColumns = [
  'id',
  'userId',
  'resumeId',
  'coverLetterId',
  'contentType',
  'filename',
  sql<string | null>`suggestions::text`.as('suggestionsJson'),
  sql<string | null>`match_score::text`.as('matchScoreJson'),
  'createdAt',
  'expiresAt',
] as const;

/** Inserts a run that expires `retentionSeconds` after the database's now. */
export async function insertRun(db: Db, run: NewRun, retentionSeconds: number): Promise<RunRow> {
  const { suggestionsJson, matchScoreJson, document, ...columns } = run;
  return db
    .insertInto('runs')
    .values({ ...columns, document: bytea(document), suggestions: jsonb(suggestionsJson), matchScore: jsonb(matchScoreJson), expiresAt: sql<Date>`now() + make_interval(secs => ${retentionSeconds})` })
    .returning(runColumns)
    .executeTakeFirstOrThrow();
}

/** The user's run, unless it has expired: the query both reads start from. */
const liveRun = (db: Db, userId: string, runId: string) => db.selectFrom('runs').select(runColumns).where('userId', '=', userId).where('id', '=', runId).where('expiresAt', '>', databaseNow);

/** The user's run, unless it has expired. */
export async function findLiveRun(db: Db, userId: string, runId: string): Promise<RunRow | undefined> {
  return liveRun(db, userId, runId).executeTakeFirst();
}

/** The user's run with its document, unless it has expired. */
export async function findLiveRunDocument(db: Db, userId: string, runId: string): Promise<{ row: RunRow; document: Uint8Array } | undefined> {
  const found = await liveRun(db, userId, runId).select('document').executeTakeFirst();
  if (!found) return undefined;
  const { document, ...row } = found;
  return { row, document: new Uint8Array(document.buffer, document.byteOffset, document.byteLength) };
}

/** Deletes every expired run, of all users; returns how many. */
export async function deleteExpiredRuns(db: Db): Promise<number> {
  const result = await db.deleteFrom('runs').where('expiresAt', '<=', databaseNow).executeTakeFirst();
  return Number(result.numDeletedRows);
}
