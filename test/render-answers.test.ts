/**
 * The three render routes' answers by Accept, on both stores and in both forms: the PDF with the
 * ids of what it shows (X-Resume-Id, X-Cover-Letter-Id in the form's spelling) and
 * Content-Disposition; an SSE stream of `progress` then one `complete` whose downloadUrl serves the
 * same bytes; the finished run as JSON for clients that send Accept: application/json (the agent
 * tool server); a 406 for what none of them is. Credits as for a plain render: one per delivered
 * PDF, nothing for a 406, a render that fails in the stream, or a streaming client that leaves.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { getCreditBalance } from '../src/services/credits.ts';
import { databaseKinds } from './support/databases.ts';
import { createHarness, type Harness, type TestAccount } from './support/harness.ts';
import { referenceResume } from './fixtures/reference-resume.ts';
import { jsonEvents } from './support/sse-parser.ts';

const kinds = await databaseKinds();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const hex = (id: string) => id.replaceAll('-', '');
const ASKS = { pdf: 'application/pdf', sse: 'text/event-stream', json: 'application/json' } as const;

describe.each(kinds)('render answers on %s', (kind) => {
  let harness: Harness;
  let account: TestAccount;
  let resumeId: string;
  let letterId: string;
  let loneLetterId: string;
  /** Serves no photo: every request to it hangs, so a render that fetches one waits in its rendering step. */
  let photos: ReturnType<typeof Bun.serve>;
  let photoRequests = 0;

  beforeAll(async () => {
    photos = Bun.serve({
      port: 0,
      hostname: '127.0.0.1',
      fetch() {
        photoRequests++;
        return new Promise<Response>(() => {});
      },
    });
    harness = await createHarness(kind, { OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${photos.port}` });
    account = await harness.createAccount({ credits: 200 });
    const created = await harness.request('/v1/resumes', { method: 'POST', apiKey: account.apiKey, json: { ...referenceResume(), templateId: 'COBALT' } });
    resumeId = (await created.json()).id;
    const letter = await harness.request('/v1/cover-letters', { method: 'POST', apiKey: account.apiKey, json: { resumeId, title: 'ACME', content: 'Dear team,\n\nI would love to join.' } });
    letterId = (await letter.json()).id;
    const lone = await harness.request('/v1/cover-letters', {
      method: 'POST',
      apiKey: account.apiKey,
      json: { title: 'Alone', content: 'Dear team,\n\nNo resume here.', sender: { fullName: 'Ada Lovelace' } },
    });
    loneLetterId = (await lone.json()).id;
  }, 60_000);
  afterAll(async () => {
    await harness.dispose();
    photos.stop(true);
  });

  const remaining = async (who: TestAccount = account) => (await getCreditBalance(harness.context, who.userId)).remaining;
  const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

  /** The three routes, each with the request it is exercised with. */
  const routes = () => [
    { name: 'POST /v1/export', method: 'POST', path: '/v1/export', json: { resumeId, templateId: 'GRAPHITE' } as unknown, kind: 'resume' as const },
    { name: 'PUT /v1/resumes/{id}/render', method: 'PUT', path: `/v1/resumes/${resumeId}/render`, json: { templateId: 'graphite' } as unknown, kind: 'resume' as const },
    { name: 'PUT /v1/cover-letters/{id}/render', method: 'PUT', path: `/v1/cover-letters/${letterId}/render`, json: undefined as unknown, kind: 'letter' as const },
  ];
  const call = (route: ReturnType<typeof routes>[number], accept: string | undefined, form: 'a' | 'b' = 'a', who: TestAccount = account) =>
    harness.request(route.path, { method: route.method, apiKey: who.apiKey, form, ...(route.json !== undefined && { json: route.json }), headers: accept ? { accept } : {} });

  test("plain: the PDF with X-Resume-Id (and X-Cover-Letter-Id for a letter) in the form's spelling, and Content-Disposition", async () => {
    for (const route of routes()) {
      for (const form of ['a', 'b'] as const) {
        for (const accept of [undefined, ASKS.pdf, '*/*']) {
          const response = await call(route, accept, form);
          expect({ route: route.name, form, accept, status: response.status }).toEqual({ route: route.name, form, accept, status: 200 });
          expect(response.headers.get('content-type')).toBe('application/pdf');
          expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.pdf"; filename\*=UTF-8''/);
          expect(response.headers.get('x-resume-id')).toBe(form === 'a' ? resumeId : `res_${hex(resumeId)}`);
          const letterHeader = response.headers.get('x-cover-letter-id');
          if (route.kind === 'letter') expect(letterHeader).toBe(form === 'a' ? letterId : `cl_${hex(letterId)}`);
          else expect(letterHeader).toBeNull();
          expect(new TextDecoder().decode((await bytesOf(response)).subarray(0, 5))).toBe('%PDF-');
        }
      }
    }
  });

  test('plain: a letter without a linked resume names only the letter', async () => {
    const response = await harness.request(`/v1/cover-letters/${loneLetterId}/render`, { method: 'PUT', apiKey: account.apiKey });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cover-letter-id')).toBe(loneLetterId);
    expect(response.headers.has('x-resume-id')).toBe(false);
  });

  test('SSE: progress for rendering, then one complete whose downloadUrl serves the bytes of the plain PDF; 1 credit each', async () => {
    for (const route of routes()) {
      const plain = await bytesOf(await call(route, ASKS.pdf));
      const before = await remaining();
      const response = await call(route, ASKS.sse);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toStartWith('text/event-stream');
      const events = jsonEvents(await response.text());
      expect(events.map((event) => event.event)).toEqual(['progress', 'complete']);
      expect(events[0]!.data).toEqual({ step: 'rendering', message: 'Rendering your documents', percent: 0 });
      const complete = events[1]!.data as Record<string, any>;
      expect(complete).toEqual({
        runId: expect.stringMatching(UUID),
        resumeId,
        ...(route.kind === 'letter' && { coverLetterId: letterId }),
        contentType: 'application/pdf',
        downloadUrl: `http://localhost/v1/runs/${complete.runId}/download`,
        suggestions: null,
      });
      expect(await remaining()).toBe(before - 1);
      const download = await harness.request(new URL(complete.downloadUrl).pathname, { apiKey: account.apiKey });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('x-resume-id')).toBe(resumeId);
      expect(await bytesOf(download)).toEqual(plain);
    }
  });

  test('SSE in Form B: the same events, with Form B ids and download link', async () => {
    const letterRender = routes()[2]!;
    const events = jsonEvents(await (await call(letterRender, ASKS.sse, 'b')).text());
    const complete = events.at(-1)!.data as Record<string, any>;
    expect(events.at(-1)!.event).toBe('complete');
    expect(complete.runId).toMatch(/^run_[0-9a-f]{32}$/);
    expect(complete).toEqual({
      runId: complete.runId,
      resumeId: `res_${hex(resumeId)}`,
      coverLetterId: `cl_${hex(letterId)}`,
      contentType: 'application/pdf',
      downloadUrl: `http://localhost/v1/runs/${complete.runId}/download`,
      suggestions: null,
    });
    expect((await harness.request(new URL(complete.downloadUrl).pathname, { apiKey: account.apiKey, form: 'b' })).status).toBe(200);
  });

  test('Accept: application/json: the finished run as GET /v1/runs/{runId} answers it, the file one GET away; 1 credit', async () => {
    for (const route of routes()) {
      const before = await remaining();
      const response = await call(route, ASKS.json);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toStartWith('application/json');
      const run = (await response.json()) as Record<string, any>;
      expect(run.runId).toMatch(UUID);
      expect(run).toEqual({
        runId: run.runId,
        status: 'complete',
        resumeId,
        ...(route.kind === 'letter' && { coverLetterId: letterId }),
        contentType: 'application/pdf',
        downloadUrl: `http://localhost/v1/runs/${run.runId}/download`,
        suggestions: null,
        createdAt: run.createdAt,
        expiresAt: run.expiresAt,
      });
      expect(Date.parse(run.expiresAt) - Date.parse(run.createdAt)).toBe(24 * 60 * 60 * 1000);
      expect(await (await harness.request(`/v1/runs/${run.runId}`, { apiKey: account.apiKey })).json()).toEqual(run);
      expect(await remaining()).toBe(before - 1);
      const download = await harness.request(new URL(run.downloadUrl).pathname, { apiKey: account.apiKey });
      expect(new TextDecoder().decode((await bytesOf(download)).subarray(0, 5))).toBe('%PDF-');
    }
    // Form B wraps it, as it wraps GET /v1/runs/{runId}.
    const wrapped = (await (await call(routes()[0]!, ASKS.json, 'b')).json()) as any;
    expect(wrapped.data.runId).toMatch(/^run_[0-9a-f]{32}$/);
    expect(wrapped.data).toMatchObject({ resumeId: `res_${hex(resumeId)}`, status: 'complete' });
  });

  test("the agent tool server's calls (Bearer key, Accept: application/json, a letter render without a body) get JSON, not bytes", async () => {
    const agent = (method: string, path: string, json?: unknown) => harness.request(path, { method, json, headers: { authorization: `Bearer ${account.apiKey}`, accept: 'application/json' } });
    const exported = await agent('POST', '/v1/export', { resumeId });
    expect(exported.status).toBe(200);
    expect(((await exported.json()) as any).resumeId).toBe(resumeId);
    const rendered = await agent('PUT', `/v1/cover-letters/${letterId}/render`);
    expect(rendered.status).toBe(200);
    expect(((await rendered.json()) as any).coverLetterId).toBe(letterId);
  });

  test('a letter without a linked resume: resumeId null in complete, no X-Resume-Id on its download', async () => {
    const response = await harness.request(`/v1/cover-letters/${loneLetterId}/render`, { method: 'PUT', apiKey: account.apiKey, headers: { accept: ASKS.sse } });
    const complete = jsonEvents(await response.text()).at(-1)!.data as Record<string, any>;
    expect(complete).toMatchObject({ resumeId: null, coverLetterId: loneLetterId });
    const download = await harness.request(new URL(complete.downloadUrl).pathname, { apiKey: account.apiKey });
    expect(download.status).toBe(200);
    expect(download.headers.get('x-cover-letter-id')).toBe(loneLetterId);
    expect(download.headers.has('x-resume-id')).toBe(false);
    expect(((await (await harness.request(`/v1/runs/${complete.runId}`, { apiKey: account.apiKey })).json()) as any).resumeId).toBeNull();
  });

  test('Accept: image/png is a 406 naming the three answers, before anything is rendered or charged', async () => {
    const before = await remaining();
    for (const route of routes()) {
      for (const form of ['a', 'b'] as const) {
        const response = await call(route, 'image/png', form);
        expect(response.status).toBe(406);
        expect(response.headers.get('x-api-form')).toBe(form);
        expect(await response.json()).toEqual({
          error: 'This endpoint answers application/pdf, text/event-stream or application/json, and the Accept header allows none of them.',
          code: 'not_acceptable',
        });
      }
    }
    // Refusing the PDF alone leaves the stream, the next in the routes' order.
    const response = await call(routes()[0]!, 'application/pdf;q=0, */*');
    expect(response.headers.get('content-type')).toStartWith('text/event-stream');
    await response.text();
    expect(await remaining()).toBe(before - 1);
  });

  test('errors the request carries are plain statuses even for a stream: 404, 400, 402; nothing charged', async () => {
    const poor = await harness.createAccount({ plan: 'free', credits: 0 });
    const balance = await getCreditBalance(harness.context, poor.userId);
    await harness.context.db.updateTable('creditAccounts').set({ cycleUsed: balance.quota }).where('userId', '=', poor.userId).execute();
    const own = (await (await harness.request('/v1/resumes', { method: 'POST', apiKey: poor.apiKey, json: { sections: { header: { name: 'Poor' } } } })).json()).id;
    const before = await remaining();
    const stream = (json: unknown, who = account) => harness.request('/v1/export', { method: 'POST', apiKey: who.apiKey, json, headers: { accept: ASKS.sse } });
    expect((await stream({ resumeId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await stream({ resumeId, colorId: 'plaid' })).status).toBe(400);
    expect((await stream({ resumeId: own }, poor)).status).toBe(402);
    expect(await remaining()).toBe(before);
  });

  test('a stream whose page budget cannot be met ends with one error event and releases the credits; as JSON it is the plain 422', async () => {
    const base = referenceResume();
    const experience = Array.from({ length: 40 }, (_, index) => ({ ...base.sections!.experience![index % 4]!, company: `Company number ${index}` }));
    const long = (await (await harness.request('/v1/resumes', { method: 'POST', apiKey: account.apiKey, json: { ...base, sections: { ...base.sections, experience } } })).json()).id;
    const before = await remaining();
    const response = await harness.request('/v1/export', { method: 'POST', apiKey: account.apiKey, json: { resumeId: long, maxPages: 1 }, headers: { accept: ASKS.sse } });
    expect(response.status).toBe(200);
    const events = jsonEvents(await response.text());
    expect(events.map((event) => event.event)).toEqual(['progress', 'error']);
    expect(events[1]!.data).toEqual({ error: expect.stringContaining('maxPages is 1'), code: 'page_budget_exceeded', status: 422 });
    expect(await remaining()).toBe(before);
    const json = await harness.request('/v1/export', { method: 'POST', apiKey: account.apiKey, json: { resumeId: long, maxPages: 1 }, headers: { accept: ASKS.json } });
    expect(json.status).toBe(422);
    expect(((await json.json()) as any).code).toBe('page_budget_exceeded');
    expect(await remaining()).toBe(before);
  });

  test('a streaming client that leaves mid-render aborts the run and releases the credits', async () => {
    const before = await remaining();
    const seen = photoRequests;
    const client = new AbortController();
    const json = { resumeId, templateId: 'COBALT', showProfileImage: true, profileImageUrl: `http://127.0.0.1:${photos.port}/me.jpg` };
    const response = await harness.request('/v1/export', { method: 'POST', apiKey: account.apiKey, json, headers: { accept: ASKS.sse }, signal: client.signal });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(jsonEvents(first)).toEqual([{ event: 'progress', data: { step: 'rendering', message: 'Rendering your documents', percent: 0 } }]);
    while (photoRequests === seen) await Bun.sleep(5);
    expect(await remaining()).toBe(before - 1);
    client.abort();
    await reader.cancel().catch(() => {});
    // The test's own timeout bounds this loop.
    while ((await remaining()) !== before) await Bun.sleep(10);
    expect(await remaining()).toBe(before);
  });

  test('a key with the render scope only reads and downloads the runs its renders made', async () => {
    const renderer = await harness.createAccount({ credits: 10, scopes: ['resumes:write', 'render'] });
    const own = (await (await harness.request('/v1/resumes', { method: 'POST', apiKey: renderer.apiKey, json: { sections: { header: { name: 'Grace Hopper' } } } })).json()).id;
    const run = (await (await harness.request('/v1/export', { method: 'POST', apiKey: renderer.apiKey, json: { resumeId: own }, headers: { accept: ASKS.json } })).json()) as any;
    expect((await harness.request(`/v1/runs/${run.runId}`, { apiKey: renderer.apiKey })).status).toBe(200);
    expect((await harness.request(`/v1/runs/${run.runId}/download`, { apiKey: renderer.apiKey })).status).toBe(200);
    // The download answers the run's own type: a client that only takes ZIPs is told so.
    const refused = await harness.request(`/v1/runs/${run.runId}/download`, { apiKey: renderer.apiKey, headers: { accept: 'application/zip' } });
    expect(refused.status).toBe(406);
    expect(((await refused.json()) as any).error).toContain('answers application/pdf,');
  });
});
