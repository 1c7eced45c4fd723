/**
 * A real browser for the console's suite: Debian's chromium (or CHROMIUM_PATH) driven by
 * playwright-core, and the checks every screen must pass there: no horizontal overflow (measured in
 * the page and in a full-page screenshot), no WCAG 2.x A/AA violations by axe-core, nothing fetched
 * from another origin, and keyboard focus that reaches the controls and can be seen.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { freePort, projectRoot, startService, type RunningService } from './running-server.ts';

export const SKIP_MESSAGE = "console browser suite skipped: no Chromium found (install Debian's chromium or set CHROMIUM_PATH)";

/** CHROMIUM_PATH, else /usr/bin/chromium, else `chromium` (or `chromium-browser`) on PATH; undefined when none exists. */
export function findChromium(): string | undefined {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return existsSync(configured) ? configured : undefined;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  for (const directory of (process.env.PATH ?? '').split(delimiter)) {
    for (const name of ['chromium', 'chromium-browser']) {
      const candidate = join(directory, name);
      if (directory && existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

/**
 * Headless Chromium. `--no-sandbox` because CI runs as root; the background-networking flags stop
 * Chromium's own update, sync and safe-browsing traffic, which would otherwise hammer a closed network.
 */
export function launchBrowser(executablePath: string): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    timeout: 60_000,
  });
}

export interface Viewport {
  width: number;
  height: number;
}
export const NARROW: Viewport = { width: 360, height: 740 };
export const WIDE: Viewport = { width: 1280, height: 800 };

export interface BrowserTab {
  context: BrowserContext;
  page: Page;
  /** Every request the context made to an origin other than `base` (live array). */
  external: string[];
  /**
   * Resolves once the page has had no request in flight for `quietMs`: what it loads on its own
   * after a click (the signed-in console loads usage, ledger, model and gallery in the background)
   * has come back.
   */
  settled(quietMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** A fresh context (no cookies, no storage) with one page at `viewport`, its foreign requests recorded. */
export async function openTab(browser: Browser, base: string, viewport: Viewport = WIDE): Promise<BrowserTab> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, locale: 'en-GB', timezoneId: 'UTC', reducedMotion: 'reduce' });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const external = collectExternalRequests(context, base);
  const inFlight = countRequestsInFlight(page);
  return { context, page, external, settled: (quietMs) => quiet(inFlight, quietMs), close: () => context.close() };
}

/** A live count of `page`'s requests sent and not yet finished or failed, with when it last changed. */
function countRequestsInFlight(page: Page) {
  const state = { count: 0, changedAt: Date.now() };
  const change = (by: number) => {
    state.count += by;
    state.changedAt = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return state;
}

async function quiet(state: { count: number; changedAt: number }, quietMs = 300, timeout = 20_000) {
  await eventually(
    async () => state.count === 0 && Date.now() - state.changedAt >= quietMs,
    (isQuiet) => {
      if (!isQuiet) throw new Error(`the page did not settle: ${state.count} request(s) still in flight`);
    },
    timeout,
  );
}

/**
 * Records every network request (http, https, ws, wss) whose origin is not `base`'s: blob: URLs carry
 * their creator's origin and count as the service's; data: URLs load nothing, and chrome: and
 * chrome-extension: ones are the browser's own (its PDF viewer), so none of those is recorded.
 */
export function collectExternalRequests(target: Page | BrowserContext, base: string): string[] {
  const own = new URL(base).origin;
  const external: string[] = [];
  target.on('request', (request) => {
    const url = request.url();
    if (!/^(https?|wss?):/i.test(url)) return;
    let origin: string;
    try {
      origin = new URL(url).origin;
    } catch {
      origin = url;
    }
    if (origin !== own) external.push(`${request.method()} ${url}`);
  });
  return external;
}

/** Where screenshots go; printed in every failure that has one. */
let screenshotDirectory: string | undefined;
export function screenshotDir(): string {
  screenshotDirectory ??= mkdtempSync(join(tmpdir(), 'vitae-console-screens-'));
  return screenshotDirectory;
}

/** The width and height a PNG's IHDR chunk declares. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  if (png.length < 24 || view.getUint32(12) !== 0x49484452) throw new Error('not a PNG');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/**
 * Fails unless the page is no wider than its viewport: documentElement.scrollWidth <= clientWidth,
 * and a full-page screenshot (saved, its path in the message) exactly as wide as the viewport. The
 * message lists the elements whose right edge passes the viewport.
 */
export async function assertNoHorizontalOverflow(page: Page, label: string): Promise<string> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('the page has no fixed viewport');
  const measured = await page.evaluate(() => {
    const root = document.documentElement;
    const limit = root.clientWidth;
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = typeof element.className === 'string' && element.className.trim() ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${id}${classes} right=${Math.round(element.getBoundingClientRect().right)}${text ? ` "${text}"` : ''}`;
    };
    // An element inside a box that clips or scrolls sideways cannot widen the page; listed last.
    // A box clips the elements whose containing block it is or contains: for an absolutely
    // positioned element that is its nearest positioned ancestor, for a fixed one the viewport.
    const containingBlock = (element: Element): Element | null => {
      const position = getComputedStyle(element).position;
      if (position === 'fixed') return null;
      let parent = element.parentElement;
      if (position === 'absolute') while (parent && parent !== document.body && getComputedStyle(parent).position === 'static') parent = parent.parentElement;
      return parent;
    };
    const clipped = (element: Element) => {
      for (let parent = containingBlock(element); parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const widening: string[] = [];
    const inside: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.right + window.scrollX <= limit + 0.5) continue;
      if (clipped(element)) inside.push(`${describe(element)} (inside a clipping or scrolling box)`);
      else widening.push(describe(element));
    }
    return { scrollWidth: root.scrollWidth, clientWidth: limit, offenders: [...widening.slice(0, 20), ...inside.slice(0, 5)] };
  });
  const directory = screenshotDir();
  mkdirSync(directory, { recursive: true });
  const path = join(directory, `${label.replace(/[^a-z0-9-]+/gi, '-')}.png`);
  const png = await page.screenshot({ fullPage: true, path, animations: 'disabled' });
  const shot = pngSize(png);
  const problems: string[] = [];
  if (measured.scrollWidth > measured.clientWidth) problems.push(`documentElement.scrollWidth ${measured.scrollWidth} > clientWidth ${measured.clientWidth}`);
  if (shot.width !== viewport.width) problems.push(`the full-page screenshot is ${shot.width} px wide, the viewport ${viewport.width} px`);
  if (problems.length > 0) {
    throw new Error(`${label}: horizontal overflow: ${problems.join('; ')}\nelements past the right edge:\n  ${measured.offenders.join('\n  ') || '(none found)'}\nscreenshot: ${path}`);
  }
  return path;
}

const axeSource = () => readFileSync(join(projectRoot, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (color-contrast is among them). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string; html: string }[];
}

/**
 * Runs axe-core's WCAG 2.x A/AA rules on the page and answers the violations, one readable line per
 * element (empty when there are none). The script goes in with page.addScriptTag({ content }) when
 * the page allows it; the console's CSP (script-src 'self') refuses inline scripts, as it should,
 * so then it is evaluated through the DevTools protocol, which the CSP does not govern.
 */
export async function runAxe(page: Page): Promise<string[]> {
  const loaded = () => page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!(await loaded())) {
    const content = axeSource();
    await page.addScriptTag({ content }).catch(() => undefined);
    if (!(await loaded())) await page.evaluate(content);
    if (!(await loaded())) throw new Error('axe-core could not be loaded into the page');
  }
  const violations = (await page.evaluate(
    async (tags) =>
      (
        await (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: unknown[] }> } }).axe.run(document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        })
      ).violations,
    AXE_TAGS,
  )) as AxeViolation[];
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${JSON.stringify(node.target)} ${node.html.slice(0, 160)}${node.failureSummary ? `\n    ${node.failureSummary.replace(/\n/g, '\n    ')}` : ''}`,
    ),
  );
}

/** Whether the focused element shows a focus indicator: an outline that is drawn, or a box shadow. */
export function focusIndicator(page: Page): Promise<{ element: string; visible: boolean; outline: string; boxShadow: string }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { element: '(body)', visible: false, outline: '', boxShadow: '' };
    const style = getComputedStyle(element);
    const outlineDrawn = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0 && !/rgba\(.*,\s*0\)$|transparent/.test(style.outlineColor);
    const shadowDrawn = style.boxShadow !== 'none' && style.boxShadow !== '';
    const name = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40);
    return {
      element: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${name}"`,
      visible: outlineDrawn || shadowDrawn,
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      boxShadow: style.boxShadow,
    };
  });
}

export interface FocusStop {
  /** How many Tab presses it took from the start. */
  presses: number;
  indicator: Awaited<ReturnType<typeof focusIndicator>>;
}

/**
 * Presses Tab from the top of the page (focus reset to the document first) until each of `targets`
 * has had focus, recording for each the focus indicator it showed then. Stops after `maxPresses`;
 * targets never reached are missing from the answer.
 */
export async function tabToEach(page: Page, targets: Record<string, Locator>, maxPresses = 400): Promise<Record<string, FocusStop>> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    window.scrollTo(0, 0);
  });
  // A click on the document's start makes it the sequential-focus starting point.
  await page.mouse.click(1, 1);
  const found: Record<string, FocusStop> = {};
  for (let presses = 1; presses <= maxPresses && Object.keys(found).length < Object.keys(targets).length; presses++) {
    await page.keyboard.press('Tab');
    for (const [name, locator] of Object.entries(targets)) {
      if (found[name]) continue;
      const focused = await locator.evaluateAll((elements) => (elements as Element[]).includes(document.activeElement as Element));
      if (focused) found[name] = { presses, indicator: await focusIndicator(page) };
    }
  }
  return found;
}

/** Presses Tab until an element whose accessible name is `name` (role `role`) has focus; throws after `maxPresses`. */
export async function tabUntilFocused(page: Page, role: Parameters<Page['getByRole']>[0], name: string | RegExp, maxPresses = 400): Promise<FocusStop> {
  const stops = await tabToEach(page, { target: page.getByRole(role, { name }) }, maxPresses);
  if (!stops.target) throw new Error(`Tab never reached the ${role} named ${String(name)} in ${maxPresses} presses`);
  return stops.target;
}

/**
 * The service under test: started from this checkout by startService, or, with CONSOLE_BROWSER_ROOT
 * set, `bun src/main.ts` run in that directory (another worktree's page), on a free port with a
 * fresh embedded store.
 */
export async function startConsoleService(env: Record<string, string>): Promise<RunningService> {
  const root = process.env.CONSOLE_BROWSER_ROOT;
  if (!root) return startService(env, 'bun');
  const dataDir = mkdtempSync(join(tmpdir(), 'vitae-browser-server-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = Bun.spawn([process.execPath, 'src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: join(dataDir, 'data'), DATABASE_URL: '', ...env },
    stdout: 'ignore',
    stderr: 'pipe',
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await child.exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 600; attempt++) {
    const healthy = await fetch(`${base}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { base, port, dataDir, runtime: 'bun', stop, process: child };
    if (child.exitCode !== null) break;
    await Bun.sleep(100);
  }
  const stderr = await new Response(child.stderr as ReadableStream).text();
  await stop();
  throw new Error(`the server in ${root} did not start: ${stderr}`);
}

/**
 * Reads `read()` until `check` (bun:test expectations) passes on what it answered, and answers that
 * value; after `timeout` ms it throws the last expectation's error. A bounded wait for a condition,
 * never a fixed sleep: the page updates after its own fetches.
 */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => void, timeout = 20_000): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    let value: T;
    try {
      value = await read();
      check(value);
      return value;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
    }
    await Bun.sleep(50);
  }
}
