/**
 * Runs render tasks on worker threads so that laying out and writing a PDF never blocks the event
 * loop that serves other requests: writing a job's PDF, or fitting a job into a page budget (many
 * layouts). One worker per core by default; tasks queue when all are busy. A task that fails in a
 * worker rejects with the worker's message; a worker that dies is replaced.
 */
import type { FitOutcome } from './fit-to-pages.ts';
import type { RenderJob } from './render-job.ts';

/** What a worker is asked to do. */
export type RenderTask = { kind: 'pdf'; job: RenderJob } | { kind: 'fit'; job: RenderJob; maxPages: number };

/** What a worker answers: the task's result, or the message of its failure. */
export type RenderTaskReply = { pdf: Uint8Array } | { fit: FitOutcome } | { error: string };

interface Pending {
  task: RenderTask;
  resolve(reply: RenderTaskReply): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  busy: Pending | undefined;
}

export class RenderPool {
  readonly #slots: Slot[] = [];
  readonly #queue: Pending[] = [];
  #closed = false;

  constructor(readonly size: number) {
    for (let index = 0; index < size; index++) this.#slots.push(this.#spawn());
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
    this.#closed = true;
    for (const pending of this.#queue.splice(0)) pending.reject(new Error('The render pool is closed'));
    for (const slot of this.#slots) slot.worker.terminate();
  }

  #run(task: RenderTask): Promise<RenderTaskReply> {
    if (this.#closed) return Promise.reject(new Error('The render pool is closed'));
    return new Promise((resolve, reject) => {
      this.#queue.push({ task, resolve, reject });
      this.#dispatch();
    });
  }

  #spawn(): Slot {
    const worker = new Worker(new URL('./render-worker.ts', import.meta.url).href);
    const slot: Slot = { worker, busy: undefined };
    worker.onmessage = (event: MessageEvent<RenderTaskReply>) => {
      const pending = slot.busy;
      slot.busy = undefined;
      if (pending) {
        if ('error' in event.data) pending.reject(new Error(event.data.error || 'Rendering failed'));
        else pending.resolve(event.data);
      }
      this.#dispatch();
    };
    worker.onerror = (event) => {
      const pending = slot.busy;
      slot.busy = undefined;
      pending?.reject(new Error(`Render worker failed: ${event.message}`));
      if (this.#closed) return;
      worker.terminate();
      const index = this.#slots.indexOf(slot);
      if (index >= 0) this.#slots[index] = this.#spawn();
      this.#dispatch();
    };
    return slot;
  }

  #dispatch(): void {
    for (const slot of this.#slots) {
      if (slot.busy || this.#queue.length === 0) continue;
      const pending = this.#queue.shift()!;
      slot.busy = pending;
      slot.worker.postMessage(pending.task);
    }
  }
}
