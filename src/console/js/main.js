// @ts-check
/**
 * The console page's entry point: gets a CSRF token, then shows either the sign-up and log-in
 * forms or the signed-in console (credits, usage and ledger, keys, AI model, templates). A section
 * whose route this server lacks says "unavailable" instead of breaking the page.
 */
import { api } from './api.js';
import { initAuth } from './auth.js';
import { renderCredits } from './credits.js';
import { byId, showError } from './dom.js';
import { clearPreview, initGallery, loadGallery } from './gallery.js';
import { clearKeys, initKeys, loadKeys } from './keys.js';
import { initLedger, loadLedger } from './ledger.js';
import { initModelSettings, loadModelSettings } from './model-settings.js';
import { clearUsage, loadUsage } from './usage.js';

let signedIn = false;

/** @param {'loading' | 'auth' | 'app'} view */
function showView(view) {
  byId('loading').hidden = view !== 'loading';
  byId('auth-view').hidden = view !== 'auth';
  byId('app-view').hidden = view !== 'app';
  byId('who').hidden = view !== 'app';
  byId('sections-nav').hidden = view !== 'app';
}

/** Empties what the page showed of the account (a shared browser shows nothing of it after log-out). */
function clearAccountData() {
  for (const id of ['who-email', 'who-plan', 'ledger-page', 'preview-status']) byId(id).textContent = '';
  renderCredits(null);
  byId('model-current').textContent = '–';
  clearUsage();
  byId('ledger-body').replaceChildren();
}

/** @param {string} [notice] */
function showSignedOut(notice) {
  signedIn = false;
  clearKeys();
  clearPreview();
  clearAccountData();
  const box = byId('auth-notice');
  box.textContent = notice ?? '';
  box.hidden = !notice;
  showView('auth');
}

/**
 * When `error` means the session is gone (401), back to the log-in forms; answers whether it did.
 * @param {any} error
 */
function sessionEnded(error) {
  if (error?.status === 401 && signedIn) {
    showSignedOut('Your session has ended. Please log in again.');
    return true;
  }
  return false;
}

/**
 * Shows `error` in `box` (the page's error box by default), or clears it when null.
 * @param {any} error
 * @param {HTMLElement} [box]
 */
function handleError(error, box) {
  if (sessionEnded(error)) return;
  showError(box ?? byId('app-error'), error);
}

/** Loads everything the signed-in page shows; throws when the account itself cannot be read. */
async function loadAll() {
  const [account] = await Promise.all([api.json('GET', '/console/api/account'), loadKeys()]);
  signedIn = true;
  byId('who-email').textContent = account.account.email;
  byId('who-plan').textContent = account.account.plan === 'pro' ? 'Pro' : 'Free';
  renderCredits(account.account.credits);
  showError(byId('app-error'), null);
  showView('app');
  // The rest loads on its own; each part shows its own failure.
  await Promise.all([loadUsage(api, sessionEnded), loadLedger(), loadModelSettings(), loadGallery()]);
}

async function start() {
  initAuth(api, { signedIn: loadAll, signedOut: showSignedOut, handleError });
  initKeys(api, handleError);
  initLedger(api, sessionEnded);
  initModelSettings(api, sessionEnded);
  initGallery(api, sessionEnded);
  const refresh = /** @type {HTMLButtonElement} */ (byId('refresh'));
  refresh.addEventListener('click', async () => {
    refresh.disabled = true;
    try {
      await loadAll();
    } catch (error) {
      handleError(error);
    } finally {
      refresh.disabled = false;
    }
  });

  await api.refreshCsrf();
  try {
    await loadAll();
  } catch (error) {
    if (/** @type {any} */ (error)?.status === 401) showSignedOut();
    else {
      showView('auth');
      showError(/** @type {HTMLElement} */ (byId('login-form').querySelector('.error')), /** @type {any} */ (error));
    }
  }
}

start();
