/**
 * What of a failed query may reach the log. Both drivers hang the query's parameter values on the
 * errors they throw (PGlite as `params`; both in `where` and `detail`, e.g. "JSON data, line 1: …"
 * or "Key (email)=(…)"): user content, and for API keys their hash, prefix and last four. Printed
 * whole, such an error writes them to the log. Kysely hands every failed query's error to its
 * `log` function before rethrowing it, so `redactingLogger` strips those values there, for every
 * caller that might log the error later; `describeDatabaseError` is the one line to log.
 */
import type { LogEvent } from 'kysely';

/** The fields of a PostgreSQL error we keep: no parameter values. */
export interface DatabaseError {
  message: string;
  /** The SQLSTATE, e.g. "22021". */
  code: string;
  /** The SQL text with $1… placeholders. */
  query?: string;
}

/** Fields that may quote the values a query was sent with. */
const VALUE_FIELDS = ['params', 'parameters', 'args', 'where', 'detail', 'internalQuery', 'internal_query'];

/** True for an error PostgreSQL (through either driver) reported: it carries a SQLSTATE and a severity. */
export function isDatabaseError(error: unknown): error is DatabaseError & Error {
  if (!(error instanceof Error)) return false;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

/** Removes (or, where a driver made them permanent, blanks) the fields of `error` that may quote parameter values. */
export function redactDatabaseError(error: unknown): void {
  if (!isDatabaseError(error)) return;
  for (const field of VALUE_FIELDS) {
    if (!Object.hasOwn(error, field)) continue;
    if (!Reflect.deleteProperty(error, field)) Reflect.set(error, field, undefined);
  }
}

/** One log line for a database error: SQLSTATE, message and the SQL text, never the values. */
export function describeDatabaseError(error: DatabaseError): string {
  const query = typeof error.query === 'string' ? `; query: ${error.query.replace(/\s+/g, ' ').trim()}` : '';
  return `database error ${error.code}: ${error.message}${query}`;
}

/** Kysely `log` option: lets every failed query's error go on without its parameter values; logs nothing itself. */
export function redactingLogger(event: LogEvent): void {
  if (event.level === 'error') redactDatabaseError(event.error);
}
