// @ts-check
/**
 * The template gallery: the templates (thumbnail from this service's /cdn/, name, ATS score) as
 * toggle buttons; the chosen one's colours, any font and any language; "Show preview" renders the
 * account's default resume (or a sample) through GET /console/api/preview and shows the PDF in an
 * iframe from a blob: URL (the previous one revoked).
 */
import { busy, byId, el, showError, showUnavailable } from './dom.js';
import { mergeTemplates, previewUrl, templateColours } from './catalog.js';
import { waitText } from './format.js';

/** @typedef {import('./api.js').Api} Api */
/** @typedef {import('./catalog.js').GalleryTemplate} GalleryTemplate */

/** @type {Api} */
let api;
/** @type {(error: any) => boolean} */
let endSession = () => false;
/** @type {GalleryTemplate[]} */
let templates = [];
/** @type {GalleryTemplate | null} */
let chosen = null;
/** @type {Map<string, import('./catalog.js').ColourChoice[]>} */
const colourCache = new Map();
let previewObjectUrl = '';
let loaded = false;

const colourSelect = () => /** @type {HTMLSelectElement} */ (byId('preview-colour'));
const fontSelect = () => /** @type {HTMLSelectElement} */ (byId('preview-font'));
const languageSelect = () => /** @type {HTMLSelectElement} */ (byId('preview-language'));

/**
 * Wires the preview form (once).
 * @param {Api} client
 * @param {(error: any) => boolean} signedOut
 */
export function initGallery(client, signedOut) {
  api = client;
  endSession = signedOut;
  byId('preview-form').addEventListener('submit', (event) => {
    event.preventDefault();
    showPreview();
  });
}

/** Loads the catalogs (once per page). */
export async function loadGallery() {
  if (loaded) return;
  const get = (/** @type {string} */ path, /** @type {string} */ form) =>
    fetch(path, { headers: { accept: 'application/json', 'x-api-form': form }, credentials: 'same-origin' }).then(
      (response) => (response.ok ? response.json() : null),
      () => null,
    );
  const [formA, formB, fonts, languages] = await Promise.all([get('/v1/templates', 'a'), get('/v1/templates', 'b'), get('/v1/fonts', 'a'), get('/v1/languages', 'a')]);
  templates = mergeTemplates(formA, formB);
  if (!templates.length) {
    showUnavailable(byId('gallery-area'), 'The template gallery', { status: 404 });
    setPreviewEnabled(false);
    return;
  }
  loaded = true;
  fontSelect().replaceChildren(
    ...(Array.isArray(fonts?.fonts) ? fonts.fonts : []).map((/** @type {{ family: string, label?: string }} */ font) => el('option', { value: font.family, text: font.label || font.family })),
  );
  languageSelect().replaceChildren(
    ...(Array.isArray(languages?.languages) ? languages.languages : []).map((/** @type {{ code: string, name?: string }} */ language) =>
      el('option', { value: language.code, text: language.name ? `${language.name} (${language.code})` : language.code }),
    ),
  );
  languageSelect().value = 'en';
  byId('gallery').replaceChildren(
    ...templates.map((template) =>
      el(
        'li',
        null,
        el(
          'button',
          { type: 'button', className: 'template', 'aria-pressed': 'false', 'data-template-id': template.id, onclick: () => choose(template) },
          el('img', { src: template.thumbnail, alt: `${template.name} template`, width: 150, height: 212, loading: 'lazy', decoding: 'async' }),
          el('span', { className: 'template-name', text: template.name }),
          template.atsScore === null ? null : el('span', { className: 'ats', text: `ATS ${template.atsScore}` }),
        ),
      ),
    ),
  );
  await choose(/** @type {GalleryTemplate} */ (templates[0]), false);
}

/** @param {boolean} enabled */
function setPreviewEnabled(enabled) {
  for (const control of byId('preview-form').querySelectorAll('select, button')) /** @type {HTMLButtonElement} */ (control).disabled = !enabled;
}

/**
 * Marks `template` chosen and fills its colours and default font.
 * @param {GalleryTemplate} template
 * @param {boolean} [announce]
 */
async function choose(template, announce = true) {
  chosen = template;
  for (const button of byId('gallery').querySelectorAll('button.template')) button.setAttribute('aria-pressed', String(button.getAttribute('data-template-id') === template.id));
  byId('preview-template-name').textContent = template.name;
  if (template.defaultFont) fontSelect().value = template.defaultFont;
  let colours = colourCache.get(template.id);
  if (!colours) {
    try {
      const response = await fetch(`/v1/templates/${encodeURIComponent(template.id)}`, { headers: { accept: 'application/json', 'x-api-form': 'a' }, credentials: 'same-origin' });
      colours = response.ok ? templateColours(await response.json()) : [];
      // Only an answer is kept: after a passing failure (a 429, the network) the next choice asks again.
      if (response.ok) colourCache.set(template.id, colours);
    } catch {
      colours = [];
    }
  }
  if (chosen !== template) return;
  colourSelect().replaceChildren(...(colours.length ? colours.map((colour) => el('option', { value: colour.hex, text: colour.label })) : [el('option', { value: '', text: 'Template default' })]));
  if (announce) byId('preview-status').textContent = `${template.name} chosen. Pick a colour, font and language, then Show preview.`;
}

async function showPreview() {
  if (!chosen) return;
  const errorBox = byId('preview-error');
  const status = byId('preview-status');
  const frame = /** @type {HTMLIFrameElement} */ (byId('preview-frame'));
  showError(errorBox, null);
  const template = chosen;
  await busy(/** @type {HTMLButtonElement} */ (byId('preview-show')), async () => {
    status.textContent = `Rendering the ${template.name} preview…`;
    try {
      const { blob, headers } = await api.file(previewUrl({ templateId: template.id, color: colourSelect().value, font: fontSelect().value, language: languageSelect().value }), 'application/pdf');
      const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
      if (previewObjectUrl) URL.revokeObjectURL(previewObjectUrl);
      previewObjectUrl = url;
      frame.src = url;
      frame.hidden = false;
      const source = headers.get('x-preview-source') === 'sample' ? 'a sample resume (you have no default resume yet)' : 'your default resume';
      status.textContent = `Showing ${template.name} with ${source}.`;
    } catch (caught) {
      const error = /** @type {any} */ (caught);
      status.textContent = '';
      if (endSession(error)) return;
      const message =
        error?.status === 429
          ? `Too many previews for now. ${waitText(error.retryAfter)}`
          : error?.status === 404 && /^No route/.test(error.message)
            ? 'Previews are unavailable on this server.'
            : undefined;
      showError(errorBox, message ? { message } : error);
    }
  });
}

/** Forgets the preview (on log-out). */
export function clearPreview() {
  const frame = /** @type {HTMLIFrameElement} */ (byId('preview-frame'));
  frame.removeAttribute('src');
  frame.hidden = true;
  if (previewObjectUrl) URL.revokeObjectURL(previewObjectUrl);
  previewObjectUrl = '';
  byId('preview-status').textContent = '';
  showError(byId('preview-error'), null);
}
