/**
 * Cover letters written by the caller (issue #3 items 6–7, CONTRACT §3), on both stores and in both
 * forms: Form B's {title, content, resumeId} and Form A's flat field set with HTML letterContent;
 * listing, reading, patching (resumeId: null unlinks) and deleting; id spellings, tenancy and scopes.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { databaseKinds } from './support/databases.ts';
import { createHarness, type Harness, type TestAccount } from './support/harness.ts';

const kinds = await databaseKinds();
const forms = ['a', 'b'] as const;
type Form = (typeof forms)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CL_ID = /^cl_[0-9a-f]{32}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const LETTER_NOT_FOUND = JSON.stringify({ error: 'Cover letter not found', code: 'not_found' });
const RESUME_NOT_FOUND = JSON.stringify({ error: 'Resume not found', code: 'not_found' });

const HTML_LETTER = '<p>Dear Ms. Doe,</p><p>I am <b>excited</b> &amp; ready.<br>Best</p>';
const HTML_LETTER_TEXT = 'Dear Ms. Doe,\n\nI am excited & ready.\nBest';

function toUuid(id: string): string {
  const hex = id.replace(/^(res|cl)_/, '').replaceAll('-', '');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
const spellings = (prefix: 'res' | 'cl', uuid: string) => [uuid, `${prefix}_${uuid.replaceAll('-', '')}`, `${prefix}_${uuid}`];

describe.each(kinds)('cover letters on %s', (kind) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createHarness(kind);
  }, 60_000);
  afterAll(() => harness.dispose());

  async function lettersOf(userId: string) {
    const rows = await harness.context.db.selectFrom('coverLetters').selectAll().where('userId', '=', userId).orderBy('id').execute();
    return JSON.parse(JSON.stringify(rows));
  }

  describe.each(forms)('form %s', (form: Form) => {
    const letterId = form === 'a' ? UUID : CL_ID;
    const resumeIdOf = (uuid: string) => (form === 'a' ? uuid : `res_${uuid.replaceAll('-', '')}`);
    const call = (account: TestAccount, method: string, path: string, json?: unknown) => harness.request(path, { method, json, apiKey: account.apiKey, form });
    const unwrap = (body: any) => {
      if (form === 'b') {
        expect(Object.keys(body)).toEqual(['data']);
        return body.data;
      }
      return body;
    };
    async function expectStatus(response: Response, status: number): Promise<any> {
      const text = await response.text();
      if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${text}`);
      expect(response.headers.get('x-api-form')).toBe(form);
      return text === '' ? undefined : JSON.parse(text);
    }
    async function expectError(response: Response, status: number, code: string, path?: string): Promise<any> {
      const body = await expectStatus(response, status);
      expect(body.code).toBe(code);
      expect(typeof body.error).toBe('string');
      if (path !== undefined) expect((body.details ?? []).map((detail: { path: string }) => detail.path)).toContain(path);
      return body;
    }
    async function createResume(account: TestAccount, title = 'Resume'): Promise<string> {
      const body = await expectStatus(await call(account, 'POST', '/v1/resumes', { title }), 201);
      return toUuid(form === 'b' ? body.data.id : body.id);
    }
    async function createLetter(account: TestAccount, json: unknown): Promise<any> {
      return unwrap(await expectStatus(await call(account, 'POST', '/v1/cover-letters', json), 201));
    }
    /** The keys of a full letter in this form (Form A adds its flat field set and HTML letterContent; its create adds `status`). */
    const fullKeys = (created = false) =>
      [
        'id',
        ...(form === 'a' ? ['coverLetterId'] : []),
        'title',
        'content',
        'resumeId',
        'templateId',
        'language',
        'sender',
        'recipient',
        'positionName',
        'createdAt',
        'updatedAt',
        ...(form === 'a' ? ['letterContent', 'fullName', 'jobTitle', 'email', 'phone', 'address', 'companyName', 'hiringManager'] : []),
        ...(form === 'a' && created ? ['status'] : []),
      ].sort();

    test("Form B's {title, content, resumeId}: 201 with the full letter in the form's shape", async () => {
      const account = await harness.createAccount();
      const resume = await createResume(account);
      const letter = await createLetter(account, { title: 'Application', content: 'Dear team,\r\n\r\n\r\nI  apply.\nThanks', resumeId: resumeIdOf(resume) });
      expect(Object.keys(letter).sort()).toEqual(fullKeys(true));
      expect(letter.id).toMatch(letterId);
      if (form === 'a') {
        expect(letter.coverLetterId).toBe(letter.id);
        expect(letter.status).toBe('created');
      }
      expect(letter).toMatchObject({
        title: 'Application',
        content: 'Dear team,\n\nI apply.\nThanks',
        resumeId: resumeIdOf(resume),
        templateId: null,
        language: 'en',
        sender: {},
        recipient: {},
        positionName: null,
      });
      expect(letter.createdAt).toMatch(ISO_TIME);
      expect(letter.updatedAt).toMatch(ISO_TIME);

      const fetched = unwrap(await expectStatus(await call(account, 'GET', `/v1/cover-letters/${letter.id}`), 200));
      expect(Object.keys(fetched).sort()).toEqual(fullKeys());
      const { status: _status, ...withoutStatus } = letter;
      expect(fetched).toEqual(withoutStatus);
      expect((await lettersOf(account.userId)).map((row: { id: string }) => row.id)).toEqual([toUuid(letter.id)]);
    });

    test("Form A's field set: HTML letterContent reduced to paragraphs, sender and recipient filled", async () => {
      const account = await harness.createAccount();
      const resume = await createResume(account);
      const letter = await createLetter(account, {
        fullName: 'Alex Novak',
        jobTitle: 'Backend Engineer',
        address: 'Marienplatz 1, München',
        email: 'alex@example.com',
        phone: '+49 151 1234',
        companyName: 'Acme GmbH',
        hiringManager: 'Ms. Doe',
        letterContent: HTML_LETTER,
        resumeId: resume,
        templateId: 'graphite',
        positionName: 'Staff Engineer',
      });
      expect(letter).toMatchObject({
        content: HTML_LETTER_TEXT,
        sender: { fullName: 'Alex Novak', jobTitle: 'Backend Engineer', address: 'Marienplatz 1, München', email: 'alex@example.com', phone: '+49 151 1234' },
        recipient: { companyName: 'Acme GmbH', hiringManager: 'Ms. Doe' },
        resumeId: resumeIdOf(resume),
        templateId: form === 'a' ? 'GRAPHITE' : 'graphite',
        positionName: 'Staff Engineer',
      });
      expect(letter.title).toContain('Staff Engineer');
      expect(letter.title).toContain('Acme GmbH');
      expect(letter.status).toBe(form === 'a' ? 'created' : undefined);
      if (form === 'a') expect(letter.coverLetterId).toBe(letter.id);
    });

    test('status: "created" comes only with a Form A create, never with GET, PATCH or the list', async () => {
      const account = await harness.createAccount();
      const letter = await createLetter(account, { title: 'T', content: 'Body' });
      expect(letter.status).toBe(form === 'a' ? 'created' : undefined);
      const fetched = unwrap(await expectStatus(await call(account, 'GET', `/v1/cover-letters/${letter.id}`), 200));
      expect(fetched.status).toBeUndefined();
      const patched = unwrap(await expectStatus(await call(account, 'PATCH', `/v1/cover-letters/${letter.id}`, { title: 'T2' }), 200));
      expect(patched.status).toBeUndefined();
      expect(Object.keys(patched).sort()).toEqual(fullKeys());
    });

    test('listing: Form A {items,total,limit,offset} with coverLetterId, Form B {data} of every letter; newest first', async () => {
      const account = await harness.createAccount();
      const created = [];
      for (let index = 0; index < 3; index++) created.push(await createLetter(account, { title: `Letter ${index}`, content: 'Body' }));
      // Editing the oldest moves it first.
      await expectStatus(await call(account, 'PATCH', `/v1/cover-letters/${created[0].id}`, { content: 'Edited' }), 200);
      const expectedOrder = [created[0].id, created[2].id, created[1].id];
      const response = await call(account, 'GET', '/v1/cover-letters');
      const body = await expectStatus(response, 200);
      if (form === 'a') {
        expect(Object.keys(body).sort()).toEqual(['items', 'limit', 'offset', 'total']);
        expect(body).toMatchObject({ total: 3, limit: 20, offset: 0 });
        for (const item of body.items) {
          expect(Object.keys(item).sort()).toEqual(['coverLetterId', 'createdAt', 'id', 'title', 'updatedAt']);
          expect(item.coverLetterId).toBe(item.id);
          expect(item.id).toMatch(UUID);
        }
        expect(body.items.map((item: { id: string }) => item.id)).toEqual(expectedOrder);
        const page = await expectStatus(await call(account, 'GET', '/v1/cover-letters?limit=2&offset=1'), 200);
        expect(page).toMatchObject({ total: 3, limit: 2, offset: 1 });
        expect(page.items.map((item: { id: string }) => item.id)).toEqual(expectedOrder.slice(1));
      } else {
        expect(Object.keys(body)).toEqual(['data']);
        for (const item of body.data) {
          expect(Object.keys(item).sort()).toEqual(['createdAt', 'id', 'title']);
          expect(item.id).toMatch(CL_ID);
        }
        expect(body.data.map((item: { id: string }) => item.id)).toEqual(expectedOrder);
        expect((await expectStatus(await call(account, 'GET', '/v1/cover-letters?limit=1'), 200)).data).toHaveLength(3);
      }
      for (const query of ['limit=abc', 'limit=1e9', 'limit=0', 'limit=101', 'offset=-1']) {
        await expectError(await call(account, 'GET', `/v1/cover-letters?${query}`), 400, 'validation_failed', `query.${query.split('=')[0]}`);
      }
    });

    test('every spelling of a letter id works for GET, PATCH and DELETE; malformed ids are 404', async () => {
      const account = await harness.createAccount();
      const uuid = toUuid((await createLetter(account, { title: 'L', content: 'Body' })).id);
      for (const spelling of [...spellings('cl', uuid), uuid.toUpperCase()]) {
        const letter = unwrap(await expectStatus(await call(account, 'GET', `/v1/cover-letters/${spelling}`), 200));
        expect(letter.id).toBe(form === 'a' ? uuid : `cl_${uuid.replaceAll('-', '')}`);
        const patched = unwrap(await expectStatus(await call(account, 'PATCH', `/v1/cover-letters/${spelling}`, { title: spelling }), 200));
        expect(patched.title).toBe(spelling);
      }
      const before = await lettersOf(account.userId);
      for (const id of ['cl_..%2F..%2Fx', encodeURIComponent("' OR 1=1--"), `res_${uuid.replaceAll('-', '')}`, `cl_${uuid.replaceAll('-', '').slice(1)}`, 'nope', crypto.randomUUID()]) {
        for (const [method, json] of [['GET'], ['PATCH', { title: 'x' }], ['DELETE']] as const) {
          const response = await call(account, method, `/v1/cover-letters/${id}`, json);
          expect({ id, method, status: response.status, text: await response.text() }).toEqual({ id, method, status: 404, text: LETTER_NOT_FOUND });
          expect(response.headers.get('x-api-form')).toBe(form);
        }
      }
      expect(await lettersOf(account.userId)).toEqual(before);
      for (const [index, spelling] of spellings('cl', uuid).entries()) {
        const target = index === 0 ? uuid : toUuid((await createLetter(account, { title: `L${index}`, content: 'Body' })).id);
        const response = await call(account, 'DELETE', `/v1/cover-letters/${index === 0 ? spelling : spellings('cl', target)[index]}`);
        expect(response.status).toBe(204);
        expect(await response.text()).toBe('');
        expect(response.headers.get('x-api-form')).toBe(form);
        await expectError(await call(account, 'GET', `/v1/cover-letters/${target}`), 404, 'not_found');
      }
      expect(await lettersOf(account.userId)).toEqual([]);
    });

    test('resumeId in every spelling links the resume; a foreign or malformed one is the resume 404, nothing written', async () => {
      const account = await harness.createAccount();
      const other = await harness.createAccount();
      const mine = await createResume(account);
      const theirs = await createResume(other);
      for (const spelling of spellings('res', mine)) {
        const letter = await createLetter(account, { title: 'L', content: 'Body', resumeId: spelling });
        expect(letter.resumeId).toBe(resumeIdOf(mine));
      }
      const before = await lettersOf(account.userId);
      const missing = await call(account, 'POST', '/v1/cover-letters', { title: 'L', content: 'Body', resumeId: crypto.randomUUID() });
      expect(missing.status).toBe(404);
      const missingText = await missing.text();
      expect(missingText).toBe(RESUME_NOT_FOUND);
      for (const resumeId of [...spellings('res', theirs), 'res_../../x', "' OR 1=1--", `cl_${mine.replaceAll('-', '')}`, 'nope']) {
        const response = await call(account, 'POST', '/v1/cover-letters', { title: 'L', content: 'Body', resumeId });
        expect({ resumeId, status: response.status, text: await response.text() }).toEqual({ resumeId, status: 404, text: missingText });
      }
      expect(await lettersOf(account.userId)).toEqual(before);
    });

    test('missing or empty content, unknown fields and wrong types are a 400; nothing written', async () => {
      const account = await harness.createAccount();
      const cases: Array<[unknown, string]> = [
        [{ title: 'No body' }, 'body.content'],
        [{ title: 'Empty', content: '' }, 'body.content'],
        [{ title: 'Blank', content: ' \n\n \t ' }, 'body.content'],
        [{ fullName: 'Alex', letterContent: '<p> </p><br><div></div>' }, 'body.content'],
        [{ title: 'Script only', letterContent: '<script>alert(1)</script>' }, 'body.content'],
        [{ title: 'L', content: 'Body', signature: 'x' }, 'body.signature'],
        [{ title: 'L', content: 42 }, 'body.content'],
        [{ title: 5, content: 'Body' }, 'body.title'],
        [{ title: 'L', content: 'Body', resumeId: 7 }, 'body.resumeId'],
        [{ title: 'L', content: 'Body', sender: { fullName: 'A', iban: 'x' } }, 'body.sender.iban'],
        [{ title: 'L', content: 'Body', templateId: 'NOPE' }, 'body.templateId'],
        [{ title: 'L', content: 'Body', language: 'xx' }, 'body.language'],
        [{ title: 'L', content: 'x'.repeat(20_001) }, 'body.content'],
      ];
      for (const [body, path] of cases) await expectError(await call(account, 'POST', '/v1/cover-letters', body), 400, 'validation_failed', path);
      for (const raw of ['{"title":"L","content":"B","__proto__":{"x":1}}', '{"title":"L","content":"B","constructor":{"x":1}}', '[]', 'null']) {
        const response = await harness.request('/v1/cover-letters', { method: 'POST', apiKey: account.apiKey, form, headers: { 'content-type': 'application/json' }, body: raw });
        await expectError(response, 400, 'validation_failed');
      }
      expect(await lettersOf(account.userId)).toEqual([]);
    });

    test('PATCH changes what is sent: content, letterContent, sender by field, resumeId (null unlinks)', async () => {
      const account = await harness.createAccount();
      const first = await createResume(account, 'First');
      const second = await createResume(account, 'Second');
      const letter = await createLetter(account, { title: 'L', content: 'Body', resumeId: first, fullName: 'Alex', email: 'a@example.com', companyName: 'Acme' });
      const path = `/v1/cover-letters/${letter.id}`;
      const patch = async (json: unknown) => unwrap(await expectStatus(await call(account, 'PATCH', path, json), 200));

      const edited = await patch({ letterContent: HTML_LETTER, email: 'new@example.com', hiringManager: 'Ms. Doe' });
      expect(edited).toMatchObject({ title: 'L', content: HTML_LETTER_TEXT, resumeId: resumeIdOf(first) });
      expect(edited.sender).toEqual({ fullName: 'Alex', email: 'new@example.com' });
      expect(edited.recipient).toEqual({ companyName: 'Acme', hiringManager: 'Ms. Doe' });
      expect(edited.createdAt).toBe(letter.createdAt);

      const relinked = await patch({ resumeId: `res_${second.replaceAll('-', '')}` });
      expect(relinked.resumeId).toBe(resumeIdOf(second));
      expect(relinked.content).toBe(HTML_LETTER_TEXT);

      const before = await lettersOf(account.userId);
      const other = await harness.createAccount();
      const foreign = await createResume(other);
      const refused = await call(account, 'PATCH', path, { resumeId: foreign, title: 'stolen' });
      expect(refused.status).toBe(404);
      expect(await refused.text()).toBe(RESUME_NOT_FOUND);
      await expectError(await call(account, 'PATCH', path, { content: '' }), 400, 'validation_failed', 'body.content');
      await expectError(await call(account, 'PATCH', path, { status: 'sent' }), 400, 'validation_failed', 'body.status');
      expect(await lettersOf(account.userId)).toEqual(before);

      const unlinked = await patch({ resumeId: null });
      expect(unlinked.resumeId).toBeNull();
      expect(unlinked.title).toBe('L');
      expect(unwrap(await expectStatus(await call(account, 'GET', path), 200)).resumeId).toBeNull();
    });

    test('nested sender and recipient are kept on create, and a PATCH of other fields leaves them alone', async () => {
      const account = await harness.createAccount();
      const sender = { fullName: 'Alex Novak', jobTitle: 'Engineer', email: 'alex@example.com', phone: '+49 1', address: 'Marienplatz 1' };
      const recipient = { companyName: 'Acme', hiringManager: 'Ms. Doe', address: 'Main St 5' };
      const letter = await createLetter(account, { title: 'Nested', content: 'Body', sender, recipient });
      expect(letter.sender).toEqual(sender);
      expect(letter.recipient).toEqual(recipient);
      const renamed = unwrap(await expectStatus(await call(account, 'PATCH', `/v1/cover-letters/${letter.id}`, { title: 'Renamed' }), 200));
      expect(renamed.sender).toEqual(sender);
      expect(renamed.recipient).toEqual(recipient);
      const nestedPatch = unwrap(await expectStatus(await call(account, 'PATCH', `/v1/cover-letters/${letter.id}`, { sender: { phone: '+49 2' } }), 200));
      expect(nestedPatch.sender).toEqual({ ...sender, phone: '+49 2' });
      expect(nestedPatch.recipient).toEqual(recipient);
      const flat = await createLetter(account, { content: 'Body', fullName: 'Flat Name', companyName: 'Flat Co' });
      const flatRenamed = unwrap(await expectStatus(await call(account, 'PATCH', `/v1/cover-letters/${flat.id}`, { content: 'New body' }), 200));
      expect(flatRenamed.sender).toEqual({ fullName: 'Flat Name' });
      expect(flatRenamed.recipient).toEqual({ companyName: 'Flat Co' });
    });

    test('deleting the linked resume leaves the letter, with resumeId null', async () => {
      const account = await harness.createAccount();
      const resume = await createResume(account);
      const letter = await createLetter(account, { title: 'L', content: 'Body', resumeId: resume });
      expect(letter.resumeId).toBe(resumeIdOf(resume));
      await expectStatus(await call(account, 'DELETE', `/v1/resumes/${resume}`), 204);
      const fetched = unwrap(await expectStatus(await call(account, 'GET', `/v1/cover-letters/${letter.id}`), 200));
      expect(fetched.resumeId).toBeNull();
      expect(fetched.content).toBe('Body');
    });

    test("another account's letter answers byte for byte like a missing one, and is left alone", async () => {
      const owner = await harness.createAccount();
      const intruder = await harness.createAccount();
      const theirs = toUuid((await createLetter(owner, { title: 'Private', content: 'Secret' })).id);
      const ownerRows = await lettersOf(owner.userId);
      for (const [method, json] of [['GET'], ['PATCH', { title: 'stolen' }], ['PATCH', { resumeId: null }], ['DELETE']] as const) {
        const missing = await call(intruder, method, `/v1/cover-letters/${crypto.randomUUID()}`, json);
        expect(missing.status).toBe(404);
        const missingText = await missing.text();
        expect(missingText).toBe(LETTER_NOT_FOUND);
        for (const spelling of spellings('cl', theirs)) {
          const response = await call(intruder, method, `/v1/cover-letters/${spelling}`, json);
          expect(response.status).toBe(404);
          expect(await response.text()).toBe(missingText);
        }
      }
      const listing = await expectStatus(await call(intruder, 'GET', '/v1/cover-letters'), 200);
      expect(form === 'a' ? listing.items : listing.data).toEqual([]);
      expect(await lettersOf(owner.userId)).toEqual(ownerRows);
    });

    test('reads need resumes:read, writes resumes:write', async () => {
      const full = await harness.createAccount();
      const readOnly = await harness.createAccount({ scopes: ['resumes:read'] });
      const writeOnly = await harness.createAccount({ scopes: ['resumes:write'] });
      const neither = await harness.createAccount({ scopes: ['ai', 'render', 'settings'] });
      const someone = (await createLetter(full, { title: 'L', content: 'Body' })).id;
      const own = unwrap(await expectStatus(await call(writeOnly, 'POST', '/v1/cover-letters', { title: 'Mine', content: 'Body' }), 201)).id;

      await expectStatus(await call(readOnly, 'GET', '/v1/cover-letters'), 200);
      await expectError(await call(readOnly, 'GET', `/v1/cover-letters/${someone}`), 404, 'not_found');
      for (const account of [writeOnly, neither]) {
        for (const path of ['/v1/cover-letters', `/v1/cover-letters/${own}`]) {
          const body = await expectError(await call(account, 'GET', path), 403, 'insufficient_scope');
          expect(body.error).toContain('resumes:read');
        }
      }
      for (const account of [readOnly, neither]) {
        for (const [method, path, json] of [
          ['POST', '/v1/cover-letters', { title: 'x', content: 'y' }],
          ['PATCH', `/v1/cover-letters/${own}`, { title: 'x' }],
          ['DELETE', `/v1/cover-letters/${own}`],
        ] as const) {
          const body = await expectError(await call(account, method, path, json), 403, 'insufficient_scope');
          expect(body.error).toContain('resumes:write');
        }
        expect(await lettersOf(account.userId)).toEqual([]);
      }
      expect((await lettersOf(writeOnly.userId)).map((row: { title: string }) => row.title)).toEqual(['Mine']);
      await expectStatus(await call(writeOnly, 'DELETE', `/v1/cover-letters/${own}`), 204);
      const unauthenticated = await harness.request('/v1/cover-letters', { form });
      expect(unauthenticated.status).toBe(401);
    });
  });
});
