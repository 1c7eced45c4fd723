/**
 * Hostile uploads, generated in code (no binary fixtures): every one must be answered within 10 s
 * with bounded memory: a clear 4xx and nothing written, or, for a file whose attack must simply not
 * work (the CVE-2024-4367 font matrix), a normal 200. The HTTP suite sends each of them.
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
  /** The status the service must answer (400, 413 or 422; 200 for a valid file carrying an inert attack). */
  status: number;
}

export const hostileFiles: HostileFile[] = [...hostileZipFiles, ...hostilePdfFiles];
