import { describe, expect, test } from 'bun:test';
import { USAGE_DAYS, usageSeries, usageWindowStart } from './usage.ts';

const today = new Date('2026-03-01T23:59:30Z');

describe('usageSeries', () => {
  test('30 UTC days, oldest first, today last, all zeros without rows', () => {
    const series = usageSeries([], today);
    expect(series.days).toHaveLength(USAGE_DAYS);
    // 2026 is not a leap year: 29 days back from 1 March crosses February's 28.
    expect(series.days[0]!.date).toBe('2026-01-31');
    expect(series.days.at(-1)!.date).toBe('2026-03-01');
    expect(series.days.every((day) => Object.values(day.credits).every((credits) => credits === 0))).toBe(true);
    expect(series.totals).toEqual({ render: 0, export: 0, parse: 0, tailor: 0, coverLetter: 0 });
    expect(series.actions).toEqual(['render', 'export', 'parse', 'tailor', 'coverLetter']);
  });

  test('consecutive days without gaps or repeats', () => {
    const dates = usageSeries([], today).days.map((day) => day.date);
    expect(new Set(dates).size).toBe(USAGE_DAYS);
    for (let index = 1; index < dates.length; index++) {
      expect(Date.parse(`${dates[index]}T00:00:00Z`) - Date.parse(`${dates[index - 1]}T00:00:00Z`)).toBe(86_400_000);
    }
  });

  test('rows land on their day and action; repeated rows add up; totals sum the window', () => {
    const series = usageSeries(
      [
        { date: '2026-03-01', action: 'render', credits: 2 },
        { date: '2026-03-01', action: 'render', credits: 1 },
        { date: '2026-02-14', action: 'tailor', credits: 3 },
        { date: '2026-01-31', action: 'coverLetter', credits: 2 },
        { date: '2026-02-02', action: 'parse', credits: 2 },
        { date: '2026-02-02', action: 'export', credits: 1 },
      ],
      today,
    );
    const day = (date: string) => series.days.find((entry) => entry.date === date)!.credits;
    expect(day('2026-03-01')).toEqual({ render: 3, export: 0, parse: 0, tailor: 0, coverLetter: 0 });
    expect(day('2026-02-14').tailor).toBe(3);
    expect(day('2026-01-31').coverLetter).toBe(2);
    expect(day('2026-02-02')).toEqual({ render: 0, export: 1, parse: 2, tailor: 0, coverLetter: 0 });
    expect(series.totals).toEqual({ render: 3, export: 1, parse: 2, tailor: 3, coverLetter: 2 });
  });

  test('rows outside the window and unknown or missing actions are ignored', () => {
    const series = usageSeries(
      [
        { date: '2026-01-30', action: 'render', credits: 5 },
        { date: '2026-03-02', action: 'render', credits: 5 },
        { date: '2026-02-10', action: 'purchase', credits: 5 },
        { date: '2026-02-10', action: null, credits: 5 },
      ],
      today,
    );
    expect(series.totals).toEqual({ render: 0, export: 0, parse: 0, tailor: 0, coverLetter: 0 });
  });

  test('the window starts at midnight UTC 29 days before today, whatever the time of day', () => {
    expect(usageWindowStart(today).toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(usageWindowStart(new Date('2026-03-01T00:00:00Z')).toISOString()).toBe('2026-01-31T00:00:00.000Z');
  });
});
