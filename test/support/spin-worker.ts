/**
 * A worker for the task-pool tests: keeps its thread busy for the time it is asked to (or for ever,
 * as a parser stuck in a loop would), then answers when it started and finished.
 */
declare const self: Worker;

/** What the spin worker is asked: milliseconds to spin, or -1 for ever (a task without `spinMs`, such as a parse task, spins for ever too). */
export interface SpinTask {
  spinMs?: number;
}

/** What it answers: its run's start and end (performance.timeOrigin-based milliseconds). */
export interface SpinReply {
  started: number;
  finished: number;
}

self.onmessage = (event: MessageEvent<SpinTask>) => {
  const started = performance.timeOrigin + performance.now();
  const spinMs = event.data.spinMs ?? -1;
  const until = spinMs < 0 ? Infinity : started + spinMs;
  while (performance.timeOrigin + performance.now() < until) {
    // Busy on purpose: a stuck thread does not yield to timers or messages.
  }
  self.postMessage({ started, finished: performance.timeOrigin + performance.now() } satisfies SpinReply);
};
