/** Hostile PDF uploads (filled in by the hostile-file work). */
import type { HostileFile } from './index.ts';

export const hostilePdfFiles: HostileFile[] = [];
