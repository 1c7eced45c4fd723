/** How the console's API routes are documented: one `detail` shape, its security and failure texts. */
import { errorResponses } from './openapi.ts';

type Security = Record<string, string[]>[];

/** The session cookie alone (reads). */
export const sessionSecurity: Security = [{ consoleSession: [] }];
/** A state-changing call of a logged-in user: the session cookie and the CSRF token. */
export const sessionAndCsrfSecurity: Security = [{ consoleSession: [], consoleCsrf: [] }];
/** A state-changing call before log-in (sign-up, log-in): the CSRF token alone. */
export const csrfSecurity: Security = [{ consoleCsrf: [] }];

export const loggedOut = { 401: 'Not logged in, or the session expired' };
export const csrfRefusal = 'csrf_failed: no valid x-csrf-token for the vitae_csrf cookie, or the call came from another site';
export const csrfFailed = { 403: csrfRefusal };
export const loggedOutOrCsrf = { ...loggedOut, ...csrfFailed };

/**
 * A console route's `detail`: its success, the 400, 406 and 429 every route can answer, and its own
 * failures, each a description of what the status means here (or a whole response object).
 */
export function consoleDetail(summary: string, success: Record<number, object>, failures: Record<number, string | object> = {}, security?: Security) {
  return {
    tags: ['Console'],
    summary,
    ...(security && { security }),
    responses: {
      ...success,
      ...errorResponses(400, 406, 429),
      ...Object.fromEntries(Object.entries(failures).map(([status, failure]) => [status, typeof failure === 'string' ? { ...errorResponses(Number(status))[status], description: failure } : failure])),
    },
  };
}
