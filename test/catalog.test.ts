/**
 * The public catalogs (templates, fonts, languages, models) in both forms: exact shapes, the
 * case-insensitive template lookup, hostile template ids, the X-Api-Form header and which rate
 * limit a public request counts against. Static data: one store is enough.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { databaseKinds } from './support/databases.ts';
import { createHarness, type Harness } from './support/harness.ts';

const kinds = await databaseKinds();
const kind = kinds[0]!;

const REQUIRED_TEMPLATE_IDS = ['GRAPHITE', 'COBALT', 'NICKEL', 'ONYX', 'MARBLE'];
const LAYOUT_TYPES = ['single-column', 'two-column', 'two-column-sidebar'];
const CATEGORIES = ['professional', 'creative', 'academic', 'minimal'];
const PAGE_NUMBERING = ['none', 'simple', 'fraction', 'page'];
const LANGUAGE_CODES = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'is', 'fi', 'sv', 'no', 'da', 'et'];
const SPEC_SECTIONS = ['header', 'summary', 'experience', 'education', 'skills', 'languages', 'certifications'];
const COLOR = /^#[0-9A-Fa-f]{6}$/;

const sortedKeys = (value: object) => Object.keys(value).sort();

describe(`catalog on ${kind}`, () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createHarness(kind);
  }, 60_000);
  afterAll(() => harness.dispose());

  describe.each(['a', 'b'] as const)('form %s', (form) => {
    test('GET /v1/fonts: 21 fonts with family and label only, no key needed', async () => {
      const response = await harness.request('/v1/fonts', { form });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toStartWith('application/json');
      expect(response.headers.get('x-api-form')).toBe(form);
      const body = await response.json();
      expect(sortedKeys(body)).toEqual(['fonts']);
      expect(body.fonts).toHaveLength(21);
      for (const font of body.fonts) {
        expect(sortedKeys(font)).toEqual(['family', 'label']);
        expect(typeof font.family).toBe('string');
        expect(font.family.length).toBeGreaterThan(0);
        expect(typeof font.label).toBe('string');
        expect(font.label.length).toBeGreaterThan(0);
      }
      expect(new Set(body.fonts.map((font: { family: string }) => font.family)).size).toBe(21);
    });

    test('GET /v1/languages: exactly the 14 locale codes, each with a name', async () => {
      const response = await harness.request('/v1/languages', { form });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-api-form')).toBe(form);
      const body = await response.json();
      expect(sortedKeys(body)).toEqual(['languages']);
      expect(body.languages).toHaveLength(14);
      for (const language of body.languages) {
        expect(sortedKeys(language)).toEqual(['code', 'name']);
        expect(typeof language.name).toBe('string');
        expect(language.name.length).toBeGreaterThan(0);
      }
      expect(body.languages.map((language: { code: string }) => language.code).sort()).toEqual([...LANGUAGE_CODES].sort());
      expect(body.languages.find((language: { code: string }) => language.code === 'de').name).toBe('German');
    });

    test('GET /v1/models: the 10 providers with their defaults, exactly one default each', async () => {
      const response = await harness.request('/v1/models', { form });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-api-form')).toBe(form);
      const body = await response.json();
      expect(sortedKeys(body)).toEqual(['data']);
      const groups = body.data as Array<{ provider: string; models: Array<{ id: string; name: string; default?: boolean }> }>;
      expect(groups.map((group) => group.provider)).toEqual(['openai', 'anthropic', 'gemini', 'deepseek', 'groq', 'together', 'fireworks', 'mistral', 'xai', 'perplexity']);
      const defaults: Record<string, { id: string; name: string }> = {};
      for (const group of groups) {
        expect(sortedKeys(group)).toEqual(['models', 'provider']);
        expect(group.models.length).toBeGreaterThan(0);
        for (const model of group.models) {
          expect(typeof model.id).toBe('string');
          expect(typeof model.name).toBe('string');
          if ('default' in model) {
            expect(sortedKeys(model)).toEqual(['default', 'id', 'name']);
            expect(model.default).toBe(true);
          } else {
            expect(sortedKeys(model)).toEqual(['id', 'name']);
          }
        }
        const marked = group.models.filter((model) => model.default === true);
        expect(marked).toHaveLength(1);
        defaults[group.provider] = marked[0]!;
        // No provider wire ids leak into the public listing.
        expect(JSON.stringify(group)).not.toContain('wireId');
      }
      expect(defaults.openai!.id).toBe('gpt-4.1-mini');
      expect(defaults.anthropic!.id).toBe('claude-haiku-4.5');
      expect(defaults.gemini!.id).toBe('gemini-2.5-flash');
      expect(defaults.deepseek!.id).toBe('deepseek-chat');
      expect(defaults.groq!.id).toBe('llama-3.3-70b');
      expect(defaults.together!.name).toBe('Llama 3.3 70B Turbo');
      expect(defaults.fireworks!.name).toBe('Llama 3.3 70B');
      expect(defaults.mistral!.id).toBe('mistral-small');
      expect(defaults.xai!.id).toBe('grok-3-mini-fast');
      expect(defaults.perplexity!.id).toBe('sonar-pro');
      const ids = (provider: string) => groups.find((group) => group.provider === provider)!.models.map((model) => model.id);
      expect(ids('openai')).toEqual(['gpt-4.1-mini', 'gpt-4.1-nano', 'gpt-4o', 'gpt-4o-mini']);
      expect(ids('anthropic')).toEqual(['claude-haiku-4.5', 'claude-sonnet-4.6']);
    });

    test('GET /v1/templates/{unknown}: 404 in the error shape', async () => {
      const response = await harness.request('/v1/templates/nosuchtemplate', { form });
      expect(response.status).toBe(404);
      expect(response.headers.get('x-api-form')).toBe(form);
      const body = await response.json();
      expect(body.code).toBe('not_found');
      expect(typeof body.error).toBe('string');
      expect(body.error.length).toBeGreaterThan(0);
      expect(sortedKeys(body)).toEqual(['code', 'error']);
    });

    test.each([
      ['a 65-character id', `/v1/templates/${'G'.repeat(65)}`],
      ['an encoded path traversal', '/v1/templates/..%2F..'],
      ['a plain path traversal', '/v1/templates/..%2F..%2Fpackage.json'],
      ['a NUL byte', '/v1/templates/%00'],
      ['a NUL byte after a real id', '/v1/templates/GRAPHITE%00'],
      ['malformed percent-encoding', '/v1/templates/%E0%A4%A'],
      ['an encoded slash inside a real id', '/v1/templates/GRAPH%2FITE'],
    ])('GET /v1/templates/{id} with %s: a 4xx error body, never a 500', async (_label, path) => {
      const response = await harness.request(path, { form });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      const body = await response.json();
      expect(typeof body.error).toBe('string');
      expect(typeof body.code).toBe('string');
      // Nothing outside the catalog is ever read and returned.
      expect(JSON.stringify(body)).not.toContain('dependencies');
    });
  });

  describe('templates, form A', () => {
    test('GET /v1/templates: {templates} with 22 items of exactly the Form A fields', async () => {
      const response = await harness.request('/v1/templates', { form: 'a' });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-api-form')).toBe('a');
      const body = await response.json();
      expect(sortedKeys(body)).toEqual(['templates']);
      expect(body.templates).toHaveLength(22);
      for (const template of body.templates) {
        expect(sortedKeys(template)).toEqual(['atsScore', 'defaults', 'id', 'layoutType', 'name', 'supportsProfileImage']);
        expect(template.id).toMatch(/^[A-Z]+$/);
        expect(typeof template.name).toBe('string');
        expect(template.name.length).toBeGreaterThan(0);
        expect(Number.isInteger(template.atsScore)).toBe(true);
        expect(LAYOUT_TYPES).toContain(template.layoutType);
        expect(typeof template.supportsProfileImage).toBe('boolean');
        expect(sortedKeys(template.defaults)).toEqual(['font', 'fontSize', 'pageNumbering', 'pageSize', 'spacing']);
        expect(typeof template.defaults.pageSize).toBe('string');
        expect(Number.isInteger(template.defaults.spacing)).toBe(true);
        expect(Number.isInteger(template.defaults.fontSize)).toBe(true);
        expect(typeof template.defaults.font).toBe('string');
        expect(PAGE_NUMBERING).toContain(template.defaults.pageNumbering);
      }
      const ids = body.templates.map((template: { id: string }) => template.id);
      expect(new Set(ids).size).toBe(22);
      for (const id of REQUIRED_TEMPLATE_IDS) expect(ids).toContain(id);
      for (const layout of LAYOUT_TYPES) {
        expect(body.templates.filter((template: { layoutType: string }) => template.layoutType === layout).length).toBeGreaterThanOrEqual(5);
      }
    });

    test('the default font of every template is a catalog font', async () => {
      const fonts = (await (await harness.request('/v1/fonts')).json()).fonts.map((font: { family: string }) => font.family);
      const { templates } = await (await harness.request('/v1/templates', { form: 'a' })).json();
      for (const template of templates) expect(fonts).toContain(template.defaults.font);
    });

    test.each(['graphite', 'Graphite', 'GRAPHITE', 'gRaPhItE'])('GET /v1/templates/%s: the GRAPHITE detail with colours and fonts', async (id) => {
      const response = await harness.request(`/v1/templates/${id}`, { form: 'a' });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-api-form')).toBe('a');
      const detail = await response.json();
      expect(sortedKeys(detail)).toEqual(['atsScore', 'availableColors', 'availableFonts', 'defaults', 'id', 'layoutType', 'name', 'supportsProfileImage']);
      expect(detail.id).toBe('GRAPHITE');
      expect(detail.availableColors.length).toBeGreaterThan(0);
      for (const color of detail.availableColors) {
        expect(sortedKeys(color)).toEqual(['backgroundColor', 'backgroundPartColor', 'id', 'text', 'textMuted', 'underlineColor']);
        expect(color.id).toMatch(/^[a-z][a-z0-9-]*$/);
        for (const field of ['backgroundColor', 'backgroundPartColor', 'underlineColor', 'text', 'textMuted']) expect(color[field]).toMatch(COLOR);
      }
      expect(detail.availableFonts.length).toBeGreaterThan(0);
      for (const font of detail.availableFonts) expect(sortedKeys(font)).toEqual(['family', 'label']);
      expect(detail.availableFonts.map((font: { family: string }) => font.family)).toContain(detail.defaults.font);
    });

    test('the list entry and the detail agree on the shared fields', async () => {
      const { templates } = await (await harness.request('/v1/templates', { form: 'a' })).json();
      for (const summary of templates) {
        const detail = await (await harness.request(`/v1/templates/${summary.id.toLowerCase()}`, { form: 'a' })).json();
        const { availableColors: _colors, availableFonts: _fonts, ...rest } = detail;
        expect(rest).toEqual(summary);
      }
    });
  });

  describe('templates, form B', () => {
    test('GET /v1/templates: {data} with lowercase ids, category and CDN thumbnail', async () => {
      const response = await harness.request('/v1/templates', { form: 'b' });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-api-form')).toBe('b');
      const body = await response.json();
      expect(sortedKeys(body)).toEqual(['data']);
      expect(body.data).toHaveLength(22);
      for (const template of body.data) {
        expect(sortedKeys(template)).toEqual(['category', 'description', 'id', 'name', 'thumbnail']);
        expect(template.id).toMatch(/^[a-z]+$/);
        expect(typeof template.name).toBe('string');
        expect(typeof template.description).toBe('string');
        expect(template.description.length).toBeGreaterThan(0);
        expect(CATEGORIES).toContain(template.category);
        expect(template.thumbnail).toBe(`http://localhost/cdn/templates/${template.id}.png`);
      }
      const ids = body.data.map((template: { id: string }) => template.id);
      for (const id of REQUIRED_TEMPLATE_IDS) expect(ids).toContain(id.toLowerCase());
    });

    test.each(['graphite', 'Graphite', 'GRAPHITE'])('GET /v1/templates/%s: {data: detail} with supportedSections', async (id) => {
      const response = await harness.request(`/v1/templates/${id}`, { form: 'b' });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-api-form')).toBe('b');
      const body = await response.json();
      expect(sortedKeys(body)).toEqual(['data']);
      expect(sortedKeys(body.data)).toEqual(['category', 'description', 'id', 'name', 'supportedSections', 'thumbnail']);
      expect(body.data.id).toBe('graphite');
      expect(body.data.thumbnail).toBe('http://localhost/cdn/templates/graphite.png');
      expect(CATEGORIES).toContain(body.data.category);
      for (const section of body.data.supportedSections) expect(typeof section).toBe('string');
      for (const section of SPEC_SECTIONS) expect(body.data.supportedSections).toContain(section);
    });

    test('CDN_URL moves the thumbnails', async () => {
      const elsewhere = await createHarness(kind, { CDN_URL: 'https://cdn.example.com/assets/' });
      try {
        const body = await (await elsewhere.request('/v1/templates/onyx', { form: 'b' })).json();
        expect(body.data.thumbnail).toBe('https://cdn.example.com/assets/templates/onyx.png');
      } finally {
        await elsewhere.dispose();
      }
    }, 60_000);

    test('the default CDN (served by the service itself under /cdn/) answers the thumbnail URL', async () => {
      const body = await (await harness.request('/v1/templates/graphite', { form: 'b' })).json();
      const path = new URL(body.data.thumbnail).pathname;
      const response = await harness.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toStartWith('image/png');
    });
  });

  describe('the form that answers', () => {
    test('without X-Api-Form and without a key, form A answers', async () => {
      const response = await harness.request('/v1/templates');
      expect(response.status).toBe(200);
      expect(response.headers.get('x-api-form')).toBe('a');
      expect(sortedKeys(await response.json())).toEqual(['templates']);
    });

    test('the header is case-insensitive in its value', async () => {
      const response = await harness.request('/v1/templates', { headers: { 'x-api-form': 'B' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-api-form')).toBe('b');
      expect(sortedKeys(await response.json())).toEqual(['data']);
    });

    test('an invalid X-Api-Form value is a 400, not silently ignored', async () => {
      const response = await harness.request('/v1/templates', { headers: { 'x-api-form': 'c' } });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.code).toBe('invalid_request');
      expect(body.error).toContain('X-Api-Form');
    });

    test('a valid key pinned to form B makes a public endpoint answer in form B; the header still wins', async () => {
      const account = await harness.createAccount({ form: 'b' });
      const pinned = await harness.request('/v1/templates', { apiKey: account.apiKey });
      expect(pinned.status).toBe(200);
      expect(pinned.headers.get('x-api-form')).toBe('b');
      expect(sortedKeys(await pinned.json())).toEqual(['data']);
      const overridden = await harness.request('/v1/templates', { apiKey: account.apiKey, form: 'a' });
      expect(overridden.headers.get('x-api-form')).toBe('a');
      expect(sortedKeys(await overridden.json())).toEqual(['templates']);
    });

    test('the server default API_FORM=b applies when neither header nor key says otherwise', async () => {
      const formB = await createHarness(kind, { API_FORM: 'b' });
      try {
        const response = await formB.request('/v1/templates/cobalt');
        expect(response.headers.get('x-api-form')).toBe('b');
        expect((await response.json()).data.id).toBe('cobalt');
        const notFound = await formB.request('/v1/templates/nothing');
        expect(notFound.status).toBe(404);
        expect(notFound.headers.get('x-api-form')).toBe('b');
      } finally {
        await formB.dispose();
      }
    }, 60_000);
  });

  describe('rate limit accounting of public requests', () => {
    const paths = ['/v1/templates', '/v1/templates/marble', '/v1/fonts', '/v1/languages', '/v1/models'];

    test.each(paths)('%s without a key counts per IP', async (path) => {
      const response = await harness.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit-policy')).toStartWith('"per-ip";');
      expect(response.headers.get('ratelimit')).toStartWith('"per-ip";');
      // No account: no credits header.
      expect(response.headers.get('x-credits-remaining')).toBeNull();
    });

    test.each(paths)('%s with a valid key counts against the account', async (path) => {
      const account = await harness.createAccount();
      const response = await harness.request(path, { apiKey: account.apiKey });
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit-policy')).toStartWith('"per-account";');
      expect(response.headers.get('ratelimit')).toStartWith('"per-account";');
      // A catalog read costs nothing.
      expect(response.headers.get('x-credits-remaining')).toBe('10');
    });

    test('an invalid key on a public endpoint is ignored (200, counted per IP)', async () => {
      const response = await harness.request('/v1/fonts', { apiKey: 'vitae_live_not-a-real-key' });
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit-policy')).toStartWith('"per-ip";');
    });

    test('the public limit is 30 per minute per IP by default and the 31st request is a 429 with Retry-After', async () => {
      const limited = await createHarness(kind, { RATE_LIMIT_PUBLIC_PER_MINUTE: '', RATE_LIMIT_ACCOUNT_PER_MINUTE: '' });
      try {
        const statuses: number[] = [];
        let last: Response | undefined;
        for (let index = 0; index < 31; index++) {
          last = await limited.request('/v1/languages');
          statuses.push(last.status);
        }
        expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
        expect(statuses[30]).toBe(429);
        expect(last!.headers.get('ratelimit-policy')).toBe('"per-ip";q=30;w=60');
        expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
        expect((await last!.json()).code).toBe('rate_limited');
        // A valid key moves the caller to its own account budget.
        const account = await limited.createAccount();
        const withKey = await limited.request('/v1/languages', { apiKey: account.apiKey });
        expect(withKey.status).toBe(200);
        expect(withKey.headers.get('ratelimit-policy')).toBe('"per-account";q=100;w=60');
      } finally {
        await limited.dispose();
      }
    }, 60_000);
  });
});
