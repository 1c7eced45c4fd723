/**
 * PGlite is an in-process database: two processes on one DATA_DIR would corrupt it. The server
 * holds a pid file there; the admin command reads it to talk to the running server instead.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const lockFile = (dataDir: string) => join(dataDir, 'server.pid');

/** The pid of a live process holding `dataDir`, if any. */
export function dataDirOwner(dataDir: string): number | undefined {
  const file = lockFile(dataDir);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined; // stale: the owner died without cleaning up
  }
}

/** Claims `dataDir` for this process; throws when another live process holds it. */
export function lockDataDir(dataDir: string): () => void {
  const owner = dataDirOwner(dataDir);
  if (owner !== undefined && owner !== process.pid) throw new Error(`DATA_DIR ${dataDir} is in use by process ${owner}`);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(lockFile(dataDir), String(process.pid));
  return () => rmSync(lockFile(dataDir), { force: true });
}
