// @ts-check
/**
 * Cursor paging for the ledger, newest first: "Older" follows the answer's `nextCursor`; "Newer"
 * goes back through the cursors already followed (a stack), since the service only pages one way.
 * Pure (no DOM).
 */

/** @typedef {{ stack: (string | null)[], current: string | null, next: string | null }} PagerState */

/** @returns {PagerState} the first (newest) page, before it is loaded */
export const firstPage = () => ({ stack: [], current: null, next: null });

/**
 * The state once the current page answered `nextCursor`.
 * @param {PagerState} state
 * @param {string | null | undefined} nextCursor
 * @returns {PagerState}
 */
export const loaded = (state, nextCursor) => ({ ...state, next: typeof nextCursor === 'string' && nextCursor ? nextCursor : null });

/** @param {PagerState} state */
export const hasOlder = (state) => state.next !== null;
/** @param {PagerState} state */
export const hasNewer = (state) => state.stack.length > 0;

/**
 * The next older page (unchanged when there is none).
 * @param {PagerState} state
 * @returns {PagerState}
 */
export function older(state) {
  if (state.next === null) return state;
  return { stack: [...state.stack, state.current], current: state.next, next: null };
}

/**
 * The page before (newer than) the current one (unchanged on the first page).
 * @param {PagerState} state
 * @returns {PagerState}
 */
export function newer(state) {
  if (!state.stack.length) return state;
  return { stack: state.stack.slice(0, -1), current: /** @type {string | null} */ (state.stack[state.stack.length - 1]), next: null };
}

/**
 * The ledger URL of a page.
 * @param {PagerState} state
 * @param {number} [limit]
 * @returns {string}
 */
export function pageUrl(state, limit = 20) {
  const query = new URLSearchParams({ limit: String(limit) });
  if (state.current) query.set('before', state.current);
  return `/console/api/ledger?${query}`;
}
