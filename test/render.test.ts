/**
 * Rendering through the API, on both stores and in both forms: real PDF bytes read back with
 * poppler as an ATS would, credits charged only for delivered PDFs, caching with ETags, and every
 * bad option or document refused with a clear 4xx.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { databaseKinds } from './support/databases.ts';
import { createHarness, type Harness, type TestAccount } from './support/harness.ts';
import { pdfFonts, pdfInfo, pdfText, positionsOf } from './support/pdf-tools.ts';
import { referenceResume } from './fixtures/reference-resume.ts';
import { findTemplate } from '../src/templates/catalog.ts';

const kinds = await databaseKinds();

describe.each(kinds)('rendering on %s', (kind) => {
  let harness: Harness;
  let account: TestAccount;
  let resumeId: string;
  beforeAll(async () => {
    harness = await createHarness(kind);
    account = await harness.createAccount({ credits: 100 });
    const created = await harness.request('/v1/resumes', { method: 'POST', apiKey: account.apiKey, json: { ...referenceResume(), templateId: 'COBALT' } });
    resumeId = (await created.json()).id;
  }, 60_000);
  afterAll(() => harness.dispose());

  const exportPdf = (json: Record<string, unknown>, headers: Record<string, string> = {}, apiKey = account.apiKey) =>
    harness.request('/v1/export', { method: 'POST', apiKey, json: { resumeId, ...json }, headers });

  test('Form A export: a real, ATS-readable PDF with the resume saved template by default', async () => {
    const response = await exportPdf({ locale: 'de', pageNumbering: 'page' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('filename="Alexandra-M-Novak-Resume.pdf"');
    expect(response.headers.get('content-disposition')).toContain("filename*=UTF-8''Alexandra%20M.%20Nov%C3%A1k");
    const pdf = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    // Templates may set section titles in capitals and wrap a name in a narrow sidebar: compare
    // case-insensitively with whitespace flattened.
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    for (const word of ['Alexandra M. Novák', 'Northwind Logistics GmbH', 'Technische Universität München', 'TypeScript', 'Berufserfahrung', 'Ausbildung', 'heute', 'Seite 1 von 2']) {
      expect(text.toLocaleLowerCase('de')).toContain(word.toLocaleLowerCase('de'));
    }
    // Main column first, whole: experience entries appear in order and are not interleaved with sidebar sections.
    const [northwind, helix, brightline, kestrel] = positionsOf(text, ['Northwind Logistics', 'Helix Payments', 'Brightline Media', 'Kestrel Software']);
    expect(northwind! < helix! && helix! < brightline! && brightline! < kestrel!).toBe(true);
    const info = pdfInfo(pdf);
    expect(info.Pages).toBe('2');
    expect(info.Title).toContain('Alexandra M. Novák');
    expect(info.Author).toBe('Alexandra M. Novák');
    const fonts = pdfFonts(pdf);
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    for (const font of fonts) expect(font).toMatchObject({ embedded: true, subset: true, unicode: true });
    expect(fonts.some((font) => font.name.includes('Roboto'))).toBe(true);
  });

  test('a one-page resume is numbered only when the request or its saved design asks, not by a template default', async () => {
    // BASALT numbers pages "1/2" by default; a one-page resume then carries no number.
    const created = await harness.request('/v1/resumes', {
      method: 'POST',
      apiKey: account.apiKey,
      json: { title: 'One page', templateId: 'BASALT', sections: { header: { name: 'Ana Lima' }, summary: 'Nurse.' } },
    });
    const onePageId = (await created.json()).id as string;
    const textOf = async (json: Record<string, unknown>) => pdfText(new Uint8Array(await (await exportPdf({ resumeId: onePageId, ...json })).arrayBuffer())).trim();
    expect(await textOf({})).not.toContain('1/1');
    expect(await textOf({ pageNumbering: 'fraction' })).toContain('1/1');
    await harness.request(`/v1/resumes/${onePageId}`, { method: 'PATCH', apiKey: account.apiKey, json: { design: { pageNumbering: 'page' } } });
    expect(await textOf({})).toContain('Page 1 of 1');
  });

  test('Form B render: templateId in any case and fontId; email and profile links are clickable', async () => {
    const response = await harness.request(`/v1/resumes/res_${resumeId.replaceAll('-', '')}/render`, {
      method: 'PUT',
      apiKey: account.apiKey,
      form: 'b',
      json: { templateId: 'graphite', fontId: 'EB Garamond' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-api-form')).toBe('b');
    const pdf = new Uint8Array(await response.arrayBuffer());
    expect(pdfFonts(pdf).every((font) => font.name.includes('EBGaramond'))).toBe(true);
    const raw = new TextDecoder('latin1').decode(pdf);
    expect(raw).toContain('/URI (mailto:alexandra.novak@example.com)');
    expect(raw).toMatch(/\/URI \(https:\/\/linkedin\.com\/in\/anovak\)/);
  });

  test('credits: 1 per render; the cache answers identical renders; If-None-Match is a free 304', async () => {
    const before = Number((await harness.request('/v1/settings', { apiKey: account.apiKey })).headers.get('x-credits-remaining'));
    const colorId = findTemplate('NICKEL')!.availableColors.at(-1)!.id;
    const first = await exportPdf({ templateId: 'NICKEL', colorId });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(Number(first.headers.get('x-credits-remaining'))).toBe(before - 1);
    const firstBytes = new Uint8Array(await first.arrayBuffer());
    const again = await exportPdf({ templateId: 'nickel', colorId });
    expect(again.headers.get('etag')).toBe(etag);
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(firstBytes);
    expect(Number(again.headers.get('x-credits-remaining'))).toBe(before - 2);
    const notModified = await exportPdf({ templateId: 'NICKEL', colorId }, { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(Number(notModified.headers.get('x-credits-remaining'))).toBe(before - 2);
    const changed = await exportPdf({ templateId: 'NICKEL', colorId, fontSize: 11 }, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  test('unknown resume or template: 404; unknown colour or font: 400 listing the valid ones; nothing charged', async () => {
    const before = Number((await harness.request('/v1/settings', { apiKey: account.apiKey })).headers.get('x-credits-remaining'));
    expect((await exportPdf({ resumeId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await exportPdf({ resumeId: "' OR 1=1--" })).status).toBe(404);
    const template = await exportPdf({ templateId: 'NOPE' });
    expect(template.status).toBe(404);
    expect((await template.json()).code).toBe('not_found');
    const color = await exportPdf({ templateId: 'COBALT', colorId: 'plaid' });
    expect(color.status).toBe(400);
    const colorBody = await color.json();
    expect(colorBody.error).toContain(
      findTemplate('COBALT')!
        .availableColors.map((color) => color.id)
        .join(', '),
    );
    expect(colorBody.details[0].path).toBe('body.colorId');
    const font = await exportPdf({ font: 'Comic Sans' });
    expect(font.status).toBe(400);
    expect((await font.json()).error).toContain('Roboto');
    const after = Number((await harness.request('/v1/settings', { apiKey: account.apiKey })).headers.get('x-credits-remaining'));
    expect(after).toBe(before);
  });

  test('bad numbers: fontSize 1e309, negative margins, spacing 0 are 400', async () => {
    const overflow = await harness.request('/v1/export', {
      method: 'POST',
      apiKey: account.apiKey,
      headers: { 'content-type': 'application/json' },
      body: `{"resumeId":"${resumeId}","fontSize":1e309}`,
    });
    expect(overflow.status).toBe(400);
    for (const body of [{ margin: -5 }, { spacing: 0 }, { fontSize: 'big' }, { pageNumbering: 'roman' }, { locale: 'xx' }, { unknown: true }]) {
      const response = await exportPdf(body);
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('validation_failed');
    }
  });

  test('characters no font has: 422 naming them, nothing charged', async () => {
    const created = await harness.request('/v1/resumes', { method: 'POST', apiKey: account.apiKey, json: { sections: { header: { name: 'Emoji Person 🚀' }, summary: 'I ❤ code 漢字' } } });
    const id = (await created.json()).id;
    const response = await exportPdf({ resumeId: id });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.code).toBe('unprocessable');
    expect(body.error).toContain('🚀 (U+1F680)');
    expect(body.error).toContain('漢');
  });

  test('402 when out of credits, 403 without the render scope, 401 without a key', async () => {
    const poor = await harness.createAccount();
    const created = await harness.request('/v1/resumes', { method: 'POST', apiKey: poor.apiKey, json: referenceResume() });
    const id = (await created.json()).id;
    for (let index = 0; index < 10; index++) expect((await exportPdf({ resumeId: id, fontSize: 8 + index * 0.1 }, {}, poor.apiKey)).status).toBe(200);
    const refused = await exportPdf({ resumeId: id, fontSize: 9.5 }, {}, poor.apiKey);
    expect(refused.status).toBe(402);
    const reader = await harness.createAccount({ scopes: ['resumes:read'] });
    expect((await exportPdf({}, {}, reader.apiKey)).status).toBe(403);
    expect((await harness.request('/v1/export', { method: 'POST', json: { resumeId } })).status).toBe(401);
  });

  test('every language renders its headings and dates', async () => {
    const expectations: Record<string, string[]> = {
      en: ['Experience', 'Present'],
      de: ['Berufserfahrung', 'heute'],
      fr: ['Expérience', 'aujourd’hui'],
      pl: ['Doświadczenie', 'obecnie'],
      is: ['Starfsreynsla'],
      fi: ['Työkokemus'],
      et: ['Töökogemus'],
      sv: ['Arbetslivserfarenhet'],
    };
    for (const [locale, words] of Object.entries(expectations)) {
      const response = await exportPdf({ templateId: 'GRAPHITE', locale });
      expect(response.status).toBe(200);
      const text = pdfText(new Uint8Array(await response.arrayBuffer()));
      for (const word of words) expect(text.toLowerCase()).toContain(word.toLowerCase());
    }
  });

  test('a cover letter renders in a resume template with the letter text in order', async () => {
    const created = await harness.request('/v1/cover-letters', {
      method: 'POST',
      apiKey: account.apiKey,
      json: {
        resumeId,
        title: 'ACME',
        positionName: 'Staff Engineer',
        companyName: 'ACME GmbH',
        hiringManager: 'Frau Dr. Jäger',
        content: 'Sehr geehrte Frau Dr. Jäger,\n\nich bewerbe mich als Staff Engineer.\n\nMit freundlichen Grüßen\nAlexandra Novák',
        language: 'de',
      },
    });
    const letterId = (await created.json()).id;
    const response = await harness.request(`/v1/cover-letters/${letterId}/render`, { method: 'PUT', apiKey: account.apiKey, json: { templateId: 'COBALT' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('Cover-Letter.pdf');
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    const positions = positionsOf(text, ['Alexandra M. Novák', 'ACME GmbH', 'Bewerbung als Staff Engineer', 'Sehr geehrte Frau Dr. Jäger', 'ich bewerbe mich', 'Mit freundlichen Grüßen']);
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  test('500 experience entries or a 20 000-character bullet are refused at the door (400 with the path), not rendered', async () => {
    const base = referenceResume();
    const many = { ...base, sections: { ...base.sections, experience: Array.from({ length: 500 }, () => base.sections!.experience![0]!) } };
    const tooMany = await harness.request('/v1/resumes', { method: 'POST', apiKey: account.apiKey, json: many });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).details[0].path).toBe('body.sections.experience');
    const longBullet = { ...base, sections: { ...base.sections, experience: [{ ...base.sections!.experience![0]!, highlights: ['x'.repeat(20_000)] }] } };
    const tooLong = await harness.request('/v1/resumes', { method: 'POST', apiKey: account.apiKey, json: longBullet });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).details[0].path).toBe('body.sections.experience[0].highlights[0]');
  });

  test('a long resume paginates without losing a word', async () => {
    const base = referenceResume();
    const experience = Array.from({ length: 40 }, (_, index) => ({ ...base.sections!.experience![index % 4]!, company: `Company number ${index}` }));
    const created = await harness.request('/v1/resumes', { method: 'POST', apiKey: account.apiKey, json: { ...base, sections: { ...base.sections, experience } } });
    const id = (await created.json()).id;
    const response = await exportPdf({ resumeId: id, templateId: 'SILVER', pageNumbering: 'fraction' });
    expect(response.status).toBe(200);
    const pdf = new Uint8Array(await response.arrayBuffer());
    const pages = Number(pdfInfo(pdf).Pages);
    expect(pages).toBeGreaterThanOrEqual(8);
    const text = pdfText(pdf);
    const positions = positionsOf(
      text,
      experience.map((entry) => `${entry.company},`),
    );
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).toContain(`${pages}/${pages}`);
  });
});
