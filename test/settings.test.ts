/**
 * GET /v1/settings and PUT/DELETE /v1/settings/model (bring your own provider key) on both stores
 * and in both forms (the body shape is the same in both). Provider keys are checked against a
 * real local fake of the providers' wire protocols, so the SDK code paths run for real.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { randomBytes } from 'node:crypto';
import { openSecret } from '../src/security/secret-box.ts';
import { databaseKinds } from './support/databases.ts';
import { defaultFakeApiKey, startFakeProviderServer, type FakeProviderServer } from './support/fake-provider-server.ts';
import { createHarness, type Harness } from './support/harness.ts';

const kinds = await databaseKinds();

const sortedKeys = (value: object) => Object.keys(value).sort();
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
    for (const [method, path] of [['GET', '/v1/settings'], ['PUT', '/v1/settings/model'], ['DELETE', '/v1/settings/model']] as const) {
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
      for (const [method, path] of [['GET', '/v1/settings'], ['PUT', '/v1/settings/model'], ['DELETE', '/v1/settings/model']] as const) {
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

    test('unknown model: 400 unknown_model, no provider call', async () => {
      const account = await harness.createAccount({ plan: 'pro' });
      const calls = await providerCallsDuring(async () => {
        const response = await put(account.apiKey, { provider: 'openai', modelId: 'gpt-99-ultra', apiKey: defaultFakeApiKey });
        expect(response.status).toBe(400);
        const body = await response.json();
        expect(body.code).toBe('unknown_model');
        expect(body.error).toContain('gpt-99-ultra');
        // A model of another provider is not a model of this one.
        const crossed = await put(account.apiKey, { provider: 'openai', modelId: 'claude-haiku-4.5', apiKey: defaultFakeApiKey });
        expect(crossed.status).toBe(400);
        expect((await crossed.json()).code).toBe('unknown_model');
      });
      expect(calls).toHaveLength(0);
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
});
