/**
 * Access rules, the same in both forms and on both stores: the key in x-api-key or as Authorization:
 * Bearer (x-api-key deciding when both are sent; /admin keeps its own token); 401 for every kind of
 * bad key with one body, 403 for a missing scope, both before the body is read; 429 with its headers, shared by
 * instances; 402 with X-Credits-Remaining; the form chosen by header, key pin or server default;
 * concurrent regenerations of one key: one winner, whose secret works, and 409 for the rest.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { Elysia, t } from 'elysia';
import { sql } from 'kysely';
import { createApp } from '../src/app.ts';
import { API_KEY_PREFIX, generateApiKey } from '../src/domain/api-key.ts';
import { chargeRequest } from '../src/http/charge.ts';
import { accessPlugin } from '../src/http/plugins/access.ts';
import { REGENERATION_SETTLE_SECONDS, regenerateApiKey, revokeApiKey } from '../src/services/api-keys.ts';
import { openConsoleSession, uniqueConsoleEmail } from './support/console-session.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/databases.ts';
import { ADMIN_TOKEN, createHarness, type Harness } from './support/harness.ts';

const kinds = await databaseKinds();
const forms = ['a', 'b'] as const;

/** The app plus one route that spends credits through the production charging path. */
function appWithChargedRoute(harness: Harness) {
  const { context } = harness;
  return createApp(context).use(
    new Elysia().use(accessPlugin(context)).post(
      '/v1/test-charge',
      ({ principal, request, body }) =>
        chargeRequest(context, request, principal, 'tailor', async () => {
          if (body.fail) throw new Error('the action failed');
          return { done: true };
        }),
      { scope: 'ai', body: t.Object({ fail: t.Boolean() }) },
    ),
  );
}

describe.each(kinds)('access on %s', (kind) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createHarness(kind);
  }, 60_000);
  afterAll(() => harness.dispose());

  describe.each(forms)('form %s', (form) => {
    test('every kind of bad key answers the same 401', async () => {
      const account = await harness.createAccount();
      const revoked = await harness.createAccount();
      await revokeApiKey(harness.context, revoked.userId, revoked.keyId);
      const tampered = account.apiKey.slice(0, -1) + (account.apiKey.endsWith('A') ? 'B' : 'A');
      const presented: Array<string | undefined> = [undefined, '', 'nonsense', `${API_KEY_PREFIX}short`, tampered, generateApiKey(), revoked.apiKey, 'x'.repeat(5000)];
      const bodies = new Set<string>();
      for (const apiKey of presented) {
        const response = await harness.request('/v1/settings', { form, headers: apiKey === undefined ? {} : { 'x-api-key': apiKey } });
        expect(response.status).toBe(401);
        expect(response.headers.get('x-api-form')).toBe(form);
        bodies.add(await response.text());
      }
      expect([...bodies]).toEqual([JSON.stringify({ error: 'Missing or invalid API key. Send a valid key in the x-api-key header (or as Authorization: Bearer <key>).', code: 'unauthorized' })]);
    });

    test('Authorization: Bearer <key> works wherever x-api-key does: reads, writes, scopes, credits', async () => {
      const account = await harness.createAccount({ credits: 4 });
      for (const authorization of [`Bearer ${account.apiKey}`, `bearer ${account.apiKey}`, `BEARER\t${account.apiKey} `]) {
        const response = await harness.request('/v1/settings', { form, headers: { authorization } });
        expect(response.status).toBe(200);
        expect(response.headers.get('x-credits-remaining')).toBe('14');
        expect(response.headers.get('x-api-form')).toBe(form);
      }
      const bearer = { authorization: `Bearer ${account.apiKey}` };
      const created = await harness.request('/v1/resumes', { method: 'POST', form, headers: bearer, json: { title: 'Via Bearer' } });
      expect(created.status).toBe(201);
      const listed = await harness.request('/v1/resumes', { form, headers: bearer });
      const body = await listed.json();
      expect((form === 'a' ? body.items : body.data).map((item: { title: string }) => item.title)).toEqual(['Via Bearer']);
      const readOnly = await harness.createAccount({ scopes: ['resumes:read'] });
      const refused = await harness.request('/v1/resumes', { method: 'POST', form, headers: { authorization: `Bearer ${readOnly.apiKey}` }, json: { title: 'x' } });
      expect(refused.status).toBe(403);
      expect((await refused.json()).code).toBe('insufficient_scope');
    });

    test('a bad Bearer credential answers the same 401 as a bad x-api-key', async () => {
      const account = await harness.createAccount();
      const revoked = await harness.createAccount();
      await revokeApiKey(harness.context, revoked.userId, revoked.keyId);
      const tampered = account.apiKey.slice(0, -1) + (account.apiKey.endsWith('A') ? 'B' : 'A');
      const expected = await (await harness.request('/v1/settings', { form, headers: { 'x-api-key': 'nonsense' } })).text();
      for (const authorization of [
        'Bearer',
        'Bearer ',
        'Bearer nonsense',
        `Bearer ${tampered}`,
        `Bearer ${revoked.apiKey}`,
        `Bearer ${generateApiKey()}`,
        `Bearer ${ADMIN_TOKEN}`,
        `Bearer ${account.apiKey} extra`,
        `Basic ${btoa(`${account.apiKey}:`)}`,
        account.apiKey,
        `Token ${account.apiKey}`,
      ]) {
        const response = await harness.request('/v1/settings', { form, headers: { authorization } });
        expect({ authorization, status: response.status, body: await response.text() }).toEqual({ authorization, status: 401, body: expected });
        expect(response.headers.get('x-api-form')).toBe(form);
      }
    });

    test('both headers sent: x-api-key decides, Authorization is not read', async () => {
      const mine = await harness.createAccount();
      const theirs = await harness.createAccount();
      const titles = async (account: { apiKey: string }) => {
        const body = await (await harness.request('/v1/resumes', { form, apiKey: account.apiKey })).json();
        return (form === 'a' ? body.items : body.data).map((item: { title: string }) => item.title);
      };
      // Another account's valid key as Bearer does not change whose request it is.
      const created = await harness.request('/v1/resumes', { method: 'POST', form, apiKey: mine.apiKey, headers: { authorization: `Bearer ${theirs.apiKey}` }, json: { title: 'Mine' } });
      expect(created.status).toBe(201);
      expect(await titles(mine)).toEqual(['Mine']);
      expect(await titles(theirs)).toEqual([]);
      // A credential meant for something else beside a valid key is left alone.
      for (const authorization of [`Bearer ${ADMIN_TOKEN}`, 'Bearer nonsense', 'Basic dXNlcjpwYXNz']) {
        expect((await harness.request('/v1/settings', { form, apiKey: mine.apiKey, headers: { authorization } })).status).toBe(200);
      }
      // A bad x-api-key is not rescued by a valid Bearer.
      const refused = await harness.request('/v1/settings', { form, headers: { 'x-api-key': generateApiKey(), authorization: `Bearer ${mine.apiKey}` } });
      expect(refused.status).toBe(401);
      // An empty x-api-key presents nothing, so the Bearer is the credential.
      expect((await harness.request('/v1/settings', { form, headers: { 'x-api-key': '', authorization: `Bearer ${mine.apiKey}` } })).status).toBe(200);
    });

    test('401 comes before the body is read: malformed JSON without a key is a 401', async () => {
      const response = await harness.request('/v1/settings/model', { method: 'PUT', form, headers: { 'content-type': 'application/json' }, body: '{"provider": ' });
      expect(response.status).toBe(401);
    });

    test('403 when the key lacks the scope, before the body is read', async () => {
      const account = await harness.createAccount({ scopes: ['resumes:read'] });
      const response = await harness.request('/v1/settings/model', { method: 'PUT', form, apiKey: account.apiKey, headers: { 'content-type': 'application/json' }, body: '{broken' });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'This API key lacks the "settings" scope required for this action.', code: 'insufficient_scope' });
    });

    test('a valid key with the scope gets through, with X-Credits-Remaining', async () => {
      const account = await harness.createAccount({ credits: 4 });
      const response = await harness.request('/v1/settings', { form, apiKey: account.apiKey });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-credits-remaining')).toBe('14');
      expect(response.headers.get('x-api-form')).toBe(form);
    });

    test('402 when out of credits, nothing charged for a failed action', async () => {
      const app = appWithChargedRoute(harness);
      const account = await harness.createAccount({ credits: 1 });
      const charge = (fail: boolean) =>
        app.handle(
          new Request('http://localhost/v1/test-charge', {
            method: 'POST',
            headers: { 'x-api-key': account.apiKey, 'x-api-form': form, 'content-type': 'application/json' },
            body: JSON.stringify({ fail }),
          }),
        );
      const failed = await charge(true);
      expect(failed.status).toBe(500);
      expect(failed.headers.get('x-credits-remaining')).toBe('11');
      for (const remaining of ['8', '5', '2']) {
        const response = await charge(false);
        expect(response.status).toBe(200);
        expect(response.headers.get('x-credits-remaining')).toBe(remaining);
      }
      const refused = await charge(false);
      expect(refused.status).toBe(402);
      expect(refused.headers.get('x-api-form')).toBe(form);
      const body = await refused.json();
      expect(body.code).toBe('insufficient_credits');
      expect(body.error).toMatch(/costs 3 and 2 remain/);
      expect(body.error).toMatch(/Upgrade to the pro plan or purchase credits/);
      expect(refused.headers.get('x-credits-remaining')).toBe('2');
    });
  });

  test('the form: header first, then the key pin, then the server default', async () => {
    const pinnedB = await harness.createAccount({ form: 'b' });
    const pinnedA = await harness.createAccount({ form: 'a' });
    const formOf = async (apiKey: string, header?: string) => (await harness.request('/v1/templates/graphite', { apiKey, headers: header ? { 'x-api-form': header } : {} })).headers.get('x-api-form');
    expect(await formOf(pinnedB.apiKey)).toBe('b');
    expect(await formOf(pinnedA.apiKey)).toBe('a');
    expect(await formOf(pinnedB.apiKey, 'A')).toBe('a');
    expect(await formOf(pinnedA.apiKey, 'b')).toBe('b');
    const pinnedBody = await (await harness.request('/v1/templates/graphite', { apiKey: pinnedB.apiKey })).json();
    expect(pinnedBody.data.id).toBe('graphite');
    const invalid = await harness.request('/v1/templates', { headers: { 'x-api-form': 'c' } });
    expect(invalid.status).toBe(400);
  });

  test('a Bearer key on a public route counts for its account and picks its pinned form, as x-api-key does', async () => {
    const pinnedB = await harness.createAccount({ form: 'b' });
    const response = await harness.request('/v1/templates/graphite', { headers: { authorization: `Bearer ${pinnedB.apiKey}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-api-form')).toBe('b');
    expect(response.headers.get('ratelimit-policy')).toStartWith('"per-account"');
    // A bad one is ignored on public routes, like a bad x-api-key.
    const anonymous = await harness.request('/v1/templates/graphite', { headers: { authorization: 'Bearer nonsense' } });
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('ratelimit-policy')).toStartWith('"per-ip"');
  });

  test('/admin keeps its own Bearer token: an API key there, as Bearer or x-api-key, is a 401; the admin token is no API key', async () => {
    const account = await harness.createAccount();
    const grant = (headers: Record<string, string>) => harness.request('/admin/credits', { method: 'POST', headers, json: { email: account.email, credits: 1 } });
    expect((await grant({ authorization: `Bearer ${ADMIN_TOKEN}` })).status).toBe(200);
    expect((await grant({ authorization: `Bearer ${ADMIN_TOKEN}`, 'x-api-key': account.apiKey })).status).toBe(200);
    expect((await grant({ authorization: `Bearer ${account.apiKey}` })).status).toBe(401);
    expect((await grant({ 'x-api-key': account.apiKey })).status).toBe(401);
    const asKey = await harness.request('/v1/settings', { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(asKey.status).toBe(401);
    expect((await asKey.json()).code).toBe('unauthorized');
  });

  test('API_FORM sets the server default', async () => {
    const formB = await createHarness(kind, { API_FORM: 'b' }, harness.database);
    try {
      const response = await formB.request('/v1/templates');
      expect(response.headers.get('x-api-form')).toBe('b');
      expect(Object.keys(await response.json())).toEqual(['data']);
      const notFound = await formB.request('/v1/nothing-here');
      expect(notFound.status).toBe(404);
      expect(notFound.headers.get('x-api-form')).toBe('b');
    } finally {
      await formB.dispose();
    }
  }, 60_000);

  test('regenerating a key kills the old secret at once and keeps name, scopes and form', async () => {
    const account = await harness.createAccount({ scopes: ['settings'], form: 'b' });
    expect((await harness.request('/v1/settings', { apiKey: account.apiKey })).status).toBe(200);
    const { key, apiKey } = await regenerateApiKey(harness.context, account.userId, account.keyId);
    expect(key).toMatchObject({ id: account.keyId, scopes: ['settings'], form: 'b', status: 'active', lastFour: apiKey.slice(-4) });
    expect((await harness.request('/v1/settings', { apiKey: account.apiKey })).status).toBe(401);
    const fresh = await harness.request('/v1/settings', { apiKey });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('x-api-form')).toBe('b');
  });

  test('another account cannot revoke or regenerate my key', async () => {
    const mine = await harness.createAccount();
    const theirs = await harness.createAccount();
    await expect(revokeApiKey(harness.context, theirs.userId, mine.keyId)).rejects.toMatchObject({ status: 404 });
    await expect(regenerateApiKey(harness.context, theirs.userId, mine.keyId)).rejects.toMatchObject({ status: 404 });
    await expect(revokeApiKey(harness.context, theirs.userId, "' OR 1=1--")).rejects.toMatchObject({ status: 404 });
    expect((await harness.request('/v1/settings', { apiKey: mine.apiKey })).status).toBe(200);
  });

  describe('ten concurrent regenerations of one key: exactly one wins, and its secret is the one that works', () => {
    const PARALLEL = 10;

    /** The winner's secret authenticates and the original no longer does. */
    async function expectOnlyWinnerWorks(original: string, winner: string) {
      expect(winner).not.toBe(original);
      expect((await harness.request('/v1/settings', { apiKey: winner })).status).toBe(200);
      expect((await harness.request('/v1/settings', { apiKey: original })).status).toBe(401);
    }

    test('through the service (what every regenerate path calls)', async () => {
      const account = await harness.createAccount();
      const outcomes = await Promise.allSettled(Array.from({ length: PARALLEL }, () => regenerateApiKey(harness.context, account.userId, account.keyId)));
      const won = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
      const lost = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(PARALLEL - 1);
      for (const error of lost) expect(error).toMatchObject({ status: 409, code: 'conflict', message: expect.stringContaining('regenerated concurrently') });
      await expectOnlyWinnerWorks(account.apiKey, won[0]!.apiKey);
      // A deliberate regeneration once the settle time has passed (moved back here, not waited for) wins.
      await harness.context.db
        .updateTable('apiKeys')
        .set({ regeneratedAt: sql<Date>`regenerated_at - make_interval(secs => ${REGENERATION_SETTLE_SECONDS})` })
        .where('id', '=', account.keyId)
        .execute();
      const later = await regenerateApiKey(harness.context, account.userId, account.keyId);
      await expectOnlyWinnerWorks(won[0]!.apiKey, later.apiKey);
    });

    test('through the console API: one 200, nine 409 conflict', async () => {
      const { headers, cookie } = await openConsoleSession(harness.request, { email: uniqueConsoleEmail('regen') });
      const created = await harness.request('/console/api/keys', { method: 'POST', json: { name: 'ci' }, headers });
      expect(created.status).toBe(201);
      const { key, apiKey: original } = await created.json();

      const responses = await Promise.all(Array.from({ length: PARALLEL }, () => harness.request(`/console/api/keys/${key.id}/regenerate`, { method: 'POST', headers })));
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([200, ...Array(PARALLEL - 1).fill(409)]);
      const bodies = await Promise.all(responses.map((response) => response.json()));
      const winner = bodies[responses.findIndex((response) => response.status === 200)];
      for (const [index, response] of responses.entries()) {
        if (response.status === 409) expect(bodies[index]).toEqual({ code: 'conflict', error: expect.stringMatching(/regenerated concurrently.*Try again/) });
      }
      await expectOnlyWinnerWorks(original, winner.apiKey);
      const { keys } = await (await harness.request('/console/api/keys', { headers: { cookie } })).json();
      expect(keys).toEqual([expect.objectContaining({ id: key.id, status: 'active', lastFour: winner.apiKey.slice(-4) })]);
    });
  });

  test('the key records when it was last used', async () => {
    const account = await harness.createAccount();
    await harness.request('/v1/settings', { apiKey: account.apiKey });
    await Bun.sleep(50);
    const row = await harness.context.db.selectFrom('apiKeys').select(['lastUsedAt', 'keyHash', 'lastFour']).where('id', '=', account.keyId).executeTakeFirstOrThrow();
    expect(row.lastUsedAt).toBeInstanceOf(Date);
    expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.keyHash).not.toContain(account.apiKey);
    expect(row.lastFour).toBe(account.apiKey.slice(-4));
  });
});

/**
 * Two instances of the service over one fresh database, as behind a load balancer, for the
 * enclosing describe: the returned object holds them once its beforeAll has run.
 */
function twoInstances(kind: Parameters<typeof createTestDatabase>[0], limits: Record<string, string>): { database: TestDatabase; first: Harness; second: Harness } {
  const instances = {} as { database: TestDatabase; first: Harness; second: Harness };
  beforeAll(async () => {
    instances.database = await createTestDatabase(kind);
    instances.first = await createHarness(kind, limits, instances.database);
    instances.second = await createHarness(kind, limits, instances.database);
  }, 60_000);
  afterAll(async () => {
    await instances.first.dispose();
    await instances.second.dispose();
    await instances.database.dispose();
  });
  return instances;
}

describe.each(kinds)('rate limits on %s', (kind) => {
  const instances = twoInstances(kind, { RATE_LIMIT_PUBLIC_PER_MINUTE: '30', RATE_LIMIT_ACCOUNT_PER_MINUTE: '100', TRUST_PROXY: '1' });

  test('30 public requests per minute per client address, then 429 with Retry-After and RateLimit headers', async () => {
    const from = { 'x-forwarded-for': '203.0.113.7' };
    for (let index = 0; index < 30; index++) {
      const response = await (index % 2 ? instances.first : instances.second).request('/v1/fonts', { headers: from });
      expect(response.status).toBe(200);
      if (index === 0) {
        expect(response.headers.get('ratelimit-policy')).toBe('"per-ip";q=30;w=60');
        expect(response.headers.get('ratelimit')).toMatch(/^"per-ip";r=29;t=\d+$/);
      }
    }
    const limited = await instances.first.request('/v1/fonts', { headers: from });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(120);
    expect(limited.headers.get('ratelimit')).toMatch(/^"per-ip";r=0;t=\d+$/);
    expect(limited.headers.get('x-api-form')).toBe('a');
    // Another address has its own budget.
    expect((await instances.second.request('/v1/fonts', { headers: { 'x-forwarded-for': '198.51.100.2' } })).status).toBe(200);
  });

  test('on every 429 Retry-After and the RateLimit reset agree, and hammering neither counts nor pushes them later', async () => {
    const address = '203.0.113.50';
    const from = { 'x-forwarded-for': address };
    for (let index = 0; index < 30; index++) expect((await (index % 2 ? instances.first : instances.second).request('/v1/fonts', { headers: from })).status).toBe(200);
    const retryAfters: number[] = [];
    for (let index = 0; index < 20; index++) {
      const limited = await (index % 2 ? instances.first : instances.second).request('/v1/fonts', { headers: from });
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(Number.isInteger(retryAfter) && retryAfter >= 1).toBe(true);
      expect(limited.headers.get('ratelimit')).toBe(`"per-ip";r=0;t=${retryAfter}`);
      expect((await limited.json()).error).toContain(`Retry after ${retryAfter} s.`);
      retryAfters.push(retryAfter);
    }
    // Never later than the one before: time passes, nothing is added.
    for (let index = 1; index < retryAfters.length; index++) expect(retryAfters[index]).toBeLessThanOrEqual(retryAfters[index - 1]!);
    // The 20 refused requests were not counted (a window boundary may have moved hits to previous_hits).
    const counter = await instances.first.context.db.selectFrom('rateLimitCounters').select(['hits', 'previousHits']).where('bucket', '=', `per-ip:${address}`).executeTakeFirstOrThrow();
    expect(counter.hits + counter.previousHits).toBe(30);
  });

  test('100 requests per minute per account, shared by both instances', async () => {
    const account = await instances.first.createAccount();
    const statuses: number[] = [];
    for (let index = 0; index < 101; index++) {
      statuses.push((await (index % 2 ? instances.first : instances.second).request('/v1/settings', { apiKey: account.apiKey })).status);
    }
    expect(statuses.slice(0, 100).every((status) => status === 200)).toBe(true);
    expect(statuses[100]).toBe(429);
    // Another account on the same address is unaffected.
    const other = await instances.first.createAccount();
    expect((await instances.first.request('/v1/settings', { apiKey: other.apiKey })).status).toBe(200);
  });

  test('concurrent requests cannot slip past the limit', async () => {
    const account = await instances.first.createAccount();
    const responses = await Promise.all(Array.from({ length: 130 }, (_, index) => (index % 2 ? instances.first : instances.second).request('/v1/settings', { apiKey: account.apiKey })));
    expect(responses.filter((response) => response.status === 200)).toHaveLength(100);
    expect(responses.filter((response) => response.status === 429)).toHaveLength(30);
  });

  test('failed key attempts count against the address, so keys cannot be guessed at speed', async () => {
    const from = { 'x-forwarded-for': '192.0.2.99' };
    const statuses: number[] = [];
    for (let index = 0; index < 35; index++) statuses.push((await instances.first.request('/v1/settings', { apiKey: generateApiKey(), headers: from })).status);
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    // Every guess past the 30th is refused until counted failures leave the window; refused ones are not counted themselves.
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);
  });

  test('failed Bearer credentials count against the address, in the same budget as bad x-api-key values', async () => {
    const from = { 'x-forwarded-for': '192.0.2.123' };
    const statuses: number[] = [];
    for (let index = 0; index < 34; index++) {
      const credential: Record<string, string> = index % 2 ? { authorization: `Bearer ${generateApiKey()}` } : { 'x-api-key': generateApiKey() };
      statuses.push((await instances.first.request('/v1/settings', { headers: { ...from, ...credential } })).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429]);
    // The valid key itself is counted per account, not refused for its address's failures.
    const account = await instances.first.createAccount();
    expect((await instances.second.request('/v1/settings', { headers: { ...from, authorization: `Bearer ${account.apiKey}` } })).status).toBe(200);
  });

  test('X-Forwarded-For is ignored unless TRUST_PROXY is set', async () => {
    const untrusting = await createHarness(kind, { RATE_LIMIT_PUBLIC_PER_MINUTE: '3' }, instances.database);
    try {
      for (let index = 0; index < 3; index++) {
        expect((await untrusting.request('/v1/languages', { headers: { 'x-forwarded-for': `10.0.0.${index}` } })).status).toBe(200);
      }
      expect((await untrusting.request('/v1/languages', { headers: { 'x-forwarded-for': '10.0.0.200' } })).status).toBe(429);
    } finally {
      await untrusting.dispose();
    }
  }, 60_000);
});

describe.each(kinds)('a client that follows the rate-limit headers, on %s', (kind) => {
  // A one-second window, so that waiting out a Retry-After takes at most two seconds of real time.
  const instances = twoInstances(kind, { RATE_LIMIT_PUBLIC_PER_MINUTE: '2', RATE_LIMIT_WINDOW_SECONDS: '1', TRUST_PROXY: '1' });

  test('sleeping exactly Retry-After seconds after a 429 is enough to be admitted, on either instance', async () => {
    const from = { 'x-forwarded-for': '198.51.100.77' };
    for (const [limitedBy, retriedOn] of [
      [instances.first, instances.second],
      [instances.second, instances.first],
    ] as const) {
      let limited: Response | undefined;
      for (let attempt = 0; attempt < 10 && limited === undefined; attempt++) {
        const response = await limitedBy.request('/v1/languages', { headers: from });
        if (response.status === 429) limited = response;
        else expect(response.status).toBe(200);
      }
      expect(limited).toBeDefined();
      const retryAfter = Number(limited!.headers.get('retry-after'));
      expect(limited!.headers.get('ratelimit')).toBe(`"per-ip";r=0;t=${retryAfter}`);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(2);
      await Bun.sleep(retryAfter * 1000);
      expect((await retriedOn.request('/v1/languages', { headers: from })).status).toBe(200);
    }
  }, 30_000);
});
