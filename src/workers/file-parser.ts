/**
 * The service's handle on file parsing: uploads are parsed on a pool of worker threads (started
 * with the first upload) with a deadline per file, never on the event loop.
 */
import type { FileParse } from '../parsing/index.ts';
import { ParsePool } from './parse-pool.ts';

export interface FileParser {
  /** The heuristic parse of an upload; AppError 400/413/422 for files that cannot be parsed, 503 when saturated. */
  parse(bytes: Uint8Array): Promise<FileParse>;
  close(): Promise<void>;
}

/** Uploads allowed to wait per worker: a normal file takes 30-150 ms, so eight is about a second. */
const QUEUE_PER_WORKER = 8;

/** A parser over `workers` threads; `timeoutMs` per file (PARSE_TIMEOUT_MS). */
export function createFileParser(options: { workers: number; timeoutMs?: number; workerUrl?: string | URL }): FileParser {
  const pool = new ParsePool({ workers: options.workers, timeoutMs: options.timeoutMs ?? DEFAULT_PARSE_TIMEOUT_MS, maxQueue: options.workers * QUEUE_PER_WORKER, workerUrl: options.workerUrl });
  return { parse: (bytes) => pool.parse(bytes), close: () => pool.close() };
}

/** The deadline when none is configured: every hostile file must be answered within 10 s. */
export const DEFAULT_PARSE_TIMEOUT_MS = 8000;
