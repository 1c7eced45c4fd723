/**
 * CSRF tokens for the web console. The `vitae_csrf` cookie holds a random secret; the token the
 * page sends in `x-csrf-token` is an HMAC of that secret under a key derived from the secrets key.
 * Another site can make the browser send the cookie, but it can neither read the cookie (HttpOnly)
 * nor the token (same-origin JSON), nor forge a token for a cookie it planted (it lacks the key).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const CSRF_COOKIE = 'vitae_csrf';

/** 32 random bytes as base64url: exactly this shape, so anything else is replaced, never signed. */
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The HMAC key for tokens, derived so that it is never the key that encrypts secrets at rest. */
export function csrfKey(secretsKey: Buffer): Buffer {
  return createHmac('sha256', secretsKey).update('vitae console csrf tokens v1').digest();
}

export function newCsrfSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function isCsrfSecret(value: string | undefined): value is string {
  return value !== undefined && SECRET_SHAPE.test(value);
}

/** The token the page must send with `secret`'s cookie. */
export function csrfToken(key: Buffer, secret: string): string {
  return createHmac('sha256', key).update(secret).digest('base64url');
}

/** Whether `token` is the token for `secret`, compared in constant time. */
export function csrfTokenMatches(key: Buffer, secret: string | undefined, token: string | null | undefined): boolean {
  if (!isCsrfSecret(secret) || !token) return false;
  const expected = Buffer.from(csrfToken(key, secret));
  const presented = Buffer.from(token);
  // The length of a valid token is public (43 characters): only equal lengths are compared.
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

/** The fetch metadata Sec-Fetch-Site values a console call may carry: our own page, or the user typing. */
const ALLOWED_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Whether the browser's own account of where the request came from (when it gives one) points at
 * us: `Origin` one of `origins`, `Sec-Fetch-Site` same-origin or none. Clients that send neither
 * header (curl, server-side code, older browsers) pass: the token alone protects them.
 */
export function sameOriginRequest(headers: Headers, origins: ReadonlySet<string>): boolean {
  const origin = headers.get('origin');
  if (origin !== null && !origins.has(origin.toLowerCase())) return false;
  const site = headers.get('sec-fetch-site');
  return site === null || ALLOWED_FETCH_SITES.has(site.toLowerCase());
}
