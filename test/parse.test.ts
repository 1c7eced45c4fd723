/**
 * POST /v1/resumes/parse over HTTP (issue #9), on both stores and in both forms: a real rendered
 * PDF is parsed, saved (or not, with save=false) and charged once on success only; every malformed
 * upload is a 400 with nothing written or charged; 413 comes from Content-Length before the body
 * is read (over a raw socket); the AI path runs against the fake provider server's real wire
 * protocol, with invented content dropped, an altered date restored, an invalid answer falling
 * back to the built-in parser, and BYOK (pro only) costing nothing when the user's model answers and
 * the normal price when it does not. Form A can follow a parse as a stream (progress, then one
 * complete or error); Form B answers JSON only, and a 406 to a stream.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { executeRenderJob, templateDefaultSettings } from '../src/render/render-job.ts';
import { findTemplate } from '../src/templates/catalog.ts';
import type { Sections } from '../src/domain/resume.ts';
import { getCreditBalance } from '../src/services/credits.ts';
import { sealSecret } from '../src/security/secret-box.ts';
import { upsertModelSetting } from '../src/storage/model-settings.repository.ts';
import { startServer } from '../src/server.ts';
import type { Listener } from '../src/runtime/serve.ts';
import { databaseKinds } from './support/databases.ts';
import { defaultFakeApiKey, startFakeProviderServer, type FakeProviderServer } from './support/fake-provider-server.ts';
import { createHarness, type Harness, type TestAccount } from './support/harness.ts';
import { hostileFiles } from './support/hostile-files/index.ts';
import { openRequest, within } from './support/raw-http.ts';
import { jsonEvents } from './support/sse-parser.ts';

const kinds = await databaseKinds();
const forms = ['a', 'b'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const RES_ID = /^res_[0-9a-f]{32}$/;
const PATIENCE_MS = 20_000;

const SECTIONS: Sections = {
  header: { name: 'Ada Lovelace', title: 'Analyst', email: 'ada@example.com', phone: '+44 20 7946 0958', location: 'London' },
  summary: 'Mathematician who wrote the first published algorithm.',
  experience: [{ title: 'Programmer', company: 'Analytical Engines Ltd', location: 'London', startDate: '2019-03', endDate: '2021-06', highlights: ['Wrote the note on Bernoulli numbers'] }],
  education: [{ institution: 'University of London', degree: 'BSc', field: 'Mathematics', startDate: '2014-09', endDate: '2018-06' }],
  skills: ['Mathematics', 'Analysis'],
};

/** A real PDF of SECTIONS, rendered by the service's own renderer. */
const pdf = await executeRenderJob({ kind: 'resume', content: { title: 'Ada Lovelace', sections: SECTIONS }, settings: templateDefaultSettings(findTemplate('GRAPHITE')!) });

/** A multipart body with one part per entry (string values are text fields). */
function form(parts: Array<[name: string, value: string | Blob, filename?: string]>): FormData {
  const data = new FormData();
  for (const [name, value, filename] of parts) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, value, filename ?? 'resume.pdf');
  }
  return data;
}

const pdfForm = () => form([['file', new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), 'resume.pdf']]);

/** The model's answer in the AI tests: an invented employer, and a start date the document does not have. */
const MODEL_ANSWER = {
  header: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0958', location: 'London' },
  summary: 'Mathematician who wrote the first published algorithm.',
  experience: [
    { title: 'Programmer', company: 'Analytical Engines Ltd', location: 'London', startDate: '2019-05', endDate: '2021-06', highlights: ['Wrote the note on Bernoulli numbers'] },
    { title: 'Chief Executive', company: 'Initech Global', startDate: '2015-01', endDate: '2016-01' },
  ],
};

describe.each(kinds)('parse on %s', (kind) => {
  let harness: Harness;
  beforeAll(async () => {
    // A 3 s parse deadline (8 s in production): each hostile file below is then bounded by the
    // deadline the service enforces, not by a stopwatch in the test, and a stall would show as 422.
    harness = await createHarness(kind, { PARSE_TIMEOUT_MS: '3000' });
  }, 60_000);
  afterAll(() => harness.dispose());

  const resumeCount = async (userId: string) => (await harness.context.db.selectFrom('resumes').select('id').where('userId', '=', userId).execute()).length;
  const remaining = async (userId: string) => (await getCreditBalance(harness.context, userId)).remaining;
  const upload = (account: TestAccount | undefined, body: BodyInit | null, options: { form?: 'a' | 'b'; query?: string; headers?: Record<string, string> } = {}) =>
    harness.request(`/v1/resumes/parse${options.query ?? ''}`, { method: 'POST', apiKey: account?.apiKey, form: options.form, body, headers: options.headers });

  /** Sends `body`, expects `status` with `code`, and checks that nothing was saved or charged. */
  async function refused(account: TestAccount, body: BodyInit | null, status: number, code: string, headers?: Record<string, string>) {
    const [countBefore, creditsBefore] = [await resumeCount(account.userId), await remaining(account.userId)];
    const response = await upload(account, body, { headers });
    const payload = (await response.json()) as { code: string; error: string };
    expect({ status: response.status, code: payload.code }).toEqual({ status, code });
    expect(await resumeCount(account.userId)).toBe(countBefore);
    expect(await remaining(account.userId)).toBe(creditsBefore);
    return payload;
  }

  describe.each(forms)('form %s', (apiForm) => {
    test('a rendered PDF: 200, name and email found, saved (GET it back), 2 credits charged once', async () => {
      const account = await harness.createAccount({ credits: 10 });
      const before = await remaining(account.userId);
      const response = await upload(account, pdfForm(), { form: apiForm });
      const body = (await response.json()) as any;
      expect(response.status).toBe(200);
      expect(Object.keys(body)).toEqual(['data']);
      const data = body.data;
      expect(data.id).toMatch(apiForm === 'a' ? UUID : RES_ID);
      if (apiForm === 'a') expect(data.resumeId).toBe(data.id);
      expect(data.sections.header.name).toBe('Ada Lovelace');
      expect(data.sections.header.email).toBe('ada@example.com');
      expect(data.engine).toBe('heuristic');
      expect(data.confidence.email).toBeGreaterThan(0);
      expect(Array.isArray(data.warnings)).toBe(true);
      expect(await remaining(account.userId)).toBe(before - 2);
      expect(Number(response.headers.get('x-credits-remaining'))).toBe(before - 2);

      const stored = await harness.request(`/v1/resumes/${data.id}`, { apiKey: account.apiKey, form: apiForm });
      expect(stored.status).toBe(200);
      const storedBody = (await stored.json()) as any;
      const resume = apiForm === 'b' ? storedBody.data : storedBody;
      // The answer is the resume exactly as GET presents it, plus the parse facts.
      const { confidence, warnings, engine, ...presented } = data;
      expect(presented).toEqual(resume);
      expect(await resumeCount(account.userId)).toBe(1);
    });

    test('save=false parses without writing; no id or timestamps; still charged', async () => {
      const account = await harness.createAccount({ credits: 10 });
      const before = await remaining(account.userId);
      const response = await upload(account, pdfForm(), { form: apiForm, query: '?save=false' });
      const data = ((await response.json()) as any).data;
      expect(response.status).toBe(200);
      expect(data.sections.header.email).toBe('ada@example.com');
      for (const field of ['id', 'resumeId', 'createdAt', 'updatedAt', 'isDefault']) expect(data).not.toHaveProperty(field);
      expect(data.title).toBe('Ada Lovelace');
      expect(await resumeCount(account.userId)).toBe(0);
      expect(await remaining(account.userId)).toBe(before - 2);
    });
  });

  test('save must be "true" or "false"', async () => {
    const account = await harness.createAccount();
    const response = await upload(account, pdfForm(), { query: '?save=maybe' });
    expect(response.status).toBe(400);
    expect(await resumeCount(account.userId)).toBe(0);
  });

  test('402 when out of credits, before the file is parsed; nothing written', async () => {
    const account = await harness.createAccount({ plan: 'free', credits: 0 });
    // Spend the cycle's credits down to 1 (less than a parse costs).
    const balance = await getCreditBalance(harness.context, account.userId);
    await harness.context.db
      .updateTable('creditAccounts')
      .set({ cycleUsed: balance.quota - 1 })
      .where('userId', '=', account.userId)
      .execute();
    expect(await remaining(account.userId)).toBe(1);
    const payload = await refused(account, pdfForm(), 402, 'insufficient_credits');
    expect(payload.error).toContain('costs 2');
  });

  test('auth comes first: no key is 401 even with a bad body; a read-only key is 403', async () => {
    expect((await upload(undefined, 'not a form', { headers: { 'content-type': 'multipart/form-data' } })).status).toBe(401);
    expect((await upload(undefined, pdfForm())).status).toBe(401);
    const reader = await harness.createAccount({ scopes: ['resumes:read'] });
    const response = await upload(reader, pdfForm());
    expect(response.status).toBe(403);
    expect(((await response.json()) as any).code).toBe('insufficient_scope');
    expect(await resumeCount(reader.userId)).toBe(0);
  });

  describe('as a stream (Form A) or JSON only (Form B)', () => {
    const streamed = (account: TestAccount, body: BodyInit, options: { form?: 'a' | 'b'; query?: string } = {}) =>
      upload(account, body, { form: options.form ?? 'a', ...(options.query && { query: options.query }), headers: { accept: 'text/event-stream' } });

    test('Form A: progress for parsing-resume, then one complete with the saved resume id beside the JSON answer; charged once', async () => {
      const account = await harness.createAccount({ credits: 10 });
      const before = await remaining(account.userId);
      const response = await streamed(account, pdfForm());
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toStartWith('text/event-stream');
      const events = jsonEvents(await response.text());
      expect(events.map((event) => event.event)).toEqual(['progress', 'complete']);
      expect(events[0]!.data).toEqual({ step: 'parsing-resume', message: 'Reading your resume', percent: 0 });
      const complete = events[1]!.data as any;
      expect(Object.keys(complete).sort()).toEqual(['data', 'resumeId']);
      expect(complete.resumeId).toMatch(UUID);
      expect(complete.data.id).toBe(complete.resumeId);
      expect(complete.data.sections.header.email).toBe('ada@example.com');
      expect(complete.data.engine).toBe('heuristic');
      // The data is the JSON answer's: the resume as GET presents it, plus the parse facts.
      const { confidence, warnings, engine, ...presented } = complete.data;
      expect(presented).toEqual(await (await harness.request(`/v1/resumes/${complete.resumeId}`, { apiKey: account.apiKey, form: 'a' })).json());
      expect(await resumeCount(account.userId)).toBe(1);
      expect(await remaining(account.userId)).toBe(before - 2);
    });

    test('Form A with save=false: resumeId is null and nothing is saved; still charged', async () => {
      const account = await harness.createAccount({ credits: 10 });
      const before = await remaining(account.userId);
      const complete = jsonEvents(await (await streamed(account, pdfForm(), { query: '?save=false' })).text()).at(-1)!;
      expect(complete.event).toBe('complete');
      expect((complete.data as any).resumeId).toBeNull();
      expect((complete.data as any).data).not.toHaveProperty('id');
      expect(await resumeCount(account.userId)).toBe(0);
      expect(await remaining(account.userId)).toBe(before - 2);
    });

    test('Form A: a file that cannot be read ends the stream with one error event; nothing saved or charged', async () => {
      const account = await harness.createAccount({ credits: 10 });
      const before = await remaining(account.userId);
      const textless = new TextEncoder().encode(
        '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF',
      );
      const response = await streamed(account, form([['file', new Blob([textless]), 'scan.pdf']]));
      expect(response.status).toBe(200);
      const events = jsonEvents(await response.text());
      expect(events.filter((event) => event.event !== 'progress')).toEqual([{ event: 'error', data: { error: expect.any(String), code: 'unprocessable', status: 422 } }]);
      expect(await resumeCount(account.userId)).toBe(0);
      expect(await remaining(account.userId)).toBe(before);
    });

    test('Form A: a file that is not a PDF or DOCX is still a plain 400, before any stream', async () => {
      const account = await harness.createAccount({ credits: 10 });
      const response = await streamed(account, form([['file', new Blob(['just some text']), 'resume.txt']]));
      expect(response.status).toBe(400);
      expect(((await response.json()) as any).code).toBe('invalid_request');
    });

    test('Form B does not stream a parse: 406 naming JSON, before the file is read; nothing saved or charged', async () => {
      const account = await harness.createAccount({ credits: 10 });
      const before = await remaining(account.userId);
      const response = await streamed(account, pdfForm(), { form: 'b' });
      expect(response.status).toBe(406);
      expect(response.headers.get('x-api-form')).toBe('b');
      expect((await response.json()) as any).toEqual({ code: 'not_acceptable', error: 'This endpoint answers application/json, and the Accept header allows none of them.' });
      expect(await resumeCount(account.userId)).toBe(0);
      expect(await remaining(account.userId)).toBe(before);
      // What it can answer, it does.
      expect((await upload(account, pdfForm(), { form: 'b', headers: { accept: 'application/json' } })).status).toBe(200);
    });
  });

  describe('malformed uploads: 400, nothing written, nothing charged', () => {
    let account: TestAccount;
    beforeAll(async () => {
      account = await harness.createAccount({ credits: 50 });
    });
    const pdfBlob = () => new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });

    test('not a PDF or DOCX: the message names the accepted types', async () => {
      const payload = await refused(account, form([['file', new Blob(['just some text']), 'resume.txt']]), 400, 'invalid_request');
      expect(payload.error).toContain('PDF');
      expect(payload.error).toContain('.docx');
    });
    test('a PNG named resume.pdf is judged by its bytes', async () => {
      const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
      await refused(account, form([['file', new Blob([png], { type: 'application/pdf' }), 'resume.pdf']]), 400, 'invalid_request');
    });
    test('an empty file', async () => {
      await refused(account, form([['file', new Blob([]), 'resume.pdf']]), 400, 'invalid_request');
    });
    test('two files', async () => {
      const payload = await refused(
        account,
        form([
          ['file', pdfBlob()],
          ['file', pdfBlob()],
        ]),
        400,
        'invalid_request',
      );
      expect(payload.error).toContain('one file');
    });
    test('a second file under another name', async () => {
      await refused(
        account,
        form([
          ['file', pdfBlob()],
          ['other', pdfBlob()],
        ]),
        400,
        'invalid_request',
      );
    });
    test('no file (an empty form, and no body at all)', async () => {
      await refused(account, form([['note', 'hello']]), 400, 'invalid_request');
      await refused(account, null, 400, 'invalid_request');
      await refused(account, '{}', 400, 'invalid_request', { 'content-type': 'application/json' });
    });
    test('a "file" field that is a string, not a file', async () => {
      const payload = await refused(account, form([['file', '%PDF-1.7 pretend']]), 400, 'invalid_request');
      expect(payload.error).toContain('not a file');
    });
    test('a NUL or another control character in the filename', async () => {
      for (const filename of ['resume\u0000.pdf', 'resume\u001b[31m.pdf']) {
        const boundary = 'vitaeBoundary42';
        const body = Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`),
          Buffer.from(pdf),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        const response = await upload(account, body, { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
        // Either the form parser refuses the header, or our filename check does: a 400 in both cases.
        expect(response.status).toBe(400);
      }
      expect(await resumeCount(account.userId)).toBe(0);
    });
    test('a missing boundary', async () => {
      await refused(account, '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7\r\n--x--\r\n', 400, 'invalid_request', { 'content-type': 'multipart/form-data' });
    });
    test('a malformed body', async () => {
      await refused(account, 'this is not multipart at all', 400, 'invalid_request', { 'content-type': 'multipart/form-data; boundary=abc' });
      await refused(account, '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7 and no closing boundary', 400, 'invalid_request', {
        'content-type': 'multipart/form-data; boundary=abc',
      });
    });
    test('a file over 10 MB inside a body the upload cap still admits: 413 with a JSON body', async () => {
      const big = new Uint8Array(10 * 1024 * 1024 + 1);
      big.set(new TextEncoder().encode('%PDF-1.7\n'));
      const payload = await refused(account, form([['file', new Blob([big]), 'big.pdf']]), 413, 'payload_too_large');
      expect(payload.error).toContain('10 MB');
    });
    test('a declared body over the cap: 413 before it is read', async () => {
      await refused(account, 'x', 413, 'payload_too_large', { 'content-type': 'multipart/form-data; boundary=abc', 'content-length': String(50 * 1024 * 1024) });
    });
    test('a PDF without text (a scanned page): 422, not charged', async () => {
      const blank = await executeRenderJob({ kind: 'resume', content: { title: 'x', sections: {} }, settings: templateDefaultSettings(findTemplate('GRAPHITE')!) });
      const text = await import('../src/parsing/index.ts').then((parsing) => parsing.extractDocument(blank.slice()));
      // (A copy: pdf.js takes over the buffer it reads.) The blank render may still carry a heading; only a PDF with no text layer at all is "scanned".
      if (text.lines.length === 0) {
        const payload = await refused(account, form([['file', new Blob([blank as Uint8Array<ArrayBuffer>]), 'scan.pdf']]), 422, 'unprocessable');
        expect(payload.error).toContain('Scanned PDF');
      }
      const broken = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF');
      const response = await upload(account, form([['file', new Blob([broken]), 'broken.pdf']]));
      expect([400, 422]).toContain(response.status);
      expect(await resumeCount(account.userId)).toBe(0);
    });
  });

  test('concurrent uploads each parse, save and charge once', async () => {
    const account = await harness.createAccount({ credits: 20 });
    const before = await remaining(account.userId);
    const responses = await Promise.all(Array.from({ length: 5 }, () => upload(account, pdfForm())));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const ids = await Promise.all(responses.map(async (response) => ((await response.json()) as any).data.id));
    expect(new Set(ids).size).toBe(5);
    expect(await resumeCount(account.userId)).toBe(5);
    expect(await remaining(account.userId)).toBe(before - 10);
  });

  test('concurrent uploads with credits for only two: two succeed, the rest are 402, nothing overdrawn', async () => {
    const account = await harness.createAccount({ plan: 'free' });
    const balance = await getCreditBalance(harness.context, account.userId);
    await harness.context.db
      .updateTable('creditAccounts')
      .set({ cycleUsed: balance.quota - 4 })
      .where('userId', '=', account.userId)
      .execute();
    const statuses = (await Promise.all(Array.from({ length: 4 }, () => upload(account, pdfForm())))).map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 402, 402]);
    expect(await remaining(account.userId)).toBe(0);
    expect(await resumeCount(account.userId)).toBe(2);
  });

  test('hostile files: each gets its status; refused ones write and charge nothing, harmless ones parse', async () => {
    const account = await harness.createAccount({ credits: 1000 });
    for (const hostile of hostileFiles) {
      const before = await remaining(account.userId);
      const countBefore = await resumeCount(account.userId);
      const response = await upload(account, form([['file', new Blob([hostile.bytes() as Uint8Array<ArrayBuffer>]), hostile.filename]]));
      expect({ name: hostile.name, status: response.status }).toEqual({ name: hostile.name, status: hostile.status });
      const refusedFile = hostile.status >= 400;
      expect({ name: hostile.name, charged: before - (await remaining(account.userId)) }).toEqual({ name: hostile.name, charged: refusedFile ? 0 : harness.context.config.costs.parse });
      expect({ name: hostile.name, written: (await resumeCount(account.userId)) - countBefore }).toEqual({ name: hostile.name, written: refusedFile ? 0 : 1 });
    }
  }, 300_000);
});

describe('413 over a real socket', () => {
  let harness: Harness;
  let server: Listener;
  beforeAll(async () => {
    harness = await createHarness('pglite', { PORT: '0' });
    server = startServer(harness.context);
  }, 60_000);
  afterAll(async () => {
    await server.stop();
    await harness.dispose();
  });

  test('a declared 50 MB upload is answered 413 with a JSON body after a few bytes, and the connection closes', async () => {
    const account = await harness.createAccount({ credits: 10 });
    const before = (await getCreditBalance(harness.context, account.userId)).remaining;
    const exchange = await openRequest(server.port, {
      path: '/v1/resumes/parse',
      headers: { 'x-api-key': account.apiKey, 'content-type': 'multipart/form-data; boundary=abc', 'content-length': String(50 * 1024 * 1024) },
      body: '--abc\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n\r\n%PDF-1.7\n',
    });
    const response = await within(PATIENCE_MS, 'the 413', exchange.response);
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'payload_too_large' });
    await within(PATIENCE_MS, 'the connection closing', exchange.closed);
    expect((await getCreditBalance(harness.context, account.userId)).remaining).toBe(before);
  });

  test('a file of exactly 10 MB passes the body guard and the size checks (422 here: it is not a readable PDF)', async () => {
    const account = await harness.createAccount({ credits: 10 });
    const before = (await getCreditBalance(harness.context, account.userId)).remaining;
    const bytes = new Uint8Array(10 * 1024 * 1024);
    bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
    const response = await fetch(`http://127.0.0.1:${server.port}/v1/resumes/parse`, {
      method: 'POST',
      headers: { 'x-api-key': account.apiKey },
      body: form([['file', new Blob([bytes]), 'exact.pdf']]),
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as any).code).toBe('unprocessable');
    expect((await getCreditBalance(harness.context, account.userId)).remaining).toBe(before);
  }, 60_000);

  test('without a key the same upload is 401, not 413', async () => {
    const exchange = await openRequest(server.port, {
      path: '/v1/resumes/parse',
      headers: { 'content-type': 'multipart/form-data; boundary=abc', 'content-length': String(50 * 1024 * 1024) },
      body: '--abc\r\n',
    });
    expect((await within(PATIENCE_MS, 'the 401', exchange.response)).status).toBe(401);
    exchange.socket.destroy();
  });

  test('a chunked upload over 10 MB is cut off while it streams: 413', async () => {
    const account = await harness.createAccount({ credits: 10 });
    const exchange = await openRequest(server.port, {
      path: '/v1/resumes/parse',
      headers: { 'x-api-key': account.apiKey, 'content-type': 'multipart/form-data; boundary=abc', 'transfer-encoding': 'chunked' },
    });
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    for (let sent = 0; sent < 12; sent++) exchange.write(Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]));
    const response = await within(PATIENCE_MS, 'the 413', exchange.response);
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'payload_too_large' });
    exchange.socket.destroy();
  });
});

describe.each(kinds)('AI parsing on %s', (kind) => {
  let fake: FakeProviderServer;
  let harness: Harness;
  let byokHarness: Harness;
  beforeAll(async () => {
    fake = await startFakeProviderServer();
    const base = { AI_PROVIDER: 'openai', AI_MODEL: 'gpt-4.1-mini', OPENAI_BASE_URL: fake.baseUrlFor('openai'), AI_TIMEOUT_MS: '20000' };
    harness = await createHarness(kind, { ...base, AI_API_KEY: defaultFakeApiKey });
    // No system key: only users with their own key get a model.
    byokHarness = await createHarness(kind, base);
  }, 60_000);
  afterAll(async () => {
    await harness.dispose();
    await byokHarness.dispose();
    await fake.stop();
  });

  const post = (target: Harness, account: TestAccount, apiForm: 'a' | 'b' = 'a') => target.request('/v1/resumes/parse', { method: 'POST', apiKey: account.apiKey, form: apiForm, body: pdfForm() });

  test.each(forms)('system key (form %s): engine "ai", the invented employer dropped with a warning, the altered date restored from the document', async (apiForm) => {
    fake.setReply(JSON.stringify(MODEL_ANSWER));
    const account = await harness.createAccount({ credits: 10 });
    const before = (await getCreditBalance(harness.context, account.userId)).remaining;
    const requestsBefore = fake.requests.length;
    const response = await post(harness, account, apiForm);
    const data = ((await response.json()) as any).data;
    expect(response.status).toBe(200);
    expect(data.engine).toBe('ai');
    // The model was really asked, with the document's text and a JSON schema.
    const sent = fake.requests.slice(requestsBefore);
    expect(sent.length).toBe(1);
    expect(sent[0]!.path).toBe('/openai/v1/responses');
    expect(sent[0]!.headers.authorization).toBe(`Bearer ${defaultFakeApiKey}`);
    expect(JSON.stringify(sent[0]!.body)).toContain('Analytical Engines Ltd');
    expect(sent[0]!.body.text.format.type).toBe('json_schema');
    // The answer's length is capped (AI SDK maxOutputTokens -> the Responses API's max_output_tokens).
    expect(sent[0]!.body.max_output_tokens).toBe(8000);

    expect(data.sections.experience).toHaveLength(1);
    expect(data.sections.experience[0].company).toBe('Analytical Engines Ltd');
    expect(data.sections.experience[0].startDate).toBe('2019-03');
    expect(data.sections.experience[0].endDate).toBe('2021-06');
    expect(data.warnings.some((warning: string) => warning.includes('Initech Global'))).toBe(true);
    expect(data.warnings.some((warning: string) => warning.includes('2019-05') && warning.includes('restored'))).toBe(true);
    expect(JSON.stringify(data.sections)).not.toContain('Initech');
    expect(data.confidence.experience).toBeLessThan(0.9);
    expect(data.confidence.name).toBeGreaterThan(0.5);
    expect((await getCreditBalance(harness.context, account.userId)).remaining).toBe(before - 2);
  });

  test('an invalid answer twice: the built-in result with a warning, 200, still charged', async () => {
    fake.setReply('{"header": {"name": "Ada"'); // truncated JSON
    const account = await harness.createAccount({ credits: 10 });
    const requestsBefore = fake.requests.length;
    const response = await post(harness, account);
    const data = ((await response.json()) as any).data;
    expect(response.status).toBe(200);
    expect(fake.requests.length - requestsBefore).toBe(2);
    expect(data.engine).toBe('heuristic');
    expect(data.sections.header.email).toBe('ada@example.com');
    expect(data.warnings.some((warning: string) => warning.startsWith('AI parsing failed'))).toBe(true);
  });

  test('an answer of the wrong shape counts as invalid too', async () => {
    fake.setReply(JSON.stringify({ header: { name: 'Ada Lovelace' }, experience: 'at Analytical Engines' }));
    const account = await harness.createAccount({ credits: 10 });
    const response = await post(harness, account);
    const data = ((await response.json()) as any).data;
    expect(response.status).toBe(200);
    expect(data.engine).toBe('heuristic');
  });

  test('the provider refusing the key: the built-in result with a warning, never a 5xx', async () => {
    const broken = await createHarness(kind, { AI_PROVIDER: 'openai', OPENAI_BASE_URL: fake.baseUrlFor('openai'), AI_API_KEY: 'wrong-key' });
    try {
      const account = await broken.createAccount({ credits: 10 });
      const response = await post(broken, account);
      const data = ((await response.json()) as any).data;
      expect(response.status).toBe(200);
      expect(data.engine).toBe('heuristic');
      expect(data.warnings.join(' ')).toContain('HTTP 401');
      expect(data.warnings.join(' ')).not.toContain('wrong-key');
    } finally {
      await broken.dispose();
    }
  });

  test("BYOK: the user's own provider and key answer, and the parse costs 0 credits", async () => {
    fake.setReply(JSON.stringify(MODEL_ANSWER));
    const account = await byokHarness.createAccount({ plan: 'pro', credits: 10 });
    await upsertModelSetting(byokHarness.context.db, {
      userId: account.userId,
      provider: 'openai',
      modelId: 'gpt-4.1-nano',
      apiKeyCiphertext: sealSecret(byokHarness.context.secretsKey, defaultFakeApiKey, account.userId),
    });
    const before = (await getCreditBalance(byokHarness.context, account.userId)).remaining;
    const requestsBefore = fake.requests.length;
    const response = await post(byokHarness, account);
    const data = ((await response.json()) as any).data;
    expect(response.status).toBe(200);
    expect(data.engine).toBe('ai');
    expect(fake.requests.slice(requestsBefore).map((request) => request.model)).toEqual(['gpt-4.1-nano']);
    expect((await getCreditBalance(byokHarness.context, account.userId)).remaining).toBe(before);

    // Without a key of their own, the same service (no system key) uses the built-in engine and charges.
    const other = await byokHarness.createAccount({ credits: 10 });
    const otherBefore = (await getCreditBalance(byokHarness.context, other.userId)).remaining;
    const builtin = ((await (await post(byokHarness, other)).json()) as any).data;
    expect(builtin.engine).toBe('heuristic');
    expect((await getCreditBalance(byokHarness.context, other.userId)).remaining).toBe(otherBefore - 2);
  });

  const saveKey = (target: Harness, account: TestAccount, apiKey: string) =>
    upsertModelSetting(target.context.db, { userId: account.userId, provider: 'openai', modelId: 'gpt-4.1-nano', apiKeyCiphertext: sealSecret(target.context.secretsKey, apiKey, account.userId) });

  test("BYOK is pro only: a downgraded user's saved key is not used, and the parse costs the normal price", async () => {
    fake.setReply(JSON.stringify(MODEL_ANSWER));
    const account = await byokHarness.createAccount({ plan: 'free', credits: 10 });
    await saveKey(byokHarness, account, defaultFakeApiKey);
    const before = (await getCreditBalance(byokHarness.context, account.userId)).remaining;
    const requestsBefore = fake.requests.length;
    const response = await post(byokHarness, account);
    const data = ((await response.json()) as any).data;
    expect(response.status).toBe(200);
    expect(data.engine).toBe('heuristic'); // no system key on this service: the built-in engine
    expect(fake.requests.length).toBe(requestsBefore);
    expect((await getCreditBalance(byokHarness.context, account.userId)).remaining).toBe(before - 2);

    // With a system key, the downgraded user gets the system model, at the normal price.
    const other = await harness.createAccount({ plan: 'free', credits: 10 });
    await saveKey(harness, other, 'their-own-key');
    const otherBefore = (await getCreditBalance(harness.context, other.userId)).remaining;
    const systemRequests = fake.requests.length;
    const viaSystem = ((await (await post(harness, other)).json()) as any).data;
    expect(viaSystem.engine).toBe('ai');
    expect(fake.requests.slice(systemRequests).map((request) => [request.model, request.headers.authorization])).toEqual([['gpt-4.1-mini', `Bearer ${defaultFakeApiKey}`]]);
    expect((await getCreditBalance(harness.context, other.userId)).remaining).toBe(otherBefore - 2);
  });

  test('BYOK with a key the provider refuses: the built-in result, charged at the normal price', async () => {
    fake.setReply(JSON.stringify(MODEL_ANSWER));
    const account = await byokHarness.createAccount({ plan: 'pro', credits: 10 });
    await saveKey(byokHarness, account, 'revoked-key');
    const before = (await getCreditBalance(byokHarness.context, account.userId)).remaining;
    const response = await post(byokHarness, account);
    const data = ((await response.json()) as any).data;
    expect(response.status).toBe(200);
    expect(data.engine).toBe('heuristic');
    expect(data.warnings.join(' ')).toContain('HTTP 401');
    expect((await getCreditBalance(byokHarness.context, account.userId)).remaining).toBe(before - 2);
    expect(response.headers.get('x-credits-remaining')).toBe(String(before - 2));
  });

  test('BYOK success: the reservation is given back, and the header says so', async () => {
    fake.setReply(JSON.stringify(MODEL_ANSWER));
    const account = await byokHarness.createAccount({ plan: 'pro', credits: 10 });
    await saveKey(byokHarness, account, defaultFakeApiKey);
    const before = (await getCreditBalance(byokHarness.context, account.userId)).remaining;
    const response = await post(byokHarness, account);
    expect(((await response.json()) as any).data.engine).toBe('ai');
    expect((await getCreditBalance(byokHarness.context, account.userId)).remaining).toBe(before);
    expect(response.headers.get('x-credits-remaining')).toBe(String(before));
  });

  test("an AI result keeps the built-in parser's warnings about the document, besides the merge's", async () => {
    const { experience: _none, ...withoutExperience } = SECTIONS;
    const bare = await executeRenderJob({ kind: 'resume', content: { title: 'Ada Lovelace', sections: withoutExperience }, settings: templateDefaultSettings(findTemplate('GRAPHITE')!) });
    fake.setReply(JSON.stringify({ header: MODEL_ANSWER.header, summary: MODEL_ANSWER.summary }));
    const account = await harness.createAccount({ credits: 10 });
    const body = form([['file', new Blob([bare as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), 'resume.pdf']]);
    const data = ((await (await harness.request('/v1/resumes/parse', { method: 'POST', apiKey: account.apiKey, body })).json()) as any).data;
    expect(data.engine).toBe('ai');
    expect(data.warnings).toContain('could not find an experience section');
  });
});

describe.each(kinds)("parse with the export options as form fields (the SDK's resumes.parse) on %s", (kind) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createHarness(kind);
  }, 60_000);
  afterAll(async () => {
    await harness.dispose();
  });

  test('the parsed resume is saved with that template, language, design and photo', async () => {
    const account = await harness.createAccount({ credits: 10 });
    const body = form([
      ['file', new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), 'resume.pdf'],
      ['templateId', 'cobalt'],
      ['locale', 'de'],
      ['font', 'Inter'],
      ['fontSize', '10.5'],
      ['spacing', '1.1'],
      ['showProfileImage', 'false'],
      ['pageNumbering', 'page'],
      ['profileImageUrl', 'https://example.com/me.jpg'],
    ]);
    const response = await harness.request('/v1/resumes/parse', { method: 'POST', apiKey: account.apiKey, form: 'a', body });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as any;
    const saved = (await (await harness.request(`/v1/resumes/${data.id}`, { apiKey: account.apiKey, form: 'a' })).json()) as any;
    expect(saved.templateId).toBe('COBALT');
    expect(saved.language).toBe('de');
    expect(saved.design).toMatchObject({ font: 'Inter', fontSize: 10.5, spacing: 1.1, showProfileImage: false, pageNumbering: 'page' });
    expect(saved.sections.header.photoUrl).toBe('https://example.com/me.jpg');
    expect(saved.sections.header.name).toBe('Ada Lovelace');
  });

  test('an unknown template, colour or value is a 400 before anything is read or charged; an unknown field too', async () => {
    const account = await harness.createAccount({ credits: 10 });
    const before = (await getCreditBalance(harness.context, account.userId)).remaining;
    const cases: Array<[string, string, string]> = [
      ['templateId', 'NO_SUCH', 'validation_failed'],
      ['colorId', 'no-such-colour', 'validation_failed'],
      ['fontSize', 'large', 'validation_failed'],
      ['locale', 'xx', 'validation_failed'],
      ['colour', 'red', 'invalid_request'],
    ];
    for (const [field, value, code] of cases) {
      const body = form([
        ['file', new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), 'resume.pdf'],
        [field, value],
      ]);
      const response = await harness.request('/v1/resumes/parse', { method: 'POST', apiKey: account.apiKey, form: 'a', body });
      expect([field, response.status]).toEqual([field, 400]);
      expect([field, ((await response.json()) as any).code]).toEqual([field, code]);
    }
    expect((await getCreditBalance(harness.context, account.userId)).remaining).toBe(before);
  });
});
