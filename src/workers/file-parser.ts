/**
 * The service's handle on file parsing: uploads are parsed on a pool of worker threads (started
 * with the first upload) with a deadline per file, never on the event loop.
 */
import { DEFAULT_PARSE_MEMORY_MB, DEFAULT_PARSE_TIMEOUT_MS } from '../config.ts';
import type { FileParse } from '../parsing/index.ts';
import { ParsePool } from './parse-pool.ts';

export interface FileParser {
  /** The heuristic parse of an upload; AppError 400/413/422 for files that cannot be parsed, 503 when saturated. */
  parse(bytes: Uint8Array): Promise<FileParse>;
  close(): Promise<void>;
}

/** Uploads allowed to wait per worker: a normal file takes 30-150 ms, so eight is about a second. */
const QUEUE_PER_WORKER = 8;

/** A parser over `workers` threads; `timeoutMs` per file (PARSE_TIMEOUT_MS), `memoryMb` of growth while reading (PARSE_MEMORY_MB). */
export function createFileParser(options: { workers: number; timeoutMs?: number; memoryMb?: number; workerUrl?: string | URL }): FileParser {
  const memoryLimitBytes = (options.memoryMb ?? DEFAULT_PARSE_MEMORY_MB) * 1024 * 1024;
  const pool = new ParsePool({
    workers: options.workers,
    timeoutMs: options.timeoutMs ?? DEFAULT_PARSE_TIMEOUT_MS,
    maxQueue: options.workers * QUEUE_PER_WORKER,
    memoryLimitBytes,
    workerUrl: options.workerUrl,
  });
  return { parse: (bytes) => pool.parse(bytes), close: () => pool.close() };
}
