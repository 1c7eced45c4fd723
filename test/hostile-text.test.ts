/**
 * Text no database can store, bytes that are not UTF-8, and bodies of the wrong shape: each is a 400
 * naming what is wrong (never a 500, never silently changed), and nothing is written.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { sql } from 'kysely';
import { openConsoleSession, type ConsoleSession } from './support/console-session.ts';
import { databaseKinds } from './support/databases.ts';
import { ADMIN_TOKEN, createHarness, type Harness, type TestAccount } from './support/harness.ts';

const kinds = await databaseKinds();

/** Rows in each table a hostile request could have written to. */
async function rowCounts(harness: Harness): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['users', 'api_keys', 'resumes', 'cover_letters', 'console_sessions']) {
    counts[table] = (await sql<{ count: number }>`SELECT count(*)::int AS count FROM ${sql.table(table)}`.execute(harness.context.db)).rows[0]!.count;
  }
  return counts;
}

describe.each(kinds)('hostile text on %s', (kind) => {
  let harness: Harness;
  let account: TestAccount;
  let session: ConsoleSession;
  beforeAll(async () => {
    harness = await createHarness(kind);
    account = await harness.createAccount({ plan: 'pro' });
    session = await openConsoleSession(harness.request, { email: `hostile-${kind}@example.com` });
  }, 60_000);
  afterAll(() => harness.dispose());

  /** A raw body (text or bytes) to `path`, authenticated the way the route wants. */
  function send(method: string, path: string, body?: string | Uint8Array<ArrayBuffer>) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (path.startsWith('/admin')) headers.authorization = `Bearer ${ADMIN_TOKEN}`;
    // Every console call that changes something carries the session's cookies and CSRF token.
    if (path.startsWith('/console/api/')) Object.assign(headers, session.headers);
    return harness.request(path, { method, headers, apiKey: path.startsWith('/v1') ? account.apiKey : undefined, body });
  }

  async function expectBadRequest(response: Response, code: string) {
    const body = await response.json();
    expect({ status: response.status, code: body.code }).toEqual({ status: 400, code });
    expect(typeof body.error).toBe('string');
    return body as { error: string; code: string; details?: Array<{ path: string; message: string }> };
  }

  describe('NUL and lone surrogates: 400 validation_failed naming the field', () => {
    const cases: Array<[string, string, string, string]> = [
      ['resume title', '/v1/resumes', '{"title":"Backend\\u0000roles"}', 'body.title'],
      ['resume section', '/v1/resumes', '{"sections":{"summary":"Engineer\\u0000"}}', 'body.sections.summary'],
      ['resume section (high surrogate)', '/v1/resumes', '{"sections":{"summary":"a\\ud800b"}}', 'body.sections.summary'],
      ['resume section (low surrogate)', '/v1/resumes', '{"sections":{"experience":[{"title":"x\\udc00"}]}}', 'body.sections.experience[0].title'],
      ['an object key', '/v1/resumes', '{"sections":{"summ\\u0000ary":"x"}}', 'body.sections.summ\\u0000ary'],
      ['cover letter', '/v1/cover-letters', '{"title":"ACME","content":"Dear\\u0000team"}', 'body.content'],
      ['console sign-up', '/console/api/signup', '{"email":"a\\u0000@example.com","password":"a long enough password"}', 'body.email'],
      ['console log-in', '/console/api/login', '{"email":"x@example.com","password":"pass\\ud800word"}', 'body.password'],
      ['console key name', '/console/api/keys', '{"name":"ci\\u0000"}', 'body.name'],
      ['admin user', '/admin/users', '{"email":"nul\\u0000@example.com"}', 'body.email'],
      ['admin key', '/admin/keys', '{"email":"x@example.com","name":"n\\u0000"}', 'body.name'],
      ['admin credits', '/admin/credits', '{"email":"x\\u0000@example.com","credits":5}', 'body.email'],
      ['admin plan', '/admin/plan', '{"email":"x\\udfff@example.com","plan":"pro"}', 'body.email'],
    ];
    for (const [label, path, raw, field] of cases) {
      test(label, async () => {
        const before = await rowCounts(harness);
        const body = await expectBadRequest(await send('POST', path, raw), 'validation_failed');
        expect(body.details?.[0]?.path).toBe(field);
        expect(body.error).toContain(field);
        expect(await rowCounts(harness)).toEqual(before);
      });
    }

    test('in a query parameter', async () => {
      const response = await harness.request('/v1/resumes/00000000-0000-0000-0000-000000000000?format=json%00resume', { apiKey: account.apiKey });
      const body = await expectBadRequest(response, 'validation_failed');
      expect(body.details?.[0]?.path).toBe('query.format');
    });
  });

  test('invalid UTF-8 is refused, not replaced by U+FFFD and stored', async () => {
    const before = await rowCounts(harness);
    const bytes = new Uint8Array([...Buffer.from('{"title":"caf'), 0xc3, ...Buffer.from('"}')]);
    const body = await expectBadRequest(await send('POST', '/v1/resumes', bytes), 'invalid_json');
    expect(body.error).toContain('UTF-8');
    expect(await rowCounts(harness)).toEqual(before);
  });

  describe('bodies of the wrong shape', () => {
    for (const raw of ['[]', 'null', '123', '"str"', 'true']) {
      test(`POST /console/api/keys with ${raw}`, async () => {
        const before = await rowCounts(harness);
        const body = await expectBadRequest(await send('POST', '/console/api/keys', raw), 'validation_failed');
        expect(body.details?.[0]?.path).toBe('body');
        expect(await rowCounts(harness)).toEqual(before);
      });
    }

    test('POST /console/api/keys with {} or no body keeps its defaults', async () => {
      expect((await send('POST', '/console/api/keys', '{}')).status).toBe(201);
      expect((await send('POST', '/console/api/keys')).status).toBe(201);
    });

    test('POST /v1/resumes without a body', async () => {
      const before = await rowCounts(harness);
      await expectBadRequest(await send('POST', '/v1/resumes'), 'validation_failed');
      await expectBadRequest(await send('POST', '/v1/resumes', ''), 'validation_failed');
      expect(await rowCounts(harness)).toEqual(before);
    });

    test('PATCH needs a body; a render, whose every option has a default, does not', async () => {
      const created = await send('POST', '/v1/resumes', '{"title":"Render me"}');
      const id = (await created.json()).id as string;
      await expectBadRequest(await send('PATCH', `/v1/resumes/${id}`), 'validation_failed');
      const rendered = await send('PUT', `/v1/resumes/${id}/render`);
      expect(rendered.status).toBe(200);
      expect(rendered.headers.get('content-type')).toBe('application/pdf');
      await expectBadRequest(await send('PUT', `/v1/resumes/${id}/render`, '[]'), 'validation_failed');
    });

    test('POST /v1/resumes with {} still creates an untitled resume', async () => {
      const response = await send('POST', '/v1/resumes', '{}');
      expect(response.status).toBe(201);
      expect((await response.json()).title).toBe('Untitled resume');
    });
  });
});
