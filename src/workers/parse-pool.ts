/**
 * Parses uploaded files on worker threads: pdf.js and the DOCX reader are synchronous for long
 * stretches, and a hostile file can keep them busy for seconds or make them allocate without end.
 * In a worker that costs one thread, which the deadline terminates, never the event loop.
 *
 * Limits: at most `workers` files are parsed at once, one per worker; `maxQueue` more wait; past
 * that an upload is answered 503 with Retry-After (the service is briefly saturated: that is not the
 * client's rate, which 429 would blame). `timeoutMs` counts from when the upload is queued: one that
 * waited it out is answered 503 the same way, and one being read when it passes gets 422, its
 * worker terminated and replaced.
 *
 * Memory is bounded before pdf.js runs (pdf-stream-budget.ts and the caps in pdf-text.ts), because
 * Bun 1.4 gives a worker no heap limit: with a 4 GB stream bomb and no budget, process RSS peaked at
 * 3.4 GB by the 8 s deadline, 4.1 GB with `resourceLimits` (ignored) and 5.3 GB with `smol: true`
 * (a smaller heap configuration, not a cap). Behind the budget stands a watchdog (`memoryLimitBytes`,
 * PARSE_MEMORY_MB): a file the budget misses (one 100 KB stream listed 400 times as a page's contents
 * reached 8.5 GB within the deadline) is stopped when the process grows past the limit, and gets 422.
 * Terminating the worker does give the memory back (90 MB a second later).
 */
import { AppError, type ErrorCode } from '../domain/errors.ts';
import { PoolBusyError, QueueTimeoutError, TaskDeadlineError, TaskMemoryError, TaskPool } from './task-pool.ts';
import type { FileParse } from '../parsing/index.ts';

/** What a parse worker is sent: the file, as a buffer it takes over. */
export interface ParseTask {
  bytes: ArrayBuffer;
}

/** What a parse worker answers. */
export type ParseReply = { parse: FileParse } | { appError: { code: ErrorCode; message: string } } | { failure: string };

/** How a parse pool is set up. */
export interface ParsePoolOptions {
  workers: number;
  timeoutMs: number;
  /** Uploads that may wait for a worker. */
  maxQueue: number;
  /** Bytes the process may grow while files are read before their workers are terminated; no limit when absent. */
  memoryLimitBytes?: number;
  /** The worker module (tests substitute one that wraps parse-worker.ts). */
  workerUrl?: string | URL;
}

/** Seconds a refused upload is told to wait: about one parse per worker ahead of it. */
const RETRY_AFTER_SECONDS = 2;

export class ParsePool {
  readonly #pool: TaskPool<ParseTask, ParseReply>;

  constructor(readonly options: ParsePoolOptions) {
    this.#pool = new TaskPool({
      url: options.workerUrl ?? new URL('./parse-worker.ts', import.meta.url).href,
      size: options.workers,
      deadlineMs: options.timeoutMs,
      maxQueue: options.maxQueue,
      memoryLimitBytes: options.memoryLimitBytes,
      name: 'parse',
    });
  }

  /** Workers started so far, replacements included. */
  get spawned(): number {
    return this.#pool.spawned;
  }

  /** The parse of `bytes`, which are moved to the worker: the caller's array is empty afterwards. */
  async parse(bytes: Uint8Array): Promise<FileParse> {
    // Only a whole buffer can be transferred; a view into a larger one is copied out first.
    const buffer = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer ? bytes.buffer : bytes.slice().buffer;
    let reply: ParseReply;
    try {
      reply = await this.#pool.run({ bytes: buffer }, [buffer]);
    } catch (error) {
      if (error instanceof TaskDeadlineError) {
        const limit = this.options.timeoutMs >= 1000 ? `${Math.round(this.options.timeoutMs / 100) / 10} s` : `${this.options.timeoutMs} ms`;
        throw new AppError('unprocessable', `The file could not be read within ${limit}. Upload a simpler PDF, or a DOCX.`);
      }
      if (error instanceof TaskMemoryError) {
        throw new AppError('unprocessable', 'The file needs more memory to read than a resume does. Upload a simpler PDF, or a DOCX.');
      }
      if (error instanceof PoolBusyError || error instanceof QueueTimeoutError) {
        throw new AppError('not_ready', 'Too many files are being read right now. Try again in a few seconds.', { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } });
      }
      throw error;
    }
    if ('parse' in reply) return reply.parse;
    if ('appError' in reply) throw new AppError(reply.appError.code, reply.appError.message);
    // Not shown to the client: an unexpected failure is a 500 whose details stay in the log.
    throw new Error(`Parse worker failed: ${reply.failure}`);
  }

  async close(): Promise<void> {
    await this.#pool.close();
  }
}
