/**
 * The console page and its assets: the HTML under a strict CSP with nothing inline and nothing from
 * another origin, every asset read at start-up served with its type, an ETag and a 304, and any
 * other name (traversal included) a 404.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { readdirSync } from 'node:fs';
import { CONSOLE_CSP, consoleAssetNames } from '../src/http/routes/console-page.routes.ts';
import { databaseKinds } from './support/databases.ts';
import { createHarness, type Harness } from './support/harness.ts';

const kind = (await databaseKinds())[0]!;
const consoleDirectory = new URL('../src/console/', import.meta.url);

describe(`console page on ${kind}`, () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createHarness(kind);
  }, 60_000);
  afterAll(() => harness.dispose());

  test('GET /console: the HTML, under the CSP, not sniffable, revalidated', async () => {
    const response = await harness.request('/console');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(CONSOLE_CSP);
    expect(CONSOLE_CSP).toContain("script-src 'self';");
    expect(CONSOLE_CSP).not.toContain('unsafe-inline');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect((await harness.request('/console', { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  test('the HTML loads only /console/assets/*, nothing from elsewhere, and has no inline script or style', async () => {
    const html = await (await harness.request('/console')).text();
    const references = [...html.matchAll(/\b(?:src|href)="([^"]*)"/g)].map((match) => match[1]!);
    const loaded = [...html.matchAll(/<(?:script|link|img|iframe)\b[^>]*>/g)].flatMap((tag) => [...tag[0].matchAll(/\b(?:src|href)="([^"]*)"/g)].map((match) => match[1]!));
    expect(loaded.length).toBeGreaterThan(1);
    for (const url of loaded) expect(url === 'data:,' || url.startsWith('/console/assets/')).toBe(true);
    // Links a person follows stay on this service too.
    for (const url of references) expect(url).not.toMatch(/^(?:[a-z]+:)?\/\//i);
    for (const script of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      expect(script[1]).toMatch(/\bsrc="\/console\/assets\/[a-z0-9-]+\.js"/);
      expect(script[2]!.trim()).toBe('');
    }
    expect(html).not.toMatch(/<style\b/i);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    for (const asset of html.matchAll(/\/console\/assets\/([a-z0-9.-]+)/g)) expect(consoleAssetNames()).toContain(asset[1]!);
  });

  test('every style sheet and module is served with its type, an ETag and a 304', async () => {
    const expected = [
      ...readdirSync(consoleDirectory).filter((name) => name.endsWith('.css')),
      ...readdirSync(new URL('js/', consoleDirectory)).filter((name) => name.endsWith('.js') && !name.includes('.test.')),
    ].sort();
    expect(consoleAssetNames().sort()).toEqual(expected);
    expect(expected).toContain('console.css');
    expect(expected).toContain('main.js');
    for (const name of expected) {
      const response = await harness.request(`/console/assets/${name}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(name.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const body = await response.text();
      expect(body.length).toBeGreaterThan(0);
      const etag = response.headers.get('etag')!;
      const again = await harness.request(`/console/assets/${name}`, { headers: { 'if-none-match': `"other", ${etag}` } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect((await harness.request(`/console/assets/${name}`, { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
    }
  });

  test('modules import only modules that are served', async () => {
    for (const name of consoleAssetNames().filter((asset) => asset.endsWith('.js'))) {
      const source = await (await harness.request(`/console/assets/${name}`)).text();
      for (const match of source.matchAll(/^import\b[^'"]*['"]([^'"]+)['"]/gm)) {
        expect(match[1]!).toMatch(/^\.\/[a-z0-9-]+\.js$/);
        expect(consoleAssetNames()).toContain(match[1]!.slice(2));
      }
    }
  });

  test('unknown names, tests and traversal are a JSON 404', async () => {
    for (const path of [
      '/console/assets/nothing.js',
      '/console/assets/usage-chart.test.ts',
      '/console/assets/index.html',
      '/console/assets/..%2Fhttp%2Froutes%2Fconsole.routes.ts',
      '/console/assets/..%2F..%2Fpackage.json',
      '/console/assets/js%2Fmain.js',
      '/console/assets/%2e%2e%2fconsole.css',
      '/console/assets/console.css%00.js',
      '/console/assets/',
    ]) {
      const response = await harness.request(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.headers.get('content-type')).toStartWith('application/json');
      expect(((await response.json()) as { code: string }).code).toBe('not_found');
    }
    expect((await harness.request('/console/assets/../../package.json')).status).toBe(404);
  });
});
