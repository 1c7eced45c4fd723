/**
 * Runs, the kept results of finished AI actions and renders (CONTRACT §4: "GET /v1/runs/{runId} and
 * GET /v1/runs/{runId}/download serve the result for 24 h"), on both stores and in both forms:
 * a run saved through the service is read back and downloaded byte for byte (a real PDF, a ZIP of
 * two, and every byte value); ids in every spelling; tenancy, malformed ids and scopes; expiry by
 * the database clock and the sweep that deletes expired runs; the table's migration.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createHash, randomBytes } from 'node:crypto';
import { unzipSync } from 'fflate';
import { sql } from 'kysely';
import { bundleDocuments } from '../src/pipeline/bundle-documents.ts';
import { deleteExpiredRuns, getRun, getRunDocument, RUN_RETENTION_MS, runDownloadUrl, saveRun, type RunRecord } from '../src/services/runs.ts';
import { migrate } from '../src/storage/migrate.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/databases.ts';
import { createHarness, type Harness, type TestAccount } from './support/harness.ts';

const kinds = await databaseKinds();
const forms = ['a', 'b'] as const;
type Form = (typeof forms)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const RUN_NOT_FOUND = JSON.stringify({ error: 'Run not found', code: 'not_found' });

const hex = (uuid: string) => uuid.replaceAll('-', '');
const spellings = (uuid: string) => [uuid, `run_${hex(uuid)}`, `run_${uuid}`, `RUN_${hex(uuid).toUpperCase()}`, uuid.toUpperCase()];
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A PDF header and trailer around every byte value and 2 MB of noise: what a driver could mangle (NUL, 0xff, invalid UTF-8). */
function binaryPdf(): Uint8Array {
  const head = new TextEncoder().encode('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
  const everyByte = Uint8Array.from({ length: 256 }, (_, index) => index);
  const tail = new TextEncoder().encode('\n%%EOF\n');
  return new Uint8Array([...head, ...everyByte, ...randomBytes(2 * 1024 * 1024), ...tail]);
}

const SUGGESTIONS = {
  summary: 'Backend engineer with TypeScript and PostgreSQL.',
  experience: [{ index: 0, original: 'Built things', tailored: 'Built TypeScript services on PostgreSQL' }],
  skills: ['TypeScript', 'PostgreSQL'],
  // Keys a camelCasing layer would rename, and values drivers treat specially: they must come back as saved.
  notes_by_section: { 'work-history': [null, 1.5, 'Café – “quoted”', { nested_key: true }] },
};

describe.each(kinds)('runs on %s', (kind) => {
  let testDatabase: TestDatabase;
  let harness: Harness;
  /** A real rendered resume PDF and a cover-letter PDF. */
  let resumePdf: Uint8Array;
  let letterPdf: Uint8Array;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
    harness = await createHarness(kind, {}, testDatabase);
    const author = await harness.createAccount({ credits: 10 });
    const created = await harness.request('/v1/resumes', {
      method: 'POST',
      apiKey: author.apiKey,
      form: 'a',
      json: { title: 'Ada', sections: { header: { name: 'Ada Lovelace', email: 'ada@example.com' }, summary: 'Engineer.' } },
    });
    const resumeId = ((await created.json()) as { id: string }).id;
    const exported = await harness.request('/v1/export', { method: 'POST', apiKey: author.apiKey, form: 'a', json: { resumeId, templateId: 'GRAPHITE' } });
    expect(exported.status).toBe(200);
    resumePdf = new Uint8Array(await exported.arrayBuffer());
    const letter = await harness.request('/v1/cover-letters', { method: 'POST', apiKey: author.apiKey, form: 'a', json: { title: 'L', content: 'Dear team,\n\nHello.', resumeId } });
    const rendered = await harness.request(`/v1/cover-letters/${((await letter.json()) as { id: string }).id}/render`, {
      method: 'PUT',
      apiKey: author.apiKey,
      form: 'a',
      json: { templateId: 'GRAPHITE' },
    });
    expect(rendered.status).toBe(200);
    letterPdf = new Uint8Array(await rendered.arrayBuffer());
    expect(new TextDecoder().decode(resumePdf.subarray(0, 5))).toBe('%PDF-');
  }, 120_000);
  afterAll(async () => {
    await harness.dispose();
    await testDatabase.dispose();
  });

  const runRow = (runId: string) => harness.context.db.selectFrom('runs').select(['id', 'userId']).where('id', '=', runId).executeTakeFirst();

  async function savePdf(account: TestAccount, document = resumePdf, extra: Partial<Parameters<typeof saveRun>[2]> = {}): Promise<RunRecord> {
    return saveRun(harness.context, account.userId, { resumeId: crypto.randomUUID(), contentType: 'application/pdf', filename: 'Ada Lovelace – Resume.pdf', document, ...extra });
  }

  test('saveRun keeps the result 24 h by the database clock; records and documents round-trip exactly', async () => {
    const account = await harness.createAccount();
    const resumeId = crypto.randomUUID();
    const coverLetterId = crypto.randomUUID();
    const document = binaryPdf();
    const before = Date.now();
    const saved = await saveRun(harness.context, account.userId, {
      // Any accepted spelling goes in; the canonical UUID is kept.
      resumeId: `res_${hex(resumeId)}`,
      coverLetterId: coverLetterId.toUpperCase(),
      contentType: 'application/pdf',
      filename: 'Ada Lovelace – Resume.pdf',
      document,
      suggestions: SUGGESTIONS,
      matchScore: { before: 41, after: 77.5 },
    });
    expect(saved.runId).toMatch(UUID);
    expect(saved).toEqual({
      runId: saved.runId,
      resumeId,
      coverLetterId,
      contentType: 'application/pdf',
      filename: 'Ada Lovelace – Resume.pdf',
      suggestions: SUGGESTIONS,
      matchScore: { before: 41, after: 77.5 },
      createdAt: expect.any(Date),
      expiresAt: expect.any(Date),
    });
    expect(saved.expiresAt.getTime() - saved.createdAt.getTime()).toBe(RUN_RETENTION_MS);
    // The database's clock and ours agree to within a minute here; the expiry is the database's.
    expect(Math.abs(saved.createdAt.getTime() - before)).toBeLessThan(60_000);

    expect(await getRun(harness.context, account.userId, saved.runId)).toEqual(saved);
    const { record, document: stored } = await getRunDocument(harness.context, account.userId, `run_${hex(saved.runId)}`);
    expect(record).toEqual(saved);
    // A plain Uint8Array on both drivers (postgres.js reads bytea as a Buffer), every byte as saved.
    expect(Object.getPrototypeOf(stored)).toBe(Uint8Array.prototype);
    expect(stored.byteLength).toBe(document.byteLength);
    expect(Buffer.from(stored).equals(Buffer.from(document))).toBe(true);
  });

  test('optional parts absent stay absent; suggestions of any JSON shape round-trip', async () => {
    const account = await harness.createAccount();
    const bare = await savePdf(account);
    expect(Object.keys(bare).sort()).toEqual(['contentType', 'createdAt', 'expiresAt', 'filename', 'resumeId', 'runId']);
    for (const suggestions of [['one', { two_words: 2 }], 'plain text', 0, false]) {
      const run = await savePdf(account, resumePdf, { suggestions });
      expect((await getRun(harness.context, account.userId, run.runId)).suggestions).toEqual(suggestions);
    }
  });

  test('saveRun refuses a malformed resume or letter id as a bug (no row written)', async () => {
    const account = await harness.createAccount();
    await expect(savePdf(account, resumePdf, { resumeId: 'not-an-id' })).rejects.toThrow('resumeId is not an id');
    await expect(savePdf(account, resumePdf, { coverLetterId: `res_${hex(crypto.randomUUID())}` })).rejects.toThrow('coverLetterId is not an id');
    expect(await harness.context.db.selectFrom('runs').select('id').where('userId', '=', account.userId).execute()).toEqual([]);
  });

  test('runDownloadUrl: PUBLIC_BASE_URL, the runs path and the id as given', () => {
    expect(runDownloadUrl(harness.context.config, 'abc')).toBe('http://localhost/v1/runs/abc/download');
    expect(runDownloadUrl({ publicBaseUrl: 'https://api.example.com' }, 'run_00ff')).toBe('https://api.example.com/v1/runs/run_00ff/download');
  });

  describe.each(forms)('form %s', (form: Form) => {
    const runIdOf = (uuid: string) => (form === 'a' ? uuid : `run_${hex(uuid)}`);
    const resumeIdOf = (uuid: string) => (form === 'a' ? uuid : `res_${hex(uuid)}`);
    const letterIdOf = (uuid: string) => (form === 'a' ? uuid : `cl_${hex(uuid)}`);
    const call = (account: TestAccount, path: string) => harness.request(path, { apiKey: account.apiKey, form });
    const unwrap = (body: any) => {
      if (form === 'b') {
        expect(Object.keys(body)).toEqual(['data']);
        return body.data;
      }
      return body;
    };
    async function expectStatus(response: Response, status: number): Promise<string> {
      const text = await response.text();
      if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${text}`);
      expect(response.headers.get('x-api-form')).toBe(form);
      return text;
    }

    test("GET /v1/runs/{id}: the run in the form's shape and spelling, under every spelling of its id", async () => {
      const account = await harness.createAccount();
      const resumeId = crypto.randomUUID();
      const coverLetterId = crypto.randomUUID();
      const saved = await saveRun(harness.context, account.userId, {
        resumeId,
        coverLetterId,
        contentType: 'application/zip',
        filename: 'Ada Lovelace – Application.zip',
        document: bundleDocuments({ resume: resumePdf, coverLetter: letterPdf }),
        suggestions: SUGGESTIONS,
        matchScore: { before: 40, after: 80 },
      });
      const expected = {
        runId: runIdOf(saved.runId),
        status: 'complete',
        resumeId: resumeIdOf(resumeId),
        coverLetterId: letterIdOf(coverLetterId),
        contentType: 'application/zip',
        downloadUrl: `http://localhost/v1/runs/${runIdOf(saved.runId)}/download`,
        suggestions: SUGGESTIONS,
        matchScore: { before: 40, after: 80 },
        createdAt: saved.createdAt.toISOString(),
        expiresAt: saved.expiresAt.toISOString(),
      };
      for (const spelling of spellings(saved.runId)) {
        const response = await call(account, `/v1/runs/${spelling}`);
        const run = unwrap(JSON.parse(await expectStatus(response, 200)));
        expect(response.headers.get('content-type')).toStartWith('application/json');
        expect(Object.keys(run)).toEqual(Object.keys(expected));
        expect(run).toEqual(expected);
        expect(run.createdAt).toMatch(ISO_TIME);
      }
    });

    test('GET /v1/runs/{id} without a letter, suggestions or score: suggestions null, the rest absent', async () => {
      const account = await harness.createAccount();
      const saved = await savePdf(account);
      const run = unwrap(JSON.parse(await expectStatus(await call(account, `/v1/runs/${saved.runId}`), 200)));
      expect(Object.keys(run)).toEqual(['runId', 'status', 'resumeId', 'contentType', 'downloadUrl', 'suggestions', 'createdAt', 'expiresAt']);
      expect(run.suggestions).toBeNull();
    });

    test("download: the PDF byte for byte, with type, length, disposition, no-cache and the saved resume's id", async () => {
      const account = await harness.createAccount();
      const resumeId = crypto.randomUUID();
      const saved = await savePdf(account, resumePdf, { resumeId, filename: 'Alexandra M. Novák – Resume.pdf' });
      const { downloadUrl } = unwrap(JSON.parse(await expectStatus(await call(account, `/v1/runs/${saved.runId}`), 200)));
      // The link the run announces is the one that downloads it.
      const response = await call(account, new URL(downloadUrl).pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-api-form')).toBe(form);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-length')).toBe(String(resumePdf.byteLength));
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Alexandra-M-Novak-Resume.pdf"; filename*=UTF-8''Alexandra%20M.%20Nov%C3%A1k%20%E2%80%93%20Resume.pdf`);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(response.headers.get('x-resume-id')).toBe(resumeIdOf(resumeId));
      expect(response.headers.has('x-cover-letter-id')).toBe(false);
      expect(response.headers.get('x-credits-remaining')).toMatch(/^\d+$/);
      const body = new Uint8Array(await response.arrayBuffer());
      expect(sha256(body)).toBe(sha256(resumePdf));
    });

    test('download: a ZIP of resume.pdf and cover-letter.pdf, and every byte value, exactly as saved', async () => {
      const account = await harness.createAccount();
      const resumeId = crypto.randomUUID();
      const coverLetterId = crypto.randomUUID();
      const zip = bundleDocuments({ resume: resumePdf, coverLetter: letterPdf });
      const bundled = await saveRun(harness.context, account.userId, { resumeId, coverLetterId, contentType: 'application/zip', filename: `O'Brien "CV" (final).zip`, document: zip });
      for (const spelling of spellings(bundled.runId)) {
        const response = await call(account, `/v1/runs/${spelling}/download`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/zip');
        expect(response.headers.get('content-length')).toBe(String(zip.byteLength));
        // The quote and parentheses never reach the ASCII name unescaped, nor the UTF-8 one unencoded.
        expect(response.headers.get('content-disposition')).toBe(`attachment; filename="O-Brien-CV-final.zip"; filename*=UTF-8''O%27Brien%20%22CV%22%20%28final%29.zip`);
        expect(response.headers.get('x-resume-id')).toBe(resumeIdOf(resumeId));
        expect(response.headers.get('x-cover-letter-id')).toBe(letterIdOf(coverLetterId));
        const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
        expect(Object.keys(files).sort()).toEqual(['cover-letter.pdf', 'resume.pdf']);
        expect(sha256(files['resume.pdf']!)).toBe(sha256(resumePdf));
        expect(sha256(files['cover-letter.pdf']!)).toBe(sha256(letterPdf));
      }
      // Large, tiny (postgres.js reads those into a slice of a shared buffer) and empty documents.
      for (const binary of [binaryPdf(), Uint8Array.of(0x25, 0x00, 0xff), new Uint8Array(0)]) {
        const raw = await savePdf(account, binary);
        const response = await call(account, `/v1/runs/${raw.runId}/download`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-length')).toBe(String(binary.byteLength));
        expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(binary))).toBe(true);
      }
    });

    test("another account's run, an unknown id and malformed ids all answer the same 404 on both routes", async () => {
      const owner = await harness.createAccount();
      const intruder = await harness.createAccount();
      const theirs = await savePdf(owner);
      await savePdf(intruder);
      const ids = [
        crypto.randomUUID(),
        ...spellings(theirs.runId),
        `res_${hex(theirs.runId)}`,
        `cl_${hex(theirs.runId)}`,
        `run_${hex(theirs.runId).slice(0, 31)}`,
        `run_run_${hex(theirs.runId)}`,
        '%00',
        encodeURIComponent('{"$ne":null}'),
        encodeURIComponent("' OR 1=1--"),
        'null',
        'x'.repeat(300),
      ];
      for (const id of ids) {
        for (const path of [`/v1/runs/${id}`, `/v1/runs/${id}/download`]) {
          const response = await call(intruder, path);
          expect({ path, status: response.status, text: await response.text() }).toEqual({ path, status: 404, text: RUN_NOT_FOUND });
          expect(response.headers.get('x-api-form')).toBe(form);
          expect(response.headers.get('content-type')).toStartWith('application/json');
          expect(response.headers.has('x-resume-id')).toBe(false);
        }
      }
      // The owner still reads it.
      await expectStatus(await call(owner, `/v1/runs/${theirs.runId}`), 200);
    });

    test('no key is a 401 and a key with neither the ai nor the render scope a 403, on both routes', async () => {
      const neither = await harness.createAccount({ scopes: ['resumes:read', 'resumes:write', 'settings'] });
      const own = await savePdf(neither);
      for (const path of [`/v1/runs/${own.runId}`, `/v1/runs/${own.runId}/download`]) {
        const anonymous = await harness.request(path, { form });
        expect(anonymous.status).toBe(401);
        expect(anonymous.headers.get('x-api-form')).toBe(form);
        expect((await anonymous.json()).code).toBe('unauthorized');
        const refused = JSON.parse(await expectStatus(await call(neither, path), 403));
        expect(refused.code).toBe('insufficient_scope');
        expect(refused.error).toContain('"ai" or "render"');
      }
      // Only the scope decides: a key with either one reads its own runs (AI runs and renders kept as runs alike).
      for (const scope of ['ai', 'render'] as const) {
        const only = await harness.createAccount({ scopes: [scope] });
        const mine = await savePdf(only);
        await expectStatus(await call(only, `/v1/runs/${mine.runId}`), 200);
        await expectStatus(await call(only, `/v1/runs/${mine.runId}/download`), 200);
      }
    });
  });

  test('an expired run is a 404 on both routes and the sweep deletes it; live runs stay', async () => {
    const account = await harness.createAccount();
    const live = await savePdf(account);
    const nearlyDue = await savePdf(account);
    const expired = await savePdf(account);
    await sql`UPDATE runs SET expires_at = now() + interval '1 minute' WHERE id = ${nearlyDue.runId}`.execute(harness.context.db);
    await sql`UPDATE runs SET expires_at = now() - interval '1 second' WHERE id = ${expired.runId}`.execute(harness.context.db);
    // Nothing else in this file has expired a run, so the sweep's count is this run alone.
    for (const form of forms) {
      for (const id of spellings(expired.runId)) {
        for (const path of [`/v1/runs/${id}`, `/v1/runs/${id}/download`]) {
          const response = await harness.request(path, { apiKey: account.apiKey, form });
          expect({ path, status: response.status, text: await response.text() }).toEqual({ path, status: 404, text: RUN_NOT_FOUND });
        }
      }
      expect((await harness.request(`/v1/runs/${nearlyDue.runId}/download`, { apiKey: account.apiKey, form })).status).toBe(200);
    }
    await expect(getRun(harness.context, account.userId, expired.runId)).rejects.toThrow('Run not found');
    expect(await runRow(expired.runId)).toBeDefined();

    expect(await deleteExpiredRuns(harness.context)).toBe(1);
    expect(await runRow(expired.runId)).toBeUndefined();
    expect(await runRow(live.runId)).toBeDefined();
    expect(await runRow(nearlyDue.runId)).toBeDefined();
    expect(await deleteExpiredRuns(harness.context)).toBe(0);
    expect((await getRun(harness.context, account.userId, live.runId)).runId).toBe(live.runId);
  });

  test('a run outlives its resume and letter; deleting the account deletes its runs', async () => {
    const account = await harness.createAccount();
    const created = await harness.request('/v1/resumes', { method: 'POST', apiKey: account.apiKey, form: 'a', json: { title: 'Short-lived' } });
    const resumeId = ((await created.json()) as { id: string }).id;
    const run = await savePdf(account, resumePdf, { resumeId });
    expect((await harness.request(`/v1/resumes/${resumeId}`, { method: 'DELETE', apiKey: account.apiKey })).status).toBe(204);
    const response = await harness.request(`/v1/runs/${run.runId}/download`, { apiKey: account.apiKey, form: 'a' });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-resume-id')).toBe(resumeId);
    await harness.context.db.deleteFrom('users').where('id', '=', account.userId).execute();
    expect(await runRow(run.runId)).toBeUndefined();
  });

  test('the migrations: sql/0003_runs and 0004_runs_of_renders are recorded, applying again does nothing, and the columns have their types', async () => {
    expect(await migrate(testDatabase.database)).toEqual([]);
    const versions = await sql<{ version: string }>`SELECT version FROM schema_migrations ORDER BY version`.execute(harness.context.db);
    expect(versions.rows.map((row) => row.version)).toEqual(expect.arrayContaining(['0003_runs', '0004_runs_of_renders']));
    const columns = await sql<{ name: string; type: string; nullable: string }>`
      SELECT column_name AS name, data_type AS type, is_nullable AS nullable FROM information_schema.columns WHERE table_name = 'runs' ORDER BY ordinal_position`.execute(harness.context.db);
    expect(columns.rows).toEqual([
      { name: 'id', type: 'uuid', nullable: 'NO' },
      { name: 'user_id', type: 'uuid', nullable: 'NO' },
      // Null for a cover letter rendered without a linked resume.
      { name: 'resume_id', type: 'uuid', nullable: 'YES' },
      { name: 'cover_letter_id', type: 'uuid', nullable: 'YES' },
      { name: 'content_type', type: 'text', nullable: 'NO' },
      { name: 'filename', type: 'text', nullable: 'NO' },
      { name: 'document', type: 'bytea', nullable: 'NO' },
      { name: 'suggestions', type: 'jsonb', nullable: 'YES' },
      { name: 'match_score', type: 'jsonb', nullable: 'YES' },
      { name: 'created_at', type: 'timestamp with time zone', nullable: 'NO' },
      { name: 'expires_at', type: 'timestamp with time zone', nullable: 'NO' },
    ]);
    const indexes = await sql<{ indexdef: string }>`SELECT indexdef FROM pg_indexes WHERE tablename = 'runs' ORDER BY indexname`.execute(harness.context.db);
    expect(indexes.rows.map((row) => row.indexdef).join('\n')).toContain('(expires_at)');
  });
});
