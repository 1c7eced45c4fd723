/**
 * A failed query never writes the values it was sent to the log, on either store: the error the
 * database layer throws has lost them, and the 500 handler logs its code, message and SQL text.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { Elysia } from 'elysia';
import { sql } from 'kysely';
import { errorPlugin } from '../src/http/plugins/errors.ts';
import { databaseKinds } from './support/databases.ts';
import { createHarness, type Harness } from './support/harness.ts';

const kinds = await databaseKinds();
const SECRET = 'sha256-of-a-key-7f3a9c';

/** A query that fails inside the database, sent the secret beside a value it cannot store. */
const failingQueries = {
  'a NUL in a text parameter': () => sql`SELECT ${SECRET}::text AS hash, ${'a\u0000b'}::text AS name`,
  // PostgreSQL quotes the start of bad JSON in the error's `where`. (Through text: postgres.js would
  // send a string bound for jsonb as a JSON string, which is valid.)
  'a lone surrogate in a jsonb parameter': () => sql`SELECT ${JSON.stringify({ hash: SECRET, name: 'a\ud800b' })}::text::jsonb AS document`,
};

/** What console.error printed while `work` ran, as Bun prints it. */
async function capturedErrorLog(work: () => Promise<unknown>): Promise<string> {
  const original = console.error;
  const lines: string[] = [];
  console.error = (...values: unknown[]) => void lines.push(values.map((value) => (typeof value === 'string' ? value : Bun.inspect(value))).join(' '));
  try {
    await work();
  } finally {
    console.error = original;
  }
  return lines.join('\n');
}

describe.each(kinds)('database error logging on %s', (kind) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createHarness(kind);
  }, 60_000);
  afterAll(() => harness.dispose());

  for (const [label, query] of Object.entries(failingQueries)) {
    test(`${label}: the thrown error no longer carries the values`, async () => {
      const error = await query()
        .execute(harness.context.db)
        .then(
          () => undefined,
          (thrown: unknown) => thrown,
        );
      expect(error).toBeInstanceOf(Error);
      expect((error as { code: string }).code).toMatch(/^22/);
      expect(Bun.inspect(error)).not.toContain(SECRET);
      expect(Bun.inspect(error)).not.toContain('sha256-of');
    });

    test(`${label}: a 500 logs the SQLSTATE, message and SQL text only`, async () => {
      const app = new Elysia().use(errorPlugin(harness.context.config)).get('/fail', () => query().execute(harness.context.db));
      let status = 0;
      const log = await capturedErrorLog(async () => (status = (await app.handle(new Request('http://localhost/fail'))).status));
      expect(status).toBe(500);
      expect(log).toMatch(/database error 22\w{3}: /);
      expect(log).toContain('SELECT $1');
      expect(log).not.toContain(SECRET);
    });
  }
});
