/**
 * The web console at /console: an HTML page and the small JSON API it calls. The session lives in
 * an HttpOnly, SameSite=Strict cookie, so other sites can neither read it nor ride on it.
 */
import { Elysia, t } from 'elysia';
import type { AppContext } from '../../context.ts';
import { scopes } from '../../domain/scopes.ts';
import { describeAccount } from '../../services/accounts.ts';
import { createApiKey, listApiKeys, regenerateApiKey, revokeApiKey } from '../../services/api-keys.ts';
import { logIn, logOut, SESSION_TTL_SECONDS, signUp } from '../../services/console-sessions.ts';
import { listLedgerEntries } from '../../storage/credits.repository.ts';
import { accessPlugin, readCookie, SESSION_COOKIE } from '../plugins/access.ts';
import { noContentResponse } from '../no-content.ts';
import { errorResponses, jsonResponse } from '../openapi.ts';
import { ApiKeyList, ConsoleAccount, ConsoleSession, IssuedApiKey, RevokedApiKey } from '../response-schemas.ts';

const Credentials = t.Object({ email: t.String({ minLength: 3, maxLength: 254 }), password: t.String({ minLength: 1, maxLength: 1024 }) }, { additionalProperties: false });
/** A console route's `detail`: its success, 400 and 429, and its own failures with what they mean here. */
const detail = (summary: string, success: Record<number, object>, failures: Record<number, string> = {}, security?: Record<string, string[]>[]) => ({
  tags: ['Console'],
  summary,
  ...(security && { security }),
  responses: {
    ...success,
    ...errorResponses(400, 406, 429),
    ...Object.fromEntries(Object.entries(failures).map(([status, description]) => [status, { ...errorResponses(Number(status))[status], description }])),
  },
});
const session = [{ consoleSession: [] as string[] }];
const loggedOut = { 401: 'Not logged in, or the session expired' };
const unknownKey = { 404: 'No live key of yours with this id' };

export function consoleRoutes(context: AppContext) {
  const secure = context.config.publicBaseUrl.startsWith('https:');
  const sessionCookie = (token: string, maxAge: number) => `${SESSION_COOKIE}=${token}; Path=/console; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;

  return new Elysia({ name: 'console-routes', prefix: '/console' })
    .use(accessPlugin(context))
    .post(
      '/api/signup',
      async ({ body, set }) => {
        const { user, token } = await signUp(context, body.email, body.password);
        set.status = 201;
        set.headers['set-cookie'] = sessionCookie(token, SESSION_TTL_SECONDS);
        return { account: await describeAccount(context, user) };
      },
      {
        publicApi: true,
        body: Credentials,
        detail: detail('Create an account and log in', { 201: jsonResponse('Signed up and logged in (the session cookie is set)', ConsoleSession) }, { 409: 'An account with this email exists' }),
      },
    )
    .post(
      '/api/login',
      async ({ body, set }) => {
        const { user, token } = await logIn(context, body.email, body.password);
        set.headers['set-cookie'] = sessionCookie(token, SESSION_TTL_SECONDS);
        return { account: await describeAccount(context, user) };
      },
      { publicApi: true, body: Credentials, detail: detail('Log in', { 200: jsonResponse('Logged in (the session cookie is set)', ConsoleSession) }, { 401: 'Wrong email or password' }) },
    )
    .post(
      '/api/logout',
      async ({ request, set }) => {
        await logOut(context, readCookie(request, SESSION_COOKIE));
        set.headers['set-cookie'] = sessionCookie('', 0);
        return noContentResponse();
      },
      { publicApi: true, detail: detail('Log out', { 204: { description: 'Logged out (the session cookie is cleared)' } }) },
    )
    .get('/api/account', async ({ user }) => ({ account: await describeAccount(context, user), usage: await listLedgerEntries(context.db, user.id, 50) }), {
      consoleUser: true,
      detail: detail('The account, its credits and recent usage', { 200: jsonResponse('The account', ConsoleAccount) }, loggedOut, session),
    })
    .get('/api/keys', async ({ user }) => ({ keys: await listApiKeys(context, user.id) }), {
      consoleUser: true,
      detail: detail('List API keys (last 4 characters only)', { 200: jsonResponse('The keys', ApiKeyList) }, loggedOut, session),
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
        detail: detail('Create an API key (the value is returned once)', { 201: jsonResponse('The key and its secret', IssuedApiKey) }, loggedOut, session),
      },
    )
    .delete('/api/keys/:keyId', async ({ user, params }) => ({ key: await revokeApiKey(context, user.id, params.keyId) }), {
      consoleUser: true,
      params: t.Object({ keyId: t.String({ maxLength: 64 }) }),
      detail: detail('Revoke an API key (permanent)', { 200: jsonResponse('The revoked key', RevokedApiKey) }, { ...loggedOut, ...unknownKey }, session),
    })
    .post('/api/keys/:keyId/regenerate', async ({ user, params }) => regenerateApiKey(context, user.id, params.keyId), {
      consoleUser: true,
      params: t.Object({ keyId: t.String({ maxLength: 64 }) }),
      detail: detail(
        'Replace the secret of an API key; the old one stops working at once',
        { 200: jsonResponse('The key and its new secret', IssuedApiKey) },
        { ...loggedOut, ...unknownKey, 409: 'Another regeneration of the key won (concurrent, or under 5 s earlier): its secret is the one that works' },
        session,
      ),
    });
}
