/**
 * The operator API under /admin (Authorization: Bearer $ADMIN_TOKEN) on both stores: users, keys,
 * credits and plans, and what the keys it hands out can do.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { randomBytes } from 'node:crypto';
import { openConsoleSession } from './support/console-session.ts';
import { databaseKinds } from './support/databases.ts';
import { ADMIN_TOKEN, createHarness, type Harness } from './support/harness.ts';

const kinds = await databaseKinds();

const API_KEY_SHAPE = /^vitae_live_[0-9A-Za-z]{38}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const sortedKeys = (value: object) => Object.keys(value).sort();
const uniqueEmail = (label = 'admin') => `${label}-${randomBytes(5).toString('hex')}@example.com`;

describe.each(kinds)('admin API on %s', (kind) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createHarness(kind);
  }, 60_000);
  afterAll(() => harness.dispose());

  const admin = (path: string, json: unknown, token: string | null = ADMIN_TOKEN) =>
    harness.request(path, { method: 'POST', json, headers: token === null ? {} : { authorization: `Bearer ${token}` } });

  async function newUser(body: Record<string, unknown> = {}) {
    const email = (body.email as string) ?? uniqueEmail();
    const response = await admin('/admin/users', { email, ...body });
    expect(response.status).toBe(201);
    return { email, ...(await response.json()) } as { email: string; userId: string; plan: string; apiKey: string };
  }

  describe('POST /admin/users', () => {
    test('201 {userId, email, plan, apiKey}; the key works on GET /v1/settings', async () => {
      const email = uniqueEmail();
      const response = await admin('/admin/users', { email });
      expect(response.status).toBe(201);
      expect(response.headers.get('content-type')).toStartWith('application/json');
      expect(response.headers.get('x-api-form')).toBe('a');
      const body = await response.json();
      expect(sortedKeys(body)).toEqual(['apiKey', 'email', 'plan', 'userId']);
      expect(body.userId).toMatch(UUID);
      expect(body.email).toBe(email);
      expect(body.plan).toBe('free');
      expect(body.apiKey).toMatch(API_KEY_SHAPE);

      const settings = await harness.request('/v1/settings', { apiKey: body.apiKey });
      expect(settings.status).toBe(200);
      expect(settings.headers.get('x-credits-remaining')).toBe('10');
      expect(settings.headers.get('x-api-form')).toBe('a');
      expect((await settings.json()).data.model.isCustom).toBe(false);
    });

    test('plan pro with 7 prepaid credits: X-Credits-Remaining 207', async () => {
      const user = await newUser({ plan: 'pro', credits: 7 });
      expect(user.plan).toBe('pro');
      const settings = await harness.request('/v1/settings', { apiKey: user.apiKey });
      expect(settings.status).toBe(200);
      expect(settings.headers.get('x-credits-remaining')).toBe('207');
    });

    test('a password, when given, lets the user log in to the console; too short is a 400', async () => {
      const email = uniqueEmail();
      expect((await admin('/admin/users', { email, password: 'correct horse battery' })).status).toBe(201);
      // openConsoleSession throws unless the log-in answers 200.
      const login = await openConsoleSession(harness.request, { email, password: 'correct horse battery', login: true });
      expect(login.body.account).toMatchObject({ email });
      const short = await admin('/admin/users', { email: uniqueEmail(), password: 'short' });
      expect(short.status).toBe(400);
      expect((await short.json()).code).toBe('validation_failed');
    });

    test('a duplicate email is a 409, also when cased differently', async () => {
      const email = uniqueEmail('dup');
      await newUser({ email });
      for (const again of [email, email.toUpperCase(), `  ${email.replace('dup', 'DuP')}  `]) {
        const response = await admin('/admin/users', { email: again });
        expect(response.status).toBe(409);
        const body = await response.json();
        expect(body.code).toBe('conflict');
        expect(typeof body.error).toBe('string');
      }
    });

    test.each(['not-an-email', 'a@b', 'two words@example.com', '@example.com', ''])('a bad email (%p) is a 400', async (email) => {
      const response = await admin('/admin/users', { email });
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('validation_failed');
    });

    test('bad plan, negative credits, unknown fields, missing email: 400', async () => {
      for (const body of [
        { email: uniqueEmail(), plan: 'enterprise' },
        { email: uniqueEmail(), credits: -1 },
        { email: uniqueEmail(), credits: 1.5 },
        { email: uniqueEmail(), role: 'admin' },
        { plan: 'pro' },
      ]) {
        const response = await admin('/admin/users', body);
        expect(response.status).toBe(400);
        const error = await response.json();
        expect(error.code).toBe('validation_failed');
        expect(Array.isArray(error.details)).toBe(true);
      }
    });
  });

  describe('the admin token', () => {
    test.each([
      ['a wrong token', { authorization: `Bearer ${ADMIN_TOKEN}x` }],
      ['no authorization header', {}],
      ['an empty bearer token', { authorization: 'Bearer ' }],
      ['another scheme', { authorization: `Basic ${Buffer.from(`admin:${ADMIN_TOKEN}`).toString('base64')}` }],
      ['the token without its scheme', { authorization: ADMIN_TOKEN }],
    ])('%s: 401 on every admin route, nothing created', async (_label, headers) => {
      const email = uniqueEmail('denied');
      for (const [path, json] of [
        ['/admin/users', { email }],
        ['/admin/keys', { email }],
        ['/admin/credits', { email, credits: 5 }],
        ['/admin/plan', { email, plan: 'pro' }],
      ] as const) {
        const response = await harness.request(path, { method: 'POST', json, headers });
        expect(response.status).toBe(401);
        const body = await response.json();
        expect(body.code).toBe('unauthorized');
        expect(JSON.stringify(body)).not.toContain(ADMIN_TOKEN);
      }
      // The user was not created: creating it with the right token now succeeds.
      expect((await admin('/admin/users', { email })).status).toBe(201);
    });

    test('an API key is not an admin token', async () => {
      const account = await harness.createAccount({ plan: 'pro' });
      const response = await harness.request('/admin/users', { method: 'POST', apiKey: account.apiKey, json: { email: uniqueEmail() } });
      expect(response.status).toBe(401);
    });

    test('with ADMIN_TOKEN empty the admin API does not exist: 404', async () => {
      const disabled = await createHarness(kind, { ADMIN_TOKEN: '' });
      try {
        for (const headers of [{ authorization: `Bearer ${ADMIN_TOKEN}` }, { authorization: 'Bearer ' }, {}] as Record<string, string>[]) {
          const response = await disabled.request('/admin/users', { method: 'POST', json: { email: uniqueEmail() }, headers });
          expect(response.status).toBe(404);
          expect((await response.json()).code).toBe('not_found');
        }
        const plan = await disabled.request('/admin/plan', { method: 'POST', json: { email: uniqueEmail(), plan: 'pro' }, headers: { authorization: 'Bearer ' } });
        expect(plan.status).toBe(404);
      } finally {
        await disabled.dispose();
      }
    }, 60_000);
  });

  describe('POST /admin/keys', () => {
    test('201 {keyId, apiKey}; the key is limited to its scopes and pinned to its form', async () => {
      const user = await newUser();
      const response = await admin('/admin/keys', { email: user.email, name: 'reader', scopes: ['resumes:read'], form: 'b' });
      expect(response.status).toBe(201);
      const body = await response.json();
      expect(sortedKeys(body)).toEqual(['apiKey', 'keyId']);
      expect(body.keyId).toMatch(UUID);
      expect(body.apiKey).toMatch(API_KEY_SHAPE);
      expect(body.apiKey).not.toBe(user.apiKey);

      const settings = await harness.request('/v1/settings', { apiKey: body.apiKey });
      expect(settings.status).toBe(403);
      expect(settings.headers.get('x-api-form')).toBe('b');
      const error = await settings.json();
      expect(error.code).toBe('insufficient_scope');
      expect(error.error).toContain('settings');
      // The user's first key still has every scope.
      expect((await harness.request('/v1/settings', { apiKey: user.apiKey })).status).toBe(200);
    });

    test('defaults: every scope, form a', async () => {
      const user = await newUser();
      const response = await admin('/admin/keys', { email: user.email.toUpperCase() });
      expect(response.status).toBe(201);
      const { apiKey } = await response.json();
      const settings = await harness.request('/v1/settings', { apiKey });
      expect(settings.status).toBe(200);
      expect(settings.headers.get('x-api-form')).toBe('a');
    });

    test('an unknown email is a 404', async () => {
      const response = await admin('/admin/keys', { email: uniqueEmail('nobody'), name: 'x' });
      expect(response.status).toBe(404);
      expect((await response.json()).code).toBe('not_found');
    });

    test.each([
      ['an unknown scope', { scopes: ['resumes:read', 'billing'] }],
      ['no scopes at all', { scopes: [] }],
      ['an unknown form', { form: 'c' }],
      ['an unknown field', { expires: '2030-01-01' }],
      ['an empty name', { name: '' }],
    ])('%s is a 400', async (_label, extra) => {
      const user = await newUser();
      const response = await admin('/admin/keys', { email: user.email, ...extra });
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('validation_failed');
    });
  });

  describe('POST /admin/credits', () => {
    test('adds prepaid credits and answers the new balance', async () => {
      const user = await newUser();
      const response = await admin('/admin/credits', { email: user.email, credits: 25 });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.email).toBe(user.email);
      expect(body.credits).toMatchObject({ prepaid: 25, remaining: 35, cycleQuota: 10, cycleUsed: 0, cycleRemaining: 10 });
      expect(new Date(body.credits.cycleResetsAt).getTime()).toBeGreaterThan(Date.now());
      const settings = await harness.request('/v1/settings', { apiKey: user.apiKey });
      expect(settings.headers.get('x-credits-remaining')).toBe('35');

      const second = await admin('/admin/credits', { email: user.email, credits: 5 });
      expect((await second.json()).credits).toMatchObject({ prepaid: 30, remaining: 40 });
    });

    test('removing some is allowed; removing more than the prepaid balance is a 400 and changes nothing', async () => {
      const user = await newUser({ credits: 10 });
      const removed = await admin('/admin/credits', { email: user.email, credits: -4 });
      expect(removed.status).toBe(200);
      expect((await removed.json()).credits).toMatchObject({ prepaid: 6, remaining: 16 });
      const tooMuch = await admin('/admin/credits', { email: user.email, credits: -7 });
      expect(tooMuch.status).toBe(400);
      const error = await tooMuch.json();
      expect(typeof error.error).toBe('string');
      expect(error.code).toBe('invalid_request');
      const settings = await harness.request('/v1/settings', { apiKey: user.apiKey });
      expect(settings.headers.get('x-credits-remaining')).toBe('16');
    });

    test('unknown email 404; missing, fractional or non-numeric credits 400', async () => {
      expect((await admin('/admin/credits', { email: uniqueEmail('nobody'), credits: 3 })).status).toBe(404);
      const user = await newUser();
      expect((await admin('/admin/credits', { email: user.email })).status).toBe(400);
      expect((await admin('/admin/credits', { email: user.email, credits: 2.5 })).status).toBe(400);
      expect((await admin('/admin/credits', { email: user.email, credits: true })).status).toBe(400);
      expect((await admin('/admin/credits', { email: user.email, credits: '5abc' })).status).toBe(400);
    });
  });

  describe('POST /admin/plan', () => {
    test('pro: the account answers with plan pro and a 200-credit cycle quota', async () => {
      const user = await newUser({ credits: 3 });
      const response = await admin('/admin/plan', { email: user.email, plan: 'pro' });
      expect(response.status).toBe(200);
      const account = await response.json();
      expect(account.userId).toBe(user.userId);
      expect(account.email).toBe(user.email);
      expect(account.plan).toBe('pro');
      expect(account.credits).toMatchObject({ cycleQuota: 200, prepaid: 3, remaining: 203 });
      const settings = await harness.request('/v1/settings', { apiKey: user.apiKey });
      expect(settings.headers.get('x-credits-remaining')).toBe('203');

      const back = await admin('/admin/plan', { email: user.email, plan: 'free' });
      expect(back.status).toBe(200);
      expect(await back.json()).toMatchObject({ plan: 'free', credits: { cycleQuota: 10, remaining: 13 } });
    });

    test('unknown email 404; unknown plan 400', async () => {
      expect((await admin('/admin/plan', { email: uniqueEmail('nobody'), plan: 'pro' })).status).toBe(404);
      const user = await newUser();
      const response = await admin('/admin/plan', { email: user.email, plan: 'platinum' });
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('validation_failed');
    });
  });
});
