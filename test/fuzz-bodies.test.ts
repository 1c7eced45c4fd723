/**
 * Every route that takes a JSON body, as the OpenAPI document lists them (a new route is covered
 * without touching this file), gets hostile bodies on both stores: NUL, lone surrogates, bytes
 * that are not UTF-8, JSON that is not an object, deep nesting and numbers beyond any range. Each
 * must get its own 4xx in the error shape, never a 5xx, with the caller fully authorised (API key,
 * admin token and console session all sent), and nothing in the database may change.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { sql } from 'kysely';
import { openConsoleSession } from './support/console-session.ts';
import { databaseKinds } from './support/databases.ts';
import { ADMIN_TOKEN, createHarness, type Harness } from './support/harness.ts';

const kinds = await databaseKinds();

interface JsonBodyRoute {
  method: string;
  /** OpenAPI path, with `{param}` placeholders. */
  path: string;
  /** A string property of the body schema (where a hostile string is put). */
  stringField: string;
  /** A numeric property of the body schema, else `stringField`. */
  numberField: string;
}

interface Expected {
  status: number;
  code: string;
  /** `details[0].path`, when the error must name the field. */
  path?: string;
}

interface Payload {
  name: string;
  body: Uint8Array<ArrayBuffer>;
  expected: Expected;
}

const bytes = (...parts: Array<string | number[]>) => new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'utf8')] : part)));
const invalidJson: Expected = { status: 400, code: 'invalid_json' };
const notAnObject: Expected = { status: 400, code: 'validation_failed', path: 'body' };

/** The hostile bodies, built for one route's fields. JSON escapes like \u0000 are written as the six characters a client sends. */
function payloadsFor(route: JsonBodyRoute): Payload[] {
  const field = route.stringField;
  const number = route.numberField;
  const named = (path: string): Expected => ({ status: 400, code: 'validation_failed', path });
  const inString = (raw: number[]) => bytes(`{"${field}":"a`, raw, 'b"}');
  return [
    { name: 'NUL escaped in a string', body: bytes(`{"${field}":"a\\u0000b"}`), expected: named(`body.${field}`) },
    { name: 'NUL as a raw byte in a string', body: inString([0x00]), expected: invalidJson },
    { name: 'NUL in an object key', body: bytes('{"a\\u0000":"x"}'), expected: named('body.a\\u0000') },
    { name: 'NUL deep inside arrays and objects', body: bytes(`{"${field}":[{"x":["ok","\\u0000"]}]}`), expected: named(`body.${field}[0].x[1]`) },
    { name: 'lone high surrogate', body: bytes(`{"${field}":"\\ud800"}`), expected: named(`body.${field}`) },
    { name: 'lone low surrogate', body: bytes(`{"${field}":"x\\udfffy"}`), expected: named(`body.${field}`) },
    { name: 'surrogate pair in the wrong order', body: bytes(`{"${field}":"\\udc00\\ud800"}`), expected: named(`body.${field}`) },
    { name: 'lone surrogate in an object key', body: bytes('{"k\\ud83d":"x"}'), expected: named('body.k\\ud83d') },
    { name: 'invalid UTF-8: byte 0xFF', body: inString([0xff]), expected: invalidJson },
    { name: 'invalid UTF-8: overlong "/" (C0 AF)', body: inString([0xc0, 0xaf]), expected: invalidJson },
    { name: 'invalid UTF-8: overlong NUL (C0 80)', body: inString([0xc0, 0x80]), expected: invalidJson },
    { name: 'invalid UTF-8: overlong three-byte (E0 80 AF)', body: inString([0xe0, 0x80, 0xaf]), expected: invalidJson },
    { name: 'invalid UTF-8: truncated sequence (E2 82)', body: inString([0xe2, 0x82]), expected: invalidJson },
    { name: 'invalid UTF-8: truncated at the end of the body', body: bytes(`{"${field}":"a`, [0xf0, 0x9f, 0x98]), expected: invalidJson },
    { name: 'invalid UTF-8: lone continuation byte (80)', body: inString([0x80]), expected: invalidJson },
    { name: 'invalid UTF-8: encoded surrogate (ED A0 80)', body: inString([0xed, 0xa0, 0x80]), expected: invalidJson },
    { name: 'invalid UTF-8: beyond U+10FFFF (F4 90 80 80)', body: inString([0xf4, 0x90, 0x80, 0x80]), expected: invalidJson },
    { name: 'JSON array', body: bytes('[]'), expected: notAnObject },
    { name: 'JSON array of objects', body: bytes(`[{"${field}":"x"}]`), expected: notAnObject },
    { name: 'JSON null', body: bytes('null'), expected: notAnObject },
    { name: 'JSON number', body: bytes('123'), expected: notAnObject },
    { name: 'JSON string', body: bytes('"str"'), expected: notAnObject },
    { name: 'JSON true', body: bytes('true'), expected: notAnObject },
    { name: 'JSON false', body: bytes('false'), expected: notAnObject },
    { name: 'nesting one level past the limit (65)', body: bytes(`{"${field}":${'['.repeat(64)}${']'.repeat(64)}}`), expected: invalidJson },
    { name: 'nesting 100 000 levels deep', body: bytes(`{"${field}":${'['.repeat(100_000)}${']'.repeat(100_000)}}`), expected: invalidJson },
    { name: 'number beyond double range (1e400)', body: bytes(`{"${number}":1e400}`), expected: named(`body.${number}`) },
    { name: 'negative number beyond double range (-1e400)', body: bytes(`{"${number}":-1e400}`), expected: named(`body.${number}`) },
    { name: 'a 400-digit integer', body: bytes(`{"${number}":${'9'.repeat(400)}}`), expected: named(`body.${number}`) },
    { name: 'largest double (1.7976931348623157e308)', body: bytes(`{"${number}":1.7976931348623157e308}`), expected: { status: 400, code: 'validation_failed' } },
    { name: '2^64 as an integer', body: bytes(`{"${number}":18446744073709551616}`), expected: { status: 400, code: 'validation_failed' } },
  ];
}

/** Every operation with a JSON request body in the OpenAPI document, with a string and a number field of its schema. */
async function jsonBodyRoutes(harness: Harness): Promise<JsonBodyRoute[]> {
  const document = (await (await harness.request('/openapi.json')).json()) as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
    components: { schemas: Record<string, JsonSchema> };
  };
  // Bodies are named schemas: follow each $ref into components.schemas.
  const resolve = (schema: JsonSchema): JsonSchema => {
    const target = schema.$ref ? document.components.schemas[schema.$ref.replace('#/components/schemas/', '')]! : schema;
    return { ...target, ...(target.oneOf && { oneOf: target.oneOf.map(resolve) }), ...(target.anyOf && { anyOf: target.anyOf.map(resolve) }) };
  };
  const routes: JsonBodyRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const documented = operation.requestBody?.content?.['application/json']?.schema;
      if (!documented) continue;
      const schema = resolve(documented);
      const stringField = firstProperty(schema, ['string']) ?? 'name';
      routes.push({ method: method.toUpperCase(), path, stringField, numberField: firstProperty(schema, ['number', 'integer']) ?? stringField });
    }
  }
  return routes;
}

interface JsonSchema {
  $ref?: string;
  type?: string;
  properties?: Record<string, JsonSchema>;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
}

function firstProperty(schema: JsonSchema, types: string[]): string | undefined {
  for (const [name, property] of Object.entries(schema.properties ?? {})) if (property.type && types.includes(property.type)) return name;
  for (const alternative of [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) {
    const found = firstProperty(alternative, types);
    if (found) return found;
  }
  return undefined;
}

/**
 * Every table's row count and a digest of its rows, except what any authenticated request moves:
 * rate-limit counters, and the last-use times of keys and sessions (counted only).
 */
async function databaseSnapshot(harness: Harness): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(
    harness.context.db,
  );
  const snapshot: Record<string, string> = {};
  for (const { name } of tables.rows) {
    if (name === 'rate_limit_counters') continue;
    const countOnly = name === 'api_keys' || name === 'console_sessions';
    const row = countOnly
      ? (await sql<{ summary: string }>`SELECT count(*)::text AS summary FROM ${sql.table(name)}`.execute(harness.context.db)).rows[0]!
      : (await sql<{ summary: string }>`SELECT count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS summary FROM ${sql.table(name)} t`.execute(harness.context.db))
          .rows[0]!;
    snapshot[name] = row.summary;
  }
  return snapshot;
}

describe.each(kinds)('hostile JSON bodies on %s', (kind) => {
  let harness: Harness;
  let routes: JsonBodyRoute[];
  const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` };
  const pathParameters: Record<string, string> = {};

  beforeAll(async () => {
    harness = await createHarness(kind);
    const account = await harness.createAccount({ plan: 'pro', credits: 1000 });
    headers['x-api-key'] = account.apiKey;
    // The console session's cookies and CSRF token, so the console routes reach their body checks.
    Object.assign(headers, (await openConsoleSession(harness.request, { email: `fuzz-${kind}@example.com` })).headers);
    const resume = await harness.request('/v1/resumes', { method: 'POST', apiKey: account.apiKey, json: { title: 'Fuzz target', sections: { summary: 'Unchanged' } } });
    pathParameters.resumeId = (await resume.json()).id;
    const letter = await harness.request('/v1/cover-letters', { method: 'POST', apiKey: account.apiKey, json: { title: 'Fuzz target', content: 'Unchanged' } });
    pathParameters.coverLetterId = (await letter.json()).id;
    routes = await jsonBodyRoutes(harness);
  }, 60_000);
  afterAll(() => harness.dispose());

  test('the OpenAPI document lists the JSON-body routes (so the fuzzing below covers them)', () => {
    const listed = routes.map((route) => `${route.method} ${route.path}`);
    for (const known of [
      'POST /v1/resumes',
      'PATCH /v1/resumes/{resumeId}',
      'POST /v1/cover-letters',
      'PUT /v1/settings/model',
      'POST /v1/export',
      'POST /admin/users',
      'POST /console/api/signup',
      'POST /console/api/keys',
    ]) {
      expect(listed).toContain(known);
    }
  });

  test('every route × payload: its 4xx in the error shape, never a 5xx, nothing stored', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => pathParameters[name] ?? `{no fixture for ${name}}`);
      if (path.includes('{no fixture')) {
        failures.push(`${route.method} ${route.path}: add a fixture id for its path parameter`);
        continue;
      }
      const before = await databaseSnapshot(harness);
      for (const payload of payloadsFor(route)) {
        const label = `${route.method} ${route.path} with ${payload.name}`;
        const response = await harness.app.handle(new Request(`http://localhost${path}`, { method: route.method, headers, body: payload.body }));
        sent++;
        const text = await response.text();
        let body: { error?: unknown; code?: unknown; details?: Array<{ path?: unknown }> } = {};
        try {
          body = JSON.parse(text);
        } catch {}
        const got = { status: response.status, code: body.code, ...(payload.expected.path ? { path: body.details?.[0]?.path } : {}) };
        if (JSON.stringify(got) !== JSON.stringify(payload.expected)) failures.push(`${label}: expected ${JSON.stringify(payload.expected)}, got ${JSON.stringify(got)} ${text.slice(0, 200)}`);
        else if (!response.headers.get('content-type')?.includes('application/json') || typeof body.error !== 'string' || body.error === '')
          failures.push(`${label}: not a JSON error body: ${text.slice(0, 200)}`);
      }
      const after = await databaseSnapshot(harness);
      if (JSON.stringify(after) !== JSON.stringify(before)) failures.push(`${route.method} ${route.path}: the database changed: ${JSON.stringify(before)} -> ${JSON.stringify(after)}`);
    }
    expect(failures).toEqual([]);
    expect(sent).toBe(routes.length * payloadsFor(routes[0]!).length);
    console.log(`fuzzed ${routes.length} routes × ${payloadsFor(routes[0]!).length} payloads = ${sent} requests on ${kind}`);
  }, 120_000);
});
