/**
 * The web console's session API under /console/api (the page itself: console-page.routes.ts). The session lives in
 * an HttpOnly, SameSite=Strict cookie, so other sites can neither read it nor ride on it; every
 * state-changing call also carries a CSRF token for the `vitae_csrf` cookie (security/csrf.ts,
 * checked in plugins/access.ts), which sign-up and log-in replace.
 */
import { Elysia, t } from 'elysia';
import type { AppContext } from '../../context.ts';
import { scopes } from '../../domain/scopes.ts';
import { describeAccount } from '../../services/accounts.ts';
import { createApiKey, listApiKeys, regenerateApiKey, revokeApiKey } from '../../services/api-keys.ts';
import { CSRF_COOKIE, csrfKey, csrfToken, isCsrfSecret, newCsrfSecret } from '../../security/csrf.ts';
import { logIn, logOut, logOutEverywhere, SESSION_TTL_SECONDS, signUp } from '../../services/console-sessions.ts';
import { listLedgerEntries } from '../../storage/credits.repository.ts';
import { clientAddress } from '../client-address.ts';
import { accessPlugin, readCookie, SESSION_COOKIE } from '../plugins/access.ts';
import { noContentResponse } from '../no-content.ts';
import { jsonResponse } from '../openapi.ts';
import { consoleDetail, csrfFailed, csrfSecurity, loggedOut, loggedOutOrCsrf, sessionAndCsrfSecurity, sessionSecurity } from '../console-openapi.ts';
import { ApiKeyList, ConsoleAccount, ConsoleSession, CsrfToken, IssuedApiKey, RevokedApiKey } from '../response-schemas.ts';

const Credentials = t.Object({ email: t.String({ minLength: 3, maxLength: 254 }), password: t.String({ minLength: 1, maxLength: 1024 }) }, { additionalProperties: false });
const unknownKey = { 404: 'No live key of yours with this id' };

export function consoleRoutes(context: AppContext) {
  const secure = context.config.publicBaseUrl.startsWith('https:');
  const cookie = (name: string, value: string, maxAge: number) => `${name}=${value}; Path=/console; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;
  const tokenKey = csrfKey(context.secretsKey);
  /**
   * A new session's cookies: the session, and a new CSRF secret, so that a CSRF cookie planted or
   * seen before log-in (and every token made for it) is worthless afterwards.
   */
  const sessionStart = async (request: Request, set: { headers: Record<string, unknown> }, sessionToken: string) => {
    // A session this browser had before is ended, not left valid behind the new cookie.
    await logOut(context, readCookie(request, SESSION_COOKIE));
    const secret = newCsrfSecret();
    set.headers['set-cookie'] = [cookie(SESSION_COOKIE, sessionToken, SESSION_TTL_SECONDS), cookie(CSRF_COOKIE, secret, SESSION_TTL_SECONDS)];
    return csrfToken(tokenKey, secret);
  };
  // The CSRF cookie stays on log-out: it is not the session's, and the page can log in again with its token.
  const endSession = (set: { headers: Record<string, unknown> }) => void (set.headers['set-cookie'] = cookie(SESSION_COOKIE, '', 0));

  return new Elysia({ name: 'console-routes', prefix: '/console' })
    .use(accessPlugin(context))
    .post(
      '/api/signup',
      async ({ body, request, set }) => {
        const { user, token } = await signUp(context, body.email, body.password, clientAddress(request, context.config.trustProxy));
        set.status = 201;
        const csrfToken = await sessionStart(request, set, token);
        return { account: await describeAccount(context, user), csrfToken };
      },
      {
        consoleApi: true,
        body: Credentials,
        detail: consoleDetail(
          'Create an account and log in (sign-ups are limited per client address)',
          { 201: jsonResponse('Signed up and logged in (the session cookie is set, the CSRF cookie replaced: use the new csrfToken)', ConsoleSession) },
          { ...csrfFailed, 409: 'An account with this email exists' },
          csrfSecurity,
        ),
      },
    )
    .post(
      '/api/login',
      async ({ body, request, set }) => {
        const { user, token } = await logIn(context, body.email, body.password, clientAddress(request, context.config.trustProxy));
        const csrfToken = await sessionStart(request, set, token);
        return { account: await describeAccount(context, user), csrfToken };
      },
      {
        consoleApi: true,
        body: Credentials,
        detail: consoleDetail(
          'Log in (attempts are limited per client address and per email, known or not; 429 before the password is checked)',
          { 200: jsonResponse('Logged in (the session cookie is set, the CSRF cookie replaced: use the new csrfToken)', ConsoleSession) },
          { 401: 'Wrong email or password', ...csrfFailed },
          csrfSecurity,
        ),
      },
    )
    .post(
      '/api/logout',
      async ({ request, set }) => {
        await logOut(context, readCookie(request, SESSION_COOKIE));
        endSession(set);
        return noContentResponse();
      },
      { consoleApi: true, detail: consoleDetail('Log out', { 204: { description: 'Logged out (the session cookie is cleared)' } }, csrfFailed, csrfSecurity) },
    )
    .post(
      '/api/logout-everywhere',
      async ({ user, set }) => {
        await logOutEverywhere(context, user.id);
        endSession(set);
        return noContentResponse();
      },
      {
        consoleUser: true,
        detail: consoleDetail(
          'Log out everywhere: end every session of the account, on every device (API keys keep working)',
          { 204: { description: 'Every session ended (the session cookie is cleared)' } },
          loggedOutOrCsrf,
          sessionAndCsrfSecurity,
        ),
      },
    )
    .get(
      '/api/csrf',
      ({ request, set }) => {
        let secret = readCookie(request, CSRF_COOKIE);
        if (!isCsrfSecret(secret)) {
          secret = newCsrfSecret();
          set.headers['set-cookie'] = cookie(CSRF_COOKIE, secret, SESSION_TTL_SECONDS);
        }
        set.headers['cache-control'] = 'no-store';
        return { csrfToken: csrfToken(tokenKey, secret) };
      },
      {
        consoleApi: true,
        detail: consoleDetail('The CSRF token for state-changing console calls (sets the vitae_csrf cookie when it is missing or malformed)', {
          200: jsonResponse('The token to send as x-csrf-token', CsrfToken),
        }),
      },
    )
    .get('/api/account', async ({ user }) => ({ account: await describeAccount(context, user), usage: await listLedgerEntries(context.db, user.id, 50) }), {
      consoleUser: true,
      detail: consoleDetail('The account, its credits and recent usage', { 200: jsonResponse('The account', ConsoleAccount) }, loggedOut, sessionSecurity),
    })
    .get('/api/keys', async ({ user }) => ({ keys: await listApiKeys(context, user.id) }), {
      consoleUser: true,
      detail: consoleDetail('List API keys (last 4 characters only)', { 200: jsonResponse('The keys', ApiKeyList) }, loggedOut, sessionSecurity),
    })
    .post(
      '/api/keys',
      async ({ user, body, set }) => {
        set.status = 201;
        return createApiKey(context, user.id, body ?? {});
      },
      {
        consoleUser: true,
        body: t.Optional(
          t.Object(
            {
              name: t.Optional(t.String({ minLength: 1, maxLength: 100 })),
              scopes: t.Optional(t.Array(t.Union(scopes.map((scope) => t.Literal(scope))), { minItems: 1, maxItems: scopes.length })),
              form: t.Optional(t.Union([t.Literal('a'), t.Literal('b')])),
            },
            { additionalProperties: false },
          ),
        ),
        detail: consoleDetail('Create an API key (the value is returned once)', { 201: jsonResponse('The key and its secret', IssuedApiKey) }, loggedOutOrCsrf, sessionAndCsrfSecurity),
      },
    )
    .delete('/api/keys/:keyId', async ({ user, params }) => ({ key: await revokeApiKey(context, user.id, params.keyId) }), {
      consoleUser: true,
      params: t.Object({ keyId: t.String({ maxLength: 64 }) }),
      detail: consoleDetail('Revoke an API key (permanent)', { 200: jsonResponse('The revoked key', RevokedApiKey) }, { ...loggedOutOrCsrf, ...unknownKey }, sessionAndCsrfSecurity),
    })
    .post('/api/keys/:keyId/regenerate', async ({ user, params }) => regenerateApiKey(context, user.id, params.keyId), {
      consoleUser: true,
      params: t.Object({ keyId: t.String({ maxLength: 64 }) }),
      detail: consoleDetail(
        'Replace the secret of an API key; the old one stops working at once',
        { 200: jsonResponse('The key and its new secret', IssuedApiKey) },
        { ...loggedOutOrCsrf, ...unknownKey, 409: 'Another regeneration of the key won (concurrent, or under 5 s earlier): its secret is the one that works' },
        sessionAndCsrfSecurity,
      ),
    });
}
