/**
 * A console session opened the way the page opens one: fetch a CSRF token (which sets the
 * `vitae_csrf` cookie), then sign up or log in sending that cookie and the token, and keep the
 * cookies and the (rotated) token the answer gives. `headers` is what every later call sends.
 */
import { randomBytes } from 'node:crypto';
import type { Harness } from './harness.ts';

export const CONSOLE_PASSWORD = 'a long enough password';

export interface ConsoleSession {
  email: string;
  /** The sign-up or log-in answer's body. */
  body: Record<string, unknown>;
  /** `cookie` and `x-csrf-token`, for every later console call. */
  headers: Record<string, string>;
  /** The Cookie header alone (session and CSRF cookies). */
  cookie: string;
  csrfToken: string;
}

type Send = Harness['request'];

export const uniqueConsoleEmail = (label = 'console') => `${label}-${randomBytes(5).toString('hex')}@example.com`;

/** The `name=value` pairs of every Set-Cookie header of `response`, by name. */
export function setCookies(response: Response): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(';')[0]!.trim();
    const index = pair.indexOf('=');
    if (index > 0) cookies.set(pair.slice(0, index), pair.slice(index + 1));
  }
  return cookies;
}

/** The Cookie header a browser would send for `cookies`: cleared ones (empty values) are dropped, as it drops them. */
export const cookieHeader = (cookies: Map<string, string>) =>
  [...cookies]
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/** A CSRF token and the cookie it belongs to, as the page gets them before anyone logs in. */
export async function consoleCsrf(send: Send): Promise<{ cookies: Map<string, string>; csrfToken: string }> {
  const response = await send('/console/api/csrf');
  if (response.status !== 200) throw new Error(`GET /console/api/csrf answered ${response.status}: ${await response.text()}`);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { cookies: setCookies(response), csrfToken };
}

/** Signs up (or, with `login: true`, logs in) and answers the session; throws unless it succeeded. */
export async function openConsoleSession(send: Send, options: { email?: string; password?: string; login?: boolean } = {}): Promise<ConsoleSession> {
  const email = options.email ?? uniqueConsoleEmail();
  const { cookies, csrfToken } = await consoleCsrf(send);
  const path = options.login ? '/console/api/login' : '/console/api/signup';
  const response = await send(path, { method: 'POST', json: { email, password: options.password ?? CONSOLE_PASSWORD }, headers: { cookie: cookieHeader(cookies), 'x-csrf-token': csrfToken } });
  if (response.status !== (options.login ? 200 : 201)) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  for (const [name, value] of setCookies(response)) cookies.set(name, value);
  const body = (await response.json()) as Record<string, unknown>;
  const token = typeof body.csrfToken === 'string' ? body.csrfToken : csrfToken;
  const cookie = cookieHeader(cookies);
  return { email, body, cookie, csrfToken: token, headers: { cookie, 'x-csrf-token': token } };
}
