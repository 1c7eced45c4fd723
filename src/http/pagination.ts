/** `limit` and `offset` of list endpoints, checked by hand so that errors name the parameter plainly. */
import { AppError } from '../domain/errors.ts';
import type { Page } from '../services/resumes.ts';

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

/** The page asked for; 400 for anything but whole numbers in range ("abc", "1e9", "-1", "2.5"). */
export function parsePage(query: Record<string, string | undefined>): Page {
  return {
    limit: parseWhole(query.limit, 'limit', DEFAULT_LIMIT, 1, MAX_LIMIT),
    offset: parseWhole(query.offset, 'offset', 0, 0, Number.MAX_SAFE_INTEGER),
  };
}

function parseWhole(raw: string | undefined, name: string, fallback: number, min: number, max: number): number {
  if (raw === undefined) return fallback;
  const value = /^\d{1,16}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `a whole number of at least ${min}` : `a whole number from ${min} to ${max}`;
    throw new AppError('validation_failed', `${name} must be ${range}, got "${raw}"`, { details: [{ path: `query.${name}`, message: `must be ${range}` }] });
  }
  return value;
}
