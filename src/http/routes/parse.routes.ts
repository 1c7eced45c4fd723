/**
 * POST /v1/resumes/parse: a PDF or DOCX resume in, the structured resume out (saved unless
 * `?save=false`). The access check runs before the body is read (401/403 before 413 and 400), the
 * upload is checked before any credit is touched, and the parse is charged only when it succeeds.
 *
 * Form A can also follow the parse as a stream (Accept: text/event-stream): `progress` for the
 * `parsing-resume` step, then one `complete` whose data is `{resumeId, data}`, the saved resume's id
 * (null with save=false) beside exactly the JSON answer's body, or one `error`. Form B answers JSON
 * only (a 406 for a stream): its stream is `section` messages for the parts of a written result
 * followed by a bare `done`, and a parse has no part ready before the whole, so it would be the JSON
 * answer in one message under a section name no Form B client knows.
 */
import { Elysia, t } from 'elysia';
import type { AppContext } from '../../context.ts';
import { parseUploadedResume, type ParseOutcome, type ParseRequest } from '../../services/parse-resume.ts';
import { startParseRun } from '../../services/parse-run.ts';
import { runControls, runEventStream } from '../document-run-answer.ts';
import { formAEvents } from '../form-a/sse-events.ts';
import { mediaTypes } from '../negotiate.ts';
import { accessPlugin } from '../plugins/access.ts';
import { requestPresenter, type Presenter } from '../presenter.ts';
import { requestState } from '../request-state.ts';
import { apiKeySecurity, errorResponses, protectedErrors } from '../openapi.ts';
import { ParsedResumeBody } from '../response-schemas.ts';
import { readUploadedFile } from '../upload-file.ts';
import { ParseOptionsSchema, readParseOptions } from '../parse-options.ts';

/** The largest file accepted (the body may be a little larger: the form's own framing). */
export const MAX_RESUME_FILE_BYTES = 10 * 1024 * 1024;

const ParseQuery = t.Object(
  { save: t.Optional(t.Union([t.Literal('true'), t.Literal('false')], { description: 'false: parse and answer without saving (default true)' })) },
  { additionalProperties: false },
);

const responses = {
  200: {
    description: 'The parsed resume (saved unless save=false) with a confidence per field, warnings and the engine used; or (Form A) the parse as a stream',
    content: {
      'application/json': { schema: ParsedResumeBody as object },
      'text/event-stream': {
        schema: {
          type: 'string' as const,
          description:
            'Form A only: `event: progress` {step: "parsing-resume", message, percent}, then one `event: complete` {resumeId (null with save=false), data: the JSON answer\'s data} or `event: error` {error, code, status}',
        },
      },
    },
  },
  ...errorResponses(...protectedErrors, 402, 413, 422),
  400: {
    ...errorResponses(400)[400],
    description: 'Not a PDF or DOCX (the message names the accepted types), or a malformed form: no file, two files, a text field instead of a file, a filename with control characters, no boundary',
  },
  413: { ...errorResponses(413)[413], description: 'The file is larger than 10 MB (answered from Content-Length before the body is read)' },
  422: { ...errorResponses(422)[422], description: 'A scanned PDF without text, or a file that cannot be read; not charged' },
};

export function parseRoutes(context: AppContext) {
  const { config } = context;
  const presenter = requestPresenter(config);

  return new Elysia({ name: 'parse-routes' }).use(accessPlugin(context)).post(
    '/v1/resumes/parse',
    async ({ principal, request, body, query, accepted }) => {
      const { file, ...fields } = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
      // The form's options first: a bad one is a 400 before the file is even read.
      const saveAs = file === undefined ? {} : readParseOptions(fields);
      const upload = await readUploadedFile(file === undefined ? body : { file }, 'file', MAX_RESUME_FILE_BYTES);
      const state = requestState(request, config.defaultForm);
      const parse: ParseRequest = {
        userId: principal.userId,
        plan: principal.plan,
        bytes: upload.bytes,
        save: query.save !== 'false',
        saveAs,
        onBalance: (balance) => (state.credits = balance),
      };
      if (accepted === mediaTypes.eventStream) {
        const controls = runControls(config, request);
        const events = await startParseRun(context, { ...parse, onBalance: controls.onBalance }, controls.signal);
        return runEventStream(config, request, controls, events, formAEvents(parseCompleted(presenter(request))));
      }
      return presenter(request).parsedResume(await parseUploadedResume(context, parse));
    },
    {
      scope: 'resumes:write',
      produces: { a: [mediaTypes.json, mediaTypes.eventStream], b: [mediaTypes.json] },
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
              schema: {
                type: 'object',
                required: ['file'],
                properties: {
                  file: { type: 'string', format: 'binary', description: 'PDF or DOCX, at most 10 MB' },
                  ...(ParseOptionsSchema.properties as Record<string, object>),
                },
                additionalProperties: false,
                description: 'The file, and optionally the template, language (`locale`), design and photo to save the parsed resume with (the export options, as text)',
              },
            },
          },
        },
        responses,
      },
    },
  );
}

/** A streamed parse's `complete` data: the saved resume's id (null when not saved) beside the JSON answer's body. */
function parseCompleted(presenter: Presenter) {
  return (outcome: ParseOutcome) => ({ resumeId: outcome.resume?.id ?? null, ...(presenter.parsedResume(outcome) as { data: unknown }) });
}
