/**
 * Measuring two renderers against each other in one process: each iteration makes a new document,
 * renders it with both, and times each alone. The order alternates (A then B, B then A), so that
 * neither always runs on the other's warm caches or pays for the other's garbage. Both wall time
 * and process CPU time are kept: a renderer that uses other threads shows more CPU than wall.
 */

export interface Timing {
  median: number;
  p95: number;
}

export interface PairedFigures {
  iterations: number;
  first: Timing & { cpuMedian: number };
  second: Timing & { cpuMedian: number };
  /** Median of first/second per iteration. */
  pairedRatio: number;
  /** median(first) / median(second). */
  ratioOfMedians: number;
}

/** Median and 95th percentile of `samples` (ms). */
export function timing(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN, p95: sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN };
}

/** Wall and CPU milliseconds of one call. */
async function timed(run: () => unknown): Promise<{ wall: number; cpu: number }> {
  const cpuBefore = process.cpuUsage();
  const begin = performance.now();
  await run();
  const wall = performance.now() - begin;
  const cpu = process.cpuUsage(cpuBefore);
  return { wall, cpu: (cpu.user + cpu.system) / 1000 };
}

/**
 * `iterations` rounds of: `prepare(i)` (untimed: the document, as each renderer takes it), then
 * `first` and `second` on it in alternating order, each timed; `after` (untimed) follows the second.
 */
export async function paired<T>(
  iterations: number,
  prepare: (iteration: number) => T,
  first: (input: T) => unknown,
  second: (input: T) => unknown,
  after: () => void = () => {},
): Promise<PairedFigures> {
  const wall: [number[], number[]] = [[], []];
  const cpu: [number[], number[]] = [[], []];
  const ratios: number[] = [];
  for (let iteration = 0; iteration < iterations; iteration++) {
    const input = prepare(iteration);
    const order = iteration % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const);
    const taken: number[] = [];
    for (const index of order) {
      const result = await timed(() => (index === 0 ? first(input) : second(input)));
      if (index === 1) after();
      wall[index].push(result.wall);
      cpu[index].push(result.cpu);
      taken[index] = result.wall;
    }
    ratios.push(taken[0]! / taken[1]!);
  }
  const [a, b] = [timing(wall[0]), timing(wall[1])];
  return {
    iterations,
    first: { ...a, cpuMedian: timing(cpu[0]).median },
    second: { ...b, cpuMedian: timing(cpu[1]).median },
    pairedRatio: timing(ratios).median,
    ratioOfMedians: a.median / b.median,
  };
}
