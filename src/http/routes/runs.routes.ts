/**
 * The kept results of finished document runs (CONTRACT §4: "GET /v1/runs/{runId} and
 * GET /v1/runs/{runId}/download serve the result for 24 h"): the run's facts as JSON, and its
 * document. Scope `ai` or `render`: a run is an AI action's result or a render's, and a key that
 * could start either must be able to fetch what the `downloadUrl` it was handed points at. Unknown,
 * expired, another account's and malformed ids all answer the same 404. The download answers the
 * run's own type (a PDF or a ZIP): an Accept that allows the other only is a 406.
 */
import { Elysia, t } from 'elysia';
import type { AppContext } from '../../context.ts';
import { getRun, getRunDocument } from '../../services/runs.ts';
import { attachmentDisposition } from '../content-disposition.ts';
import { chooseMediaType, mediaTypes } from '../negotiate.ts';
import { apiKeySecurity, errorResponses, jsonResponse, protectedErrors } from '../openapi.ts';
import { accessPlugin } from '../plugins/access.ts';
import { requestPresenter } from '../presenter.ts';
import { requestState, stateHeaders } from '../request-state.ts';
import { RunDocument } from '../response-schemas.ts';

/** Who may read runs: either kind of key that can start one. */
const runScopes = ['ai', 'render'] as const;
// No length limit here: a malformed id of any length is a 404 (CONTRACT §1), decided by parseId.
const RunId = t.Object({ runId: t.String({ description: 'uuid, run_<32 hex> or run_<uuid>' }) });
const notFound = { 404: { ...errorResponses(404)[404], description: 'No such run of yours, or it expired (runs are kept 24 h)' } };
const detail = (summary: string, description: string, success: Record<number, object>) => ({
  tags: ['AI'],
  summary,
  description,
  security: apiKeySecurity,
  responses: { ...success, ...errorResponses(...protectedErrors), ...notFound },
});
const documentResponse = {
  description: 'The document: a PDF, or a ZIP of resume.pdf and cover-letter.pdf',
  headers: {
    'X-Resume-Id': { description: 'The resume the run saved or rendered (absent for a cover letter rendered without a linked resume)', schema: { type: 'string' as const } },
    'X-Cover-Letter-Id': { description: 'The cover letter the run saved, when it wrote one', schema: { type: 'string' as const } },
  },
  content: {
    'application/pdf': { schema: { type: 'string' as const, format: 'binary' } },
    'application/zip': { schema: { type: 'string' as const, format: 'binary' } },
  },
};

export function runRoutes(context: AppContext) {
  const { config } = context;
  const presenter = requestPresenter(config);

  return new Elysia({ name: 'run-routes', prefix: '/v1/runs' })
    .use(accessPlugin(context))
    .get('/:runId', async ({ principal, request, params }) => presenter(request).run(await getRun(context, principal.userId, params.runId)), {
      scope: runScopes,
      params: RunId,
      detail: detail(
        'A finished run: its saved documents, suggestions and download link',
        'What the final SSE `complete` event of a tailoring, cover-letter or render run announced, kept 24 hours from the end of the run (`expiresAt`).',
        { 200: jsonResponse('The run', RunDocument) },
      ),
    })
    .get(
      '/:runId/download',
      async ({ principal, request, params }) => {
        const { record, document } = await getRunDocument(context, principal.userId, params.runId);
        chooseMediaType(request.headers.get('accept'), [record.contentType]);
        return new Response(document as Uint8Array<ArrayBuffer>, {
          headers: {
            ...stateHeaders(requestState(request, config.defaultForm)),
            ...presenter(request).savedDocumentHeaders(record),
            'content-type': record.contentType,
            'content-length': String(document.byteLength),
            'content-disposition': attachmentDisposition(record.filename),
            'cache-control': 'private, no-cache',
          },
        });
      },
      {
        scope: runScopes,
        produces: [mediaTypes.pdf, mediaTypes.zip],
        params: RunId,
        detail: detail("Download a finished run's document", 'The bytes the run produced, served 24 hours from the end of the run.', { 200: documentResponse }),
      },
    );
}
