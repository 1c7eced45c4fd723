/**
 * The process and its neighbours as each runtime sees them: stop signals, exiting, whether another
 * process is alive, and this one's memory. Deno guards some of these with permissions the service
 * is not given (see deno.json and README.md), and says so where it cannot answer.
 */
import { runtimeName } from './current.ts';
import { deno } from './deno-namespace.ts';

export type StopSignal = 'SIGINT' | 'SIGTERM';

/** Calls `handler` with the signal's name when the process is asked to stop (Ctrl-C, SIGTERM). */
export function onStopSignal(handler: (signal: StopSignal) => void): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    if (runtimeName === 'deno') deno().addSignalListener(signal, () => handler(signal));
    else process.on(signal, () => handler(signal));
  }
}

/** Ends the process with `code`. */
export function exitProcess(code: number): never {
  if (runtimeName === 'deno') deno().exit(code);
  process.exit(code);
}

/** This process's id. */
export const processId: number = runtimeName === 'deno' ? deno().pid : process.pid;

/**
 * Whether a process with id `pid` is running, asked of the kernel with signal 0; undefined when the
 * runtime may not ask. Deno allows signalling another process only with unrestricted --allow-run,
 * which would let the service start any program, and reads of /proc/<pid> only with --allow-all, so
 * under `npm run start:deno` it cannot tell (src/storage/data-dir-lock.ts then judges otherwise).
 */
export function processIsAlive(pid: number): boolean | undefined {
  if (pid === processId) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ESRCH') return false;
    if (code === 'EPERM') return true; // alive, another user's
    return undefined;
  }
}

/** The process's resident set size in bytes; Bun has a cheap process.memoryUsage.rss(), Deno Deno.memoryUsage(). */
export function residentBytes(): number {
  if (runtimeName === 'deno') return deno().memoryUsage().rss;
  const usage = process.memoryUsage as typeof process.memoryUsage & { rss?: () => number };
  return typeof usage.rss === 'function' ? usage.rss() : usage().rss;
}
