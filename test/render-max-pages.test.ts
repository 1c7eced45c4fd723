/**
 * Page budgets (`maxPages`) through the API, in both forms, on both stores: real PDFs counted with
 * pdfinfo. The layout is being tuned in parallel, so the resumes are generated here at lengths
 * measured against the current layout, and the assertions are properties: a fitted PDF has at most
 * maxPages pages, a refusal (422, nothing charged) comes only when the tightest settings the
 * template allows still need more pages, and a document that already fits is rendered exactly as
 * without a budget.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { layoutRenderJob, templateDefaultSettings, type RenderSettings } from '../src/render/render-job.ts';
import { findTemplate } from '../src/templates/catalog.ts';
import { databaseKinds } from './support/databases.ts';
import { generatedResume, generatedSections } from './support/generated-resume.ts';
import { createHarness, type Harness, type TestAccount } from './support/harness.ts';
import { pdfFonts, pdfInfo, pdfText } from './support/pdf-tools.ts';

const kinds = await databaseKinds();
/** A single-column and a sidebar template. */
const TEMPLATES = ['GRAPHITE', 'COBALT'];

/**
 * Pages of a generated resume with `bullets` highlights at a template's defaults (plus `overrides`),
 * as the service delivers it (a short last page saved when a slight tightening allows).
 */
function pagesAt(templateId: string, bullets: number, overrides: Partial<RenderSettings> = {}): number {
  const settings = { ...templateDefaultSettings(findTemplate(templateId)!), ...overrides };
  return layoutRenderJob({ kind: 'resume', content: generatedResume(bullets), settings }).pages.length;
}

/** The fewest highlights with which the generated resume needs more than `pages` pages. */
function firstOverflowing(templateId: string, pages: number, overrides: Partial<RenderSettings> = {}): number {
  for (let bullets = 1; bullets < 400; bullets++) if (pagesAt(templateId, bullets, overrides) > pages) return bullets;
  throw new Error(`${templateId} never needs more than ${pages} pages`);
}

/** The tightest settings a template allows, as explicit request options. */
function tightestOptions(templateId: string): { spacing: number; margin: number; fontSize: number } {
  const { minSpacing, minMargin, minFontSize } = findTemplate(templateId)!.style.fit;
  return { spacing: minSpacing, margin: minMargin, fontSize: minFontSize };
}

const pagesOfPdf = async (response: Response) => Number(pdfInfo(new Uint8Array(await response.arrayBuffer())).Pages);

describe.each(kinds)('page budgets on %s', (kind) => {
  let harness: Harness;
  let account: TestAccount;
  const resumes = new Map<string, string>();
  beforeAll(async () => {
    harness = await createHarness(kind);
    account = await harness.createAccount({ credits: 500 });
  }, 60_000);
  afterAll(() => harness.dispose());

  /** The id of a stored generated resume with `bullets` highlights (created once). */
  async function resumeWith(bullets: number, templateId: string): Promise<string> {
    const name = `${bullets}-${templateId}`;
    if (!resumes.has(name)) {
      const created = await harness.request('/v1/resumes', { method: 'POST', apiKey: account.apiKey, json: { title: `Generated ${name}`, templateId, sections: generatedSections(bullets) } });
      expect(created.status).toBe(201);
      resumes.set(name, (await created.json()).id);
    }
    return resumes.get(name)!;
  }

  /** Form A export. */
  const exportPdf = (resumeId: string, options: Record<string, unknown>, headers: Record<string, string> = {}) =>
    harness.request('/v1/export', { method: 'POST', apiKey: account.apiKey, json: { resumeId, ...options }, headers });
  /** Form B render. */
  const renderPdf = (resumeId: string, options: Record<string, unknown>, headers: Record<string, string> = {}) =>
    harness.request(`/v1/resumes/res_${resumeId.replaceAll('-', '')}/render`, { method: 'PUT', apiKey: account.apiKey, form: 'b', json: options, headers });
  const credits = async () => Number((await harness.request('/v1/settings', { apiKey: account.apiKey })).headers.get('x-credits-remaining'));

  test.each(TEMPLATES)('%s: a resume that just overflows one page comes back as one page, by export and by render', async (templateId) => {
    const bullets = firstOverflowing(templateId, 1);
    const resumeId = await resumeWith(bullets, templateId);
    const unbounded = await exportPdf(resumeId, { templateId });
    expect(unbounded.status).toBe(200);
    expect(await pagesOfPdf(unbounded)).toBeGreaterThan(1);

    const exported = await exportPdf(resumeId, { templateId, maxPages: 1 });
    expect(exported.status).toBe(200);
    const pdf = new Uint8Array(await exported.arrayBuffer());
    expect(pdfInfo(pdf).Pages).toBe('1');
    // Tightened, not cut: the last entry is still there.
    expect(pdfText(pdf)).toContain(`Company ${Math.ceil(bullets / 4)}`);
    expect(exported.headers.get('etag')).not.toBe(unbounded.headers.get('etag'));

    const rendered = await renderPdf(resumeId, { templateId: templateId.toLowerCase(), maxPages: 1 });
    expect(rendered.status).toBe(200);
    expect(rendered.headers.get('x-api-form')).toBe('b');
    // Same document, same options: the same fitted settings and the same bytes.
    expect(rendered.headers.get('etag')).toBe(exported.headers.get('etag'));
    expect(new Uint8Array(await rendered.arrayBuffer())).toEqual(pdf);
  });

  test('over several lengths and both kinds of template: within the budget, or a 422 only when the tightest settings overflow', async () => {
    const outcomes = new Set<string>();
    for (const templateId of TEMPLATES) {
      const one = firstOverflowing(templateId, 1);
      const two = firstOverflowing(templateId, 2);
      for (const [index, bullets] of [one - 1, Math.round(one * 1.3), Math.round(one * 1.7), Math.round(two * 1.5)].entries()) {
        const resumeId = await resumeWith(bullets, templateId);
        const unboundedPages = pagesAt(templateId, bullets);
        for (const maxPages of [1, 2]) {
          // Alternate the two forms and endpoints.
          const response = (index + maxPages) % 2 === 0 ? await exportPdf(resumeId, { templateId, maxPages }) : await renderPdf(resumeId, { templateId, maxPages });
          if (response.status === 200) {
            expect(await pagesOfPdf(response)).toBeLessThanOrEqual(maxPages);
            outcomes.add(unboundedPages > maxPages ? 'fitted' : 'untouched');
            continue;
          }
          expect(response.status).toBe(422);
          const body = await response.json();
          expect(body.code).toBe('page_budget_exceeded');
          expect(body.error).toContain(`maxPages is ${maxPages}`);
          // The proof of a refusal: asked for explicitly, the tightest settings still need more pages.
          const tightest = await exportPdf(resumeId, { templateId, ...tightestOptions(templateId) });
          expect(await pagesOfPdf(tightest)).toBeGreaterThan(maxPages);
          outcomes.add('refused');
        }
      }
    }
    expect([...outcomes].sort()).toEqual(['fitted', 'refused', 'untouched']);
  });

  test('a resume that cannot fit: 422 with the error body saying by how much, and nothing charged', async () => {
    const resumeId = await resumeWith(firstOverflowing('GRAPHITE', 2) * 2, 'GRAPHITE');
    const before = await credits();
    for (const response of [await exportPdf(resumeId, { maxPages: 1 }), await renderPdf(resumeId, { maxPages: 2, fontId: 'Inter' })]) {
      expect(response.status).toBe(422);
      expect(response.headers.get('content-type')).toContain('application/json');
      const body = await response.json();
      expect(Object.keys(body).sort()).toEqual(['code', 'details', 'error']);
      expect(body.code).toBe('page_budget_exceeded');
      // The template's own name and floors, as the catalogue has them (they change with its design).
      const { name, style } = findTemplate('GRAPHITE')!;
      const floors = `spacing ${style.fit.minSpacing}, margin ${style.fit.minMargin} mm, font size ${style.fit.minFontSize} pt`;
      expect(body.error.startsWith('The resume needs ')).toBe(true);
      expect(body.error).toContain(` pages even at the tightest settings ${name} allows (${floors}); maxPages is `);
      expect(body.error).toMatch(/maxPages is [12]\. It overflows by about [\d.]+(% of a page| pages?)\./);
      expect(body.details).toEqual([{ path: 'body.maxPages', message: expect.stringContaining('at the tightest settings') }]);
    }
    expect(await credits()).toBe(before);
  });

  test('maxPages of 0, 11, 1.5, "2" or null is a 400 naming the field, and nothing is charged', async () => {
    const resumeId = await resumeWith(firstOverflowing('GRAPHITE', 1), 'GRAPHITE');
    const before = await credits();
    for (const maxPages of [0, 11, 1.5, '2', null, -1]) {
      for (const response of [await exportPdf(resumeId, { maxPages }), await renderPdf(resumeId, { maxPages })]) {
        expect(response.status).toBe(400);
        const body = await response.json();
        expect(body.code).toBe('validation_failed');
        expect(body.details.some((detail: { path: string }) => detail.path.includes('maxPages'))).toBe(true);
      }
    }
    expect(await credits()).toBe(before);
  });

  test('a resume that already fits is rendered exactly as without maxPages; a fitted render answers 304 to its ETag', async () => {
    for (const [bullets, maxPages] of [
      [firstOverflowing('COBALT', 1) - 1, 1],
      [firstOverflowing('COBALT', 1), 2],
    ] as const) {
      const resumeId = await resumeWith(bullets, 'COBALT');
      const plain = await exportPdf(resumeId, {});
      expect(await pagesOfPdf(plain.clone())).toBe(maxPages);
      const budgeted = await exportPdf(resumeId, { maxPages });
      expect(budgeted.headers.get('etag')).toBe(plain.headers.get('etag'));
      expect(new Uint8Array(await budgeted.arrayBuffer())).toEqual(new Uint8Array(await plain.arrayBuffer()));
    }
    const resumeId = await resumeWith(firstOverflowing('COBALT', 1), 'COBALT');
    const fitted = await renderPdf(resumeId, { maxPages: 1 });
    expect(fitted.status).toBe(200);
    const etag = fitted.headers.get('etag')!;
    const before = await credits();
    const notModified = await renderPdf(resumeId, { maxPages: 1 }, { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(etag);
    expect(await credits()).toBe(before);
  });

  test('Form B fontId with maxPages: fitted in the requested font', async () => {
    const overrides = { font: 'EB Garamond' };
    const bullets = firstOverflowing('GRAPHITE', 1, overrides);
    const resumeId = await resumeWith(bullets, 'GRAPHITE');
    const unbounded = await renderPdf(resumeId, { templateId: 'graphite', fontId: 'EB Garamond' });
    expect(await pagesOfPdf(unbounded)).toBeGreaterThan(1);
    const before = await credits();
    const response = await renderPdf(resumeId, { templateId: 'graphite', fontId: 'EB Garamond', maxPages: 1 });
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('x-credits-remaining'))).toBe(before - 1);
    const pdf = new Uint8Array(await response.arrayBuffer());
    expect(pdfInfo(pdf).Pages).toBe('1');
    expect(pdfFonts(pdf).every((font) => font.name.includes('EBGaramond'))).toBe(true);
  });

  test('OpenAPI documents maxPages (integer 1-10) and its 422 on all three render endpoints', async () => {
    const document = await (await harness.request('/openapi.json')).json();
    for (const [path, method] of [
      ['/v1/resumes/{resumeId}/render', 'put'],
      ['/v1/export', 'post'],
      ['/v1/cover-letters/{coverLetterId}/render', 'put'],
    ] as const) {
      const operation = document.paths[path][method];
      // The body is a named schema ($ref to components.schemas).
      const reference: string = operation.requestBody.content['application/json'].schema.$ref;
      const schema = document.components.schemas[reference.replace('#/components/schemas/', '')];
      expect(schema.properties.maxPages).toMatchObject({ type: 'integer', minimum: 1, maximum: 10 });
      expect(operation.responses['422'].description).toContain('page_budget_exceeded');
    }
  });

  test('cover letters: a short letter is untouched by maxPages 1, one too long for any setting is a 422', async () => {
    const letter = async (content: string) => {
      const created = await harness.request('/v1/cover-letters', { method: 'POST', apiKey: account.apiKey, json: { title: 'ACME', content } });
      return (await created.json()).id as string;
    };
    const render = (id: string, options: Record<string, unknown>) => harness.request(`/v1/cover-letters/${id}/render`, { method: 'PUT', apiKey: account.apiKey, json: options });
    const short = await letter('Dear team,\n\nI would love to join.\n\nKind regards');
    const plain = await render(short, { templateId: 'GRAPHITE' });
    const budgeted = await render(short, { templateId: 'GRAPHITE', maxPages: 1 });
    expect(budgeted.status).toBe(200);
    expect(budgeted.headers.get('etag')).toBe(plain.headers.get('etag'));

    const paragraph = 'I have spent the last ten years building payment systems that people rely on every day, and I would bring that care to your team. '.repeat(3);
    const long = await letter(Array.from({ length: 40 }, () => paragraph).join('\n\n'));
    const before = await credits();
    const refused = await render(long, { templateId: 'GRAPHITE', maxPages: 1 });
    expect(refused.status).toBe(422);
    const body = await refused.json();
    expect(body.code).toBe('page_budget_exceeded');
    expect(body.error).toStartWith('The cover letter needs');
    expect(await credits()).toBe(before);
  });
});
