// @ts-check
/**
 * The public catalogs as the console shows them: templates (names and ATS scores from Form A,
 * thumbnails from Form B, always loaded from this service's own /cdn/ path), colours, AI providers
 * and models, and the preview URL. Pure (no DOM).
 */

/**
 * @typedef {{ id: string, name: string, atsScore: number | null, defaultFont: string | null, thumbnail: string }} GalleryTemplate
 * @typedef {{ id: string, label: string, hex: string }} ColourChoice
 * @typedef {{ provider: string, models: { id: string, name: string, default?: boolean }[] }} ProviderModels
 * @typedef {{ provider: string, modelId: string, isCustom: boolean }} ModelSetting
 */

/**
 * The same-origin path of a thumbnail: the path of the catalog's URL when it is under /cdn/ (the
 * catalog may name another CDN host: the page never loads from another origin), else the service's
 * own /cdn/templates/<id>.png.
 * @param {unknown} url
 * @param {string} id
 * @returns {string}
 */
export function thumbnailPath(url, id) {
  const own = `/cdn/templates/${encodeURIComponent(id.toLowerCase())}.png`;
  if (typeof url !== 'string' || !url) return own;
  try {
    const { pathname } = new URL(url, 'http://localhost');
    return /^\/cdn\/templates\/[A-Za-z0-9_-]+\.png$/.test(pathname) ? pathname : own;
  } catch {
    return own;
  }
}

/**
 * The gallery's templates: Form A's list (`{templates}`: id, name, atsScore, defaults.font) joined by
 * id (any case) with Form B's (`{data}`: thumbnail). Either may be missing.
 * @param {unknown} formA
 * @param {unknown} formB
 * @returns {GalleryTemplate[]}
 */
export function mergeTemplates(formA, formB) {
  /** @type {any[]} */
  const listA = Array.isArray(/** @type {any} */ (formA)?.templates) ? /** @type {any} */ (formA).templates : [];
  /** @type {any[]} */
  const listB = Array.isArray(/** @type {any} */ (formB)?.data) ? /** @type {any} */ (formB).data : [];
  const byId = new Map(listB.filter((item) => typeof item?.id === 'string').map((item) => [item.id.toLowerCase(), item]));
  const source = listA.length ? listA : listB;
  return source
    .filter((item) => typeof item?.id === 'string')
    .map((item) => {
      const id = item.id.toLowerCase();
      const b = byId.get(id);
      return {
        id,
        name: typeof item.name === 'string' ? item.name : id,
        atsScore: typeof item.atsScore === 'number' ? item.atsScore : null,
        defaultFont: typeof item.defaults?.font === 'string' ? item.defaults.font : null,
        thumbnail: thumbnailPath(b?.thumbnail, id),
      };
    });
}

/**
 * "steel-blue" → "Steel blue".
 * @param {string} id
 */
export const colourLabel = (id) => {
  const words = id.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : id;
};

/**
 * A template's colours from its Form A detail (`availableColors`): each by name with its accent
 * (`underlineColor`) as `#RRGGBB`.
 * @param {unknown} detail
 * @returns {ColourChoice[]}
 */
export function templateColours(detail) {
  /** @type {any[]} */
  const colours = Array.isArray(/** @type {any} */ (detail)?.availableColors) ? /** @type {any} */ (detail).availableColors : [];
  return colours
    .filter((colour) => typeof colour?.id === 'string' && /^#[0-9a-f]{6}$/i.test(colour.underlineColor ?? ''))
    .map((colour) => ({ id: colour.id, label: colourLabel(colour.id), hex: colour.underlineColor.toUpperCase() }));
}

/**
 * The providers of GET /v1/models (`{data: [{provider, models}]}`).
 * @param {unknown} body
 * @returns {ProviderModels[]}
 */
export function providerModels(body) {
  /** @type {any[]} */
  const list = Array.isArray(/** @type {any} */ (body)?.data) ? /** @type {any} */ (body).data : [];
  return list
    .filter((entry) => typeof entry?.provider === 'string' && Array.isArray(entry.models))
    .map((entry) => ({ provider: entry.provider, models: entry.models.filter((/** @type {any} */ model) => typeof model?.id === 'string') }));
}

/**
 * The id of `provider`'s default model (its first when none is marked), or ''.
 * @param {ProviderModels[]} providers
 * @param {string} provider
 */
export function defaultModelOf(providers, provider) {
  const entry = providers.find((item) => item.provider === provider);
  return entry ? ((entry.models.find((model) => model.default) ?? entry.models[0])?.id ?? '') : '';
}

/**
 * What #model-current says about the model AI actions run on.
 * @param {ModelSetting | null | undefined} model
 * @returns {string}
 */
export function describeModel(model) {
  if (!model || typeof model.provider !== 'string') return 'Unknown';
  if (model.provider === 'builtin') return 'Built-in engine (the system default: no AI provider)';
  if (model.isCustom) return `${model.provider} ${model.modelId}, with your own key`;
  return `${model.provider} ${model.modelId} (the system default)`;
}

/**
 * GET /console/api/preview's URL.
 * @param {{ templateId: string, color?: string, font?: string, language?: string }} choice
 */
export function previewUrl(choice) {
  const query = new URLSearchParams({ templateId: choice.templateId });
  if (choice.color) query.set('color', choice.color);
  if (choice.font) query.set('font', choice.font);
  if (choice.language) query.set('language', choice.language);
  return `/console/api/preview?${query}`;
}
