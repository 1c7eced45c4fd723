/**
 * JSON Resume in and out (issue #3 item 5): every document shipped with @jsonresume/schema is created
 * through POST /v1/resumes, read back with ?format=jsonresume, validated against the JSON Resume
 * schema and compared with the original field by field. Plus unit tests of the mapping's LinkedIn
 * and location handling.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { Resume } from '../src/domain/resume.ts';
import { fromJsonResume, isJsonResume, toJsonResume } from '../src/resumes/json-resume.ts';
import { databaseKinds } from './support/databases.ts';
import { createHarness, type Harness, type TestAccount } from './support/harness.ts';

const kinds = await databaseKinds();
const packageDir = join(import.meta.dir, '..', 'node_modules', '@jsonresume', 'schema');
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, any>;

const samples: Array<[name: string, document: Record<string, any>]> = [
  ['sample.resume.json', readJson(join(packageDir, 'sample.resume.json'))],
  ...readdirSync(join(packageDir, 'examples'))
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file): [string, Record<string, any>] => [`examples/${file}`, readJson(join(packageDir, 'examples', file))]),
];

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validateJsonResume = ajv.compile(readJson(join(packageDir, 'schema.json')));

/** Asserts that `document` is a valid JSON Resume document, showing ajv's errors when not. */
function expectValidJsonResume(document: unknown) {
  const valid = validateJsonResume(document);
  expect(valid ? [] : validateJsonResume.errors).toEqual([]);
}

/** The source as the round trip should give it back: no `$schema`/`meta`, empty strings absent. */
function comparable(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (Array.isArray(value)) return value.map(comparable).filter((item) => item !== undefined);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => [key, comparable(item)] as const);
    const kept = entries.filter(([, item]) => item !== undefined);
    return Object.fromEntries(kept);
  }
  return value;
}
function withoutBookkeeping(document: Record<string, any>) {
  const { $schema: _schema, meta: _meta, ...rest } = document;
  return rest;
}

/** A stored resume around `sections`, for the unit tests of toJsonResume. */
function resumeWith(sections: Resume['sections']): Resume {
  const at = new Date('2024-05-01T12:00:00Z');
  return { id: crypto.randomUUID(), title: 'T', isDefault: true, language: 'en', templateId: 'GRAPHITE', design: {}, sections, sectionOrder: null, createdAt: at, updatedAt: at };
}

test('the package ships the documents this suite relies on', () => {
  expect(samples.length).toBeGreaterThanOrEqual(4);
  for (const [, document] of samples) expectValidJsonResume(document);
});

describe.each(kinds)('JSON Resume on %s', (kind) => {
  let harness: Harness;
  let account: TestAccount;
  beforeAll(async () => {
    harness = await createHarness(kind);
    account = await harness.createAccount();
  }, 60_000);
  afterAll(() => harness.dispose());

  const call = (method: string, path: string, json?: unknown) => harness.request(path, { method, json, apiKey: account.apiKey, form: 'a' });

  describe.each(samples)('%s', (_name, source) => {
    test('created (201), exported as a valid JSON Resume document that keeps every mapped field', async () => {
      const created = await call('POST', '/v1/resumes', source);
      const createdText = await created.text();
      expect({ status: created.status, body: created.status === 201 ? undefined : createdText }).toEqual({ status: 201, body: undefined });
      const resume = JSON.parse(createdText);
      expect(resume.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(resume.title).toContain(source.basics.name);

      const exported = await call('GET', `/v1/resumes/${resume.id}?format=jsonresume`);
      expect(exported.status).toBe(200);
      expect(exported.headers.get('content-type')).toContain('application/json');
      const document = await exported.json();
      expectValidJsonResume(document);
      expect(document.meta.lastModified).toBe(resume.updatedAt.slice(0, 19));

      // Field by field, so that a failure names the section.
      const expected = comparable(withoutBookkeeping(source)) as Record<string, unknown>;
      const actual = withoutBookkeeping(document);
      for (const key of new Set([...Object.keys(expected), ...Object.keys(actual)])) expect({ [key]: actual[key] }).toEqual({ [key]: expected[key] });

      // The same through the other spellings of the id, and in Form B.
      const viaPrefix = await harness.request(`/v1/resumes/res_${resume.id.replaceAll('-', '')}?format=jsonresume`, { apiKey: account.apiKey, form: 'b' });
      expect(viaPrefix.status).toBe(200);
      expect(withoutBookkeeping(await viaPrefix.json())).toEqual(actual);
    });

    test('the stored document uses our fields: header, experience with current, education', async () => {
      const resume = await (await call('POST', '/v1/resumes', source)).json();
      const { header, experience = [], education = [] } = resume.sections;
      expect(header.name).toBe(source.basics.name);
      expect(header.title).toBe(source.basics.label);
      expect(header.email).toBe(source.basics.email);
      expect(header.website).toBe(source.basics.url);
      expect(header.address).toEqual(
        comparable({
          street: source.basics.location.address,
          postalCode: source.basics.location.postalCode,
          city: source.basics.location.city,
          region: source.basics.location.region,
          countryCode: source.basics.location.countryCode,
        }),
      );
      expect(resume.sections.summary).toBe(source.basics.summary);
      const linkedin = (source.basics.profiles ?? []).find((profile: { network: string }) => profile.network.toLowerCase() === 'linkedin');
      expect(header.linkedin).toBe(linkedin?.url);
      (source.work ?? []).forEach((work: Record<string, string>, index: number) => {
        expect(experience[index]).toMatchObject(comparable({ company: work.name, title: work.position, startDate: work.startDate, description: work.summary }) as object);
        if (work.endDate) {
          expect(experience[index].endDate).toBe(work.endDate);
          expect(experience[index].current).toBeUndefined();
        } else {
          expect(experience[index].endDate).toBeUndefined();
          expect(experience[index].current).toBe(true);
        }
      });
      (source.education ?? []).forEach((entry: Record<string, string>, index: number) => {
        expect(education[index]).toMatchObject(comparable({ institution: entry.institution, field: entry.area, degree: entry.studyType, grade: entry.score }) as object);
      });
    });
  });

  test('a work entry without endDate stays without endDate', async () => {
    const source = {
      basics: { name: 'Ongoing' },
      work: [
        { name: 'Now Inc', position: 'Dev', startDate: '2022-01' },
        { name: 'Then Ltd', position: 'Dev', startDate: '2019', endDate: '2021-12' },
      ],
    };
    const resume = await (await call('POST', '/v1/resumes', source)).json();
    expect(resume.sections.experience[0]).toEqual({ company: 'Now Inc', title: 'Dev', startDate: '2022-01', current: true });
    const document = await (await call('GET', `/v1/resumes/${resume.id}?format=jsonresume`)).json();
    expect(document.work).toEqual(source.work);
    expect('endDate' in document.work[0]).toBe(false);
  });

  test('JSON Resume input is checked: impossible dates and a period ending before it starts are a 400, nothing written', async () => {
    const before = await countResumes(harness, account.userId);
    for (const work of [
      { name: 'X', startDate: '2021-13' },
      { name: 'X', startDate: '2021-02-30' },
      { name: 'X', startDate: '2021-06', endDate: '2020-01' },
    ]) {
      const response = await call('POST', '/v1/resumes', { basics: { name: 'Bad dates' }, work: [work] });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.code).toBe('validation_failed');
      expect(body.details[0].path).toMatch(/experience\[0\]\.(startDate|endDate)$/);
    }
    expect(await countResumes(harness, account.userId)).toBe(before);
  });

  test('a body whose basics is not an object is not a JSON Resume document: 400, nothing written', async () => {
    const before = await countResumes(harness, account.userId);
    for (const basics of [null, [], 'Ada', 5]) {
      const response = await call('POST', '/v1/resumes', { basics });
      expect({ basics, status: response.status }).toEqual({ basics, status: 400 });
    }
    expect(await countResumes(harness, account.userId)).toBe(before);
  });

  test('JSON Resume fields of the wrong type are a 400, not silently dropped', async () => {
    const before = await countResumes(harness, account.userId);
    for (const document of [
      { basics: { name: 5 } },
      { basics: { name: 'Ada', profiles: 'linkedin' } },
      { basics: { name: 'Ada' }, work: { name: 'Acme' } },
      { basics: { name: 'Ada' }, work: [{ name: 'Acme', highlights: 'one' }] },
    ]) {
      const response = await call('POST', '/v1/resumes', document);
      expect({ document, status: response.status }).toEqual({ document, status: 400 });
    }
    expect(await countResumes(harness, account.userId)).toBe(before);
  });

  test('a resume written in our format exports as a valid JSON Resume document, URLs without a scheme included', async () => {
    const response = await call('POST', '/v1/resumes', {
      title: 'Ours',
      sections: {
        header: {
          name: 'Alexandra Novák',
          email: 'alexandra@example.com',
          website: 'novak.example.com',
          linkedin: 'linkedin.com/in/anovak',
          location: 'München, Germany',
          links: [{ label: 'GitHub', url: 'github.com/anovak' }],
        },
        experience: [{ title: 'Dev', company: 'Acme', url: 'acme.example.com', startDate: '2020-01', current: true }],
        projects: [{ name: 'vitae', url: 'www.example.com/vitae' }],
      },
    });
    expect(response.status).toBe(201);
    const resume = await response.json();
    const document = await (await call('GET', `/v1/resumes/${resume.id}?format=jsonresume`)).json();
    expectValidJsonResume(document);
    expect(document.basics.location).toEqual({ city: 'München, Germany' });
  });
});

async function countResumes(harness: Harness, userId: string): Promise<number> {
  return (await harness.context.db.selectFrom('resumes').select('id').where('userId', '=', userId).execute()).length;
}

describe('fromJsonResume / toJsonResume', () => {
  test('isJsonResume: an object with a basics key (its shape is then checked, so a bad basics is a 400 at body.basics)', () => {
    expect(isJsonResume({ basics: {} })).toBe(true);
    expect(isJsonResume({ title: 'x', sections: {} })).toBe(false);
    expect(isJsonResume([{ basics: {} }])).toBe(false);
    expect(isJsonResume(null)).toBe(false);
    expect(isJsonResume({ basics: 'Ada' })).toBe(true);
  });

  test('a LinkedIn profile fills header.linkedin with its URL, stays in links, and is exported once', () => {
    for (const network of ['LinkedIn', 'linkedin', 'LINKEDIN']) {
      const source = {
        basics: {
          name: 'Ada',
          profiles: [
            { network: 'GitHub', username: 'ada', url: 'https://github.com/ada' },
            { network, username: 'ada-l', url: 'https://www.linkedin.com/in/ada-l' },
          ],
        },
      };
      const { sections } = fromJsonResume(source);
      expect(sections!.header!.linkedin).toBe('https://www.linkedin.com/in/ada-l');
      expect(sections!.header!.links).toEqual([
        { label: 'GitHub', username: 'ada', url: 'https://github.com/ada' },
        { label: network, username: 'ada-l', url: 'https://www.linkedin.com/in/ada-l' },
      ]);
      const exported = toJsonResume(resumeWith(sections!));
      expect(exported.basics).toMatchObject({ profiles: source.basics.profiles });
      expectValidJsonResume(exported);
    }
  });

  test('a LinkedIn profile with only a username fills header.linkedin with the username', () => {
    const { sections } = fromJsonResume({ basics: { profiles: [{ network: 'LinkedIn', username: 'ada-l' }] } });
    expect(sections!.header).toEqual({ linkedin: 'ada-l', links: [{ label: 'LinkedIn', username: 'ada-l' }] });
    expect((toJsonResume(resumeWith(sections!)).basics as Record<string, unknown>).profiles).toEqual([{ network: 'LinkedIn', username: 'ada-l' }]);
  });

  test('header.linkedin alone becomes a LinkedIn profile: a URL (given a scheme when it lacks one) or a username', () => {
    const profiles = (linkedin: string) => (toJsonResume(resumeWith({ header: { name: 'Ada', linkedin } })).basics as Record<string, unknown>).profiles;
    expect(profiles('https://www.linkedin.com/in/ada')).toEqual([{ network: 'LinkedIn', url: 'https://www.linkedin.com/in/ada' }]);
    expect(profiles('linkedin.com/in/ada')).toEqual([{ network: 'LinkedIn', url: 'https://linkedin.com/in/ada' }]);
    expect(profiles('ada-l')).toEqual([{ network: 'LinkedIn', username: 'ada-l' }]);
    expectValidJsonResume(toJsonResume(resumeWith({ header: { name: 'Ada', linkedin: 'linkedin.com/in/ada' } })));
    // Already among the links: not added twice.
    const listed = toJsonResume(resumeWith({ header: { linkedin: 'https://linkedin.com/in/ada', links: [{ label: 'linkedin', url: 'https://linkedin.com/in/ada' }] } }));
    expect((listed.basics as Record<string, unknown>).profiles).toEqual([{ network: 'linkedin', url: 'https://linkedin.com/in/ada' }]);
  });

  test('no LinkedIn profile, no header.linkedin; a profile without network keeps its url', () => {
    const { sections } = fromJsonResume({ basics: { name: 'Ada', profiles: [{ url: 'https://ada.example.com' }, { network: 'Twitter', username: 'ada' }] } });
    expect(sections!.header!.linkedin).toBeUndefined();
    expect(sections!.header!.links).toEqual([{ url: 'https://ada.example.com' }, { label: 'Twitter', username: 'ada' }]);
  });

  test('location: the full address is kept, plus a one-line location of city, region and country', () => {
    const location = { address: '2712 Broadway St', postalCode: 'CA 94115', city: 'San Francisco', countryCode: 'US', region: 'California' };
    const { sections } = fromJsonResume({ basics: { name: 'Ada', location } });
    expect(sections!.header!.address).toEqual({ street: '2712 Broadway St', postalCode: 'CA 94115', city: 'San Francisco', countryCode: 'US', region: 'California' });
    expect(sections!.header!.location).toBe('San Francisco, California, US');
    expect((toJsonResume(resumeWith(sections!)).basics as Record<string, unknown>).location).toEqual(location);
  });

  test('location: partial and empty parts', () => {
    const header = (location: Record<string, string>) => fromJsonResume({ basics: { name: 'Ada', location } }).sections!.header!;
    expect(header({ city: 'Berlin' })).toMatchObject({ location: 'Berlin', address: { city: 'Berlin' } });
    expect(header({ countryCode: 'DE' })).toMatchObject({ location: 'DE', address: { countryCode: 'DE' } });
    const streetOnly = header({ address: 'Main St 1' });
    expect(streetOnly.location).toBeUndefined();
    expect(streetOnly.address).toEqual({ street: 'Main St 1' });
    const empty = header({ address: '', city: '', countryCode: ' ' });
    expect(empty.location).toBeUndefined();
    expect(empty.address).toBeUndefined();
    expect(fromJsonResume({ basics: { name: 'Ada', location: { city: 'Berlin', region: '', countryCode: 'DE' } } }).sections!.header!.location).toBe('Berlin, DE');
  });

  test('location out: the address when there is one, else the one-line location as city, else none', () => {
    const locationOf = (header: Record<string, unknown>) => (toJsonResume(resumeWith({ header })).basics as Record<string, unknown>).location;
    expect(locationOf({ name: 'Ada', location: 'München, Germany' })).toEqual({ city: 'München, Germany' });
    expect(locationOf({ name: 'Ada', location: 'ignored when an address exists', address: { city: 'Berlin', countryCode: 'DE' } })).toEqual({ city: 'Berlin', countryCode: 'DE' });
    expect(locationOf({ name: 'Ada' })).toBeUndefined();
    expect(locationOf({ name: 'Ada', address: {} })).toBeUndefined();
  });

  test('dates and current: current entries export without endDate; empty dates are left out', () => {
    const exported = toJsonResume(
      resumeWith({
        experience: [
          { company: 'A', startDate: '2021-03', endDate: '', current: true },
          { company: 'B', startDate: '2019', endDate: '2021-02' },
          { company: 'C', startDate: '' },
        ],
        skills: ['Go', { name: 'TS', keywords: [] }],
      }),
    );
    expect(exported.work).toEqual([{ name: 'A', startDate: '2021-03' }, { name: 'B', startDate: '2019', endDate: '2021-02' }, { name: 'C' }]);
    expect(exported.skills).toEqual([{ name: 'Go' }, { name: 'TS' }]);
    expect(exported.$schema).toBe('https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json');
    expect(exported.meta).toEqual({ version: 'v1.0.0', lastModified: '2024-05-01T12:00:00' });
    expectValidJsonResume(exported);
  });

  test('an empty resume exports as a valid, nearly empty document', () => {
    const exported = toJsonResume(resumeWith({}));
    expectValidJsonResume(exported);
    expect(withoutBookkeeping(exported)).toEqual({ basics: {} });
  });

  test('title: name and label, the name alone, or "Imported resume"', () => {
    expect(fromJsonResume({ basics: { name: 'Ada', label: 'Engineer' } }).title).toBe('Ada – Engineer');
    expect(fromJsonResume({ basics: { name: 'Ada' } }).title).toBe('Ada');
    expect(fromJsonResume({ basics: {} }).title).toBe('Imported resume');
  });
});
