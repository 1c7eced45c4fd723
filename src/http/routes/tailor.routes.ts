/**
 * Form B's AI routes: `POST /v1/tailor` (suggestions for a stored resume against a job posting) and
 * `POST /v1/cover-letters/generate` (a letter written and saved). Both answer plain JSON, or an SSE
 * stream of `section` messages and `done` when the client asks for `text/event-stream`. The
 * resume (404) and the balance (402) are checked before any response starts, so those are plain
 * statuses even for streams; later failures end a stream with an `error` message.
 *
 * Form A's requests on these paths (positionName, PDF/ZIP answers, runs) are not built yet: they
 * get a 501 `not_implemented` rather than a Form B answer they did not ask for. The body is checked
 * here rather than by a route schema for the same reason: Form A's fields must reach the 501, not a 400.
 */
import { Elysia, t } from 'elysia';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../domain/errors.ts';
import { runErrorEvent, drainPipeline, type PipelineEvent } from '../../pipeline/index.ts';
import { startCoverLetterRun } from '../../services/generate-cover-letter.ts';
import { startTailorRun } from '../../services/tailor-resume.ts';
import { formBEvents } from '../form-b/sse-events.ts';
import { apiKeySecurity, errorResponses, protectedErrors } from '../openapi.ts';
import { accessPlugin } from '../plugins/access.ts';
import { requestPresenter } from '../presenter.ts';
import { requestState, stateHeaders, type RequestState } from '../request-state.ts';
import { CoverLetterDocument } from '../response-schemas.ts';
import { sseResponse } from '../sse-response.ts';

/** Form B's body for both routes. */
interface JobRequestBody {
  resumeId: string;
  jobDescription: string;
}

const FIELDS = ['resumeId', 'jobDescription'] as const;

const requestBody = {
  required: true,
  content: {
    'application/json': {
      schema: {
        type: 'object' as const,
        required: [...FIELDS],
        additionalProperties: false,
        properties: {
          resumeId: { type: 'string' as const, maxLength: 64, description: 'The resume (uuid or res_…)' },
          jobDescription: { type: 'string' as const, description: 'The posting text (30 words to 50,000 characters), or an http(s) URL of the posting' },
        },
      },
    },
  },
};

const SuggestionsBody = t.Object(
  {
    data: t.Object({
      suggestions: t.Object({
        summary: t.String(),
        experience: t.Array(t.Object({ index: t.Integer({ description: 'Position in sections.experience' }), original: t.String(), tailored: t.String() })),
        skills: t.Array(t.String(), { description: "The resume's own skills, most relevant first" }),
      }),
    }),
  },
  { title: 'TailorSuggestions' },
);

const streamResponse = {
  'text/event-stream': {
    schema: { type: 'string' as const, description: 'data: {"type":"section","section":…,"content":…} as each part is ready, then data: {"type":"done"}; a failure ends with data: {"type":"error","error","code","status"}' },
  },
};

const failures = {
  ...errorResponses(...protectedErrors, 402, 404, 422),
  400: { ...errorResponses(400)[400], description: 'resumeId or jobDescription missing, unknown fields, or a description over 50,000 characters' },
  422: { ...errorResponses(422)[422], description: 'The description (or the page at the URL) has fewer than 30 words, or the URL cannot be used' },
  501: { ...errorResponses(501)[501], description: 'Form A requests on this path are not available yet' },
  502: { ...errorResponses(502)[502], description: 'The AI provider failed or answered invalid output twice; nothing charged' },
  504: { ...errorResponses(504)[504], description: 'The AI provider or the posting did not answer in time; nothing charged' },
};

export function tailorRoutes(context: AppContext) {
  const { config } = context;
  const presenter = requestPresenter(config);

  /** Form B's fields, or the 501/400 that ends the request before anything is charged. */
  const readBody = (state: RequestState, body: unknown): JobRequestBody => {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new AppError('validation_failed', 'A JSON object with resumeId and jobDescription is required', { details: [{ path: 'body', message: 'must be an object' }] });
    }
    const fields = body as Record<string, unknown>;
    // A malformed value of a field both forms share is the body's fault in either form: 400 before the 501.
    const mistyped = FIELDS.filter((key) => key in fields && typeof fields[key] !== 'string').map((key) => ({ path: `body.${key}`, message: 'must be a string' }));
    if (mistyped.length > 0) throw new AppError('validation_failed', `Invalid request body: ${mistyped.map((detail) => `${detail.path} ${detail.message}`).join('; ')}`, { details: mistyped });
    if (state.form !== 'b') throw new AppError('not_implemented', 'Form A tailoring is not available yet: send X-Api-Form: b');
    const details = [
      ...Object.keys(fields).filter((key) => !(FIELDS as readonly string[]).includes(key)).map((key) => ({ path: `body.${key}`, message: 'is not a known field' })),
      ...FIELDS.filter((key) => typeof fields[key] !== 'string' || (fields[key] as string).trim() === '').map((key) => ({ path: `body.${key}`, message: 'is required (a non-empty string)' })),
    ];
    if (details.length > 0) throw new AppError('validation_failed', `Invalid request body: ${details.map((detail) => `${detail.path} ${detail.message}`).join('; ')}`, { details });
    return { resumeId: fields.resumeId as string, jobDescription: fields.jobDescription as string };
  };

  /** The run's events as Form B's SSE stream or its plain answer. */
  const answer = async <R>(request: Request, state: RequestState, controller: AbortController, events: AsyncIterable<PipelineEvent<R>>, plain: (result: R) => unknown) => {
    if (request.headers.get('accept')?.includes('text/event-stream')) {
      return sseResponse(events, formBEvents, { controller, signal: request.signal, headers: stateHeaders(state), onError: (error) => runErrorEvent(error) });
    }
    return plain(await drainPipeline(events));
  };

  return new Elysia({ name: 'tailor-routes' })
    .use(accessPlugin(context))
    .post(
      '/v1/tailor',
      async ({ principal, request, body }) => {
        const state = requestState(request, config.defaultForm);
        const fields = readBody(state, body);
        const controller = new AbortController();
        const events = await startTailorRun(context, { userId: principal.userId, plan: principal.plan, ...fields, onBalance: (balance) => (state.credits = balance) }, controller.signal);
        return answer(request, state, controller, events, ({ suggestions }) => ({ data: { suggestions } }));
      },
      {
        scope: 'resumes:write',
        detail: {
          tags: ['AI'],
          summary: `Tailor a resume to a job posting (costs ${config.costs.tailor} credits, only on success; 0 when your own AI key (pro plan) produced the result)`,
          description:
            'Suggests a rewritten summary, rewritten experience entries (by their `index` in `sections.experience`) and the skills in the order that suits the posting. The resume is not changed. The AI model configured for you writes the suggestions (the built-in engine when there is none); either way every suggestion is checked against the resume: nothing it does not state is claimed. With `Accept: text/event-stream` each part is sent as it is ready.',
          security: apiKeySecurity,
          requestBody,
          responses: { 200: { description: 'The suggestions', content: { 'application/json': { schema: SuggestionsBody as object }, ...streamResponse } }, ...failures },
        },
      },
    )
    .post(
      '/v1/cover-letters/generate',
      async ({ principal, request, body, set }) => {
        const state = requestState(request, config.defaultForm);
        const fields = readBody(state, body);
        const controller = new AbortController();
        const events = await startCoverLetterRun(context, { userId: principal.userId, plan: principal.plan, ...fields, onBalance: (balance) => (state.credits = balance) }, controller.signal);
        return answer(request, state, controller, events, (letter) => {
          set.status = 201;
          return presenter(request).coverLetter(letter, { created: true });
        });
      },
      {
        scope: 'resumes:write',
        detail: {
          tags: ['AI'],
          summary: `Write and save a cover letter for a job posting (costs ${config.costs.coverLetter} credits, only on success; 0 when your own AI key (pro plan) wrote the letter)`,
          description:
            'Writes a letter from the resume for the posting and saves it (read it back with GET /v1/cover-letters/{id}). The AI model configured for you writes it (the built-in writer when there is none); either way it names only what the resume holds: a sentence of the model\'s that names or claims anything else is removed. With `Accept: text/event-stream` the text is sent as a `content` section, then `done`.',
          security: apiKeySecurity,
          requestBody,
          responses: { 201: { description: 'The saved cover letter', content: { 'application/json': { schema: CoverLetterDocument as object }, ...streamResponse } }, ...failures },
        },
      },
    );
}
