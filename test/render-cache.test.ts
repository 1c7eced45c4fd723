/**
 * A render whose PDF is cached does not take the new document's path, on both stores: the second
 * identical request through HTTP checks no glyphs, fetches no photo (a local photo server counts
 * its hits), fits no page budget and renders nothing, and is still charged 1 credit (a reserve and
 * a capture in the ledger) with the same ETag and bytes; If-None-Match is still a free 304.
 *
 * In-process, the glyph check, the photo preparation and the renderer are counted too; a server in
 * another process (TEST_SERVER_RUNTIME) is judged by its photo server's hits and its answers alone.
 */
import { afterAll, afterEach, beforeAll, describe, expect, spyOn, test } from 'bun:test';
import { createCanvas } from '@napi-rs/canvas';
import * as glyphCheck from '../src/render/glyph-check.ts';
import * as profilePhoto from '../src/images/profile-photo.ts';
import type { Renderer } from '../src/render/renderer.ts';
import { listLedgerEntries } from '../src/storage/credits.repository.ts';
import { databaseKinds } from './support/databases.ts';
import { createHarness, type Harness, type TestAccount } from './support/harness.ts';
import { referenceResume } from './fixtures/reference-resume.ts';

const kinds = await databaseKinds();

const png = (() => {
  const canvas = createCanvas(300, 200);
  const context = canvas.getContext('2d');
  context.fillStyle = '#3366aa';
  context.fillRect(0, 0, 300, 200);
  return new Uint8Array(canvas.toBuffer('image/png'));
})();

describe.each(kinds)('cached renders on %s', (kind) => {
  let harness: Harness;
  let account: TestAccount;
  let resumeId: string;
  let photoServer: ReturnType<typeof Bun.serve>;
  let photoHits = 0;
  let photoUrl: string;
  /** Calls of the renderer's render and fit (in-process only). */
  const renderer = { renders: 0, fits: 0 };
  const glyphs = spyOn(glyphCheck, 'assertGlyphs');
  const photos = spyOn(profilePhoto, 'prepareProfilePhoto');

  beforeAll(async () => {
    photoServer = Bun.serve({
      port: 0,
      hostname: '127.0.0.1',
      fetch: () => {
        photoHits++;
        return new Response(png, { headers: { 'content-type': 'image/png' } });
      },
    });
    photoUrl = `http://127.0.0.1:${photoServer.port}/me.png`;
    harness = await createHarness(kind, { OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${photoServer.port}` });
    const real: Renderer = harness.context.renderer;
    harness.context.renderer = {
      ...real,
      render: (key, job) => (renderer.renders++, real.render(key, job)),
      fit: (job, maxPages) => (renderer.fits++, real.fit(job, maxPages)),
    };
    account = await harness.createAccount({ credits: 100 });
    const created = await harness.request('/v1/resumes', { method: 'POST', apiKey: account.apiKey, json: { ...referenceResume(), templateId: 'COBALT' } });
    resumeId = (await created.json()).id;
  }, 60_000);
  afterAll(async () => {
    glyphs.mockRestore();
    photos.mockRestore();
    photoServer.stop(true);
    await harness.dispose();
  });
  afterEach(() => {
    glyphs.mockClear();
    photos.mockClear();
  });

  const inProcess = () => harness.server === undefined;
  const counts = () => ({ photoHits, ...(inProcess() && { glyphChecks: glyphs.mock.calls.length, photoPreparations: photos.mock.calls.length, ...renderer }) });
  const credits = (response: Response) => Number(response.headers.get('x-credits-remaining'));
  const exportPdf = (json: Record<string, unknown>, headers: Record<string, string> = {}) =>
    harness.request('/v1/export', { method: 'POST', apiKey: account.apiKey, json: { resumeId, ...json }, headers });

  /** Sends `send` twice: the second answer must be the first's bytes, with nothing of a new render counted. */
  async function expectCachedSecond(send: () => Promise<Response>) {
    const first = await send();
    expect(first.status).toBe(200);
    const firstBytes = new Uint8Array(await first.arrayBuffer());
    const before = counts();
    glyphs.mockClear();
    photos.mockClear();
    const second = await send();
    expect(second.status).toBe(200);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(firstBytes);
    // Charged as the first was: one credit.
    expect(credits(second)).toBe(credits(first) - 1);
    const after = counts();
    expect(after.photoHits).toBe(before.photoHits);
    if (inProcess()) expect(after).toEqual({ ...before, glyphChecks: 0, photoPreparations: 0 });
    return { first, second };
  }

  test('an export with a photo URL: the second is answered from the cache, fetching nothing, and charged 1 credit', async () => {
    const hitsBefore = photoHits;
    const { first } = await expectCachedSecond(() => exportPdf({ profileImageUrl: photoUrl, fontSize: 10.5 }));
    expect(photoHits).toBe(hitsBefore + 1);
    const entries = (await listLedgerEntries(harness.context.db, account.userId, 4)).map((entry) => entry.entry);
    expect(entries).toEqual(['capture', 'reserve', 'capture', 'reserve']);
    // Revalidation costs nothing and does no work either.
    const etag = first.headers.get('etag')!;
    const remaining = credits(await exportPdf({ profileImageUrl: photoUrl, fontSize: 10.5 }));
    const before = counts();
    const notModified = await exportPdf({ profileImageUrl: photoUrl, fontSize: 10.5 }, { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(credits(notModified)).toBe(remaining);
    expect(counts()).toEqual({ ...before, ...(inProcess() && { glyphChecks: 0, photoPreparations: 0 }) });
  });

  test('the photo saved in the resume: one fetch for both renders', async () => {
    const sections = referenceResume().sections!;
    const saved = await harness.request(`/v1/resumes/${resumeId}`, {
      method: 'PATCH',
      apiKey: account.apiKey,
      json: { sections: { ...sections, header: { ...sections.header, photoUrl: `${photoUrl}?saved` } } },
    });
    expect(saved.status).toBe(200);
    const hitsBefore = photoHits;
    await expectCachedSecond(() => exportPdf({ fontSize: 10.25 }));
    expect(photoHits).toBe(hitsBefore + 1);
  });

  test('a page budget fitted before is not fitted again', async () => {
    const fitsBefore = renderer.fits;
    await expectCachedSecond(() => exportPdf({ maxPages: 2, fontSize: 11.5 }));
    if (inProcess()) expect(renderer.fits).toBe(fitsBefore + 1);
  });

  test("Form B's render and a cover letter render: the second is answered from the cache", async () => {
    await expectCachedSecond(() => harness.request(`/v1/resumes/${resumeId}/render`, { method: 'PUT', apiKey: account.apiKey, form: 'b', json: { templateId: 'graphite', fontId: 'Inter' } }));
    const letter = await harness.request('/v1/cover-letters', {
      method: 'POST',
      apiKey: account.apiKey,
      json: { resumeId, title: 'ACME', content: 'Dear team,\n\nI apply.\n\nAlexandra', language: 'en' },
    });
    const letterId = (await letter.json()).id;
    await expectCachedSecond(() => harness.request(`/v1/cover-letters/${letterId}/render`, { method: 'PUT', apiKey: account.apiKey, json: { templateId: 'COBALT', maxPages: 1 } }));
  });

  test('a document never rendered still has its glyphs checked (422, nothing charged)', async () => {
    const before = credits(await harness.request('/v1/settings', { apiKey: account.apiKey }));
    const sections = { ...referenceResume().sections, summary: 'Ships 🚀 fast' };
    const emoji = await harness.request('/v1/resumes', { method: 'POST', apiKey: account.apiKey, json: { ...referenceResume(), sections } });
    const response = await harness.request('/v1/export', { method: 'POST', apiKey: account.apiKey, json: { resumeId: (await emoji.json()).id } });
    expect(response.status).toBe(422);
    expect(credits(await harness.request('/v1/settings', { apiKey: account.apiKey }))).toBe(before);
  });
});
