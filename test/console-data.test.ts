/**
 * The console's data routes on both stores: credits spent per action over 30 UTC days (after real
 * API calls, and from ledger rows dated at the window's edges), the ledger in keyset pages, the AI
 * model setting for the session's account (against a local fake provider), and free template
 * previews marked "Preview", with their own rate limit.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { randomUUID } from 'node:crypto';
import { changePlan } from '../src/services/accounts.ts';
import { adjustPrepaidCredits, getCreditBalance, spendCredits } from '../src/services/credits.ts';
import { listLedgerEntries } from '../src/storage/credits.repository.ts';
import { findTemplate } from '../src/templates/catalog.ts';
import { TAILOR_POSTING, TAILOR_RESUME } from './fixtures/tailor-request.ts';
import { openConsoleSession } from './support/console-session.ts';
import { databaseKinds } from './support/databases.ts';
import { defaultFakeApiKey, startFakeProviderServer, type FakeProviderServer } from './support/fake-provider-server.ts';
import { createHarness, type Harness } from './support/harness.ts';
import { pdfFonts, pdfText } from './support/pdf-tools.ts';

const kinds = await databaseKinds();
const PREVIEWS_PER_MINUTE = 3;
const DAY = 86_400_000;

interface Session {
  userId: string;
  email: string;
  /** The cookies and x-csrf-token. */
  headers: Record<string, string>;
}

/** "YYYY-MM-DD" of a moment, in UTC. */
const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const midnightUtc = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** A resume long enough for several pages, so "every page" means more than one. */
const LONG_RESUME = {
  title: 'Grace Hopper – Engineer',
  language: 'en',
  sections: {
    header: { name: 'Grace Hopper', title: 'Rear Admiral and Computer Scientist', email: 'grace@example.com' },
    summary: 'Pioneer of machine-independent programming languages and compilers.',
    experience: Array.from({ length: 14 }, (_, index) => ({
      company: `Company number ${index + 1}`,
      title: 'Senior Engineer',
      startDate: `${2000 + index}-01`,
      endDate: `${2000 + index}-12`,
      highlights: [
        'Designed and delivered a compiler for business data processing that many teams adopted.',
        'Led a group of programmers through the specification, testing and documentation of the system.',
        'Taught courses on programming and debugging to engineers across the organisation.',
      ],
    })),
    skills: ['COBOL', 'FLOW-MATIC', 'Compilers'],
  },
};

describe.each(kinds)('console data on %s', (kind) => {
  let harness: Harness;
  let fake: FakeProviderServer;

  beforeAll(async () => {
    fake = await startFakeProviderServer();
    harness = await createHarness(kind, { OPENAI_BASE_URL: fake.baseUrlFor('openai'), CONSOLE_PREVIEWS_PER_MINUTE: String(PREVIEWS_PER_MINUTE) });
  }, 60_000);
  afterAll(async () => {
    await harness.dispose();
    await fake.stop();
  });

  /** A console session as the page opens one (CSRF token first). */
  async function openSession(): Promise<Session> {
    const session = await openConsoleSession(harness.request);
    const account = (session.body as { account: { userId: string } }).account;
    return { userId: account.userId, email: session.email, headers: session.headers };
  }

  const get = (session: Session | undefined, path: string) => harness.request(path, { headers: session?.headers ?? {} });
  const send = (session: Session, method: string, path: string, json?: unknown) => harness.request(path, { method, json, headers: session.headers });

  async function apiKeyOf(session: Session): Promise<string> {
    const response = await send(session, 'POST', '/console/api/keys', { name: 'data test', form: 'b' });
    expect(response.status).toBe(201);
    return ((await response.json()) as { apiKey: string }).apiKey;
  }

  async function createResume(apiKey: string, resume: unknown): Promise<string> {
    const response = await harness.request('/v1/resumes', { method: 'POST', apiKey, form: 'b', json: resume });
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: { id: string } }).data.id;
  }

  /** A spend of `credits` on `action`, reserved and settled at `at`, written as the credits service writes it. */
  async function insertSpend(userId: string, action: string, credits: number, at: Date, settle: 'capture' | 'release' | 'open' = 'capture'): Promise<void> {
    const id = randomUUID();
    const { db } = harness.context;
    await db
      .insertInto('creditReservations')
      .values({ id, userId, action, fromCycle: credits, fromPrepaid: 0, cycleStart: at, status: settle === 'open' ? 'reserved' : settle === 'capture' ? 'captured' : 'released' })
      .execute();
    await db.insertInto('creditLedger').values({ userId, entry: 'reserve', action, reservationId: id, cycleDelta: -credits, prepaidDelta: 0, createdAt: at }).execute();
    if (settle === 'capture') await db.insertInto('creditLedger').values({ userId, entry: 'capture', action, reservationId: id, createdAt: at }).execute();
    if (settle === 'release') await db.insertInto('creditLedger').values({ userId, entry: 'release', action, reservationId: id, cycleDelta: credits, prepaidDelta: 0, createdAt: at }).execute();
  }

  type Usage = { days: { date: string; credits: Record<string, number> }[]; totals: Record<string, number>; actions: string[] };
  async function usageOf(session: Session): Promise<Usage> {
    const response = await get(session, '/console/api/usage');
    expect(response.status).toBe(200);
    return (await response.json()) as Usage;
  }

  describe('GET /console/api/usage', () => {
    test('401 without a session', async () => {
      const response = await get(undefined, '/console/api/usage');
      expect(response.status).toBe(401);
    });

    test('after real API calls: the render, export and tailor spent today; a refused or failed render counts nothing', async () => {
      const session = await openSession();
      const apiKey = await apiKeyOf(session);
      const resumeId = await createResume(apiKey, TAILOR_RESUME);
      const render = await harness.request(`/v1/resumes/${resumeId}/render`, { method: 'PUT', apiKey, form: 'b', json: {} });
      expect(render.status).toBe(200);
      await render.arrayBuffer();
      const exported = await harness.request('/v1/export', { method: 'POST', apiKey, form: 'b', json: { resumeId } });
      expect(exported.status).toBe(200);
      await exported.arrayBuffer();
      // Refused before any charge: unknown template.
      const refused = await harness.request(`/v1/resumes/${resumeId}/render`, { method: 'PUT', apiKey, form: 'b', json: { templateId: 'NO_SUCH_TEMPLATE' } });
      expect(refused.status).toBe(404);
      const tailor = await harness.request('/v1/tailor', { method: 'POST', apiKey, form: 'b', json: { resumeId, jobDescription: TAILOR_POSTING } });
      expect(tailor.status).toBe(200);
      await tailor.arrayBuffer();
      // A render that failed after its credit was held: reserved, then released.
      await expect(
        spendCredits(harness.context, { userId: session.userId, action: 'render', cost: 1 }, async () => {
          throw new Error('the render failed');
        }),
      ).rejects.toThrow('the render failed');

      const usage = await usageOf(session);
      expect(usage.actions).toEqual(['render', 'export', 'parse', 'tailor', 'coverLetter']);
      expect(usage.days).toHaveLength(30);
      expect(usage.days.at(-1)!.date).toBe(utcDay(new Date()));
      const { costs } = harness.context.config;
      expect(usage.days.at(-1)!.credits).toEqual({ render: costs.render, export: costs.export, parse: 0, tailor: costs.tailor, coverLetter: 0 });
      expect(usage.totals).toEqual(usage.days.at(-1)!.credits);
      expect(usage.days.slice(0, -1).every((day) => Object.values(day.credits).every((credits) => credits === 0))).toBe(true);
      // The chart agrees with the balance: everything spent today is what the account lost.
      const balance = await getCreditBalance(harness.context, session.userId);
      expect(balance.cycleUsed).toBe(costs.render + costs.export + costs.tailor);
    });

    test('spends are bucketed by UTC day and action; the window is the 30 days ending today', async () => {
      const session = await openSession();
      const now = new Date();
      const firstDay = new Date(midnightUtc(now).getTime() - 29 * DAY);
      await insertSpend(session.userId, 'render', 2, firstDay); // first instant of the window
      await insertSpend(session.userId, 'export', 7, new Date(firstDay.getTime() - 1000)); // one second before it
      await insertSpend(session.userId, 'parse', 2, new Date(firstDay.getTime() + 5 * DAY + 3600_000));
      await insertSpend(session.userId, 'parse', 2, new Date(firstDay.getTime() + 5 * DAY + 20 * 3600_000));
      await insertSpend(session.userId, 'coverLetter', 2, new Date(firstDay.getTime() + 5 * DAY + 22 * 3600_000));
      await insertSpend(session.userId, 'tailor', 3, new Date(firstDay.getTime() + 6 * DAY - 1)); // last millisecond of that day
      await insertSpend(session.userId, 'tailor', 5, new Date(firstDay.getTime() + 10 * DAY), 'release'); // given back
      await insertSpend(session.userId, 'render', 4, new Date(firstDay.getTime() + 11 * DAY), 'open'); // still running
      await insertSpend(session.userId, 'render', 1, now);
      await adjustPrepaidCredits(harness.context, session.userId, 50, 'a purchase is not a spend');

      const usage = await usageOf(session);
      const byDate = new Map(usage.days.map((day) => [day.date, day.credits]));
      expect(usage.days[0]!.date).toBe(utcDay(firstDay));
      expect(usage.days[0]!.credits).toEqual({ render: 2, export: 0, parse: 0, tailor: 0, coverLetter: 0 });
      expect(byDate.get(utcDay(new Date(firstDay.getTime() + 5 * DAY)))).toEqual({ render: 0, export: 0, parse: 4, tailor: 3, coverLetter: 2 });
      expect(usage.days.at(-1)!.credits.render).toBe(1);
      expect(usage.totals).toEqual({ render: 3, export: 0, parse: 4, tailor: 3, coverLetter: 2 });
    });

    test("another account's spends are never counted", async () => {
      const owner = await openSession();
      const other = await openSession();
      await insertSpend(owner.userId, 'render', 3, new Date());
      expect((await usageOf(owner)).totals.render).toBe(3);
      expect((await usageOf(other)).totals).toEqual({ render: 0, export: 0, parse: 0, tailor: 0, coverLetter: 0 });
    });
  });

  describe('GET /console/api/ledger', () => {
    type Page = { entries: Record<string, unknown>[]; nextCursor: string | null };
    const page = async (session: Session, query: string): Promise<Page> => {
      const response = await get(session, `/console/api/ledger${query}`);
      expect(response.status).toBe(200);
      return (await response.json()) as Page;
    };

    /** An account with a dozen and more ledger entries of every kind. */
    async function busyAccount(): Promise<Session> {
      const session = await openSession();
      for (let index = 0; index < 4; index++) await spendCredits(harness.context, { userId: session.userId, action: 'render', cost: 1 }, async () => index);
      await spendCredits(harness.context, { userId: session.userId, action: 'parse', cost: 2 }, async () => Promise.reject(new Error('failed'))).catch(() => undefined);
      await adjustPrepaidCredits(harness.context, session.userId, 5, 'bought');
      await adjustPrepaidCredits(harness.context, session.userId, -2, 'corrected');
      return session;
    }

    test('pages walk every entry exactly once, newest first, with no overlap', async () => {
      const session = await busyAccount();
      const all = await listLedgerEntries(harness.context.db, session.userId, 1000);
      expect(all.length).toBe(12);
      const walked: Record<string, unknown>[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const current: Page = await page(session, `?limit=5${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`);
        expect(current.entries.length).toBeLessThanOrEqual(5);
        walked.push(...current.entries);
        cursor = current.nextCursor;
        pages++;
      } while (cursor !== null && pages < 10);
      expect(pages).toBe(3);
      expect(walked).toEqual(JSON.parse(JSON.stringify(all)));
      // Newest first.
      const times = walked.map((entry) => Date.parse(entry.createdAt as string));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      // The same shape as /api/account's usage items.
      const account = await get(session, '/console/api/account');
      const { usage } = (await account.json()) as { usage: unknown[] };
      expect(walked.slice(0, usage.length)).toEqual(usage as Record<string, unknown>[]);
    });

    test('default limit 20; a page that ends the ledger has no cursor', async () => {
      const session = await busyAccount();
      const first = await page(session, '');
      expect(first.entries).toHaveLength(12);
      expect(first.nextCursor).toBeNull();
      const exact = await page(session, '?limit=12');
      expect(exact.nextCursor).toBeNull();
    });

    test('400 validation_failed for a bad limit or cursor, including a forged one or another account’s', async () => {
      const session = await busyAccount();
      const other = await busyAccount();
      const othersCursor = (await page(other, '?limit=2')).nextCursor!;
      const ownCursor = (await page(session, '?limit=2')).nextCursor!;
      const [idPart, tag] = ownCursor.split('.') as [string, string];
      const forgedId = `${Buffer.from(String(Number(Buffer.from(idPart, 'base64url').toString()) + 1)).toString('base64url')}.${tag}`;
      for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?limit=2.5', '?before=', '?before=abc', '?before=1', `?before=${othersCursor}`, `?before=${forgedId}`]) {
        const response = await get(session, `/console/api/ledger${query}`);
        expect(response.status, query).toBe(400);
        expect(((await response.json()) as { code: string }).code, query).toBe('validation_failed');
      }
      const own = await page(session, `?limit=2&before=${ownCursor}`);
      expect(own.entries).toHaveLength(2);
    });

    test("another account's entries are never visible", async () => {
      const owner = await busyAccount();
      const other = await openSession();
      expect((await page(other, '?limit=100')).entries).toEqual([]);
      expect((await page(owner, '?limit=100')).entries).toHaveLength(12);
    });

    test('401 without a session', async () => {
      expect((await get(undefined, '/console/api/ledger')).status).toBe(401);
    });
  });

  describe('/console/api/settings/model', () => {
    const builtin = { provider: 'builtin', modelId: 'builtin', isCustom: false };

    test('free: GET explains why bringing a key is unavailable; PUT 403 subscription_required and the provider is never called', async () => {
      const session = await openSession();
      const response = await get(session, '/console/api/settings/model');
      expect(response.status).toBe(200);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ model: builtin, plan: 'free', byokAvailable: false });
      expect(body.byokReason).toMatch(/pro plan/);
      expect(body.byokReason).toMatch(/renders/);
      const calls = fake.requests.length;
      const put = await send(session, 'PUT', '/console/api/settings/model', { provider: 'openai', modelId: 'gpt-4o', apiKey: defaultFakeApiKey });
      expect(put.status).toBe(403);
      expect(((await put.json()) as { code: string }).code).toBe('subscription_required');
      expect(fake.requests.length).toBe(calls);
    });

    test('pro: a key the provider accepts is stored and never echoed; GET shows it; DELETE goes back to the default', async () => {
      const session = await openSession();
      await changePlan(harness.context, session.email, 'pro');
      const before = (await (await get(session, '/console/api/settings/model')).json()) as Record<string, unknown>;
      expect(before).toEqual({ model: builtin, plan: 'pro', byokAvailable: true });

      const put = await send(session, 'PUT', '/console/api/settings/model', { provider: 'openai', apiKey: defaultFakeApiKey });
      const text = await put.text();
      expect(put.status).toBe(200);
      expect(text).not.toContain(defaultFakeApiKey);
      const saved = JSON.parse(text);
      expect(saved.model).toEqual({ provider: 'openai', modelId: 'gpt-4.1-mini', isCustom: true });
      expect(saved.message).toContain('gpt-4.1-mini');
      expect(fake.requests.at(-1)!.headers.authorization).toBe(`Bearer ${defaultFakeApiKey}`);

      const after = await get(session, '/console/api/settings/model');
      const afterText = await after.text();
      expect(afterText).not.toContain(defaultFakeApiKey);
      expect(JSON.parse(afterText).model).toEqual({ provider: 'openai', modelId: 'gpt-4.1-mini', isCustom: true });

      const removed = await send(session, 'DELETE', '/console/api/settings/model');
      expect(removed.status).toBe(200);
      expect(await removed.json()).toEqual({ model: builtin, message: 'Custom model removed; the system default is used' });
      expect(((await (await get(session, '/console/api/settings/model')).json()) as { model: unknown }).model).toEqual(builtin);
    });

    test("pro: a key the provider refuses is 422 with the provider's message, nothing stored, the key not echoed", async () => {
      const session = await openSession();
      await changePlan(harness.context, session.email, 'pro');
      const wrongKey = `sk-wrong-${randomUUID()}`;
      const put = await send(session, 'PUT', '/console/api/settings/model', { provider: 'openai', modelId: 'gpt-4o', apiKey: wrongKey });
      const text = await put.text();
      expect(put.status).toBe(422);
      const body = JSON.parse(text);
      expect(body.code).toBe('provider_key_rejected');
      expect(body.error).toMatch(/OpenAI refused the test call/);
      expect(text).not.toContain(wrongKey);
      expect(((await (await get(session, '/console/api/settings/model')).json()) as { model: unknown }).model).toEqual(builtin);
    });

    test('400 for an unknown provider or extra fields, as /v1/settings/model; 401 without a session', async () => {
      const session = await openSession();
      await changePlan(harness.context, session.email, 'pro');
      const unknown = await send(session, 'PUT', '/console/api/settings/model', { provider: 'nobody', apiKey: 'x' });
      expect(unknown.status).toBe(400);
      expect(((await unknown.json()) as { code: string }).code).toBe('unknown_provider');
      const extra = await send(session, 'PUT', '/console/api/settings/model', { provider: 'openai', apiKey: 'x', other: 1 });
      expect(extra.status).toBe(400);
      expect((await get(undefined, '/console/api/settings/model')).status).toBe(401);
      expect((await harness.request('/console/api/settings/model', { method: 'DELETE' })).status).toBe(401);
    });
  });

  describe('GET /console/api/preview', () => {
    const pages = (text: string) => text.split('\f').filter((page) => page.trim() !== '');

    async function preview(session: Session | undefined, query: string) {
      const response = await get(session, `/console/api/preview${query}`);
      return { response, pdf: response.status === 200 ? new Uint8Array(await response.arrayBuffer()) : undefined };
    }

    test('no resume: the sample, a real PDF marked "Preview" on every page, inline and not stored; nothing charged', async () => {
      const session = await openSession();
      const before = await getCreditBalance(harness.context, session.userId);
      const { response, pdf } = await preview(session, '?templateId=graphite');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe('inline; filename="preview.pdf"');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-preview-source')).toBe('sample');
      expect(response.headers.get('ratelimit-policy')).toBe(`"console-preview";q=${PREVIEWS_PER_MINUTE};w=60`);
      expect(new TextDecoder().decode(pdf!.subarray(0, 5))).toBe('%PDF-');
      const text = pdfText(pdf!);
      expect(text).toContain('Inês Duarte');
      for (const page of pages(text)) expect(page).toContain('Preview');
      const after = await getCreditBalance(harness.context, session.userId);
      expect(after.remaining).toBe(before.remaining);
      expect(await listLedgerEntries(harness.context.db, session.userId, 10)).toEqual([]);
    });

    test("with a resume: the account's default resume in the chosen template, colour, font and language, every page marked", async () => {
      const session = await openSession();
      const apiKey = await apiKeyOf(session);
      await createResume(apiKey, LONG_RESUME);
      const template = findTemplate('COBALT')!;
      const colour = template.availableColors[1]!;
      const font = template.availableFonts.find((candidate) => candidate.family === 'Open Sans')!;
      const { response, pdf } = await preview(session, `?templateId=cobalt&color=${encodeURIComponent(colour.underlineColor)}&font=${encodeURIComponent(font.family)}&language=de`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-preview-source')).toBe('resume');
      const text = pdfText(pdf!);
      expect(text).toContain('Grace Hopper');
      expect(text.toLowerCase()).toContain('berufserfahrung');
      const all = pages(text);
      expect(all.length).toBeGreaterThan(1);
      for (const page of all) expect(page).toContain('Preview');
      expect(pdfFonts(pdf!).some((embedded) => embedded.name.includes('OpenSans') && embedded.embedded)).toBe(true);

      // A colour named by its id renders the same document; another colour does not.
      const byId = await preview(session, `?templateId=cobalt&color=${colour.id}&font=${encodeURIComponent(font.family)}&language=de`);
      expect(Buffer.from(byId.pdf!).equals(Buffer.from(pdf!))).toBe(true);
    });

    test('a preview is never served for the plain render of the same document, nor the other way round', async () => {
      const session = await openSession();
      const apiKey = await apiKeyOf(session);
      const resumeId = await createResume(apiKey, TAILOR_RESUME);
      const plain = await harness.request(`/v1/resumes/${resumeId}/render`, { method: 'PUT', apiKey, form: 'b', json: {} });
      expect(plain.status).toBe(200);
      const plainPdf = new Uint8Array(await plain.arrayBuffer());
      const { pdf } = await preview(session, '');
      expect(pdfText(pdf!)).toContain('Preview');
      expect(pdfText(plainPdf)).not.toContain('Preview');
      const again = await harness.request(`/v1/resumes/${resumeId}/render`, { method: 'PUT', apiKey, form: 'b', json: {} });
      const againPdf = new Uint8Array(await again.arrayBuffer());
      expect(pdfText(againPdf)).not.toContain('Preview');
      expect(again.headers.get('etag')).toBe(plain.headers.get('etag'));
    });

    test('400 for a colour, font or language the render API refuses; 404 for an unknown template; none of them uses the budget', async () => {
      const session = await openSession();
      const cases: [string, number, string][] = [
        ['?templateId=graphite&color=%23123456', 400, 'unknown_option'],
        ['?templateId=graphite&color=neon', 400, 'unknown_option'],
        ['?templateId=graphite&font=Comic%20Sans', 400, 'unknown_option'],
        ['?templateId=graphite&language=xx', 400, 'validation_failed'],
        ['?templateId=NO_SUCH_TEMPLATE', 404, 'not_found'],
      ];
      for (const [query, status, code] of cases) {
        const { response } = await preview(session, query);
        expect(response.status, query).toBe(status);
        expect(((await response.json()) as { code: string }).code, query).toBe(code);
      }
      // All refused before the budget was touched: the full budget is still there.
      for (let index = 0; index < PREVIEWS_PER_MINUTE; index++) expect((await preview(session, '?templateId=graphite')).response.status).toBe(200);
    });

    test('429 with Retry-After past the per-account budget; another account is not affected', async () => {
      const session = await openSession();
      for (let index = 0; index < PREVIEWS_PER_MINUTE; index++) expect((await preview(session, '?templateId=onyx')).response.status).toBe(200);
      const { response } = await preview(session, '?templateId=onyx');
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(response.headers.get('ratelimit')).toStartWith('"console-preview";r=0;');
      const body = (await response.json()) as { code: string; error: string };
      expect(body.code).toBe('rate_limited');
      expect(body.error).toContain(`${PREVIEWS_PER_MINUTE} per minute`);
      const other = await openSession();
      expect((await preview(other, '?templateId=onyx')).response.status).toBe(200);
    });

    test('401 without a session', async () => {
      expect((await preview(undefined, '?templateId=graphite')).response.status).toBe(401);
    });
  });
});
