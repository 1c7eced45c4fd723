/**
 * PDF output: PUT /v1/resumes/{id}/render (Form B), POST /v1/export (both forms' field sets) and
 * PUT /v1/cover-letters/{id}/render. Each render costs credits, charged only after everything that
 * can fail on the request has been checked; an If-None-Match hit answers 304 and costs nothing.
 */
import { Elysia, t } from 'elysia';
import type { AppContext } from '../../context.ts';
import { RenderOptionsSchema, RenderRequestSchema } from '../../render/render-request.ts';
import { prepareCoverLetterRender, prepareResumeRender, type PreparedRender } from '../../services/render-documents.ts';
import { chargeRequest } from '../charge.ts';
import { attachmentDisposition } from '../content-disposition.ts';
import { accessPlugin } from '../plugins/access.ts';
import { requestState, stateHeaders } from '../request-state.ts';
import { apiKeySecurity, errorResponses, protectedErrors } from '../openapi.ts';
import type { Principal } from '../../domain/principal.ts';
import type { CreditCosts } from '../../config.ts';

const pdfResponses = {
  200: { description: 'The PDF', content: { 'application/pdf': { schema: { type: 'string' as const, format: 'binary' } } } },
  304: { description: 'Not modified (If-None-Match matched the ETag); not charged' },
};
const unprocessable = {
  422: {
    ...errorResponses(422)[422],
    description: 'Characters none of the fonts has, a photo that cannot be fetched, or a page budget (maxPages) the document cannot meet even at the tightest settings its template allows (page_budget_exceeded); not charged',
  },
};
const detail = (summary: string) => ({ tags: ['Rendering'], summary, security: apiKeySecurity, responses: { ...pdfResponses, ...errorResponses(...protectedErrors, 402, 404), ...unprocessable } });
/** Every render option has a default, so a render request may come without a body (an explicit `{}` is the same). */
const OptionalRenderRequest = t.Optional(RenderRequestSchema);
const ExportBody = t.Object({ resumeId: t.String({ minLength: 1, maxLength: 200, description: 'uuid, res_<32 hex> or res_<uuid>' }), ...RenderOptionsSchema }, { additionalProperties: false, title: 'ExportRequest' });

export function renderRoutes(context: AppContext) {
  const { config } = context;

  /** Answers 304, or charges `action` and answers the PDF. */
  async function deliver(request: Request, principal: Principal, action: keyof CreditCosts, prepared: PreparedRender): Promise<Response> {
    const state = requestState(request, config.defaultForm);
    if (matchesEtag(request.headers.get('if-none-match'), prepared.etag)) {
      return new Response(null, { status: 304, headers: { ...stateHeaders(state), etag: prepared.etag } });
    }
    const pdf = await chargeRequest(context, request, principal, action, prepared.produce);
    return new Response(pdf as Uint8Array<ArrayBuffer>, {
      headers: {
        ...stateHeaders(state),
        'content-type': 'application/pdf',
        'content-disposition': attachmentDisposition(prepared.filename),
        etag: prepared.etag,
        'cache-control': 'private, no-cache',
      },
    });
  }

  return new Elysia({ name: 'render-routes' })
    .use(accessPlugin(context))
    .put(
      '/v1/resumes/:resumeId/render',
      async ({ principal, request, params, body }) => deliver(request, principal, 'render', await prepareResumeRender(context, principal.userId, params.resumeId, body ?? {})),
      { scope: 'render', params: t.Object({ resumeId: t.String() }), body: OptionalRenderRequest, detail: detail('Render a resume to PDF (body: templateId, fontId, and any export option)') },
    )
    .post(
      '/v1/export',
      async ({ principal, request, body }) => {
        const { resumeId, ...options } = body;
        return deliver(request, principal, 'export', await prepareResumeRender(context, principal.userId, resumeId, options));
      },
      { scope: 'render', body: ExportBody, detail: detail("Export a resume to PDF with options (template defaults to the resume's saved one)") },
    )
    .put(
      '/v1/cover-letters/:coverLetterId/render',
      async ({ principal, request, params, body }) => deliver(request, principal, 'render', await prepareCoverLetterRender(context, principal.userId, params.coverLetterId, body ?? {})),
      { scope: 'render', params: t.Object({ coverLetterId: t.String() }), body: OptionalRenderRequest, detail: detail('Render a cover letter to PDF in a resume template') },
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
