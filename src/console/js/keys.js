// @ts-check
/**
 * API keys: the list (last 4 characters only), create (the secret shown once in a read-only box),
 * regenerate and revoke, each confirmed in the page's dialog.
 */
import { busy, byId, confirmAction, el, showError } from './dom.js';
import { formatDateTime } from './format.js';

/** @typedef {import('./api.js').Api} Api */
/**
 * @typedef {{ id: string, name: string, prefix: string, lastFour: string, scopes: string[], form: string,
 *   status: string, createdAt: string, lastUsedAt: string | null, revokedAt: string | null }} ApiKeyInfo
 */

/** @type {Api} */
let api;
/** @type {(error: any, box?: HTMLElement) => void} */
let report = () => {};

/**
 * Wires the create form and the new-key box (once).
 * @param {Api} client
 * @param {(error: any, box?: HTMLElement) => void} handleError
 */
export function initKeys(client, handleError) {
  api = client;
  report = handleError;
  const form = /** @type {HTMLFormElement} */ (byId('create-form'));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const box = /** @type {HTMLElement} */ (form.querySelector('.error'));
    const scopes = Array.from(form.querySelectorAll('input[name=scope]:checked'), (input) => /** @type {HTMLInputElement} */ (input).value);
    if (!scopes.length) {
      showError(box, { message: 'Choose at least one scope.' });
      return;
    }
    /** @type {{ scopes: string[], form: string, name?: string }} */
    const body = { scopes, form: /** @type {HTMLSelectElement} */ (byId('key-form')).value };
    const nameInput = /** @type {HTMLInputElement} */ (byId('key-name'));
    const name = nameInput.value.trim();
    if (name) body.name = name;
    showError(box, null);
    busy(/** @type {HTMLButtonElement} */ (form.querySelector('button[type=submit]')), async () => {
      try {
        const answer = await api.json('POST', '/console/api/keys', body);
        nameInput.value = '';
        showNewKey(answer.apiKey, `Your new API key${answer.key?.name ? `: ${answer.key.name}` : ''}`);
        await loadKeys();
      } catch (error) {
        report(error, box);
      }
    });
  });

  byId('newkey-copy').addEventListener('click', async () => {
    const input = /** @type {HTMLInputElement} */ (byId('newkey-value'));
    let copied = false;
    try {
      await navigator.clipboard.writeText(input.value);
      copied = true;
    } catch {
      input.focus();
      input.select();
    }
    byId('newkey-status').textContent = copied ? 'Copied to clipboard.' : 'Copy failed: the key is selected, copy it with your keyboard.';
  });
  byId('newkey-value').addEventListener('focus', (event) => /** @type {HTMLInputElement} */ (event.target).select());
  byId('newkey-dismiss').addEventListener('click', () => {
    hideNewKey();
    byId('keys-title').focus();
  });
  byId('curl-snippet').textContent = `curl -H "x-api-key: $VITAE_API_KEY" ${location.origin}/v1/settings`;
}

/** Loads and shows the keys. */
export async function loadKeys() {
  const answer = await api.json('GET', '/console/api/keys');
  renderKeys(Array.isArray(answer?.keys) ? answer.keys : []);
}

/** Clears the list and the new-key box (on log-out). */
export function clearKeys() {
  hideNewKey();
  byId('keys-body').replaceChildren();
}

/** @param {ApiKeyInfo} key */
const keyLabel = (key) => key.name || `key …${key.lastFour}`;

/** @param {ApiKeyInfo[]} keys */
function renderKeys(keys) {
  const body = byId('keys-body');
  if (!keys.length) {
    body.replaceChildren(el('tr', null, el('td', { colspan: 8, className: 'empty', text: 'No API keys yet. Create one below.' })));
    return;
  }
  body.replaceChildren(
    ...keys.map((key) => {
      const active = key.status === 'active';
      const label = keyLabel(key);
      const actions = el('td', { 'data-label': 'Actions', className: 'actions-cell' });
      if (active) {
        actions.append(
          el(
            'div',
            { className: 'actions' },
            el('button', {
              type: 'button',
              className: 'btn-secondary btn-small',
              'aria-label': `Regenerate ${label}`,
              text: 'Regenerate',
              onclick: (event) => regenerateKey(key, /** @type {HTMLButtonElement} */ (event.currentTarget)),
            }),
            el('button', {
              type: 'button',
              className: 'btn-danger btn-small',
              'aria-label': `Revoke ${label}`,
              text: 'Revoke',
              onclick: (event) => revokeKey(key, /** @type {HTMLButtonElement} */ (event.currentTarget)),
            }),
          ),
        );
      }
      return el(
        'tr',
        { className: active ? 'key-row' : 'key-row is-revoked', 'data-key-id': key.id },
        el('td', { className: 'wrap', 'data-label': 'Name', text: key.name || 'Untitled key' }),
        el('td', { 'data-label': 'Key' }, el('span', { className: 'mono', text: `${key.prefix || 'vitae_live_'}…${key.lastFour}` })),
        el('td', { className: 'wrap', 'data-label': 'Scopes' }, el('div', null, ...(key.scopes ?? []).map((scope) => el('span', { className: 'scope', text: scope })))),
        el('td', { 'data-label': 'Form', text: String(key.form || 'a').toUpperCase() }),
        el('td', { 'data-label': 'Created', text: formatDateTime(key.createdAt) }),
        el('td', { 'data-label': 'Last used', text: key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'Never' }),
        el(
          'td',
          { 'data-label': 'Status' },
          el('span', { className: `badge ${active ? 'active' : 'revoked'}`, title: key.revokedAt ? `Revoked ${formatDateTime(key.revokedAt)}` : null, text: active ? 'Active' : 'Revoked' }),
        ),
        actions,
      );
    }),
  );
}

/**
 * @param {string} apiKey
 * @param {string} title
 */
function showNewKey(apiKey, title) {
  /** @type {HTMLInputElement} */ (byId('newkey-value')).value = apiKey;
  byId('newkey-title').textContent = title;
  byId('newkey-status').textContent = '';
  const box = byId('newkey');
  box.hidden = false;
  box.scrollIntoView({ block: 'start', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  box.focus({ preventScroll: true });
}

function hideNewKey() {
  /** @type {HTMLInputElement} */ (byId('newkey-value')).value = '';
  byId('newkey').hidden = true;
}

/**
 * @param {ApiKeyInfo} key
 * @param {HTMLButtonElement} button
 */
async function revokeKey(key, button) {
  const label = key.name || `key ending in ${key.lastFour}`;
  const ok = await confirmAction(`Revoke ${label}?`, 'Revoking is permanent. Any request using this key will be refused from now on, and it cannot be re-activated.', 'Revoke key');
  if (!ok) {
    button.focus();
    return;
  }
  await busy(button, async () => {
    try {
      await api.json('DELETE', `/console/api/keys/${encodeURIComponent(key.id)}`);
      await loadKeys();
      report(null);
      byId('keys-title').focus();
    } catch (error) {
      report(error);
    }
  });
}

/**
 * @param {ApiKeyInfo} key
 * @param {HTMLButtonElement} button
 */
async function regenerateKey(key, button) {
  const label = key.name || `key ending in ${key.lastFour}`;
  const ok = await confirmAction(`Regenerate ${label}?`, 'A new secret will be created. The old one stops working immediately, so update every place that uses it.', 'Regenerate');
  if (!ok) {
    button.focus();
    return;
  }
  await busy(button, async () => {
    try {
      const answer = await api.json('POST', `/console/api/keys/${encodeURIComponent(key.id)}/regenerate`);
      showNewKey(answer.apiKey, `New secret for ${label}`);
      await loadKeys();
      report(null);
    } catch (error) {
      report(error);
    }
  });
}
