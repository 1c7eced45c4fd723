/**
 * Every failure leaves as `{error, code, details?}` with the status of its code, the request's
 * X-Api-Form and rate-limit headers. Unexpected errors are logged (a database error as its code,
 * message and SQL text, without the values it was sent) and answered as a bare 500.
 */
import { Elysia } from 'elysia';
import type { Config } from '../../config.ts';
import { AppError, type ErrorDetail } from '../../domain/errors.ts';
import { toDottedPath } from '../../domain/validation.ts';
import { describeDatabaseError, isDatabaseError } from '../../storage/database-errors.ts';
import { requestedForm } from './access.ts';
import { requestState, stateHeaders } from '../request-state.ts';

/** Turns whatever was thrown into an AppError. */
export function toAppError(code: string | number, error: unknown, request: Request): AppError {
  if (error instanceof AppError) return error;
  const cause = (error as { cause?: unknown })?.cause;
  switch (code) {
    case 'PARSE':
      // Our own parse hook's errors (auth, size, JSON) arrive wrapped by Elysia.
      return cause instanceof AppError ? cause : new AppError('invalid_json', 'Malformed request body');
    case 'VALIDATION':
      return validationError(error);
    case 'NOT_FOUND':
      return new AppError('not_found', `No route for ${request.method} ${new URL(request.url).pathname}`);
    case 'INVALID_COOKIE_SIGNATURE':
    case 'INVALID_FILE_TYPE':
      return new AppError('invalid_request', (error as Error).message);
  }
  if (cause instanceof AppError) return cause;
  return new AppError('internal_error', 'Internal server error');
}

export function errorPlugin(config: Config) {
  return new Elysia({ name: 'errors' }).onError({ as: 'global' }, ({ code, error, request }) => {
    const appError = toAppError(code, error, request);
    if (appError.status >= 500) console.error(`${request.method} ${request.url} failed:`, isDatabaseError(error) ? describeDatabaseError(error) : error);
    return errorResponse(appError, request, config);
  });
}

/** The response for `error`: its body and status, with the request's form and rate-limit headers. */
export function errorResponse(error: AppError, request: Request, config: Config): Response {
  const state = requestState(request, config.defaultForm);
  if (!state.access) {
    // The access hooks never ran (unknown route, early failure): honour the header if it is sane.
    try {
      state.form = requestedForm(request) ?? state.form;
    } catch {}
  }
  return Response.json(error.toBody(), { status: error.status, headers: { ...stateHeaders(state), ...error.headers } });
}

function validationError(error: unknown): AppError {
  const validation = error as { type?: string; all?: Array<{ path?: string; summary?: string; message?: string }> };
  const location = validation.type === 'body' ? 'body' : validation.type === 'query' ? 'query' : validation.type === 'params' ? 'path' : 'request';
  const details: ErrorDetail[] = (validation.all ?? []).slice(0, 20).map((issue) => ({
    path: toDottedPath(location, issue.path ?? ''),
    message: issue.summary || issue.message || 'is invalid',
  }));
  const first = details[0];
  const message = first ? `Invalid ${location}: ${first.path} ${first.message}` : `Invalid ${location}`;
  return new AppError('validation_failed', message, { details });
}
