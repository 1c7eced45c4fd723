import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { streamText } from 'ai';
import { defaultFakeApiKey, startFakeProviderServer, type FakeProviderServer, type ProviderFailure } from '../../test/support/fake-provider-server.ts';
import { defaultModel, findModel, findProvider, modelCatalog, parseModelCatalog, providerIds, type ProviderId } from './model-catalog.ts';
import { createLanguageModel } from './provider-registry.ts';
import { verifyProviderKey } from './verify-provider-key.ts';

let fake: FakeProviderServer;

beforeAll(async () => {
  fake = await startFakeProviderServer();
});

afterAll(async () => {
  await fake.stop();
});

function defaultModelFor(provider: ProviderId) {
  const entry = findProvider(provider);
  if (entry === undefined) throw new Error(`catalog lacks ${provider}`);
  return defaultModel(entry);
}

function modelAgainstFake(provider: ProviderId, apiKey: string) {
  return createLanguageModel({
    provider,
    wireModelId: defaultModelFor(provider).wireId,
    apiKey,
    baseURL: fake.baseUrlFor(provider),
  });
}

function requestsFrom(provider: ProviderId) {
  return fake.requests.filter((request) => request.provider === provider);
}

// What each SDK actually calls, relative to its base URL.
const expectedEndpoint: Record<ProviderId, RegExp> = {
  openai: /\/openai\/v1\/responses$/,
  anthropic: /\/anthropic\/v1\/messages$/,
  gemini: /\/gemini\/v1beta\/models\/gemini-2\.5-flash:generateContent$/,
  deepseek: /\/deepseek\/chat\/completions$/,
  groq: /\/groq\/openai\/v1\/chat\/completions$/,
  together: /\/together\/v1\/chat\/completions$/,
  fireworks: /\/fireworks\/inference\/v1\/chat\/completions$/,
  mistral: /\/mistral\/v1\/chat\/completions$/,
  xai: /\/xai\/v1\/responses$/,
  perplexity: /\/perplexity\/chat\/completions$/,
};

describe.each(providerIds.map((provider) => [provider]))('%s', (provider) => {
  test('a valid key verifies and the catalog wire id is sent to the right endpoint', async () => {
    const before = requestsFrom(provider).length;

    const result = await verifyProviderKey(await modelAgainstFake(provider, defaultFakeApiKey));

    expect(result).toEqual({ ok: true });
    const sent = requestsFrom(provider).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.model).toBe(defaultModelFor(provider).wireId);
    expect(sent[0]?.path).toMatch(expectedEndpoint[provider]);
  });

  test('a wrong key is a 401 whose reason does not reveal the key', async () => {
    const wrongKey = `wrong-${provider}-key-0123456789`;

    const result = await verifyProviderKey(await modelAgainstFake(provider, wrongKey));

    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.status).toBe(401);
    expect(result.reason).toContain('rejected the API key');
    expect(result.reason).not.toContain(wrongKey);
    // The fake echoed the key, so the SDK really saw it; only the reason must not carry it.
    expect(requestsFrom(provider).at(-1)?.model).toBe(defaultModelFor(provider).wireId);
  });
});

describe('auth headers', () => {
  test('each provider sends the key the way its API expects', async () => {
    await verifyProviderKey(await modelAgainstFake('anthropic', defaultFakeApiKey));
    await verifyProviderKey(await modelAgainstFake('gemini', defaultFakeApiKey));
    await verifyProviderKey(await modelAgainstFake('mistral', defaultFakeApiKey));

    expect(requestsFrom('anthropic').at(-1)?.headers['x-api-key']).toBe(defaultFakeApiKey);
    expect(requestsFrom('gemini').at(-1)?.headers['x-goog-api-key']).toBe(defaultFakeApiKey);
    expect(requestsFrom('mistral').at(-1)?.headers['authorization']).toBe(`Bearer ${defaultFakeApiKey}`);
  });

  test("the probe asks for a tiny answer OpenAI's Responses API accepts", async () => {
    await verifyProviderKey(await modelAgainstFake('openai', defaultFakeApiKey));

    expect(requestsFrom('openai').at(-1)?.body.max_output_tokens).toBe(16);
  });
});

describe('fake server', () => {
  test("setReply changes what the model answers, also over Gemini's SSE stream", async () => {
    fake.setReply('Hello from the fake');
    try {
      const result = streamText({ model: await modelAgainstFake('gemini', defaultFakeApiKey), prompt: 'Hi' });
      expect(await result.text).toBe('Hello from the fake');
      expect(requestsFrom('gemini').at(-1)?.path).toEndWith(':streamGenerateContent');
    } finally {
      fake.setReply('OK');
    }
  });
});

describe('failures that are not 401', () => {
  test('a refused connection is ok:false without a status and does not throw', async () => {
    const closed = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: () => new Response() });
    const closedPort = closed.port;
    await closed.stop(true);

    const result = await verifyProviderKey(
      await createLanguageModel({
        provider: 'openai',
        wireModelId: 'gpt-4.1-mini',
        apiKey: defaultFakeApiKey,
        baseURL: `http://127.0.0.1:${closedPort}/v1`,
      }),
    );

    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.status).toBeUndefined();
    expect(result.failure).toBe('unavailable');
    expect(result.reason).toStartWith('Could not reach the provider');
  });

  test('a provider that never answers times out', async () => {
    const silent = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: () => new Promise<Response>(() => {}) });
    try {
      const model = await createLanguageModel({
        provider: 'groq',
        wireModelId: 'llama-3.3-70b-versatile',
        apiKey: defaultFakeApiKey,
        baseURL: `http://127.0.0.1:${silent.port}/openai/v1`,
      });

      const result = await verifyProviderKey(model, { timeoutMs: 200 });

      expect(result).toEqual({ ok: false, failure: 'timeout', reason: 'The provider did not answer within 0.2 s.' });
    } finally {
      await silent.stop(true);
    }
  });

  test("a 403 keeps the provider's explanation but scrubs the key", async () => {
    const secret = 'my-plain-secret';
    const forbidding = Bun.serve({
      hostname: '127.0.0.1',
      port: 0,
      fetch: () => Response.json({ error: { message: `Key ${secret} (sk-proj-abcdefgh12345678) cannot use this model`, type: 'x' } }, { status: 403 }),
    });
    try {
      const model = await createLanguageModel({
        provider: 'together',
        wireModelId: 'meta-llama/Llama-3.3-70B-Instruct-Turbo',
        apiKey: secret,
        baseURL: `http://127.0.0.1:${forbidding.port}/v1`,
      });

      const result = await verifyProviderKey(model, { apiKey: secret });

      expect(result).toEqual({
        ok: false,
        failure: 'refused',
        status: 403,
        reason: 'The API key is not allowed to do this (HTTP 403): Key [redacted] ([redacted]) cannot use this model',
      });
    } finally {
      await forbidding.stop(true);
    }
  });
});

describe('what a failed check says about the key', () => {
  const openai = () => modelAgainstFake('openai', defaultFakeApiKey);
  const checkWith = async (failure: ProviderFailure) => {
    fake.setFailure(failure, { times: 1 });
    try {
      const result = await verifyProviderKey(await openai(), { apiKey: defaultFakeApiKey });
      if (result.ok) throw new Error('the check passed');
      // The fake's failure messages echo the key, as careless providers do.
      expect(result.reason).not.toContain(defaultFakeApiKey);
      return result;
    } finally {
      fake.setFailure(undefined);
    }
  };

  test.each([
    [401, 'rejected the API key'],
    [402, 'no credit'],
    [403, 'not allowed'],
    [404, 'no model by this id'],
    [400, 'because of the model id'],
    [422, 'refused the request'],
  ])('HTTP %d: refused, the caller must change something', async (status, says) => {
    const result = await checkWith({ status });
    expect(result).toMatchObject({ failure: 'refused', status });
    expect(result.reason).toContain(says);
  });

  test('a 400 that names the API key is a rejected key (Gemini, xAI)', async () => {
    const result = await checkWith({ status: 400, body: { error: { message: 'API key not valid. Please pass a valid API key.', type: 'x' } } });
    expect(result).toMatchObject({ failure: 'refused', status: 400, reason: 'The provider rejected the API key (HTTP 400).' });
  });

  test.each([500, 502, 503])('HTTP %d: unavailable, nothing known about the key', async (status) => {
    expect(await checkWith({ status })).toMatchObject({ failure: 'unavailable', status });
  });

  test("a 429 proves nothing about the key: unavailable, with the provider's Retry-After", async () => {
    const result = await checkWith({ status: 429, headers: { 'retry-after': '7' } });
    expect(result).toEqual({ ok: false, failure: 'unavailable', status: 429, reason: 'The provider rate-limited the test call (HTTP 429); retry after 7 s.', retryAfterSeconds: 7 });
    const undated = await checkWith({ status: 429 });
    expect(undated.retryAfterSeconds).toBeUndefined();
  });

  test("a 429 for a spent quota (OpenAI's insufficient_quota) is refused: waiting will not help", async () => {
    const body = { error: { message: 'You exceeded your current quota, please check your plan and billing details.', type: 'insufficient_quota', code: 'insufficient_quota' } };
    expect(await checkWith({ status: 429, body })).toMatchObject({ failure: 'refused', status: 429 });
  });

  test('a provider 408 is a timeout', async () => {
    expect(await checkWith({ status: 408 })).toMatchObject({ failure: 'timeout', status: 408 });
  });

  test.each([
    ['a body cut mid-way', { mode: 'cut-stream' } as const],
    ["a 200 that is not the API's JSON", { status: 200, body: 'not an answer' }],
  ])('%s: unavailable, the answer could not be read', async (_name, failure) => {
    const result = await checkWith(failure);
    expect(result.failure).toBe('unavailable');
    expect(result.reason).toContain('could not be read');
  });
});

describe('model catalog', () => {
  test('lists the ten providers in order with their default models', () => {
    expect(modelCatalog.map((entry) => entry.provider)).toEqual([...providerIds]);
    expect(modelCatalog.map((entry) => defaultModel(entry).id)).toEqual([
      'gpt-4.1-mini',
      'claude-haiku-4.5',
      'gemini-2.5-flash',
      'deepseek-chat',
      'llama-3.3-70b',
      'llama-3.3-70b-turbo',
      'llama-3.3-70b',
      'mistral-small',
      'grok-3-mini-fast',
      'sonar-pro',
    ]);
  });

  test('findProvider matches ids, display names and aliases case-insensitively', () => {
    expect(findProvider('OpenAI')?.provider).toBe('openai');
    expect(findProvider('openai')?.provider).toBe('openai');
    expect(findProvider('Gemini')?.provider).toBe('gemini');
    expect(findProvider('google')?.provider).toBe('gemini');
    expect(findProvider('x.ai')?.provider).toBe('xai');
    expect(findProvider('xAI')?.provider).toBe('xai');
    expect(findProvider('togetherai')?.provider).toBe('together');
    expect(findProvider('Together AI')?.provider).toBe('together');
    expect(findProvider('nope')).toBeUndefined();
    expect(findProvider('')).toBeUndefined();
  });

  test('findModel matches id, display name or wire id case-insensitively', () => {
    const together = findProvider('together');
    const anthropic = findProvider('anthropic');
    if (together === undefined || anthropic === undefined) throw new Error('catalog incomplete');

    expect(findModel(together, 'Llama 3.3 70B Turbo')?.wireId).toBe('meta-llama/Llama-3.3-70B-Instruct-Turbo');
    expect(findModel(anthropic, 'claude-sonnet-4.6')?.wireId).toBe('claude-sonnet-4-6');
    expect(findModel(anthropic, 'CLAUDE-HAIKU-4-5')?.id).toBe('claude-haiku-4.5');
    expect(findModel(anthropic, 'gpt-4o')).toBeUndefined();
  });

  test('rejects invalid catalog data with a clear error', () => {
    const twoDefaults = structuredClone(modelCatalog) as any[];
    twoDefaults[0].models[1].default = true;
    expect(() => parseModelCatalog(twoDefaults)).toThrow('openai: expected exactly one default model, found 2');
    expect(() => parseModelCatalog(modelCatalog.slice(1))).toThrow('expected providers');
    expect(() => parseModelCatalog({})).toThrow('Invalid model catalog');
  });
});
