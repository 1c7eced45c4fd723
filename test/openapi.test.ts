/**
 * The service describes itself: /openapi.json lists every route with its security and error
 * bodies, /docs renders it, /health and /ready answer load balancers.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { databaseKinds } from './support/databases.ts';
import { createHarness, type Harness } from './support/harness.ts';

const kinds = await databaseKinds();
const kind = kinds[0]!;

type Json = any;

/** SPEC.md: the endpoints that need no key. */
const PUBLIC_API = new Set(['GET /v1/templates', 'GET /v1/templates/{templateId}', 'GET /v1/fonts', 'GET /v1/languages', 'GET /v1/models']);
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

describe(`OpenAPI, docs and health on ${kind}`, () => {
  let harness: Harness;
  let doc: Json;
  beforeAll(async () => {
    harness = await createHarness(kind);
    const response = await harness.request('/openapi.json');
    doc = response.status === 200 ? await response.json() : undefined;
  }, 60_000);
  afterAll(() => harness.dispose());

  /** Follows a local `$ref` (the generator may inline or reference schemas). */
  const resolve = (node: Json): Json => {
    let current = node;
    for (let depth = 0; current?.$ref && depth < 10; depth++) {
      const path = (current.$ref as string).replace(/^#\//, '').split('/');
      current = path.reduce((value: Json, key) => value?.[key], doc);
    }
    return current;
  };

  /** Every operation of the document as `METHOD /path`. */
  const operations = () =>
    Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({ key: `${method.toUpperCase()} ${path}`, path, method, operation: item[method] })),
    );

  const expectErrorSchema = (schemaNode: Json) => {
    const schema = resolve(schemaNode);
    expect(schema.type).toBe('object');
    expect(schema.required).toContain('error');
    expect(schema.required).toContain('code');
    expect(resolve(schema.properties.error).type).toBe('string');
    expect(schema.properties.code).toBeDefined();
    const details = resolve(schema.properties.details);
    expect(details.type).toBe('array');
    expect(Object.keys(resolve(details.items).properties).sort()).toEqual(['message', 'path']);
  };

  test('GET /openapi.json: 200 JSON, an OpenAPI 3 document of the API at version 1.0.0', async () => {
    const response = await harness.request('/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toStartWith('application/json');
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toBe('vitae API');
    expect(doc.info.version).toBe('1.0.0');
    expect(doc.servers).toEqual([{ url: 'http://localhost' }]);
    expect(doc.components.securitySchemes.apiKey).toEqual(expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-api-key' }));
    expect(doc.components.securitySchemes.adminToken).toEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
  });

  test('it lists the interface routes with their methods', () => {
    const listed = new Set(operations().map(({ key }) => key));
    for (const expected of [
      'GET /v1/templates',
      'GET /v1/templates/{templateId}',
      'GET /v1/fonts',
      'GET /v1/languages',
      'GET /v1/models',
      'GET /v1/settings',
      'PUT /v1/settings/model',
      'DELETE /v1/settings/model',
      'POST /admin/users',
      'POST /admin/keys',
      'POST /admin/credits',
      'POST /admin/plan',
      'GET /health',
      'GET /ready',
    ]) {
      expect(listed.has(expected)).toBe(true);
    }
    expect(doc.paths['/v1/templates/{templateId}'].get.parameters).toEqual([expect.objectContaining({ name: 'templateId', in: 'path', required: true })]);
  });

  test('it lists every route the app serves (and nothing it does not)', () => {
    const served = new Set(
      (harness.app.routes as Array<{ method: string; path: string }>)
        .filter((route) => !['/docs', '/openapi.json'].includes(route.path))
        .map((route) => `${route.method.toUpperCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    const documented = new Set(operations().map(({ key }) => key));
    expect([...served].filter((key) => !documented.has(key))).toEqual([]);
    expect([...documented].filter((key) => !served.has(key))).toEqual([]);
  });

  test('every /v1 operation except the public catalogs declares the apiKey security and a 401 Error response', () => {
    const protectedOperations = operations().filter(({ key, path }) => path.startsWith('/v1/') && !PUBLIC_API.has(key));
    expect(protectedOperations.map(({ key }) => key)).toEqual(expect.arrayContaining(['GET /v1/settings', 'PUT /v1/settings/model', 'DELETE /v1/settings/model']));
    for (const { operation } of protectedOperations) {
      expect(operation.security).toEqual([{ apiKey: [] }]);
      const unauthorized = operation.responses['401'];
      expect(unauthorized).toBeDefined();
      expectErrorSchema(unauthorized.content['application/json'].schema);
      expect(operation.responses['403']).toBeDefined();
      expect(operation.responses['429']).toBeDefined();
    }
  });

  test('the public catalogs need no key: no security requirement, and they document 429', () => {
    for (const { key, operation } of operations().filter(({ key }) => PUBLIC_API.has(key))) {
      expect(operation.security === undefined || (Array.isArray(operation.security) && operation.security.every((entry: object) => Object.keys(entry).length === 0))).toBe(true);
      expect(operation.responses['429']).toBeDefined();
      if (key === 'GET /v1/templates/{templateId}') expectErrorSchema(operation.responses['404'].content['application/json'].schema);
    }
  });

  test('the admin operations declare the admin bearer token and a 401 Error response', () => {
    for (const path of ['/admin/users', '/admin/keys', '/admin/credits', '/admin/plan']) {
      const operation = doc.paths[path].post;
      expect(operation.security).toEqual([{ adminToken: [] }]);
      expectErrorSchema(operation.responses['401'].content['application/json'].schema);
    }
  });

  test('PUT /v1/settings/model documents 400, 403, 422, 502 and 504, and its 200 body', () => {
    const operation = doc.paths['/v1/settings/model'].put;
    for (const status of ['400', '403', '422', '502', '504']) expectErrorSchema(operation.responses[status].content['application/json'].schema);
    const ok = resolve(operation.responses['200'].content['application/json'].schema);
    expect(ok.required).toEqual(expect.arrayContaining(['data', 'message']));
    const model = resolve(resolve(ok.properties.data).properties.model);
    expect(Object.keys(model.properties).sort()).toEqual(['isCustom', 'modelId', 'provider']);
  });

  test('PUT /v1/settings/model documents its JSON request body: provider, modelId, apiKey', () => {
    const body = doc.paths['/v1/settings/model'].put.requestBody;
    expect(body).toBeDefined();
    const schema = resolve(body.content?.['application/json']?.schema);
    expect(schema).toBeDefined();
    expect(schema.type).toBe('object');
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['provider', 'modelId', 'apiKey']));
    expect(schema.required).toEqual(expect.arrayContaining(['provider', 'apiKey']));
    expect(resolve(schema.properties.apiKey).type).toBe('string');
  });

  test('every operation that takes a JSON body documents its schema', () => {
    const withBodies = operations().filter(({ operation }) => operation.requestBody);
    expect(withBodies.length).toBeGreaterThan(0);
    // Uploads (POST /v1/resumes/parse) document a multipart/form-data body instead.
    const undocumented = withBodies.filter(({ operation }) => !(operation.requestBody.content?.['application/json'] ?? operation.requestBody.content?.['multipart/form-data'])?.schema).map(({ key }) => key);
    expect(undocumented).toEqual([]);
  });

  test('every API operation documents its success response', () => {
    const undocumented = operations()
      .filter(({ path }) => path.startsWith('/v1/') || path.startsWith('/admin/'))
      .filter(({ operation }) => !Object.keys(operation.responses ?? {}).some((status) => status.startsWith('2')))
      .map(({ key }) => key);
    expect(undocumented).toEqual([]);
  });

  test('GET /docs: 200 HTML that loads the document', async () => {
    const response = await harness.request('/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toStartWith('text/html');
    const html = await response.text();
    expect(html.toLowerCase()).toContain('<html');
    // The viewer fetches the document (a URL relative to /docs resolves to /openapi.json).
    const url = /"url":"([^"]+)"/.exec(html)?.[1] ?? (html.includes('/openapi.json') ? '/openapi.json' : undefined);
    expect(url).toBeDefined();
    expect(new URL(url!, 'http://localhost/docs').pathname).toBe('/openapi.json');
  });

  test('GET /health: 200 {status: ok}', async () => {
    const response = await harness.request('/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toStartWith('application/json');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  test('GET /ready: 200 {status: ready}', async () => {
    const response = await harness.request('/ready');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready' });
  });

  test('GET /ready with the database gone: 503 not_ready; /health still answers', async () => {
    const broken = await createHarness(kind);
    // Use the store once so that closing it really closes it (see the report on openPGlite's close()).
    expect((await broken.request('/ready')).status).toBe(200);
    await broken.dispose();
    const ready = await broken.request('/ready');
    expect(ready.status).toBe(503);
    const body = await ready.json();
    expect(body.code).toBe('not_ready');
    expect(typeof body.error).toBe('string');
    const health = await broken.request('/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
  }, 60_000);

  test('an unknown route is a 404 in the error shape, with X-Api-Form', async () => {
    const response = await harness.request('/v1/nothing-here', { form: 'b' });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-api-form')).toBe('b');
    expect(await response.json()).toEqual({ error: 'No route for GET /v1/nothing-here', code: 'not_found' });
  });
});
