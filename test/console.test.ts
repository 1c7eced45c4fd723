/**
 * The web console at /console: the page, sign-up and log-in with a session cookie, CSRF tokens on
 * every state-changing call, log-in and sign-up limits, log-out (here and everywhere), and key
 * management (create shown once, list with the last 4 characters only, regenerate, revoke).
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { randomBytes } from 'node:crypto';
import { createApp } from '../src/app.ts';
import { hashApiKey } from '../src/domain/api-key.ts';
import { pruneRateLimits } from '../src/services/rate-limiter.ts';
import { CONSOLE_PASSWORD as PASSWORD, consoleCsrf, cookieHeader, openConsoleSession, setCookies, uniqueConsoleEmail as uniqueEmail, type ConsoleSession } from './support/console-session.ts';
import { databaseKinds } from './support/databases.ts';
import { createHarness, type Harness } from './support/harness.ts';

const kinds = await databaseKinds();
const kind = kinds[0]!;

const API_KEY_SHAPE = /^vitae_live_[0-9A-Za-z]{38}$/;
const STATE_CHANGING = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** Headers a console call sends: the cookies and, unless left out, the CSRF token. */
type Caller = { headers: Record<string, string> };

/** The Set-Cookie header of `name`, split into its attributes (`name=value` first). */
function cookieAttributes(response: Response, name: string): string[] {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  expect(header).toBeDefined();
  return header!.split(';').map((part) => part.trim());
}

describe(`console on ${kind}`, () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createHarness(kind);
  }, 60_000);
  afterAll(() => harness.dispose());

  const send: Harness['request'] = (path, init) => harness.request(path, init);
  const post = (path: string, json?: unknown, caller?: Caller) => harness.request(path, { method: 'POST', json, headers: caller?.headers ?? {} });
  const get = (path: string, caller?: Caller) => harness.request(path, { headers: caller?.headers ?? {} });
  const remove = (path: string, caller?: Caller) => harness.request(path, { method: 'DELETE', headers: caller?.headers ?? {} });

  const signUp = (email = uniqueEmail()) => openConsoleSession(send, { email });
  const logIn = (email: string) => openConsoleSession(send, { email, login: true });

  /** The CSRF cookie and token the page holds before anyone logs in. */
  async function visitor(): Promise<Caller & { cookies: Map<string, string>; csrfToken: string }> {
    const { cookies, csrfToken } = await consoleCsrf(send);
    return { cookies, csrfToken, headers: { cookie: cookieHeader(cookies), 'x-csrf-token': csrfToken } };
  }

  async function createKey(caller: Caller, json?: unknown) {
    const response = await post('/console/api/keys', json, caller);
    expect(response.status).toBe(201);
    return (await response.json()) as { key: { id: string; lastFour: string; name: string; form: string; status: string }; apiKey: string };
  }

  test('GET /console: the HTML page', async () => {
    const response = await harness.request('/console');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toStartWith('text/html');
    const html = await response.text();
    expect(html.toLowerCase()).toContain('<html');
    expect(html).toContain('/console/assets/main.js');
  });

  describe('sign-up', () => {
    test('201 with the account, a CSRF token, and HttpOnly, SameSite=Strict session and CSRF cookies on /console', async () => {
      const email = uniqueEmail();
      const response = await post('/console/api/signup', { email, password: PASSWORD }, await visitor());
      expect(response.status).toBe(201);
      for (const name of ['vitae_session', 'vitae_csrf']) {
        const attributes = cookieAttributes(response, name);
        expect(attributes[0]).toMatch(new RegExp(`^${name}=[A-Za-z0-9_-]{20,}$`));
        const lower = attributes.map((attribute) => attribute.toLowerCase());
        expect(lower).toContain('httponly');
        expect(lower).toContain('samesite=strict');
        expect(lower).toContain('path=/console');
        // http://localhost: no Secure flag, or browsers would drop the cookie.
        expect(lower).not.toContain('secure');
      }
      const body = await response.json();
      expect(body.account).toMatchObject({ email, plan: 'free', credits: { remaining: 10, cycleQuota: 10, prepaid: 0 } });
      expect(body.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(JSON.stringify(body)).not.toContain(PASSWORD);
      expect(JSON.stringify(body).toLowerCase()).not.toContain('passwordhash');
    });

    test('behind https the cookies are Secure', async () => {
      const secure = await createHarness(kind, { PUBLIC_BASE_URL: 'https://vitae.example.com' });
      try {
        const csrf = await secure.request('/console/api/csrf');
        expect(cookieAttributes(csrf, 'vitae_csrf').map((attribute) => attribute.toLowerCase())).toContain('secure');
        const { csrfToken } = await csrf.json();
        const cookie = `vitae_csrf=${setCookies(csrf).get('vitae_csrf')}`;
        const response = await secure.request('/console/api/signup', { method: 'POST', json: { email: uniqueEmail(), password: PASSWORD }, headers: { cookie, 'x-csrf-token': csrfToken } });
        expect(response.status).toBe(201);
        for (const name of ['vitae_session', 'vitae_csrf']) expect(cookieAttributes(response, name).map((attribute) => attribute.toLowerCase())).toContain('secure');
      } finally {
        await secure.dispose();
      }
    }, 60_000);

    test('a short password is a 400 and creates nothing', async () => {
      const email = uniqueEmail();
      const page = await visitor();
      const response = await post('/console/api/signup', { email, password: 'short' }, page);
      expect(response.status).toBe(400);
      expect(response.headers.get('set-cookie')).toBeNull();
      const body = await response.json();
      expect(body.code).toBe('validation_failed');
      expect(body.error).toMatch(/password/i);
      // The address is still free.
      expect((await post('/console/api/signup', { email, password: PASSWORD }, page)).status).toBe(201);
    });

    test('a bad email, a missing password or an unknown field is a 400', async () => {
      const page = await visitor();
      for (const json of [{ email: 'nope', password: PASSWORD }, { email: uniqueEmail() }, { email: uniqueEmail(), password: PASSWORD, plan: 'pro' }]) {
        const response = await post('/console/api/signup', json, page);
        expect(response.status).toBe(400);
        expect(response.headers.get('set-cookie')).toBeNull();
      }
    });

    test('a duplicate email is a 409, also cased differently', async () => {
      const { email } = await signUp();
      const page = await visitor();
      for (const again of [email, email.toUpperCase()]) {
        const response = await post('/console/api/signup', { email: again, password: PASSWORD }, page);
        expect(response.status).toBe(409);
        expect(response.headers.get('set-cookie')).toBeNull();
        expect((await response.json()).code).toBe('conflict');
      }
    });
  });

  describe('the session', () => {
    test('GET /console/api/account: the account, its credits and recent usage', async () => {
      const session = await signUp();
      const { email } = session;
      const response = await get('/console/api/account', session);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.account.email).toBe(email);
      expect(body.account.plan).toBe('free');
      expect(body.account.credits.remaining).toBe(10);
      expect(body.account.credits.cycleQuota).toBe(10);
      expect(new Date(body.account.credits.cycleResetsAt).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
      expect(Array.isArray(body.usage)).toBe(true);
    });

    test('without a cookie, or with a forged one: 401 on every session route', async () => {
      for (const cookie of [undefined, 'vitae_session=forged-token', `vitae_session=${'x'.repeat(500)}`, 'other=1']) {
        for (const [method, path] of [
          ['GET', '/console/api/account'],
          ['GET', '/console/api/keys'],
          ['POST', '/console/api/keys'],
        ] as const) {
          const response = await harness.request(path, { method, headers: cookie ? { cookie } : {} });
          expect(response.status).toBe(401);
          expect((await response.json()).code).toBe('unauthorized');
        }
      }
    });

    test('an API key is not a session', async () => {
      const account = await harness.createAccount();
      const response = await harness.request('/console/api/account', { apiKey: account.apiKey });
      expect(response.status).toBe(401);
    });

    test('log-in: 200 with a new cookie; wrong password and unknown email get the same 401 message', async () => {
      const { email } = await signUp();
      const page = await visitor();
      const login = await post('/console/api/login', { email: email.toUpperCase(), password: PASSWORD }, page);
      expect(login.status).toBe(200);
      const cookie = `vitae_session=${setCookies(login).get('vitae_session')}`;
      expect(cookie).toMatch(/^vitae_session=[A-Za-z0-9_-]{20,}$/);
      expect((await login.json()).account.email).toBe(email);
      expect((await get('/console/api/account', { headers: { cookie } })).status).toBe(200);

      const wrongPassword = await post('/console/api/login', { email, password: `${PASSWORD}!` }, page);
      const unknownEmail = await post('/console/api/login', { email: uniqueEmail('nobody'), password: PASSWORD }, page);
      for (const response of [wrongPassword, unknownEmail]) {
        expect(response.status).toBe(401);
        expect(response.headers.get('set-cookie')).toBeNull();
        expect(await response.json()).toEqual({ error: 'Wrong email or password', code: 'unauthorized' });
      }
    });

    test('an account created by the admin API without a password cannot log in', async () => {
      const account = await harness.createAccount();
      const response = await post('/console/api/login', { email: account.email, password: PASSWORD }, await visitor());
      expect(response.status).toBe(401);
      expect((await response.json()).error).toBe('Wrong email or password');
    });

    test('log-out: 204, the cookie is cleared and the old cookie no longer works; other sessions live on', async () => {
      const session = await signUp();
      const other = await logIn(session.email);
      const response = await post('/console/api/logout', undefined, session);
      expect(response.status).toBe(204);
      const cleared = cookieAttributes(response, 'vitae_session');
      expect(cleared[0]).toBe('vitae_session=');
      expect(cleared.map((attribute) => attribute.toLowerCase())).toContain('max-age=0');
      // The CSRF cookie is not the session's: it stays, so the page can log in again with its token.
      expect(setCookies(response).has('vitae_csrf')).toBe(false);
      expect((await get('/console/api/account', session)).status).toBe(401);
      expect((await get('/console/api/keys', session)).status).toBe(401);
      expect((await get('/console/api/account', other)).status).toBe(200);
      // Logging out twice, or without a session, is harmless.
      expect((await post('/console/api/logout', undefined, session)).status).toBe(204);
      expect((await post('/console/api/logout', undefined, await visitor())).status).toBe(204);
      const again = await post('/console/api/login', { email: session.email, password: PASSWORD }, session);
      expect(again.status).toBe(200);
    });

    test('log out everywhere: 204, every session of the account ends (opened apart), API keys keep working, other accounts untouched', async () => {
      const first = await signUp();
      const second = await logIn(first.email);
      const bystander = await signUp();
      const key = await createKey(first, { name: 'kept' });
      expect((await get('/console/api/account', second)).status).toBe(200);

      const response = await post('/console/api/logout-everywhere', undefined, second);
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
      const cleared = cookieAttributes(response, 'vitae_session');
      expect(cleared[0]).toBe('vitae_session=');
      expect(cleared.map((attribute) => attribute.toLowerCase())).toContain('max-age=0');
      for (const session of [first, second]) {
        expect((await get('/console/api/account', session)).status).toBe(401);
        expect((await post('/console/api/keys', {}, session)).status).toBe(401);
      }
      expect((await harness.request('/v1/settings', { apiKey: key.apiKey })).status).toBe(200);
      expect((await get('/console/api/account', bystander)).status).toBe(200);
      // Without a session there is nothing to end.
      expect((await post('/console/api/logout-everywhere', undefined, second)).status).toBe(401);
      // A new log-in works as before.
      expect((await get('/console/api/account', await logIn(first.email))).status).toBe(200);
    });

    test('logging in again over a session ends the session the browser had: no valid session is left behind the new cookie', async () => {
      const before = await signUp();
      const again = await post('/console/api/login', { email: before.email, password: PASSWORD }, before);
      expect(again.status).toBe(200);
      expect((await get('/console/api/account', before)).status).toBe(401);
      const session = setCookies(again).get('vitae_session')!;
      const token = ((await again.json()) as { csrfToken: string }).csrfToken;
      expect((await harness.request('/console/api/account', { headers: { cookie: `vitae_session=${session}` } })).status).toBe(200);
      expect(token).not.toBe(before.csrfToken);
    });
  });

  describe('CSRF', () => {
    test('GET /console/api/csrf: a token and an HttpOnly, SameSite=Strict cookie; the same token while the cookie is sent; a new cookie for a malformed one', async () => {
      const first = await harness.request('/console/api/csrf');
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('no-store');
      const attributes = cookieAttributes(first, 'vitae_csrf');
      expect(attributes[0]).toMatch(/^vitae_csrf=[A-Za-z0-9_-]{43}$/);
      const lower = attributes.map((attribute) => attribute.toLowerCase());
      for (const attribute of ['httponly', 'samesite=strict', 'path=/console']) expect(lower).toContain(attribute);
      const { csrfToken } = await first.json();
      expect(csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(csrfToken).not.toBe(attributes[0]!.slice('vitae_csrf='.length));

      const cookie = attributes[0]!;
      const again = await harness.request('/console/api/csrf', { headers: { cookie } });
      expect(again.headers.get('set-cookie')).toBeNull();
      expect((await again.json()).csrfToken).toBe(csrfToken);

      for (const malformed of ['vitae_csrf=short', `vitae_csrf=${'a'.repeat(43)}%`, 'vitae_csrf=%E0%A4%A']) {
        const replaced = await harness.request('/console/api/csrf', { headers: { cookie: malformed } });
        expect(replaced.status).toBe(200);
        expect(setCookies(replaced).get('vitae_csrf')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      }
    });

    /**
     * Every state-changing route the app serves under /console/api (also ones added later), with
     * the session's key id for a path parameter: a request that would succeed but for `change`.
     */
    async function stateChangingRoutes(session: ConsoleSession) {
      const keyId = (await createKey(session, { name: 'target' })).key.id;
      const routes = (harness.app.routes as Array<{ method: string; path: string }>)
        .filter((route) => route.path.startsWith('/console/api/') && STATE_CHANGING.includes(route.method.toUpperCase()))
        .map((route) => ({ method: route.method.toUpperCase(), path: route.path.replace(/:(\w+)/g, (_, name: string) => (name === 'keyId' ? keyId : `unknown-${name}`)) }));
      const listed = routes.map((route) => `${route.method} ${route.path.replace(keyId, ':keyId')}`);
      for (const expected of [
        'POST /console/api/signup',
        'POST /console/api/login',
        'POST /console/api/logout',
        'POST /console/api/logout-everywhere',
        'POST /console/api/keys',
        'DELETE /console/api/keys/:keyId',
        'POST /console/api/keys/:keyId/regenerate',
      ]) {
        expect(listed).toContain(expected);
      }
      return routes;
    }

    const bodyFor = (path: string, email: string) =>
      path.endsWith('/signup')
        ? { email: uniqueEmail('refused'), password: PASSWORD }
        : path.endsWith('/login')
          ? { email, password: PASSWORD }
          : path.endsWith('/keys')
            ? { name: 'refused' }
            : undefined;

    test('every state-changing console route refuses 403 csrf_failed without a valid token, from another origin or another site, and changes nothing', async () => {
      const session = await signUp();
      const routes = await stateChangingRoutes(session);
      const stranger = await visitor();
      const cookieAlone = { cookie: session.cookie };
      const refusals: Array<[string, Record<string, string>]> = [
        ['no token', cookieAlone],
        ['an empty token', { ...cookieAlone, 'x-csrf-token': '' }],
        ["another cookie's token", { ...cookieAlone, 'x-csrf-token': stranger.csrfToken }],
        ['the token without its cookie', { cookie: session.cookie.replace(/vitae_csrf=[^;]+/, 'vitae_csrf='), 'x-csrf-token': session.csrfToken }],
        ['the cookie value as the token', { ...cookieAlone, 'x-csrf-token': /vitae_csrf=([^;]+)/.exec(session.cookie)![1]! }],
        ['a foreign Origin', { ...session.headers, origin: 'https://evil.example' }],
        ['Origin null', { ...session.headers, origin: 'null' }],
        ['our host on another scheme', { ...session.headers, origin: 'https://localhost' }],
        ['Sec-Fetch-Site cross-site', { ...session.headers, 'sec-fetch-site': 'cross-site' }],
        ['Sec-Fetch-Site same-site', { ...session.headers, 'sec-fetch-site': 'same-site' }],
      ];
      const keysBefore = await (await get('/console/api/keys', session)).text();
      const failures: string[] = [];
      for (const { method, path } of routes) {
        for (const [what, headers] of refusals) {
          const body = bodyFor(path, session.email);
          const response = await harness.request(path, { method, headers, json: body });
          const answer = await response.json().catch(() => ({}));
          if (response.status !== 403 || answer.code !== 'csrf_failed' || response.headers.has('set-cookie'))
            failures.push(`${method} ${path} with ${what}: ${response.status} ${JSON.stringify(answer)}`);
        }
      }
      expect(failures).toEqual([]);
      // Nothing happened: the session lives, the keys are as they were.
      expect((await get('/console/api/account', session)).status).toBe(200);
      expect(await (await get('/console/api/keys', session)).text()).toBe(keysBefore);
    });

    test("accepted with the token and our own origin: PUBLIC_BASE_URL's, or the one the request was sent to; Sec-Fetch-Site same-origin or none", async () => {
      const session = await signUp();
      const requestOrigin = new URL(harness.server?.base ?? 'http://localhost').origin;
      const extras: Record<string, string>[] = [
        {},
        { origin: 'http://localhost' },
        { origin: requestOrigin },
        { 'sec-fetch-site': 'same-origin' },
        { 'sec-fetch-site': 'none' },
        { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
      ];
      for (const extra of extras) {
        const response = await harness.request('/console/api/keys', { method: 'POST', json: { name: 'ok' }, headers: { ...session.headers, ...extra } });
        expect({ extra, status: response.status }).toEqual({ extra, status: 201 });
      }
      // Addressed to another host name (a proxy passing its Host through): that origin, or PUBLIC_BASE_URL's.
      const through = (origin: string) =>
        harness.app.handle(new Request('http://127.0.0.1:8080/console/api/keys', { method: 'POST', headers: { ...session.headers, origin, 'content-type': 'application/json' }, body: '{}' }));
      expect((await through('http://127.0.0.1:8080')).status).toBe(201);
      expect((await through('http://localhost')).status).toBe(201);
      expect((await through('http://127.0.0.1:9090')).status).toBe(403);
    });

    test('the token is checked before the body is read: a malformed or oversized body without it is a 403, not a 400 or 413', async () => {
      const session = await signUp();
      for (const body of ['{"name":', JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) })]) {
        const response = await harness.request('/console/api/keys', { method: 'POST', headers: { cookie: session.cookie, 'content-type': 'application/json' }, body });
        expect(response.status).toBe(403);
        expect((await response.json()).code).toBe('csrf_failed');
      }
    });

    test('safe methods need no token', async () => {
      const session = await signUp();
      expect((await get('/console/api/account', { headers: { cookie: session.cookie, origin: 'https://evil.example' } })).status).toBe(200);
      expect((await get('/console/api/keys', { headers: { cookie: session.cookie } })).status).toBe(200);
    });

    test('sign-up and log-in replace the CSRF cookie: the token from before no longer works, the new one does', async () => {
      for (const login of [false, true]) {
        const page = await visitor();
        const email = login ? (await signUp()).email : uniqueEmail();
        const response = await post(login ? '/console/api/login' : '/console/api/signup', { email, password: PASSWORD }, page);
        expect(response.status).toBe(login ? 200 : 201);
        const { csrfToken } = await response.json();
        const cookies = new Map([...page.cookies, ...setCookies(response)]);
        expect(cookies.get('vitae_csrf')).not.toBe(page.cookies.get('vitae_csrf'));
        expect(csrfToken).not.toBe(page.csrfToken);
        const cookie = cookieHeader(cookies);
        const old = await post('/console/api/keys', {}, { headers: { cookie, 'x-csrf-token': page.csrfToken } });
        expect({ login, status: old.status, code: (await old.json()).code }).toEqual({ login, status: 403, code: 'csrf_failed' });
        expect((await post('/console/api/keys', {}, { headers: { cookie, 'x-csrf-token': csrfToken } })).status).toBe(201);
        // GET /console/api/csrf answers the same new token for the new cookie.
        expect((await (await get('/console/api/csrf', { headers: { cookie } })).json()).csrfToken).toBe(csrfToken);
      }
    });

    test('a token is only valid under this service’s secrets key', async () => {
      // Same database, another secrets key: the cookie and token of one are refused by the other.
      const other = createApp({ ...harness.context, secretsKey: randomBytes(32) });
      const page = await visitor();
      const response = await other.handle(
        new Request('http://localhost/console/api/signup', {
          method: 'POST',
          headers: { ...page.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ email: uniqueEmail(), password: PASSWORD }),
        }),
      );
      expect(response.status).toBe(403);
    });
  });

  describe('keys', () => {
    test('create: 201 with the key shown once, pinned to its form, usable at once', async () => {
      const session = await signUp();
      const created = await createKey(session, { name: 'ci', form: 'b' });
      expect(created.apiKey).toMatch(API_KEY_SHAPE);
      expect(created.key).toMatchObject({ name: 'ci', form: 'b', status: 'active', lastFour: created.apiKey.slice(-4) });
      const settings = await harness.request('/v1/settings', { apiKey: created.apiKey });
      expect(settings.status).toBe(200);
      expect(settings.headers.get('x-api-form')).toBe('b');
      expect(settings.headers.get('x-credits-remaining')).toBe('10');
    });

    test('create without a body: a default key in form a with every scope', async () => {
      const session = await signUp();
      const created = await createKey(session);
      expect(created.key.form).toBe('a');
      const settings = await harness.request('/v1/settings', { apiKey: created.apiKey });
      expect(settings.status).toBe(200);
      expect(settings.headers.get('x-api-form')).toBe('a');
    });

    test('create with scopes limits the key; invalid options are a 400', async () => {
      const session = await signUp();
      const limited = await createKey(session, { name: 'reader', scopes: ['resumes:read'] });
      expect((await harness.request('/v1/settings', { apiKey: limited.apiKey })).status).toBe(403);
      for (const json of [{ scopes: ['root'] }, { scopes: [] }, { form: 'z' }, { name: 'x', secret: 'y' }]) {
        expect((await post('/console/api/keys', json, session)).status).toBe(400);
      }
    });

    test('list: last four characters only, never the key or its hash', async () => {
      const session = await signUp();
      const first = await createKey(session, { name: 'ci', form: 'b' });
      const second = await createKey(session, { name: 'laptop' });
      const response = await get('/console/api/keys', session);
      expect(response.status).toBe(200);
      const text = await response.text();
      const { keys } = JSON.parse(text);
      expect(keys).toHaveLength(2);
      for (const created of [first, second]) {
        const listed = keys.find((key: { id: string }) => key.id === created.key.id);
        expect(listed).toBeDefined();
        expect(listed.lastFour).toBe(created.apiKey.slice(-4));
        expect(listed.status).toBe('active');
        expect(text).not.toContain(created.apiKey);
        expect(text).not.toContain(created.apiKey.slice(11, 43));
        expect(text).not.toContain(hashApiKey(created.apiKey));
      }
      expect(text.toLowerCase()).not.toContain('hash');
      expect(keys.find((key: { id: string }) => key.id === first.key.id)).toMatchObject({ name: 'ci', form: 'b' });
    });

    test('another user sees only their own keys', async () => {
      const alice = await signUp();
      const bob = await signUp();
      await createKey(alice, { name: 'alice' });
      const { keys } = await (await get('/console/api/keys', bob)).json();
      expect(keys).toEqual([]);
    });

    test('regenerate: a new secret for the same key; the old secret is dead at once', async () => {
      const session = await signUp();
      const created = await createKey(session, { name: 'ci', form: 'b', scopes: ['settings', 'render'] });
      expect((await harness.request('/v1/settings', { apiKey: created.apiKey })).status).toBe(200);

      const response = await post(`/console/api/keys/${created.key.id}/regenerate`, undefined, session);
      expect(response.status).toBe(200);
      const regenerated = await response.json();
      expect(regenerated.apiKey).toMatch(API_KEY_SHAPE);
      expect(regenerated.apiKey).not.toBe(created.apiKey);
      expect(regenerated.key).toMatchObject({ id: created.key.id, name: 'ci', form: 'b', status: 'active', lastFour: regenerated.apiKey.slice(-4) });

      const fresh = await harness.request('/v1/settings', { apiKey: regenerated.apiKey });
      expect(fresh.status).toBe(200);
      expect(fresh.headers.get('x-api-form')).toBe('b');
      const old = await harness.request('/v1/settings', { apiKey: created.apiKey });
      expect(old.status).toBe(401);
      expect((await old.json()).code).toBe('unauthorized');

      const { keys } = await (await get('/console/api/keys', session)).json();
      expect(keys).toHaveLength(1);
      expect(keys[0].lastFour).toBe(regenerated.apiKey.slice(-4));
    });

    test('revoke: the key is dead at once, listed as revoked; revoking again is a 404', async () => {
      const session = await signUp();
      const kept = await createKey(session, { name: 'kept' });
      const doomed = await createKey(session, { name: 'doomed' });
      const response = await remove(`/console/api/keys/${doomed.key.id}`, session);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.key).toMatchObject({ id: doomed.key.id, status: 'revoked' });
      expect(typeof body.key.revokedAt).toBe('string');

      const refused = await harness.request('/v1/settings', { apiKey: doomed.apiKey });
      expect(refused.status).toBe(401);
      expect((await harness.request('/v1/settings', { apiKey: kept.apiKey })).status).toBe(200);

      const again = await remove(`/console/api/keys/${doomed.key.id}`, session);
      expect(again.status).toBe(404);
      expect((await again.json()).code).toBe('not_found');
      // A revoked key cannot be brought back by regenerating it.
      expect((await post(`/console/api/keys/${doomed.key.id}/regenerate`, undefined, session)).status).toBe(404);

      const { keys } = await (await get('/console/api/keys', session)).json();
      const listed = keys.find((key: { id: string }) => key.id === doomed.key.id);
      if (listed) expect(listed.status).toBe('revoked');
    });

    test("another user's key id: 404 for revoke and regenerate, and the key keeps working", async () => {
      const alice = await signUp();
      const bob = await signUp();
      const alicesKey = await createKey(alice, { name: 'alice' });
      expect((await remove(`/console/api/keys/${alicesKey.key.id}`, bob)).status).toBe(404);
      expect((await post(`/console/api/keys/${alicesKey.key.id}/regenerate`, undefined, bob)).status).toBe(404);
      expect((await harness.request('/v1/settings', { apiKey: alicesKey.apiKey })).status).toBe(200);
    });

    test.each(['not-a-uuid', '00000000-0000-0000-0000-000000000000', '%00', "1'%20OR%20'1'='1"])('key id %p: 404, never a 500', async (id) => {
      const session = await signUp();
      const revoke = await remove(`/console/api/keys/${id}`, session);
      expect(revoke.status).toBe(404);
      const regenerate = await post(`/console/api/keys/${id}/regenerate`, undefined, session);
      expect(regenerate.status).toBe(404);
    });
  });
});

describe(`console log-in and sign-up limits on ${kind}`, () => {
  let harness: Harness;
  beforeAll(async () => {
    // The client address comes from X-Forwarded-For (TRUST_PROXY), so each test picks its own.
    harness = await createHarness(kind, { TRUST_PROXY: '1', LOGIN_LIMIT_PER_ACCOUNT: '3', LOGIN_LIMIT_PER_ACCOUNT_TOTAL: '6', LOGIN_LIMIT_PER_ADDRESS: '5', SIGNUP_LIMIT_PER_ADDRESS: '2' });
  }, 60_000);
  afterAll(() => harness.dispose());

  let addresses = 0;
  const newAddress = () => `198.51.100.${++addresses}`;

  /** Sends as the page does from `address`: with a fresh CSRF cookie and its token. */
  async function attempt(path: '/console/api/login' | '/console/api/signup', email: string, password: string, address: string) {
    const { cookies, csrfToken } = await consoleCsrf(harness.request);
    return harness.request(path, { method: 'POST', json: { email, password }, headers: { cookie: cookieHeader(cookies), 'x-csrf-token': csrfToken, 'x-forwarded-for': address } });
  }

  async function expectLimited(response: Response, message: RegExp, policy: string, quota: number, window: number) {
    expect(response.status).toBe(429);
    expect(response.headers.get('set-cookie')).toBeNull();
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    // A full current window is waited out, then the sliding window's share of it must fall by one
    // request: at most window + window / quota (how long depends on where in the window we are).
    expect(retryAfter).toBeLessThanOrEqual(window + Math.ceil(window / quota));
    expect(response.headers.get('ratelimit-policy')).toBe(`"${policy}";q=${quota};w=${window}`);
    const body = await response.json();
    expect(body.code).toBe('rate_limited');
    expect(body.error).toMatch(message);
    expect(body.error).toContain(`try again in ${Math.ceil(retryAfter / 60)} minute`);
    return body;
  }

  async function signedUp(): Promise<string> {
    const email = uniqueEmail('limited');
    expect((await attempt('/console/api/signup', email, PASSWORD, newAddress())).status).toBe(201);
    return email;
  }

  test('per account from one network: the fourth attempt is a 429, the right password included; the owner elsewhere still logs in', async () => {
    const email = await signedUp();
    const guesser = newAddress();
    for (let index = 0; index < 3; index++) expect((await attempt('/console/api/login', email, 'wrong password', guesser)).status).toBe(401);
    const refused = await attempt('/console/api/login', email.toUpperCase(), PASSWORD, guesser);
    await expectLimited(refused, /^Too many log-in attempts for this account from this address; try again in \d+ minutes?\.$/, 'login-per-account', 3, 900);
    // An IPv6 guesser cannot reset the count by moving within its /64.
    const email6 = await signedUp();
    for (let index = 1; index <= 3; index++) expect((await attempt('/console/api/login', email6, 'wrong password', `2001:db8:7:7::${index}`)).status).toBe(401);
    await expectLimited(await attempt('/console/api/login', email6, PASSWORD, '2001:db8:7:7:ffff::1'), /from this address/, 'login-per-account', 3, 900);
    // The owner, from another network, is not locked out by the guesser; other accounts go on.
    expect((await attempt('/console/api/login', email, PASSWORD, newAddress())).status).toBe(200);
    expect((await attempt('/console/api/login', await signedUp(), PASSWORD, guesser)).status).toBe(200);
  });

  test('per account over all networks: guessing spread over many addresses stops at the total, for the owner too', async () => {
    const email = await signedUp();
    for (let index = 0; index < 6; index++) expect((await attempt('/console/api/login', email, 'wrong password', newAddress())).status).toBe(401);
    await expectLimited(
      await attempt('/console/api/login', email, PASSWORD, newAddress()),
      /^Too many log-in attempts for this account; try again in \d+ minutes?\.$/,
      'login-per-account-total',
      6,
      900,
    );
  });

  test('an unknown email is limited exactly like a known one: the limit says nothing about accounts', async () => {
    const known = await signedUp();
    const unknown = uniqueEmail('nobody');
    const answers = [];
    for (const email of [known, unknown]) {
      const statuses = [];
      const address = newAddress();
      for (let index = 0; index < 3; index++) statuses.push((await attempt('/console/api/login', email, 'wrong password', address)).status);
      expect(statuses).toEqual([401, 401, 401]);
      const refused = await attempt('/console/api/login', email, 'wrong password', address);
      answers.push({ status: refused.status, policy: refused.headers.get('ratelimit-policy'), body: await expectLimited(refused, /for this account/, 'login-per-account', 3, 900) });
    }
    expect(answers[1]!.body.error.replace(/\d+/, 'N')).toBe(answers[0]!.body.error.replace(/\d+/, 'N'));
    expect({ ...answers[1], body: undefined }).toEqual({ ...answers[0], body: undefined });
  });

  test('per address: the sixth attempt from one address is a 429 for any account; other addresses go on', async () => {
    const address = newAddress();
    const email = await signedUp();
    for (let index = 0; index < 5; index++) expect((await attempt('/console/api/login', uniqueEmail('guess'), PASSWORD, address)).status).toBe(401);
    const refused = await attempt('/console/api/login', email, PASSWORD, address);
    await expectLimited(refused, /^Too many log-in attempts from this address; try again in \d+ minutes?\.$/, 'login-per-ip', 5, 900);
    expect((await attempt('/console/api/login', email, PASSWORD, newAddress())).status).toBe(200);
  });

  test('sign-up per address: the third within the hour is a 429 and creates nothing', async () => {
    const address = newAddress();
    expect((await attempt('/console/api/signup', uniqueEmail('a'), PASSWORD, address)).status).toBe(201);
    expect((await attempt('/console/api/signup', uniqueEmail('b'), PASSWORD, address)).status).toBe(201);
    const email = uniqueEmail('c');
    await expectLimited(await attempt('/console/api/signup', email, PASSWORD, address), /^Too many sign-ups from this address; try again in \d+ minutes?\.$/, 'signup-per-ip', 2, 3600);
    expect((await attempt('/console/api/login', email, PASSWORD, newAddress())).status).toBe(401);
    expect((await attempt('/console/api/signup', email, PASSWORD, newAddress())).status).toBe(201);
  });

  test('pruning the rate-limit counters keeps the log-in counters of their own, longer window', async () => {
    const email = await signedUp();
    const address = newAddress();
    for (let index = 0; index < 3; index++) await attempt('/console/api/login', email, 'wrong password', address);
    await pruneRateLimits(harness.context);
    expect((await attempt('/console/api/login', email, PASSWORD, address)).status).toBe(429);
  });
});
