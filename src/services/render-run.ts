/**
 * A render kept as a run: how the render routes answer a client that streams (SSE) or wants JSON,
 * which reads the file later from the run's `downloadUrl`. The document was opened before (404, 400
 * and characters no font has are plain statuses); the credits are reserved here (402, also plain)
 * and settled as for a plain render: captured once the file is kept, released when the run fails
 * or the client goes away. The run's one step, `rendering`, fetches the photo, fits the page budget
 * and writes the PDF, so a budget the document cannot meet ends the run with one error.
 */
import type { AppContext } from '../context.ts';
import type { CreditBalance } from '../domain/credits.ts';
import { runPipeline, type PipelineEvent, type RunResult } from '../pipeline/index.ts';
import { finishDocumentRun, renderingStep, type DocumentState } from './document-run.ts';
import { paidRun } from './paid-run.ts';
import type { StoredRender } from './render-documents.ts';

export interface RenderRunRequest {
  userId: string;
  /** What the render costs, as the plain render of the same route. */
  action: 'render' | 'export';
  onBalance?: (balance: CreditBalance) => void;
}

/** Reserves the render's cost, then renders `render` as a run whose result is the kept file. */
export function startRenderRun(context: AppContext, render: StoredRender, request: RenderRunRequest, signal: AbortSignal): Promise<AsyncGenerator<PipelineEvent<RunResult>, void, undefined>> {
  const spend = { userId: request.userId, action: request.action, cost: context.config.costs[request.action], onBalance: request.onBalance };
  const state: DocumentState = {};
  return paidRun(context, spend, signal, () =>
    runPipeline([renderingStep<DocumentState>(() => [render])], state, signal, {
      finish: (done) => finishDocumentRun(context, request.userId, done, render.ids),
    }),
  );
}
