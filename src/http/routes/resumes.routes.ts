/**
 * Resumes: list, read (also as JSON Resume), create (also from JSON Resume, and as an upsert on a body
 * id), replace, patch, delete; the default and the template as agent tools change them; the schema.
 */
import { Elysia, t } from 'elysia';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../domain/errors.ts';
import { ResumeDefaultChangeSchema, ResumeInputSchema, ResumePatchSchema, ResumeTemplateChangeSchema } from '../../domain/resume.ts';
import { toJsonResume } from '../../resumes/json-resume.ts';
import { deleteResume, getResume, listResumes, makeDefaultResume, patchResume, replaceResume, saveResume } from '../../services/resumes.ts';
import { accessPlugin } from '../plugins/access.ts';
import { jsonSchemaDocument } from '../json-schema-document.ts';
import { parsePage } from '../pagination.ts';
import { requestPresenter } from '../presenter.ts';
import { noContentResponse } from '../no-content.ts';
import { apiKeySecurity, errorResponses, jsonResponse, protectedErrors } from '../openapi.ts';
import { JsonResume, JsonSchemaBody, ResumeDocument, ResumeList } from '../response-schemas.ts';

// No length limit here: a malformed id of any length is a 404 (CONTRACT §1), decided by parseId.
const ResumeId = t.Object({ resumeId: t.String({ description: 'uuid, res_<32 hex> or res_<uuid>' }) });
const resumeJsonSchema = jsonSchemaDocument(ResumeInputSchema);
/** POST's body for the OpenAPI document: the resume document, plus the id an upsert names. */
const upsertId = (description: string) => ({ type: 'string', description });
const { $schema: _draft, ...documentSchema } = resumeJsonSchema;
const ResumeUpsertBody = {
  ...documentSchema,
  title: 'ResumeCreateOrUpsert',
  properties: {
    ...(documentSchema.properties as object),
    id: upsertId("Upsert: your resume with this id is replaced (200); an id no resume has is created with it (201); another account's is a 404"),
    resumeId: upsertId('Form A spelling of `id` (the same resume if both are sent)'),
  },
};
const detail = (summary: string, statuses: number[], success: Record<number, object>, extra: object = {}) => ({
  tags: ['Resumes'],
  summary,
  security: apiKeySecurity,
  responses: { ...success, ...errorResponses(...protectedErrors, ...statuses) },
  ...extra,
});
const noContent = { 204: { description: 'Deleted' } };

export function resumeRoutes(context: AppContext) {
  const { config } = context;
  const presenter = requestPresenter(config);

  return (
    new Elysia({ name: 'resume-routes', prefix: '/v1/resumes' })
      .use(accessPlugin(context))
      .get(
        '',
        async ({ principal, request, query }) => {
          const page = parsePage(query);
          const form = presenter(request);
          // Form B lists every resume; Form A pages.
          return form.resumeList(await listResumes(context, principal.userId, form.form === 'a' ? page : undefined), page);
        },
        { scope: 'resumes:read', detail: detail('List resumes (Form A: `limit` 1–100, default 20, `offset`; Form B: all)', [], { 200: jsonResponse('Resumes', ResumeList) }) },
      )
      // Declared before /:resumeId; the router also prefers a fixed segment, so "schema" is never read as an id.
      .get('/schema', () => resumeJsonSchema, {
        scope: 'resumes:read',
        detail: detail('JSON Schema of the resume document (both forms)', [], { 200: jsonResponse('A JSON Schema (draft-07)', JsonSchemaBody) }),
      })
      .get(
        '/:resumeId',
        async ({ principal, request, params, query }) => {
          const resume = await getResume(context, principal.userId, params.resumeId);
          if (query.format === 'jsonresume') return toJsonResume(resume);
          if (query.format !== undefined) throw new AppError('validation_failed', 'format must be "jsonresume" when given', { details: [{ path: 'query.format', message: 'must be "jsonresume"' }] });
          return presenter(request).resume(resume);
        },
        {
          scope: 'resumes:read',
          params: ResumeId,
          detail: detail('A resume with all sections (`?format=jsonresume` for JSON Resume)', [404], {
            200: jsonResponse("The resume in the answering form's body; with `format=jsonresume`, a JSON Resume document", t.Union([ResumeDocument, JsonResume])),
          }),
        },
      )
      .post(
        '',
        async ({ principal, request, body, set }) => {
          const { resume, created } = await saveResume(context, principal.userId, body);
          set.status = created ? 201 : 200;
          return presenter(request).resume(resume);
        },
        {
          scope: 'resumes:write',
          detail: detail(
            'Create a resume (our document, or a JSON Resume document recognised by `basics`); with an `id` (or `resumeId`) in the body, an upsert on it',
            [404, 409, 413],
            { 201: jsonResponse('Created', ResumeDocument), 200: jsonResponse('Replaced (upsert on an id you own)', ResumeDocument) },
            { requestBody: { required: true, content: { 'application/json': { schema: { oneOf: [ResumeUpsertBody, JsonResume] } } } } },
          ),
        },
      )
      .put('/:resumeId', async ({ principal, request, params, body }) => presenter(request).resume(await replaceResume(context, principal.userId, params.resumeId, body)), {
        scope: 'resumes:write',
        params: ResumeId,
        body: ResumeInputSchema,
        detail: detail('Replace a resume', [404, 409, 413], { 200: jsonResponse('Replaced', ResumeDocument) }),
      })
      .patch('/:resumeId', async ({ principal, request, params, body }) => presenter(request).resume(await patchResume(context, principal.userId, params.resumeId, body)), {
        scope: 'resumes:write',
        params: ResumeId,
        body: ResumePatchSchema,
        detail: detail('Change part of a resume (design merged by field, sections by section; `isDefault: true` moves the default)', [404, 409, 413], { 200: jsonResponse('Changed', ResumeDocument) }),
      })
      .patch('/:resumeId/default', async ({ principal, request, params, body }) => presenter(request).resume(await makeDefaultResume(context, principal.userId, params.resumeId, body?.id)), {
        scope: 'resumes:write',
        params: ResumeId,
        body: t.Optional(ResumeDefaultChangeSchema),
        detail: detail('Make a resume the default (no body, or `{id}` naming the same resume)', [404], { 200: jsonResponse('The new default', ResumeDocument) }),
      })
      .patch(
        '/:resumeId/template',
        async ({ principal, request, params, body }) => presenter(request).resume(await patchResume(context, principal.userId, params.resumeId, { templateId: body.templateId })),
        {
          scope: 'resumes:write',
          params: ResumeId,
          body: ResumeTemplateChangeSchema,
          detail: detail("Change a resume's template (400 naming the valid ids when unknown; a saved colour the template lacks is dropped)", [404], { 200: jsonResponse('Changed', ResumeDocument) }),
        },
      )
      .delete(
        '/:resumeId',
        async ({ principal, params }) => {
          await deleteResume(context, principal.userId, params.resumeId);
          return noContentResponse();
        },
        { scope: 'resumes:write', params: ResumeId, detail: detail('Delete a resume (the most recently updated one becomes default if needed)', [404], noContent) },
      )
  );
}
