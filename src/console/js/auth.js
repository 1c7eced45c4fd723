// @ts-check
/** Signing up, logging in, logging out, and logging out everywhere. */
import { busy, byId, showError } from './dom.js';

/** @typedef {import('./api.js').Api} Api */

/**
 * Why a sign-up or log-in form cannot be sent yet, or null.
 * @param {string} email
 * @param {string} password
 * @param {boolean} signingUp
 * @returns {string | null}
 */
export function credentialsProblem(email, password, signingUp) {
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) return 'Enter a valid email address.';
  if (!password) return 'Enter your password.';
  if (signingUp && password.length < 10) return 'The password must be at least 10 characters long.';
  return null;
}

/**
 * Wires the forms and the header's buttons (once).
 * @param {Api} api
 * @param {{ signedIn: () => Promise<void>, signedOut: (notice?: string) => void, handleError: (error: any, box?: HTMLElement) => void }} hooks
 */
export function initAuth(api, hooks) {
  for (const [formId, path, signingUp] of /** @type {const} */ ([
    ['signup-form', '/console/api/signup', true],
    ['login-form', '/console/api/login', false],
  ])) {
    const form = /** @type {HTMLFormElement} */ (byId(formId));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const box = /** @type {HTMLElement} */ (form.querySelector('.error'));
      const emailInput = /** @type {HTMLInputElement} */ (form.elements.namedItem('email'));
      const passwordInput = /** @type {HTMLInputElement} */ (form.elements.namedItem('password'));
      const email = emailInput.value.trim();
      const password = passwordInput.value;
      const problem = credentialsProblem(email, password, signingUp);
      if (problem) {
        showError(box, { message: problem });
        (problem.includes('email') ? emailInput : passwordInput).focus();
        return;
      }
      showError(box, null);
      busy(/** @type {HTMLButtonElement} */ (form.querySelector('button[type=submit]')), async () => {
        try {
          // The answer's csrfToken replaces the pre-session one (api.js takes it).
          await api.json('POST', path, { email, password });
          form.reset();
          byId('auth-notice').hidden = true;
          await hooks.signedIn();
        } catch (error) {
          showError(box, error);
        }
      });
    });
  }

  const logout = /** @type {HTMLButtonElement} */ (byId('logout'));
  logout.addEventListener('click', () =>
    busy(logout, async () => {
      try {
        await api.json('POST', '/console/api/logout');
        await api.refreshCsrf();
        hooks.signedOut('You have been logged out.');
      } catch (error) {
        hooks.handleError(error);
      }
    }),
  );

  const everywhere = /** @type {HTMLButtonElement} */ (byId('logout-everywhere'));
  everywhere.addEventListener('click', () =>
    busy(everywhere, async () => {
      try {
        await api.json('POST', '/console/api/logout-everywhere');
        await api.refreshCsrf();
        hooks.signedOut('You have been logged out on every device and browser.');
      } catch (error) {
        hooks.handleError(error);
      }
    }),
  );
}
