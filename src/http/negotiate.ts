/**
 * Content negotiation (RFC 9110 §12.5.1): of the media types a route can answer with, in its order
 * of preference, the one the request's Accept header prefers, or a 406 when it accepts none. A route
 * that silently answers something the client did not ask for (a PDF to a streaming client) leaves
 * that client with nothing it can read and no error; a 406 says what the route can answer instead.
 *
 * The rules: each type is weighed by the most specific range that matches it (`application/pdf`
 * before `application/*` before the any-type range); q=0 refuses it; the highest weight wins, a
 * tie going to the type matched by the more specific range, then to the route's own order. Without
 * an Accept header the route's first type answers.
 *
 * Malformed headers are read leniently, never refused: a range that cannot be read (no
 * `type/subtype`, a token with spaces or separators, a subtype under a `*` type, a q that is not a
 * number from 0 to 1) is skipped, and a header with no readable range at all counts as absent.
 * Parameters other than q are ignored, so `application/json; charset=utf-8` is `application/json`.
 */
import { AppError } from '../domain/errors.ts';

/** The media types routes answer with. */
export const mediaTypes = {
  json: 'application/json',
  pdf: 'application/pdf',
  zip: 'application/zip',
  eventStream: 'text/event-stream',
} as const;

export type MediaType = (typeof mediaTypes)[keyof typeof mediaTypes];

/** One readable range of an Accept header. */
export interface MediaRange {
  /** Lowercase; `*` for any. */
  type: string;
  /** Lowercase; `*` for any. */
  subtype: string;
  /** 0 to 1; 0 refuses. */
  q: number;
}

/** RFC 9110 token characters. */
const token = /^[!#$%&'*+.^_`|~0-9a-z-]+$/;
/** Commas outside quoted parameter values. */
const listSeparator = /,(?=(?:[^"]*"[^"]*")*[^"]*$)/;
/** Semicolons outside quoted parameter values. */
const parameterSeparator = /;(?=(?:[^"]*"[^"]*")*[^"]*$)/;

/** The readable ranges of an Accept header, in the order given; unreadable ones are skipped. */
export function parseAccept(header: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  for (const element of header.split(listSeparator)) {
    const [range = '', ...parameters] = element.split(parameterSeparator).map((part) => part.trim());
    const [type, subtype, extra] = range.toLowerCase().split('/');
    if (type === undefined || subtype === undefined || extra !== undefined || !token.test(type) || !token.test(subtype)) continue;
    if (type === '*' && subtype !== '*') continue;
    const q = weightOf(parameters);
    if (q === undefined) continue;
    ranges.push({ type, subtype, q });
  }
  return ranges;
}

/**
 * The type of `offered` (the route's order of preference) that `header` prefers; undefined when it
 * accepts none of them. No header, or none readable: the first offered.
 */
export function negotiate<T extends string>(header: string | null | undefined, offered: readonly T[]): T | undefined {
  const ranges = header ? parseAccept(header) : [];
  if (ranges.length === 0) return offered[0];
  let best: { type: T; q: number; specificity: number } | undefined;
  for (const type of offered) {
    const match = bestRange(ranges, type);
    if (!match || match.q === 0) continue;
    // Strictly better only: on a tie the earlier offer, the route's own preference, stays.
    if (!best || match.q > best.q || (match.q === best.q && match.specificity > best.specificity)) best = { type, ...match };
  }
  return best?.type;
}

/** What `negotiate` picks, or the 406 naming what the route can answer. */
export function chooseMediaType<T extends string>(header: string | null | undefined, offered: readonly T[]): T {
  const chosen = negotiate(header, offered);
  if (chosen === undefined) throw notAcceptable(offered);
  return chosen;
}

/** The 406 for a route that answers `offered`. */
export function notAcceptable(offered: readonly string[]): AppError {
  const list = offered.length > 1 ? `${offered.slice(0, -1).join(', ')} or ${offered.at(-1)}` : (offered[0] ?? 'nothing');
  return new AppError('not_acceptable', `This endpoint answers ${list}, and the Accept header allows none of them.`);
}

/** The weight and specificity of the most specific range matching `type`; the higher q among equally specific ones. */
function bestRange(ranges: readonly MediaRange[], type: string): { q: number; specificity: number } | undefined {
  const [wantedType, wantedSubtype] = type.toLowerCase().split('/');
  let best: { q: number; specificity: number } | undefined;
  for (const range of ranges) {
    const specificity = range.type === '*' ? 0 : range.type !== wantedType ? -1 : range.subtype === '*' ? 1 : range.subtype === wantedSubtype ? 2 : -1;
    if (specificity < 0) continue;
    if (!best || specificity > best.specificity || (specificity === best.specificity && range.q > best.q)) best = { q: range.q, specificity };
  }
  return best;
}

/** The q parameter of a range (1 without one); undefined when it is not a number from 0 to 1. */
function weightOf(parameters: readonly string[]): number | undefined {
  for (const parameter of parameters) {
    const [name = '', value = ''] = parameter.split('=').map((part) => part.trim());
    if (name.toLowerCase() !== 'q') continue;
    if (!/^\d+(\.\d+)?$/.test(value)) return undefined;
    const q = Number(value);
    return q <= 1 ? q : undefined;
  }
  return 1;
}
