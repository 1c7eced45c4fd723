// @ts-check
/**
 * The credit ledger: GET /console/api/ledger, 20 entries a page, newest first; "Older" follows the
 * answer's cursor and "Newer" walks back (pager.js). A server without the route shows "unavailable".
 */
import { byId, el, showUnavailable } from './dom.js';
import { actionLabel, ENTRY_LABELS, formatDateTime, signed } from './format.js';
import { firstPage, hasNewer, hasOlder, loaded, newer, older, pageUrl } from './pager.js';

/** @typedef {import('./api.js').Api} Api */
/** @typedef {{ entry: string, action: string | null, cycleDelta: number, prepaidDelta: number, note: string | null, createdAt: string }} LedgerEntry */

let state = firstPage();
let pageNumber = 1;
/** The latest page asked for: an answer to an earlier request (a click overtaken by another) is dropped. */
let latestRequest = 0;
/** @type {Api | null} */
let client = null;
/** @type {(error: any) => boolean} */
let endSession = () => false;

/**
 * Wires the pager buttons (once).
 * @param {Api} api
 * @param {(error: any) => boolean} signedOut
 */
export function initLedger(api, signedOut) {
  client = api;
  endSession = signedOut;
  const newerButton = /** @type {HTMLButtonElement} */ (byId('ledger-newer'));
  const olderButton = /** @type {HTMLButtonElement} */ (byId('ledger-older'));
  newerButton.addEventListener('click', () => go(newer(state), pageNumber - 1, newerButton));
  olderButton.addEventListener('click', () => go(older(state), pageNumber + 1, olderButton));
}

/** Back to the newest page. */
export function loadLedger() {
  return go(firstPage(), 1, null);
}

/**
 * @param {import('./pager.js').PagerState} next
 * @param {number} number
 * @param {HTMLButtonElement | null} button
 */
async function go(next, number, button) {
  if (!client) return;
  const request = ++latestRequest;
  setButtons(false, false);
  /** @type {{ entries?: LedgerEntry[], nextCursor?: string | null }} */
  let page;
  try {
    page = await client.json('GET', pageUrl(next));
  } catch (error) {
    if (request !== latestRequest) return;
    if (endSession(error)) return;
    const cell = el('td', { colspan: 3, className: 'empty' });
    showUnavailable(cell, 'The credit ledger', error);
    byId('ledger-body').replaceChildren(el('tr', null, cell));
    byId('ledger-page').textContent = '';
    // Keep what was shown pageable again after a passing failure.
    setButtons(hasNewer(state), hasOlder(state) && /** @type {any} */ (error)?.status !== 404);
    return;
  }
  if (request !== latestRequest) return;
  state = loaded(next, page.nextCursor);
  pageNumber = number;
  render(Array.isArray(page.entries) ? page.entries : []);
  const newerButton = /** @type {HTMLButtonElement} */ (byId('ledger-newer'));
  const olderButton = /** @type {HTMLButtonElement} */ (byId('ledger-older'));
  setButtons(hasNewer(state), hasOlder(state));
  byId('ledger-page').textContent = `Page ${pageNumber}`;
  // Keep keyboard focus on a usable control when the clicked one became disabled.
  if (button === olderButton && !hasOlder(state)) newerButton.focus();
  if (button === newerButton && !hasNewer(state)) (hasOlder(state) ? olderButton : byId('ledger-title')).focus();
}

/**
 * @param {boolean} canNewer
 * @param {boolean} canOlder
 */
function setButtons(canNewer, canOlder) {
  /** @type {HTMLButtonElement} */ (byId('ledger-newer')).disabled = !canNewer;
  /** @type {HTMLButtonElement} */ (byId('ledger-older')).disabled = !canOlder;
}

/** @param {LedgerEntry[]} entries */
function render(entries) {
  const body = byId('ledger-body');
  if (!entries.length) {
    body.replaceChildren(el('tr', null, el('td', { colspan: 3, className: 'empty', text: 'No credit movements yet.' })));
    return;
  }
  body.replaceChildren(
    ...entries.map((entry) => {
      const delta = (Number(entry.cycleDelta) || 0) + (Number(entry.prepaidDelta) || 0);
      const parts = [];
      if (entry.cycleDelta) parts.push(`cycle ${signed(entry.cycleDelta)}`);
      if (entry.prepaidDelta) parts.push(`prepaid ${signed(entry.prepaidDelta)}`);
      // One element inside the cell: on narrow screens the cell is a grid of its label and its content.
      const content = el('div', null, el('span', { text: ENTRY_LABELS[entry.entry] ?? entry.entry }));
      if (entry.action) content.append(' · ', el('span', { text: actionLabel(entry.action) }));
      if (entry.note) content.append(el('div', { className: 'muted', text: entry.note }));
      const what = el('td', { className: 'wrap', 'data-label': 'What' }, content);
      return el(
        'tr',
        null,
        el('td', { 'data-label': 'Date', text: formatDateTime(entry.createdAt) }),
        what,
        el(
          'td',
          { className: `num ${delta < 0 ? 'spend' : delta > 0 ? 'refund' : ''}`, 'data-label': 'Credits', title: parts.join(', ') || null },
          el(
            'div',
            null,
            el('span', { 'aria-hidden': 'true', text: signed(delta) }),
            el('span', { className: 'sr-only', text: delta < 0 ? `spent ${-delta}` : delta > 0 ? `added ${delta}` : 'no change' }),
          ),
        ),
      );
    }),
  );
}
