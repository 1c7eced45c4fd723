/**
 * Form B's AI routes end to end on both stores: POST /v1/tailor and POST /v1/cover-letters/generate,
 * plain JSON and SSE, the built-in engine and a model behind the fake provider server; the posting
 * as text and as a URL served locally; credits held for the run and settled exactly once.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { getCreditBalance } from '../src/services/credits.ts';
import { MISSING_SKILLS, TAILOR_POSTING, TAILOR_RESUME } from './fixtures/tailor-request.ts';
import { databaseKinds } from './support/databases.ts';
import { startJobPages, type JobPages } from './support/job-pages.ts';
import { defaultFakeApiKey, startFakeProviderServer, type FakeProviderServer } from './support/fake-provider-server.ts';
import { createHarness, type Harness, type TestAccount } from './support/harness.ts';
import { jsonEvents } from './support/sse-parser.ts';

const kinds = await databaseKinds();

const RESUME = TAILOR_RESUME;
const POSTING = TAILOR_POSTING;
const MISSING = MISSING_SKILLS;

describe.each(kinds)('Form B tailoring on %s', (kind) => {
  let harness: Harness;
  let pages: JobPages;

  beforeAll(async () => {
    pages = startJobPages(POSTING);
    harness = await createHarness(kind, { OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${pages.port}` });
  }, 60_000);
  afterAll(async () => {
    await harness.dispose();
    pages.stop();
  });

  const remaining = async (account: TestAccount) => (await getCreditBalance(harness.context, account.userId)).remaining;
  const post = (account: TestAccount, path: string, json: unknown, sse = false) =>
    harness.request(path, { method: 'POST', apiKey: account.apiKey, form: 'b', json, headers: sse ? { accept: 'text/event-stream' } : {} });
  async function resumeOf(account: TestAccount): Promise<string> {
    const response = await harness.request('/v1/resumes', { method: 'POST', apiKey: account.apiKey, form: 'b', json: RESUME });
    expect(response.status).toBe(201);
    return ((await response.json()) as any).data.id;
  }

  test('plain: suggestions shape, indexes into sections.experience, no missing skill claimed, 3 credits once', async () => {
    const account = await harness.createAccount({ credits: 20 });
    const resumeId = await resumeOf(account);
    const before = await remaining(account);
    const response = await post(account, '/v1/tailor', { resumeId, jobDescription: POSTING });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as any;
    expect(Object.keys(data)).toEqual(['suggestions']);
    const { summary, experience, skills } = data.suggestions;
    expect(typeof summary).toBe('string');
    expect(summary.length).toBeGreaterThan(0);
    expect(skills.slice().sort()).toEqual([...RESUME.sections.skills].sort());
    expect(skills[0]).not.toBe('Python');
    for (const suggestion of experience) {
      const job = RESUME.sections.experience[suggestion.index]!;
      expect(suggestion.original).toBe(job.highlights.join('\n'));
      expect(typeof suggestion.tailored).toBe('string');
    }
    const text = [summary, ...experience.map((item: any) => item.tailored), ...skills].join('\n');
    for (const skill of MISSING) expect(text).not.toContain(skill);
    expect(await remaining(account)).toBe(before - 3);
    expect(Number(response.headers.get('x-credits-remaining'))).toBe(before - 3);
  });

  test('SSE: summary, experience and skills sections, then done; the same suggestions as plain', async () => {
    const account = await harness.createAccount({ credits: 20 });
    const resumeId = await resumeOf(account);
    const before = await remaining(account);
    const response = await post(account, '/v1/tailor', { resumeId, jobDescription: POSTING }, true);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toStartWith('text/event-stream');
    const events = jsonEvents(await response.text()).map((event) => event.data as any);
    expect(events.map((event) => event.section ?? event.type)).toEqual(['summary', 'experience', 'skills', 'done']);
    expect(events.slice(0, 3).every((event) => event.type === 'section')).toBe(true);
    const plain = (await (await post(account, '/v1/tailor', { resumeId, jobDescription: POSTING })).json()) as any;
    expect(events[0].content).toBe(plain.data.suggestions.summary);
    expect(events[1].content).toEqual(plain.data.suggestions.experience);
    expect(events[2].content).toEqual(plain.data.suggestions.skills);
    expect(await remaining(account)).toBe(before - 6);
  });

  test('a job URL served locally is fetched and used', async () => {
    const account = await harness.createAccount({ credits: 20 });
    const resumeId = await resumeOf(account);
    const response = await post(account, '/v1/tailor', { resumeId, jobDescription: `http://127.0.0.1:${pages.port}/job` });
    expect(response.status).toBe(200);
    expect(((await response.json()) as any).data.suggestions.skills.length).toBe(4);
  });

  test('422 for a short description or a page with too few words; 400 for missing fields, unknown fields and over 50,000 characters; nothing charged', async () => {
    const account = await harness.createAccount({ credits: 20 });
    const resumeId = await resumeOf(account);
    const before = await remaining(account);
    const cases: Array<[unknown, number, string]> = [
      [{ resumeId, jobDescription: 'Engineer wanted, TypeScript.' }, 422, 'unprocessable'],
      [{ resumeId, jobDescription: `http://127.0.0.1:${pages.port}/short` }, 422, 'unprocessable'],
      [{ resumeId, jobDescription: 'word '.repeat(10_001) }, 400, 'validation_failed'],
      [{ resumeId }, 400, 'validation_failed'],
      [{ jobDescription: POSTING }, 400, 'validation_failed'],
      [{ resumeId, jobDescription: POSTING, positionName: 'x' }, 400, 'validation_failed'],
    ];
    for (const path of ['/v1/tailor', '/v1/cover-letters/generate']) {
      for (const [body, status, code] of cases) {
        const response = await post(account, path, body);
        expect([path, response.status]).toEqual([path, status]);
        expect(((await response.json()) as any).code).toBe(code);
      }
    }
    expect(await remaining(account)).toBe(before);
  });

  test("404 for another account's resume; 402 when the balance is short", async () => {
    const owner = await harness.createAccount({ credits: 20 });
    const other = await harness.createAccount({ credits: 20 });
    const resumeId = await resumeOf(owner);
    const foreign = await post(other, '/v1/tailor', { resumeId, jobDescription: POSTING });
    expect(foreign.status).toBe(404);
    const poor = await harness.createAccount({ plan: 'free', credits: 0 });
    const poorResume = await resumeOf(poor);
    // Spend the free cycle down below a tailoring's cost.
    while ((await remaining(poor)) >= 3) expect((await post(poor, '/v1/tailor', { resumeId: poorResume, jobDescription: POSTING })).status).toBe(200);
    const left = await remaining(poor);
    const refused = await post(poor, '/v1/tailor', { resumeId: poorResume, jobDescription: POSTING }, true);
    expect(refused.status).toBe(402);
    expect(((await refused.json()) as any).code).toBe('insufficient_credits');
    expect(await remaining(poor)).toBe(left);
  });

  test('a client that disconnects mid-stream releases the hold: credits unchanged', async () => {
    const account = await harness.createAccount({ credits: 20 });
    const resumeId = await resumeOf(account);
    const before = await remaining(account);
    const seen = pages.hanging();
    const response = await post(account, '/v1/tailor', { resumeId, jobDescription: `http://127.0.0.1:${pages.port}/hang` }, true);
    expect(response.status).toBe(200);
    expect(await remaining(account)).toBe(before - 3);
    // Wait until the run is inside fetching-job, then walk away.
    while (pages.hanging() === seen) await Bun.sleep(5);
    await response.body!.cancel();
    while ((await remaining(account)) !== before) await Bun.sleep(10);
    expect(await remaining(account)).toBe(before);
  });

  test('cover letter: plain 201, saved and read back; SSE content then done; 2 credits each', async () => {
    const account = await harness.createAccount({ credits: 20 });
    const resumeId = await resumeOf(account);
    const before = await remaining(account);
    const response = await post(account, '/v1/cover-letters/generate', { resumeId, jobDescription: POSTING });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as any;
    expect(data.id).toMatch(/^cl_[0-9a-f]{32}$/);
    expect(data.resumeId).toBe(resumeId);
    expect(data.content).toContain('TypeScript');
    for (const skill of MISSING) expect(data.content).not.toContain(skill);
    const read = await harness.request(`/v1/cover-letters/${data.id}`, { apiKey: account.apiKey, form: 'b' });
    expect(((await read.json()) as any).data).toEqual(JSON.parse(JSON.stringify(data)));

    const stream = await post(account, '/v1/cover-letters/generate', { resumeId, jobDescription: POSTING }, true);
    expect(stream.status).toBe(200);
    const events = jsonEvents(await stream.text()).map((event) => event.data as any);
    expect(events).toEqual([{ type: 'section', section: 'content', content: data.content }, { type: 'done' }]);
    const list = (await (await harness.request('/v1/cover-letters', { apiKey: account.apiKey, form: 'b' })).json()) as any;
    expect(list.data.length).toBe(2);
    expect(await remaining(account)).toBe(before - 4);
  });
});

describe.each(kinds)('Form B tailoring by a model on %s', (kind) => {
  let fake: FakeProviderServer;
  let harness: Harness;
  let broken: Harness;
  beforeAll(async () => {
    fake = await startFakeProviderServer();
    const base = { AI_PROVIDER: 'openai', AI_MODEL: 'gpt-4.1-mini', OPENAI_BASE_URL: fake.baseUrlFor('openai'), AI_TIMEOUT_MS: '20000' };
    harness = await createHarness(kind, { ...base, AI_API_KEY: defaultFakeApiKey });
    broken = await createHarness(kind, { ...base, AI_API_KEY: 'sk-wrong-key-1234567890abcdef' });
  }, 60_000);
  afterAll(async () => {
    await harness.dispose();
    await broken.dispose();
    await fake.stop();
  });

  async function setup(h: Harness) {
    const account = await h.createAccount({ credits: 20 });
    const created = await h.request('/v1/resumes', { method: 'POST', apiKey: account.apiKey, form: 'b', json: RESUME });
    const resumeId = ((await created.json()) as any).data.id;
    const remaining = async () => (await getCreditBalance(h.context, account.userId)).remaining;
    const tailor = (sse = false) =>
      h.request('/v1/tailor', { method: 'POST', apiKey: account.apiKey, form: 'b', json: { resumeId, jobDescription: POSTING }, headers: sse ? { accept: 'text/event-stream' } : {} });
    return { account, resumeId, remaining, tailor };
  }

  test('a structured answer becomes the suggestions, checked for honesty; 3 credits', async () => {
    fake.setReply(
      JSON.stringify({
        summary: 'Senior engineer building TypeScript services on PostgreSQL. Runs Kubernetes clusters.',
        experience: [
          { index: 0, tailored: 'Built TypeScript services on PostgreSQL\nRan Docker deployments with Kubernetes\nOrganised the team offsite' },
          { index: 7, tailored: 'Invented' },
        ],
        skills: ['TypeScript', 'PostgreSQL', 'Kubernetes', 'Docker'],
      }),
    );
    const { remaining, tailor } = await setup(harness);
    const before = await remaining();
    const response = await tailor();
    expect(response.status).toBe(200);
    const { suggestions } = ((await response.json()) as any).data;
    expect(suggestions.skills).toEqual(['TypeScript', 'PostgreSQL', 'Docker', 'Python']);
    expect(suggestions.experience.map((item: any) => item.index)).toEqual([0]);
    expect(suggestions.experience[0].original).toBe(RESUME.sections.experience[0]!.highlights.join('\n'));
    expect(suggestions.experience[0].tailored).toStartWith('Built TypeScript services on PostgreSQL');
    const text = [suggestions.summary, suggestions.experience[0].tailored].join('\n');
    expect(text).not.toContain('Kubernetes');
    expect(suggestions.summary).toContain('TypeScript');
    expect(await remaining()).toBe(before - 3);
  });

  test('a lying answer: the suggestions hold none of the lies; the summary and the bullet come back from the resume', async () => {
    fake.setReply(
      JSON.stringify({
        summary: 'Former Principal Engineer at Google with a PhD from MIT and 15 years of experience.',
        experience: [{ index: 0, tailored: 'Served as VP of Engineering at Microsoft from 2001, leading 40 engineers\nBuilt TypeScript services on PostgreSQL\nRan Docker deployments' }],
        skills: ['TypeScript', 'PostgreSQL', 'Docker'],
      }),
    );
    const { tailor } = await setup(harness);
    const response = await tailor();
    expect(response.status).toBe(200);
    const { suggestions } = ((await response.json()) as any).data;
    for (const lie of ['Google', 'MIT', 'Microsoft', 'PhD', '15 years', '2001', '40 engineers']) expect(JSON.stringify(suggestions)).not.toContain(lie);
    expect(suggestions.summary).toBe(RESUME.sections.summary);
    // The first bullet is the resume's again, so the entry is unchanged: no suggestion for it.
    expect(suggestions.experience).toEqual([]);
  });

  test('invalid output twice: 502, nothing charged; SSE ends with an error message', async () => {
    fake.setReply(JSON.stringify({ summary: 42 }));
    const { remaining, tailor } = await setup(harness);
    const before = await remaining();
    const response = await tailor();
    expect(response.status).toBe(502);
    expect(((await response.json()) as any).code).toBe('upstream_failed');
    const stream = await tailor(true);
    const events = jsonEvents(await stream.text()).map((event) => event.data as any);
    expect(events).toEqual([expect.objectContaining({ type: 'error', code: 'upstream_failed', status: 502 })]);
    expect(await remaining()).toBe(before);
  });

  test('the provider refusing: 502 without the key in the message, nothing charged', async () => {
    const { remaining, tailor } = await setup(broken);
    const before = await remaining();
    const response = await tailor();
    expect(response.status).toBe(502);
    const text = await response.text();
    expect(text).not.toContain('sk-wrong-key');
    expect(JSON.parse(text).code).toBe('upstream_failed');
    expect(await remaining()).toBe(before);
  });
});
