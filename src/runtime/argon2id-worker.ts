/**
 * The body of the thread that hashes and verifies passwords on Deno (src/runtime/passwords.ts).
 * argon2id in WebAssembly costs ~150 ms of CPU per password; on the main thread that would hold up
 * every other request, where Bun's native implementation runs on a thread pool of its own.
 */
import { argon2id, argon2Verify } from 'hash-wasm';

declare const self: Worker;

/** One password to hash (PHC string out) or to verify against a hash (boolean out). */
export type Argon2idRequest = { hash: { password: string; salt: Uint8Array; memoryCost: number; timeCost: number; hashLength: number } } | { verify: { password: string; hash: string } };

/** A request as the thread receives it, numbered so that its answer can be told apart. */
export type Argon2idTask = { id: number } & Argon2idRequest;

/** The answer to the task with the same id: its result, or the message of its failure. */
export type Argon2idReply = { id: number } & ({ hash: string } | { verified: boolean } | { error: string });

self.onmessage = async (event: MessageEvent<Argon2idTask>) => {
  const task = event.data;
  try {
    if ('hash' in task) {
      const { password, salt, memoryCost, timeCost, hashLength } = task.hash;
      self.postMessage({ id: task.id, hash: await argon2id({ password, salt, parallelism: 1, iterations: timeCost, memorySize: memoryCost, hashLength, outputType: 'encoded' }) });
    } else {
      self.postMessage({ id: task.id, verified: await argon2Verify(task.verify) });
    }
  } catch (error) {
    self.postMessage({ id: task.id, error: error instanceof Error ? error.message : String(error) });
  }
};
