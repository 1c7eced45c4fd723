/**
 * PGlite is an in-process database: two processes on one DATA_DIR would corrupt it. The server
 * holds a pid file there; the admin command reads it to talk to the running server instead.
 *
 * Whether the pid's process still runs is asked of the kernel where the runtime may (Bun; Deno with
 * --allow-run). Deno as `npm run start:deno` starts it may not signal other processes, so the holder
 * also touches the file every few seconds, and a file touched recently counts as held: a server that
 * died without cleaning up stops touching it, and a minute later its DATA_DIR can be opened again.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { processId, processIsAlive } from '../runtime/process.ts';

const lockFile = (dataDir: string) => join(dataDir, 'server.pid');

/** How often the holder touches its pid file. */
const HEARTBEAT_MS = 10_000;
/** A pid file untouched this long belongs to a process that is gone (six heartbeats missed). */
const STALE_AFTER_MS = 60_000;

/** The pid of a live process holding `dataDir`, if any. */
export function dataDirOwner(dataDir: string): number | undefined {
  const file = lockFile(dataDir);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  // A pid whose process is gone is stale: the owner died without cleaning up.
  const alive = processIsAlive(pid) ?? Date.now() - statSync(file).mtimeMs < STALE_AFTER_MS;
  return alive ? pid : undefined;
}

/** Claims `dataDir` for this process; throws when another live process holds it. The returned function releases it. */
export function lockDataDir(dataDir: string): () => void {
  const owner = dataDirOwner(dataDir);
  if (owner !== undefined && owner !== processId) throw new Error(`DATA_DIR ${dataDir} is in use by process ${owner}`);
  mkdirSync(dataDir, { recursive: true });
  const file = lockFile(dataDir);
  writeFileSync(file, String(processId));
  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(file, now, now);
    } catch {
      // Removed by hand: the next start may open the store; nothing to keep alive.
    }
  }, HEARTBEAT_MS);
  return () => {
    clearInterval(heartbeat);
    rmSync(file, { force: true });
  };
}
