/**
 * A provider's Retry-After, read once for every caller that tells a client when to try again: it is
 * either whole seconds or an HTTP date.
 */

/** Retry-After as whole seconds; undefined when absent or unreadable. */
export function retryAfterSeconds(value: string | undefined): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}
