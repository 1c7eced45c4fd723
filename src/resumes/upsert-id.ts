/**
 * Form A's agent tools update a resume by POSTing the whole document with its id in the body (`id`,
 * or `resumeId` as Form A responses spell it); POST /v1/resumes upserts on it. The document schema
 * has no id, so the id is taken off here and the rest is checked like any other document.
 */
import { AppError, notFound } from '../domain/errors.ts';
import { parseId } from '../domain/ids.ts';

export interface UpsertBody {
  /** The canonical UUID the body names; undefined when it names none (create with a new id). */
  id: string | undefined;
  /** The body without `id` and `resumeId`. */
  document: unknown;
}

/**
 * Splits the id off a POST /v1/resumes body. `null` counts as no id. An id that is not a string is a
 * 400; one that cannot be a resume id is the resume 404 (CONTRACT §1: a malformed id is not found);
 * `id` and `resumeId` naming different resumes is a 400.
 */
export function splitUpsertId(body: unknown): UpsertBody {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || !('id' in body || 'resumeId' in body)) return { id: undefined, document: body };
  const { id, resumeId, ...document } = body as Record<string, unknown>;
  const named = (
    [
      ['id', id],
      ['resumeId', resumeId],
    ] as const
  ).filter(([, value]) => value !== undefined && value !== null);
  const ids = named.map(([field, value]) => {
    if (typeof value !== 'string')
      throw new AppError('validation_failed', `Invalid body: body.${field} must be a string`, { details: [{ path: `body.${field}`, message: 'must be a string: a uuid or res_<32 hex>' }] });
    const parsed = parseId(value, 'res');
    if (!parsed) throw notFound('Resume');
    return parsed;
  });
  if (ids.length === 2 && ids[0] !== ids[1]) {
    throw new AppError('validation_failed', 'Invalid body: body.resumeId names another resume than body.id; send one of them', {
      details: [{ path: 'body.resumeId', message: 'must name the same resume as body.id' }],
    });
  }
  return { id: ids[0], document };
}
