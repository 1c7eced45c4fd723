/**
 * Form B's `POST /v1/cover-letters/generate` written by a language model behind the fake provider
 * server, on both stores, over the OpenAI Responses API and the Anthropic Messages API: plain and SSE,
 * the model's letter (checked for honesty) is saved and costs 2 credits; a 500 is a 502 and a provider
 * that never answers a 504, with the credits released and no key in the answer; under the user's own
 * key (BYOK, pro) the letter costs nothing, unless the honesty check replaced it with the built-in one.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { sealSecret } from '../src/security/secret-box.ts';
import { getCreditBalance } from '../src/services/credits.ts';
import { upsertModelSetting } from '../src/storage/model-settings.repository.ts';
import { databaseKinds } from './support/databases.ts';
import { startFakeProviderServer, type FakeProviderServer, type ProviderFailure } from './support/fake-provider-server.ts';
import { createHarness, type Harness, type TestAccount } from './support/harness.ts';
import { jsonEvents } from './support/sse-parser.ts';

const kinds = await databaseKinds();

const SYSTEM_KEY = 'sk-proj-Zq8vN3xT5wK1mR7pL2cY9hB4';
const USER_KEY = 'sk-user-Hw4Jx9Qe2Lr6Tb1Nc8Vm3Kd7';

const RESUME = {
  title: 'Ada',
  language: 'en',
  sections: {
    header: { name: 'Ada Lovelace', title: 'Software Engineer' },
    summary: 'Engineer who builds reliable services.',
    experience: [
      { company: 'Analytical Engines', title: 'Senior Engineer', startDate: '2019-01', current: true, highlights: ['Built TypeScript services on PostgreSQL', 'Ran Docker deployments'] },
      { company: 'Babbage & Co', title: 'Engineer', startDate: '2015-01', endDate: '2018-12', highlights: ['Wrote Python scripts'] },
    ],
    skills: ['Python', 'Docker', 'TypeScript', 'PostgreSQL'],
  },
};

const POSTING = [
  'Senior Backend Engineer',
  '',
  'Numbat Labs is a small company building tools for scientists, trusted by CERN, and we are hiring a backend engineer to join our platform team.',
  '',
  'Requirements:',
  '- Strong TypeScript experience',
  '- PostgreSQL in production',
  '- Kubernetes and Terraform',
].join('\n');

const PARAGRAPHS = [
  'I am applying for the Senior Backend Engineer position at Numbat Labs, whose tools for scientists I admire.',
  'At Analytical Engines I build TypeScript services on PostgreSQL and run Docker deployments. Before that I wrote Python scripts at Babbage & Co.',
  'I would welcome the chance to talk about how I can help your platform team.',
];

const answer = (paragraphs: string[]) =>
  JSON.stringify({
    subject: 'Application for Senior Backend Engineer',
    salutation: 'Dear Hiring Manager,',
    paragraphs,
    closing: 'Kind regards,',
    company: 'Numbat Labs',
    position: 'Senior Backend Engineer',
  });

/** A letter with one lie among honest sentences: the lie is cut, the rest kept. */
const ONE_LIE = answer([...PARAGRAPHS.slice(0, 2), 'I also ran Kubernetes clusters for CERN.', PARAGRAPHS[2]!]);
/** A letter that is mostly lies: replaced by the built-in one. */
const MOSTLY_LIES = answer(['I spent ten years at Google.', 'I ran Kubernetes for CERN.', 'I hold a PhD from MIT.', PARAGRAPHS[2]!]);

const EXPECTED_CONTENT = ['Dear Hiring Manager,', ...PARAGRAPHS, 'Kind regards,\nAda Lovelace'].join('\n\n');

/** Fails if any 8-character slice of either key appears in `text`. */
function expectNoKey(text: string): void {
  for (const key of [SYSTEM_KEY, USER_KEY]) for (let start = 0; start + 8 <= key.length; start++) expect(text).not.toContain(key.slice(start, start + 8));
}

const providers = [
  { provider: 'openai', model: 'gpt-4.1-mini', env: 'OPENAI_BASE_URL', path: '/openai/v1/responses' },
  { provider: 'anthropic', model: 'claude-haiku-4.5', env: 'ANTHROPIC_BASE_URL', path: '/anthropic/v1/messages' },
] as const;

describe.each(kinds)('cover letters by a model on %s', (kind) => {
  let fake: FakeProviderServer;
  const harnesses = new Map<string, Harness>();

  beforeAll(async () => {
    fake = await startFakeProviderServer({ validKeys: [SYSTEM_KEY, USER_KEY] });
    for (const { provider, model, env } of providers) {
      // A short deadline keeps the hanging case fast; the fake answers everything else in milliseconds.
      harnesses.set(provider, await createHarness(kind, { AI_PROVIDER: provider, AI_MODEL: model, [env]: fake.baseUrlFor(provider), AI_API_KEY: SYSTEM_KEY, AI_TIMEOUT_MS: '1500' }));
    }
  }, 60_000);
  afterAll(async () => {
    for (const harness of harnesses.values()) await harness.dispose();
    await fake.stop();
  });

  async function setup(harness: Harness, account?: TestAccount) {
    const owner = account ?? (await harness.createAccount({ credits: 20 }));
    const created = await harness.request('/v1/resumes', { method: 'POST', apiKey: owner.apiKey, form: 'b', json: RESUME });
    const resumeId = ((await created.json()) as any).data.id;
    const remaining = async () => (await getCreditBalance(harness.context, owner.userId)).remaining;
    const generate = (sse = false) =>
      harness.request('/v1/cover-letters/generate', {
        method: 'POST',
        apiKey: owner.apiKey,
        form: 'b',
        json: { resumeId, jobDescription: POSTING },
        headers: sse ? { accept: 'text/event-stream' } : {},
      });
    return { account: owner, resumeId, remaining, generate };
  }

  describe.each(providers)('$provider', ({ provider, path }) => {
    const harness = () => harnesses.get(provider)!;

    test("plain: the model's letter is saved and read back; SSE: the same content, then done; 2 credits each", async () => {
      fake.setReply(answer(PARAGRAPHS));
      const { account, resumeId, remaining, generate } = await setup(harness());
      const before = await remaining();
      const sent = fake.requests.length;
      const response = await generate();
      expect(response.status).toBe(201);
      const { data } = (await response.json()) as any;
      expect(data.content).toBe(EXPECTED_CONTENT);
      expect(data.title).toBe('Application for Senior Backend Engineer');
      expect(data.resumeId).toBe(resumeId);
      expect(fake.requests.slice(sent).map((request) => [request.path, request.body.stream])).toEqual([[path, true]]);
      const read = await harness().request(`/v1/cover-letters/${data.id}`, { apiKey: account.apiKey, form: 'b' });
      expect(((await read.json()) as any).data.content).toBe(EXPECTED_CONTENT);

      const stream = await generate(true);
      expect(stream.status).toBe(200);
      const events = jsonEvents(await stream.text()).map((event) => event.data as any);
      expect(events).toEqual([{ type: 'section', section: 'content', content: EXPECTED_CONTENT }, { type: 'done' }]);
      expect(await remaining()).toBe(before - 4);
    });

    test("a lie in the model's letter is cut before anything is saved or streamed", async () => {
      fake.setReply(ONE_LIE);
      const { generate } = await setup(harness());
      const { data } = (await (await generate()).json()) as any;
      expect(data.content).toBe(EXPECTED_CONTENT);
      const events = jsonEvents(await (await generate(true)).text()).map((event) => event.data as any);
      expect(events[0].content).toBe(EXPECTED_CONTENT);
    });

    const failures: Array<[string, ProviderFailure, number, string, RegExp]> = [
      ['a 500', { status: 500 }, 502, 'upstream_failed', /HTTP 500/],
      ['no answer at all', { mode: 'hang' }, 504, 'upstream_timeout', /did not answer within 1\.5 s/],
    ];
    test.each(failures)('%s: %d, credits released, no key in the answer, nothing saved (plain and SSE)', async (_name, failure, status, code, says) => {
      fake.setReply(answer(PARAGRAPHS));
      const { account, remaining, generate } = await setup(harness());
      const before = await remaining();
      fake.setFailure(failure);
      try {
        const response = await generate();
        const text = await response.text();
        expect(response.status).toBe(status);
        expectNoKey(text);
        expect(JSON.parse(text)).toMatchObject({ code });
        expect(JSON.parse(text).error).toMatch(says);

        const stream = await generate(true);
        const streamed = await stream.text();
        expectNoKey(streamed);
        expect(jsonEvents(streamed).map((event) => event.data)).toEqual([expect.objectContaining({ type: 'error', code, status })]);
      } finally {
        fake.setFailure(undefined);
      }
      expect(await remaining()).toBe(before);
      const list = (await (await harness().request('/v1/cover-letters', { apiKey: account.apiKey, form: 'b' })).json()) as any;
      expect(list.data).toEqual([]);
    });
  });

  describe('BYOK', () => {
    async function byokAccount(harness: Harness) {
      const account = await harness.createAccount({ plan: 'pro', credits: 20 });
      await upsertModelSetting(harness.context.db, {
        userId: account.userId,
        provider: 'openai',
        modelId: 'gpt-4.1-nano',
        apiKeyCiphertext: sealSecret(harness.context.secretsKey, USER_KEY, account.userId),
      });
      return account;
    }

    test("the user's own model and key write the letter, and it costs 0 credits (plain and SSE)", async () => {
      fake.setReply(answer(PARAGRAPHS));
      const harness = harnesses.get('openai')!;
      const { remaining, generate } = await setup(harness, await byokAccount(harness));
      const before = await remaining();
      const sent = fake.requests.length;
      const response = await generate();
      expect(response.status).toBe(201);
      expect(((await response.json()) as any).data.content).toBe(EXPECTED_CONTENT);
      expect(jsonEvents(await (await generate(true)).text()).map((event) => (event.data as any).type)).toEqual(['section', 'done']);
      expect(fake.requests.slice(sent).map((request) => [request.model, request.headers.authorization])).toEqual([
        ['gpt-4.1-nano', `Bearer ${USER_KEY}`],
        ['gpt-4.1-nano', `Bearer ${USER_KEY}`],
      ]);
      expect(await remaining()).toBe(before);
      expect(Number(response.headers.get('x-credits-remaining'))).toBe(before);
    });

    test("a letter the honesty check replaced with the built-in one costs nothing either: the user's provider was paid for the model", async () => {
      fake.setReply(MOSTLY_LIES);
      const harness = harnesses.get('openai')!;
      const { remaining, generate } = await setup(harness, await byokAccount(harness));
      const before = await remaining();
      const response = await generate();
      expect(response.status).toBe(201);
      const { content } = ((await response.json()) as any).data;
      for (const lie of ['Google', 'CERN', 'MIT', 'Kubernetes']) expect(content).not.toContain(lie);
      expect(await remaining()).toBe(before);
    });
  });
});
