/**
 * A client generated from the OpenAPI document compiles. scripts/dump-openapi.ts writes the document
 * (no server, no database), openapi-typescript turns it into types, and a small program written
 * against them with openapi-fetch (create a resume, read it, list, tailor in Form A, export, read the
 * settings) must type-check. Should the document regress (a body turns anonymous or `unknown`, an
 * integer turns into `string | number`, a parameter or operation disappears), the program stops
 * compiling: the second test proves it on a document with one response blanked.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import openapiTS from 'openapi-typescript';

const root = resolve(import.meta.dir, '..');

/** The program a Form A integrator would write; every line leans on a named, typed part of the document. */
const program = `
import createClient from 'openapi-fetch';
import type { components, paths } from './vitae-api.ts';

type Schemas = components['schemas'];
/** true when T is unknown or any: a type that tells a client nothing. */
type Vague<T> = unknown extends T ? true : false;
const named: [Vague<Schemas['ResumeA']>, Vague<Schemas['ResumeB']>, Vague<Schemas['Error']>, Vague<Schemas['TailorRequestA']>, Vague<Schemas['ExportRequest']>] = [false, false, false, false, false];

const client = createClient<paths>({ baseUrl: 'http://localhost:3000', headers: { 'x-api-key': 'vitae_live_…' } });
const formA = { header: { 'X-Api-Form': 'a' } } as const;

export async function tailorInFormA(): Promise<Blob | undefined> {
  const created = await client.POST('/v1/resumes', {
    params: formA,
    body: { title: 'Backend engineer', language: 'en', templateId: 'graphite', sections: { header: { name: 'Ada Lovelace' }, experience: [{ title: 'Engineer', company: 'Analytical Engines', startDate: '2021-03' }] } },
  });
  if (created.error) {
    const code: Schemas['Error']['code'] = created.error.code;
    throw new Error(code);
  }
  if (!('resumeId' in created.data)) return undefined; // Form B would answer {data}
  const resume: Schemas['ResumeA'] = created.data;
  const experience: Schemas['ResumeExperience'] | undefined = resume.sections.experience?.[0];

  const read = await client.GET('/v1/resumes/{resumeId}', { params: { path: { resumeId: resume.resumeId }, header: { 'X-Api-Form': 'a' } } });
  const company: string | undefined = read.data && 'resumeId' in read.data ? read.data.sections.experience?.[0]?.company : experience?.company;

  const list = await client.GET('/v1/resumes', { params: { query: { limit: 10, offset: 0 }, ...formA } });
  const total: number = list.data && 'total' in list.data ? list.data.total + list.data.limit + list.data.offset : 0;

  const tailored = await client.POST('/v1/tailor', {
    params: formA,
    body: { positionName: 'Staff Engineer', resumeId: resume.id, jobDescription: 'We are hiring a Staff Engineer to lead our billing platform.', includeCoverLetter: false, fontSize: 10 },
    parseAs: 'blob',
  });
  if (tailored.error) throw new Error(tailored.error.error);

  const exported = await client.POST('/v1/export', { body: { resumeId: resume.id, templateId: 'graphite', pageNumbering: 'simple' }, parseAs: 'blob' });
  const settings = await client.GET('/v1/settings');
  const custom: boolean | undefined = settings.data?.data.model.isCustom;
  const template = await client.GET('/v1/templates/{templateId}', { params: { path: { templateId: 'graphite' } } });
  const atsScore: number | undefined = template.data && 'atsScore' in template.data ? template.data.atsScore : undefined;

  console.log(named, company, total, exported.response.status, custom, atsScore);
  return tailored.data;
}
`;

const tsconfig = {
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'bundler',
    lib: ['ES2023', 'DOM'],
    types: [],
    strict: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
  },
  files: ['program.ts'],
};

/** Generates the types of `document` next to the program and compiles both: tsc's exit code and output. */
async function compileAgainst(document: object): Promise<{ exitCode: number; output: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'vitae-client-'));
  try {
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    writeFileSync(join(dir, 'vitae-api.ts'), await openapiTS(structuredClone(document) as never));
    writeFileSync(join(dir, 'program.ts'), program);
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
    const tsc = Bun.spawnSync([join(root, 'node_modules', '.bin', 'tsc'), '-p', dir], { cwd: dir });
    return { exitCode: tsc.exitCode ?? -1, output: `${tsc.stdout.toString()}${tsc.stderr.toString()}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('a client generated from /openapi.json', () => {
  let document: any;
  beforeAll(() => {
    const dump = Bun.spawnSync([process.execPath, join(root, 'scripts', 'dump-openapi.ts')], { cwd: root, env: { ...process.env, PUBLIC_BASE_URL: 'http://localhost:3000' } });
    expect(dump.stderr.toString()).toBe('');
    document = JSON.parse(dump.stdout.toString());
  });
  afterAll(() => {});

  test('compiles: a Form A program that creates, reads, lists, tailors and exports a resume type-checks', async () => {
    const { exitCode, output } = await compileAgainst(document);
    expect(output).toBe('');
    expect(exitCode).toBe(0);
  }, 60_000);

  test('stops compiling when a response turns anonymous (the document regressed)', async () => {
    const regressed = structuredClone(document);
    regressed.paths['/v1/resumes/{resumeId}'].get.responses['200'].content['application/json'].schema = {};
    const { exitCode, output } = await compileAgainst(regressed);
    expect(exitCode).not.toBe(0);
    expect(output).toContain('program.ts');
  }, 60_000);
});
