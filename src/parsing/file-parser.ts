/**
 * The service's handle on file parsing. The first version parses in-process; the worker-backed
 * version (time and memory limits, a hostile file cannot stall the event loop) replaces it.
 */
import { parseResumeFile, type FileParse } from './index.ts';

export interface FileParser {
  /** The heuristic parse of an upload; AppError 400/413/422 for files that cannot be parsed. */
  parse(bytes: Uint8Array): Promise<FileParse>;
  close(): Promise<void>;
}

export function createFileParser(_options: { workers: number }): FileParser {
  return { parse: (bytes) => parseResumeFile(bytes), close: async () => {} };
}
