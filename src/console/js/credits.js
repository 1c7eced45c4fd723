// @ts-check
/** The Credits section: remaining credits, the cycle bar, its reset date and the prepaid balance. */
import { byId } from './dom.js';
import { cyclePercent, formatDate, formatNumber } from './format.js';

/**
 * @typedef {{ remaining?: number, cycleQuota?: number, cycleUsed?: number, prepaid?: number, cycleResetsAt?: string }} Credits
 */

/**
 * Shows `credits` (from the account).
 * @param {Credits | null | undefined} credits
 */
export function renderCredits(credits) {
  const c = credits ?? {};
  byId('credits-remaining').textContent = formatNumber(c.remaining);
  byId('credits-prepaid').textContent = formatNumber(c.prepaid);
  const quota = Number(c.cycleQuota) || 0;
  const used = Number(c.cycleUsed) || 0;
  const percent = cyclePercent(used, quota);
  const bar = byId('cycle-bar');
  // A width set from script is a CSSOM change, which the CSP's style-src allows (unlike a style attribute).
  byId('cycle-fill').style.width = `${percent}%`;
  bar.classList.toggle('full', quota > 0 && used >= quota);
  bar.setAttribute('aria-valuemax', String(quota));
  bar.setAttribute('aria-valuenow', String(Math.min(used, quota)));
  bar.setAttribute('aria-valuetext', `${formatNumber(used)} of ${formatNumber(quota)} credits used this cycle`);
  byId('cycle-text').textContent = `${formatNumber(used)} of ${formatNumber(quota)} used`;
  byId('cycle-resets').textContent = `resets on ${formatDate(c.cycleResetsAt)}`;
}
