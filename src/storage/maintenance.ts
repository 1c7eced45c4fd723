/**
 * Upkeep PostgreSQL's autovacuum does on a server but nobody does inside embedded PGlite: without it
 * the planner keeps the statistics of an empty table (and sorts 1 000 resumes instead of walking the
 * listing index), and the rate-limit counters, updated on every request, pile up dead rows.
 */
import { sql } from 'kysely';
import type { Database } from './database.ts';

/** VACUUM (ANALYZE) on the embedded store; a no-op on a PostgreSQL server, whose autovacuum does it. */
export async function maintainEmbeddedStore(database: Database): Promise<void> {
  if (database.kind !== 'pglite') return;
  await sql`VACUUM (ANALYZE)`.execute(database.db);
}
