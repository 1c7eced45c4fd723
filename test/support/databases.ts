/**
 * Test databases for both stores. Each test file gets its own database, cloned from one migrated
 * template per process: PGlite from a dumped data directory (a fresh PGlite costs seconds, a
 * clone well under one), PostgreSQL with CREATE DATABASE … TEMPLATE.
 *
 * TEST_DATABASES=pglite,postgres (default both) picks the stores; TEST_DATABASE_URL the server
 * (default postgres://postgres@127.0.0.1:5432/test). Without a reachable server the PostgreSQL
 * runs are skipped with a warning locally and fail under CI=true. With TEST_SERVER_RUNTIME set the
 * suites' server is another process, which PGlite cannot share: only PostgreSQL runs then.
 */
import { sql } from 'kysely';
import { openPGlite, openPostgres, type Database } from '../../src/storage/database.ts';
import { migrate } from '../../src/storage/migrate.ts';
import { serverRuntime } from './server-runtime.ts';

export type DatabaseKind = 'pglite' | 'postgres';

const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const requestedKinds = (serverRuntime ? 'postgres' : process.env.TEST_DATABASES || 'pglite,postgres').split(',').map((kind) => kind.trim()) as DatabaseKind[];

let postgresReachable: Promise<boolean> | undefined;
let pgliteTemplate: Promise<Blob> | undefined;
let postgresTemplate: Promise<string> | undefined;
let databaseCounter = 0;

/** The stores this run tests against. */
export async function databaseKinds(): Promise<DatabaseKind[]> {
  const kinds: DatabaseKind[] = [];
  for (const kind of requestedKinds) {
    if (kind === 'pglite') kinds.push(kind);
    if (kind === 'postgres') {
      if (await isPostgresReachable()) kinds.push(kind);
      else if (process.env.CI) throw new Error(`PostgreSQL is not reachable at ${serverUrl}, and CI must test it`);
      else console.warn(`! PostgreSQL at ${serverUrl} is not reachable: its test runs are skipped`);
    }
  }
  return kinds;
}

export interface TestDatabase {
  database: Database;
  /** The PostgreSQL database's URL, for a server in another process; undefined for PGlite. */
  url?: string;
  dispose(): Promise<void>;
}

/** A migrated, empty database of `kind` for one test file. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  return kind === 'pglite' ? createPGliteDatabase() : createPostgresDatabase();
}

async function createPGliteDatabase(): Promise<TestDatabase> {
  pgliteTemplate ??= (async () => {
    const template = await openPGlite();
    await migrate(template);
    const dump = await template.pglite.dumpDataDir('none');
    await template.close();
    return dump;
  })();
  const database = await openPGlite({ loadDataDir: await pgliteTemplate });
  return { database, dispose: () => database.close() };
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const name = `vitae_test_${process.pid}_${++databaseCounter}`;
  const template = await (postgresTemplate ??= (async () => {
    const templateName = `vitae_template_${process.pid}`;
    await withServer(async (server) => {
      await sql.raw(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`).execute(server.db);
      await sql.raw(`CREATE DATABASE ${templateName}`).execute(server.db);
    });
    const database = openPostgres(urlFor(templateName), { maxConnections: 1 });
    await migrate(database);
    await database.close();
    process.on('exit', () => {
      // Best effort: the next run drops leftovers of the same pid anyway.
      Bun.spawnSync(['psql', serverUrl, '-qc', `DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`]);
    });
    return templateName;
  })());
  await withServer((server) => sql.raw(`CREATE DATABASE ${name} TEMPLATE ${template}`).execute(server.db));
  const url = urlFor(name);
  const database = openPostgres(url);
  return {
    database,
    url,
    dispose: async () => {
      await database.close();
      await withServer((server) => sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(server.db));
    },
  };
}

function isPostgresReachable(): Promise<boolean> {
  return (postgresReachable ??= withServer((server) => sql`SELECT 1`.execute(server.db)).then(
    () => true,
    () => false,
  ));
}

async function withServer<T>(work: (server: Database) => Promise<T>): Promise<T> {
  const server = openPostgres(serverUrl, { maxConnections: 1 });
  try {
    return await work(server);
  } finally {
    await server.close();
  }
}

function urlFor(database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
