/**
 * Existing Form A clients (the public SDK and the agent tool server) work unchanged (issue #11, items
 * 1 and 4), on both stores: a cover letter reads back with the flat fields and HTML `letterContent` it
 * was written with; PATCH /v1/resumes/{id}/default and /template; POST /v1/resumes as an upsert on a
 * body id (tenancy and races included); GET /v1/resumes/schema and /v1/cover-letters/schema; and the
 * agent tool server's calls end to end with the key sent as `Authorization: Bearer`.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { databaseKinds } from './support/databases.ts';
import { createHarness, type Harness, type TestAccount } from './support/harness.ts';

const kinds = await databaseKinds();
const forms = ['a', 'b'] as const;
type Form = (typeof forms)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const RESUME_NOT_FOUND = JSON.stringify({ error: 'Resume not found', code: 'not_found' });
const LETTER_NOT_FOUND = JSON.stringify({ error: 'Cover letter not found', code: 'not_found' });
const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

/** The canonical UUID of an id in any spelling. */
function toUuid(id: string): string {
  const hex = id.replace(/^(res|cl)_/, '').replaceAll('-', '');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
const spellings = (uuid: string) => [uuid, `res_${uuid.replaceAll('-', '')}`, `res_${uuid}`];

/** What the SDK's and the agent tool server's create_cover_letter send. */
const FLAT_LETTER = {
  title: 'Acme application',
  fullName: 'Alex Novak',
  jobTitle: 'Backend Engineer',
  email: 'alex@example.com',
  phone: '+49 151 1234',
  address: 'Marienplatz 1, München',
  companyName: 'Acme & Sons',
  hiringManager: 'Ms. Doe',
  letterContent: '<p>Dear Ms. Doe,</p><p>I am <b>excited</b> &amp; ready.<br>Best</p><ul><li>Go</li><li>Rust</li></ul>',
};
const FLAT_LETTER_CONTENT = 'Dear Ms. Doe,\n\nI am excited & ready.\nBest\n\n• Go\n• Rust';
const FLAT_LETTER_HTML = '<p>Dear Ms. Doe,</p><p>I am excited &amp; ready.<br>Best</p><p>• Go<br>• Rust</p>';

describe.each(kinds)('Form A compatibility of resumes and cover letters on %s', (kind) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createHarness(kind);
  }, 60_000);
  afterAll(() => harness.dispose());

  async function resumeRowsOf(userId: string) {
    const rows = await harness.context.db.selectFrom('resumes').selectAll().where('userId', '=', userId).orderBy('id').execute();
    return JSON.parse(JSON.stringify(rows));
  }
  async function defaultsOf(userId: string): Promise<string[]> {
    const rows = await harness.context.db.selectFrom('resumes').select('id').where('userId', '=', userId).where('isDefault', '=', true).execute();
    return rows.map((row) => row.id);
  }

  describe('cover letters in Form A read back as they were written', () => {
    const call = (account: TestAccount, method: string, path: string, json?: unknown, form: Form = 'a') => harness.request(path, { method, json, apiKey: account.apiKey, form });
    async function ok(response: Response, status = 200): Promise<any> {
      const text = await response.text();
      if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${text}`);
      return JSON.parse(text);
    }

    test('flat fields and HTML letterContent come back on create, GET and PATCH, beside content, sender and recipient', async () => {
      const account = await harness.createAccount();
      const created = await ok(await call(account, 'POST', '/v1/cover-letters', FLAT_LETTER), 201);
      // The SDK's CreateCoverLetterResponse: {coverLetterId, title, status}. (No asymmetric matcher inside
      // toMatchObject here: this Bun writes the matcher into the object it checks.)
      expect(created.coverLetterId).toMatch(UUID);
      expect(created).toMatchObject({ id: created.coverLetterId, title: 'Acme application', status: 'created' });
      const { letterContent: _html, title: _title, ...flat } = FLAT_LETTER;
      expect(created).toMatchObject({ ...flat, letterContent: FLAT_LETTER_HTML, content: FLAT_LETTER_CONTENT });
      expect(created.sender).toEqual({ fullName: 'Alex Novak', jobTitle: 'Backend Engineer', email: 'alex@example.com', phone: '+49 151 1234', address: 'Marienplatz 1, München' });
      expect(created.recipient).toEqual({ companyName: 'Acme & Sons', hiringManager: 'Ms. Doe' });

      const fetched = await ok(await call(account, 'GET', `/v1/cover-letters/${created.coverLetterId}`));
      const { status: _status, ...withoutStatus } = created;
      expect(fetched).toEqual(withoutStatus);

      const patched = await ok(await call(account, 'PATCH', `/v1/cover-letters/${created.id}`, { hiringManager: 'Mr. Roe', phone: '', letterContent: '<p>Dear Mr. Roe,</p><p>Still keen.</p>' }));
      expect(patched).toMatchObject({
        hiringManager: 'Mr. Roe',
        phone: null,
        fullName: 'Alex Novak',
        letterContent: '<p>Dear Mr. Roe,</p><p>Still keen.</p>',
        content: 'Dear Mr. Roe,\n\nStill keen.',
      });
      expect(patched.status).toBeUndefined();
      expect(await ok(await call(account, 'GET', `/v1/cover-letters/${created.id}`))).toEqual(patched);
    });

    test('sending letterContent back as it was read changes nothing', async () => {
      const account = await harness.createAccount();
      const created = await ok(await call(account, 'POST', '/v1/cover-letters', { ...FLAT_LETTER, letterContent: '<div>A &lt;tag&gt; &amp; "quotes"</div><p>it&#39;s<br/>two lines</p>' }), 201);
      expect(created.letterContent).toBe('<p>A &lt;tag&gt; &amp; &quot;quotes&quot;</p><p>it&apos;s<br>two lines</p>');
      const again = await ok(await call(account, 'PATCH', `/v1/cover-letters/${created.id}`, { letterContent: created.letterContent }));
      expect(again.content).toBe(created.content);
      expect(again.letterContent).toBe(created.letterContent);
    });

    test('a letter written in plain text (Form B) reads back in Form A as escaped HTML, with null for the flat fields never given', async () => {
      const account = await harness.createAccount();
      const written = await ok(
        await call(account, 'POST', '/v1/cover-letters', { title: 'Plain', content: 'Dear <team>,\n\nfrom <5% to >20% & more\nThanks', sender: { fullName: 'Nested Name' } }, 'b'),
        201,
      );
      const letter = await ok(await call(account, 'GET', `/v1/cover-letters/${written.data.id}`));
      expect(letter.letterContent).toBe('<p>Dear &lt;team&gt;,</p><p>from &lt;5% to &gt;20% &amp; more<br>Thanks</p>');
      expect(letter).toMatchObject({ fullName: 'Nested Name', jobTitle: null, email: null, phone: null, address: null, companyName: null, hiringManager: null });
      expect(letter.content).toBe('Dear <team>,\n\nfrom <5% to >20% & more\nThanks');
    });

    test('Form B is unchanged: no letterContent, no flat fields, whatever was sent', async () => {
      const account = await harness.createAccount();
      const created = await ok(await call(account, 'POST', '/v1/cover-letters', FLAT_LETTER, 'b'), 201);
      const keys = ['id', 'title', 'content', 'resumeId', 'templateId', 'language', 'sender', 'recipient', 'positionName', 'createdAt', 'updatedAt'].sort();
      expect(Object.keys(created)).toEqual(['data']);
      expect(Object.keys(created.data).sort()).toEqual(keys);
      expect(created.data.content).toBe(FLAT_LETTER_CONTENT);
      const fetched = await ok(await call(account, 'GET', `/v1/cover-letters/${created.data.id}`, undefined, 'b'));
      expect(Object.keys(fetched.data).sort()).toEqual(keys);
    });
  });

  describe.each(forms)('form %s', (form: Form) => {
    const call = (account: TestAccount, method: string, path: string, json?: unknown, headers: Record<string, string> = {}) =>
      harness.request(path, { method, json, apiKey: account.apiKey, form, headers });
    const unwrap = (body: any) => (form === 'b' ? body.data : body);
    const idOf = (uuid: string) => (form === 'a' ? uuid : `res_${uuid.replaceAll('-', '')}`);
    async function expectStatus(response: Response, status: number): Promise<any> {
      const text = await response.text();
      if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${text}`);
      expect(response.headers.get('x-api-form')).toBe(form);
      return text === '' ? undefined : JSON.parse(text);
    }
    async function expectError(response: Response, status: number, code: string, path?: string): Promise<any> {
      const body = await expectStatus(response, status);
      expect(body.code).toBe(code);
      if (path !== undefined) expect((body.details ?? []).map((detail: { path: string }) => detail.path)).toContain(path);
      return body;
    }
    /** The exact 404 of a resume the caller cannot see. */
    async function expectResumeNotFound(response: Response) {
      expect(response.status).toBe(404);
      expect(await response.text()).toBe(RESUME_NOT_FOUND);
      expect(response.headers.get('x-api-form')).toBe(form);
    }
    async function createResume(account: TestAccount, document: object = { title: 'Resume', sections: { summary: 'Hello' } }): Promise<string> {
      return toUuid(unwrap(await expectStatus(await call(account, 'POST', '/v1/resumes', document), 201)).id);
    }

    describe('GET /v1/resumes/schema and GET /v1/cover-letters/schema', () => {
      test('both are JSON Schemas (draft-07, no envelope) that accept what the routes accept and reject unknown fields', async () => {
        const account = await harness.createAccount();
        // A letter exists, so an id lookup would have something to find.
        await expectStatus(await call(account, 'POST', '/v1/cover-letters', FLAT_LETTER), 201);
        const ajv = new Ajv({ allErrors: true, strict: false });
        addFormats(ajv);

        const letterSchema = await expectStatus(await call(account, 'GET', '/v1/cover-letters/schema'), 200);
        expect(letterSchema.$schema).toBe(DRAFT_07);
        expect(letterSchema.type).toBe('object');
        expect(Object.keys(letterSchema.properties)).toEqual(
          expect.arrayContaining([
            'title',
            'content',
            'letterContent',
            'resumeId',
            'templateId',
            'language',
            'positionName',
            'sender',
            'recipient',
            'fullName',
            'jobTitle',
            'email',
            'phone',
            'address',
            'companyName',
            'hiringManager',
          ]),
        );
        const validateLetter = ajv.compile(letterSchema);
        expect(validateLetter(FLAT_LETTER)).toBe(true);
        expect(validateLetter({ title: 'L', content: 'Body', resumeId: 'res_0123' })).toBe(true);
        expect(validateLetter({ ...FLAT_LETTER, signature: 'x' })).toBe(false);
        expect(validateLetter({ ...FLAT_LETTER, sender: { iban: 'x' } })).toBe(false);

        const resumeSchema = await expectStatus(await call(account, 'GET', '/v1/resumes/schema'), 200);
        expect(resumeSchema.$schema).toBe(DRAFT_07);
        const validateResume = ajv.compile(resumeSchema);
        expect(validateResume({ title: 'R', sections: { summary: 'Hi', experience: [{ title: 'Dev', company: 'Acme', startDate: '2021-03' }] } })).toBe(true);
        expect(validateResume({ title: 'R', owner: 'me' })).toBe(false);
      });

      test('"schema" is never taken for an id; the other methods on it are the plain not-found of an id', async () => {
        const account = await harness.createAccount();
        for (const path of ['/v1/cover-letters/schema', '/v1/resumes/schema']) {
          const schema = await expectStatus(await call(account, 'GET', path), 200);
          expect(schema.$schema).toBe(DRAFT_07);
        }
        const letter = await call(account, 'DELETE', '/v1/cover-letters/schema');
        expect([letter.status, await letter.text()]).toEqual([404, LETTER_NOT_FOUND]);
        await expectResumeNotFound(await call(account, 'PATCH', '/v1/resumes/schema', { title: 'x' }));
        await expectResumeNotFound(await call(account, 'PATCH', '/v1/resumes/schema/default'));
      });

      test('they need resumes:read: 401 without a key, 403 for a write-only key', async () => {
        const writeOnly = await harness.createAccount({ scopes: ['resumes:write'] });
        const readOnly = await harness.createAccount({ scopes: ['resumes:read'] });
        for (const path of ['/v1/cover-letters/schema', '/v1/resumes/schema']) {
          await expectStatus(await call(readOnly, 'GET', path), 200);
          expect((await expectError(await call(writeOnly, 'GET', path), 403, 'insufficient_scope')).error).toContain('resumes:read');
          const anonymous = await harness.request(path, { form });
          expect(anonymous.status).toBe(401);
        }
      });
    });

    describe('PATCH /v1/resumes/{id}/default', () => {
      test('makes the resume the default with no body, {} or {id} in any spelling, and answers the resume', async () => {
        const account = await harness.createAccount();
        const [first, second, third] = [await createResume(account), await createResume(account), await createResume(account)] as [string, string, string];
        expect(await defaultsOf(account.userId)).toEqual([first]);

        const noBody = unwrap(await expectStatus(await call(account, 'PATCH', `/v1/resumes/${second}/default`), 200));
        expect(noBody).toMatchObject({ id: idOf(second), isDefault: true, title: 'Resume' });
        if (form === 'a') expect(noBody.resumeId).toBe(second);
        expect(await defaultsOf(account.userId)).toEqual([second]);

        // Every spelling in the path and in the body (the two need not agree in spelling), or an empty object.
        for (const index of [0, 1, 2]) {
          const target = index % 2 ? second : third;
          const body = index === 1 ? {} : { id: spellings(target)[2 - index] };
          const answered = unwrap(await expectStatus(await call(account, 'PATCH', `/v1/resumes/${spellings(target)[index]}/default`, body), 200));
          expect(answered).toMatchObject({ id: idOf(target), isDefault: true });
          expect(await defaultsOf(account.userId)).toEqual([target]);
        }
        // Already the default: still 200, still the one default.
        await expectStatus(await call(account, 'PATCH', `/v1/resumes/${third}/default`, { id: third }), 200);
        expect(await defaultsOf(account.userId)).toEqual([third]);
      });

      test('a body id naming another resume is a 400 and changes nothing; an unknown field is a 400', async () => {
        const account = await harness.createAccount();
        const first = await createResume(account);
        const second = await createResume(account);
        const before = await resumeRowsOf(account.userId);
        for (const id of [second, `res_${second.replaceAll('-', '')}`, 'not-an-id', crypto.randomUUID()]) {
          await expectError(await call(account, 'PATCH', `/v1/resumes/${first}/default`, { id }), 400, 'validation_failed', 'body.id');
        }
        await expectError(await call(account, 'PATCH', `/v1/resumes/${first}/default`, { id: first, isDefault: false }), 400, 'validation_failed', 'body.isDefault');
        await expectError(await call(account, 'PATCH', `/v1/resumes/${first}/default`, { id: 5 }), 400, 'validation_failed', 'body.id');
        expect(await resumeRowsOf(account.userId)).toEqual(before);
      });

      test("unknown, malformed and another account's resume: the same 404, nothing changed on either side", async () => {
        const owner = await harness.createAccount();
        const intruder = await harness.createAccount();
        await createResume(owner);
        const theirs = await createResume(owner);
        const mine = await createResume(intruder);
        const [ownerRows, intruderRows] = [await resumeRowsOf(owner.userId), await resumeRowsOf(intruder.userId)];
        for (const target of [...spellings(theirs), crypto.randomUUID(), 'nope', encodeURIComponent("' OR 1=1--")]) {
          await expectResumeNotFound(await call(intruder, 'PATCH', `/v1/resumes/${target}/default`));
          await expectResumeNotFound(await call(intruder, 'PATCH', `/v1/resumes/${target}/default`, { id: target.startsWith('%') ? 'x' : decodeURIComponent(target) }));
        }
        expect(await resumeRowsOf(owner.userId)).toEqual(ownerRows);
        expect(await resumeRowsOf(intruder.userId)).toEqual(intruderRows);
        expect(await defaultsOf(intruder.userId)).toEqual([mine]);
      });
    });

    describe('PATCH /v1/resumes/{id}/template', () => {
      test('changes the template (any case), keeps the content, drops a saved colour the new template lacks', async () => {
        const account = await harness.createAccount();
        const sections = { header: { name: 'Ada' }, summary: 'Kept' };
        const id = await createResume(account, { title: 'T', templateId: 'GRAPHITE', design: { colorId: 'charcoal', font: 'Inter', fontSize: 10 }, sections });
        const changed = unwrap(await expectStatus(await call(account, 'PATCH', `/v1/resumes/${idOf(id)}/template`, { templateId: 'cobalt' }), 200));
        expect(changed).toMatchObject({ id: idOf(id), title: 'T', templateId: form === 'a' ? 'COBALT' : 'cobalt', design: { font: 'Inter', fontSize: 10 }, sections });
        expect(changed.design.colorId).toBeUndefined();
        // A colour the new template has is kept.
        await expectStatus(await call(account, 'PATCH', `/v1/resumes/${id}`, { design: { colorId: 'teal' } }), 200);
        const back = unwrap(await expectStatus(await call(account, 'PATCH', `/v1/resumes/${id}/template`, { templateId: 'Cobalt' }), 200));
        expect(back.design.colorId).toBe('teal');
        expect(unwrap(await expectStatus(await call(account, 'GET', `/v1/resumes/${id}`), 200))).toEqual(back);
      });

      test('an unknown template is a 400 naming body.templateId and listing every valid id; a bad body is a 400; nothing changes', async () => {
        const account = await harness.createAccount();
        const id = await createResume(account);
        const before = await resumeRowsOf(account.userId);
        const catalog = await (await harness.request('/v1/templates', { form: 'a' })).json();
        const validIds: string[] = catalog.templates.map((template: { id: string }) => template.id);
        expect(validIds).toHaveLength(22);
        const error = await expectError(await call(account, 'PATCH', `/v1/resumes/${id}/template`, { templateId: 'NOPE' }), 400, 'validation_failed', 'body.templateId');
        for (const valid of validIds) {
          expect(error.error).toContain(valid);
          expect(error.details[0].message).toContain(valid);
        }
        for (const [body, path] of [
          [{}, 'body.templateId'],
          [{ templateId: '' }, 'body.templateId'],
          [{ templateId: 7 }, 'body.templateId'],
          [{ templateId: 'COBALT', colorId: 'teal' }, 'body.colorId'],
        ] as const) {
          await expectError(await call(account, 'PATCH', `/v1/resumes/${id}/template`, body), 400, 'validation_failed', path);
        }
        const empty = await harness.request(`/v1/resumes/${id}/template`, { method: 'PATCH', apiKey: account.apiKey, form });
        await expectError(empty, 400, 'validation_failed');
        expect(await resumeRowsOf(account.userId)).toEqual(before);
      });

      test("unknown, malformed and another account's resume: the same 404, their template unchanged", async () => {
        const owner = await harness.createAccount();
        const intruder = await harness.createAccount();
        const theirs = await createResume(owner);
        const ownerRows = await resumeRowsOf(owner.userId);
        for (const target of [...spellings(theirs), crypto.randomUUID(), 'nope']) {
          await expectResumeNotFound(await call(intruder, 'PATCH', `/v1/resumes/${target}/template`, { templateId: 'COBALT' }));
        }
        expect(await resumeRowsOf(owner.userId)).toEqual(ownerRows);
        expect(await resumeRowsOf(intruder.userId)).toEqual([]);
      });

      test('both routes need resumes:write', async () => {
        const owner = await harness.createAccount();
        const id = await createResume(owner);
        const readOnly = await harness.createAccount({ scopes: ['resumes:read'] });
        for (const [path, body] of [
          [`/v1/resumes/${id}/default`, { id }],
          [`/v1/resumes/${id}/template`, { templateId: 'COBALT' }],
        ] as const) {
          expect((await expectError(await call(readOnly, 'PATCH', path, body), 403, 'insufficient_scope')).error).toContain('resumes:write');
          expect((await harness.request(path, { method: 'PATCH', form, json: body })).status).toBe(401);
        }
      });
    });

    describe('POST /v1/resumes with an id: an upsert', () => {
      test('an id you own is replaced as PUT replaces it (200): same id and createdAt, omitted fields back to their defaults', async () => {
        const account = await harness.createAccount();
        const original = unwrap(
          await expectStatus(await call(account, 'POST', '/v1/resumes', { title: 'Original', language: 'de', templateId: 'COBALT', design: { colorId: 'teal' }, sections: { summary: 'Old' } }), 201),
        );
        const uuid = toUuid(original.id);
        const fields =
          form === 'a'
            ? [
                ['id', uuid],
                ['resumeId', uuid],
                ['id', `res_${uuid.replaceAll('-', '')}`],
              ]
            : [
                ['id', original.id],
                ['id', uuid],
                ['resumeId', `res_${uuid}`],
              ];
        for (const [index, [field, value]] of fields.entries()) {
          const replaced = unwrap(await expectStatus(await call(account, 'POST', '/v1/resumes', { [field!]: value, title: `Replaced ${index}`, sections: { summary: 'New' } }), 200));
          expect(replaced).toMatchObject({
            id: original.id,
            title: `Replaced ${index}`,
            language: 'en',
            templateId: form === 'a' ? 'GRAPHITE' : 'graphite',
            design: {},
            sections: { summary: 'New' },
            isDefault: true,
          });
          expect(replaced.createdAt).toBe(original.createdAt);
        }
        // Both spellings at once, naming the same resume, are fine.
        await expectStatus(await call(account, 'POST', '/v1/resumes', { id: uuid, resumeId: `res_${uuid.replaceAll('-', '')}`, title: 'Both' }), 200);
        expect(await resumeRowsOf(account.userId)).toHaveLength(1);
      });

      test('an id no resume has is created with that id (201), and the next upsert on it replaces it', async () => {
        const account = await harness.createAccount();
        const existing = await createResume(account);
        for (const spelling of spellings(crypto.randomUUID())) {
          const uuid = toUuid(spelling);
          const created = unwrap(await expectStatus(await call(account, 'POST', '/v1/resumes', { id: spelling, title: 'Chosen id' }), 201));
          expect(created).toMatchObject({ id: idOf(uuid), title: 'Chosen id', isDefault: false });
          if (form === 'a') expect(created.resumeId).toBe(uuid);
          const replaced = unwrap(await expectStatus(await call(account, 'POST', '/v1/resumes', { resumeId: uuid, title: 'Again' }), 200));
          expect(replaced).toMatchObject({ id: idOf(uuid), title: 'Again' });
          await call(account, 'DELETE', `/v1/resumes/${uuid}`);
        }
        // A new account's first resume, created by upsert, is its default; `id: null` creates with a new id.
        const fresh = await harness.createAccount();
        const chosen = crypto.randomUUID();
        expect(unwrap(await expectStatus(await call(fresh, 'POST', '/v1/resumes', { id: chosen }), 201))).toMatchObject({ id: idOf(chosen), isDefault: true });
        const unnamed = unwrap(await expectStatus(await call(fresh, 'POST', '/v1/resumes', { id: null, title: 'Fresh id' }), 201));
        expect([chosen, existing]).not.toContain(toUuid(unnamed.id));
        // A JSON Resume document with an id is upserted the same way.
        const jsonResumeId = crypto.randomUUID();
        const imported = unwrap(await expectStatus(await call(fresh, 'POST', '/v1/resumes', { id: jsonResumeId, basics: { name: 'Ada Lovelace', label: 'Analyst' } }), 201));
        expect(imported).toMatchObject({ id: idOf(jsonResumeId), sections: { header: { name: 'Ada Lovelace', title: 'Analyst' } } });
        expect(unwrap(await expectStatus(await call(fresh, 'POST', '/v1/resumes', { id: jsonResumeId, basics: { name: 'Ada King' } }), 200)).sections.header.name).toBe('Ada King');
      });

      test("another account's id is the 404 PUT answers for it, byte for byte: their resume untouched, nothing created, the caller's default kept", async () => {
        const owner = await harness.createAccount();
        const intruder = await harness.createAccount();
        const theirs = await createResume(owner, { title: 'Private', sections: { summary: 'Secret' } });
        const mine = await createResume(intruder, { title: 'Mine' });
        const [ownerRows, intruderRows] = [await resumeRowsOf(owner.userId), await resumeRowsOf(intruder.userId)];
        const putAnswer = await call(intruder, 'PUT', `/v1/resumes/${theirs}`, { title: 'stolen' });
        expect(putAnswer.status).toBe(404);
        const putText = await putAnswer.text();
        expect(putText).toBe(RESUME_NOT_FOUND);
        for (const spelling of spellings(theirs)) {
          for (const body of [
            { id: spelling, title: 'stolen' },
            { resumeId: spelling, title: 'stolen', isDefault: true },
            { id: spelling, basics: { name: 'Mallory' } },
          ]) {
            const response = await call(intruder, 'POST', '/v1/resumes', body);
            expect({ status: response.status, text: await response.text() }).toEqual({ status: 404, text: putText });
          }
        }
        expect(await resumeRowsOf(owner.userId)).toEqual(ownerRows);
        expect(await resumeRowsOf(intruder.userId)).toEqual(intruderRows);
        expect(await defaultsOf(intruder.userId)).toEqual([mine]);
      });

      test('a malformed id is the resume 404; a non-string id, or id and resumeId naming different resumes, a 400; nothing written', async () => {
        const account = await harness.createAccount();
        const existing = await createResume(account);
        const before = await resumeRowsOf(account.userId);
        for (const id of ['nope', '', `cl_${existing.replaceAll('-', '')}`, `${existing}0`, "' OR 1=1--"]) {
          await expectResumeNotFound(await call(account, 'POST', '/v1/resumes', { id, title: 'x' }));
        }
        for (const [body, path] of [
          [{ id: 42, title: 'x' }, 'body.id'],
          [{ resumeId: { $ne: null }, title: 'x' }, 'body.resumeId'],
          [{ id: existing, resumeId: crypto.randomUUID() }, 'body.resumeId'],
          [{ id: crypto.randomUUID(), owner: 'me' }, 'body.owner'],
          [{ id: existing, sections: { experience: [{ startDate: '2021-13' }] } }, 'body.sections.experience[0].startDate'],
        ] as const) {
          await expectError(await call(account, 'POST', '/v1/resumes', body), 400, 'validation_failed', path);
        }
        expect(await resumeRowsOf(account.userId)).toEqual(before);
      });

      test('isDefault in an upsert: true moves the default; false on the default is a 409 with nothing changed', async () => {
        const account = await harness.createAccount();
        const first = await createResume(account);
        const second = await createResume(account);
        await expectStatus(await call(account, 'POST', '/v1/resumes', { id: second, isDefault: true }), 200);
        expect(await defaultsOf(account.userId)).toEqual([second]);
        const created = crypto.randomUUID();
        await expectStatus(await call(account, 'POST', '/v1/resumes', { id: created, isDefault: true }), 201);
        expect(await defaultsOf(account.userId)).toEqual([created]);
        const before = await resumeRowsOf(account.userId);
        await expectError(await call(account, 'POST', '/v1/resumes', { id: created, isDefault: false, title: 'x' }), 409, 'conflict', 'body.isDefault');
        expect(await resumeRowsOf(account.userId)).toEqual(before);
        expect(before.find((row: { id: string }) => row.id === first).isDefault).toBe(false);
      });

      test('concurrent upserts of one new id: one creates it, the rest replace it, one row; two accounts racing for it: one gets it, the other the 404', async () => {
        const account = await harness.createAccount();
        const id = crypto.randomUUID();
        const responses = await Promise.all(Array.from({ length: 6 }, (_, index) => call(account, 'POST', '/v1/resumes', { id, title: `Racer ${index}` })));
        expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
        expect((await resumeRowsOf(account.userId)).map((row: { id: string }) => row.id)).toEqual([id]);
        expect(await defaultsOf(account.userId)).toEqual([id]);

        const [left, right] = [await harness.createAccount(), await harness.createAccount()];
        const contested = crypto.randomUUID();
        const [fromLeft, fromRight] = await Promise.all([left, right].map((racer) => call(racer, 'POST', '/v1/resumes', { id: contested, title: 'Mine now' })));
        const statuses = [fromLeft!.status, fromRight!.status];
        expect([...statuses].sort()).toEqual([201, 404]);
        const winner = statuses[0] === 201 ? left : right;
        const loser = winner === left ? right : left;
        expect((await resumeRowsOf(winner.userId)).map((row: { id: string }) => row.id)).toEqual([contested]);
        expect(await resumeRowsOf(loser.userId)).toEqual([]);
      });
    });
  });

  test("the agent tool server's calls, with the key as Authorization: Bearer, end to end in Form A", async () => {
    const account = await harness.createAccount();
    const agent = (method: string, path: string, json?: unknown) => harness.request(path, { method, json, headers: { authorization: `Bearer ${account.apiKey}`, accept: 'application/json' } });
    const ok = async (response: Response, status = 200) => {
      const text = await response.text();
      if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${text}`);
      expect(response.headers.get('x-api-form')).toBe('a');
      return JSON.parse(text);
    };
    expect((await ok(await agent('GET', '/v1/resumes/schema'))).type).toBe('object');
    expect((await ok(await agent('GET', '/v1/cover-letters/schema'))).properties.letterContent.type).toBe('string');

    const main = await ok(await agent('POST', '/v1/resumes', { title: 'Main', sections: { header: { name: 'Alex Novak' }, summary: 'Engineer' } }), 201);
    const tailored = await ok(await agent('POST', '/v1/resumes', { title: 'For Acme', sections: { header: { name: 'Alex Novak' }, summary: 'Backend engineer' } }), 201);
    // laddro.resume.update: the whole document again, with its id in the body.
    const updated = await ok(
      await agent('POST', '/v1/resumes', { resumeId: tailored.resumeId, title: 'For Acme (v2)', sections: { header: { name: 'Alex Novak' }, summary: 'Backend engineer, Go' } }),
    );
    expect(updated).toMatchObject({ resumeId: tailored.resumeId, title: 'For Acme (v2)' });
    // laddro.resume.setDefault sends {id}; laddro.resume.changeTemplate sends {templateId} in uppercase.
    expect(await ok(await agent('PATCH', `/v1/resumes/${tailored.resumeId}/default`, { id: tailored.resumeId }))).toMatchObject({ resumeId: tailored.resumeId, isDefault: true });
    expect(await ok(await agent('PATCH', `/v1/resumes/${tailored.resumeId}/template`, { templateId: 'ONYX' }))).toMatchObject({ templateId: 'ONYX' });
    const listing = await ok(await agent('GET', '/v1/resumes'));
    expect(listing.items.map((item: { resumeId: string; isDefault: boolean }) => [item.resumeId, item.isDefault])).toEqual([
      [tailored.resumeId, true],
      [main.resumeId, false],
    ]);

    const letter = await ok(await agent('POST', '/v1/cover-letters', FLAT_LETTER), 201);
    expect(letter.coverLetterId).toMatch(UUID);
    expect(letter).toMatchObject({ title: FLAT_LETTER.title, status: 'created' });
    const read = await ok(await agent('GET', `/v1/cover-letters/${letter.coverLetterId}`));
    expect(read).toMatchObject({ letterContent: FLAT_LETTER_HTML, fullName: FLAT_LETTER.fullName, companyName: FLAT_LETTER.companyName, hiringManager: FLAT_LETTER.hiringManager });
    const letters = await ok(await agent('GET', '/v1/cover-letters'));
    expect(letters.items).toEqual([{ id: letter.id, coverLetterId: letter.id, title: FLAT_LETTER.title, createdAt: read.createdAt, updatedAt: read.updatedAt }]);
  });
});
