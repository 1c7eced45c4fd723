/**
 * Opens the store: PostgreSQL when a URL is given, embedded PGlite otherwise. Both are driven by
 * the same Kysely query builder, and the same SQL migrations run on both at start-up.
 */
import { CamelCasePlugin, Kysely, PGliteDialect } from 'kysely';
import { PostgresJSDialect } from 'kysely-postgres-js';
import postgres from 'postgres';
import { PGlite } from '@electric-sql/pglite';
import type { Tables } from './tables.ts';
import { redactingLogger } from './database-errors.ts';
import { preparingClient } from './prepared-postgres.ts';

export type Db = Kysely<Tables>;

/** Runs a multi-statement SQL script and records it, inside one transaction. */
export type ScriptRunner = (work: (execute: (script: string) => Promise<void>, query: <Row>(text: string, parameters?: unknown[]) => Promise<Row[]>) => Promise<void>) => Promise<void>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs migration scripts in one transaction that other instances wait for. */
  runScripts: ScriptRunner;
  close(): Promise<void>;
}

const plugins = [new CamelCasePlugin()];
/** Failed queries' errors lose their parameter values before anyone can log them (database-errors.ts). */
const log = redactingLogger;

/** PostgreSQL through postgres.js, with a pool sized for one instance of the service. */
export function openPostgres(url: string, options: { maxConnections?: number } = {}): Database {
  const client = postgres(url, {
    max: options.maxConnections ?? 10,
    onnotice: () => {},
    // Prepared statements (prepared-postgres.ts) keep one generic plan: with the default 'auto',
    // PostgreSQL re-plans a statement whose parameters are arrays (the batched spends, captures,
    // rate-limit hits and key lookups) on every call, as a custom plan looks cheaper for a short
    // array: ~10 % of the backends' CPU under load. Every query here is an index lookup by key;
    // a partial index must be matched by a literal, not a parameter (findStaleReservations).
    connection: { plan_cache_mode: 'force_generic_plan' },
  });
  const db = new Kysely<Tables>({ dialect: new PostgresJSDialect({ postgres: preparingClient(client) as never }), plugins, log });
  return {
    db,
    kind: 'postgres',
    runScripts: (work) =>
      client.begin(async (transaction) => {
        // Several instances may start at once: the first migrates, the others wait and then find nothing to do.
        await transaction.unsafe('SELECT pg_advisory_xact_lock(7718265012)');
        await work(
          async (script) => void (await transaction.unsafe(script)),
          async (text, parameters = []) => (await transaction.unsafe(text, parameters as never[])) as never,
        );
      }) as Promise<void>,
    close: async () => {
      // Kysely's destroy() skips a driver it never initialised; migrations use the client directly.
      await db.destroy();
      await client.end({ timeout: 5 });
    },
  };
}

/** Embedded PGlite, in memory (`dataDir` undefined) or persisted under a directory. */
export async function openPGlite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database & { pglite: PGlite }> {
  const pglite = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  // PGlite has one connection; Kysely queues queries and transactions on it (its adapter reports
  // supportsMultipleConnections = false), so concurrent transactions cannot interleave.
  const db = new Kysely<Tables>({ dialect: new PGliteDialect({ pglite }), plugins, log });
  return {
    db,
    pglite,
    kind: 'pglite',
    runScripts: (work) =>
      pglite.transaction(async (transaction) => {
        await work(
          async (script) => void (await transaction.exec(script)),
          async (text, parameters = []) => (await transaction.query(text, parameters)).rows as never,
        );
      }),
    close: async () => {
      // Kysely's destroy() skips a driver it never initialised; close PGlite ourselves.
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}
