/** Hostile and malformed requests: each gets a clear 4xx in the error shape, never a 500, nothing written. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { sql } from 'kysely';
import { databaseKinds } from './support/databases.ts';
import { ADMIN_TOKEN, createHarness, type Harness, type TestAccount } from './support/harness.ts';

const kinds = await databaseKinds();

describe.each(kinds)('bad input on %s', (kind) => {
  let harness: Harness;
  let account: TestAccount;
  beforeAll(async () => {
    harness = await createHarness(kind);
    account = await harness.createAccount({ plan: 'pro' });
  }, 60_000);
  afterAll(() => harness.dispose());

  const putModel = (body: string, headers: Record<string, string> = {}) =>
    harness.request('/v1/settings/model', { method: 'PUT', apiKey: account.apiKey, headers: { 'content-type': 'application/json', ...headers }, body });

  async function expectError(response: Response, status: number, code: string) {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = await response.json();
    expect(body.code).toBe(code);
    expect(typeof body.error).toBe('string');
    return body;
  }

  test('malformed JSON', async () => {
    const body = await expectError(await putModel('{"provider": "openai",'), 400, 'invalid_json');
    expect(body.error).toMatch(/^Malformed JSON body/);
  });

  test('wrong types name the offending field', async () => {
    const body = await expectError(await putModel(JSON.stringify({ provider: 5, apiKey: 'k' })), 400, 'validation_failed');
    expect(body.details[0].path).toBe('body.provider');
  });

  test('unknown fields are rejected, not ignored', async () => {
    const body = await expectError(await putModel(JSON.stringify({ provider: 'openai', apiKey: 'k', temperature: 2 })), 400, 'validation_failed');
    expect(body.details.map((detail: { path: string }) => detail.path)).toContain('body.temperature');
  });

  test('an array, a string, null or nothing instead of an object', async () => {
    for (const raw of ['[]', '"openai"', 'null', '']) await expectError(await putModel(raw), 400, 'validation_failed');
  });

  test('prototype-pollution keys', async () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const body = await expectError(await putModel(`{"provider":"openai","apiKey":"k","${key}":{"isAdmin":true}}`), 400, 'validation_failed');
      expect(body.details[0].path).toBe(key);
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  test('a body over the limit is 413, whether declared or streamed', async () => {
    const big = JSON.stringify({ provider: 'openai', apiKey: 'x'.repeat(2 * 1024 * 1024) });
    await expectError(await putModel(big), 413, 'payload_too_large');
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const streamed = await harness.app.handle(
      new Request('http://localhost/v1/settings/model', { method: 'PUT', headers: { 'x-api-key': account.apiKey, 'content-type': 'application/json' }, body: stream }),
    );
    await expectError(streamed, 413, 'payload_too_large');
  });

  test('an unsupported content type is 415', async () => {
    await expectError(await putModel('<provider/>', { 'content-type': 'application/xml' }), 415, 'unsupported_media_type');
  });

  test('10 KB of headers is 431', async () => {
    await expectError(await harness.request('/v1/templates', { headers: { 'x-padding': 'a'.repeat(10 * 1024) } }), 431, 'headers_too_large');
    await expectError(await harness.request('/v1/settings', { headers: { 'x-api-key': 'a'.repeat(10 * 1024) } }), 431, 'headers_too_large');
  });

  test('unknown routes and methods are a JSON 404', async () => {
    await expectError(await harness.request('/v1/nope'), 404, 'not_found');
    await expectError(await harness.request('/v1/fonts', { method: 'DELETE' }), 404, 'not_found');
  });

  test('unknown template ids, path tricks and odd characters are 404', async () => {
    for (const id of ['NOPE', '..%2F..%2Fetc%2Fpasswd', '%00', "' OR 1=1--", 'graphite.json']) {
      await expectError(await harness.request(`/v1/templates/${id}`), 404, 'not_found');
    }
  });

  test('admin bodies: wrong types, negative or fractional credits, bad plan', async () => {
    const admin = (path: string, json: unknown) => harness.request(path, { method: 'POST', json, headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    const usersBefore = (await sql<{ count: number }>`SELECT count(*)::int AS count FROM users`.execute(harness.context.db)).rows[0]!.count;
    await expectError(await admin('/admin/users', { email: 'x@example.com', credits: -5 }), 400, 'validation_failed');
    await expectError(await admin('/admin/users', { email: 'x@example.com', credits: 1.5 }), 400, 'validation_failed');
    await expectError(await admin('/admin/users', { email: 'x@example.com', plan: 'enterprise' }), 400, 'validation_failed');
    await expectError(await admin('/admin/users', { email: 'not-an-email' }), 400, 'validation_failed');
    await expectError(await admin('/admin/users', { email: ['x@example.com'] }), 400, 'validation_failed');
    const usersAfter = (await sql<{ count: number }>`SELECT count(*)::int AS count FROM users`.execute(harness.context.db)).rows[0]!.count;
    expect(usersAfter).toBe(usersBefore);
  });
});
