/**
 * How a route answers with a pipeline run, and a document run (tailoring, letters, renders kept as
 * runs) in particular, in the media type the request negotiated:
 *
 * - the file itself (a PDF, or a ZIP of resume and letter) with the ids of what was saved and the run id;
 * - an SSE stream of Form A's `progress`, then one `complete` (the run's ids and `downloadUrl`) or
 *   one `error`. Form B has no message of its own for a file, so a Form B caller of a file route
 *   gets these same events, with its own spelling of the ids;
 * - the run as JSON once it has finished: what GET /v1/runs/{runId} answers, so a client that cannot
 *   take bytes (an agent tool server) gets the ids and the link, the file one GET away.
 *
 * The file is kept as a run in every case, so `downloadUrl` serves it for 24 hours.
 */
import type { Config } from '../config.ts';
import type { CreditBalance } from '../domain/credits.ts';
import { drainPipeline, runErrorEvent, type PipelineEvent, type RunResult } from '../pipeline/index.ts';
import { attachmentDisposition } from './content-disposition.ts';
import { formAEvents } from './form-a/sse-events.ts';
import { mediaTypes, type MediaType } from './negotiate.ts';
import { requestPresenter } from './presenter.ts';
import { requestState, stateHeaders } from './request-state.ts';
import { sseResponse, type SseFrame } from './sse-response.ts';

/** What a run started for a request needs from it. */
export interface RunControls {
  /** Aborted by the stream's cancel, when a streaming client goes away. */
  controller: AbortController;
  /** The run's signal: the controller's, or the request's own (the runtime aborts it on a disconnect, streaming or not). */
  signal: AbortSignal;
  /** Keeps X-Credits-Remaining current as the run reserves and settles its credits. */
  onBalance(balance: CreditBalance): void;
}

export function runControls(config: Config, request: Request): RunControls {
  const state = requestState(request, config.defaultForm);
  const controller = new AbortController();
  return { controller, signal: AbortSignal.any([controller.signal, request.signal]), onBalance: (balance) => void (state.credits = balance) };
}

/** The run's events as an SSE stream of `encode`'s messages, ending with one final message whatever happens. */
export function runEventStream<R>(config: Config, request: Request, controls: RunControls, events: AsyncIterable<PipelineEvent<R>>, encode: (event: PipelineEvent<R>) => SseFrame[]): Response {
  const headers = stateHeaders(requestState(request, config.defaultForm));
  return sseResponse(events, encode, { controller: controls.controller, signal: request.signal, headers, onError: (error) => runErrorEvent(error) });
}

/** A document run answered as `accepted`: its file, its stream, or (after it finished) the run as JSON. */
export async function answerDocumentRun(config: Config, request: Request, accepted: MediaType, controls: RunControls, events: AsyncIterable<PipelineEvent<RunResult>>): Promise<unknown> {
  const presenter = requestPresenter(config)(request);
  if (accepted === mediaTypes.eventStream) return runEventStream(config, request, controls, events, formAEvents(presenter.runCompleted));
  const result = await drainPipeline(events);
  if (accepted === mediaTypes.json) return presenter.run(result);
  return new Response(result.document as Uint8Array<ArrayBuffer>, {
    headers: {
      ...stateHeaders(requestState(request, config.defaultForm)),
      'content-type': result.contentType,
      'content-disposition': attachmentDisposition(result.filename),
      ...presenter.savedDocumentHeaders(result),
      'x-run-id': result.runId,
      'cache-control': 'private, no-store',
    },
  });
}
