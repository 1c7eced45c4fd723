/**
 * The runtimes a bench compares (BENCH_RUNTIMES=bun,deno by default), and how each starts a program
 * of the project: Bun directly, Deno through a deno.json task so that it runs with the permissions
 * written there and nothing more.
 */
import { join } from 'node:path';

export type Runtime = 'bun' | 'deno';

export const projectRoot = join(import.meta.dir, '..', '..');

/** BENCH_RUNTIMES, in order. */
export function benchRuntimes(): Runtime[] {
  const names = (process.env.BENCH_RUNTIMES || 'bun,deno').split(',').map((name) => name.trim());
  for (const name of names) if (name !== 'bun' && name !== 'deno') throw new Error(`BENCH_RUNTIMES lists "${name}": only bun and deno`);
  return names as Runtime[];
}

/** The command for `deno task <task> [args]`, or `bun <bunScript> [args]`. */
export function commandFor(runtime: Runtime, bunScript: string, denoTask: string, args: string[] = []): string[] {
  return runtime === 'deno' ? [join(projectRoot, 'node_modules', '.bin', 'deno'), 'task', '--quiet', denoTask, ...args] : [process.execPath, bunScript, ...args];
}

/** A side-by-side table: one row per measure, one column per runtime. */
export function sideBySide(title: string, runtimes: string[], rows: Array<[string, ...string[]]>): string {
  const width = Math.max(title.length, ...rows.map(([name]) => name.length));
  const columns = runtimes.map((runtime, index) => Math.max(runtime.length, ...rows.map((row) => row[index + 1]!.length)));
  const line = (cells: string[]) => [cells[0]!.padEnd(width), ...cells.slice(1).map((cell, index) => cell.padStart(columns[index]!))].join('   ');
  return [line([title, ...runtimes]), ...rows.map((row) => line(row))].join('\n');
}
