/**
 * Opens the configured store, migrates it, and settles the secrets key: SECRETS_KEY when given,
 * otherwise (embedded store only) a key generated once into DATA_DIR.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSecretsKey, type Config } from '../config.ts';
import { openPGlite, openPostgres, type Database } from './database.ts';
import { migrate } from './migrate.ts';

export interface Store {
  database: Database;
  secretsKey: Buffer;
}

export async function openStore(config: Config): Promise<Store> {
  if (config.databaseUrl) {
    if (!config.secretsKey) throw new Error('SECRETS_KEY is required with DATABASE_URL (64 hex characters; e.g. `openssl rand -hex 32`)');
    const database = openPostgres(config.databaseUrl);
    await migrate(database);
    return { database, secretsKey: config.secretsKey };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const database = await openPGlite({ dataDir: join(config.dataDir, 'pglite') });
  await migrate(database);
  return { database, secretsKey: config.secretsKey ?? embeddedSecretsKey(config.dataDir) };
}

function embeddedSecretsKey(dataDir: string): Buffer {
  const file = join(dataDir, 'secrets.key');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex') + '\n', { mode: 0o600, flag: 'wx' });
  return parseSecretsKey(readFileSync(file, 'utf8'));
}
