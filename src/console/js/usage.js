// @ts-check
/**
 * The Usage chart: GET /console/api/usage drawn as stacked bars by action in an inline SVG built
 * with createElementNS, sized to its box (redrawn when the box changes width), with a legend and a
 * visually hidden table carrying the same numbers.
 */
import { byId, el, showUnavailable, svg } from './dom.js';
import { ACTION_LABELS, formatDay, formatNumber } from './format.js';
import { chartLayout } from './usage-chart.js';

/** @typedef {import('./usage-chart.js').Usage} Usage */
/** @typedef {import('./api.js').Api} Api */

/** @type {Usage | null} */
let current = null;
let drawnWidth = 0;
/** @type {ResizeObserver | null} */
let observer = null;

/** @param {string} action */
const label = (action) => ACTION_LABELS[action] ?? action;

/**
 * Loads and draws the chart; a server without the route shows "unavailable".
 * @param {Api} api
 * @param {(error: any) => boolean} signedOut true when the error ended the session (handled)
 */
export async function loadUsage(api, signedOut) {
  const canvas = byId('usage-chart-canvas');
  try {
    current = /** @type {Usage} */ (await api.json('GET', '/console/api/usage'));
  } catch (error) {
    if (signedOut(error)) return;
    current = null;
    showUnavailable(canvas, 'The usage chart', error);
    byId('usage-legend').replaceChildren();
    byId('usage-table-wrap').replaceChildren();
    return;
  }
  drawnWidth = 0;
  draw();
  if (!observer && typeof ResizeObserver === 'function') {
    observer = new ResizeObserver(() => {
      if (current && Math.abs(canvas.clientWidth - drawnWidth) > 8) draw();
    });
    observer.observe(canvas);
  }
}

/** Forgets the account's usage (on log-out), so that nothing of it is drawn again on a resize. */
export function clearUsage() {
  current = null;
  byId('usage-chart-canvas').replaceChildren();
  byId('usage-legend').replaceChildren();
  byId('usage-table-wrap').replaceChildren();
}

function draw() {
  if (!current) return;
  const canvas = byId('usage-chart-canvas');
  const width = Math.max(280, Math.floor(canvas.clientWidth || 720));
  drawnWidth = width;
  const layout = chartLayout(current, { width, height: width < 480 ? 180 : 220, padding: { top: 10, right: 4, bottom: 24, left: 34 } });
  const { plot } = layout;

  const grid = layout.ticks.map((tick) =>
    svg(
      'g',
      { className: 'tick' },
      svg('line', { x1: plot.x, x2: plot.x + plot.width, y1: tick.y, y2: tick.y, className: tick.value === 0 ? 'axis' : 'grid' }),
      svg('text', { x: plot.x - 6, y: tick.y, 'text-anchor': 'end', 'dominant-baseline': 'middle', text: tick.label }),
    ),
  );
  const days = layout.labels.map((day) => svg('text', { x: day.x, y: plot.y + plot.height + 16, 'text-anchor': day.anchor, className: 'day', text: day.label }));
  const bars = layout.bars.map((bar) =>
    svg(
      'rect',
      {
        x: bar.x,
        y: bar.y,
        width: bar.width,
        height: bar.height,
        className: `bar action-${bar.action}`,
        'data-date': bar.date,
        'data-action': bar.action,
        'data-credits': bar.credits,
      },
      svg('title', { text: `${formatDay(bar.date, true)}: ${label(bar.action)} ${formatNumber(bar.credits)}` }),
    ),
  );
  const chart = svg(
    'svg',
    { role: 'img', 'aria-label': layout.summary, viewBox: `0 0 ${layout.width} ${layout.height}`, width: layout.width, height: layout.height, className: 'usage-svg', focusable: 'false' },
    svg('g', { 'aria-hidden': 'true' }, ...grid, ...days),
    svg('g', { className: 'bars' }, ...bars),
  );
  const note = layout.total ? null : el('p', { className: 'muted', text: 'No credits spent in the last 30 days.' });
  canvas.replaceChildren(chart, ...(note ? [note] : []));

  byId('usage-legend').replaceChildren(
    ...layout.actions.map((action) => el('li', null, el('span', { className: `swatch action-${action}`, 'aria-hidden': 'true' }), `${label(action)}: ${formatNumber(layout.totals[action] ?? 0)}`)),
  );

  const days30 = current.days ?? [];
  byId('usage-table-wrap').replaceChildren(
    el(
      'table',
      null,
      el('caption', { text: 'Credits spent per day by action' }),
      el('thead', null, el('tr', null, el('th', { scope: 'col', text: 'Day' }), ...layout.actions.map((action) => el('th', { scope: 'col', text: label(action) })))),
      el(
        'tbody',
        null,
        ...days30.map((day) =>
          el('tr', null, el('th', { scope: 'row', text: formatDay(day.date, true) }), ...layout.actions.map((action) => el('td', { text: formatNumber(day.credits?.[action] ?? 0) }))),
        ),
      ),
    ),
  );
}
