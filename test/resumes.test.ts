/**
 * Resumes over HTTP (issue #3, CONTRACT §1–2), on both stores and in both forms: list (paged in Form A,
 * whole in Form B), read, create, replace, patch, delete; the id spellings; the one-default rule under
 * concurrency; tenancy and scopes; size limits and hostile input, each refused with nothing written.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { sql } from 'kysely';
import { databaseKinds } from './support/databases.ts';
import { createHarness, type Harness, type TestAccount } from './support/harness.ts';

const kinds = await databaseKinds();
const forms = ['a', 'b'] as const;
type Form = (typeof forms)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const RES_ID = /^res_[0-9a-f]{32}$/;
const CL_ID = /^cl_[0-9a-f]{32}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const MAX_DOCUMENT_BYTES = 256 * 1024;
const NOT_FOUND_BODY = JSON.stringify({ error: 'Resume not found', code: 'not_found' });

/** The canonical UUID of an id in any spelling. */
function toUuid(id: string): string {
  const hex = id.replace(/^(res|cl)_/, '').replaceAll('-', '');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The three accepted spellings of a resume id. */
function spellings(uuid: string): string[] {
  return [uuid, `res_${uuid.replaceAll('-', '')}`, `res_${uuid}`];
}

/** A document using every part of the model (CONTRACT §2). */
function fullDocument() {
  return {
    title: 'Backend engineer',
    language: 'de',
    templateId: 'graphite',
    design: { colorId: 'charcoal', font: 'Inter', fontSize: 10, spacing: 1.2, margin: 15, pageSize: 'A4', pageNumbering: 'fraction', showProfileImage: false },
    sections: {
      header: {
        name: 'Alexandra Novák',
        title: 'Senior Backend Engineer',
        email: 'alexandra@example.com',
        phone: '+49 151 2345 6789',
        location: 'München, Germany',
        website: 'https://novak.example.com',
        linkedin: 'https://www.linkedin.com/in/anovak',
        links: [{ label: 'GitHub', url: 'https://github.com/anovak' }],
      },
      summary: 'Backend engineer with eleven years of experience.',
      experience: [
        { title: 'Staff Engineer', company: 'Northwind', location: 'München', startDate: '2021-03', current: true, description: 'Platform lead.', highlights: ['Cut latency 80%', 'Led 6 people'] },
        { title: 'Engineer', company: 'Contoso', startDate: '2016', endDate: '2021-02-28', highlights: [] },
      ],
      education: [
        { institution: 'TU München', degree: 'MSc', field: 'Informatics', location: 'München', startDate: '2010-10-01', endDate: '2016-09-30', grade: '1.3', highlights: ['Thesis on consensus'] },
      ],
      skills: [{ name: 'TypeScript', level: 'expert', keywords: ['Bun', 'Node.js'] }, 'Go'],
      languages: [{ language: 'German', fluency: 'native' }],
      certifications: [{ name: 'CKA', issuer: 'CNCF', date: '2020-05', url: 'https://cncf.io' }],
      projects: [{ name: 'vitae', description: 'Resume service', url: 'https://example.com', startDate: '2024-01', endDate: '2024-12', highlights: ['Shipped'] }],
      awards: [{ title: 'Engineer of the year', awarder: 'Northwind', date: '2023', summary: 'For the migration' }],
      volunteering: [{ organization: 'CoderDojo', position: 'Mentor', startDate: '2019', endDate: '2020', summary: 'Taught kids', highlights: [] }],
      publications: [{ name: 'On queues', publisher: 'ACM', releaseDate: '2022-06-01', url: 'https://acm.org', summary: 'A paper' }],
      references: [{ name: 'Jane Roe', reference: 'Great colleague.' }],
      custom: [{ title: 'Talks', items: [{ title: 'Kafka in practice', subtitle: 'JSConf', date: 'May 2022', description: 'A talk', highlights: ['400 attendees'] }] }],
    },
    sectionOrder: ['header', 'summary', 'experience', 'skills', 'education'],
  };
}

describe.each(kinds)('resumes on %s', (kind) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createHarness(kind);
  }, 60_000);
  afterAll(() => harness.dispose());

  /** Every resume row of a user, for checking that a refused request wrote nothing. */
  async function rowsOf(userId: string) {
    const rows = await harness.context.db.selectFrom('resumes').selectAll().where('userId', '=', userId).orderBy('id').execute();
    return JSON.parse(JSON.stringify(rows));
  }
  async function countOf(userId: string): Promise<number> {
    return (await rowsOf(userId)).length;
  }
  async function defaultsOf(userId: string): Promise<string[]> {
    const rows = await harness.context.db.selectFrom('resumes').select('id').where('userId', '=', userId).where('isDefault', '=', true).execute();
    return rows.map((row) => row.id);
  }

  describe.each(forms)('form %s', (form: Form) => {
    const idPattern = form === 'a' ? UUID : RES_ID;
    const call = (account: TestAccount, method: string, path: string, json?: unknown, headers: Record<string, string> = {}) =>
      harness.request(path, { method, json, apiKey: account.apiKey, form, headers });
    const unwrap = (body: any) => {
      if (form === 'b') {
        expect(Object.keys(body)).toEqual(['data']);
        return body.data;
      }
      return body;
    };
    /** Sends the request and checks the status and the X-Api-Form header. */
    async function expectStatus(response: Response, status: number): Promise<any> {
      const text = await response.text();
      if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${text}`);
      expect(response.headers.get('x-api-form')).toBe(form);
      return text === '' ? undefined : JSON.parse(text);
    }
    async function expectError(response: Response, status: number, code: string, path?: string | RegExp): Promise<any> {
      const body = await expectStatus(response, status);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(body.code).toBe(code);
      expect(typeof body.error).toBe('string');
      if (path !== undefined) {
        const paths = (body.details ?? []).map((detail: { path: string }) => detail.path);
        if (typeof path === 'string') expect(paths).toContain(path);
        else expect(paths.some((candidate: string) => path.test(candidate))).toBe(true);
      }
      return body;
    }
    async function create(account: TestAccount, document: unknown = { title: 'Resume', sections: { summary: 'Hello' } }): Promise<any> {
      return unwrap(await expectStatus(await call(account, 'POST', '/v1/resumes', document), 201));
    }
    async function list(account: TestAccount, query = ''): Promise<any> {
      return expectStatus(await call(account, 'GET', `/v1/resumes${query}`), 200);
    }
    /** The listed resumes' ids (as UUIDs), in listing order. */
    async function listedIds(account: TestAccount): Promise<string[]> {
      const body = await list(account, form === 'a' ? '?limit=100' : '');
      return (form === 'a' ? body.items : body.data).map((item: { id: string }) => toUuid(item.id));
    }
    async function setUpdatedAt(resumeIds: string[], at: string) {
      await harness.context.db
        .updateTable('resumes')
        .set({ updatedAt: sql<Date>`${at}::timestamptz` })
        .where('id', 'in', resumeIds)
        .execute();
    }

    describe('create and read', () => {
      test('POST answers 201 with the full document, ids and template id in the form spelling', async () => {
        const account = await harness.createAccount();
        const input = fullDocument();
        const response = await call(account, 'POST', '/v1/resumes', input);
        const resume = unwrap(await expectStatus(response, 201));
        const expectedKeys = ['id', ...(form === 'a' ? ['resumeId'] : []), 'title', 'isDefault', 'language', 'templateId', 'design', 'sections', 'sectionOrder', 'createdAt', 'updatedAt'];
        expect(Object.keys(resume).sort()).toEqual(expectedKeys.sort());
        expect(resume.id).toMatch(idPattern);
        if (form === 'a') expect(resume.resumeId).toBe(resume.id);
        expect(resume).toMatchObject({
          title: 'Backend engineer',
          isDefault: true,
          language: 'de',
          templateId: form === 'a' ? 'GRAPHITE' : 'graphite',
          design: input.design,
          sectionOrder: input.sectionOrder,
        });
        // A plain-string skill is stored as { name }.
        expect(resume.sections).toEqual({ ...input.sections, skills: [input.sections.skills[0], { name: 'Go' }] });
        expect(resume.createdAt).toMatch(ISO_TIME);
        expect(resume.updatedAt).toMatch(ISO_TIME);

        const fetched = unwrap(await expectStatus(await call(account, 'GET', `/v1/resumes/${resume.id}`), 200));
        expect(fetched).toEqual(resume);
        const [row] = await rowsOf(account.userId);
        expect(row.id).toBe(toUuid(resume.id));
      });

      test('a minimal document gets the defaults', async () => {
        const account = await harness.createAccount();
        const resume = await create(account, { sections: { header: { name: 'Ada Lovelace' } } });
        expect(resume).toMatchObject({ title: 'Ada Lovelace', language: 'en', templateId: form === 'a' ? 'GRAPHITE' : 'graphite', design: {}, isDefault: true });
        expect(resume.sectionOrder).toBeUndefined();
        const empty = await create(account, {});
        expect(empty.title).toBe('Untitled resume');
        expect(empty.sections).toEqual({});
      });
    });

    describe('listing', () => {
      test('Form A pages as {items,total,limit,offset}; Form B lists every resume as {data}', async () => {
        const account = await harness.createAccount();
        const created = [];
        for (let index = 0; index < 3; index++) created.push(await create(account, { title: `Resume ${index}` }));
        const body = await list(account);
        if (form === 'a') {
          expect(Object.keys(body).sort()).toEqual(['items', 'limit', 'offset', 'total']);
          expect(body).toMatchObject({ total: 3, limit: 20, offset: 0 });
          for (const item of body.items) {
            expect(Object.keys(item).sort()).toEqual(['createdAt', 'id', 'isDefault', 'resumeId', 'title', 'updatedAt']);
            expect(item.id).toMatch(UUID);
            expect(item.resumeId).toBe(item.id);
            expect(item.createdAt).toMatch(ISO_TIME);
          }
          expect(body.items.map((item: { title: string }) => item.title)).toEqual(['Resume 2', 'Resume 1', 'Resume 0']);
          expect(body.items.map((item: { isDefault: boolean }) => item.isDefault)).toEqual([false, false, true]);
        } else {
          expect(Object.keys(body)).toEqual(['data']);
          for (const item of body.data) {
            expect(Object.keys(item).sort()).toEqual(['createdAt', 'id', 'title', 'updatedAt']);
            expect(item.id).toMatch(RES_ID);
          }
          expect(body.data.map((item: { title: string }) => item.title)).toEqual(['Resume 2', 'Resume 1', 'Resume 0']);
        }
        expect(created.map((resume) => resume.id).reverse()).toEqual((form === 'a' ? body.items : body.data).map((item: { id: string }) => item.id));
      });

      test('an account without resumes lists nothing', async () => {
        const account = await harness.createAccount();
        const body = await list(account);
        expect(body).toEqual(form === 'a' ? { items: [], total: 0, limit: 20, offset: 0 } : { data: [] });
      });

      test('limit and offset: whole numbers in range, else 400 naming the parameter', async () => {
        const account = await harness.createAccount();
        for (let index = 0; index < 3; index++) await create(account, { title: `R${index}` });
        for (const [query, parameter] of [
          ['limit=1e9', 'limit'],
          ['limit=0', 'limit'],
          ['limit=101', 'limit'],
          ['limit=-1', 'limit'],
          ['limit=abc', 'limit'],
          ['limit=2.5', 'limit'],
          ['limit=', 'limit'],
          ['limit=%20', 'limit'],
          ['offset=-1', 'offset'],
          ['offset=abc', 'offset'],
          ['offset=1e3', 'offset'],
          ['offset=99999999999999999999', 'offset'],
        ] as const) {
          await expectError(await call(account, 'GET', `/v1/resumes?${query}`), 400, 'validation_failed', `query.${parameter}`);
        }
        if (form === 'a') {
          expect(await list(account, '?limit=100')).toMatchObject({ total: 3, limit: 100, offset: 0 });
          const page = await list(account, '?limit=1&offset=1');
          expect(page).toMatchObject({ total: 3, limit: 1, offset: 1 });
          expect(page.items.map((item: { title: string }) => item.title)).toEqual(['R1']);
          const beyond = await list(account, '?offset=10');
          expect(beyond).toEqual({ items: [], total: 3, limit: 20, offset: 10 });
        } else {
          // Form B lists everything, whatever a valid limit says.
          expect((await list(account, '?limit=1&offset=2')).data).toHaveLength(3);
        }
      });

      test('most recently updated first: a PATCH moves a resume to the front; moving the default does not reorder the old one', async () => {
        const account = await harness.createAccount();
        const created: string[] = [];
        for (let index = 0; index < 4; index++) created.push(toUuid((await create(account, { title: `R${index}` })).id));
        const ids = created as [string, string, string, string];
        expect(await listedIds(account)).toEqual([...ids].reverse());
        await expectStatus(await call(account, 'PATCH', `/v1/resumes/${ids[1]}`, { title: 'R1 edited' }), 200);
        expect(await listedIds(account)).toEqual([ids[1], ids[3], ids[2], ids[0]]);
        // ids[0] is the default; making ids[2] the default edits ids[2] only.
        await expectStatus(await call(account, 'PATCH', `/v1/resumes/${ids[2]}`, { isDefault: true }), 200);
        expect(await listedIds(account)).toEqual([ids[2], ids[1], ids[3], ids[0]]);
        await expectStatus(await call(account, 'PUT', `/v1/resumes/${ids[0]}`, { title: 'R0 replaced' }), 200);
        expect((await listedIds(account))[0]).toBe(ids[0]);
      });

      test('ties on updatedAt keep one stable order: paging with limit 2 repeats and skips nothing', async () => {
        const account = await harness.createAccount();
        const ids: string[] = [];
        for (let index = 0; index < 7; index++) ids.push(toUuid((await create(account, { title: `T${index}` })).id));
        await setUpdatedAt(ids, '2024-01-01T00:00:00Z');
        const whole = await listedIds(account);
        expect([...whole].sort()).toEqual([...ids].sort());
        expect(await listedIds(account)).toEqual(whole);
        if (form === 'a') {
          const paged: string[] = [];
          for (let offset = 0; offset < 8; offset += 2) {
            const page = await list(account, `?limit=2&offset=${offset}`);
            expect(page.total).toBe(7);
            paged.push(...page.items.map((item: { id: string }) => item.id));
          }
          expect(paged).toEqual(whole);
          expect(new Set(paged).size).toBe(7);
        } else {
          const again = (await list(account, '?limit=2')).data.map((item: { id: string }) => toUuid(item.id));
          expect(again).toEqual(whole);
        }
        // Partly tied: two newer ones first, the tied rest keep their relative order.
        await setUpdatedAt([ids[3]!], '2024-02-01T00:00:00Z');
        await setUpdatedAt([ids[5]!], '2024-03-01T00:00:00Z');
        const reordered = await listedIds(account);
        expect(reordered.slice(0, 2)).toEqual([ids[5]!, ids[3]!]);
        expect(reordered.slice(2)).toEqual(whole.filter((id) => id !== ids[3] && id !== ids[5]));
      });
    });

    describe('ids', () => {
      test('every spelling works for GET, PUT, PATCH and DELETE; responses use the form spelling', async () => {
        const account = await harness.createAccount();
        const uuid = toUuid((await create(account, { title: 'Spelled' })).id);
        const variants = [...spellings(uuid), uuid.toUpperCase(), `RES_${uuid.replaceAll('-', '').toUpperCase()}`];
        for (const spelling of variants) {
          const resume = unwrap(await expectStatus(await call(account, 'GET', `/v1/resumes/${spelling}`), 200));
          expect(resume.id).toBe(form === 'a' ? uuid : `res_${uuid.replaceAll('-', '')}`);
          const replaced = unwrap(await expectStatus(await call(account, 'PUT', `/v1/resumes/${spelling}`, { title: `PUT ${spelling}` }), 200));
          expect(replaced.title).toBe(`PUT ${spelling}`);
          expect(toUuid(replaced.id)).toBe(uuid);
          const patched = unwrap(await expectStatus(await call(account, 'PATCH', `/v1/resumes/${spelling}`, { title: `PATCH ${spelling}` }), 200));
          expect(patched.title).toBe(`PATCH ${spelling}`);
          expect(toUuid(patched.id)).toBe(uuid);
        }
        const others: string[] = [];
        for (let index = 0; index < 3; index++) others.push(toUuid((await create(account, { title: `Doomed ${index}` })).id));
        for (const [index, other] of others.entries()) {
          const response = await call(account, 'DELETE', `/v1/resumes/${spellings(other)[index]}`);
          expect(response.status).toBe(204);
          expect(await response.text()).toBe('');
          expect(response.headers.get('x-api-form')).toBe(form);
          await expectError(await call(account, 'GET', `/v1/resumes/${other}`), 404, 'not_found');
        }
        expect(await listedIds(account)).toEqual([uuid]);
      });

      test('every spelling works as the resumeId of a cover letter', async () => {
        const account = await harness.createAccount();
        const uuid = toUuid((await create(account)).id);
        for (const spelling of spellings(uuid)) {
          const body = await expectStatus(await call(account, 'POST', '/v1/cover-letters', { title: 'Letter', content: 'Dear team,', resumeId: spelling }), 201);
          const letter = form === 'b' ? body.data : body;
          expect(letter.id).toMatch(form === 'a' ? UUID : CL_ID);
          expect(letter.resumeId).toBe(form === 'a' ? uuid : `res_${uuid.replaceAll('-', '')}`);
        }
      });

      test('malformed ids are a 404 with the not-found body on every method, nothing written', async () => {
        const account = await harness.createAccount();
        const uuid = toUuid((await create(account)).id);
        const before = await rowsOf(account.userId);
        const malformed = [
          'res_..%2F..%2Fx',
          encodeURIComponent("' OR 1=1--"),
          encodeURIComponent("res_' OR 1=1--"),
          'not-a-uuid',
          `cl_${uuid.replaceAll('-', '')}`,
          `res_${uuid.replaceAll('-', '').slice(0, 31)}`,
          `${uuid}0`,
          `res_res_${uuid.replaceAll('-', '')}`,
          '%00',
          encodeURIComponent('{"$ne":null}'),
          'null',
          'x'.repeat(300),
        ];
        for (const id of malformed) {
          for (const [method, json] of [['GET'], ['PUT', { title: 'x' }], ['PATCH', { title: 'x' }], ['DELETE']] as const) {
            const response = await call(account, method, `/v1/resumes/${id}`, json);
            const text = await response.text();
            expect({ id, method, status: response.status, text }).toEqual({ id, method, status: 404, text: NOT_FOUND_BODY });
            expect(response.headers.get('x-api-form')).toBe(form);
          }
        }
        // Unencoded traversal resolves to another path, and still finds nothing.
        await expectError(await call(account, 'GET', '/v1/resumes/res_../../x'), 404, 'not_found');
        expect(await rowsOf(account.userId)).toEqual(before);
      });
    });

    describe('tenancy and scopes', () => {
      test("another account's resume answers byte for byte like a missing one, and is left alone", async () => {
        const owner = await harness.createAccount();
        const intruder = await harness.createAccount();
        await create(intruder, { title: 'Mine' });
        const theirs = toUuid((await create(owner, { title: 'Theirs' })).id);
        const ownerRows = await rowsOf(owner.userId);
        const intruderRows = await rowsOf(intruder.userId);
        const missing = crypto.randomUUID();
        const requests = [['GET'], ['PUT', { title: 'stolen' }], ['PATCH', { title: 'stolen' }], ['PATCH', { isDefault: true }], ['DELETE']] as const;
        for (const [method, json] of requests) {
          const missingResponse = await call(intruder, method, `/v1/resumes/${missing}`, json);
          const missingText = await missingResponse.text();
          expect(missingResponse.status).toBe(404);
          expect(missingText).toBe(NOT_FOUND_BODY);
          for (const spelling of spellings(theirs)) {
            const response = await call(intruder, method, `/v1/resumes/${spelling}`, json);
            expect(response.status).toBe(404);
            expect(await response.text()).toBe(missingText);
            expect(response.headers.get('x-api-form')).toBe(form);
            expect(response.headers.get('content-type')).toBe(missingResponse.headers.get('content-type'));
          }
        }
        const listing = await list(intruder);
        expect((form === 'a' ? listing.items : listing.data).map((item: { title: string }) => item.title)).toEqual(['Mine']);
        const letter = await call(intruder, 'POST', '/v1/cover-letters', { title: 'L', content: 'Body', resumeId: theirs });
        expect(letter.status).toBe(404);
        expect(await letter.text()).toBe(NOT_FOUND_BODY);
        expect(await rowsOf(owner.userId)).toEqual(ownerRows);
        expect(await rowsOf(intruder.userId)).toEqual(intruderRows);
      });

      test('reads need resumes:read, writes resumes:write; a refused write writes nothing', async () => {
        const full = await harness.createAccount();
        const id = toUuid((await create(full)).id);
        const readOnly = await harness.createAccount({ scopes: ['resumes:read'] });
        const writeOnly = await harness.createAccount({ scopes: ['resumes:write'] });
        const neither = await harness.createAccount({ scopes: ['render', 'ai', 'settings'] });
        const ownId = toUuid((await create(writeOnly)).id);

        for (const path of ['/v1/resumes', '/v1/resumes/schema', `/v1/resumes/${id}`]) {
          // A read-only key reads (404 for someone else's resume, 200 otherwise).
          const response = await call(readOnly, 'GET', path);
          expect(response.status).toBe(path.endsWith(id) ? 404 : 200);
          for (const account of [writeOnly, neither]) {
            const body = await expectError(await call(account, 'GET', path), 403, 'insufficient_scope');
            expect(body.error).toContain('resumes:read');
          }
        }
        for (const account of [readOnly, neither]) {
          const before = await countOf(account.userId);
          for (const [method, path, json] of [
            ['POST', '/v1/resumes', { title: 'x' }],
            ['PUT', `/v1/resumes/${ownId}`, { title: 'x' }],
            ['PATCH', `/v1/resumes/${ownId}`, { title: 'x' }],
            ['DELETE', `/v1/resumes/${ownId}`],
          ] as const) {
            const body = await expectError(await call(account, method, path, json), 403, 'insufficient_scope');
            expect(body.error).toContain('resumes:write');
          }
          expect(await countOf(account.userId)).toBe(before);
        }
        // A write-only key writes its own resumes.
        await expectStatus(await call(writeOnly, 'PATCH', `/v1/resumes/${ownId}`, { title: 'renamed' }), 200);
        await expectStatus(await call(writeOnly, 'DELETE', `/v1/resumes/${ownId}`), 204);
        expect(await countOf(writeOnly.userId)).toBe(0);
      });

      test('no key is a 401 on every resume route', async () => {
        for (const [method, path] of [
          ['GET', '/v1/resumes'],
          ['GET', '/v1/resumes/schema'],
          ['POST', '/v1/resumes'],
          ['GET', `/v1/resumes/${crypto.randomUUID()}`],
          ['DELETE', `/v1/resumes/${crypto.randomUUID()}`],
        ]) {
          const response = await harness.request(path!, { method, form, json: method === 'POST' ? {} : undefined });
          expect(response.status).toBe(401);
          expect(response.headers.get('x-api-form')).toBe(form);
          expect((await response.json()).code).toBe('unauthorized');
        }
      });
    });

    describe('replace and patch', () => {
      test('PUT replaces the whole document: what is omitted returns to its default', async () => {
        const account = await harness.createAccount();
        const original = await create(account, fullDocument());
        const replaced = unwrap(await expectStatus(await call(account, 'PUT', `/v1/resumes/${original.id}`, { title: 'Replaced', sections: { summary: 'Only this' } }), 200));
        expect(replaced).toMatchObject({
          id: original.id,
          title: 'Replaced',
          isDefault: true,
          language: 'en',
          templateId: form === 'a' ? 'GRAPHITE' : 'graphite',
          design: {},
          sections: { summary: 'Only this' },
        });
        expect(replaced.sectionOrder).toBeUndefined();
        expect(replaced.createdAt).toBe(original.createdAt);
        expect(Date.parse(replaced.updatedAt)).toBeGreaterThanOrEqual(Date.parse(original.updatedAt));
        expect(unwrap(await expectStatus(await call(account, 'GET', `/v1/resumes/${original.id}`), 200))).toEqual(replaced);
      });

      test('PATCH merges design by field and sections by section; sends of [] or "" empty a section', async () => {
        const account = await harness.createAccount();
        const input = fullDocument();
        const original = await create(account, input);
        const path = `/v1/resumes/${original.id}`;
        const first = unwrap(await expectStatus(await call(account, 'PATCH', path, { design: { fontSize: 11 }, sections: { summary: 'New summary' } }), 200));
        expect(first.design).toEqual({ ...input.design, fontSize: 11 });
        expect(first.sections).toEqual({ ...original.sections, summary: 'New summary' });
        expect(first).toMatchObject({ title: original.title, language: 'de', templateId: original.templateId, sectionOrder: input.sectionOrder });
        const second = unwrap(
          await expectStatus(
            await call(account, 'PATCH', path, {
              design: { pageSize: 'Letter', colorId: 'midnight' },
              sections: { experience: [], languages: [{ language: 'English', fluency: 'C2' }] },
              language: 'en',
              templateId: 'cobalt',
            }),
            200,
          ),
        );
        expect(second.design).toEqual({ ...input.design, fontSize: 11, pageSize: 'Letter', colorId: 'midnight' });
        expect(second.sections.experience).toEqual([]);
        expect(second.sections.languages).toEqual([{ language: 'English', fluency: 'C2' }]);
        expect(second.sections.education).toEqual(input.sections.education);
        expect(second).toMatchObject({ language: 'en', templateId: form === 'a' ? 'COBALT' : 'cobalt' });
        const touched = unwrap(await expectStatus(await call(account, 'PATCH', path, {}), 200));
        expect(touched.sections).toEqual(second.sections);
      });

      test('unknown templateId, font or colorId is a 400 naming the path, nothing written', async () => {
        const account = await harness.createAccount();
        const existing = await create(account, { title: 'Keep', templateId: 'GRAPHITE' });
        const before = await rowsOf(account.userId);
        const bodies: Array<[unknown, string]> = [
          [{ templateId: 'NOPE' }, 'body.templateId'],
          [{ design: { font: 'Comic Sans MS' } }, 'body.design.font'],
          [{ design: { colorId: 'neon-pink' } }, 'body.design.colorId'],
        ];
        for (const [body, path] of bodies) {
          await expectError(await call(account, 'POST', '/v1/resumes', body), 400, 'validation_failed', path);
          await expectError(await call(account, 'PUT', `/v1/resumes/${existing.id}`, body), 400, 'validation_failed', path);
          await expectError(await call(account, 'PATCH', `/v1/resumes/${existing.id}`, body), 400, 'validation_failed', path);
        }
        expect(await rowsOf(account.userId)).toEqual(before);
        // Case-insensitive template ids and font families are fine.
        const fine = unwrap(await expectStatus(await call(account, 'PATCH', `/v1/resumes/${existing.id}`, { templateId: 'graphite', design: { font: 'open sans', colorId: 'charcoal' } }), 200));
        expect(fine.templateId).toBe(form === 'a' ? 'GRAPHITE' : 'graphite');
      });
    });

    describe('the default resume', () => {
      test('the first is the default; isDefault:true moves it; unsetting it is a 409', async () => {
        const account = await harness.createAccount();
        const first = await create(account, { title: 'First', isDefault: false });
        expect(first.isDefault).toBe(true);
        const second = await create(account, { title: 'Second' });
        expect(second.isDefault).toBe(false);
        expect(await defaultsOf(account.userId)).toEqual([toUuid(first.id)]);

        const moved = unwrap(await expectStatus(await call(account, 'PATCH', `/v1/resumes/${second.id}`, { isDefault: true }), 200));
        expect(moved.isDefault).toBe(true);
        expect(await defaultsOf(account.userId)).toEqual([toUuid(second.id)]);
        expect(unwrap(await expectStatus(await call(account, 'GET', `/v1/resumes/${first.id}`), 200)).isDefault).toBe(false);

        // Creating with isDefault:true moves it again, leaving one default.
        const third = await create(account, { title: 'Third', isDefault: true });
        expect(third.isDefault).toBe(true);
        expect(await defaultsOf(account.userId)).toEqual([toUuid(third.id)]);

        const before = await rowsOf(account.userId);
        for (const method of ['PATCH', 'PUT']) {
          const body = await expectError(await call(account, method, `/v1/resumes/${third.id}`, { title: 'Third', isDefault: false }), 409, 'conflict', 'body.isDefault');
          expect(body.error).toMatch(/default/i);
        }
        expect(await rowsOf(account.userId)).toEqual(before);
        // isDefault:false on a resume that is not the default is a no-op; isDefault:true on the default too.
        await expectStatus(await call(account, 'PATCH', `/v1/resumes/${first.id}`, { isDefault: false }), 200);
        await expectStatus(await call(account, 'PATCH', `/v1/resumes/${third.id}`, { isDefault: true }), 200);
        expect(await defaultsOf(account.userId)).toEqual([toUuid(third.id)]);
        if (form === 'a') {
          const listing = await list(account);
          expect(listing.items.filter((item: { isDefault: boolean }) => item.isDefault).map((item: { id: string }) => item.id)).toEqual([third.id]);
        }
      });

      test('deleting the default promotes the most recently updated remaining resume', async () => {
        const account = await harness.createAccount();
        const a = await create(account, { title: 'A' });
        const b = await create(account, { title: 'B' });
        const c = await create(account, { title: 'C' });
        expect(await defaultsOf(account.userId)).toEqual([toUuid(a.id)]);
        // B becomes the most recently updated; C was created later but not touched since.
        await expectStatus(await call(account, 'PATCH', `/v1/resumes/${b.id}`, { title: 'B edited' }), 200);
        await expectStatus(await call(account, 'DELETE', `/v1/resumes/${a.id}`), 204);
        expect(await defaultsOf(account.userId)).toEqual([toUuid(b.id)]);
        expect(unwrap(await expectStatus(await call(account, 'GET', `/v1/resumes/${b.id}`), 200)).isDefault).toBe(true);
        // Deleting a resume that is not the default leaves the default alone.
        const d = await create(account, { title: 'D' });
        await expectStatus(await call(account, 'DELETE', `/v1/resumes/${d.id}`), 204);
        expect(await defaultsOf(account.userId)).toEqual([toUuid(b.id)]);
        // The last one goes; the next resume created is the default again.
        await expectStatus(await call(account, 'DELETE', `/v1/resumes/${b.id}`), 204);
        expect(await defaultsOf(account.userId)).toEqual([toUuid(c.id)]);
        await expectStatus(await call(account, 'DELETE', `/v1/resumes/${c.id}`), 204);
        expect(await countOf(account.userId)).toBe(0);
        await expectError(await call(account, 'DELETE', `/v1/resumes/${c.id}`), 404, 'not_found');
        const fresh = await create(account, { title: 'Fresh' });
        expect(fresh.isDefault).toBe(true);
      });

      test('deleting the default promotes by updatedAt, not by creation', async () => {
        const account = await harness.createAccount();
        const ids: string[] = [];
        for (const title of ['Default', 'Old', 'Older', 'Newest']) ids.push(toUuid((await create(account, { title })).id));
        await setUpdatedAt([ids[1]!], '2030-01-01T00:00:00Z');
        await setUpdatedAt([ids[2]!], '2020-01-01T00:00:00Z');
        await setUpdatedAt([ids[3]!], '2025-01-01T00:00:00Z');
        await expectStatus(await call(account, 'DELETE', `/v1/resumes/${ids[0]}`), 204);
        expect(await defaultsOf(account.userId)).toEqual([ids[1]!]);
      });

      test('10 concurrent PATCH {isDefault:true} on 10 resumes leave exactly one default', async () => {
        const account = await harness.createAccount();
        const ids: string[] = [];
        for (let index = 0; index < 10; index++) ids.push(toUuid((await create(account, { title: `C${index}` })).id));
        const responses = await Promise.all(ids.map((id) => call(account, 'PATCH', `/v1/resumes/${id}`, { isDefault: true })));
        expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
        const defaults = await defaultsOf(account.userId);
        expect(defaults).toHaveLength(1);
        expect(ids).toContain(defaults[0]!);
        expect(await countOf(account.userId)).toBe(10);
      });

      test('10 concurrent first POSTs for a new user leave exactly one default', async () => {
        const account = await harness.createAccount();
        const responses = await Promise.all(Array.from({ length: 10 }, (_, index) => call(account, 'POST', '/v1/resumes', { title: `P${index}` })));
        expect(responses.map((response) => response.status)).toEqual(Array(10).fill(201));
        const bodies = await Promise.all(responses.map(async (response) => unwrap(await response.json())));
        expect(bodies.filter((body) => body.isDefault)).toHaveLength(1);
        expect(await defaultsOf(account.userId)).toEqual([toUuid(bodies.find((body) => body.isDefault).id)]);
        expect(await countOf(account.userId)).toBe(10);
      });

      test('the database refuses a second default row', async () => {
        const account = await harness.createAccount();
        await create(account);
        const insertSecondDefault = harness.context.db
          .insertInto('resumes')
          .values({ id: crypto.randomUUID(), userId: account.userId, title: 'Second default', isDefault: true, language: 'en', templateId: 'GRAPHITE', design: {}, sections: {} })
          .execute();
        await expect(insertSecondDefault).rejects.toThrow();
        expect(await defaultsOf(account.userId)).toHaveLength(1);
        expect(await countOf(account.userId)).toBe(1);
      });
    });

    describe('limits and bad input', () => {
      /** `sections` whose JSON is exactly `bytes` long (ASCII): maximal highlights, then a summary to fill the rest. */
      function sectionsOfSize(bytes: number) {
        const experience: Array<{ title: string; highlights: string[] }> = [];
        const size = () => Buffer.byteLength(JSON.stringify({ summary: '', experience }));
        for (;;) {
          let entry = experience.at(-1);
          if (!entry || entry.highlights.length === 50) {
            entry = { title: `Role ${experience.length}`, highlights: [] };
            experience.push(entry);
          }
          entry.highlights.push('x'.repeat(1000));
          if (size() > bytes - 1100) {
            entry.highlights.pop();
            if (entry.highlights.length === 0) experience.pop();
            break;
          }
        }
        const sections = { summary: 's'.repeat(bytes - size()), experience };
        expect(Buffer.byteLength(JSON.stringify(sections))).toBe(bytes);
        return sections;
      }

      test('a document just over 256 KB is a 413 naming the path; just under is stored', async () => {
        const account = await harness.createAccount();
        const over = { title: 'Big', sections: sectionsOfSize(MAX_DOCUMENT_BYTES + 1) };
        await expectError(await call(account, 'POST', '/v1/resumes', over), 413, 'payload_too_large', /^body\.sections/);
        expect(await countOf(account.userId)).toBe(0);
        // Far over (beyond the request body cap too): still a 413 in the error shape.
        await expectError(await call(account, 'POST', '/v1/resumes', { title: 'Huge', sections: { summary: 'x'.repeat(1_200_000) } }), 413, 'payload_too_large');
        expect(await countOf(account.userId)).toBe(0);
        // Just under: the whole stored document (with language, template and design filled in) stays under 256 KB.
        const under = { title: 'Big', sections: sectionsOfSize(MAX_DOCUMENT_BYTES - 256) };
        const created = await create(account, under);
        expect(created.sections.experience).toHaveLength(under.sections.experience.length);
        const before = await rowsOf(account.userId);
        // Growing it past the limit by PUT or PATCH is refused the same way, and changes nothing.
        await expectError(await call(account, 'PUT', `/v1/resumes/${created.id}`, over), 413, 'payload_too_large', /^body\.sections/);
        await expectError(await call(account, 'PATCH', `/v1/resumes/${created.id}`, { sections: over.sections }), 413, 'payload_too_large', /^body\.sections/);
        await expectError(
          await call(account, 'PATCH', `/v1/resumes/${created.id}`, { sections: { summary: 's'.repeat(1000), custom: [{ title: 'More', items: [{ description: 'd'.repeat(5000) }] }] } }),
          413,
          'payload_too_large',
          /^body\.sections/,
        );
        expect(await rowsOf(account.userId)).toEqual(before);
      });

      test('strings over their maximum length are a 400 naming the path', async () => {
        const account = await harness.createAccount();
        const existing = await create(account);
        const before = await rowsOf(account.userId);
        const cases: Array<[unknown, string]> = [
          [{ sections: { experience: [{ title: 'Dev', highlights: ['ok', 'h'.repeat(20_000)] }] } }, 'body.sections.experience[0].highlights[1]'],
          [{ title: 't'.repeat(201) }, 'body.title'],
          [{ sections: { summary: 's'.repeat(5001) } }, 'body.sections.summary'],
          [{ sections: { header: { name: 'n'.repeat(201) } } }, 'body.sections.header.name'],
          [{ sections: { experience: [{ description: 'd'.repeat(5001) }] } }, 'body.sections.experience[0].description'],
          [{ sections: { experience: Array.from({ length: 101 }, () => ({ title: 'x' })) } }, 'body.sections.experience'],
        ];
        for (const [body, path] of cases) {
          await expectError(await call(account, 'POST', '/v1/resumes', body), 400, 'validation_failed', path);
          await expectError(await call(account, 'PUT', `/v1/resumes/${existing.id}`, body), 400, 'validation_failed', path);
          await expectError(await call(account, 'PATCH', `/v1/resumes/${existing.id}`, body), 400, 'validation_failed', path);
        }
        expect(await rowsOf(account.userId)).toEqual(before);
      });

      test('unknown fields, wrong types and impossible dates: a 400 naming the path, nothing written', async () => {
        const account = await harness.createAccount();
        const existing = await create(account, fullDocument());
        const before = await rowsOf(account.userId);
        const experience = (entry: object) => ({ sections: { experience: [{ title: 'Dev', ...entry }] } });
        const cases: Array<[unknown, string]> = [
          [{ title: 'x', owner: 'me' }, 'body.owner'],
          [{ userId: crypto.randomUUID() }, 'body.userId'],
          [{ sections: { hobbies: [] } }, 'body.sections.hobbies'],
          [experience({ salary: 100 }), 'body.sections.experience[0].salary'],
          [{ sections: { header: { name: 'x', twitter: '@x' } } }, 'body.sections.header.twitter'],
          [{ design: { colour: 'red' } }, 'body.design.colour'],
          [{ title: 5 }, 'body.title'],
          [{ title: '' }, 'body.title'],
          [{ isDefault: 'yes' }, 'body.isDefault'],
          [{ sections: { experience: { title: 'Dev' } } }, 'body.sections.experience'],
          [{ sections: { summary: ['a'] } }, 'body.sections.summary'],
          [experience({ current: 'true' }), 'body.sections.experience[0].current'],
          [experience({ highlights: 'one' }), 'body.sections.experience[0].highlights'],
          [{ language: 'xx' }, 'body.language'],
          [{ design: { pageSize: 'A5' } }, 'body.design.pageSize'],
          [{ design: { fontSize: 100 } }, 'body.design.fontSize'],
          [{ design: { pageNumbering: 'roman' } }, 'body.design.pageNumbering'],
          [{ sectionOrder: ['header', 'hobbies'] }, 'body.sectionOrder[1]'],
          [{ sectionOrder: ['header', 'header'] }, 'body.sectionOrder'],
          [experience({ startDate: '2021-13' }), 'body.sections.experience[0].startDate'],
          [experience({ startDate: '21-01' }), 'body.sections.experience[0].startDate'],
          [experience({ startDate: '2021/01' }), 'body.sections.experience[0].startDate'],
          [experience({ startDate: '2021-1' }), 'body.sections.experience[0].startDate'],
          [experience({ startDate: 'Jan 2021' }), 'body.sections.experience[0].startDate'],
          [experience({ startDate: '2021-01-01T00:00:00Z' }), 'body.sections.experience[0].startDate'],
          [experience({ startDate: '2023-02-29' }), 'body.sections.experience[0].startDate'],
          [experience({ startDate: '2021-04-31' }), 'body.sections.experience[0].startDate'],
          [experience({ startDate: '2021-06', endDate: '2021-05' }), 'body.sections.experience[0].endDate'],
          [experience({ startDate: '2021-06-15', endDate: '2021-06-14' }), 'body.sections.experience[0].endDate'],
          [experience({ startDate: '2021', endDate: '2020-12' }), 'body.sections.experience[0].endDate'],
          [experience({ startDate: '2021', endDate: '2022', current: true }), 'body.sections.experience[0].endDate'],
          [{ sections: { education: [{ institution: 'U', startDate: '2015', endDate: '2014' }] } }, 'body.sections.education[0].endDate'],
          [{ sections: { certifications: [{ name: 'C', date: '2021-02-30' }] } }, 'body.sections.certifications[0].date'],
          [{ sections: { publications: [{ name: 'P', releaseDate: '2021-00' }] } }, 'body.sections.publications[0].releaseDate'],
        ];
        for (const [body, path] of cases) {
          await expectError(await call(account, 'POST', '/v1/resumes', body), 400, 'validation_failed', path);
          await expectError(await call(account, 'PUT', `/v1/resumes/${existing.id}`, body), 400, 'validation_failed', path);
          await expectError(await call(account, 'PATCH', `/v1/resumes/${existing.id}`, body), 400, 'validation_failed', path);
        }
        // An id in the body is POST's upsert (test/form-a-compat-resources.test.ts); PUT and PATCH take theirs from the path only.
        for (const method of ['PUT', 'PATCH']) {
          await expectError(await call(account, method, `/v1/resumes/${existing.id}`, { id: existing.id, title: 'x' }), 400, 'validation_failed', 'body.id');
        }
        expect(await rowsOf(account.userId)).toEqual(before);
        // Partial dates compare by what they can mean: "2021" does not end before "2021-06".
        await expectStatus(await call(account, 'PATCH', `/v1/resumes/${existing.id}`, experience({ startDate: '2021-06', endDate: '2021' })), 200);
        await expectStatus(await call(account, 'PATCH', `/v1/resumes/${existing.id}`, experience({ startDate: '2024-02-29', endDate: '' })), 200);
      });

      test('prototype-pollution keys, malformed JSON and non-object bodies: a clear 4xx, nothing written', async () => {
        const account = await harness.createAccount();
        const existing = await create(account);
        const before = await rowsOf(account.userId);
        const raw = (method: string, path: string, body: string, contentType = 'application/json') =>
          harness.request(path, { method, apiKey: account.apiKey, form, headers: { 'content-type': contentType }, body });
        const targets = [
          ['POST', '/v1/resumes'],
          ['PUT', `/v1/resumes/${existing.id}`],
          ['PATCH', `/v1/resumes/${existing.id}`],
        ] as const;
        for (const [method, path] of targets) {
          for (const key of ['__proto__', 'constructor', 'prototype']) {
            for (const body of [`{"title":"x","${key}":{"isDefault":true}}`, `{"sections":{"${key}":{"polluted":true}}}`, `{"sections":{"experience":[{"title":"x","${key}":{"polluted":true}}]}}`]) {
              const error = await expectError(await raw(method, path, body), 400, 'validation_failed');
              expect(error.details.map((detail: { path: string }) => detail.path).join(' ')).toContain(key);
            }
          }
          await expectError(await raw(method, path, '{"title": '), 400, 'invalid_json');
          for (const body of ['[]', '"resume"', 'null', '42', '[{"title":"x"}]']) await expectError(await raw(method, path, body), 400, 'validation_failed');
          await expectError(await raw(method, path, '<resume/>', 'application/xml'), 415, 'unsupported_media_type');
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect(({} as Record<string, unknown>).isDefault).toBeUndefined();
        expect(await rowsOf(account.userId)).toEqual(before);
        // "constructor" as a value (not a key) is ordinary text.
        const fine = await create(account, { title: 'constructor', sections: { skills: ['__proto__'] } });
        expect(fine.title).toBe('constructor');
      });

      test('?format other than jsonresume is a 400; jsonresume answers a JSON Resume document', async () => {
        const account = await harness.createAccount();
        const resume = await create(account, { sections: { header: { name: 'Ada' } } });
        await expectError(await call(account, 'GET', `/v1/resumes/${resume.id}?format=pdf`), 400, 'validation_failed', 'query.format');
        const document = await expectStatus(await call(account, 'GET', `/v1/resumes/${resume.id}?format=jsonresume`), 200);
        expect(document.basics.name).toBe('Ada');
      });
    });

    describe('GET /v1/resumes/schema', () => {
      test('is a JSON Schema of the document that accepts valid documents and rejects unknown fields', async () => {
        const account = await harness.createAccount();
        const schema = await expectStatus(await call(account, 'GET', '/v1/resumes/schema'), 200);
        expect(schema.type).toBe('object');
        expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['title', 'isDefault', 'language', 'templateId', 'design', 'sections', 'sectionOrder']));
        expect(Object.keys(schema.properties.sections.properties)).toEqual(
          expect.arrayContaining([
            'header',
            'summary',
            'experience',
            'education',
            'skills',
            'languages',
            'certifications',
            'projects',
            'awards',
            'volunteering',
            'publications',
            'references',
            'custom',
          ]),
        );
        const ajv = new Ajv({ allErrors: true, strict: false });
        addFormats(ajv);
        const validate = ajv.compile(schema);
        const input = fullDocument();
        expect(validate(input)).toBe(true);
        // The document the service created from it validates too (minus what the server adds).
        const created = await create(account, input);
        const { title, isDefault, language, design, sections, sectionOrder } = created;
        expect(validate({ title, isDefault, language, templateId: created.templateId, design, sections, sectionOrder })).toBe(true);

        expect(validate({ ...input, extra: true })).toBe(false);
        expect(validate({ ...input, sections: { ...input.sections, hobbies: [] } })).toBe(false);
        expect(validate({ ...input, sections: { ...input.sections, experience: [{ title: 'x', salary: 1 }] } })).toBe(false);
        expect(validate({ ...input, sections: { ...input.sections, experience: [{ title: 'x', startDate: '2021-13' }] } })).toBe(false);
        expect(validate({ ...input, title: 5 })).toBe(false);
        expect(validate({ ...input, sections: { ...input.sections, experience: [{ highlights: ['h'.repeat(20_000)] }] } })).toBe(false);
      });
    });
  });
});
