/**
 * What the OpenAPI document says about each operation beyond what its route's schemas and `detail`
 * give the generator, kept in one table so the route modules stay about routing: stable operation
 * ids, the query parameters read by hand (limit, offset, format), the `X-Api-Form` request header,
 * both ways of presenting the API key, the response headers the service really sends, and the
 * `Error` body on every error status (plus `default` for the ones no route lists, such as a 500).
 * test/openapi.test.ts checks these against real responses, so the document stays true.
 */
import type { Schema } from './openapi-schema-names.ts';
import { ErrorBody } from './openapi.ts';

// biome-ignore lint/suspicious/noExplicitAny: an OpenAPI operation object is free-form JSON.
export type Operation = Record<string, any>;

/** Stable, camelCase ids: what generated clients call their methods. */
const operationIds: Record<string, string> = {
  'GET /health': 'getHealth',
  'GET /ready': 'getReadiness',
  'GET /v1/templates': 'listTemplates',
  'GET /v1/templates/{templateId}': 'getTemplate',
  'GET /v1/fonts': 'listFonts',
  'GET /v1/languages': 'listLanguages',
  'GET /v1/models': 'listModels',
  'GET /v1/settings': 'getSettings',
  'PUT /v1/settings/model': 'setModel',
  'DELETE /v1/settings/model': 'resetModel',
  'POST /v1/resumes/parse': 'parseResume',
  'GET /v1/resumes': 'listResumes',
  'POST /v1/resumes': 'createResume',
  'GET /v1/resumes/schema': 'getResumeSchema',
  'GET /v1/resumes/{resumeId}': 'getResume',
  'PUT /v1/resumes/{resumeId}': 'replaceResume',
  'PATCH /v1/resumes/{resumeId}': 'updateResume',
  'DELETE /v1/resumes/{resumeId}': 'deleteResume',
  'PATCH /v1/resumes/{resumeId}/default': 'makeDefaultResume',
  'PATCH /v1/resumes/{resumeId}/template': 'changeResumeTemplate',
  'PUT /v1/resumes/{resumeId}/render': 'renderResume',
  'POST /v1/export': 'exportResume',
  'POST /v1/tailor': 'tailorResume',
  'POST /v1/cover-letters/generate': 'generateCoverLetter',
  'GET /v1/runs/{runId}': 'getRun',
  'GET /v1/runs/{runId}/download': 'downloadRun',
  'GET /v1/cover-letters': 'listCoverLetters',
  'POST /v1/cover-letters': 'createCoverLetter',
  'GET /v1/cover-letters/schema': 'getCoverLetterSchema',
  'GET /v1/cover-letters/{coverLetterId}': 'getCoverLetter',
  'PATCH /v1/cover-letters/{coverLetterId}': 'updateCoverLetter',
  'DELETE /v1/cover-letters/{coverLetterId}': 'deleteCoverLetter',
  'PUT /v1/cover-letters/{coverLetterId}/render': 'renderCoverLetter',
  'GET /cdn/templates/{file}': 'getTemplateThumbnail',
  'POST /admin/users': 'adminCreateUser',
  'POST /admin/keys': 'adminCreateKey',
  'POST /admin/credits': 'adminGrantCredits',
  'POST /admin/plan': 'adminSetPlan',
  'GET /console': 'getConsolePage',
  'GET /console/assets/{name}': 'getConsoleAsset',
  'POST /console/api/signup': 'consoleSignUp',
  'POST /console/api/login': 'consoleLogIn',
  'POST /console/api/logout': 'consoleLogOut',
  'POST /console/api/logout-everywhere': 'consoleLogOutEverywhere',
  'GET /console/api/csrf': 'consoleGetCsrfToken',
  'GET /console/api/account': 'consoleGetAccount',
  'GET /console/api/keys': 'consoleListKeys',
  'POST /console/api/keys': 'consoleCreateKey',
  'DELETE /console/api/keys/{keyId}': 'consoleRevokeKey',
  'POST /console/api/keys/{keyId}/regenerate': 'consoleRegenerateKey',
  'GET /console/api/usage': 'consoleGetUsage',
  'GET /console/api/ledger': 'consoleListLedger',
  'GET /console/api/settings/model': 'consoleGetModelSetting',
  'PUT /console/api/settings/model': 'consolePutModelSetting',
  'DELETE /console/api/settings/model': 'consoleDeleteModelSetting',
  'GET /console/api/preview': 'consolePreviewResume',
};

/** A route added without an entry above still gets a stable id: camelCase of method and path. */
function derivedOperationId(method: string, path: string): string {
  const words = path
    .split(/[^A-Za-z0-9{}]+/)
    .filter(Boolean)
    .map((word) => (word.startsWith('{') ? `By ${word.slice(1, -1)}` : word));
  return [method.toLowerCase(), ...words.flatMap((word) => word.split(' '))].map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
}

export const components = {
  securitySchemes: {
    apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'A `vitae_live_…` key from the console. When both headers are sent, x-api-key decides and Authorization is not read.' },
    bearerApiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'vitae_live_… API key', description: 'The same API key as `Authorization: Bearer <key>` (agent tool servers send it this way).' },
    adminToken: { type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN; /admin answers 404 while it is unset' },
    consoleSession: { type: 'apiKey', in: 'cookie', name: 'vitae_session', description: 'The console session, set by /console/api/signup or /console/api/login (HttpOnly, SameSite=Strict)' },
    consoleCsrf: {
      type: 'apiKey',
      in: 'header',
      name: 'x-csrf-token',
      description:
        "The token from GET /console/api/csrf (or the last sign-up or log-in answer), valid for the vitae_csrf cookie set with it (HttpOnly, SameSite=Strict). Every state-changing console call needs both; a browser-sent Origin must be the service's own and Sec-Fetch-Site same-origin or none. Otherwise 403 csrf_failed.",
    },
  },
  parameters: {
    ApiForm: {
      name: 'X-Api-Form',
      in: 'header',
      required: false,
      description: "Which form answers: `a` or `b` (any case). Without it, the form pinned on the API key, else the server's default. Any other value is a 400.",
      schema: { type: 'string', enum: ['a', 'b'] },
    },
    Limit: {
      name: 'limit',
      in: 'query',
      required: false,
      description: 'Form A: page size. Form B lists everything, but the value is still checked (400 when out of range).',
      schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    },
    Offset: { name: 'offset', in: 'query', required: false, description: 'Form A: how many items to skip. Checked like limit in Form B.', schema: { type: 'integer', minimum: 0, default: 0 } },
    LedgerLimit: { name: 'limit', in: 'query', required: false, description: 'Entries per page', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
    LedgerBefore: {
      name: 'before',
      in: 'query',
      required: false,
      description: "The previous page's nextCursor: the page continues with older entries. Opaque; only the account that was given it can use it (400 otherwise)",
      schema: { type: 'string', maxLength: 60 },
    },
    ResumeFormat: {
      name: 'format',
      in: 'query',
      required: false,
      description: "`jsonresume`: the resume as a jsonresume.org document instead of this form's body; any other value is a 400",
      schema: { type: 'string', enum: ['jsonresume'] },
    },
  },
  headers: {
    'X-Api-Form': { description: 'Which form answered: a or b', required: true, schema: { type: 'string', enum: ['a', 'b'] } },
    'X-Credits-Remaining': { description: "The caller's credits left (cycle quota plus prepaid), after this request's charge; sent once a key was accepted", schema: { type: 'integer' } },
    'RateLimit-Policy': {
      description: 'The limit that counted this request (IETF RateLimit headers draft): its name, quota and window in seconds',
      schema: { type: 'string', examples: ['"per-account";q=100;w=60'] },
    },
    RateLimit: { description: 'What is left of that limit: remaining requests and seconds until the window resets', schema: { type: 'string', examples: ['"per-account";r=99;t=42'] } },
    'Retry-After': { description: 'Seconds to wait before trying again', required: true, schema: { type: 'integer', minimum: 0 } },
    ETag: { description: "The document's version; send it back in If-None-Match to get a 304 (not charged)", required: true, schema: { type: 'string' } },
    'Content-Disposition': { description: 'attachment, with the download name', schema: { type: 'string', examples: ['attachment; filename="resume.pdf"'] } },
    'X-Resume-Id': { description: "File answers: the resume the file shows (renders), saved (tailoring) or was written from (cover letters), in the form's id spelling", schema: { type: 'string' } },
    'X-Cover-Letter-Id': { description: 'File answers: the cover letter the file shows (letter renders) or the run saved, when there is one', schema: { type: 'string' } },
    'X-Run-Id': { description: 'Form A file answers: the run, for GET /v1/runs/{runId}', schema: { type: 'string' } },
    'X-Preview-Source': {
      description: "What the preview shows: the account's default resume, or the built-in sample when it has none",
      required: true,
      schema: { type: 'string', enum: ['resume', 'sample'] },
    },
    'Cache-Control': { description: 'Previews are not stored by the browser: no-store', schema: { type: 'string', examples: ['no-store'] } },
  },
};

const header = (name: keyof typeof components.headers) => ({ $ref: `#/components/headers/${name}` });
const parameter = (name: keyof typeof components.parameters) => ({ $ref: `#/components/parameters/${name}` });

/** Query parameters a route reads by hand (so its schema cannot declare them). */
const extraParameters: Record<string, object[]> = {
  'GET /v1/resumes': [parameter('Limit'), parameter('Offset')],
  'GET /v1/cover-letters': [parameter('Limit'), parameter('Offset')],
  'GET /v1/resumes/{resumeId}': [parameter('ResumeFormat')],
  'GET /console/api/ledger': [parameter('LedgerLimit'), parameter('LedgerBefore')],
};

/** Headers of file answers, by operation and status, beyond the ones every answer of the route carries. */
const fileHeaders: Record<string, Record<string, (keyof typeof components.headers)[]>> = {
  'PUT /v1/resumes/{resumeId}/render': { 200: ['ETag', 'Content-Disposition', 'X-Resume-Id'], 304: ['ETag'] },
  'POST /v1/export': { 200: ['ETag', 'Content-Disposition', 'X-Resume-Id'], 304: ['ETag'] },
  'PUT /v1/cover-letters/{coverLetterId}/render': { 200: ['ETag', 'Content-Disposition', 'X-Cover-Letter-Id', 'X-Resume-Id'], 304: ['ETag'] },
  'POST /v1/tailor': { 200: ['Content-Disposition', 'X-Resume-Id', 'X-Cover-Letter-Id', 'X-Run-Id'] },
  'POST /v1/cover-letters/generate': { 200: ['Content-Disposition', 'X-Resume-Id', 'X-Cover-Letter-Id', 'X-Run-Id'] },
  'GET /v1/runs/{runId}/download': { 200: ['Content-Disposition', 'X-Resume-Id', 'X-Cover-Letter-Id'] },
  'GET /cdn/templates/{file}': { 200: ['ETag'], 304: ['ETag'] },
  'GET /console/api/preview': { 200: ['Content-Disposition', 'Cache-Control', 'X-Preview-Source'] },
  'GET /console': { 200: ['ETag'], 304: ['ETag'] },
  'GET /console/assets/{name}': { 200: ['ETag'], 304: ['ETag'] },
};

/** Who calls the operation, as far as the headers it answers with go (src/http/plugins/access.ts). */
function accessOf(path: string, operation: Operation): 'key' | 'public' | 'admin' | 'console' | 'none' {
  const schemes = new Set((operation.security ?? []).flatMap((requirement: object) => Object.keys(requirement)));
  if (schemes.has('apiKey')) return 'key';
  if (schemes.has('adminToken')) return 'admin';
  if (path.startsWith('/console/api/')) return 'console';
  if (path.startsWith('/v1/')) return 'public';
  return 'none';
}

/** The response headers of `status` for an operation with that access. */
function responseHeaders(access: ReturnType<typeof accessOf>, status: string, extra: (keyof typeof components.headers)[] = []): Record<string, object> {
  const names: (keyof typeof components.headers)[] = ['X-Api-Form'];
  // Rate limits are counted (and their headers sent) on every guarded route, and on /admin only for refused tokens.
  const counted = access === 'key' || access === 'public' || access === 'console' || (access === 'admin' && (status === '401' || status === '429'));
  if (counted) names.push('RateLimit-Policy', 'RateLimit');
  if ((access === 'key' && status !== '401') || access === 'public') names.push('X-Credits-Remaining');
  if (status === '429') names.push('Retry-After');
  names.push(...extra);
  return Object.fromEntries(names.map((name) => [name, header(name)]));
}

const errorContent = () => ({ 'application/json': { schema: ErrorBody as unknown as Schema } });

/**
 * A request or response body a route left untitled is named after its operation (`SetModelRequest`,
 * `ParseResumeUpload`), so that no body reaches a generated client as an anonymous type.
 */
function nameBodies(content: Record<string, { schema?: Schema }> | undefined, name: (mediaType: string) => string) {
  if (!content) return content;
  return Object.fromEntries(
    Object.entries(content).map(([mediaType, media]) => {
      const schema = media.schema;
      const anonymous = schema && schema.type === 'object' && typeof schema.title !== 'string';
      return [mediaType, anonymous ? { ...media, schema: { ...schema, title: name(mediaType) } } : media];
    }),
  );
}

const pascal = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** `operation` (of `method` and `path`) with its id, parameters, security and response headers completed. */
export function completeOperation(method: string, path: string, operation: Operation): Operation {
  const key = `${method.toUpperCase()} ${path}`;
  const completed: Operation = { ...operation, operationId: operationIds[key] ?? derivedOperationId(method, path) };

  // The API key may come as x-api-key or as a bearer token; routes name only the first.
  const security: Record<string, string[]>[] | undefined = operation.security;
  if (security?.some((requirement) => 'apiKey' in requirement)) completed.security = [{ apiKey: [] }, { bearerApiKey: [] }];
  else if (!security) completed.security = [];

  const operationName = pascal(completed.operationId);
  if (operation.requestBody) {
    completed.requestBody = { ...operation.requestBody, content: nameBodies(operation.requestBody.content, (type) => `${operationName}${type === 'multipart/form-data' ? 'Upload' : 'Request'}`) };
  }

  const parameters = [...(operation.parameters ?? []), ...(extraParameters[key] ?? [])];
  if (path.startsWith('/v1/')) parameters.push(parameter('ApiForm'));
  if (parameters.length > 0) completed.parameters = parameters;

  const access = accessOf(path, completed);
  const responses: Record<string, Operation> = { ...operation.responses };
  responses.default ??= { description: 'Any other failure, such as 500 internal_error, in the same error shape' };
  completed.responses = Object.fromEntries(
    Object.entries(responses).map(([status, response]) => {
      const failure = status === 'default' || Number(status) >= 400;
      return [
        status,
        {
          ...response,
          ...(response.content && { content: nameBodies(response.content, () => `${operationName}Response`) }),
          headers: responseHeaders(access, status, fileHeaders[key]?.[status]),
          ...(failure && { content: errorContent() }),
        },
      ];
    }),
  );
  return completed;
}
