/**
 * postgres.js as Kysely's driver sees it, but with every parameterised query sent as a named
 * prepared statement of its connection.
 *
 * Why: kysely-postgres-js runs each query through `unsafe(sql, parameters)`, which postgres.js does
 * not prepare. A query with parameters then costs two round trips (Parse + Describe to learn the
 * parameter types, then Bind + Execute) and PostgreSQL parses, analyses and plans it afresh on
 * every call: for the credit statement that was most of its backend CPU (measured with perf:
 * raw_parser, copyObject and the planner's tree walkers on top). Prepared, a query is parsed once
 * per connection, every later call is one round trip (Bind + Execute), and after five executions
 * PostgreSQL may keep a generic plan.
 *
 * Queries differ by text, so SQL whose text varies with its input (an IN list of a varying length)
 * prepares one statement per length: prefer `= ANY($1::type[])` on hot paths. postgres.js keeps a
 * connection's statements until the connection is closed (max_lifetime recycles connections).
 */
import type { Sql } from 'postgres';

/** The part of a postgres.js client kysely-postgres-js uses. */
interface KyselyPostgresClient {
  reserve(): Promise<{ unsafe: Sql['unsafe']; release(): void }>;
  end(): Promise<void>;
}

export function preparingClient(client: Sql): () => Promise<KyselyPostgresClient> {
  // A factory, not a client: kysely-postgres-js only takes functions that have `reserve` as clients.
  return async () => ({
    async reserve() {
      const connection = await client.reserve();
      return {
        unsafe: ((query: string, parameters?: never[], options?: object) => connection.unsafe(query, parameters, { prepare: true, ...options })) as Sql['unsafe'],
        release: () => connection.release(),
      };
    },
    end: () => client.end(),
  });
}
