// @ts-check
/**
 * The console's calls to the service. Every state-changing call (POST, PUT, PATCH, DELETE) carries
 * `x-csrf-token`: the token comes from GET /console/api/csrf at start, and is replaced by the
 * `csrfToken` of the sign-up and log-in answers (the service rotates it with the session). Failures
 * become an {@link ApiError} whose message is ready to show. No DOM here, so it runs under bun test.
 */
import { waitText } from './format.js';

/** @typedef {{ path?: string, message?: string }} ErrorDetail */

export class ApiError extends Error {
  /**
   * @param {string} message
   * @param {number} status 0 when the service could not be reached
   * @param {string} [code]
   * @param {ErrorDetail[]} [details]
   * @param {number | null} [retryAfter] seconds, on a 429
   */
  constructor(message, status, code = '', details = [], retryAfter = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.retryAfter = retryAfter;
  }
}

/**
 * Seconds from a Retry-After header (delta-seconds or an HTTP date), or null.
 * @param {string | null} header
 * @param {number} [now]
 * @returns {number | null}
 */
export function retryAfterSeconds(header, now = Date.now()) {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * The error a failed answer stands for: the service's own message (`{error}`) when it gave one,
 * else a sentence about the status; a 429 says how long to wait.
 * @param {number} status
 * @param {unknown} body the parsed JSON body, or null
 * @param {string | null} retryAfterHeader
 * @returns {ApiError}
 */
export function toApiError(status, body, retryAfterHeader) {
  const data = body && typeof body === 'object' ? /** @type {Record<string, unknown>} */ (body) : {};
  const code = typeof data.code === 'string' ? data.code : '';
  const details = Array.isArray(data.details) ? /** @type {ErrorDetail[]} */ (data.details) : [];
  let message = typeof data.error === 'string' && data.error ? data.error : fallbackMessage(status);
  const retryAfter = status === 429 ? retryAfterSeconds(retryAfterHeader) : null;
  // The service's own 429 messages may already say when to retry ("try again in 15 minutes").
  if (status === 429 && !/\b(try again|retry after)\b/i.test(message)) message = `${message.replace(/\.?$/, '.')} ${waitText(retryAfter)}`;
  if (code === 'csrf_failed') message = 'This page is out of date for your session. Reload the page and try again.';
  return new ApiError(message, status, code, details, retryAfter);
}

/**
 * @param {number} status
 * @returns {string}
 */
function fallbackMessage(status) {
  if (status === 401) return 'You are not logged in, or your session ended.';
  if (status === 403) return 'This is not allowed for your account.';
  if (status === 404) return 'Not available on this server.';
  if (status === 429) return 'Too many requests.';
  if (status >= 500) return `The server could not complete this (HTTP ${status}). Please try again later.`;
  return `Request failed (HTTP ${status}).`;
}

/** @typedef {(input: string, init?: RequestInit) => Promise<Response>} Fetch */

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A client bound to `fetchImpl` (the browser's fetch by default).
 * @param {Fetch} [fetchImpl]
 */
export function createApi(fetchImpl = (input, init) => fetch(input, init)) {
  let csrfToken = '';

  /**
   * @param {string} method
   * @param {string} path
   * @param {unknown} [body]
   * @param {string} [accept]
   * @returns {Promise<Response>}
   */
  async function send(method, path, body, accept = 'application/json') {
    /** @type {Record<string, string>} */
    const headers = { accept };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (UNSAFE.has(method) && csrfToken) headers['x-csrf-token'] = csrfToken;
    /** @type {RequestInit} */
    const init = { method, headers, credentials: 'same-origin', cache: 'no-store' };
    if (body !== undefined) init.body = JSON.stringify(body);
    try {
      return await fetchImpl(path, init);
    } catch {
      throw new ApiError('Could not reach the server. Check your connection and try again.', 0, 'network');
    }
  }

  /**
   * @param {Response} response
   * @returns {Promise<unknown>}
   */
  async function readJson(response) {
    try {
      const text = await response.text();
      return text ? JSON.parse(text) : null;
    } catch {
      return null;
    }
  }

  /** Fetches a CSRF token; a server without the route (404) or a failure leaves none, and calls go without. */
  async function refreshCsrf() {
    try {
      const response = await send('GET', '/console/api/csrf');
      const data = /** @type {{ csrfToken?: unknown } | null} */ (response.ok ? await readJson(response) : null);
      if (data && typeof data.csrfToken === 'string') csrfToken = data.csrfToken;
    } catch {}
  }

  /**
   * Sends a call, retrying once with a fresh token when the service refused ours (csrf_failed).
   * @param {string} method
   * @param {string} path
   * @param {unknown} [body]
   * @param {string} [accept]
   */
  async function call(method, path, body, accept) {
    let response = await send(method, path, body, accept);
    if (response.status === 403 && UNSAFE.has(method)) {
      const data = await readJson(response.clone());
      if (data && typeof data === 'object' && /** @type {{ code?: unknown }} */ (data).code === 'csrf_failed') {
        await refreshCsrf();
        response = await send(method, path, body, accept);
      }
    }
    return response;
  }

  return {
    refreshCsrf,
    /** The token state-changing calls send now ('' when there is none). */
    csrfToken: () => csrfToken,
    /** @param {string} token */
    setCsrfToken(token) {
      csrfToken = token;
    },
    /**
     * A JSON call: the parsed body (null for a 204), or an ApiError. A `csrfToken` in the answer
     * (sign-up, log-in) replaces the one held.
     * @param {string} method
     * @param {string} path
     * @param {unknown} [body]
     * @returns {Promise<any>}
     */
    async json(method, path, body) {
      const response = await call(method, path, body);
      const data = response.status === 204 ? null : await readJson(response);
      if (!response.ok) throw toApiError(response.status, data, response.headers.get('retry-after'));
      if (data && typeof data === 'object' && typeof (/** @type {{ csrfToken?: unknown }} */ (data).csrfToken) === 'string') {
        csrfToken = /** @type {{ csrfToken: string }} */ (data).csrfToken;
      }
      return data;
    },
    /**
     * A GET for a file (a PDF preview): its bytes and headers, or an ApiError from its JSON error body.
     * @param {string} path
     * @param {string} accept
     * @returns {Promise<{ blob: Blob, headers: Headers }>}
     */
    async file(path, accept) {
      const response = await call('GET', path, undefined, `${accept}, application/json;q=0.5`);
      if (!response.ok) throw toApiError(response.status, await readJson(response), response.headers.get('retry-after'));
      return { blob: await response.blob(), headers: response.headers };
    },
  };
}

/** @typedef {ReturnType<typeof createApi>} Api */

/** The page's client. */
export const api = createApi();
