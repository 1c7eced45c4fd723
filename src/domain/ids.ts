/**
 * Resource ids: stored as UUIDs; Form A writes them raw, Form B as `res_<32 hex>` / `cl_<32 hex>`
 * (and runs, the kept results of AI actions, as `run_<32 hex>`). Every spelling is accepted on
 * input; anything else is "not found", never an error of its own.
 */

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

export type IdPrefix = 'res' | 'cl' | 'run';

/** The canonical UUID for any accepted spelling, or undefined for a malformed id. */
export function parseId(value: string, prefix?: IdPrefix): string | undefined {
  let body = value.trim();
  if (prefix && body.toLowerCase().startsWith(`${prefix}_`)) body = body.slice(prefix.length + 1);
  if (!UUID.test(body)) return undefined;
  const hex = body.replaceAll('-', '').toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Form B's spelling of a UUID. */
export function prefixedId(prefix: IdPrefix, uuid: string): string {
  return `${prefix}_${uuid.replaceAll('-', '')}`;
}
