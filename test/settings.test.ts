/**
 * GET /v1/settings and PUT/DELETE /v1/settings/model (bring your own provider key) on both stores
 * and in both forms (the body shape is the same in both). Provider keys are checked against a
 * real local fake of the providers' wire protocols, so the SDK code paths run for real: a provider's
 * own dated model id is accepted and is what a later AI action asks for, an id that cannot be one is a
 * 400, and a key the provider refuses (422) is told apart from one that could not be verified (502,
 * 504), with nothing stored either way.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { randomBytes } from 'node:crypto';
import { openSecret } from '../src/security/secret-box.ts';
import { databaseKinds } from './support/databases.ts';
import { defaultFakeApiKey, startFakeProviderServer, type FakeProviderServer, type ProviderFailure } from './support/fake-provider-server.ts';
import { createHarness, type Harness } from './support/harness.ts';
import { ONE_JOB_RESUME, ONE_PARAGRAPH_POSTING, VALID_TAILOR_ANSWER } from './fixtures/tailor-request.ts';

const kinds = await databaseKinds();

const sortedKeys = (value: object) => Object.keys(value).sort();

const RESUME = ONE_JOB_RESUME;
const POSTING = ONE_PARAGRAPH_POSTING;
const TAILOR_ANSWER = VALID_TAILOR_ANSWER;
const builtinModel = { provider: 'builtin', modelId: 'builtin', isCustom: false };

describe.each(kinds)('settings on %s', (kind) => {
  let fake: FakeProviderServer;
  let harness: Harness;
  beforeAll(async () => {
    fake = await startFakeProviderServer();
    harness = await createHarness(kind, {
      OPENAI_BASE_URL: fake.baseUrlFor('openai'),
      ANTHROPIC_BASE_URL: fake.baseUrlFor('anthropic'),
      GEMINI_BASE_URL: fake.baseUrlFor('gemini'),
      GROQ_BASE_URL: fake.baseUrlFor('groq'),
    });
  }, 60_000);
  afterAll(async () => {
    await harness.dispose();
    await fake.stop();
  });

  /** Requests the fake receives while `work` runs. */
  async function providerCallsDuring(work: () => Promise<void>) {
    const before = fake.requests.length;
    await work();
    return fake.requests.slice(before);
  }

  test('the system default without AI_API_KEY is the built-in engine', async () => {
    const account = await harness.createAccount();
    const response = await harness.request('/v1/settings', { apiKey: account.apiKey });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toStartWith('application/json');
    expect(await response.json()).toEqual({ data: { model: builtinModel } });
  });

  test('with AI_API_KEY the default is openai gpt-4o-mini; AI_PROVIDER/AI_MODEL change it', async () => {
    const withKey = await createHarness(kind, { AI_API_KEY: 'sk-system-key-not-shown' });
    const chosen = await createHarness(kind, { AI_API_KEY: 'sk-system-key-not-shown', AI_PROVIDER: 'Anthropic', AI_MODEL: 'claude-sonnet-4.6' });
    try {
      const account = await withKey.createAccount();
      const response = await withKey.request('/v1/settings', { apiKey: account.apiKey });
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ data: { model: { provider: 'openai', modelId: 'gpt-4o-mini', isCustom: false } } });
      expect(text).not.toContain('sk-system-key-not-shown');
      const other = await chosen.createAccount();
      expect(await (await chosen.request('/v1/settings', { apiKey: other.apiKey })).json()).toEqual({
        data: { model: { provider: 'anthropic', modelId: 'claude-sonnet-4.6', isCustom: false } },
      });
    } finally {
      await withKey.dispose();
      await chosen.dispose();
    }
  }, 120_000);

  test('without a key: 401 on every settings route', async () => {
    for (const [method, path] of [
      ['GET', '/v1/settings'],
      ['PUT', '/v1/settings/model'],
      ['DELETE', '/v1/settings/model'],
    ] as const) {
      const calls = await providerCallsDuring(async () => {
        const response = await harness.request(path, { method, json: method === 'PUT' ? { provider: 'openai', apiKey: defaultFakeApiKey } : undefined });
        expect(response.status).toBe(401);
        expect((await response.json()).code).toBe('unauthorized');
      });
      expect(calls).toHaveLength(0);
    }
  });

  test('a key without the settings scope: 403 insufficient_scope before any provider call', async () => {
    const account = await harness.createAccount({ plan: 'pro', scopes: ['resumes:read', 'resumes:write', 'ai', 'render'] });
    const calls = await providerCallsDuring(async () => {
      for (const [method, path] of [
        ['GET', '/v1/settings'],
        ['PUT', '/v1/settings/model'],
        ['DELETE', '/v1/settings/model'],
      ] as const) {
        const response = await harness.request(path, { method, apiKey: account.apiKey, json: method === 'PUT' ? { provider: 'openai', apiKey: defaultFakeApiKey } : undefined });
        expect(response.status).toBe(403);
        const body = await response.json();
        expect(body.code).toBe('insufficient_scope');
        expect(body.error).toContain('settings');
      }
    });
    expect(calls).toHaveLength(0);
  });

  describe.each(['a', 'b'] as const)('form %s', (form) => {
    const put = (apiKey: string, json: unknown) => harness.request('/v1/settings/model', { method: 'PUT', apiKey, form, json });
    const get = (apiKey: string) => harness.request('/v1/settings', { apiKey, form });

    test('GET answers the same {data: {model}} shape, with the form and credits headers', async () => {
      const account = await harness.createAccount({ plan: 'pro' });
      const response = await get(account.apiKey);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-api-form')).toBe(form);
      expect(response.headers.get('x-credits-remaining')).toBe('200');
      expect(await response.json()).toEqual({ data: { model: builtinModel } });
    });

    test('unknown provider: 400 unknown_provider, no provider call', async () => {
      const account = await harness.createAccount({ plan: 'pro' });
      const calls = await providerCallsDuring(async () => {
        const response = await put(account.apiKey, { provider: 'nosuchai', modelId: 'gpt-4o', apiKey: defaultFakeApiKey });
        expect(response.status).toBe(400);
        expect(response.headers.get('x-api-form')).toBe(form);
        const body = await response.json();
        expect(body.code).toBe('unknown_provider');
        expect(typeof body.error).toBe('string');
        expect(body.error).toContain('nosuchai');
      });
      expect(calls).toHaveLength(0);
    });

    test('an id that cannot be a model id: 400 unknown_model naming the rule, no provider call', async () => {
      const account = await harness.createAccount({ plan: 'pro' });
      const junk = ['gpt 4o', 'gpt-4o\nx-injected: 1', '../../v1/files', 'models/../../x', 'a//b', '"><script>alert(1)</script>', "gpt'; DROP TABLE users;--", 'gpt-4o?key=1', 'x'.repeat(101)];
      const calls = await providerCallsDuring(async () => {
        for (const modelId of junk) {
          const response = await put(account.apiKey, { provider: 'openai', modelId, apiKey: defaultFakeApiKey });
          expect(response.status).toBe(400);
          const body = await response.json();
          expect(body.code).toBe('unknown_model');
          expect(body.error).toContain('at most 100 characters');
          expect(body.details).toEqual([{ path: 'modelId', message: 'not a model id' }]);
        }
        // `model` in place of `modelId` is held to the same rule.
        expect((await put(account.apiKey, { provider: 'anthropic', model: 'claude sonnet', apiKey: defaultFakeApiKey })).status).toBe(400);
      });
      expect(calls).toHaveLength(0);
      expect(await (await get(account.apiKey)).json()).toEqual({ data: { model: builtinModel } });
    });

    test('free plan: 403 subscription_required and the provider is never called', async () => {
      const account = await harness.createAccount({ plan: 'free' });
      const calls = await providerCallsDuring(async () => {
        const response = await put(account.apiKey, { provider: 'openai', modelId: 'gpt-4o', apiKey: defaultFakeApiKey });
        expect(response.status).toBe(403);
        const body = await response.json();
        expect(body.code).toBe('subscription_required');
        expect(body.error).toMatch(/subscription/i);
      });
      expect(calls).toHaveLength(0);
      expect(await (await get(account.apiKey)).json()).toEqual({ data: { model: builtinModel } });
    });

    test('pro plan with a key the provider rejects: 422 provider_key_rejected, the key never echoed', async () => {
      const account = await harness.createAccount({ plan: 'pro' });
      const wrongKey = `sk-wrong-${randomBytes(12).toString('hex')}`;
      let text = '';
      const calls = await providerCallsDuring(async () => {
        const response = await put(account.apiKey, { provider: 'openai', modelId: 'gpt-4o', apiKey: wrongKey });
        expect(response.status).toBe(422);
        expect(response.headers.get('x-api-form')).toBe(form);
        text = await response.text();
      });
      const body = JSON.parse(text);
      expect(body.code).toBe('provider_key_rejected');
      expect(typeof body.error).toBe('string');
      expect(text).not.toContain(wrongKey);
      expect(text).not.toContain(wrongKey.slice(3));
      // One real test call was made, with the wrong key (which the fake echoed back in its 401).
      expect(calls).toHaveLength(1);
      expect(calls[0]!.headers.authorization).toBe(`Bearer ${wrongKey}`);
      expect(await (await get(account.apiKey)).json()).toEqual({ data: { model: builtinModel } });
    });

    test('pro plan with the valid key: 200, the provider default model, one test call with its wire id', async () => {
      const account = await harness.createAccount({ plan: 'pro' });
      let response!: Response;
      const calls = await providerCallsDuring(async () => {
        response = await put(account.apiKey, { provider: 'openai', apiKey: defaultFakeApiKey });
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-api-form')).toBe(form);
      // Configuring a model costs no credits.
      expect(response.headers.get('x-credits-remaining')).toBe('200');
      const text = await response.text();
      const body = JSON.parse(text);
      expect(sortedKeys(body)).toEqual(['data', 'message']);
      expect(body.data).toEqual({ model: { provider: 'openai', modelId: 'gpt-4.1-mini', isCustom: true } });
      expect(typeof body.message).toBe('string');
      expect(body.message.length).toBeGreaterThan(0);
      expect(text).not.toContain(defaultFakeApiKey);
      expect(calls).toHaveLength(1);
      expect(calls[0]!.provider).toBe('openai');
      expect(calls[0]!.model).toBe('gpt-4.1-mini');
      expect(calls[0]!.headers.authorization).toBe(`Bearer ${defaultFakeApiKey}`);

      const after = await get(account.apiKey);
      const afterText = await after.text();
      expect(JSON.parse(afterText)).toEqual({ data: { model: { provider: 'openai', modelId: 'gpt-4.1-mini', isCustom: true } } });
      expect(afterText).not.toContain(defaultFakeApiKey);
    });

    test('capitalised provider and `model` instead of `modelId` are accepted', async () => {
      const account = await harness.createAccount({ plan: 'pro' });
      let response!: Response;
      const calls = await providerCallsDuring(async () => {
        response = await put(account.apiKey, { provider: 'OpenAI', model: 'gpt-4o', apiKey: defaultFakeApiKey });
      });
      expect(response.status).toBe(200);
      expect((await response.json()).data).toEqual({ model: { provider: 'openai', modelId: 'gpt-4o', isCustom: true } });
      expect(calls.map((call) => call.model)).toEqual(['gpt-4o']);
      expect(await (await get(account.apiKey)).json()).toEqual({ data: { model: { provider: 'openai', modelId: 'gpt-4o', isCustom: true } } });
    });

    test('anthropic claude-haiku-4.5 is called with the Anthropic wire id claude-haiku-4-5', async () => {
      const account = await harness.createAccount({ plan: 'pro' });
      let response!: Response;
      const calls = await providerCallsDuring(async () => {
        response = await put(account.apiKey, { provider: 'anthropic', modelId: 'claude-haiku-4.5', apiKey: defaultFakeApiKey });
      });
      expect(response.status).toBe(200);
      expect((await response.json()).data).toEqual({ model: { provider: 'anthropic', modelId: 'claude-haiku-4.5', isCustom: true } });
      expect(calls).toHaveLength(1);
      expect(calls[0]!.provider).toBe('anthropic');
      expect(calls[0]!.path).toBe('/anthropic/v1/messages');
      expect(calls[0]!.model).toBe('claude-haiku-4-5');
      expect(calls[0]!.headers['x-api-key']).toBe(defaultFakeApiKey);
    });

    test("anthropic's own id of a catalog model (claude-haiku-4-5) is that catalog model: reported by its catalog id", async () => {
      const account = await harness.createAccount({ plan: 'pro' });
      let response!: Response;
      const calls = await providerCallsDuring(async () => {
        response = await put(account.apiKey, { provider: 'anthropic', modelId: 'claude-haiku-4-5', apiKey: defaultFakeApiKey });
      });
      expect(response.status).toBe(200);
      expect((await response.json()).data.model).toEqual({ provider: 'anthropic', modelId: 'claude-haiku-4.5', isCustom: true });
      expect(calls.map((call) => call.model)).toEqual(['claude-haiku-4-5']);
      expect(await (await get(account.apiKey)).json()).toEqual({ data: { model: { provider: 'anthropic', modelId: 'claude-haiku-4.5', isCustom: true } } });
    });

    test("another provider's catalog id is not refused up front: the provider decides (here it does not know it, 404 → 422)", async () => {
      const account = await harness.createAccount({ plan: 'pro' });
      fake.setFailure(
        { status: 404, body: { error: { message: 'The model `claude-haiku-4.5` does not exist or you do not have access to it.', type: 'invalid_request_error', code: 'model_not_found' } } },
        { times: 1 },
      );
      let response!: Response;
      const calls = await providerCallsDuring(async () => {
        response = await put(account.apiKey, { provider: 'openai', modelId: 'claude-haiku-4.5', apiKey: defaultFakeApiKey });
      });
      expect(response.status).toBe(422);
      const body = await response.json();
      expect(body.code).toBe('provider_key_rejected');
      expect(body.error).toContain('"claude-haiku-4.5"');
      expect(body.error).toContain('HTTP 404');
      expect(body.error).toContain('no model by this id');
      expect(calls.map((call) => [call.provider, call.model])).toEqual([['openai', 'claude-haiku-4.5']]);
      expect(await (await get(account.apiKey)).json()).toEqual({ data: { model: builtinModel } });
    });

    test('groq llama-3.3-70b and gemini default go out with their wire ids', async () => {
      const account = await harness.createAccount({ plan: 'pro' });
      const calls = await providerCallsDuring(async () => {
        const groq = await put(account.apiKey, { provider: 'groq', modelId: 'llama-3.3-70b', apiKey: defaultFakeApiKey });
        expect(groq.status).toBe(200);
        const gemini = await put(account.apiKey, { provider: 'Gemini', apiKey: defaultFakeApiKey });
        expect(gemini.status).toBe(200);
        expect((await gemini.json()).data.model).toEqual({ provider: 'gemini', modelId: 'gemini-2.5-flash', isCustom: true });
      });
      expect(calls.map((call) => [call.provider, call.model])).toEqual([
        ['groq', 'llama-3.3-70b-versatile'],
        ['gemini', 'gemini-2.5-flash'],
      ]);
    });

    test('the provider key is stored encrypted: the ciphertext does not contain it and opens with the secrets key', async () => {
      const account = await harness.createAccount({ plan: 'pro' });
      expect((await put(account.apiKey, { provider: 'openai', modelId: 'gpt-4o-mini', apiKey: defaultFakeApiKey })).status).toBe(200);
      const rows = await harness.context.db.selectFrom('modelSettings').selectAll().where('userId', '=', account.userId).execute();
      expect(rows).toHaveLength(1);
      const row = rows[0]!;
      expect(row.provider).toBe('openai');
      expect(row.modelId).toBe('gpt-4o-mini');
      expect(row.apiKeyCiphertext).not.toContain(defaultFakeApiKey);
      expect(row.apiKeyCiphertext).not.toContain(Buffer.from(defaultFakeApiKey).toString('base64'));
      expect(row.apiKeyCiphertext).not.toContain(Buffer.from(defaultFakeApiKey).toString('base64url'));
      expect(row.apiKeyCiphertext).not.toContain(Buffer.from(defaultFakeApiKey).toString('hex'));
      expect(openSecret(harness.context.secretsKey, row.apiKeyCiphertext, account.userId)).toBe(defaultFakeApiKey);
      // Bound to its owner: it does not open as someone else's.
      expect(() => openSecret(harness.context.secretsKey, row.apiKeyCiphertext, crypto.randomUUID())).toThrow();
    });

    test('a rejected key does not replace a working setting', async () => {
      const account = await harness.createAccount({ plan: 'pro' });
      expect((await put(account.apiKey, { provider: 'openai', modelId: 'gpt-4o', apiKey: defaultFakeApiKey })).status).toBe(200);
      const rejected = await put(account.apiKey, { provider: 'anthropic', apiKey: 'not-the-right-key' });
      expect(rejected.status).toBe(422);
      expect(await (await get(account.apiKey)).json()).toEqual({ data: { model: { provider: 'openai', modelId: 'gpt-4o', isCustom: true } } });
      const rows = await harness.context.db.selectFrom('modelSettings').selectAll().where('userId', '=', account.userId).execute();
      expect(openSecret(harness.context.secretsKey, rows[0]!.apiKeyCiphertext, account.userId)).toBe(defaultFakeApiKey);
    });

    test('DELETE goes back to the system default, and GET says so', async () => {
      const account = await harness.createAccount({ plan: 'pro' });
      expect((await put(account.apiKey, { provider: 'openai', apiKey: defaultFakeApiKey })).status).toBe(200);
      const response = await harness.request('/v1/settings/model', { method: 'DELETE', apiKey: account.apiKey, form });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-api-form')).toBe(form);
      const body = await response.json();
      expect(sortedKeys(body)).toEqual(['data', 'message']);
      expect(body.data).toEqual({ model: builtinModel });
      expect(typeof body.message).toBe('string');
      expect(body.message.length).toBeGreaterThan(0);
      expect(await (await get(account.apiKey)).json()).toEqual({ data: { model: builtinModel } });
      const rows = await harness.context.db.selectFrom('modelSettings').selectAll().where('userId', '=', account.userId).execute();
      expect(rows).toHaveLength(0);
      // Removing what is not there is harmless.
      const again = await harness.request('/v1/settings/model', { method: 'DELETE', apiKey: account.apiKey, form });
      expect(again.status).toBe(200);
      expect((await again.json()).data).toEqual({ model: builtinModel });
    });

    test('one user’s setting is not another’s', async () => {
      const owner = await harness.createAccount({ plan: 'pro' });
      const other = await harness.createAccount({ plan: 'pro' });
      expect((await put(owner.apiKey, { provider: 'openai', modelId: 'gpt-4.1-nano', apiKey: defaultFakeApiKey })).status).toBe(200);
      expect(await (await get(other.apiKey)).json()).toEqual({ data: { model: builtinModel } });
    });

    test('missing apiKey: 400 with details naming it, no provider call', async () => {
      const account = await harness.createAccount({ plan: 'pro' });
      const calls = await providerCallsDuring(async () => {
        const response = await put(account.apiKey, { provider: 'openai', modelId: 'gpt-4o' });
        expect(response.status).toBe(400);
        const body = await response.json();
        expect(body.code).toBe('validation_failed');
        expect(typeof body.error).toBe('string');
        expect(Array.isArray(body.details)).toBe(true);
        expect(body.details.length).toBeGreaterThan(0);
        for (const detail of body.details) expect(sortedKeys(detail)).toEqual(['message', 'path']);
        expect(body.details.some((detail: { path: string }) => detail.path.includes('apiKey'))).toBe(true);
      });
      expect(calls).toHaveLength(0);
    });

    test('missing provider: 400 with details', async () => {
      const account = await harness.createAccount({ plan: 'pro' });
      const response = await put(account.apiKey, { modelId: 'gpt-4o', apiKey: defaultFakeApiKey });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.code).toBe('validation_failed');
      expect(body.details.some((detail: { path: string }) => detail.path.includes('provider'))).toBe(true);
    });

    test('an unknown field: 400, no provider call', async () => {
      const account = await harness.createAccount({ plan: 'pro' });
      const calls = await providerCallsDuring(async () => {
        const response = await put(account.apiKey, { provider: 'openai', modelId: 'gpt-4o', apiKey: defaultFakeApiKey, temperature: 0.2 });
        expect(response.status).toBe(400);
        const body = await response.json();
        expect(body.code).toBe('validation_failed');
        expect(JSON.stringify(body.details)).toContain('temperature');
      });
      expect(calls).toHaveLength(0);
    });

    test('malformed JSON and a non-object body: 400', async () => {
      const account = await harness.createAccount({ plan: 'pro' });
      const malformed = await harness.request('/v1/settings/model', {
        method: 'PUT',
        apiKey: account.apiKey,
        form,
        headers: { 'content-type': 'application/json' },
        body: '{"provider": "openai",',
      });
      expect(malformed.status).toBe(400);
      expect((await malformed.json()).code).toBe('invalid_json');
      const array = await put(account.apiKey, ['openai']);
      expect(array.status).toBe(400);
      const empty = await harness.request('/v1/settings/model', { method: 'PUT', apiKey: account.apiKey, form });
      expect(empty.status).toBe(400);
    });
  });

  describe.each([
    { provider: 'openai', modelId: 'gpt-4o-mini-2024-07-18', path: '/openai/v1/responses' },
    { provider: 'anthropic', modelId: 'claude-sonnet-4-20250514', path: '/anthropic/v1/messages' },
  ])("$provider's own dated id $modelId", ({ provider, modelId, path }) => {
    test('is accepted after its test call, reported as given, and is the model a later AI action asks for', async () => {
      const account = await harness.createAccount({ plan: 'pro' });
      const settingCalls = await providerCallsDuring(async () => {
        const response = await harness.request('/v1/settings/model', { method: 'PUT', apiKey: account.apiKey, json: { provider, modelId, apiKey: defaultFakeApiKey } });
        expect(response.status).toBe(200);
        expect((await response.json()).data.model).toEqual({ provider, modelId, isCustom: true });
      });
      expect(settingCalls.map((call) => [call.path, call.model])).toEqual([[path, modelId]]);
      expect(await (await harness.request('/v1/settings', { apiKey: account.apiKey })).json()).toEqual({ data: { model: { provider, modelId, isCustom: true } } });

      const created = await harness.request('/v1/resumes', { method: 'POST', apiKey: account.apiKey, form: 'b', json: RESUME });
      const resumeId = (await created.json()).data.id;
      fake.setReply(TAILOR_ANSWER);
      try {
        const tailorCalls = await providerCallsDuring(async () => {
          const response = await harness.request('/v1/tailor', { method: 'POST', apiKey: account.apiKey, form: 'b', json: { resumeId, jobDescription: POSTING } });
          expect(response.status).toBe(200);
          expect((await response.json()).data.suggestions.summary).toBe('Engineer building TypeScript services on PostgreSQL.');
        });
        expect(tailorCalls.length).toBeGreaterThan(0);
        for (const call of tailorCalls) {
          expect([call.path, call.model]).toEqual([path, modelId]);
          expect(call.headers.authorization ?? call.headers['x-api-key']).toContain(defaultFakeApiKey);
        }
      } finally {
        fake.setReply('OK');
      }
    });
  });

  describe('when the key cannot be verified', () => {
    /** Verification gives up quickly here, and mistral points at a port nothing listens on. */
    let strict: Harness;
    beforeAll(async () => {
      const closed = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: () => new Response() });
      const closedPort = closed.port;
      await closed.stop(true);
      strict = await createHarness(kind, {
        OPENAI_BASE_URL: fake.baseUrlFor('openai'),
        ANTHROPIC_BASE_URL: fake.baseUrlFor('anthropic'),
        MISTRAL_BASE_URL: `http://127.0.0.1:${closedPort}/v1`,
        AI_VERIFY_TIMEOUT_MS: '500',
      });
    }, 60_000);
    afterAll(() => strict.dispose());

    const put = (apiKey: string, json: unknown) => strict.request('/v1/settings/model', { method: 'PUT', apiKey, json });
    const storedRows = (userId: string) => strict.context.db.selectFrom('modelSettings').selectAll().where('userId', '=', userId).execute();

    interface UnverifiedCase {
      name: string;
      provider: 'openai' | 'anthropic' | 'mistral';
      failure?: ProviderFailure;
      status: 422 | 502 | 504;
      code: string;
      says: RegExp;
      retryAfter?: string;
    }
    const cases: UnverifiedCase[] = [
      { name: 'the provider refuses the key (401)', provider: 'anthropic', failure: { status: 401 }, status: 422, code: 'provider_key_rejected', says: /rejected the API key \(HTTP 401\)/ },
      {
        name: 'the provider has no such model (404)',
        provider: 'openai',
        failure: { status: 404 },
        status: 422,
        code: 'provider_key_rejected',
        says: /refused the test call with this key and model "gpt-4.1-mini": The provider has no model by this id, or this key may not use it; check the model id \(HTTP 404\)/,
      },
      { name: 'a server error (500)', provider: 'openai', failure: { status: 500 }, status: 502, code: 'upstream_failed', says: /could not be verified: The provider had a server error \(HTTP 500\)/ },
      { name: 'a 503 from Anthropic', provider: 'anthropic', failure: { status: 503 }, status: 502, code: 'upstream_failed', says: /could not be verified: .*HTTP 503/ },
      {
        name: 'rate-limited (429), Retry-After passed on',
        provider: 'openai',
        failure: { status: 429, headers: { 'retry-after': '7' } },
        status: 502,
        code: 'upstream_failed',
        says: /could not be verified: The provider rate-limited the test call \(HTTP 429\); retry after 7 s/,
        retryAfter: '7',
      },
      {
        name: 'an answer cut mid-way',
        provider: 'anthropic',
        failure: { mode: 'cut-stream' },
        status: 502,
        code: 'upstream_failed',
        says: /could not be verified: The provider's answer could not be read/,
      },
      { name: 'no answer at all', provider: 'openai', failure: { mode: 'hang' }, status: 504, code: 'upstream_timeout', says: /could not be verified: The provider did not answer within 0.5 s/ },
      { name: 'the connection is refused', provider: 'mistral', status: 502, code: 'upstream_failed', says: /could not be verified: Could not reach the provider/ },
    ];

    test.each(cases)('$name: $status $code, nothing stored, no key in the answer', async ({ provider, failure, status, code, says, retryAfter }) => {
      const account = await strict.createAccount({ plan: 'pro' });
      fake.setFailure(failure, { times: 1 });
      let response!: Response;
      try {
        response = await put(account.apiKey, { provider, apiKey: defaultFakeApiKey });
      } finally {
        fake.setFailure(undefined);
      }
      const text = await response.text();
      expect(response.status).toBe(status);
      const body = JSON.parse(text);
      expect(body.code).toBe(code);
      expect(body.error).toMatch(says);
      // The fake echoes the presented key in every failure it answers.
      expect(text).not.toContain(defaultFakeApiKey);
      expect(response.headers.get('retry-after')).toBe(retryAfter ?? null);
      expect(await storedRows(account.userId)).toHaveLength(0);
      expect(await (await strict.request('/v1/settings', { apiKey: account.apiKey })).json()).toEqual({ data: { model: builtinModel } });
    });

    test('a key that could not be verified does not replace a working setting', async () => {
      const account = await strict.createAccount({ plan: 'pro' });
      expect((await put(account.apiKey, { provider: 'openai', modelId: 'gpt-4o', apiKey: defaultFakeApiKey })).status).toBe(200);
      fake.setFailure({ status: 502 }, { times: 1 });
      try {
        expect((await put(account.apiKey, { provider: 'anthropic', modelId: 'claude-sonnet-4-20250514', apiKey: defaultFakeApiKey })).status).toBe(502);
      } finally {
        fake.setFailure(undefined);
      }
      expect((await put(account.apiKey, { provider: 'mistral', apiKey: defaultFakeApiKey })).status).toBe(502);
      expect(await (await strict.request('/v1/settings', { apiKey: account.apiKey })).json()).toEqual({ data: { model: { provider: 'openai', modelId: 'gpt-4o', isCustom: true } } });
      const rows = await storedRows(account.userId);
      expect(rows.map((row) => [row.provider, row.modelId])).toEqual([['openai', 'gpt-4o']]);
    });
  });
});
