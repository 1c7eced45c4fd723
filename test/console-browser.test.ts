/**
 * The console in a real headless Chromium (Debian's chromium, driven by playwright-core), used as a
 * person would use it, by the accessible names of the console plan's UI contract: sign up, create an
 * API key and use it against the API, revoke it (401) and regenerate one (old secret 401, new 200);
 * set and remove an own model key against a local fake provider, with the provider's refusal shown
 * and the key never shown; open the template gallery and see the real PDF preview; see a render in
 * the usage chart and page through the ledger; log out everywhere. Every screen, at 360 and 1280 px,
 * signed out and signed in: no horizontal overflow (measured and in a full-page screenshot), tables
 * stacked on the narrow screen, no axe-core WCAG 2.x A/AA violations, the main controls reachable by
 * keyboard with a visible focus indicator, and not one request to another origin.
 *
 * Skipped, with a message saying why, only when no Chromium can be found (see test/support/browser.ts).
 * CONSOLE_BROWSER_ROOT=<checkout> runs the suite against the service started from another checkout.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { randomBytes } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  assertNoHorizontalOverflow,
  eventually,
  findChromium,
  launchBrowser,
  NARROW,
  openTab,
  runAxe,
  SKIP_MESSAGE,
  startConsoleService,
  tabToEach,
  WIDE,
  type BrowserTab,
  type Viewport,
} from './support/browser.ts';
import { defaultFakeApiKey, startFakeProviderServer, type FakeProviderServer } from './support/fake-provider-server.ts';
import type { RunningService } from './support/running-server.ts';
import { pdfText } from './support/pdf-tools.ts';
import { ONE_JOB_RESUME } from './fixtures/tailor-request.ts';

const ADMIN_TOKEN = 'browser-suite-admin-token';
const PASSWORD = 'a long enough password';
/** Browser start, sign-up (argon2id) and PDF renders on a loaded two-core machine take seconds each. */
const TEST_TIMEOUT = 240_000;

const executablePath = findChromium();
if (!executablePath) console.log(SKIP_MESSAGE);
const suite = executablePath ? describe : describe.skip;

suite('the console in Chromium', () => {
  let fake: FakeProviderServer;
  let service: RunningService;
  let browser: Browser;
  let base: string;

  beforeAll(async () => {
    fake = await startFakeProviderServer();
    [service, browser] = await Promise.all([
      startConsoleService({
        ADMIN_TOKEN,
        // The page's origin is the service's own (the CSRF check compares them): no inherited override.
        PUBLIC_BASE_URL: '',
        HOST: '',
        RATE_LIMIT_PUBLIC_PER_MINUTE: '100000',
        RATE_LIMIT_ACCOUNT_PER_MINUTE: '100000',
        RENDER_WORKERS: '1',
        PARSE_WORKERS: '1',
        // No system model: the default is the built-in engine. Own keys are checked against the fake.
        AI_API_KEY: '',
        OPENAI_BASE_URL: fake.baseUrlFor('openai'),
        ANTHROPIC_BASE_URL: fake.baseUrlFor('anthropic'),
        GEMINI_BASE_URL: fake.baseUrlFor('gemini'),
        GROQ_BASE_URL: fake.baseUrlFor('groq'),
      }),
      launchBrowser(executablePath!),
    ]);
    base = service.base;
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await service?.stop();
    await fake?.stop();
  });

  /**
   * Runs `body` with a function that opens fresh browser tabs (own cookies) at a viewport; closes
   * them afterwards, and fails if any of them requested anything from another origin.
   */
  async function withTabs(body: (open: (viewport?: Viewport) => Promise<BrowserTab>) => Promise<void>) {
    const tabs: BrowserTab[] = [];
    try {
      await body(async (viewport = WIDE) => {
        const tab = await openTab(browser, base, viewport);
        tabs.push(tab);
        return tab;
      });
      expect(tabs.flatMap((tab) => tab.external)).toEqual([]);
    } finally {
      for (const tab of tabs) await tab.close().catch(() => undefined);
    }
  }

  const admin = async (path: string, json: unknown) => {
    const response = await fetch(`${base}${path}`, { method: 'POST', headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify(json) });
    if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  const settingsStatus = async (apiKey: string) => (await fetch(`${base}/v1/settings`, { headers: { 'x-api-key': apiKey } })).status;
  const uniqueEmail = (label: string) => `${label}-${randomBytes(5).toString('hex')}@example.com`;

  // Waits for what the page shows (bounded; the page updates after its own fetches).
  const shown = (locator: Locator, timeout = 20_000) => locator.waitFor({ state: 'visible', timeout });
  const hidden = (locator: Locator) => locator.waitFor({ state: 'hidden' });
  const textOf = (locator: Locator, check: (text: string) => void, timeout?: number) => eventually(async () => ((await locator.textContent()) ?? '').replace(/\s+/g, ' '), check, timeout);
  const countOf = (locator: Locator, expected: number) =>
    eventually(
      () => locator.count(),
      (count) => expect(count).toBe(expected),
    );
  const disabled = (locator: Locator, expected = true) =>
    eventually(
      () => locator.isDisabled(),
      (value) => expect(value).toBe(expected),
    );
  const attributeOf = (locator: Locator, name: string, check: (value: string | null) => void) => eventually(() => locator.getAttribute(name), check);

  /** The signed-out form whose heading is `heading` ("Create an account" or "Log in"). */
  const authForm = (page: Page, heading: string) => page.locator('form').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
  /** Signed in: the page shows its sections. */
  const signedIn = (page: Page) => shown(page.getByRole('heading', { name: 'API keys', exact: true }));
  /** Signed out: the log-in form is shown. */
  const signedOut = (page: Page) => shown(page.getByRole('heading', { name: 'Log in', exact: true }));

  async function signUp(page: Page, email = uniqueEmail('browser')) {
    await page.goto(`${base}/console`);
    const form = authForm(page, 'Create an account');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign up', exact: true }).click();
    await signedIn(page);
    return email;
  }

  async function logIn(page: Page, email: string) {
    await page.goto(`${base}/console`);
    const form = authForm(page, 'Log in');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Log in', exact: true }).click();
    await signedIn(page);
  }

  const keyValue = (page: Page) => page.getByRole('textbox', { name: 'API key value', exact: true });

  /** Creates a key named `name` in the "Create key" form and answers the secret the page shows. */
  async function createKey(page: Page, name: string): Promise<string> {
    const before = (await keyValue(page).count()) > 0 ? await keyValue(page).inputValue() : '';
    await page.getByRole('textbox', { name: /^Name\b/ }).fill(name);
    await page.getByRole('button', { name: 'Create key', exact: true }).click();
    const secret = await eventually(
      async () => ((await keyValue(page).count()) > 0 ? keyValue(page).inputValue() : ''),
      (value) => expect(value).not.toBe(before),
    );
    expect(secret).toMatch(/^vitae_live_\w{20,}$/);
    await shown(page.getByRole('button', { name: `Revoke ${name}`, exact: true }));
    return secret;
  }

  /** Clicks `button` in the open confirm dialog. */
  async function confirm(page: Page, button: string) {
    const dialog = page.getByRole('dialog');
    await shown(dialog);
    await dialog.getByRole('button', { name: button, exact: true }).click();
    await hidden(dialog);
  }

  /** A saved resume and one render of it with `apiKey`: one credit spent on the action "render". */
  async function renderOnce(apiKey: string) {
    const created = await fetch(`${base}/v1/resumes`, { method: 'POST', headers: { 'x-api-key': apiKey, 'content-type': 'application/json' }, body: JSON.stringify(ONE_JOB_RESUME) });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const rendered = await fetch(`${base}/v1/resumes/${id}/render`, { method: 'PUT', headers: { 'x-api-key': apiKey, 'content-type': 'application/json' }, body: '{}' });
    expect(rendered.status).toBe(200);
    expect(rendered.headers.get('content-type')).toBe('application/pdf');
    await rendered.arrayBuffer();
  }

  test(
    'sign up, create a key and use it, revoke it (401), regenerate another (old 401, new 200)',
    () =>
      withTabs(async (open) => {
        const { page } = await open();
        await signUp(page);

        const first = await createKey(page, 'laptop');
        expect(await settingsStatus(first)).toBe(200);

        await page.getByRole('button', { name: 'Revoke laptop', exact: true }).click();
        await confirm(page, 'Revoke key');
        await textOf(page.getByRole('row').filter({ hasText: 'laptop' }), (text) => expect(text).toContain('Revoked'));
        await countOf(page.getByRole('button', { name: 'Revoke laptop', exact: true }), 0);
        expect(await settingsStatus(first)).toBe(401);

        const second = await createKey(page, 'server');
        expect(await settingsStatus(second)).toBe(200);
        await page.getByRole('button', { name: 'Regenerate server', exact: true }).click();
        await confirm(page, 'Regenerate');
        const regenerated = await eventually(
          () => keyValue(page).inputValue(),
          (value) => expect(value).not.toBe(second),
        );
        expect(regenerated).toMatch(/^vitae_live_\w{20,}$/);
        expect(await settingsStatus(second)).toBe(401);
        expect(await settingsStatus(regenerated)).toBe(200);
        await textOf(page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Revoke server', exact: true }) }), (text) => expect(text).toContain('Active'));
        // Cancel leaves the key alone.
        await page.getByRole('button', { name: 'Revoke server', exact: true }).click();
        await confirm(page, 'Cancel');
        expect(await settingsStatus(regenerated)).toBe(200);
      }),
    TEST_TIMEOUT,
  );

  test(
    'AI model: free accounts see why their own key is unavailable; pro sets a key the provider accepts, sees a refusal inline without the key, removes it',
    () =>
      withTabs(async (open) => {
        const { page } = await open();
        const email = await signUp(page);
        const model = page.locator('#model');
        const current = page.locator('#model-current');
        const provider = model.getByLabel('Provider', { exact: true });
        const modelSelect = model.getByLabel('Model', { exact: true });
        const apiKey = model.getByLabel('API key', { exact: true });
        const save = model.getByRole('button', { name: 'Save key', exact: true });

        await textOf(current, (text) => expect(text).toContain('Built-in engine'));
        await shown(page.locator('#model-byok-unavailable'));
        await textOf(page.locator('#model-byok-unavailable'), (text) => expect(text).toMatch(/pro/i));
        for (const control of [provider, modelSelect, apiKey, save]) await disabled(control);

        await admin('/admin/plan', { email, plan: 'pro' });
        await page.reload();
        await signedIn(page);
        await hidden(page.locator('#model-byok-unavailable'));
        await disabled(save, false);

        await provider.selectOption('openai');
        await modelSelect.selectOption('gpt-4o-mini');
        await apiKey.fill(defaultFakeApiKey);
        const callsBefore = fake.requests.length;
        await save.click();
        await textOf(current, (text) => {
          expect(text).toContain('your own key');
          expect(text).toContain('gpt-4o-mini');
          expect(text).toMatch(/openai/i);
        });
        await textOf(model.getByRole('status'), (text) => expect(text.trim()).not.toBe(''));
        // The service checked the key with one real call to the (fake) provider.
        expect(fake.requests.slice(callsBefore).map((request) => request.headers.authorization)).toContain(`Bearer ${defaultFakeApiKey}`);
        expect(await page.content()).not.toContain(defaultFakeApiKey);

        const refused = `sk-refused-${randomBytes(12).toString('hex')}`;
        await provider.selectOption('openai');
        await modelSelect.selectOption('gpt-4o');
        await apiKey.fill(refused);
        await save.click();
        const alert = model.getByRole('alert');
        await shown(alert);
        await textOf(alert, (text) => {
          expect(text).toMatch(/rejected|refused/i);
          expect(text).toContain('401');
        });
        // The fake echoes the key in its refusal; neither the page's text nor its markup may.
        expect(await page.content()).not.toContain(refused);
        expect(await page.locator('body').innerText()).not.toContain(refused.slice(3));
        // Nothing changed: still the key that worked.
        await textOf(current, (text) => {
          expect(text).toContain('your own key');
          expect(text).toContain('gpt-4o-mini');
        });

        await model.getByRole('button', { name: 'Remove my key', exact: true }).click();
        // A confirm step is allowed; answer it with its action, not Cancel.
        const dialog = page.getByRole('dialog');
        await eventually(
          async () => {
            if (await dialog.isVisible()) await dialog.getByRole('button').filter({ hasNotText: 'Cancel' }).first().click();
            return ((await current.textContent()) ?? '').replace(/\s+/g, ' ');
          },
          (text) => {
            expect(text).toContain('Built-in engine');
            expect(text).not.toContain('your own key');
          },
        );
      }),
    TEST_TIMEOUT,
  );

  test(
    'gallery: 22 templates with loaded thumbnails, names and ATS scores; a preview in the chosen design is the real PDF, shown in the page',
    () =>
      withTabs(async (open) => {
        const { page } = await open();
        await signUp(page);
        const catalog = (await (await fetch(`${base}/v1/templates`)).json()) as { templates: { id: string; name: string; atsScore: number }[] };
        expect(catalog.templates).toHaveLength(22);
        const gallery = page.locator('#templates');
        await shown(gallery.getByRole('heading', { name: 'Templates', exact: true }));
        await countOf(gallery.getByRole('list').getByRole('button'), 22);
        for (const template of catalog.templates) {
          const button = gallery.getByRole('button', { name: new RegExp(`\\b${template.name}\\b`) });
          await countOf(button, 1);
          expect(await button.getAttribute('aria-pressed')).toMatch(/^(true|false)$/);
          expect(await button.textContent()).toContain(`ATS ${template.atsScore}`);
          const thumbnail = gallery.getByRole('img', { name: `${template.name} template`, exact: true });
          await thumbnail.scrollIntoViewIfNeeded();
          await eventually(
            () => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
            (loaded) => expect(loaded).toBe(true),
          );
          expect(await thumbnail.evaluate((image: HTMLImageElement) => new URL(image.currentSrc || image.src).origin)).toBe(new URL(base).origin);
        }
        await textOf(gallery, (text) => {
          expect(text).toMatch(/free/i);
          expect(text).toMatch(/rate[- ]limit/i);
        });

        const chosen = catalog.templates.find((template) => template.id === 'COBALT')!;
        const chosenButton = gallery.getByRole('button', { name: new RegExp(`\\b${chosen.name}\\b`) });
        await chosenButton.click();
        await attributeOf(chosenButton, 'aria-pressed', (value) => expect(value).toBe('true'));
        await countOf(gallery.locator('button[aria-pressed="true"]'), 1);

        const colour = gallery.getByLabel('Colour', { exact: true });
        const font = gallery.getByLabel('Font', { exact: true });
        const language = gallery.getByLabel('Language', { exact: true });
        expect(await colour.locator('option').count()).toBeGreaterThan(1);
        await colour.selectOption({ index: 1 });
        const colourValue = await colour.inputValue();
        await font.selectOption('Inter');
        await language.selectOption('de');

        const [response] = await Promise.all([
          page.waitForResponse((candidate) => new URL(candidate.url()).pathname === '/console/api/preview', { timeout: 60_000 }),
          gallery.getByRole('button', { name: 'Show preview', exact: true }).click(),
        ]);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toStartWith('application/pdf');
        const query = new URL(response.url()).searchParams;
        // Template ids are case-insensitive; the page sends the lowercase form the thumbnails use.
        expect(query.get('templateId')?.toUpperCase()).toBe(chosen.id.toUpperCase());
        expect(query.get('language')).toBe('de');
        expect(query.get('font')).toBe('Inter');
        if (colourValue.startsWith('#')) expect(query.get('color')?.toLowerCase()).toBe(colourValue.toLowerCase());
        const frame = page.locator('iframe[title="Resume preview"]');
        await shown(frame);
        await attributeOf(frame, 'src', (src) => expect(src).toMatch(/^blob:/));
        // The same preview, asked again with the browser's own cookies (Playwright does not keep the
        // body the page's fetch read into its blob, and the page's CSP rightly keeps scripts from
        // reading blob: URLs back): a real PDF carrying the mark.
        const again = await page.context().request.get(response.url());
        expect(again.status()).toBe(200);
        const pdf = new Uint8Array(await again.body());
        expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
        expect(pdfText(pdf)).toContain('Preview');
      }),
    TEST_TIMEOUT,
  );

  test(
    'usage: a render made with a key shows in the chart and the ledger; the ledger pages Older and Newer',
    () =>
      withTabs(async (open) => {
        const { page } = await open();
        const email = await signUp(page);
        const apiKey = await createKey(page, 'usage');
        // More ledger entries than any page holds (100 is the API's largest page): 110 purchases of 1..110
        // credits (each row tells which it is), then the render.
        const PURCHASES = 110;
        for (let index = 1; index <= PURCHASES; index++) await admin('/admin/credits', { email, credits: index });
        await renderOnce(apiKey);

        await page.reload();
        await signedIn(page);
        const today = new Date().toISOString().slice(0, 10);
        const chart = page.locator('#usage-chart');
        await attributeOf(chart.locator('svg[role="img"]'), 'aria-label', (label) => expect(label).toMatch(/\S/));
        const bar = chart.locator(`rect[data-action="render"][data-date="${today}"]`);
        await countOf(bar, 1);
        expect(Number(await bar.getAttribute('data-credits'))).toBeGreaterThanOrEqual(1);

        const ledger = page.getByRole('table', { name: 'Credit ledger' });
        const rows = ledger.locator('tbody tr');
        const older = page.getByRole('button', { name: 'Older', exact: true });
        const newer = page.getByRole('button', { name: 'Newer', exact: true });
        await textOf(rows.first(), (text) => expect(text).toMatch(/render/i));
        await disabled(newer);
        await disabled(older, false);
        const firstPage = await rows.allInnerTexts();

        // Each page is read once its number shows: the page writes "Page n" with the rows it belongs to.
        const pageLabel = page.locator('#ledger-page');
        await textOf(pageLabel, (text) => expect(text).toBe('Page 1'));
        const pages = [firstPage.join('\n')];
        for (let step = 0; step < 20 && (await older.isEnabled()); step++) {
          await older.click();
          await textOf(pageLabel, (text) => expect(text).toBe(`Page ${pages.length + 1}`));
          pages.push((await rows.allInnerTexts()).join('\n'));
        }
        expect(pages.length).toBeGreaterThan(1);
        // Every purchase appears on exactly one page: no entry lost or repeated between pages.
        const purchases = pages.flatMap((text) => [...text.matchAll(/Purchase[\s\S]*?\+(\d+)/g)].map((match) => Number(match[1])));
        expect(purchases.toSorted((a, b) => a - b)).toEqual(Array.from({ length: PURCHASES }, (_, index) => index + 1));
        await disabled(older);
        await disabled(newer, false);
        // The oldest entries are the first purchases.
        await textOf(rows.last(), (text) => expect(text).toMatch(/purchase/i));

        for (let number = pages.length - 1; number >= 1 && (await newer.isEnabled()); number--) {
          await newer.click();
          await textOf(pageLabel, (text) => expect(text).toBe(`Page ${number}`));
          expect((await rows.allInnerTexts()).join('\n')).toBe(pages[number - 1]!);
        }
        await disabled(newer);
        expect((await rows.allInnerTexts()).join('\n')).toBe(firstPage.join('\n'));
      }),
    TEST_TIMEOUT,
  );

  test(
    'log out everywhere: the other browser, signed in as the same person, is signed out at its next action',
    () =>
      withTabs(async (open) => {
        const first = await open();
        const second = await open();
        const email = await signUp(first.page);
        await logIn(second.page, email);
        // The second browser's background loads (usage, ledger, model, gallery) come back first: one
        // still in flight when the sessions end would sign it out before its next action is taken.
        await second.settled();

        await first.page.getByRole('button', { name: 'Log out everywhere', exact: true }).click();
        await signedOut(first.page);
        // Nothing of the account stays in the page (hidden or not) for the next person at this browser.
        expect(await first.page.evaluate(() => document.body.textContent ?? '')).not.toContain(email);

        await second.page.getByRole('textbox', { name: /^Name\b/ }).fill('after logout');
        await second.page.getByRole('button', { name: 'Create key', exact: true }).click();
        await signedOut(second.page);
        // Its session is gone on the server too: a fresh load shows the log-in form.
        await second.page.reload();
        await signedOut(second.page);
      }),
    TEST_TIMEOUT,
  );

  /** Fails with every axe violation listed, one per line. */
  async function expectAccessible(page: Page, label: string) {
    const violations = await runAxe(page);
    if (violations.length > 0) throw new Error(`${label}: axe-core WCAG 2.x A/AA violations:\n  ${violations.join('\n  ')}`);
  }

  /** The boxes of the first two cells of `row`. */
  async function firstTwoCells(row: Locator) {
    const cells = row.locator('td, th');
    const a = await cells.nth(0).boundingBox();
    const b = await cells.nth(1).boundingBox();
    if (!a || !b) throw new Error('the row has no two visible cells');
    return [a, b] as const;
  }

  test(
    'every screen at 360 and 1280 px, signed out and signed in: no horizontal overflow, stacked tables when narrow, no axe violations, keyboard reachable with visible focus, nothing from another origin',
    () =>
      withTabs(async (open) => {
        let email: string | undefined;
        for (const viewport of [NARROW, WIDE]) {
          const size = `${viewport.width}x${viewport.height}`;
          const { page } = await open(viewport);

          await page.goto(`${base}/console`);
          await shown(page.getByRole('heading', { name: 'Create an account', exact: true }));
          await signedOut(page);
          await assertNoHorizontalOverflow(page, `signed-out-${size}`);
          await expectAccessible(page, `signed out at ${size}`);

          if (email === undefined) {
            email = await signUp(page);
            const apiKey = await createKey(page, 'ci');
            await admin('/admin/credits', { email, credits: 5 });
            await renderOnce(apiKey);
          } else {
            await logIn(page, email);
          }
          await page.reload();
          await signedIn(page);
          // The page has loaded its data once a key row and a ledger row are shown.
          const keyRow = page.locator('.key-row').first();
          await shown(keyRow);
          const ledgerRow = page.getByRole('table', { name: 'Credit ledger' }).locator('tbody tr').first();
          await shown(ledgerRow);
          await assertNoHorizontalOverflow(page, `signed-in-${size}`);
          await expectAccessible(page, `signed in at ${size}`);
          for (const heading of ['Credits', 'Usage', 'API keys', 'AI model', 'Templates']) await shown(page.getByRole('heading', { level: 2, name: heading, exact: true }));
          for (const target of ['#credits', '#usage', '#keys', '#model', '#templates']) await countOf(page.locator(`nav a[href="${target}"]`), 1);

          for (const row of [keyRow, ledgerRow]) {
            const [a, b] = await firstTwoCells(row);
            if (viewport === NARROW) {
              // Stacked: the second cell starts below the first, not beside it, and each cell says its column.
              expect(b.y).toBeGreaterThanOrEqual(a.y + a.height - 1);
              expect(await row.locator('td[data-label]').count()).toBeGreaterThan(0);
            } else {
              expect(b.x).toBeGreaterThan(a.x + a.width - 1);
              expect(Math.abs(b.y - a.y)).toBeLessThan(a.height);
            }
          }

          // The render made with the key is in the chart.
          await page.locator('#usage-chart rect[data-action="render"]').first().waitFor({ state: 'attached' });

          if (viewport === WIDE) {
            const stops = await tabToEach(page, {
              'Create key': page.getByRole('button', { name: 'Create key', exact: true }),
              'Revoke …': page.getByRole('button', { name: /^Revoke / }),
              'Show preview': page.getByRole('button', { name: 'Show preview', exact: true }),
            });
            expect(Object.keys(stops).sort()).toEqual(['Create key', 'Revoke …', 'Show preview']);
            for (const [name, stop] of Object.entries(stops)) {
              if (!stop.indicator.visible)
                throw new Error(`${name} (${stop.indicator.element}) has no visible focus indicator: outline ${stop.indicator.outline}, box-shadow ${stop.indicator.boxShadow}`);
            }
            // The preview, opened from the keyboard, passes the same checks.
            await page.getByRole('button', { name: 'Show preview', exact: true }).focus();
            await page.keyboard.press('Enter');
            await shown(page.locator('iframe[title="Resume preview"]'), 60_000);
            await assertNoHorizontalOverflow(page, `preview-${size}`);
            await expectAccessible(page, `with the preview at ${size}`);
          }
        }
      }),
    TEST_TIMEOUT,
  );
});
