/**
 * Credits spent per action and UTC day over the last 30 days, the console's usage chart, shaped from
 * the rows of one grouped query (storage/usage.repository.ts). Pure: "today" is passed in.
 */

/** The actions credits are spent on, in the chart's order (the `action` values the services write). */
export const usageActions = ['render', 'export', 'parse', 'tailor', 'coverLetter'] as const;
export type UsageAction = (typeof usageActions)[number];

/** Days in the series, today included. */
export const USAGE_DAYS = 30;

export type CreditsByAction = Record<UsageAction, number>;

/** One row of the grouped query: credits spent on `action` on the UTC day `date` (YYYY-MM-DD). */
export interface UsageRow {
  date: string;
  action: string | null;
  credits: number;
}

export interface UsageSeries {
  /** USAGE_DAYS entries, oldest first, today (UTC) last; days without spend are zeros. */
  days: { date: string; credits: CreditsByAction }[];
  totals: CreditsByAction;
  actions: readonly UsageAction[];
}

/** Midnight UTC of the first day of the series that ends on `today`. */
export function usageWindowStart(today: Date): Date {
  const start = startOfUtcDay(today);
  start.setUTCDate(start.getUTCDate() - (USAGE_DAYS - 1));
  return start;
}

/**
 * The series ending on `today`'s UTC day. Rows outside the window or of an action not in
 * `usageActions` are ignored, and rows of the same day and action add up, so the shape holds
 * whatever the query returns.
 */
export function usageSeries(rows: readonly UsageRow[], today: Date): UsageSeries {
  const start = usageWindowStart(today);
  const days = Array.from({ length: USAGE_DAYS }, (_, index) => {
    const day = new Date(start);
    day.setUTCDate(start.getUTCDate() + index);
    return { date: isoDay(day), credits: zeros() };
  });
  const byDate = new Map(days.map((day) => [day.date, day.credits]));
  const totals = zeros();
  for (const row of rows) {
    const credits = byDate.get(row.date);
    if (!credits || !isUsageAction(row.action)) continue;
    credits[row.action] += row.credits;
    totals[row.action] += row.credits;
  }
  return { days, totals, actions: usageActions };
}

function isUsageAction(action: string | null): action is UsageAction {
  return (usageActions as readonly (string | null)[]).includes(action);
}

function zeros(): CreditsByAction {
  return { render: 0, export: 0, parse: 0, tailor: 0, coverLetter: 0 };
}

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
