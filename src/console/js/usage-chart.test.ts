/** The console's pure modules: chart geometry, paging, formatting, API error text, catalogs. */
import { describe, expect, test } from 'bun:test';
import { createApi, retryAfterSeconds, toApiError } from './api.js';
import { describeModel, mergeTemplates, previewUrl, templateColours, thumbnailPath } from './catalog.js';
import { cyclePercent, formatDay, signed, waitText } from './format.js';
import { firstPage, hasNewer, hasOlder, loaded, newer, older, pageUrl } from './pager.js';
import { ACTIONS, chartLayout, niceMax } from './usage-chart.js';

const zero = { render: 0, export: 0, parse: 0, tailor: 0, coverLetter: 0 };
const days = Array.from({ length: 30 }, (_, index) => ({ date: `2026-03-${String(index + 1).padStart(2, '0')}`, credits: { ...zero } }));
days[9]!.credits = { ...zero, render: 3, tailor: 5 };
days[29]!.credits = { ...zero, export: 2 };

describe('usage chart geometry', () => {
  test('nice maxima', () => {
    expect(niceMax(0)).toBe(4);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(8)).toBe(10);
    expect(niceMax(11)).toBe(20);
    expect(niceMax(240)).toBe(250);
  });

  test('one stacked bar per non-zero action and day, bottom up in action order, inside the plot', () => {
    const layout = chartLayout({ days, actions: ACTIONS }, { width: 600, height: 200 });
    expect(layout.max).toBe(10);
    expect(layout.bars.map((bar) => [bar.date, bar.action, bar.credits])).toEqual([
      ['2026-03-10', 'render', 3],
      ['2026-03-10', 'tailor', 5],
      ['2026-03-30', 'export', 2],
    ]);
    const [render, tailor] = layout.bars;
    const bottom = layout.plot.y + layout.plot.height;
    expect(render!.y + render!.height).toBeCloseTo(bottom, 1);
    expect(tailor!.y + tailor!.height).toBeCloseTo(render!.y, 1);
    expect(tailor!.height / render!.height).toBeCloseTo(5 / 3, 1);
    for (const bar of layout.bars) {
      expect(bar.x).toBeGreaterThanOrEqual(layout.plot.x);
      expect(bar.x + bar.width).toBeLessThanOrEqual(layout.plot.x + layout.plot.width + 0.01);
      expect(bar.y).toBeGreaterThanOrEqual(layout.plot.y);
    }
    expect(layout.totals).toEqual({ render: 3, export: 2, parse: 0, tailor: 5, coverLetter: 0 });
    expect(layout.ticks.map((tick) => tick.value)).toEqual([0, 5, 10]);
  });

  test('day labels stay apart and inside the drawing, today included', () => {
    for (const width of [280, 360, 720, 1200]) {
      const layout = chartLayout({ days }, { width });
      expect(layout.labels.at(-1)!.date).toBe('2026-03-30');
      for (let index = 1; index < layout.labels.length; index++) expect(layout.labels[index]!.x - layout.labels[index - 1]!.x).toBeGreaterThanOrEqual(40);
      for (const label of layout.labels) expect(label.x).toBeLessThanOrEqual(width);
    }
  });

  test('the summary names the span, the totals by action and the busiest day', () => {
    expect(chartLayout({ days }).summary).toBe('Credits spent per day, 1 March to 30 March: 10 credits in total (Render 3, Export 2, Tailor 5); the busiest day was 10 March with 8 credits.');
    expect(chartLayout({ days: days.map((day) => ({ ...day, credits: { ...zero } })) }).summary).toBe('Credits spent per day, 1 March to 30 March: none.');
    expect(chartLayout({ days: [] }).bars).toEqual([]);
  });
});

describe('ledger paging', () => {
  test('Older follows the cursor, Newer walks back, both disabled at the ends', () => {
    let state = firstPage();
    expect(pageUrl(state)).toBe('/console/api/ledger?limit=20');
    state = loaded(state, 'c1');
    expect([hasNewer(state), hasOlder(state)]).toEqual([false, true]);
    state = loaded(older(state), 'c2');
    expect(pageUrl(state)).toBe('/console/api/ledger?limit=20&before=c1');
    state = loaded(older(state), null);
    expect(pageUrl(state)).toBe('/console/api/ledger?limit=20&before=c2');
    expect([hasNewer(state), hasOlder(state)]).toEqual([true, false]);
    expect(older(state)).toBe(state);
    state = newer(state);
    expect(pageUrl(state)).toBe('/console/api/ledger?limit=20&before=c1');
    state = newer(state);
    expect(pageUrl(state)).toBe('/console/api/ledger?limit=20');
    expect(hasNewer(state)).toBe(false);
    expect(newer(state)).toBe(state);
  });
});

describe('formatting', () => {
  test('numbers, days, waits and the cycle share', () => {
    expect(signed(-1234)).toBe('\u22121,234');
    expect(signed(3)).toBe('+3');
    expect(signed(0)).toBe('0');
    expect(formatDay('2026-03-05')).toBe('5 Mar');
    expect(waitText(1)).toBe('Try again in 1 second.');
    expect(waitText(17)).toBe('Try again in 17 seconds.');
    expect(waitText(null)).toBe('Please wait a moment and try again.');
    expect(cyclePercent(5, 10)).toBe(50);
    expect(cyclePercent(15, 10)).toBe(100);
    expect(cyclePercent(1, 0)).toBe(0);
  });
});

describe('API errors and CSRF', () => {
  test("the service's message, and how long to wait on a 429", () => {
    expect(toApiError(422, { error: 'openai refused the key', code: 'provider_key_rejected' }, null).message).toBe('openai refused the key');
    const limited = toApiError(429, { error: 'Too many previews', code: 'rate_limited' }, '17');
    expect([limited.message, limited.retryAfter]).toEqual(['Too many previews. Try again in 17 seconds.', 17]);
    expect(toApiError(500, null, null).message).toContain('HTTP 500');
    expect(toApiError(403, { error: 'x', code: 'csrf_failed' }, null).message).toContain('Reload the page');
    expect(retryAfterSeconds('Wed, 21 Oct 2015 07:28:30 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(30);
  });

  test('state-changing calls carry the token, which sign-up replaces; a refused token is fetched again once', async () => {
    const sent: { method: string; path: string; token: string | null }[] = [];
    let csrfCalls = 0;
    const api = createApi(async (path, init = {}) => {
      const token = new Headers(init.headers).get('x-csrf-token');
      sent.push({ method: init.method ?? 'GET', path, token });
      if (path === '/console/api/csrf') return Response.json({ csrfToken: `t${++csrfCalls}` });
      if (path === '/console/api/signup') return Response.json({ account: {}, csrfToken: 'session-token' }, { status: 201 });
      if (path === '/console/api/keys' && token === 'session-token' && sent.filter((call) => call.path === '/console/api/keys').length === 1) {
        return Response.json({ error: 'CSRF', code: 'csrf_failed' }, { status: 403 });
      }
      return Response.json({ ok: true });
    });
    await api.refreshCsrf();
    await api.json('POST', '/console/api/signup', { email: 'a@b.c', password: 'x' });
    await api.json('GET', '/console/api/account');
    expect(await api.json('POST', '/console/api/keys', {})).toEqual({ ok: true });
    expect(sent.map((call) => `${call.method} ${call.path} ${call.token}`)).toEqual([
      'GET /console/api/csrf null',
      'POST /console/api/signup t1',
      'GET /console/api/account null',
      'POST /console/api/keys session-token',
      'GET /console/api/csrf null',
      'POST /console/api/keys t2',
    ]);
  });

  test('without a CSRF route (404) calls still go, without the header; a network failure is an ApiError', async () => {
    const api = createApi(async (path) => (path === '/console/api/csrf' ? new Response('{}', { status: 404 }) : Response.json({ ok: true })));
    await api.refreshCsrf();
    expect(api.csrfToken()).toBe('');
    const down = createApi(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(down.json('GET', '/console/api/account')).rejects.toMatchObject({ status: 0, code: 'network' });
  });
});

describe('catalogs', () => {
  test('thumbnails always load from our own /cdn/ path', () => {
    expect(thumbnailPath('https://cdn.example.com/cdn/templates/amber.png', 'amber')).toBe('/cdn/templates/amber.png');
    expect(thumbnailPath('https://cdn.example.com/img/amber.png', 'AMBER')).toBe('/cdn/templates/amber.png');
    expect(thumbnailPath('javascript:alert(1)', 'amber')).toBe('/cdn/templates/amber.png');
    expect(thumbnailPath(undefined, 'Basalt')).toBe('/cdn/templates/basalt.png');
  });

  test('Form A and Form B lists are joined by id', () => {
    const templates = mergeTemplates(
      { templates: [{ id: 'AMBER', name: 'Amber', atsScore: 83, defaults: { font: 'Alegreya' } }] },
      { data: [{ id: 'amber', name: 'Amber', thumbnail: 'http://other.example/cdn/templates/amber.png' }] },
    );
    expect(templates).toEqual([{ id: 'amber', name: 'Amber', atsScore: 83, defaultFont: 'Alegreya', thumbnail: '/cdn/templates/amber.png' }]);
    expect(mergeTemplates(null, null)).toEqual([]);
  });

  test('colours, the model text and the preview URL', () => {
    expect(
      templateColours({
        availableColors: [
          { id: 'steel-blue', underlineColor: '#2b4c7e' },
          { id: 'bad', underlineColor: 'red' },
        ],
      }),
    ).toEqual([{ id: 'steel-blue', label: 'Steel blue', hex: '#2B4C7E' }]);
    expect(describeModel({ provider: 'builtin', modelId: 'builtin', isCustom: false })).toStartWith('Built-in engine');
    expect(describeModel({ provider: 'openai', modelId: 'gpt-4.1-mini', isCustom: true })).toBe('openai gpt-4.1-mini, with your own key');
    expect(previewUrl({ templateId: 'amber', color: '#2B4C7E', font: 'Source Sans 3', language: 'de' })).toBe('/console/api/preview?templateId=amber&color=%232B4C7E&font=Source+Sans+3&language=de');
  });
});
