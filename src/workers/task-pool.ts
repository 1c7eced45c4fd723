/**
 * A pool of worker threads that each run one task at a time, shared by rendering and file parsing
 * so that CPU-bound work never blocks the event loop that serves other requests. Tasks queue when
 * every worker is busy; the queue can be bounded, workers can be started lazily, and a task can have
 * a deadline after which its worker is terminated (the only way to stop a thread stuck in a loop)
 * and replaced. A worker that dies is replaced too.
 */

/** How a pool is set up. */
export interface TaskPoolOptions {
  /** The worker module. */
  url: string | URL;
  /** Most workers running at once. */
  size: number;
  /** Start all workers at once (true) or each when a task first needs it. */
  eager?: boolean;
  /** Milliseconds a task may run before its worker is terminated; none when absent. */
  deadlineMs?: number;
  /** Tasks that may wait for a worker; more are refused with `PoolBusyError`. Unbounded when absent. */
  maxQueue?: number;
  /** What a worker's thread is called, for debuggers. */
  name?: string;
}

/** A task ran past its deadline; its worker was terminated. */
export class TaskDeadlineError extends Error {
  constructor(readonly deadlineMs: number) {
    super(`The task did not finish within ${deadlineMs} ms`);
    this.name = 'TaskDeadlineError';
  }
}

/** Every worker is busy and the queue is full. */
export class PoolBusyError extends Error {
  constructor() {
    super('Every worker is busy and the queue is full');
    this.name = 'PoolBusyError';
  }
}

/** The pool was closed before the task ran. */
export class PoolClosedError extends Error {
  constructor() {
    super('The worker pool is closed');
    this.name = 'PoolClosedError';
  }
}

interface Pending<Reply> {
  task: unknown;
  transfer: Transferable[];
  resolve(reply: Reply): void;
  reject(error: Error): void;
}

interface Slot<Reply> {
  worker: Worker;
  busy: Pending<Reply> | undefined;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/** Runs tasks of type `Task` on workers that answer each with one message of type `Reply`. */
export class TaskPool<Task, Reply> {
  readonly #slots: Slot<Reply>[] = [];
  readonly #queue: Pending<Reply>[] = [];
  #closed = false;
  /** Workers started so far, replacements included (tests read it to see a replacement happen). */
  spawned = 0;

  constructor(readonly options: TaskPoolOptions) {
    if (options.eager) for (let index = 0; index < options.size; index++) this.#slots.push(this.#spawn());
  }

  /** Workers currently running a task. */
  get busy(): number {
    return this.#slots.filter((slot) => slot.busy).length;
  }

  /** Tasks waiting for a worker. */
  get waiting(): number {
    return this.#queue.length;
  }

  /** The worker's reply to `task`; `transfer` lists buffers moved to the worker instead of copied. */
  run(task: Task, transfer: Transferable[] = []): Promise<Reply> {
    if (this.#closed) return Promise.reject(new PoolClosedError());
    const idle = this.#slots.some((slot) => !slot.busy) || this.#slots.length < this.options.size;
    if (!idle && this.options.maxQueue !== undefined && this.#queue.length >= this.options.maxQueue) return Promise.reject(new PoolBusyError());
    return new Promise((resolve, reject) => {
      this.#queue.push({ task, transfer, resolve, reject });
      this.#dispatch();
    });
  }

  /** Terminates every worker; waiting tasks reject with `PoolClosedError`, running ones too. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const pending of this.#queue.splice(0)) pending.reject(new PoolClosedError());
    for (const slot of this.#slots.splice(0)) {
      clearTimeout(slot.timer);
      slot.busy?.reject(new PoolClosedError());
      slot.worker.terminate();
    }
  }

  #spawn(): Slot<Reply> {
    const worker = new Worker(this.options.url, { name: this.options.name });
    this.spawned++;
    const slot: Slot<Reply> = { worker, busy: undefined, timer: undefined };
    worker.onmessage = (event: MessageEvent<Reply>) => {
      const pending = this.#finish(slot);
      pending?.resolve(event.data);
      this.#dispatch();
    };
    worker.onerror = (event) => {
      event.preventDefault?.();
      this.#finish(slot)?.reject(new Error(`Worker failed: ${event.message}`));
      this.#replace(slot);
    };
    return slot;
  }

  /** Frees `slot`, answering the task it was running. */
  #finish(slot: Slot<Reply>): Pending<Reply> | undefined {
    clearTimeout(slot.timer);
    slot.timer = undefined;
    const pending = slot.busy;
    slot.busy = undefined;
    return pending;
  }

  /** Terminates `slot`'s worker and puts a fresh one (when needed) in its place. */
  #replace(slot: Slot<Reply>): void {
    slot.worker.terminate();
    const index = this.#slots.indexOf(slot);
    if (index >= 0) this.#slots.splice(index, 1);
    if (this.#closed) return;
    if (this.options.eager) this.#slots.push(this.#spawn());
    this.#dispatch();
  }

  #dispatch(): void {
    if (this.#closed) return;
    while (this.#queue.length > 0) {
      let slot = this.#slots.find((candidate) => !candidate.busy);
      if (!slot && this.#slots.length < this.options.size) {
        slot = this.#spawn();
        this.#slots.push(slot);
      }
      if (!slot) return;
      const pending = this.#queue.shift()!;
      slot.busy = pending;
      const deadlineMs = this.options.deadlineMs;
      if (deadlineMs !== undefined) {
        const running = slot;
        running.timer = setTimeout(() => {
          this.#finish(running)?.reject(new TaskDeadlineError(deadlineMs));
          this.#replace(running);
        }, deadlineMs);
      }
      slot.worker.postMessage(pending.task, pending.transfer);
    }
  }
}
