/**
 * Form A's AI routes end to end on both stores, with the built-in engine: POST /v1/tailor and
 * POST /v1/cover-letters/generate answering the PDF (or the ZIP of resume and letter) with the ids
 * of what was saved, or an SSE stream of progress ending in one `complete` whose download URL serves
 * the same file, or (Accept: application/json) the finished run as JSON; the resume by id, by
 * default, or uploaded as a file (parsed in the same run); an Accept the route cannot answer, and
 * other bad requests, refused before anything is charged; a client that leaves a plain request
 * releases the hold.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { unzipSync } from 'fflate';
import { sealSecret } from '../src/security/secret-box.ts';
import { getCreditBalance } from '../src/services/credits.ts';
import { startTailoredDocumentRun } from '../src/services/tailor-resume.ts';
import { upsertModelSetting } from '../src/storage/model-settings.repository.ts';
import { MISSING_SKILLS, TAILOR_POSTING, TAILOR_RESUME } from './fixtures/tailor-request.ts';
import { databaseKinds } from './support/databases.ts';
import { startJobPages, type JobPages } from './support/job-pages.ts';
import { defaultFakeApiKey, startFakeProviderServer, type FakeProviderServer } from './support/fake-provider-server.ts';
import { writeDocx } from './support/docx-writer.ts';
import { createHarness, type Harness, type TestAccount } from './support/harness.ts';
import { pdfText } from './support/pdf-tools.ts';
import { parseSse } from './support/sse-parser.ts';

const kinds = await databaseKinds();

/** The shared resume with a template, an email and an education entry, as Form A clients save one. */
const RESUME = {
  ...TAILOR_RESUME,
  templateId: 'GRAPHITE',
  sections: {
    ...TAILOR_RESUME.sections,
    header: { ...TAILOR_RESUME.sections.header, email: 'ada@example.com' },
    education: [{ institution: 'University of London', degree: 'BSc Mathematics', startDate: '2011', endDate: '2014' }],
  },
};
const POSTING = TAILOR_POSTING;
const MISSING = MISSING_SKILLS;

/** The resume as a DOCX upload. */
const docxBlob = () => new Blob([writeDocx(RESUME.sections as never) as Uint8Array<ArrayBuffer>]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(kinds)('Form A tailoring on %s', (kind) => {
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
  const post = (account: TestAccount, path: string, json: unknown, init: RequestInit = {}) => harness.request(path, { method: 'POST', apiKey: account.apiKey, form: 'a', json, ...init });
  const stream = (account: TestAccount, path: string, json: unknown) => post(account, path, json, { headers: { accept: 'text/event-stream' } });
  const read = async (account: TestAccount, path: string) => (await harness.request(path, { apiKey: account.apiKey, form: 'a' })).json() as Promise<any>;
  async function resumeOf(account: TestAccount, body: unknown = RESUME): Promise<string> {
    const response = await harness.request('/v1/resumes', { method: 'POST', apiKey: account.apiKey, form: 'a', json: body });
    expect(response.status).toBe(201);
    return ((await response.json()) as any).id;
  }
  const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());
  const sseEvents = async (response: Response) => parseSse(await response.text()).events.map((event) => ({ event: event.event, data: JSON.parse(event.data) }));

  test('plain: the tailored resume as a PDF, saved as a new resume beside the original; 3 credits', async () => {
    const account = await harness.createAccount({ credits: 20 });
    const resumeId = await resumeOf(account);
    const originalBefore = await read(account, `/v1/resumes/${resumeId}`);
    const before = await remaining(account);
    const response = await post(account, '/v1/tailor', { resumeId, positionName: 'Senior Backend Engineer', jobDescription: POSTING });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('attachment; filename=');
    const tailoredId = response.headers.get('x-resume-id')!;
    expect(tailoredId).toMatch(UUID);
    expect(tailoredId).not.toBe(resumeId);
    expect(response.headers.get('x-run-id')).toMatch(UUID);
    expect(response.headers.get('x-cover-letter-id')).toBeNull();
    const pdf = await bytesOf(response);
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Ada Lovelace');
    for (const skill of MISSING) expect(text).not.toContain(skill);

    const tailored = await read(account, `/v1/resumes/${tailoredId}`);
    expect(tailored.title).toContain('Senior Backend Engineer');
    expect(tailored.isDefault).toBe(false);
    // The facts are the source's: employers, titles and dates exactly as they were.
    const facts = (sections: any) => sections.experience.map((job: any) => [job.company, job.title, job.startDate, job.endDate ?? null, job.current ?? false]);
    expect(facts(tailored.sections)).toEqual(facts(RESUME.sections));
    expect(tailored.sections.skills.map((skill: any) => skill.name).sort()).toEqual([...RESUME.sections.skills].sort());
    expect(await read(account, `/v1/resumes/${resumeId}`)).toEqual(originalBefore);
    expect(await remaining(account)).toBe(before - 3);
    expect(Number(response.headers.get('x-credits-remaining'))).toBe(before - 3);
  });

  test('without resumeId the default resume is tailored; with includeCoverLetter a ZIP of both, the letter saved; 5 credits', async () => {
    const account = await harness.createAccount({ credits: 20 });
    const resumeId = await resumeOf(account);
    await resumeOf(account, { ...RESUME, title: 'Another', sections: { ...RESUME.sections, header: { name: 'Someone Else' } } });
    const before = await remaining(account);
    const response = await post(account, '/v1/tailor', { positionName: 'Senior Backend Engineer', jobDescription: POSTING, includeCoverLetter: true, templateId: 'graphite' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain('.zip');
    const files = unzipSync(await bytesOf(response));
    expect(Object.keys(files).sort()).toEqual(['cover-letter.pdf', 'resume.pdf']);
    expect(pdfText(files['resume.pdf']!)).toContain('Ada Lovelace');
    const letterText = pdfText(files['cover-letter.pdf']!);
    expect(letterText).toContain('Ada Lovelace');
    expect(letterText).toContain('Senior Backend Engineer');
    for (const skill of MISSING) expect(letterText).not.toContain(skill);

    const tailoredId = response.headers.get('x-resume-id')!;
    const letterId = response.headers.get('x-cover-letter-id')!;
    expect(letterId).toMatch(UUID);
    const letter = await read(account, `/v1/cover-letters/${letterId}`);
    expect(letter.resumeId).toBe(tailoredId);
    expect(letter.positionName).toBe('Senior Backend Engineer');
    const tailored = await read(account, `/v1/resumes/${tailoredId}`);
    expect(tailored.sections.header.name).toBe('Ada Lovelace');
    expect(resumeId).not.toBe(tailoredId);
    expect(await remaining(account)).toBe(before - 5);
  });

  test('SSE: progress per step with a percent that never goes back, then one complete whose downloadUrl serves the file', async () => {
    const account = await harness.createAccount({ credits: 20 });
    const resumeId = await resumeOf(account);
    const response = await stream(account, '/v1/tailor', { resumeId, positionName: 'Senior Backend Engineer', jobUrl: `http://127.0.0.1:${pages.port}/job`, includeCoverLetter: true });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toStartWith('text/event-stream');
    const events = await sseEvents(response);
    const progress = events.filter((event) => event.event === 'progress');
    expect([...new Set(progress.map((event) => event.data.step))]).toEqual(['fetching-job', 'tailoring', 'writing-cover-letter', 'rendering', 'bundling']);
    const percents = progress.map((event) => event.data.percent);
    expect(percents).toEqual(percents.slice().sort((a, b) => a - b));
    for (const event of progress) expect(typeof event.data.message).toBe('string');
    expect(events.filter((event) => event.event !== 'progress').map((event) => event.event)).toEqual(['complete']);
    const complete = events.at(-1)!.data;
    expect(complete.runId).toMatch(UUID);
    expect(complete.resumeId).toMatch(UUID);
    expect(complete.coverLetterId).toMatch(UUID);
    expect(complete.contentType).toBe('application/zip');
    expect(complete.matchScore.after).toBeGreaterThan(complete.matchScore.before);
    expect(complete.suggestions.missingSkills).toEqual(expect.arrayContaining(MISSING));
    expect(typeof complete.suggestions.summary).toBe('string');

    const url = new URL(complete.downloadUrl);
    expect(url.pathname).toBe(`/v1/runs/${complete.runId}/download`);
    const download = await harness.request(url.pathname, { apiKey: account.apiKey, form: 'a' });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    expect(download.headers.get('x-resume-id')).toBe(complete.resumeId);
    expect(Object.keys(unzipSync(await bytesOf(download))).sort()).toEqual(['cover-letter.pdf', 'resume.pdf']);
    const run = await harness.request(`/v1/runs/${complete.runId}`, { apiKey: account.apiKey, form: 'a' });
    expect(run.status).toBe(200);
  });

  test('language and render options: the tailored resume is saved in that language and design; mode new is accepted', async () => {
    const account = await harness.createAccount({ credits: 20 });
    const resumeId = await resumeOf(account);
    const response = await post(account, '/v1/tailor', { resumeId, positionName: 'Backend-Entwickler', jobDescription: POSTING, language: 'de', mode: 'new', fontSize: 10, pageNumbering: 'simple' });
    expect(response.status).toBe(200);
    const tailored = await read(account, `/v1/resumes/${response.headers.get('x-resume-id')}`);
    expect(tailored.language).toBe('de');
    expect(tailored.design.fontSize).toBe(10);
    expect(tailored.design.pageNumbering).toBe('simple');
    // German headings in the PDF: the render's locale is the requested language.
    expect(pdfText(await bytesOf(response))).toMatch(/Berufserfahrung|Erfahrung/);
  });

  test('bad requests are refused before anything is charged', async () => {
    const account = await harness.createAccount({ credits: 20 });
    const resumeId = await resumeOf(account);
    const other = await harness.createAccount({ credits: 20 });
    const foreign = await resumeOf(other);
    const empty = await harness.createAccount({ credits: 20 });
    const before = await remaining(account);
    const cases: Array<[string, unknown, number, string]> = [
      ['/v1/tailor', { resumeId, jobDescription: POSTING }, 400, 'validation_failed'],
      ['/v1/tailor', { resumeId, positionName: 'Engineer' }, 400, 'validation_failed'],
      ['/v1/tailor', { resumeId, positionName: '   ', jobDescription: POSTING }, 400, 'validation_failed'],
      ['/v1/tailor', { resumeId, positionName: 'Engineer', jobDescription: POSTING, mode: 'wild' }, 400, 'validation_failed'],
      ['/v1/tailor', { resumeId, positionName: 'Engineer', jobDescription: POSTING, language: 'xx' }, 400, 'validation_failed'],
      ['/v1/tailor', { resumeId, positionName: 'Engineer', jobDescription: POSTING, unknown: 1 }, 400, 'validation_failed'],
      ['/v1/tailor', { resumeId, positionName: 'Engineer', jobDescription: 'x'.repeat(50_001) }, 400, 'validation_failed'],
      ['/v1/tailor', { resumeId, positionName: 'Engineer', jobDescription: POSTING, colorId: 'no-such-colour' }, 400, 'unknown_option'],
      ['/v1/tailor', { resumeId, positionName: 'Engineer', jobDescription: POSTING, templateId: 'NO_SUCH' }, 404, 'not_found'],
      ['/v1/tailor', { resumeId: foreign, positionName: 'Engineer', jobDescription: POSTING }, 404, 'not_found'],
      ['/v1/tailor', { resumeId, positionName: 'Engineer', jobDescription: 'Engineer wanted, TypeScript.' }, 422, 'unprocessable'],
      ['/v1/tailor', { resumeId, positionName: 'Engineer', jobUrl: 'ftp://example.com/job' }, 422, 'unprocessable'],
      ['/v1/cover-letters/generate', { resumeId, jobDescription: POSTING }, 400, 'validation_failed'],
      ['/v1/cover-letters/generate', { resumeId, positionName: 'Engineer', jobDescription: POSTING, includeCoverLetter: true }, 400, 'validation_failed'],
      ['/v1/cover-letters/generate', { resumeId, positionName: 'Engineer', jobDescription: 'Too short.' }, 422, 'unprocessable'],
    ];
    for (const [path, body, status, code] of cases) {
      const response = await post(account, path, body);
      expect([path, JSON.stringify(body).slice(0, 80), response.status]).toEqual([path, JSON.stringify(body).slice(0, 80), status]);
      expect(((await response.json()) as any).code).toBe(code);
    }
    const none = await post(empty, '/v1/tailor', { positionName: 'Engineer', jobDescription: POSTING });
    expect(none.status).toBe(404);
    expect(await remaining(account)).toBe(before);
    const poor = await harness.createAccount({ plan: 'free', credits: 0 });
    const poorResume = await resumeOf(poor);
    const tailor = () => post(poor, '/v1/tailor', { resumeId: poorResume, positionName: 'Engineer', jobDescription: POSTING });
    while ((await remaining(poor)) >= 3) expect((await tailor()).status).toBe(200);
    const left = await remaining(poor);
    const refused = await tailor();
    expect(refused.status).toBe(402);
    expect(((await refused.json()) as any).code).toBe('insufficient_credits');
    expect(await remaining(poor)).toBe(left);
  });

  test('cover letter: the PDF of the saved letter; SSE ends in complete with the letter id; 2 credits each', async () => {
    const account = await harness.createAccount({ credits: 20 });
    const resumeId = await resumeOf(account);
    const before = await remaining(account);
    const response = await post(account, '/v1/cover-letters/generate', { resumeId, positionName: 'Platform Engineer', jobDescription: POSTING, templateId: 'GRAPHITE' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-resume-id')).toBe(resumeId);
    const letterId = response.headers.get('x-cover-letter-id')!;
    const text = pdfText(await bytesOf(response));
    expect(text).toContain('Platform Engineer');
    const letter = await read(account, `/v1/cover-letters/${letterId}`);
    expect(letter.positionName).toBe('Platform Engineer');
    expect(letter.resumeId).toBe(resumeId);

    const events = await sseEvents(await stream(account, '/v1/cover-letters/generate', { resumeId, positionName: 'Platform Engineer', jobDescription: POSTING }));
    expect([...new Set(events.filter((event) => event.event === 'progress').map((event) => event.data.step))]).toEqual(['extracting-job', 'writing-cover-letter', 'rendering']);
    const complete = events.at(-1)!;
    expect(complete.event).toBe('complete');
    expect(complete.data.contentType).toBe('application/pdf');
    expect(complete.data.coverLetterId).toMatch(UUID);
    expect(await remaining(account)).toBe(before - 4);
  });

  test('Accept: application/json (what the agent tool server sends): the finished run as JSON, the file one GET away', async () => {
    const account = await harness.createAccount({ credits: 20 });
    const resumeId = await resumeOf(account);
    const before = await remaining(account);
    const asJson = { headers: { accept: 'application/json' } };
    const tailored = await post(account, '/v1/tailor', { resumeId, positionName: 'Senior Backend Engineer', jobDescription: POSTING, includeCoverLetter: true }, asJson);
    expect(tailored.status).toBe(200);
    expect(tailored.headers.get('content-type')).toStartWith('application/json');
    const run = (await tailored.json()) as any;
    expect(Object.keys(run).sort()).toEqual(['contentType', 'coverLetterId', 'createdAt', 'downloadUrl', 'expiresAt', 'matchScore', 'resumeId', 'runId', 'status', 'suggestions']);
    expect(run).toMatchObject({ status: 'complete', contentType: 'application/zip' });
    expect(run.suggestions.missingSkills).toEqual(expect.arrayContaining(MISSING));
    expect(await read(account, `/v1/runs/${run.runId}`)).toEqual(run);
    const download = await harness.request(new URL(run.downloadUrl).pathname, { apiKey: account.apiKey, form: 'a' });
    expect(Object.keys(unzipSync(await bytesOf(download))).sort()).toEqual(['cover-letter.pdf', 'resume.pdf']);
    expect((await read(account, `/v1/resumes/${run.resumeId}`)).title).toContain('Senior Backend Engineer');

    const generated = await post(account, '/v1/cover-letters/generate', { resumeId, positionName: 'Platform Engineer', jobDescription: POSTING }, asJson);
    expect(generated.status).toBe(200);
    const letterRun = (await generated.json()) as any;
    expect(letterRun).toMatchObject({ status: 'complete', resumeId, contentType: 'application/pdf', suggestions: null });
    expect((await read(account, `/v1/cover-letters/${letterRun.coverLetterId}`)).positionName).toBe('Platform Engineer');
    expect(await remaining(account)).toBe(before - 5 - 2);
  });

  test('the file type follows the body: a ZIP for a resume and letter, a PDF otherwise; an Accept that allows only the other is a 406 before any charge', async () => {
    const account = await harness.createAccount({ credits: 20 });
    const resumeId = await resumeOf(account);
    const before = await remaining(account);
    const tailor = (includeCoverLetter: boolean, accept: string) =>
      post(account, '/v1/tailor', { resumeId, positionName: 'Engineer', jobDescription: POSTING, includeCoverLetter }, { headers: { accept } });
    for (const [includeCoverLetter, accept, type] of [
      [true, 'application/pdf', 'application/zip'],
      [false, 'application/zip', 'application/pdf'],
    ] as const) {
      const refused = await tailor(includeCoverLetter, accept);
      expect(refused.status).toBe(406);
      expect(((await refused.json()) as any).error).toBe(`This endpoint answers ${type}, text/event-stream or application/json, and the Accept header allows none of them.`);
    }
    expect(await remaining(account)).toBe(before);
    const zip = await tailor(true, 'application/zip, application/json;q=0.5');
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('x-cover-letter-id')).toMatch(UUID);
    const pdf = await tailor(false, 'application/*');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('x-resume-id')).toMatch(UUID);
  });

  test('Accept: image/png is a 406 on both AI routes, in both forms; Form B never answers a file', async () => {
    const account = await harness.createAccount({ credits: 20 });
    const resumeId = await resumeOf(account);
    const before = await remaining(account);
    const cases: Array<['a' | 'b', string, string, unknown, string]> = [
      ['a', '/v1/tailor', 'image/png', { resumeId, positionName: 'Engineer', jobDescription: POSTING }, 'application/pdf, application/zip, text/event-stream or application/json'],
      ['a', '/v1/cover-letters/generate', 'image/png', { resumeId, positionName: 'Engineer', jobDescription: POSTING }, 'application/pdf, text/event-stream or application/json'],
      ['b', '/v1/tailor', 'application/pdf', { resumeId, jobDescription: POSTING }, 'application/json or text/event-stream'],
      ['b', '/v1/cover-letters/generate', 'application/zip', { resumeId, jobDescription: POSTING }, 'application/json or text/event-stream'],
    ];
    for (const [form, path, accept, json, offered] of cases) {
      const response = await harness.request(path, { method: 'POST', apiKey: account.apiKey, form, json, headers: { accept } });
      expect([form, path, response.status]).toEqual([form, path, 406]);
      expect(await response.json()).toEqual({ error: `This endpoint answers ${offered}, and the Accept header allows none of them.`, code: 'not_acceptable' });
    }
    expect(await remaining(account)).toBe(before);
    expect((await read(account, '/v1/resumes')).total).toBe(1);
  });

  test('a resume uploaded as a file is parsed in the same run (parsing-resume), saved, and tailored; +2 credits for the parse', async () => {
    const account = await harness.createAccount({ credits: 30 });
    const before = await remaining(account);
    const form = new FormData();
    form.append('file', docxBlob(), 'ada.docx');
    form.append('positionName', 'Senior Backend Engineer');
    form.append('jobDescription', POSTING);
    form.append('includeCoverLetter', 'false');
    form.append('fontSize', '10');
    const response = await harness.request('/v1/tailor', { method: 'POST', apiKey: account.apiKey, form: 'a', body: form, headers: { accept: 'text/event-stream' } });
    expect(response.status).toBe(200);
    const events = await sseEvents(response);
    expect([...new Set(events.filter((event) => event.event === 'progress').map((event) => event.data.step))]).toEqual(['extracting-job', 'parsing-resume', 'tailoring', 'rendering']);
    const complete = events.at(-1)!;
    expect(complete.event).toBe('complete');
    const list = await read(account, '/v1/resumes');
    // The upload as it was read, and the tailored resume made from it.
    expect(list.total).toBe(2);
    const tailored = await read(account, `/v1/resumes/${complete.data.resumeId}`);
    expect(tailored.sections.header.name).toBe('Ada Lovelace');
    expect(tailored.design.fontSize).toBe(10);
    expect(await remaining(account)).toBe(before - 5);

    // Form B: a file instead of resumeId, the letter linked to the saved upload.
    const letterForm = new FormData();
    letterForm.append('file', docxBlob(), 'ada.docx');
    letterForm.append('jobDescription', POSTING);
    const letter = await harness.request('/v1/cover-letters/generate', { method: 'POST', apiKey: account.apiKey, form: 'b', body: letterForm });
    expect(letter.status).toBe(201);
    const saved = ((await letter.json()) as any).data;
    expect(saved.resumeId).toMatch(/^res_[0-9a-f]{32}$/);
    expect((await read(account, '/v1/resumes')).total).toBe(3);
  });

  test('an upload that is not a PDF or DOCX, or a file with resumeId, is a 400 before anything is charged', async () => {
    const account = await harness.createAccount({ credits: 20 });
    const resumeId = await resumeOf(account);
    const before = await remaining(account);
    const text = new FormData();
    text.append('file', new Blob(['just text, not a resume file']), 'resume.txt');
    text.append('positionName', 'Engineer');
    text.append('jobDescription', POSTING);
    const refused = await harness.request('/v1/tailor', { method: 'POST', apiKey: account.apiKey, form: 'a', body: text });
    expect(refused.status).toBe(400);
    const both = new FormData();
    both.append('file', docxBlob(), 'ada.docx');
    both.append('resumeId', resumeId);
    both.append('positionName', 'Engineer');
    both.append('jobDescription', POSTING);
    const conflicting = await harness.request('/v1/tailor', { method: 'POST', apiKey: account.apiKey, form: 'a', body: both });
    expect(conflicting.status).toBe(400);
    // Render options are checked against the template before the upload is read or anything charged.
    for (const [field, value, status] of [
      ['templateId', 'NO_SUCH', 404],
      ['colorId', 'no-such-colour', 400],
    ] as const) {
      const options = new FormData();
      options.append('file', docxBlob(), 'ada.docx');
      options.append('positionName', 'Engineer');
      options.append('jobDescription', POSTING);
      options.append(field, value);
      const response = await harness.request('/v1/tailor', { method: 'POST', apiKey: account.apiKey, form: 'a', body: options, headers: { accept: 'text/event-stream' } });
      expect([field, response.status]).toEqual([field, status]);
    }
    expect(await remaining(account)).toBe(before);
    expect((await read(account, '/v1/resumes')).total).toBe(1);
  });

  test('a client leaving at any point leaves a consistent account: either everything stored and charged, or nothing', async () => {
    for (const stop of ['job-extract-end', 'tailor-end', 'cover-letter-write-end', 'render-end', 'bundle-end']) {
      const account = await harness.createAccount({ credits: 20 });
      const resumeId = await resumeOf(account);
      const before = await remaining(account);
      const controller = new AbortController();
      const events = await startTailoredDocumentRun(
        harness.context,
        { userId: account.userId, plan: 'free', source: { resumeId }, job: { text: POSTING }, positionName: 'Engineer', includeCoverLetter: true, render: {} },
        controller.signal,
      );
      let terminal = '';
      for await (const event of events) {
        if (event.type === stop) controller.abort();
        if (event.type === 'run-complete' || event.type === 'run-error') terminal = event.type;
      }
      const stored = (await read(account, '/v1/resumes')).total - 1;
      const charged = before - (await remaining(account));
      expect({ stop, terminal, stored, charged }).toEqual(terminal === 'run-complete' ? { stop, terminal, stored: 1, charged: 5 } : { stop, terminal: 'run-error', stored: 0, charged: 0 });
    }
  });

  test('a client that leaves a plain (non-streaming) request aborts the run, its upstream fetch, and releases the hold', async () => {
    const account = await harness.createAccount({ credits: 20 });
    const resumeId = await resumeOf(account);
    const before = await remaining(account);
    const seen = pages.hanging();
    const abandonedBefore = pages.abandoned();
    const client = new AbortController();
    const pending = post(account, '/v1/tailor', { resumeId, positionName: 'Engineer', jobUrl: `http://127.0.0.1:${pages.port}/hang` }, { signal: client.signal }).catch((error) => error);
    while (pages.hanging() === seen) await Bun.sleep(5);
    expect(await remaining(account)).toBe(before - 3);
    client.abort();
    await pending;
    while ((await remaining(account)) !== before) await Bun.sleep(10);
    expect(await remaining(account)).toBe(before);
    // Well within the 10 s the fetch would otherwise wait: the test's own timeout bounds this loop.
    while (pages.abandoned() === abandonedBefore) await Bun.sleep(10);
    expect((await read(account, '/v1/resumes')).total).toBe(1);
  });
});

describe.each(kinds)('Form A tailoring by a model on %s', (kind) => {
  let fake: FakeProviderServer;
  let harness: Harness;
  let byok: Harness;
  beforeAll(async () => {
    fake = await startFakeProviderServer();
    const base = { AI_PROVIDER: 'openai', AI_MODEL: 'gpt-4.1-mini', OPENAI_BASE_URL: fake.baseUrlFor('openai'), AI_TIMEOUT_MS: '20000' };
    harness = await createHarness(kind, { ...base, AI_API_KEY: defaultFakeApiKey });
    // No system key: only users with their own key get a model.
    byok = await createHarness(kind, base);
  }, 60_000);
  afterAll(async () => {
    await harness.dispose();
    await byok.dispose();
    await fake.stop();
  });

  const ANSWER = {
    summary: 'Senior engineer building TypeScript services on PostgreSQL. Runs Kubernetes clusters at Initech.',
    experience: [{ index: 0, tailored: 'Built TypeScript services on PostgreSQL\nRan Docker deployments\nOrganised the team offsite' }],
    skills: ['TypeScript', 'PostgreSQL', 'Docker', 'Kubernetes'],
  };

  /** The reviewer's lies: a summary and a first bullet claiming what the resume never says. */
  const LYING_ANSWER = {
    summary: 'Former Principal Engineer at Google with a PhD from MIT and 15 years of experience.',
    experience: [{ index: 0, tailored: 'Served as VP of Engineering at Microsoft from 2001, leading 40 engineers\nBuilt TypeScript services on PostgreSQL\nRan Docker deployments' }],
    skills: ['TypeScript', 'PostgreSQL', 'Docker'],
  };
  const LIES = ['Google', 'MIT', 'Microsoft', 'PhD', '15 years', '2001', '40 engineers'];

  async function setup(target: Harness, plan: 'free' | 'pro' = 'free') {
    const account = await target.createAccount({ plan, credits: 20 });
    const created = await target.request('/v1/resumes', { method: 'POST', apiKey: account.apiKey, form: 'a', json: RESUME });
    const resumeId = ((await created.json()) as any).id;
    const remaining = async () => (await getCreditBalance(target.context, account.userId)).remaining;
    const tailor = (json: Record<string, unknown>, sse = false) =>
      target.request('/v1/tailor', {
        method: 'POST',
        apiKey: account.apiKey,
        form: 'a',
        json: { resumeId, positionName: 'Senior Backend Engineer', jobDescription: POSTING, ...json },
        headers: sse ? { accept: 'text/event-stream' } : {},
      });
    return { account, resumeId, remaining, tailor };
  }

  test('the model tailors, the honesty check holds in the saved resume and the PDF; 3 credits', async () => {
    fake.setReply(JSON.stringify(ANSWER));
    const { account, remaining, tailor } = await setup(harness);
    const before = await remaining();
    const requestsBefore = fake.requests.length;
    const response = await tailor({ language: 'en', mode: 'new' });
    expect(response.status).toBe(200);
    const sent = fake.requests.slice(requestsBefore);
    expect(sent.length).toBe(1);
    // The request names the mode and the output language.
    expect(JSON.stringify(sent[0]!.body)).toContain('Mode: new. Write in English.');
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('Built TypeScript services on PostgreSQL');
    for (const word of ['Kubernetes', 'Initech']) expect(text).not.toContain(word);
    const saved = (await (await harness.request(`/v1/resumes/${response.headers.get('x-resume-id')}`, { apiKey: account.apiKey, form: 'a' })).json()) as any;
    expect(JSON.stringify(saved.sections)).not.toContain('Kubernetes');
    expect(saved.sections.experience[0].highlights[0]).toBe('Built TypeScript services on PostgreSQL');
    expect(await remaining()).toBe(before - 3);
  });

  test('a lying answer (an employer, a degree, a school, years, a head count): 200, none of it in the PDF or the saved resume, the original bullet back in its place', async () => {
    fake.setReply(JSON.stringify(LYING_ANSWER));
    const { account, tailor } = await setup(harness);
    const response = await tailor({ language: 'en' });
    expect(response.status).toBe(200);
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    const saved = (await (await harness.request(`/v1/resumes/${response.headers.get('x-resume-id')}`, { apiKey: account.apiKey, form: 'a' })).json()) as any;
    for (const lie of LIES) {
      expect(text).not.toContain(lie);
      expect(JSON.stringify(saved.sections)).not.toContain(lie);
    }
    expect(saved.sections.summary).toBe(RESUME.sections.summary);
    expect(saved.sections.experience[0].highlights).toEqual(['Organised the team offsite', 'Built TypeScript services on PostgreSQL', 'Ran Docker deployments']);
  });

  test('a letter after a lying tailoring holds none of the lies, even when the model repeats them', async () => {
    const letter = {
      subject: 'Application for Senior Backend Engineer',
      salutation: 'Dear Hiring Manager,',
      paragraphs: [
        'I built TypeScript services on PostgreSQL at Analytical Engines. I ran Docker deployments there.',
        'Google made me a Principal Engineer after my PhD from MIT. I have 15 years of experience. I wrote Python scripts at Babbage & Co.',
      ],
      closing: 'Kind regards,',
    };
    fake.setReply((request) => JSON.stringify(JSON.stringify(request.body).includes('cover letter') ? letter : LYING_ANSWER));
    const { tailor } = await setup(harness);
    const response = await tailor({ includeCoverLetter: true });
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const letterText = pdfText(files['cover-letter.pdf']!);
    expect(letterText).toContain('I built TypeScript services on PostgreSQL at Analytical Engines.');
    for (const lie of LIES) expect(letterText).not.toContain(lie);
  });

  test('an 8,000-character summary is cut to the stored 5,000, not refused after the work: 200', async () => {
    const sentence = 'Engineer who builds reliable TypeScript services on PostgreSQL. ';
    fake.setReply(JSON.stringify({ ...ANSWER, summary: sentence.repeat(Math.ceil(8000 / sentence.length)).slice(0, 8000) }));
    const { account, tailor } = await setup(harness);
    const requestsBefore = fake.requests.length;
    const response = await tailor({});
    expect(response.status).toBe(200);
    // The provider was asked to keep to the limit; the answer that did not was shortened, not retried.
    expect(fake.requests.length - requestsBefore).toBe(1);
    expect(JSON.stringify(fake.requests.at(-1)!.body)).toContain('"maxLength":5000');
    const saved = (await (await harness.request(`/v1/resumes/${response.headers.get('x-resume-id')}`, { apiKey: account.apiKey, form: 'a' })).json()) as any;
    expect(saved.sections.summary.length).toBeGreaterThan(4000);
    expect(saved.sections.summary.length).toBeLessThanOrEqual(5000);
    expect(saved.sections.summary).toStartWith('Engineer who builds reliable TypeScript services on PostgreSQL.');
  });

  test('a provider failing: 502 (plain) and one error event (SSE), nothing saved, nothing charged', async () => {
    const { account, remaining, tailor } = await setup(harness);
    const before = await remaining();
    fake.setFailure({ status: 500 }, { times: 2 });
    const plain = await tailor({});
    expect(plain.status).toBe(502);
    expect(((await plain.json()) as any).code).toBe('upstream_failed');
    const stream = await tailor({ includeCoverLetter: true }, true);
    const events = parseSse(await stream.text()).events;
    expect(events.filter((event) => event.event !== 'progress').map((event) => [event.event, JSON.parse(event.data).status])).toEqual([['error', 502]]);
    expect(JSON.parse(events.at(-1)!.data)).toMatchObject({ code: 'upstream_failed', error: expect.any(String) });
    expect(await remaining()).toBe(before);
    const list = (await (await harness.request('/v1/resumes', { apiKey: account.apiKey, form: 'a' })).json()) as any;
    expect(list.total).toBe(1);
  });

  test("under the user's own key a run costs only its renders: 1 for the resume, 2 with the letter", async () => {
    // The run asks twice with a letter: the tailoring, then the letter (its prompt names the letter).
    const letter = {
      subject: 'Application for Senior Backend Engineer',
      salutation: 'Dear Hiring Manager,',
      paragraphs: ['I built TypeScript services on PostgreSQL at Analytical Engines.'],
      closing: 'Kind regards,',
    };
    fake.setReply((request) => JSON.stringify(JSON.stringify(request.body).includes('cover letter') ? letter : ANSWER));
    const { account, remaining, tailor } = await setup(byok, 'pro');
    await upsertModelSetting(byok.context.db, {
      userId: account.userId,
      provider: 'openai',
      modelId: 'gpt-4.1-nano',
      apiKeyCiphertext: sealSecret(byok.context.secretsKey, defaultFakeApiKey, account.userId),
    });
    const before = await remaining();
    const requestsBefore = fake.requests.length;
    expect((await tailor({})).status).toBe(200);
    expect(await remaining()).toBe(before - 1);
    const zipped = await tailor({ includeCoverLetter: true });
    expect(zipped.status).toBe(200);
    const letterText = pdfText(unzipSync(new Uint8Array(await zipped.arrayBuffer()))['cover-letter.pdf']!);
    expect(letterText).toContain('I built TypeScript services on PostgreSQL at Analytical Engines.');
    expect(await remaining()).toBe(before - 3);
    expect(fake.requests.length - requestsBefore).toBe(3);
  });
});
