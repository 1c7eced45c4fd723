// @ts-check
/**
 * The AI model section: which model AI actions run on (#model-current), and, on plan pro, a form to
 * use one's own provider key (provider and model from GET /v1/models, the key checked by the
 * service's test call). The key field is emptied after every attempt and the key is never shown.
 * Other plans see why bring-your-own-key is unavailable and what it would change; the form stays
 * visible but disabled.
 */
import { busy, byId, el, showError, showStatus } from './dom.js';
import { defaultModelOf, describeModel, providerModels } from './catalog.js';

/** @typedef {import('./api.js').Api} Api */
/** @typedef {import('./catalog.js').ProviderModels} ProviderModels */
/** @typedef {{ model: import('./catalog.js').ModelSetting, plan?: string, byokAvailable?: boolean, byokReason?: string }} ModelSettings */

const DEFAULT_REASON =
  'Using your own AI provider key needs the Pro plan (an active recurring subscription), and this account is not on it. With Pro and your own key, tailoring, cover letters and parsing would run on the provider and model you choose, your provider would bill you for the model, and those actions would cost only the PDFs they render (1 credit each) instead of their full credit price.';

/** @type {Api} */
let api;
/** @type {(error: any) => boolean} */
let endSession = () => false;
/** @type {ProviderModels[]} */
let providers = [];
let byokAvailable = false;

const form = () => /** @type {HTMLFormElement} */ (byId('model-form'));
const providerSelect = () => /** @type {HTMLSelectElement} */ (byId('model-provider'));
const modelSelect = () => /** @type {HTMLSelectElement} */ (byId('model-id'));
const keyInput = () => /** @type {HTMLInputElement} */ (byId('model-key'));

/**
 * Wires the form (once).
 * @param {Api} client
 * @param {(error: any) => boolean} signedOut
 */
export function initModelSettings(client, signedOut) {
  api = client;
  endSession = signedOut;
  providerSelect().addEventListener('change', () => fillModels(providerSelect().value, ''));
  form().addEventListener('submit', (event) => {
    event.preventDefault();
    save();
  });
  byId('model-remove').addEventListener('click', remove);
}

/** Loads the catalog (once) and the account's setting. */
export async function loadModelSettings() {
  const errorBox = byId('model-error');
  showError(errorBox, null);
  showStatus(byId('model-status'), '');
  if (!providers.length) {
    try {
      providers = providerModels(await api.json('GET', '/v1/models'));
    } catch {
      providers = [];
    }
    providerSelect().replaceChildren(...providers.map((entry) => el('option', { value: entry.provider, text: entry.provider })));
    fillModels(providers[0]?.provider ?? '', '');
  }
  /** @type {ModelSettings} */
  let settings;
  try {
    settings = await api.json('GET', '/console/api/settings/model');
  } catch (caught) {
    const error = /** @type {any} */ (caught);
    if (endSession(error)) return;
    byId('model-current').textContent = error?.status === 404 ? 'unavailable on this server' : `unavailable (${error?.message ?? 'unknown error'})`;
    setEnabled(false);
    return;
  }
  show(settings.model);
  byokAvailable = settings.byokAvailable === true;
  const unavailable = byId('model-byok-unavailable');
  unavailable.hidden = byokAvailable;
  unavailable.textContent = byokAvailable ? '' : settings.byokReason || DEFAULT_REASON;
  setEnabled(byokAvailable);
  const custom = settings.model?.isCustom ? settings.model : null;
  const provider = custom && providers.some((entry) => entry.provider === custom.provider) ? custom.provider : (providers[0]?.provider ?? '');
  providerSelect().value = provider;
  fillModels(provider, custom?.modelId ?? '');
  /** @type {HTMLButtonElement} */ (byId('model-remove')).disabled = !byokAvailable || !custom;
}

/** @param {import('./catalog.js').ModelSetting | undefined} model */
function show(model) {
  byId('model-current').textContent = describeModel(model);
}

/** @param {boolean} enabled */
function setEnabled(enabled) {
  for (const control of form().querySelectorAll('select, input, button')) /** @type {HTMLInputElement} */ (control).disabled = !enabled;
  if (!enabled) form().setAttribute('aria-describedby', 'model-byok-unavailable');
  else form().removeAttribute('aria-describedby');
}

/**
 * Fills the Model select with `provider`'s models, choosing `selected` (adding it when the catalog
 * lacks it: any id the provider accepts can be saved) or the default.
 * @param {string} provider
 * @param {string} selected
 */
function fillModels(provider, selected) {
  const entry = providers.find((item) => item.provider === provider);
  const models = entry ? [...entry.models] : [];
  if (selected && !models.some((model) => model.id === selected)) models.push({ id: selected, name: selected });
  modelSelect().replaceChildren(...models.map((model) => el('option', { value: model.id, text: model.name && model.name !== model.id ? `${model.name} (${model.id})` : model.id })));
  modelSelect().value = selected || defaultModelOf(providers, provider);
}

async function save() {
  const errorBox = byId('model-error');
  const statusBox = byId('model-status');
  const apiKey = keyInput().value.trim();
  showStatus(statusBox, '');
  if (!apiKey) {
    showError(errorBox, { message: 'Paste your API key for this provider.' });
    keyInput().focus();
    return;
  }
  showError(errorBox, null);
  await busy(/** @type {HTMLButtonElement} */ (byId('model-save')), async () => {
    showStatus(statusBox, 'Checking the key with the provider…');
    try {
      const answer = await api.json('PUT', '/console/api/settings/model', { provider: providerSelect().value, modelId: modelSelect().value, apiKey });
      show(answer?.model);
      showStatus(statusBox, answer?.message || 'Saved.');
      /** @type {HTMLButtonElement} */ (byId('model-remove')).disabled = false;
    } catch (error) {
      showStatus(statusBox, '');
      if (!endSession(error)) showError(errorBox, error);
    } finally {
      keyInput().value = '';
    }
  });
  // busy() re-enabled the button; Remove stays as set above.
}

async function remove() {
  const errorBox = byId('model-error');
  const statusBox = byId('model-status');
  const button = /** @type {HTMLButtonElement} */ (byId('model-remove'));
  showError(errorBox, null);
  showStatus(statusBox, '');
  await busy(button, async () => {
    try {
      const answer = await api.json('DELETE', '/console/api/settings/model');
      show(answer?.model);
      showStatus(statusBox, answer?.message || 'Your key was removed.');
    } catch (error) {
      if (!endSession(error)) showError(errorBox, error);
    } finally {
      keyInput().value = '';
    }
  });
  byId('model-save').focus();
}
