/** OpenAPI fragments shared by the route modules: the error body and the statuses each route may answer. */
import { t } from 'elysia';
import { errorStatus } from '../domain/errors.ts';

export const ErrorBody = t.Object(
  {
    error: t.String({ description: 'Human-readable message' }),
    code: t.Union(
      Object.keys(errorStatus).map((code) => t.Literal(code)),
      { description: 'Stable snake_case code; one table maps codes to statuses' },
    ),
    details: t.Optional(t.Array(t.Object({ path: t.String({ examples: ['body.title'] }), message: t.String() }, { title: 'ErrorDetail' }), { description: 'Present on validation errors' })),
  },
  { title: 'Error' },
);

const describe: Record<number, string> = {
  400: 'Invalid request (malformed JSON, wrong types, unknown fields)',
  401: 'Missing or invalid API key',
  402: 'Not enough credits: upgrade or purchase credits',
  403: 'The key lacks the scope, or the plan does not allow the action',
  404: 'Not found',
  406: 'The Accept header allows none of the media types the endpoint answers (the message names them)',
  408: 'The request body did not arrive in time',
  409: 'Conflict',
  413: 'Request body too large',
  415: 'Unsupported content type',
  422: 'Semantically invalid request',
  429: 'Rate limit exceeded (see Retry-After)',
  503: 'Not ready',
};

/** OpenAPI `responses` entries for the given error statuses. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, { description: describe[status] ?? 'Error', content: { 'application/json': { schema: ErrorBody } } }]));
}

/** A JSON 2xx response entry. */
export function jsonResponse(description: string, schema: object) {
  return { description, content: { 'application/json': { schema } } };
}

/** Statuses every API-key route can answer before reaching its own logic. */
export const protectedErrors = [400, 401, 403, 406, 429];
/** Statuses every public route can answer. */
export const publicErrors = [406, 429];

export const apiKeySecurity = [{ apiKey: [] as string[] }];
