/** Resumes: list, read (also as JSON Resume), create (also from JSON Resume), replace, patch, delete. */
import { Elysia, t } from 'elysia';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../domain/errors.ts';
import { ResumeInputSchema, ResumePatchSchema } from '../../domain/resume.ts';
import { toJsonResume } from '../../resumes/json-resume.ts';
import { createResume, deleteResume, getResume, listResumes, patchResume, replaceResume } from '../../services/resumes.ts';
import { accessPlugin } from '../plugins/access.ts';
import { parsePage } from '../pagination.ts';
import { requestPresenter } from '../presenter.ts';
import { apiKeySecurity, errorResponses, jsonResponse, protectedErrors } from '../openapi.ts';
import { ResumeDocument, ResumeList } from '../response-schemas.ts';

// No length limit here: a malformed id of any length is a 404 (CONTRACT §1), decided by parseId.
const ResumeId = t.Object({ resumeId: t.String({ description: 'uuid, res_<32 hex> or res_<uuid>' }) });
/** The JSON Schema of the document, without TypeBox's internal markers. */
const resumeJsonSchema = JSON.parse(JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', ...ResumeInputSchema }));
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

  return new Elysia({ name: 'resume-routes', prefix: '/v1/resumes' })
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
    .get('/schema', () => resumeJsonSchema, { scope: 'resumes:read', detail: detail('JSON Schema of the resume document', [], { 200: { description: 'A JSON Schema (draft-07)', content: { 'application/json': { schema: { type: 'object' } } } } }) })
    .get(
      '/:resumeId',
      async ({ principal, request, params, query }) => {
        const resume = await getResume(context, principal.userId, params.resumeId);
        if (query.format === 'jsonresume') return toJsonResume(resume);
        if (query.format !== undefined) throw new AppError('validation_failed', 'format must be "jsonresume" when given', { details: [{ path: 'query.format', message: 'must be "jsonresume"' }] });
        return presenter(request).resume(resume);
      },
      { scope: 'resumes:read', params: ResumeId, detail: detail('A resume with all sections (`?format=jsonresume` for JSON Resume)', [404], { 200: jsonResponse('The resume', ResumeDocument) }) },
    )
    .post(
      '',
      async ({ principal, request, body, set }) => {
        set.status = 201;
        return presenter(request).resume(await createResume(context, principal.userId, body));
      },
      {
        scope: 'resumes:write',
        detail: detail('Create a resume (our document, or a JSON Resume document recognised by `basics`)', [413], { 201: jsonResponse('Created', ResumeDocument) }, {
          requestBody: { required: true, content: { 'application/json': { schema: { oneOf: [ResumeInputSchema, { type: 'object', required: ['basics'], description: 'A jsonresume.org document' }] } } } },
        }),
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
    .delete(
      '/:resumeId',
      async ({ principal, params, set }) => {
        await deleteResume(context, principal.userId, params.resumeId);
        set.status = 204;
      },
      { scope: 'resumes:write', params: ResumeId, detail: detail('Delete a resume (the most recently updated one becomes default if needed)', [404], noContent) },
    );
}
