/**
 * PDF output: PUT /v1/resumes/{id}/render (Form B), POST /v1/export (both forms' field sets) and
 * PUT /v1/cover-letters/{id}/render, in the media type negotiated from Accept:
 *
 * - application/pdf: the PDF itself, with X-Resume-Id (and X-Cover-Letter-Id for a letter, beside
 *   its linked resume's X-Resume-Id) in the caller's form's spelling. Charged only after everything
 *   that can fail on the request has been checked; an If-None-Match hit answers 304 and costs nothing.
 * - text/event-stream or application/json: the render as a run (render-run.ts), kept 24 hours: a
 *   stream of `progress` then one `complete` with its `downloadUrl` (or one `error`), or the
 *   finished run as JSON. Charged as the plain render: once, when the run succeeds.
 */
import { Elysia, t } from 'elysia';
import type { AppContext } from '../../context.ts';
import type { CreditCosts } from '../../config.ts';
import type { Principal } from '../../domain/principal.ts';
import { RenderOptionsSchema, RenderRequestSchema } from '../../render/render-request.ts';
import { openCoverLetterRender, openResumeRender, type StoredRender } from '../../services/render-documents.ts';
import { startRenderRun } from '../../services/render-run.ts';
import { chargeDoneRequest, chargeRequest } from '../charge.ts';
import { attachmentDisposition } from '../content-disposition.ts';
import { answerDocumentRun, runControls } from '../document-run-answer.ts';
import { mediaTypes, type MediaType } from '../negotiate.ts';
import { apiKeySecurity, errorResponses, protectedErrors } from '../openapi.ts';
import { accessPlugin } from '../plugins/access.ts';
import { requestPresenter } from '../presenter.ts';
import { requestState, stateHeaders } from '../request-state.ts';
import { RunDocument } from '../response-schemas.ts';

/** What every render route can answer, the file first (what a client that states no preference gets). */
const renderTypes = [mediaTypes.pdf, mediaTypes.eventStream, mediaTypes.json];

const savedIdHeaders = {
  'X-Resume-Id': { description: "The resume rendered (for a cover letter: the resume linked to it, when there is one), in the form's spelling", schema: { type: 'string' as const } },
  'X-Cover-Letter-Id': { description: 'The cover letter rendered', schema: { type: 'string' as const } },
};
const renderResponses = {
  200: {
    description:
      'The PDF; with Accept: text/event-stream, `progress` then one `complete` {runId, resumeId, coverLetterId?, contentType, downloadUrl, suggestions: null} or one `error`; with Accept: application/json, the finished run (as GET /v1/runs/{runId})',
    headers: savedIdHeaders,
    content: {
      'application/pdf': { schema: { type: 'string' as const, format: 'binary' } },
      'text/event-stream': { schema: { type: 'string' as const, description: "Form A's events in both forms, ids in the caller's form's spelling" } },
      'application/json': { schema: RunDocument as object },
    },
  },
  304: { description: 'Not modified (If-None-Match matched the ETag); not charged' },
};
const unprocessable = {
  422: {
    ...errorResponses(422)[422],
    description:
      'Characters none of the fonts has, a photo that cannot be fetched, or a page budget (maxPages) the document cannot meet even at the tightest settings its template allows (page_budget_exceeded); not charged. When streaming, the last two end the stream with an `error` event instead',
  },
};
const detail = (summary: string) => ({ tags: ['Rendering'], summary, security: apiKeySecurity, responses: { ...renderResponses, ...errorResponses(...protectedErrors, 402, 404), ...unprocessable } });
/** Every render option has a default, so a render request may come without a body (an explicit `{}` is the same). */
const OptionalRenderRequest = t.Optional(RenderRequestSchema);
const ExportBody = t.Object(
  { resumeId: t.String({ minLength: 1, maxLength: 200, description: 'uuid, res_<32 hex> or res_<uuid>' }), ...RenderOptionsSchema },
  { additionalProperties: false, title: 'ExportRequest' },
);

export function renderRoutes(context: AppContext) {
  const { config } = context;
  const presenter = requestPresenter(config);

  /** The opened document in the negotiated type: the PDF, or the render kept as a run. */
  async function answer(request: Request, principal: Principal, accepted: MediaType, action: 'render' | 'export', render: StoredRender): Promise<unknown> {
    if (accepted === mediaTypes.pdf) return deliver(request, principal, action, render);
    const controls = runControls(config, request);
    const events = await startRenderRun(context, render, { userId: principal.userId, action, onBalance: controls.onBalance }, controls.signal);
    return answerDocumentRun(config, request, accepted, controls, events);
  }

  /** Answers 304, or charges `action` and answers the PDF. */
  async function deliver(request: Request, principal: Principal, action: keyof CreditCosts, render: StoredRender): Promise<Response> {
    const state = requestState(request, config.defaultForm);
    const prepared = await render.prepare();
    if (matchesEtag(request.headers.get('if-none-match'), prepared.etag)) {
      return new Response(null, { status: 304, headers: { ...stateHeaders(state), etag: prepared.etag } });
    }
    // A PDF the cache holds is charged in one statement (reserved and captured at once), as it
    // cannot fail any more; a new one is reserved for, produced, then captured.
    const cached = prepared.cached();
    const pdf = cached ? await chargeDoneRequest(context, request, principal, action).then(() => cached) : await chargeRequest(context, request, principal, action, prepared.produce);
    return new Response(pdf as Uint8Array<ArrayBuffer>, {
      headers: {
        ...stateHeaders(state),
        'content-type': 'application/pdf',
        'content-disposition': attachmentDisposition(prepared.filename),
        ...presenter(request).savedDocumentHeaders(render.ids),
        etag: prepared.etag,
        'cache-control': 'private, no-cache',
      },
    });
  }

  return new Elysia({ name: 'render-routes' })
    .use(accessPlugin(context))
    .put(
      '/v1/resumes/:resumeId/render',
      async ({ principal, request, params, body, accepted }) => answer(request, principal, accepted, 'render', await openResumeRender(context, principal.userId, params.resumeId, body ?? {})),
      {
        scope: 'render',
        produces: renderTypes,
        params: t.Object({ resumeId: t.String() }),
        body: OptionalRenderRequest,
        detail: detail('Render a resume to PDF (body: templateId, fontId, and any export option)'),
      },
    )
    .post(
      '/v1/export',
      async ({ principal, request, body, accepted }) => {
        const { resumeId, ...options } = body;
        return answer(request, principal, accepted, 'export', await openResumeRender(context, principal.userId, resumeId, options));
      },
      { scope: 'render', produces: renderTypes, body: ExportBody, detail: detail("Export a resume to PDF with options (template defaults to the resume's saved one)") },
    )
    .put(
      '/v1/cover-letters/:coverLetterId/render',
      async ({ principal, request, params, body, accepted }) =>
        answer(request, principal, accepted, 'render', await openCoverLetterRender(context, principal.userId, params.coverLetterId, body ?? {})),
      { scope: 'render', produces: renderTypes, params: t.Object({ coverLetterId: t.String() }), body: OptionalRenderRequest, detail: detail('Render a cover letter to PDF in a resume template') },
    );
}

/** True when an If-None-Match header lists `etag` (or is *). */
function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((value) => {
    const tag = value.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}
