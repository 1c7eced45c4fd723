/**
 * Runs render tasks on worker threads so that laying out and writing a PDF never blocks the event
 * loop that serves other requests: writing a job's PDF, or fitting a job into a page budget (many
 * layouts). One worker per core by default, all started at once; tasks queue when all are busy
 * (src/workers/task-pool.ts). A task that fails in a worker rejects with the worker's message; a
 * worker that dies is replaced.
 */
import { TaskPool } from '../workers/task-pool.ts';
import type { FitOutcome } from './fit-to-pages.ts';
import type { RenderJob } from './render-job.ts';

/** What a worker is asked to do. */
export type RenderTask = { kind: 'pdf'; job: RenderJob } | { kind: 'fit'; job: RenderJob; maxPages: number };

/** What a worker answers: the task's result, or the message of its failure. */
export type RenderTaskReply = { pdf: Uint8Array } | { fit: FitOutcome } | { error: string };

export class RenderPool {
  readonly #pool: TaskPool<RenderTask, RenderTaskReply>;

  constructor(readonly size: number) {
    this.#pool = new TaskPool({ url: new URL('./render-worker.ts', import.meta.url).href, size, eager: true, name: 'render' });
  }

  /** The PDF of `job`. */
  async render(job: RenderJob): Promise<Uint8Array> {
    const reply = await this.#run({ kind: 'pdf', job });
    if ('pdf' in reply) return reply.pdf;
    throw new Error('The render worker answered a PDF task without a PDF');
  }

  /** `job` fitted into `maxPages` pages (see fit-to-pages.ts). */
  async fit(job: RenderJob, maxPages: number): Promise<FitOutcome> {
    const reply = await this.#run({ kind: 'fit', job, maxPages });
    if ('fit' in reply) return reply.fit;
    throw new Error('The render worker answered a fit task without an outcome');
  }

  async close(): Promise<void> {
    await this.#pool.close();
  }

  async #run(task: RenderTask): Promise<RenderTaskReply> {
    const reply = await this.#pool.run(task);
    if ('error' in reply) throw new Error(reply.error || 'Rendering failed');
    return reply;
  }
}
