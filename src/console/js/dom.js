// @ts-check
/** Small DOM helpers: element lookup and creation, error boxes, busy buttons, the confirm dialog. */

/**
 * The element with `id` (throws when the page lacks it: a broken page should fail loudly).
 * @template {HTMLElement} [T=HTMLElement]
 * @param {string} id
 * @returns {T}
 */
export function byId(id) {
  const node = document.getElementById(id);
  if (!node) throw new Error(`#${id} is missing from the page`);
  return /** @type {T} */ (node);
}

/**
 * @typedef {Record<string, string | number | boolean | null | undefined | ((event: Event) => void)>} Props
 * `text` sets textContent, `className` the class, `on<event>` a listener, `true`/`false` a boolean
 * attribute, anything else an attribute (never `style`: the CSP forbids inline styles).
 */

/**
 * @param {Element} node
 * @param {Props | null | undefined} props
 */
function applyProps(node, props) {
  if (!props) return;
  for (const [key, value] of Object.entries(props)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === 'text') node.textContent = String(value);
    else if (key === 'className') node.setAttribute('class', String(value));
    else if (key.startsWith('on') && typeof value === 'function') node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? '' : String(value));
  }
}

/**
 * An HTML element.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Props | null} [props]
 * @param {...(Node | string | null | undefined | false)} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, props, ...children) {
  const node = document.createElement(tag);
  applyProps(node, props);
  for (const child of children) if (child !== null && child !== undefined && child !== false) node.append(child);
  return node;
}

const SVG = 'http://www.w3.org/2000/svg';

/**
 * An SVG element (createElementNS).
 * @param {string} tag
 * @param {Props | null} [props]
 * @param {...(Node | string | null | undefined | false)} children
 * @returns {SVGElement}
 */
export function svg(tag, props, ...children) {
  const node = /** @type {SVGElement} */ (document.createElementNS(SVG, tag));
  applyProps(node, props);
  for (const child of children) if (child !== null && child !== undefined && child !== false) node.append(child);
  return node;
}

/**
 * Shows `error` (its `message` and `details: [{path, message}]`) in `box`, or hides the box when
 * `error` is null (anything caught may arrive here).
 * @param {HTMLElement} box
 * @param {any} error
 */
export function showError(box, error) {
  box.replaceChildren();
  if (!error) {
    box.hidden = true;
    return;
  }
  box.append(el('span', { text: error.message || String(error) }));
  if (error.details?.length)
    box.append(
      el(
        'ul',
        { className: 'error-list' },
        ...error.details.map((/** @type {{ path?: string, message?: string }} */ detail) => el('li', { text: `${detail.path ? `${detail.path}: ` : ''}${detail.message ?? ''}` })),
      ),
    );
  box.hidden = false;
}

/**
 * Shows `text` in a status box (hidden when empty).
 * @param {HTMLElement} box
 * @param {string} text
 */
export function showStatus(box, text) {
  box.textContent = text;
  box.hidden = !text;
}

/**
 * Runs `work` with `button` disabled (and aria-busy) until it settles.
 * @template T
 * @param {HTMLButtonElement} button
 * @param {() => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function busy(button, work) {
  button.disabled = true;
  button.setAttribute('aria-busy', 'true');
  try {
    return await work();
  } finally {
    button.disabled = false;
    button.removeAttribute('aria-busy');
  }
}

/**
 * Asks in the page's modal dialog; resolves true when confirmed. Focus starts on Cancel.
 * @param {string} title
 * @param {string} message
 * @param {string} confirmLabel the confirm button's text ("Revoke key", "Regenerate")
 * @returns {Promise<boolean>}
 */
export function confirmAction(title, message, confirmLabel) {
  const dialog = /** @type {HTMLDialogElement} */ (byId('confirm'));
  if (typeof dialog.showModal !== 'function') return Promise.resolve(window.confirm(`${title}\n\n${message}`));
  byId('confirm-title').textContent = title;
  byId('confirm-message').textContent = message;
  byId('confirm-ok').textContent = confirmLabel;
  dialog.returnValue = 'cancel';
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => resolve(dialog.returnValue === 'ok'), { once: true });
    dialog.showModal();
    byId('confirm-cancel').focus();
  });
}

/**
 * Replaces a section's content area with a short "unavailable" note (a route this server lacks).
 * @param {HTMLElement} box
 * @param {string} what
 * @param {any} error an ApiError (`status`, `message`), or anything caught
 */
export function showUnavailable(box, what, error) {
  box.replaceChildren(el('p', { className: 'unavailable', text: error?.status === 404 ? `${what} is unavailable on this server.` : `${what} is unavailable: ${error?.message ?? 'unknown error'}` }));
}
