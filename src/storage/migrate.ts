/**
 * Applies the SQL files in `sql/` in name order, each once, recorded in `schema_migrations`.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

export const migrationsDirectory = fileURLToPath(new URL('../../sql', import.meta.url));

/** Returns the versions applied by this call (empty when the schema was already current). */
export async function migrate(database: Database, directory = migrationsDirectory): Promise<string[]> {
  const files = (await readdir(directory)).filter((name) => name.endsWith('.sql')).sort();
  const applied: string[] = [];
  await database.runScripts(async (execute, query) => {
    await execute('CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await query<{ version: string }>('SELECT version FROM schema_migrations')).map((row) => row.version));
    for (const file of files) {
      const version = file.replace(/\.sql$/, '');
      if (done.has(version)) continue;
      await execute(await readFile(join(directory, file), 'utf8'));
      await query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      applied.push(version);
    }
  });
  return applied;
}
