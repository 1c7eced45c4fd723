/**
 * What a failing AI provider looks like from Form B's `POST /v1/tailor`, with the system key pointed
 * at the fake provider server: over the OpenAI Responses API and the Anthropic Messages API, a 401,
 * a 429 with Retry-After, a 500, a stream cut mid-way and invalid output twice are a 502
 * `upstream_failed`, a provider that never answers or stops sending mid-answer is a 504
 * `upstream_timeout`; nothing is charged and no part of the key reaches the answer, plain or SSE
 * (which is exactly one error message). Below the route, generateStructured is checked over the
 * three wire protocols (Responses, Chat Completions, Messages) for cut and stalled streams, and the
 * SDK directly, to prove the fake cuts a stream as a dropped connection would.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createOpenAI } from '@ai-sdk/openai';
import { streamText, type LanguageModel } from 'ai';
import { createLanguageModel } from '../src/ai/provider-registry.ts';
import { generateStructured, StructuredOutputError, type StructuredRequest } from '../src/ai/structured-output.ts';
import { getCreditBalance } from '../src/services/credits.ts';
import { databaseKinds } from './support/databases.ts';
import { startFakeProviderServer, type FakeProviderServer, type ProviderFailure } from './support/fake-provider-server.ts';
import { createHarness, type Harness } from './support/harness.ts';
import { jsonEvents } from './support/sse-parser.ts';
import { ONE_JOB_RESUME, ONE_PARAGRAPH_POSTING, VALID_TAILOR_ANSWER } from './fixtures/tailor-request.ts';

const kinds = await databaseKinds();

/** Looks like a real key so the redaction has something to find; every 8-character slice is checked. */
const SYSTEM_KEY = 'sk-proj-Zq8vN3xT5wK1mR7pL2cY9hB4';

const RESUME = ONE_JOB_RESUME;
const POSTING = ONE_PARAGRAPH_POSTING;
/** A valid tailoring answer, so a run the failure does not reach would succeed. */
const VALID_ANSWER = VALID_TAILOR_ANSWER;

/** Fails if any 8-character slice of the key appears in `text`. */
function expectNoKey(text: string): void {
  for (let start = 0; start + 8 <= SYSTEM_KEY.length; start++) expect(text).not.toContain(SYSTEM_KEY.slice(start, start + 8));
}

interface FailureCase {
  name: string;
  failure?: ProviderFailure;
  /** A reply that fails the schema, for the invalid-output case. */
  reply?: string;
  status: 502 | 504;
  /** Something the message must say. */
  says?: RegExp;
  /** Runs with a long deadline and a short stall limit, so only the stall limit can end it. */
  stall?: boolean;
}

const cases: FailureCase[] = [
  { name: '401', failure: { status: 401 }, status: 502, says: /HTTP 401/ },
  { name: '429 with Retry-After', failure: { status: 429, headers: { 'retry-after': '7' } }, status: 502, says: /rate-limited the request \(HTTP 429\); retry after 7 s/ },
  { name: '500', failure: { status: 500 }, status: 502, says: /HTTP 500/ },
  { name: 'a body cut mid-way', failure: { mode: 'cut-stream' }, status: 502 },
  { name: 'invalid output twice', reply: JSON.stringify({ summary: 42 }), status: 502, says: /not a valid tailoring twice/ },
  { name: 'no answer at all', failure: { mode: 'hang' }, status: 504, says: /did not answer within/ },
  { name: 'a stream that stops after two chunks', failure: { mode: 'stall-stream', afterChunks: 2 }, status: 504, says: /the model stopped sending for 0\.2 s/, stall: true },
];

/** A deadline far beyond the stall limit: a stalled run that ends with the stall's message was not ended by the deadline. */
const STALL_LIMITS = { AI_TIMEOUT_MS: '30000', AI_STALL_MS: '200' };

const providers = [
  { provider: 'openai', model: 'gpt-4.1-mini', env: 'OPENAI_BASE_URL' },
  { provider: 'anthropic', model: 'claude-haiku-4.5', env: 'ANTHROPIC_BASE_URL' },
] as const;

describe.each(kinds)('provider failures on the tailor route on %s', (kind) => {
  let fake: FakeProviderServer;
  const harnesses = new Map<string, Harness>();
  const stallHarnesses = new Map<string, Harness>();

  beforeAll(async () => {
    fake = await startFakeProviderServer({ validKeys: [SYSTEM_KEY] });
    for (const { provider, model, env } of providers) {
      const system = { AI_PROVIDER: provider, AI_MODEL: model, [env]: fake.baseUrlFor(provider), AI_API_KEY: SYSTEM_KEY };
      // A small deadline keeps the hanging case fast; the fake answers everything else locally in milliseconds.
      harnesses.set(provider, await createHarness(kind, { ...system, AI_TIMEOUT_MS: '400' }));
      stallHarnesses.set(provider, await createHarness(kind, { ...system, ...STALL_LIMITS }));
    }
  }, 60_000);
  afterAll(async () => {
    for (const harness of [...harnesses.values(), ...stallHarnesses.values()]) await harness.dispose();
    await fake.stop();
  });

  describe.each(providers.map((entry) => entry.provider))('%s', (provider) => {
    test.each(cases)('$name: $status, nothing charged, no key in the answer (plain and SSE)', async ({ failure, reply, status, says, stall }) => {
      const harness = (stall ? stallHarnesses : harnesses).get(provider)!;
      const account = await harness.createAccount({ credits: 20 });
      const created = await harness.request('/v1/resumes', { method: 'POST', apiKey: account.apiKey, form: 'b', json: RESUME });
      const resumeId = ((await created.json()) as any).data.id;
      const remaining = async () => (await getCreditBalance(harness.context, account.userId)).remaining;
      const tailor = (sse: boolean) =>
        harness.request('/v1/tailor', { method: 'POST', apiKey: account.apiKey, form: 'b', json: { resumeId, jobDescription: POSTING }, headers: sse ? { accept: 'text/event-stream' } : {} });
      const code = status === 504 ? 'upstream_timeout' : 'upstream_failed';
      const before = await remaining();
      fake.setReply(reply ?? VALID_ANSWER);
      fake.setFailure(failure);
      try {
        const response = await tailor(false);
        const text = await response.text();
        expect(response.status).toBe(status);
        expectNoKey(text);
        const body = JSON.parse(text);
        expect(body.code).toBe(code);
        if (says) expect(body.error).toMatch(says);

        const stream = await tailor(true);
        const streamText = await stream.text();
        expectNoKey(streamText);
        const events = jsonEvents(streamText).map((event) => event.data as any);
        expect(events).toEqual([expect.objectContaining({ type: 'error', code, status })]);
        if (says) expect(events[0].error).toMatch(says);
      } finally {
        fake.setFailure(undefined);
      }
      expect(await remaining()).toBe(before);
    });
  });
});

describe('provider failures below the route', () => {
  let fake: FakeProviderServer;
  beforeAll(async () => {
    fake = await startFakeProviderServer({ validKeys: [SYSTEM_KEY], reply: VALID_ANSWER });
  });
  afterAll(() => fake.stop());

  const modelFor = async (provider: 'openai' | 'anthropic', chat = false): Promise<LanguageModel> =>
    // The registry picks OpenAI's Responses API; `.chat` reaches the Chat Completions wire through the same SDK.
    chat
      ? createOpenAI({ apiKey: SYSTEM_KEY, baseURL: fake.baseUrlFor('openai') }).chat('gpt-4.1-mini')
      : await createLanguageModel({ provider, wireModelId: provider === 'openai' ? 'gpt-4.1-mini' : 'claude-haiku-4-5', apiKey: SYSTEM_KEY, baseURL: fake.baseUrlFor(provider) });
  const structured = async (model: Promise<LanguageModel>, options: Partial<StructuredRequest<unknown>> = {}) =>
    generateStructured({
      model: await model,
      system: 'Answer with JSON.',
      prompt: 'Tailor.',
      schema: { type: 'object' },
      validate: (value) => ({ ok: true, value }),
      timeoutMs: 2_000,
      stallMs: 2_000,
      ...options,
    });
  /** A deadline far beyond the stall limit: an attempt that ends with the stall's message was not ended by the deadline. */
  const stallLimits = { timeoutMs: 30_000, stallMs: 200 };
  const protocols = [
    ['OpenAI Responses', () => modelFor('openai')],
    ['OpenAI Chat Completions', () => modelFor('openai', true)],
    ['Anthropic Messages', () => modelFor('anthropic')],
  ] as const;
  /** The StructuredOutputError a call must end with. */
  const failureOf = (call: Promise<unknown>) =>
    call.then(
      () => expect.unreachable('the call succeeded'),
      (error: unknown) => {
        expect(error).toBeInstanceOf(StructuredOutputError);
        return error as StructuredOutputError;
      },
    );

  test.each(protocols)('%s: generateStructured reports a cut body as the provider failing, without the key', async (_name, model) => {
    fake.setFailure({ mode: 'cut-stream' }, { times: 1 });
    const error = await failureOf(structured(model()));
    expect(error.reason).toBe('provider');
    // A cut body is not retried as invalid output: the provider failed, once.
    expect(error.attempts).toBe(1);
    expectNoKey(error.message);
    // `times: 1` spent: the next call is answered.
    expect(await structured(model())).toEqual(JSON.parse(VALID_ANSWER));
  });

  test.each(protocols)('%s: a stream cut mid-way delivers its first chunks, then the SDK reports an error', async (_name, model) => {
    fake.setReply('one two three four five six');
    fake.setFailure({ mode: 'cut-stream' });
    try {
      const errors: unknown[] = [];
      const result = streamText({ model: await model(), prompt: 'Hi', maxRetries: 0, onError: ({ error }) => void errors.push(error) });
      let text = '';
      try {
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta') text += part.text;
          if (part.type === 'error') errors.push(part.error);
        }
      } catch (error) {
        // The SDK may end the stream by throwing the network error rather than as an error part.
        errors.push(error);
      }
      expect(text.length).toBeGreaterThan(0);
      expect('one two three four five six'.startsWith(text)).toBe(true);
      expect(text).not.toBe('one two three four five six');
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      fake.setFailure(undefined);
      fake.setReply(VALID_ANSWER);
    }
  });

  test.each(protocols)('%s: a stream that stops after two chunks is a timeout at the stall limit, not retried, without the key', async (_name, model) => {
    fake.setFailure({ mode: 'stall-stream', afterChunks: 2 }, { times: 1 });
    const sent = fake.requests.length;
    const error = await failureOf(structured(model(), stallLimits));
    expect(error.reason).toBe('timeout');
    expect(error.message).toBe('the model stopped sending for 0.2 s');
    expect(error.attempts).toBe(1);
    expect(fake.requests.length - sent).toBe(1);
    expectNoKey(error.message);
    // `times: 1` spent: the next call is answered in full.
    expect(await structured(model(), stallLimits)).toEqual(JSON.parse(VALID_ANSWER));
  });

  test('a stall during the first attempt of an answer that would be invalid is a timeout, not a retry for invalid output', async () => {
    fake.setReply(JSON.stringify({ summary: 42 }));
    fake.setFailure({ mode: 'stall-stream', afterChunks: 1 }, { times: 1 });
    try {
      const sent = fake.requests.length;
      const validate = (value: unknown) => (typeof (value as { summary?: unknown }).summary === 'string' ? { ok: true as const, value } : { ok: false as const, message: '/summary: Expected string' });
      const error = await failureOf(structured(modelFor('openai'), { ...stallLimits, validate }));
      expect(error.reason).toBe('timeout');
      expect(error.message).toBe('the model stopped sending for 0.2 s');
      expect(error.attempts).toBe(1);
      expect(fake.requests.length - sent).toBe(1);
    } finally {
      fake.setFailure(undefined);
      fake.setReply(VALID_ANSWER);
    }
  });

  test('429: the message says rate-limited and when to retry, never the key', async () => {
    fake.setFailure({ status: 429, headers: { 'retry-after': '12' } }, { times: 1 });
    const error = await failureOf(structured(modelFor('openai')));
    expect(error.reason).toBe('provider');
    expect(error.message).toMatch(/rate-limited the request \(HTTP 429\); retry after 12 s/);
    expectNoKey(error.message);
  });
});
