/**
 * Profile photos through the export endpoint: data: URIs, URLs through the outbound guard, hostile images.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createCanvas } from '@napi-rs/canvas';
import { databaseKinds } from './support/databases.ts';
import { createHarness, type Harness, type TestAccount } from './support/harness.ts';
import { referenceResume } from './fixtures/reference-resume.ts';

const [kind] = await databaseKinds();

function pngDataUri(width: number, height: number): string {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#3366aa';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#ffcc00';
  context.fillRect(width / 4, height / 4, width / 2, height / 2);
  return `data:image/png;base64,${canvas.toBuffer('image/png').toString('base64')}`;
}

/** A PNG that claims 50 000 x 50 000 pixels: only its header, a few dozen bytes. */
function hugePngDataUri(): string {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(50_000, 16);
  bytes.writeUInt32BE(50_000, 20);
  bytes[24] = 8;
  bytes[25] = 6;
  return `data:image/png;base64,${bytes.toString('base64')}`;
}

describe(`profile photos on ${kind}`, () => {
  let harness: Harness;
  let account: TestAccount;
  let resumeId: string;
  let photoServer: ReturnType<typeof Bun.serve>;
  beforeAll(async () => {
    harness = await createHarness(kind!);
    account = await harness.createAccount({ credits: 50 });
    resumeId = (await (await harness.request('/v1/resumes', { method: 'POST', apiKey: account.apiKey, json: { ...referenceResume(), templateId: 'COBALT' } })).json()).id;
    const png = Buffer.from(pngDataUri(300, 200).split(',')[1]!, 'base64');
    photoServer = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response(png, { headers: { 'content-type': 'image/png' } }) });
  }, 60_000);
  afterAll(async () => {
    photoServer.stop(true);
    await harness.dispose();
  });

  const exportPdf = (json: Record<string, unknown>) => harness.request('/v1/export', { method: 'POST', apiKey: account.apiKey, json: { resumeId, ...json } });
  const imageCount = (pdf: Uint8Array) => (new TextDecoder('latin1').decode(pdf).match(/\/Subtype \/Image/g) ?? []).length;

  test('a data: URI photo is cropped, embedded and shown on templates that support photos', async () => {
    const response = await exportPdf({ profileImageUrl: pngDataUri(300, 200) });
    expect(response.status).toBe(200);
    expect(imageCount(new Uint8Array(await response.arrayBuffer()))).toBeGreaterThanOrEqual(1);
    const hidden = await exportPdf({ profileImageUrl: pngDataUri(300, 200), showProfileImage: false });
    expect(imageCount(new Uint8Array(await hidden.arrayBuffer()))).toBe(0);
    const strictAts = await exportPdf({ profileImageUrl: pngDataUri(300, 200), templateId: 'GRAPHITE' });
    expect(imageCount(new Uint8Array(await strictAts.arrayBuffer()))).toBe(0);
  });

  test('a photo URL on a private address is refused without revealing it; an allowed host works', async () => {
    const url = `http://127.0.0.1:${photoServer.port}/me.png`;
    const refused = await exportPdf({ profileImageUrl: url });
    expect(refused.status).toBe(400);
    const body = await refused.json();
    expect(body.error).not.toContain('127.0.0.1');
    const allowing = await createHarness(kind!, { OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${photoServer.port}` }, { database: { db: harness.context.db } as never, dispose: async () => {} });
    const allowed = await allowing.request('/v1/export', { method: 'POST', apiKey: account.apiKey, json: { resumeId, profileImageUrl: url } });
    expect(allowed.status).toBe(200);
    expect(imageCount(new Uint8Array(await allowed.arrayBuffer()))).toBeGreaterThanOrEqual(1);
  });

  test('hostile images are a 400 and cost nothing: 50 000 x 50 000 PNG, not an image, truncated', async () => {
    const before = Number((await harness.request('/v1/settings', { apiKey: account.apiKey })).headers.get('x-credits-remaining'));
    for (const profileImageUrl of [
      hugePngDataUri(),
      `data:image/png;base64,${Buffer.from('hello, not an image').toString('base64')}`,
      pngDataUri(100, 100).slice(0, 120),
      'ftp://example.com/me.png',
    ]) {
      const response = await exportPdf({ profileImageUrl });
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('invalid_request');
    }
    const after = Number((await harness.request('/v1/settings', { apiKey: account.apiKey })).headers.get('x-credits-remaining'));
    expect(after).toBe(before);
  });
});
