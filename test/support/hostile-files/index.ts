/**
 * Hostile uploads, generated in code (no binary fixtures): every one must end in a clear 4xx
 * within 10 s with bounded memory, and nothing written. The HTTP suite sends each of them.
 */
import { hostilePdfFiles } from './pdf-files.ts';
import { hostileZipFiles } from './zip-files.ts';

export interface HostileFile {
  /** What the file is, e.g. "zip bomb: one entry inflating to 1 GB". */
  name: string;
  /** The upload's filename. */
  filename: string;
  /** Builds the bytes (lazily: some are large). */
  bytes(): Uint8Array;
  /** The status the service must answer (400, 413 or 422). */
  status: number;
}

export const hostileFiles: HostileFile[] = [...hostileZipFiles, ...hostilePdfFiles];
