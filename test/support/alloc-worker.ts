/**
 * A worker for the memory-watchdog tests: allocates and touches memory in 16 MB steps, yielding
 * briefly between them, until it holds what it is asked to (or for ever, as a decoder bomb would),
 * then answers how much it held.
 */
declare const self: Worker;

/** What the allocating worker is asked: megabytes to hold, or -1 (or no number: a parse task) for as many as it can. */
export interface AllocTask {
  megabytes: number;
}

/** What it answers when it got there. */
export interface AllocReply {
  held: number;
}

const STEP_MB = 16;

self.onmessage = async (event: MessageEvent<AllocTask>) => {
  const held: Uint8Array[] = [];
  const target = typeof event.data.megabytes === 'number' && event.data.megabytes >= 0 ? event.data.megabytes : Infinity;
  while (held.length * STEP_MB < target) {
    // fill() touches every page, so the memory is resident, not just reserved.
    held.push(new Uint8Array(STEP_MB * 1024 * 1024).fill(1));
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  self.postMessage({ held: held.length * STEP_MB } satisfies AllocReply);
};
