/**
 * The service describes itself: /openapi.json lists every route with its security and error
 * bodies, /docs renders it, /health and /ready answer load balancers. The document is shaped for
 * client generators (named schemas, numbers as numbers, operation ids, every parameter and header)
 * and held to the truth: real answers of both forms, their headers and the examples are checked
 * against it. test/openapi-client.test.ts compiles a generated client against it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { consoleCsrf, setCookies } from './support/console-session.ts';
import { databaseKinds } from './support/databases.ts';
import { ADMIN_TOKEN, createHarness, type Harness, type TestAccount } from './support/harness.ts';

const kinds = await databaseKinds();
const kind = kinds[0]!;

type Json = any;

/** SPEC.md: the endpoints that need no key. */
const PUBLIC_API = new Set(['GET /v1/templates', 'GET /v1/templates/{templateId}', 'GET /v1/fonts', 'GET /v1/languages', 'GET /v1/models']);
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
/** The headers the service sets that the document declares wherever they are sent. */
const SERVICE_HEADERS = ['x-api-form', 'x-credits-remaining', 'ratelimit-policy', 'ratelimit', 'retry-after', 'etag', 'content-disposition', 'x-resume-id', 'x-cover-letter-id', 'x-run-id'];
const API_KEY_SECURITY = [{ apiKey: [] }, { bearerApiKey: [] }];

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
    expect(doc.components.securitySchemes.bearerApiKey).toEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
    expect(doc.components.securitySchemes.adminToken).toEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
    expect(doc.components.securitySchemes.consoleSession).toEqual(expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'vitae_session' }));
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
    expect(doc.paths['/v1/templates/{templateId}'].get.parameters).toEqual([expect.objectContaining({ name: 'templateId', in: 'path', required: true }), { $ref: '#/components/parameters/ApiForm' }]);
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

  test('every /v1 operation except the public catalogs declares the key (x-api-key or Bearer) and a 401 Error response', () => {
    const protectedOperations = operations().filter(({ key, path }) => path.startsWith('/v1/') && !PUBLIC_API.has(key));
    expect(protectedOperations.map(({ key }) => key)).toEqual(expect.arrayContaining(['GET /v1/settings', 'PUT /v1/settings/model', 'DELETE /v1/settings/model']));
    for (const { operation } of protectedOperations) {
      expect(operation.security).toEqual(API_KEY_SECURITY);
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
    const undocumented = withBodies
      .filter(({ operation }) => !(operation.requestBody.content?.['application/json'] ?? operation.requestBody.content?.['multipart/form-data'])?.schema)
      .map(({ key }) => key);
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

  describe('as client generators read it', () => {
    /** Every schema object in the document, with where it is. */
    const schemaNodes = () => {
      const nodes: Array<{ at: string; node: Json }> = [];
      const walk = (value: Json, at: string) => {
        if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${at}/${index}`));
        else if (value && typeof value === 'object') {
          nodes.push({ at, node: value });
          for (const [key, child] of Object.entries(value)) if (key !== 'examples' && key !== 'example') walk(child, `${at}/${key}`);
        }
      };
      walk(doc, '#');
      return nodes;
    };
    const isNamed = (schema: Json): boolean => Boolean(schema.$ref) || (Array.isArray(schema.anyOf ?? schema.oneOf) && (schema.anyOf ?? schema.oneOf).every(isNamed));

    test('components.schemas names the types of both forms, and every $ref resolves', () => {
      const names = Object.keys(doc.components.schemas);
      for (const name of [
        'Error',
        'ErrorDetail',
        'Resume',
        'ResumeA',
        'ResumeB',
        'ResumeDataB',
        'ResumeInput',
        'ResumeSections',
        'ResumeDesign',
        'ResumeList',
        'ResumeListA',
        'ResumeListB',
        'CoverLetter',
        'CoverLetterA',
        'CoverLetterB',
        'TemplateList',
        'TemplateA',
        'TemplateB',
        'TailorRequestA',
        'JobRequestB',
        'TailorSuggestionsB',
        'ExportRequest',
        'RenderOptions',
        'Settings',
        'SettingsChanged',
        'ModelSetting',
        'Run',
        'RunA',
        'RunB',
        'ParsedResume',
        'JsonResume',
      ]) {
        expect(names).toContain(name);
      }
      for (const name of names) expect(name).toMatch(/^[A-Za-z0-9._-]+$/);
      const refs = schemaNodes().filter(({ node }) => typeof node.$ref === 'string');
      expect(refs.length).toBeGreaterThan(100);
      const unresolved = refs.filter(({ node }) => resolve(node) === undefined).map(({ at, node }) => `${at}: ${node.$ref}`);
      expect(unresolved).toEqual([]);
      // A named type is written once: the resume sections appear only as their component.
      expect(JSON.stringify(doc).match(/"companyDescription"/g)?.length).toBe(1);
    });

    test('no request or response body is anonymous', () => {
      const anonymous: string[] = [];
      for (const { key, operation } of operations()) {
        for (const [type, media] of Object.entries<Json>(operation.requestBody?.content ?? {})) if (!isNamed(media.schema)) anonymous.push(`${key} request ${type}`);
        for (const [status, response] of Object.entries<Json>(operation.responses)) {
          for (const [type, media] of Object.entries<Json>(response.content ?? {})) {
            if (resolve(media.schema).type === 'string') continue; // files, streams and pages
            if (!isNamed(media.schema)) anonymous.push(`${key} ${status} ${type}`);
          }
        }
      }
      expect(anonymous).toEqual([]);
    });

    test("numbers are numbers: no query-coercion union (anyOf [string 'integer', integer]) is left", () => {
      const coerced = schemaNodes().filter(({ node }) => Array.isArray(node.anyOf) && node.anyOf.some((option: Json) => option?.type === 'string' && ['integer', 'numeric'].includes(option.format)));
      expect(coerced.map(({ at }) => at)).toEqual([]);
      const listA = resolve({ $ref: '#/components/schemas/ResumeListA' });
      expect(['total', 'limit', 'offset'].map((name) => listA.properties[name].type)).toEqual(['integer', 'integer', 'integer']);
      expect(resolve({ $ref: '#/components/schemas/Credits' }).properties.remaining).toEqual({ type: 'integer' });
      expect(resolve(doc.paths['/admin/credits'].post.requestBody.content['application/json'].schema).properties.credits).toEqual({ type: 'integer', minimum: -1_000_000, maximum: 1_000_000 });
    });

    test('every operation has a unique camelCase operationId', () => {
      const ids = operations().map(({ operation }) => operation.operationId);
      for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(new Set(ids).size).toBe(ids.length);
      expect(doc.paths['/v1/resumes'].post.operationId).toBe('createResume');
      expect(doc.paths['/v1/tailor'].post.operationId).toBe('tailorResume');
    });

    test('every error status (and the default) answers the Error schema', () => {
      for (const { key, operation } of operations()) {
        expect(operation.responses.default).toBeDefined();
        for (const [status, response] of Object.entries<Json>(operation.responses)) {
          if (status !== 'default' && Number(status) < 400) continue;
          expect(`${key} ${status}: ${response.content?.['application/json']?.schema?.$ref}`).toBe(`${key} ${status}: #/components/schemas/Error`);
        }
      }
    });

    test('the parameters read by hand are declared: limit and offset, format, and the X-Api-Form header on /v1', () => {
      const parameters = (path: string, method = 'get') => (doc.paths[path][method].parameters ?? []).map(resolve);
      for (const path of ['/v1/resumes', '/v1/cover-letters']) {
        expect(parameters(path)).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } }),
            expect.objectContaining({ name: 'offset', in: 'query', schema: { type: 'integer', minimum: 0, default: 0 } }),
          ]),
        );
      }
      expect(parameters('/v1/resumes/{resumeId}')).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'format', in: 'query', schema: { type: 'string', enum: ['jsonresume'] } })]));
      for (const { key, path, operation } of operations().filter(({ path }) => path.startsWith('/v1/'))) {
        expect(`${key}: ${(operation.parameters ?? []).map(resolve).some((parameter: Json) => parameter.name === 'X-Api-Form' && parameter.in === 'header')}`).toBe(`${key}: true`);
        for (const [, name] of path.matchAll(/\{(\w+)\}/g)) expect(operation.parameters.map(resolve).some((parameter: Json) => parameter.name === name && parameter.in === 'path')).toBe(true);
      }
    });

    test('response headers are declared: X-Api-Form everywhere, credits and rate limits on /v1, Retry-After on 429, ETag and ids on files', () => {
      const headers = (path: string, method: string, status: string) => Object.keys(doc.paths[path][method].responses[status].headers ?? {});
      for (const { key, operation } of operations()) {
        for (const [status, response] of Object.entries<Json>(operation.responses)) {
          expect(`${key} ${status}: ${Object.keys(response.headers ?? {}).includes('X-Api-Form')}`).toBe(`${key} ${status}: true`);
          if (status === '429') expect(resolve(response.headers['Retry-After']).required).toBe(true);
        }
      }
      for (const name of Object.keys(doc.components.headers)) expect(resolve(doc.components.headers[name]).schema).toBeDefined();
      expect(headers('/v1/resumes/{resumeId}', 'get', '200')).toEqual(expect.arrayContaining(['X-Credits-Remaining', 'RateLimit-Policy', 'RateLimit']));
      expect(headers('/v1/fonts', 'get', '200')).toEqual(expect.arrayContaining(['RateLimit-Policy', 'RateLimit']));
      for (const [path, method] of [
        ['/v1/resumes/{resumeId}/render', 'put'],
        ['/v1/export', 'post'],
        ['/v1/cover-letters/{coverLetterId}/render', 'put'],
      ] as const) {
        expect(headers(path, method, '200')).toEqual(expect.arrayContaining(['ETag', 'Content-Disposition']));
        expect(headers(path, method, '304')).toContain('ETag');
      }
      expect(headers('/v1/tailor', 'post', '200')).toEqual(expect.arrayContaining(['X-Resume-Id', 'X-Cover-Letter-Id', 'X-Run-Id', 'Content-Disposition']));
      expect(headers('/v1/runs/{runId}/download', 'get', '200')).toEqual(expect.arrayContaining(['X-Resume-Id', 'X-Cover-Letter-Id', 'Content-Disposition']));
    });

    test('the main operations carry examples', () => {
      const examples = (media: Json) => Object.keys(media?.examples ?? {});
      expect(examples(doc.paths['/v1/resumes'].post.requestBody.content['application/json']).length).toBeGreaterThan(0);
      expect(examples(doc.paths['/v1/resumes'].post.responses['201'].content['application/json'])).toEqual(['formA', 'formB']);
      expect(examples(doc.paths['/v1/resumes/{resumeId}'].get.responses['200'].content['application/json'])).toEqual(['formA', 'formB']);
      expect(examples(doc.paths['/v1/tailor'].post.requestBody.content['application/json'])).toEqual(['formA', 'formB']);
      expect(examples(doc.paths['/v1/export'].post.requestBody.content['application/json'])).toEqual(['formA', 'formB']);
      expect(examples(doc.paths['/v1/settings'].get.responses['200'].content['application/json']).length).toBe(1);
      expect(examples(doc.paths['/v1/settings/model'].put.requestBody.content['application/json']).length).toBe(1);
    });
  });

  describe('the document is true', () => {
    let ajv: Ajv2020;
    let account: TestAccount;
    beforeAll(async () => {
      ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
      addFormats(ajv);
      ajv.addFormat('binary', true);
      ajv.addSchema(doc, 'openapi.json');
      account = await harness.createAccount({ credits: 100 });
    });

    const pointer = (...parts: string[]) => `openapi.json#/${parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
    /** The validation errors of `value` against the schema at `schemaPointer`, or null. */
    const errorsOf = (schemaPointer: string, value: unknown) => {
      const validate = ajv.getSchema(schemaPointer) ?? ajv.compile({ $ref: schemaPointer });
      return validate(value) ? null : validate.errors;
    };

    /**
     * `response` (of `key`, `METHOD /path` as documented) is documented: its status, its body against
     * the schema, its service headers declared, the required ones present. Answers the body.
     */
    const expectDocumented = async (key: string, response: Response): Promise<Json> => {
      const [method, path] = key.split(' ') as [string, string];
      const responses = doc.paths[path][method.toLowerCase()].responses;
      const status = String(response.status);
      const documented = responses[status] ? status : 'default';
      expect(`${key} answered ${status}: documented ${Boolean(responses[status])}`).toBe(`${key} answered ${status}: documented true`);
      const entry = responses[documented];
      const declared = Object.keys(entry.headers ?? {}).map((name) => name.toLowerCase());
      const sent = SERVICE_HEADERS.filter((name) => response.headers.has(name));
      expect({ key, status, undeclared: sent.filter((name) => !declared.includes(name)) }).toEqual({ key, status, undeclared: [] });
      const missing = Object.entries<Json>(entry.headers ?? {})
        .filter(([name, header]) => resolve(header).required && !response.headers.has(name))
        .map(([name]) => name);
      expect({ key, status, missing }).toEqual({ key, status, missing: [] });
      const type = response.headers.get('content-type')?.split(';')[0];
      if (!entry.content) {
        expect(await response.text()).toBe('');
        return undefined;
      }
      expect(`${key} ${status} ${type}: ${Boolean(entry.content[type!])}`).toBe(`${key} ${status} ${type}: true`);
      if (type !== 'application/json') return response.arrayBuffer();
      const body = await response.json();
      expect({ key, status, errors: errorsOf(pointer('paths', path, method.toLowerCase(), 'responses', documented, 'content', type, 'schema'), body) }).toEqual({ key, status, errors: null });
      return body;
    };

    const call = (path: string, options: { method?: string; json?: unknown; form?: 'a' | 'b'; key?: string | null; headers?: Record<string, string> } = {}) =>
      harness.request(path, {
        method: options.method ?? 'GET',
        json: options.json,
        form: options.form,
        apiKey: options.key === null ? undefined : (options.key ?? account.apiKey),
        headers: options.headers,
      });

    test('the public catalogs answer what the document says, in both forms', async () => {
      for (const form of ['a', 'b'] as const) {
        await expectDocumented('GET /v1/templates', await call('/v1/templates', { form, key: null }));
        await expectDocumented('GET /v1/templates/{templateId}', await call('/v1/templates/graphite', { form, key: null }));
        await expectDocumented('GET /v1/templates/{templateId}', await call('/v1/templates/nothing', { form, key: null }));
      }
      await expectDocumented('GET /v1/fonts', await call('/v1/fonts', { key: null }));
      await expectDocumented('GET /v1/languages', await call('/v1/languages'));
      await expectDocumented('GET /v1/models', await call('/v1/models'));
      await expectDocumented('GET /health', await call('/health', { key: null }));
      await expectDocumented('GET /ready', await call('/ready', { key: null }));
      await expectDocumented('GET /cdn/templates/{file}', await call('/cdn/templates/nothing.png', { key: null }));
      const thumbnail = await call('/cdn/templates/graphite.png', { key: null });
      await expectDocumented('GET /cdn/templates/{file}', thumbnail.clone());
      await expectDocumented('GET /cdn/templates/{file}', await call('/cdn/templates/graphite.png', { key: null, headers: { 'if-none-match': thumbnail.headers.get('etag')! } }));
      await expectDocumented('GET /console', await call('/console', { key: null }));
    });

    test('resumes and cover letters answer what the document says, in both forms', async () => {
      const createExamples = doc.paths['/v1/resumes'].post.requestBody.content['application/json'].examples;
      for (const form of ['a', 'b'] as const) {
        const ids: string[] = [];
        for (const example of Object.values<Json>(createExamples)) {
          const created = await expectDocumented('POST /v1/resumes', await call('/v1/resumes', { method: 'POST', json: example.value, form }));
          ids.push(form === 'a' ? created.id : created.data.id);
        }
        const id = ids[0]!;
        await expectDocumented('GET /v1/resumes', await call('/v1/resumes?limit=5&offset=0', { form }));
        await expectDocumented('GET /v1/resumes', await call('/v1/resumes?limit=0', { form }));
        await expectDocumented('GET /v1/resumes/{resumeId}', await call(`/v1/resumes/${id}`, { form }));
        await expectDocumented('GET /v1/resumes/{resumeId}', await call(`/v1/resumes/${ids[1]}?format=jsonresume`, { form }));
        await expectDocumented('GET /v1/resumes/{resumeId}', await call(`/v1/resumes/${id}?format=word`, { form }));
        await expectDocumented('GET /v1/resumes/{resumeId}', await call('/v1/resumes/res_nothing', { form }));
        await expectDocumented('PATCH /v1/resumes/{resumeId}/template', await call(`/v1/resumes/${id}/template`, { method: 'PATCH', json: { templateId: 'cobalt' }, form }));
        await expectDocumented('GET /v1/resumes/schema', await call('/v1/resumes/schema', { form }));
        const letter = await expectDocumented(
          'POST /v1/cover-letters',
          await call('/v1/cover-letters', { method: 'POST', json: { title: 'Staff Engineer', content: 'Dear team,\n\nI would like to apply.', resumeId: id }, form }),
        );
        const letterId = form === 'a' ? letter.id : letter.data.id;
        await expectDocumented('GET /v1/cover-letters', await call('/v1/cover-letters', { form }));
        await expectDocumented('GET /v1/cover-letters/{coverLetterId}', await call(`/v1/cover-letters/${letterId}`, { form }));
        await expectDocumented('DELETE /v1/cover-letters/{coverLetterId}', await call(`/v1/cover-letters/${letterId}`, { method: 'DELETE', form }));
        await expectDocumented('GET /v1/runs/{runId}', await call('/v1/runs/run_nothing', { form }));
      }
      await expectDocumented('GET /v1/settings', await call('/v1/settings'));
      await expectDocumented('GET /v1/settings', await call('/v1/settings', { key: null }));
    });

    test('the API key works as x-api-key and as Authorization: Bearer, as both security schemes say', async () => {
      await expectDocumented('GET /v1/settings', await call('/v1/settings', { key: null, headers: { authorization: `Bearer ${account.apiKey}` } }));
      const response = await call('/v1/settings', { key: null, headers: { authorization: `Bearer ${account.apiKey}` } });
      expect(response.status).toBe(200);
    });

    test('a render answers the PDF with its ETag and file name, and 304 for the same ETag', async () => {
      const created = await (await call('/v1/resumes', { method: 'POST', json: { title: 'Render me', sections: { header: { name: 'Ada Lovelace' }, summary: 'Engineer.' } } })).json();
      const rendered = await call(`/v1/resumes/${created.id}/render`, { method: 'PUT', json: { templateId: 'graphite' } });
      await expectDocumented('PUT /v1/resumes/{resumeId}/render', rendered.clone());
      expect(rendered.headers.get('content-type')).toBe('application/pdf');
      const again = await call(`/v1/resumes/${created.id}/render`, { method: 'PUT', json: { templateId: 'graphite' }, headers: { 'if-none-match': rendered.headers.get('etag')! } });
      expect(again.status).toBe(304);
      await expectDocumented('PUT /v1/resumes/{resumeId}/render', again);
    }, 60_000);

    test('tailoring answers what the document says: the Form A file with its ids, the run, Form B suggestions', async () => {
      const resume = doc.paths['/v1/resumes'].post.requestBody.content['application/json'].examples.document.value;
      const created = await (await call('/v1/resumes', { method: 'POST', json: resume, form: 'a' })).json();
      const request = doc.paths['/v1/tailor'].post.requestBody.content['application/json'].examples;
      const file = await call('/v1/tailor', { method: 'POST', json: { ...request.formA.value, resumeId: created.id }, form: 'a' });
      expect(file.status).toBe(200);
      await expectDocumented('POST /v1/tailor', file.clone());
      for (const name of ['x-resume-id', 'x-run-id', 'content-disposition']) expect(file.headers.has(name)).toBe(true);
      const runId = file.headers.get('x-run-id')!;
      for (const form of ['a', 'b'] as const) {
        await expectDocumented('GET /v1/runs/{runId}', await call(`/v1/runs/${runId}`, { form }));
        await expectDocumented('GET /v1/runs/{runId}/download', await call(`/v1/runs/${runId}/download`, { form }));
      }
      const suggestions = await call('/v1/tailor', { method: 'POST', json: { ...request.formB.value, resumeId: created.id }, form: 'b' });
      expect(suggestions.status).toBe(200);
      await expectDocumented('POST /v1/tailor', suggestions);
    }, 120_000);

    test('every example fits its schema, and the service accepts the request examples', async () => {
      for (const { key, path, method, operation } of operations()) {
        const media = [
          ...Object.entries<Json>(operation.requestBody?.content ?? {}).map(([type, value]) => ({ at: ['paths', path, method, 'requestBody', 'content', type], value })),
          ...Object.entries<Json>(operation.responses).flatMap(([status, response]) =>
            Object.entries<Json>(response.content ?? {}).map(([type, value]) => ({ at: ['paths', path, method, 'responses', status, 'content', type], value })),
          ),
        ];
        for (const { at, value } of media) {
          for (const [name, example] of Object.entries<Json>(value.examples ?? {})) {
            expect({ key, name, errors: errorsOf(pointer(...at, 'schema'), example.value) }).toEqual({ key, name, errors: null });
          }
        }
      }
      // The request examples pass validation: they name resumes this account does not have (404), or a plan it lacks (403).
      for (const [key, expected] of [
        ['POST /v1/tailor', 404],
        ['POST /v1/export', 404],
        ['PUT /v1/settings/model', 403],
      ] as const) {
        const [method, path] = key.split(' ') as [string, string];
        for (const [name, example] of Object.entries<Json>(doc.paths[path][method.toLowerCase()].requestBody.content['application/json'].examples)) {
          const response = await call(path, { method, json: example.value, form: name === 'formB' ? 'b' : 'a' });
          expect({ key, name, status: response.status }).toEqual({ key, name, status: expected });
          await expectDocumented(key, response);
        }
      }
    });

    test('a request without a key, an admin call and the console answer what the document says', async () => {
      await expectDocumented('GET /v1/resumes', await call('/v1/resumes', { key: null }));
      await expectDocumented(
        'POST /admin/credits',
        await harness.request('/admin/credits', { method: 'POST', json: { email: account.email, credits: 5 }, headers: { authorization: `Bearer ${ADMIN_TOKEN}` } }),
      );
      await expectDocumented(
        'POST /admin/credits',
        await harness.request('/admin/credits', { method: 'POST', json: { email: account.email, credits: 5 }, headers: { authorization: 'Bearer wrong' } }),
      );
      const csrf = await harness.request('/console/api/csrf');
      const { csrfToken } = (await expectDocumented('GET /console/api/csrf', csrf)) as { csrfToken: string };
      const csrfCookie = `vitae_csrf=${setCookies(csrf).get('vitae_csrf')}`;
      const credentials = { email: `openapi-${Date.now()}@example.com`, password: 'a long enough password' };
      await expectDocumented('POST /console/api/signup', await harness.request('/console/api/signup', { method: 'POST', json: credentials, headers: { cookie: csrfCookie } }));
      const signup = await harness.request('/console/api/signup', { method: 'POST', json: credentials, headers: { cookie: csrfCookie, 'x-csrf-token': csrfToken } });
      const { csrfToken: sessionToken } = (await expectDocumented('POST /console/api/signup', signup)) as { csrfToken: string };
      const cookie = [...setCookies(signup)].map(([name, value]) => `${name}=${value}`).join('; ');
      await expectDocumented('GET /console/api/keys', await harness.request('/console/api/keys', { headers: { cookie } }));
      await expectDocumented('GET /console/api/keys', await harness.request('/console/api/keys'));
      const another = await consoleCsrf(harness.request);
      await expectDocumented(
        'POST /console/api/login',
        await harness.request('/console/api/login', { method: 'POST', json: credentials, headers: { cookie: `vitae_csrf=${another.cookies.get('vitae_csrf')}`, 'x-csrf-token': another.csrfToken } }),
      );
      await expectDocumented('POST /console/api/logout-everywhere', await harness.request('/console/api/logout-everywhere', { method: 'POST', headers: { cookie, 'x-csrf-token': sessionToken } }));
    });

    test('429 answers carry Retry-After and the rate-limit headers, as declared', async () => {
      const limited = await createHarness(kind, { RATE_LIMIT_PUBLIC_PER_MINUTE: '1' });
      try {
        await limited.request('/v1/fonts');
        const response = await limited.request('/v1/fonts');
        expect(response.status).toBe(429);
        await expectDocumented('GET /v1/fonts', response);
      } finally {
        await limited.dispose();
      }
    }, 60_000);
  });
});
