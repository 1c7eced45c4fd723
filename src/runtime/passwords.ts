/**
 * argon2id password hashing. Bun hashes natively (Bun.password, on its own thread pool); Deno has no
 * argon2 of its own, so there the same algorithm runs as WebAssembly (hash-wasm) on a worker thread
 * (argon2id-worker.ts), which keeps the ~150 ms per password off the event loop as Bun does. Both
 * write and read the standard PHC string (`$argon2id$v=19$m=…,t=…,p=1$salt$hash`, 32-byte salt and
 * hash, as Bun does), so a hash made under either runtime verifies under the other
 * (src/runtime/passwords.test.ts, test/runtime-parity.test.ts).
 */
import { argon2id, argon2Verify } from 'hash-wasm';
import type { Argon2idReply, Argon2idRequest } from './argon2id-worker.ts';
import { runtimeName } from './current.ts';
import { startWorker } from './workers.ts';

/** Bun.password's salt and hash lengths, kept so both runtimes write the same shape of hash. */
const SALT_BYTES = 32;
const HASH_BYTES = 32;

/** An argon2id hash of `password` in the PHC string format, with the given memory (KiB) and iterations. */
export async function argon2idHash(password: string, memoryCost: number, timeCost: number): Promise<string> {
  if (runtimeName === 'bun') return Bun.password.hash(password, { algorithm: 'argon2id', memoryCost, timeCost });
  const reply = await onPasswordThread({ hash: { password, salt: newSalt(), memoryCost, timeCost, hashLength: HASH_BYTES } });
  if ('hash' in reply) return reply.hash;
  throw new Error('The password thread answered a hash task without a hash');
}

/** Whether `password` matches the PHC-format `hash`; a malformed hash throws, on both runtimes. */
export async function argon2idVerify(password: string, hash: string): Promise<boolean> {
  if (runtimeName === 'bun') return Bun.password.verify(password, hash);
  const reply = await onPasswordThread({ verify: { password, hash } });
  if ('verified' in reply) return reply.verified;
  throw new Error('The password thread answered a verify task without an answer');
}

/** The WebAssembly implementation on the calling thread (Bun's tests check it agrees with Bun.password). */
export function wasmArgon2idHash(password: string, memoryCost: number, timeCost: number): Promise<string> {
  return argon2id({ password, salt: newSalt(), parallelism: 1, iterations: timeCost, memorySize: memoryCost, hashLength: HASH_BYTES, outputType: 'encoded' });
}

/** Verifies with the WebAssembly implementation on the calling thread; a malformed hash throws, as on Bun. */
export function wasmArgon2idVerify(password: string, hash: string): Promise<boolean> {
  return argon2Verify({ password, hash });
}

function newSalt(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(SALT_BYTES));
}

interface Waiting {
  resolve(reply: Argon2idReply): void;
  reject(error: Error): void;
}

interface PasswordThread {
  worker: Worker;
  /** Requests sent and not yet answered, by id. */
  pending: Map<number, Waiting>;
  idle?: ReturnType<typeof setTimeout>;
}

/**
 * The password thread, started on first use and ended after a second with nothing to do: a Deno
 * worker keeps its process alive, and short programs (the admin command, tests' probes) must exit.
 */
const IDLE_MS = 1000;
let thread: PasswordThread | undefined;
let lastId = 0;

function onPasswordThread(request: Argon2idRequest): Promise<Argon2idReply> {
  const current = (thread ??= startPasswordThread());
  clearTimeout(current.idle);
  const id = ++lastId;
  return new Promise<Argon2idReply>((resolve, reject) => {
    current.pending.set(id, { resolve, reject });
    current.worker.postMessage({ id, ...request });
  });
}

function startPasswordThread(): PasswordThread {
  const started: PasswordThread = { worker: startWorker(new URL('./argon2id-worker.ts', import.meta.url), 'argon2id'), pending: new Map() };
  const settle = (id: number, outcome: (waiting: Waiting) => void) => {
    const waiting = started.pending.get(id);
    started.pending.delete(id);
    if (waiting) outcome(waiting);
    if (started.pending.size > 0) return;
    clearTimeout(started.idle);
    started.idle = setTimeout(() => {
      if (started.pending.size > 0) return;
      started.worker.terminate();
      if (thread === started) thread = undefined;
    }, IDLE_MS);
  };
  started.worker.onmessage = (event: MessageEvent<Argon2idReply>) => {
    const reply = event.data;
    settle(reply.id, (waiting) => ('error' in reply ? waiting.reject(new Error(reply.error)) : waiting.resolve(reply)));
  };
  started.worker.onerror = (event) => {
    event.preventDefault?.();
    // A thread that died answers everything it held with the failure; the next call starts another.
    if (thread === started) thread = undefined;
    for (const id of [...started.pending.keys()]) settle(id, (waiting) => waiting.reject(new Error(`Password thread failed: ${event.message}`)));
    clearTimeout(started.idle);
    started.worker.terminate();
  };
  return started;
}
