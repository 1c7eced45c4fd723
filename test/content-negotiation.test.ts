/**
 * Content negotiation over HTTP, on both stores: every API route answers in a media type the
 * request's Accept allows, or 406 not_acceptable naming what it can answer. JSON routes take a
 * browser's Accept (its any-type range at q=0.8) and refuse `text/html` alone; 401 and 403 still
 * come first, and the 406 before the body is read. Routes outside the API (health, docs, console
 * page) are left as they were. The file routes' own answers are in render-answers.test.ts,
 * tailor-form-a.test.ts and parse.test.ts.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { getCreditBalance } from '../src/services/credits.ts';
import { databaseKinds } from './support/databases.ts';
import { ADMIN_TOKEN, createHarness, type Harness, type TestAccount } from './support/harness.ts';

const kinds = await databaseKinds();
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const JSON_ONLY = { error: 'This endpoint answers application/json, and the Accept header allows none of them.', code: 'not_acceptable' };

describe.each(kinds)('content negotiation on %s', (kind) => {
  let harness: Harness;
  let account: TestAccount;
  beforeAll(async () => {
    harness = await createHarness(kind);
    account = await harness.createAccount({ credits: 20 });
  }, 60_000);
  afterAll(() => harness.dispose());

  const get = (path: string, accept: string | undefined, init: { apiKey?: string; form?: 'a' | 'b'; headers?: Record<string, string> } = {}) =>
    harness.request(path, { apiKey: init.apiKey, form: init.form, headers: { ...init.headers, ...(accept !== undefined && { accept }) } });

  test('a JSON route: text/html or image/png alone is a 406 in the error shape; a browser, */*, no Accept or application/json get JSON', async () => {
    for (const path of ['/v1/resumes', '/v1/settings', '/v1/cover-letters/schema']) {
      for (const accept of ['text/html', 'image/png', 'application/json;q=0']) {
        const refused = await get(path, accept, { apiKey: account.apiKey, form: 'b' });
        expect([path, accept, refused.status]).toEqual([path, accept, 406]);
        expect(refused.headers.get('content-type')).toStartWith('application/json');
        expect(refused.headers.get('x-api-form')).toBe('b');
        expect(refused.headers.get('x-credits-remaining')).not.toBeNull();
        expect(await refused.json()).toEqual(JSON_ONLY);
      }
      for (const accept of [BROWSER, '*/*', undefined, 'application/json', 'application/*', 'text/html, application/json;q=0.1']) {
        const answered = await get(path, accept, { apiKey: account.apiKey });
        expect([path, accept, answered.status]).toEqual([path, accept, 200]);
        expect(answered.headers.get('content-type')).toStartWith('application/json');
      }
    }
  });

  test('public catalog routes negotiate too', async () => {
    expect((await get('/v1/templates', 'text/html')).status).toBe(406);
    expect(await (await get('/v1/fonts', 'image/png')).json()).toEqual(JSON_ONLY);
    expect((await get('/v1/templates', BROWSER)).status).toBe(200);
    expect((await get('/v1/languages', undefined)).status).toBe(200);
  });

  test('a malformed Accept is read leniently: with nothing readable in it, it is as if none was sent', async () => {
    for (const accept of ['garbage', ';;,,', 'application/json;q=abc', '*/json']) {
      expect([accept, (await get('/v1/resumes', accept, { apiKey: account.apiKey })).status]).toEqual([accept, 200]);
    }
  });

  test('401 and 403 come before 406', async () => {
    const anonymous = await get('/v1/resumes', 'image/png');
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).code).toBe('unauthorized');
    const reader = await harness.createAccount({ scopes: ['resumes:read'] });
    const refused = await harness.request('/v1/export', { method: 'POST', apiKey: reader.apiKey, json: { resumeId: 'x' }, headers: { accept: 'image/png' } });
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('insufficient_scope');
    expect((await harness.request('/admin/users', { method: 'POST', json: {}, headers: { accept: 'image/png' } })).status).toBe(401);
  });

  test('the 406 comes before the body is read or checked, and nothing is written or charged', async () => {
    const before = (await getCreditBalance(harness.context, account.userId)).remaining;
    const malformed = await harness.request('/v1/resumes', { method: 'POST', apiKey: account.apiKey, headers: { 'content-type': 'application/json', accept: 'text/html' }, body: '{not json' });
    expect(malformed.status).toBe(406);
    const valid = await harness.request('/v1/resumes', { method: 'POST', apiKey: account.apiKey, json: { title: 'Never saved' }, headers: { accept: 'text/html' } });
    expect(valid.status).toBe(406);
    expect((await (await get('/v1/resumes', 'application/json', { apiKey: account.apiKey })).json()).total).toBe(0);
    expect((await getCreditBalance(harness.context, account.userId)).remaining).toBe(before);
  });

  test('admin and console APIs negotiate like the rest; their other errors are unchanged', async () => {
    const admin = (accept: string) => harness.request('/admin/users', { method: 'POST', json: {}, headers: { accept, authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect((await admin('text/html')).status).toBe(406);
    // Past negotiation, the empty body is the admin route's own 400.
    expect((await admin(BROWSER)).status).toBe(400);
    expect((await get('/console/api/account', 'text/html')).status).toBe(401);
  });

  test('routes outside the API are left alone: health, the OpenAPI document, the docs and console pages', async () => {
    expect((await get('/health', 'image/png')).status).toBe(200);
    expect((await get('/openapi.json', 'text/html')).status).toBe(200);
    expect((await get('/docs', 'application/json')).status).toBe(200);
    const page = await get('/console', 'application/json');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toStartWith('text/html');
  });

  test('the OpenAPI document lists 406 on the API routes', async () => {
    const document = await (await harness.request('/openapi.json')).json();
    expect(Object.keys(document.paths['/v1/resumes'].get.responses)).toContain('406');
    expect(Object.keys(document.paths['/v1/templates'].get.responses)).toContain('406');
    expect(document.paths['/v1/export'].post.responses['200'].content).toHaveProperty('text/event-stream');
    expect(document.paths['/v1/export'].post.responses['200'].content).toHaveProperty('application/json');
  });
});
