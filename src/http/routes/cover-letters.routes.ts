/** Cover letters the caller writes: list, read, create, patch, delete, and the JSON Schema of what is written. */
import { Elysia, t } from 'elysia';
import type { AppContext } from '../../context.ts';
import { CoverLetterCreateSchema, CoverLetterPatchSchema } from '../../domain/cover-letter.ts';
import { createCoverLetter, deleteCoverLetter, getCoverLetter, listCoverLetters, patchCoverLetter } from '../../services/cover-letters.ts';
import { accessPlugin } from '../plugins/access.ts';
import { jsonSchemaDocument } from '../json-schema-document.ts';
import { parsePage } from '../pagination.ts';
import { requestPresenter } from '../presenter.ts';
import { noContentResponse } from '../no-content.ts';
import { apiKeySecurity, errorResponses, jsonResponse, protectedErrors } from '../openapi.ts';
import { CoverLetterDocument, CoverLetterList, JsonSchemaBody } from '../response-schemas.ts';

// No length limit here: a malformed id of any length is a 404 (CONTRACT §1), decided by parseId.
const CoverLetterId = t.Object({ coverLetterId: t.String({ description: 'uuid, cl_<32 hex> or cl_<uuid>' }) });
const coverLetterJsonSchema = jsonSchemaDocument(CoverLetterCreateSchema);
const detail = (summary: string, statuses: number[], success: Record<number, object>) => ({
  tags: ['Cover letters'],
  summary,
  security: apiKeySecurity,
  responses: { ...success, ...errorResponses(...protectedErrors, ...statuses) },
});

export function coverLetterRoutes(context: AppContext) {
  const { config } = context;
  const presenter = requestPresenter(config);

  return (
    new Elysia({ name: 'cover-letter-routes', prefix: '/v1/cover-letters' })
      .use(accessPlugin(context))
      .get(
        '',
        async ({ principal, request, query }) => {
          const page = parsePage(query);
          const form = presenter(request);
          return form.coverLetterList(await listCoverLetters(context, principal.userId, form.form === 'a' ? page : undefined), page);
        },
        { scope: 'resumes:read', detail: detail('List cover letters (Form A pages like resumes; Form B: all)', [], { 200: jsonResponse('Cover letters', CoverLetterList) }) },
      )
      // Declared before /:coverLetterId; the router also prefers a fixed segment, so "schema" is never read as an id.
      .get('/schema', () => coverLetterJsonSchema, {
        scope: 'resumes:read',
        detail: detail('JSON Schema of a cover letter as written (POST body; both forms)', [], { 200: jsonResponse('A JSON Schema (draft-07)', JsonSchemaBody) }),
      })
      .get('/:coverLetterId', async ({ principal, request, params }) => presenter(request).coverLetter(await getCoverLetter(context, principal.userId, params.coverLetterId)), {
        scope: 'resumes:read',
        params: CoverLetterId,
        detail: detail('A cover letter', [404], { 200: jsonResponse('The cover letter', CoverLetterDocument) }),
      })
      .post(
        '',
        async ({ principal, request, body, set }) => {
          set.status = 201;
          return presenter(request).coverLetter(await createCoverLetter(context, principal.userId, body), { created: true });
        },
        {
          scope: 'resumes:write',
          body: CoverLetterCreateSchema,
          detail: detail("Create a cover letter from your own text (Form B's {title, content, resumeId} or Form A's field set)", [404], { 201: jsonResponse('Created', CoverLetterDocument) }),
        },
      )
      .patch('/:coverLetterId', async ({ principal, request, params, body }) => presenter(request).coverLetter(await patchCoverLetter(context, principal.userId, params.coverLetterId, body)), {
        scope: 'resumes:write',
        params: CoverLetterId,
        body: CoverLetterPatchSchema,
        detail: detail('Change a cover letter', [404], { 200: jsonResponse('Changed', CoverLetterDocument) }),
      })
      .delete(
        '/:coverLetterId',
        async ({ principal, params }) => {
          await deleteCoverLetter(context, principal.userId, params.coverLetterId);
          return noContentResponse();
        },
        { scope: 'resumes:write', params: CoverLetterId, detail: detail('Delete a cover letter', [404], { 204: { description: 'Deleted' } }) },
      )
  );
}
