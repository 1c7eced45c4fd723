/**
 * The web console at /console: the page, sign-up and log-in with a session cookie, and key
 * management (create shown once, list with the last 4 characters only, regenerate, revoke).
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { randomBytes } from 'node:crypto';
import { hashApiKey } from '../src/domain/api-key.ts';
import { databaseKinds } from './support/databases.ts';
import { createHarness, type Harness } from './support/harness.ts';

const kinds = await databaseKinds();
const kind = kinds[0]!;

const PASSWORD = 'a long enough password';
const API_KEY_SHAPE = /^vitae_live_[0-9A-Za-z]{38}$/;
const uniqueEmail = (label = 'console') => `${label}-${randomBytes(5).toString('hex')}@example.com`;

/** The `name=value` pair of a Set-Cookie header. */
function cookieOf(response: Response): string {
  const header = response.headers.get('set-cookie');
  expect(header).not.toBeNull();
  return header!.split(';')[0]!.trim();
}

/** Lowercased attributes of a Set-Cookie header, `name=value` first. */
function cookieAttributes(header: string): string[] {
  return header.split(';').map((part) => part.trim());
}

describe(`console on ${kind}`, () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createHarness(kind);
  }, 60_000);
  afterAll(() => harness.dispose());

  const post = (path: string, json?: unknown, cookie?: string) => harness.request(path, { method: 'POST', json, headers: cookie ? { cookie } : {} });
  const get = (path: string, cookie?: string) => harness.request(path, { headers: cookie ? { cookie } : {} });
  const remove = (path: string, cookie?: string) => harness.request(path, { method: 'DELETE', headers: cookie ? { cookie } : {} });

  async function signUp(email = uniqueEmail()) {
    const response = await post('/console/api/signup', { email, password: PASSWORD });
    expect(response.status).toBe(201);
    return { email, cookie: cookieOf(response), body: await response.json() };
  }

  async function createKey(cookie: string, json?: unknown) {
    const response = await post('/console/api/keys', json, cookie);
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
    test('201 with the account and an HttpOnly, SameSite=Strict session cookie on /console', async () => {
      const email = uniqueEmail();
      const response = await post('/console/api/signup', { email, password: PASSWORD });
      expect(response.status).toBe(201);
      const header = response.headers.get('set-cookie')!;
      const attributes = cookieAttributes(header);
      expect(attributes[0]).toMatch(/^vitae_session=[A-Za-z0-9_-]{20,}$/);
      const lower = attributes.map((attribute) => attribute.toLowerCase());
      expect(lower).toContain('httponly');
      expect(lower).toContain('samesite=strict');
      expect(lower).toContain('path=/console');
      // http://localhost: no Secure flag, or browsers would drop the cookie.
      expect(lower).not.toContain('secure');
      const body = await response.json();
      expect(body.account).toMatchObject({ email, plan: 'free', credits: { remaining: 10, cycleQuota: 10, prepaid: 0 } });
      expect(JSON.stringify(body)).not.toContain(PASSWORD);
      expect(JSON.stringify(body).toLowerCase()).not.toContain('passwordhash');
    });

    test('behind https the cookie is Secure', async () => {
      const secure = await createHarness(kind, { PUBLIC_BASE_URL: 'https://vitae.example.com' });
      try {
        const response = await secure.request('/console/api/signup', { method: 'POST', json: { email: uniqueEmail(), password: PASSWORD } });
        expect(response.status).toBe(201);
        expect(cookieAttributes(response.headers.get('set-cookie')!).map((attribute) => attribute.toLowerCase())).toContain('secure');
      } finally {
        await secure.dispose();
      }
    }, 60_000);

    test('a short password is a 400 and creates nothing', async () => {
      const email = uniqueEmail();
      const response = await post('/console/api/signup', { email, password: 'short' });
      expect(response.status).toBe(400);
      expect(response.headers.get('set-cookie')).toBeNull();
      const body = await response.json();
      expect(body.code).toBe('validation_failed');
      expect(body.error).toMatch(/password/i);
      // The address is still free.
      expect((await post('/console/api/signup', { email, password: PASSWORD })).status).toBe(201);
    });

    test('a bad email, a missing password or an unknown field is a 400', async () => {
      for (const json of [{ email: 'nope', password: PASSWORD }, { email: uniqueEmail() }, { email: uniqueEmail(), password: PASSWORD, plan: 'pro' }]) {
        const response = await post('/console/api/signup', json);
        expect(response.status).toBe(400);
        expect(response.headers.get('set-cookie')).toBeNull();
      }
    });

    test('a duplicate email is a 409, also cased differently', async () => {
      const { email } = await signUp();
      for (const again of [email, email.toUpperCase()]) {
        const response = await post('/console/api/signup', { email: again, password: PASSWORD });
        expect(response.status).toBe(409);
        expect(response.headers.get('set-cookie')).toBeNull();
        expect((await response.json()).code).toBe('conflict');
      }
    });
  });

  describe('the session', () => {
    test('GET /console/api/account: the account, its credits and recent usage', async () => {
      const { email, cookie } = await signUp();
      const response = await get('/console/api/account', cookie);
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
      const login = await post('/console/api/login', { email: email.toUpperCase(), password: PASSWORD });
      expect(login.status).toBe(200);
      const cookie = cookieOf(login);
      expect(cookie).toMatch(/^vitae_session=/);
      expect((await login.json()).account.email).toBe(email);
      expect((await get('/console/api/account', cookie)).status).toBe(200);

      const wrongPassword = await post('/console/api/login', { email, password: `${PASSWORD}!` });
      const unknownEmail = await post('/console/api/login', { email: uniqueEmail('nobody'), password: PASSWORD });
      for (const response of [wrongPassword, unknownEmail]) {
        expect(response.status).toBe(401);
        expect(response.headers.get('set-cookie')).toBeNull();
        expect(await response.json()).toEqual({ error: 'Wrong email or password', code: 'unauthorized' });
      }
    });

    test('an account created by the admin API without a password cannot log in', async () => {
      const account = await harness.createAccount();
      const response = await post('/console/api/login', { email: account.email, password: PASSWORD });
      expect(response.status).toBe(401);
      expect((await response.json()).error).toBe('Wrong email or password');
    });

    test('log-out: 204, the cookie is cleared and the old cookie no longer works; other sessions live on', async () => {
      const { email, cookie } = await signUp();
      const other = cookieOf(await post('/console/api/login', { email, password: PASSWORD }));
      const response = await post('/console/api/logout', undefined, cookie);
      expect(response.status).toBe(204);
      const cleared = cookieAttributes(response.headers.get('set-cookie')!);
      expect(cleared[0]).toBe('vitae_session=');
      expect(cleared.map((attribute) => attribute.toLowerCase())).toContain('max-age=0');
      expect((await get('/console/api/account', cookie)).status).toBe(401);
      expect((await get('/console/api/keys', cookie)).status).toBe(401);
      expect((await get('/console/api/account', other)).status).toBe(200);
      // Logging out twice, or without a session, is harmless.
      expect((await post('/console/api/logout', undefined, cookie)).status).toBe(204);
      expect((await post('/console/api/logout')).status).toBe(204);
    });
  });

  describe('keys', () => {
    test('create: 201 with the key shown once, pinned to its form, usable at once', async () => {
      const { cookie } = await signUp();
      const created = await createKey(cookie, { name: 'ci', form: 'b' });
      expect(created.apiKey).toMatch(API_KEY_SHAPE);
      expect(created.key).toMatchObject({ name: 'ci', form: 'b', status: 'active', lastFour: created.apiKey.slice(-4) });
      const settings = await harness.request('/v1/settings', { apiKey: created.apiKey });
      expect(settings.status).toBe(200);
      expect(settings.headers.get('x-api-form')).toBe('b');
      expect(settings.headers.get('x-credits-remaining')).toBe('10');
    });

    test('create without a body: a default key in form a with every scope', async () => {
      const { cookie } = await signUp();
      const created = await createKey(cookie);
      expect(created.key.form).toBe('a');
      const settings = await harness.request('/v1/settings', { apiKey: created.apiKey });
      expect(settings.status).toBe(200);
      expect(settings.headers.get('x-api-form')).toBe('a');
    });

    test('create with scopes limits the key; invalid options are a 400', async () => {
      const { cookie } = await signUp();
      const limited = await createKey(cookie, { name: 'reader', scopes: ['resumes:read'] });
      expect((await harness.request('/v1/settings', { apiKey: limited.apiKey })).status).toBe(403);
      for (const json of [{ scopes: ['root'] }, { scopes: [] }, { form: 'z' }, { name: 'x', secret: 'y' }]) {
        expect((await post('/console/api/keys', json, cookie)).status).toBe(400);
      }
    });

    test('list: last four characters only, never the key or its hash', async () => {
      const { cookie } = await signUp();
      const first = await createKey(cookie, { name: 'ci', form: 'b' });
      const second = await createKey(cookie, { name: 'laptop' });
      const response = await get('/console/api/keys', cookie);
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
      await createKey(alice.cookie, { name: 'alice' });
      const { keys } = await (await get('/console/api/keys', bob.cookie)).json();
      expect(keys).toEqual([]);
    });

    test('regenerate: a new secret for the same key; the old secret is dead at once', async () => {
      const { cookie } = await signUp();
      const created = await createKey(cookie, { name: 'ci', form: 'b', scopes: ['settings', 'render'] });
      expect((await harness.request('/v1/settings', { apiKey: created.apiKey })).status).toBe(200);

      const response = await post(`/console/api/keys/${created.key.id}/regenerate`, undefined, cookie);
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

      const { keys } = await (await get('/console/api/keys', cookie)).json();
      expect(keys).toHaveLength(1);
      expect(keys[0].lastFour).toBe(regenerated.apiKey.slice(-4));
    });

    test('revoke: the key is dead at once, listed as revoked; revoking again is a 404', async () => {
      const { cookie } = await signUp();
      const kept = await createKey(cookie, { name: 'kept' });
      const doomed = await createKey(cookie, { name: 'doomed' });
      const response = await remove(`/console/api/keys/${doomed.key.id}`, cookie);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.key).toMatchObject({ id: doomed.key.id, status: 'revoked' });
      expect(typeof body.key.revokedAt).toBe('string');

      const refused = await harness.request('/v1/settings', { apiKey: doomed.apiKey });
      expect(refused.status).toBe(401);
      expect((await harness.request('/v1/settings', { apiKey: kept.apiKey })).status).toBe(200);

      const again = await remove(`/console/api/keys/${doomed.key.id}`, cookie);
      expect(again.status).toBe(404);
      expect((await again.json()).code).toBe('not_found');
      // A revoked key cannot be brought back by regenerating it.
      expect((await post(`/console/api/keys/${doomed.key.id}/regenerate`, undefined, cookie)).status).toBe(404);

      const { keys } = await (await get('/console/api/keys', cookie)).json();
      const listed = keys.find((key: { id: string }) => key.id === doomed.key.id);
      if (listed) expect(listed.status).toBe('revoked');
    });

    test("another user's key id: 404 for revoke and regenerate, and the key keeps working", async () => {
      const alice = await signUp();
      const bob = await signUp();
      const alicesKey = await createKey(alice.cookie, { name: 'alice' });
      expect((await remove(`/console/api/keys/${alicesKey.key.id}`, bob.cookie)).status).toBe(404);
      expect((await post(`/console/api/keys/${alicesKey.key.id}/regenerate`, undefined, bob.cookie)).status).toBe(404);
      expect((await harness.request('/v1/settings', { apiKey: alicesKey.apiKey })).status).toBe(200);
    });

    test.each(['not-a-uuid', '00000000-0000-0000-0000-000000000000', '%00', "1'%20OR%20'1'='1"])('key id %p: 404, never a 500', async (id) => {
      const { cookie } = await signUp();
      const revoke = await remove(`/console/api/keys/${id}`, cookie);
      expect(revoke.status).toBe(404);
      const regenerate = await post(`/console/api/keys/${id}/regenerate`, undefined, cookie);
      expect(regenerate.status).toBe(404);
    });
  });
});
