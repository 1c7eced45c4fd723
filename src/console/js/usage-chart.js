// @ts-check
/**
 * The usage chart's geometry: 30 days of credits by action → stacked bars, axis ticks, day labels
 * and a one-sentence summary, all in SVG user units for a given width. Pure (no DOM): usage.js
 * turns this into elements.
 */
import { ACTION_LABELS, formatDay, formatNumber, plural } from './format.js';

/** The metered actions, in stacking order (bottom first). */
export const ACTIONS = ['render', 'export', 'parse', 'tailor', 'coverLetter'];

/**
 * @typedef {{ date: string, credits: Record<string, number> }} UsageDay
 * @typedef {{ days: UsageDay[], totals?: Record<string, number>, actions?: string[] }} Usage
 * @typedef {{ x: number, y: number, width: number, height: number, date: string, action: string, credits: number }} Bar
 * @typedef {{ value: number, y: number, label: string }} Tick
 * @typedef {{ x: number, date: string, label: string, anchor: 'start' | 'middle' | 'end' }} DayLabel
 * @typedef {{ top: number, right: number, bottom: number, left: number }} Padding
 * @typedef {{
 *   width: number, height: number, plot: { x: number, y: number, width: number, height: number },
 *   max: number, bars: Bar[], ticks: Tick[], labels: DayLabel[], actions: string[],
 *   totals: Record<string, number>, total: number, summary: string
 * }} ChartLayout
 */

/**
 * The smallest "nice" number (1, 2 or 5 × 10^k) at least `value`; 4 for nothing, so an empty
 * chart still has an axis.
 * @param {number} value
 * @returns {number}
 */
export function niceMax(value) {
  if (!(value > 0)) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/**
 * Credits of one action on one day, 0 for anything that is not a non-negative number.
 * @param {UsageDay} day
 * @param {string} action
 */
const creditsOf = (day, action) => {
  const value = day.credits?.[action];
  return typeof value === 'number' && value > 0 ? value : 0;
};

/** @param {number} value */
const round = (value) => Math.round(value * 100) / 100;

/**
 * The chart for `usage` drawn `width` × `height` units.
 * @param {Usage} usage
 * @param {{ width?: number, height?: number, padding?: Padding }} [options]
 * @returns {ChartLayout}
 */
export function chartLayout(usage, options = {}) {
  const width = Math.max(200, options.width ?? 720);
  const height = options.height ?? 220;
  const padding = options.padding ?? { top: 10, right: 4, bottom: 24, left: 36 };
  const days = Array.isArray(usage.days) ? usage.days : [];
  const actions = Array.isArray(usage.actions) && usage.actions.length ? usage.actions.filter((action) => typeof action === 'string') : ACTIONS;
  const plot = { x: padding.left, y: padding.top, width: width - padding.left - padding.right, height: height - padding.top - padding.bottom };

  const dayTotals = days.map((day) => actions.reduce((sum, action) => sum + creditsOf(day, action), 0));
  const max = niceMax(Math.max(0, ...dayTotals));
  const slot = days.length ? plot.width / days.length : plot.width;
  const barWidth = Math.max(1, slot * 0.7);

  /** @type {Bar[]} */
  const bars = [];
  days.forEach((day, index) => {
    let top = plot.y + plot.height;
    const x = round(plot.x + index * slot + (slot - barWidth) / 2);
    for (const action of actions) {
      const credits = creditsOf(day, action);
      if (!credits) continue;
      // A non-zero segment stays visible (at least 2 units) however small next to the busiest day.
      const barHeight = Math.max(2, (credits / max) * plot.height);
      top -= barHeight;
      bars.push({ x, y: round(top), width: round(barWidth), height: round(barHeight), date: day.date, action, credits });
    }
  });

  /** @type {Tick[]} */
  const ticks = [0, 0.25, 0.5, 0.75, 1]
    .map((share) => share * max)
    .filter((value) => Number.isInteger(value))
    .map((value) => ({ value, y: round(plot.y + plot.height - (value / max) * plot.height), label: formatNumber(value) }));

  // Day labels no closer than ~56 units, always including the last day (today); the outermost
  // ones are anchored inwards so they stay inside the drawing.
  const every = Math.max(1, Math.ceil(56 / slot));
  /** @type {DayLabel[]} */
  const labels = [];
  for (let index = days.length - 1; index >= 0; index -= every) {
    const day = /** @type {UsageDay} */ (days[index]);
    const x = round(plot.x + index * slot + slot / 2);
    const anchor = x + 24 > width ? 'end' : x - 24 < 0 ? 'start' : 'middle';
    labels.unshift({ x: anchor === 'end' ? round(plot.x + plot.width) : x, date: day.date, label: formatDay(day.date), anchor });
  }

  /** @type {Record<string, number>} */
  const totals = {};
  for (const action of actions) totals[action] = days.reduce((sum, day) => sum + creditsOf(day, action), 0);
  const total = Object.values(totals).reduce((sum, value) => sum + value, 0);

  return { width, height, plot, max, bars, ticks, labels, actions, totals, total, summary: summarize(days, dayTotals, actions, totals, total) };
}

/**
 * One sentence a screen reader reads for the chart.
 * @param {UsageDay[]} days
 * @param {number[]} dayTotals
 * @param {string[]} actions
 * @param {Record<string, number>} totals
 * @param {number} total
 * @returns {string}
 */
function summarize(days, dayTotals, actions, totals, total) {
  if (!days.length) return 'Credits spent per day: no data.';
  const first = /** @type {UsageDay} */ (days[0]);
  const last = /** @type {UsageDay} */ (days[days.length - 1]);
  const span = `Credits spent per day, ${formatDay(first.date, true)} to ${formatDay(last.date, true)}`;
  if (!total) return `${span}: none.`;
  const parts = actions.filter((action) => totals[action]).map((action) => `${ACTION_LABELS[action] ?? action} ${formatNumber(totals[action])}`);
  const busiest = dayTotals.indexOf(Math.max(...dayTotals));
  const peak = /** @type {UsageDay} */ (days[busiest]);
  return `${span}: ${plural(total, 'credit')} in total (${parts.join(', ')}); the busiest day was ${formatDay(peak.date, true)} with ${plural(dayTotals[busiest] ?? 0, 'credit')}.`;
}
