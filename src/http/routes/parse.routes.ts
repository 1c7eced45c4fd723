/**
 * POST /v1/resumes/parse: a PDF or DOCX resume in, the structured resume out (saved unless
 * `?save=false`). The access check runs before the body is read (401/403 before 413 and 400), the
 * upload is checked before any credit is touched, and the parse is charged only when it succeeds.
 */
import { Elysia, t } from 'elysia';
import type { AppContext } from '../../context.ts';
import { parseUploadedResume } from '../../services/parse-resume.ts';
import { accessPlugin } from '../plugins/access.ts';
import { requestPresenter } from '../presenter.ts';
import { requestState } from '../request-state.ts';
import { apiKeySecurity, errorResponses, jsonResponse, protectedErrors } from '../openapi.ts';
import { ParsedResumeBody } from '../response-schemas.ts';
import { readUploadedFile } from '../upload-file.ts';

/** The largest file accepted (the body may be a little larger: the form's own framing). */
export const MAX_RESUME_FILE_BYTES = 10 * 1024 * 1024;

const ParseQuery = t.Object(
  { save: t.Optional(t.Union([t.Literal('true'), t.Literal('false')], { description: 'false: parse and answer without saving (default true)' })) },
  { additionalProperties: false },
);

const responses = {
  200: jsonResponse('The parsed resume (saved unless save=false) with a confidence per field, warnings and the engine used', ParsedResumeBody),
  ...errorResponses(...protectedErrors, 402, 413, 422),
  400: { ...errorResponses(400)[400], description: 'Not a PDF or DOCX (the message names the accepted types), or a malformed form: no file, two files, a text field instead of a file, a filename with control characters, no boundary' },
  413: { ...errorResponses(413)[413], description: 'The file is larger than 10 MB (answered from Content-Length before the body is read)' },
  422: { ...errorResponses(422)[422], description: 'A scanned PDF without text, or a file that cannot be read; not charged' },
};

export function parseRoutes(context: AppContext) {
  const { config } = context;
  const presenter = requestPresenter(config);

  return new Elysia({ name: 'parse-routes' })
    .use(accessPlugin(context))
    .post(
      '/v1/resumes/parse',
      async ({ principal, request, body, query }) => {
        const upload = await readUploadedFile(body, 'file', MAX_RESUME_FILE_BYTES);
        const state = requestState(request, config.defaultForm);
        const outcome = await parseUploadedResume(context, {
          userId: principal.userId,
          plan: principal.plan,
          bytes: upload.bytes,
          save: query.save !== 'false',
          onBalance: (balance) => (state.credits = balance),
        });
        return presenter(request).parsedResume(outcome);
      },
      {
        scope: 'resumes:write',
        query: ParseQuery,
        detail: {
          tags: ['Resumes'],
          summary: `Parse a PDF or DOCX resume (costs ${config.costs.parse} credits, only on success; 0 when your own AI key (pro plan) produced the result)`,
          description:
            'Reads the file, parses it with the built-in engine and, when an AI model is configured (system key or your own), lets the model fix the structure: every string the model returns must be found in the document, or it is dropped with a warning. `engine` says which result you got. The resume is saved to the account unless `save=false`.',
          security: apiKeySecurity,
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary', description: 'PDF or DOCX, at most 10 MB' } }, additionalProperties: false },
              },
            },
          },
          responses,
        },
      },
    );
}

