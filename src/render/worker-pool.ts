/**
 * Renders on worker threads so that laying out and writing a PDF never blocks the event loop that
 * serves other requests. One worker per core by default; jobs queue when all are busy. A job that
 * fails in a worker rejects with the worker's message; a worker that dies is replaced.
 */
import type { RenderJob } from './render-job.ts';

interface Pending {
  job: RenderJob;
  resolve(pdf: Uint8Array): void;
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

  render(job: RenderJob): Promise<Uint8Array> {
    if (this.#closed) return Promise.reject(new Error('The render pool is closed'));
    return new Promise((resolve, reject) => {
      this.#queue.push({ job, resolve, reject });
      this.#dispatch();
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const pending of this.#queue.splice(0)) pending.reject(new Error('The render pool is closed'));
    for (const slot of this.#slots) slot.worker.terminate();
  }

  #spawn(): Slot {
    const worker = new Worker(new URL('./render-worker.ts', import.meta.url).href);
    const slot: Slot = { worker, busy: undefined };
    worker.onmessage = (event: MessageEvent<{ pdf?: Uint8Array; error?: string }>) => {
      const pending = slot.busy;
      slot.busy = undefined;
      if (pending) {
        if (event.data.pdf) pending.resolve(event.data.pdf);
        else pending.reject(new Error(event.data.error ?? 'Rendering failed'));
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
      slot.worker.postMessage(pending.job);
    }
  }
}
