// @ts-check
/** Text formatting for the console: numbers, dates, signed credit deltas, waits. Pure (no DOM). */

/** The page is in English: every number and date is formatted the same way for everyone. */
const LOCALE = 'en-GB';

/**
 * A count with thousands separators, or an en dash when it is not a number.
 * @param {unknown} value
 * @returns {string}
 */
export function formatNumber(value) {
  return typeof value === 'number' && Number.isFinite(value) ? value.toLocaleString(LOCALE) : '–';
}

/**
 * `+3`, `−2` (a real minus sign) or `0`.
 * @param {number} value
 * @returns {string}
 */
export function signed(value) {
  if (value > 0) return `+${formatNumber(value)}`;
  if (value < 0) return `\u2212${formatNumber(-value)}`;
  return '0';
}

/**
 * @param {string | null | undefined} iso
 * @returns {Date | null}
 */
function parse(iso) {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * "3 March 2026" (local time; `timeZone` for tests).
 * @param {string | null | undefined} iso
 * @param {string} [timeZone]
 * @returns {string}
 */
export function formatDate(iso, timeZone) {
  const date = parse(iso);
  return date ? date.toLocaleDateString(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone }) : '–';
}

/**
 * "3 Mar 2026, 14:05" (local time; `timeZone` for tests).
 * @param {string | null | undefined} iso
 * @param {string} [timeZone]
 * @returns {string}
 */
export function formatDateTime(iso, timeZone) {
  const date = parse(iso);
  return date ? date.toLocaleString(LOCALE, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone }) : '–';
}

/**
 * A UTC calendar day `YYYY-MM-DD` as "3 Mar" (or "3 March" when `long`).
 * @param {string} day
 * @param {boolean} [long]
 * @returns {string}
 */
export function formatDay(day, long = false) {
  const date = parse(`${day}T00:00:00Z`);
  return date ? date.toLocaleDateString(LOCALE, { day: 'numeric', month: long ? 'long' : 'short', timeZone: 'UTC' }) : day;
}

/**
 * `n word` or `n words`.
 * @param {number} count
 * @param {string} word
 * @param {string} [plural]
 * @returns {string}
 */
export function plural(count, word, plural = `${word}s`) {
  return `${formatNumber(count)} ${count === 1 ? word : plural}`;
}

/**
 * What to tell someone who must wait `seconds` (a Retry-After value) before trying again.
 * @param {number | null | undefined} seconds
 * @returns {string}
 */
export function waitText(seconds) {
  return typeof seconds === 'number' && seconds > 0 ? `Try again in ${plural(Math.ceil(seconds), 'second')}.` : 'Please wait a moment and try again.';
}

/**
 * The share of the cycle quota used, 0–100, for the cycle bar.
 * @param {number} used
 * @param {number} quota
 * @returns {number}
 */
export function cyclePercent(used, quota) {
  if (!(quota > 0) || !(used > 0)) return 0;
  return Math.min(100, Math.round((used / quota) * 100));
}

/** Ledger entry kinds as people read them. */
export const ENTRY_LABELS = /** @type {Record<string, string>} */ ({ reserve: 'Used', capture: 'Confirmed', release: 'Refunded', purchase: 'Purchase', adjustment: 'Adjustment' });

/** Metered actions as people read them. */
export const ACTION_LABELS = /** @type {Record<string, string>} */ ({ render: 'Render', export: 'Export', parse: 'Parse', tailor: 'Tailor', coverLetter: 'Cover letter' });

/**
 * @param {string | null | undefined} action
 * @returns {string}
 */
export function actionLabel(action) {
  if (!action) return '';
  return ACTION_LABELS[action] ?? action;
}
