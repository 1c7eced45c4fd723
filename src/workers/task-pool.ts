/**
 * A pool of worker threads that each run one task at a time, shared by rendering and file parsing
 * so that CPU-bound work never blocks the event loop that serves other requests. Tasks queue when
 * every worker is busy; the queue can be bounded, workers can be started lazily, and a task can have
 * a deadline after which its worker is terminated (the only way to stop a thread stuck in a loop)
 * and replaced. A worker that dies is replaced too.
 *
 * The deadline counts from when a task is queued, not when a worker takes it: a task still waiting
 * when its deadline passes is refused (`QueueTimeoutError`) and a dispatched one gets only the time
 * left. Otherwise stuck tasks ahead of it would make a caller wait one deadline per task queued.
 *
 * A memory limit can stand behind the deadline (Bun's workers have no heap limit): while tasks run,
 * the process's RSS is sampled and, past the limit above the RSS taken when the pool went from idle
 * to busy, every busy worker is terminated (`TaskMemoryError`). RSS is process-wide, so the growth is
 * blamed on all busy workers at once: the pool cannot tell which one allocated, and whatever else
 * the process does (bounded render workers, request handling) grows far slower than a decoder bomb.
 *
 * A terminated worker's memory is not given back at once: terminate() only asks the thread to stop,
 * it keeps allocating until it does, and its heap is unmapped after it has exited (measured on Bun
 * 1.4.5 with two 16 MB-step hogs at a 256 MB limit: RSS kept rising by ~30 MB after terminate() and
 * fell back to the old level 150-250 ms later). So after a memory termination the pool starts no task
 * until the RSS is back within half the limit of the baseline, leaving the next task at least half its
 * allowance (or until `memorySettleMs` has passed), and the next baseline stays
 * the lower of the old one and the RSS then: a small task is not killed for memory that is already on
 * its way out, and a process that really stays bloated gets no new headroom on top of it.
 */
import { residentBytes } from '../runtime/process.ts';
import { startWorker } from '../runtime/workers.ts';

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
  /** Bytes the process's RSS may grow while tasks run before the busy workers are terminated; no limit when absent. */
  memoryLimitBytes?: number;
  /** Milliseconds between RSS samples while a task runs (default 50). */
  memorySampleMs?: number;
  /** Most milliseconds to hold queued tasks after a memory termination while the RSS falls back under the limit (default 2000). */
  memorySettleMs?: number;
  /** How the process's RSS is read (default: the runtime's own figure); tests of the baseline rules set their own. */
  residentBytes?: () => number;
}

/** A task ran past its deadline; its worker was terminated. */
export class TaskDeadlineError extends Error {
  constructor(readonly deadlineMs: number) {
    super(`The task did not finish within ${deadlineMs} ms`);
    this.name = 'TaskDeadlineError';
  }
}

/** A task waited in the queue past its deadline; it never ran. */
/** How late a timer may fire: a deadline closer than this counts as passed. */
const TIMER_SLACK_MS = 2;

export class QueueTimeoutError extends Error {
  constructor(readonly deadlineMs: number) {
    super(`The task waited ${deadlineMs} ms for a worker`);
    this.name = 'QueueTimeoutError';
  }
}

/** The process grew past the memory limit while the task ran; its worker was terminated. */
export class TaskMemoryError extends Error {
  constructor(readonly limitBytes: number) {
    super(`The process grew by more than ${Math.round(limitBytes / 1024 / 1024)} MB while the task ran`);
    this.name = 'TaskMemoryError';
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
  /** performance.now() when the task was queued: its deadline counts from here. */
  enqueuedAt: number;
  /** Refuses the task if it is still queued at its deadline. */
  waitTimer: ReturnType<typeof setTimeout> | undefined;
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
  #memoryTimer: ReturnType<typeof setInterval> | undefined;
  #memoryBaseline = 0;
  /** Set after terminating workers for memory: their RSS is not given back at once, so the next baseline must not start from it. */
  #keepBaseline = false;
  /** Samples RSS after a memory termination; no task starts while it runs. */
  #settleTimer: ReturnType<typeof setInterval> | undefined;
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
      const pending: Pending<Reply> = { task, transfer, enqueuedAt: performance.now(), waitTimer: undefined, resolve, reject };
      this.#queue.push(pending);
      this.#dispatch();
      const deadlineMs = this.options.deadlineMs;
      if (deadlineMs !== undefined && this.#queue.includes(pending)) {
        pending.waitTimer = setTimeout(() => {
          const index = this.#queue.indexOf(pending);
          if (index < 0) return;
          this.#queue.splice(index, 1);
          pending.reject(new QueueTimeoutError(deadlineMs));
        }, deadlineMs);
      }
    });
  }

  /** Terminates every worker; waiting tasks reject with `PoolClosedError`, running ones too. */
  async close(): Promise<void> {
    this.#closed = true;
    this.#watchMemory();
    clearInterval(this.#settleTimer);
    this.#settleTimer = undefined;
    for (const pending of this.#queue.splice(0)) {
      clearTimeout(pending.waitTimer);
      pending.reject(new PoolClosedError());
    }
    for (const slot of this.#slots.splice(0)) {
      clearTimeout(slot.timer);
      slot.busy?.reject(new PoolClosedError());
      slot.worker.terminate();
    }
  }

  #spawn(): Slot<Reply> {
    const worker = startWorker(this.options.url, this.options.name);
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
    this.#watchMemory();
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
    if (this.#closed || this.#settleTimer) return;
    while (this.#queue.length > 0) {
      let slot = this.#slots.find((candidate) => !candidate.busy);
      if (!slot && this.#slots.length < this.options.size) {
        slot = this.#spawn();
        this.#slots.push(slot);
      }
      if (!slot) return;
      const pending = this.#queue.shift()!;
      clearTimeout(pending.waitTimer);
      const deadlineMs = this.options.deadlineMs;
      const remainingMs = deadlineMs === undefined ? Infinity : deadlineMs - (performance.now() - pending.enqueuedAt);
      // Timers fire a millisecond or two late, so a deadline this close is already due: the task's own
      // wait timer is about to refuse it. Starting it instead would only buy a worker termination and
      // respawn, and would make the tie between a queued task's wait and the running task's deadline
      // (both set in the same instant) go either way.
      if (deadlineMs !== undefined && remainingMs <= Math.min(TIMER_SLACK_MS, deadlineMs / 2)) {
        pending.reject(new QueueTimeoutError(deadlineMs));
        continue;
      }
      slot.busy = pending;
      if (deadlineMs !== undefined) {
        const running = slot;
        running.timer = setTimeout(() => {
          this.#finish(running)?.reject(new TaskDeadlineError(deadlineMs));
          this.#replace(running);
        }, remainingMs);
      }
      this.#watchMemory();
      slot.worker.postMessage(pending.task, pending.transfer);
    }
  }

  /** Samples RSS while any task runs (and only then); the baseline is taken as the pool turns busy. */
  #watchMemory(): void {
    const limit = this.options.memoryLimitBytes;
    if (limit === undefined) return;
    const running = !this.#closed && this.#slots.some((slot) => slot.busy);
    if (running && !this.#memoryTimer) {
      const resident = this.#resident();
      this.#memoryBaseline = this.#keepBaseline ? Math.min(this.#memoryBaseline, resident) : resident;
      this.#keepBaseline = false;
      const check = () => {
        if (this.#memoryTimer && this.#resident() - this.#memoryBaseline > limit) this.#terminateBusy(limit);
      };
      this.#memoryTimer = setInterval(check, this.options.memorySampleMs ?? 50);
      // One sample as soon as the dispatch that started the tasks is over (a microtask: before any
      // worker can answer): a process still over its limit from memory it kept after a termination
      // stops the task before it runs, where the first timed sample could come after a short task ended.
      queueMicrotask(check);
    } else if (!running && this.#memoryTimer) {
      clearInterval(this.#memoryTimer);
      this.#memoryTimer = undefined;
    }
  }

  #resident(): number {
    return (this.options.residentBytes ?? residentBytes)();
  }

  /** Terminates every busy worker (RSS cannot say which one grew) and answers their tasks. */
  #terminateBusy(limit: number): void {
    this.#keepBaseline = true;
    // Before the replacements are dispatched (#replace dispatches) the queue must be held.
    this.#awaitRelease(limit);
    for (const slot of this.#slots.filter((candidate) => candidate.busy)) {
      this.#finish(slot)?.reject(new TaskMemoryError(limit));
      this.#replace(slot);
    }
  }

  /** Holds queued tasks until the RSS is back within half of `limit` above the baseline, or for `memorySettleMs` at most. */
  #awaitRelease(limit: number): void {
    const sampleMs = this.options.memorySampleMs ?? 50;
    const giveUpAt = performance.now() + (this.options.memorySettleMs ?? 2000);
    this.#settleTimer = setInterval(() => {
      // Still over past the wait: the bloat is the process's own, and the kept baseline makes the
      // watchdog stop the next task before it can add to it.
      if (this.#resident() - this.#memoryBaseline <= limit / 2 || performance.now() >= giveUpAt) {
        clearInterval(this.#settleTimer);
        this.#settleTimer = undefined;
        this.#dispatch();
      }
    }, sampleMs);
  }
}
