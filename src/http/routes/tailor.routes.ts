/**
 * The AI routes, `POST /v1/tailor` and `POST /v1/cover-letters/generate`, in both forms, with the
 * resume given by id or uploaded as a `file` (multipart). Each answer comes from one pipeline run,
 * consumed in the media type negotiated from Accept:
 *
 * - Form A file (application/pdf, or application/zip for resume and letter together): the file
 *   itself with X-Resume-Id, X-Cover-Letter-Id and X-Run-Id.
 * - Form A SSE: `progress` per step, then one `complete` (run id, ids, download URL, suggestions,
 *   match scores) or one `error`.
 * - Form A JSON: the finished run, as GET /v1/runs/{runId} answers it (document-run-answer.ts).
 * - Form B JSON: `{data: {suggestions}}`, or the saved letter.
 * - Form B SSE: `section` messages as each part is ready, then `done` (or `error`). Form B never
 *   answers a file: an Accept that allows neither is a 406.
 *
 * Whether a Form A tailoring run answers a PDF or a ZIP depends on the body (`includeCoverLetter`),
 * so the type negotiated before the body is read is narrowed once it has been: `Accept:
 * application/pdf` with a cover letter is a 406. The body (400), the resume (404) and the balance
 * (402) are checked before any response starts, so those are plain statuses even for streams. A
 * client that goes away, streaming or not, aborts the run: the model call and any fetch stop, and
 * the credits are released.
 */
import { Elysia, t } from 'elysia';
import type { AppContext } from '../../context.ts';
import type { CreditBalance } from '../../domain/credits.ts';
import { prefixedId } from '../../domain/ids.ts';
import type { Principal } from '../../domain/principal.ts';
import { drainPipeline } from '../../pipeline/index.ts';
import { startCoverLetterDocumentRun, startCoverLetterRun } from '../../services/generate-cover-letter.ts';
import { startTailoredDocumentRun, startTailorRun } from '../../services/tailor-resume.ts';
import { aiRequestSchemas, readAiRunRequest, type AiAction, type AiRunRequest } from '../ai-run-request.ts';
import { answerDocumentRun, runControls, runEventStream } from '../document-run-answer.ts';
import { formBEvents } from '../form-b/sse-events.ts';
import { chooseMediaType, mediaTypes } from '../negotiate.ts';
import { apiKeySecurity, errorResponses, protectedErrors } from '../openapi.ts';
import { accessPlugin } from '../plugins/access.ts';
import { requestPresenter } from '../presenter.ts';
import { requestState } from '../request-state.ts';
import { CoverLetterDocument, RunDocument } from '../response-schemas.ts';

const requestBody = (action: AiAction) => {
  const [formA, formB] = aiRequestSchemas[action] as [object, object];
  return {
    required: true,
    content: {
      'application/json': { schema: { oneOf: [formA, formB] } },
      'multipart/form-data': {
        schema: {
          type: 'object' as const,
          description: "The same fields as text (Form A's or Form B's), with the resume as a PDF or DOCX `file` instead of `resumeId`",
          properties: { file: { type: 'string' as const, format: 'binary', description: 'PDF or DOCX, at most 10 MB: parsed (as POST /v1/resumes/parse does), saved and used' } },
        },
      },
    },
  };
};

const SuggestionsBody = t.Object(
  {
    data: t.Object({
      suggestions: t.Object({
        summary: t.String(),
        experience: t.Array(t.Object({ index: t.Integer({ description: 'Position in sections.experience' }), original: t.String(), tailored: t.String() })),
        skills: t.Array(t.String(), { description: "The resume's own skills, most relevant first" }),
      }),
      resumeId: t.Optional(t.String({ description: 'With an uploaded file: the saved resume the indexes refer to' })),
    }),
  },
  { title: 'TailorSuggestionsB' },
);

const fileContent = {
  'application/pdf': { schema: { type: 'string' as const, format: 'binary', description: 'Form A: the document (X-Resume-Id, X-Cover-Letter-Id and X-Run-Id name what was saved)' } },
  'application/zip': { schema: { type: 'string' as const, format: 'binary', description: 'Form A with includeCoverLetter: resume.pdf and cover-letter.pdf' } },
};

const streamContent = {
  'text/event-stream': {
    schema: {
      type: 'string' as const,
      description:
        'Form A: `event: progress` {step, message, percent} per step, then one `event: complete` {runId, resumeId, coverLetterId?, contentType, downloadUrl, suggestions, matchScore} or `event: error` {error, code, status}. Form B: data: {"type":"section","section","content"} as each part is ready, then data: {"type":"done"} (or {"type":"error",…}).',
    },
  },
};

const failures = {
  ...errorResponses(...protectedErrors, 402, 404, 413, 422),
  400: {
    ...errorResponses(400)[400],
    description:
      'A required field missing (Form A: positionName, and jobDescription or jobUrl; Form B: resumeId and jobDescription), unknown fields, a description over 50,000 characters, or an upload that is not a PDF or DOCX',
  },
  404: { ...errorResponses(404)[404], description: 'The resume (or, without resumeId in Form A, any resume) does not exist' },
  422: { ...errorResponses(422)[422], description: 'The description (or the page at the URL) has fewer than 30 words, the URL cannot be used, or the uploaded file cannot be read' },
  502: { ...errorResponses(502)[502], description: 'The AI provider failed or answered invalid output twice; nothing charged' },
  504: { ...errorResponses(504)[504], description: 'The AI provider or the posting did not answer in time; nothing charged' },
};

export function tailorRoutes(context: AppContext) {
  const { config } = context;
  const presenter = requestPresenter(config);
  const { costs } = config;

  /** The request's fields, and what the run needs from the request (its signal, the balance hook). */
  const begin = async (request: Request, body: unknown, action: AiAction) => {
    const state = requestState(request, config.defaultForm);
    const multipart = request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data') ?? false;
    const fields = await readAiRunRequest(body, state.form, action, multipart);
    return { state, fields, controls: runControls(config, request) };
  };

  /** What both actions' services take from the request. */
  const common = (fields: AiRunRequest, principal: Principal, onBalance: (balance: CreditBalance) => void) => ({
    userId: principal.userId,
    plan: principal.plan,
    source: fields.source,
    job: fields.job,
    ...(fields.language && { language: fields.language }),
    onBalance,
  });

  return new Elysia({ name: 'tailor-routes' })
    .use(accessPlugin(context))
    .post(
      '/v1/tailor',
      async ({ principal, request, body, accepted }) => {
        const { state, fields, controls } = await begin(request, body, 'tailor');
        const base = { ...common(fields, principal, controls.onBalance), ...(fields.mode && { mode: fields.mode }) };
        if (state.form === 'a') {
          // Now that the body says which file the run makes, the one it cannot make is no longer on offer.
          const file = fields.includeCoverLetter ? mediaTypes.zip : mediaTypes.pdf;
          const answer = chooseMediaType(request.headers.get('accept'), [file, mediaTypes.eventStream, mediaTypes.json]);
          const events = await startTailoredDocumentRun(
            context,
            { ...base, positionName: fields.positionName!, includeCoverLetter: fields.includeCoverLetter, render: fields.render },
            controls.signal,
          );
          return answerDocumentRun(config, request, answer, controls, events);
        }
        const events = await startTailorRun(context, base, controls.signal);
        if (accepted === mediaTypes.eventStream) return runEventStream(config, request, controls, events, formBEvents);
        const { suggestions, resumeId } = await drainPipeline(events);
        return { data: { suggestions, ...(fields.source.upload && { resumeId: prefixedId('res', resumeId) }) } };
      },
      {
        scope: 'ai',
        produces: { a: [mediaTypes.pdf, mediaTypes.zip, mediaTypes.eventStream, mediaTypes.json], b: [mediaTypes.json, mediaTypes.eventStream] },
        detail: {
          tags: ['AI'],
          summary: `Tailor a resume to a job posting (${costs.tailor} credits, +${costs.tailorCoverLetter} with a cover letter, +${costs.parse} for an uploaded file; only on success. With your own AI key (pro plan): only the PDFs rendered, ${costs.render} each)`,
          description:
            'Form A renders the tailored resume (saved as a new resume next to the original) and answers the PDF, or with `includeCoverLetter` a ZIP of resume.pdf and cover-letter.pdf; with `Accept: text/event-stream` it streams progress and ends with a `complete` event whose `downloadUrl` serves the file for 24 hours (GET /v1/runs/{runId}/download); with `Accept: application/json` it answers that run as JSON once it finished (as GET /v1/runs/{runId}). An Accept that allows none of these is a 406 (`Accept: application/pdf` with `includeCoverLetter` included). Form B answers suggestions (a rewritten summary, rewritten experience entries by their `index` in `sections.experience`, and the skills in the order that suits the posting) and changes nothing. Either engine (your AI model, or the built-in engine without one) is held to the resume: no employer, title, date, school, degree or certification is invented, and skills the resume lacks are never written in: Form A lists them as `missingSkills` in the suggestions of the run, Form B leaves them out.',
          security: apiKeySecurity,
          requestBody: requestBody('tailor'),
          responses: {
            200: {
              description: 'Form A: the document, the stream, or (Accept: application/json) the finished run; Form B: the suggestions, or the stream',
              content: { ...fileContent, 'application/json': { schema: t.Union([RunDocument, SuggestionsBody]) as object }, ...streamContent },
            },
            ...failures,
          },
        },
      },
    )
    .post(
      '/v1/cover-letters/generate',
      async ({ principal, request, body, set, accepted }) => {
        const { state, fields, controls } = await begin(request, body, 'generate');
        const base = common(fields, principal, controls.onBalance);
        if (state.form === 'a') {
          const events = await startCoverLetterDocumentRun(context, { ...base, positionName: fields.positionName!, render: fields.render }, controls.signal);
          return answerDocumentRun(config, request, accepted, controls, events);
        }
        const events = await startCoverLetterRun(context, base, controls.signal);
        if (accepted === mediaTypes.eventStream) return runEventStream(config, request, controls, events, formBEvents);
        const letter = await drainPipeline(events);
        set.status = 201;
        return presenter(request).coverLetter(letter, { created: true });
      },
      {
        scope: 'ai',
        produces: { a: [mediaTypes.pdf, mediaTypes.eventStream, mediaTypes.json], b: [mediaTypes.json, mediaTypes.eventStream] },
        detail: {
          tags: ['AI'],
          summary: `Write and save a cover letter for a job posting (${costs.coverLetter} credits, +${costs.parse} for an uploaded file; only on success. With your own AI key (pro plan): only the PDF rendered in Form A, nothing in Form B once your model wrote the letter)`,
          description:
            "Writes a letter from the resume for the posting and saves it (read it back with GET /v1/cover-letters/{id}). The AI model configured for you writes it (the built-in writer when there is none); either way it names only what the resume holds: a sentence of the model's that names or claims anything else is removed. Form A answers the letter as a PDF (X-Cover-Letter-Id), or streams progress and a `complete` event with a `downloadUrl`, or with `Accept: application/json` answers the finished run (as GET /v1/runs/{runId}); Form B answers the saved letter, or streams its text as a `content` section, then `done`.",
          security: apiKeySecurity,
          requestBody: requestBody('generate'),
          responses: {
            200: {
              description: 'Form A: the letter as a PDF, the stream, or (Accept: application/json) the finished run',
              content: { 'application/pdf': fileContent['application/pdf'], 'application/json': { schema: RunDocument as object }, ...streamContent },
            },
            201: { description: 'Form B: the saved cover letter', content: { 'application/json': { schema: CoverLetterDocument as object } } },
            ...failures,
          },
        },
      },
    );
}
