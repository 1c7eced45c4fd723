/**
 * One error type and one code -> status table for the whole service. Both API forms answer errors
 * as `{error, code, details?}`; only this file decides which status a code carries.
 */

export const errorStatus = {
  invalid_request: 400,
  invalid_json: 400,
  validation_failed: 400,
  unknown_provider: 400,
  unknown_model: 400,
  unknown_option: 400,
  unauthorized: 401,
  insufficient_credits: 402,
  insufficient_scope: 403,
  subscription_required: 403,
  forbidden: 403,
  // A state-changing console call without the console page's CSRF token, or from another site.
  csrf_failed: 403,
  not_found: 404,
  // The Accept header allows none of the media types the endpoint can answer with.
  not_acceptable: 406,
  request_timeout: 408,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  provider_key_rejected: 422,
  page_budget_exceeded: 422,
  rate_limited: 429,
  headers_too_large: 431,
  // Nobody reads a 499: it names a run the client walked away from, for logs, credits and drains.
  client_closed: 499,
  internal_error: 500,
  // A path whose other form (or other request shape) is not built yet: a clear answer, not a 404.
  not_implemented: 501,
  upstream_failed: 502,
  not_ready: 503,
  upstream_timeout: 504,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export interface ErrorDetail {
  path: string;
  message: string;
}

export interface ErrorBody {
  error: string;
  code: ErrorCode;
  details?: ErrorDetail[];
}

/** An expected failure with a user-facing message; anything else that is thrown is a 500. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetail[] | undefined;
  /** Extra response headers (Retry-After, ...). */
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, options: { details?: ErrorDetail[]; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }

  get status(): number {
    return errorStatus[this.code];
  }

  toBody(): ErrorBody {
    return this.details ? { error: this.message, code: this.code, details: this.details } : { error: this.message, code: this.code };
  }
}

/** The one 401: missing, malformed, unknown and revoked keys all look alike to the caller. */
export const invalidApiKey = () => new AppError('unauthorized', 'Missing or invalid API key. Send a valid key in the x-api-key header (or as Authorization: Bearer <key>).');

/** Shorthand for a 404 that says only what kind of thing was not found. */
export const notFound = (what: string) => new AppError('not_found', `${what} not found`);
