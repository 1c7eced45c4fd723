/**
 * Batching of database work: calls made in the same turn of the event loop, or while an earlier
 * batch is in flight, go out together as one statement. Under load one round trip serves many
 * requests; alone, a call waits one event-loop turn.
 *
 * Why a turn and not a microtask: PGlite runs its WebAssembly on the main thread, so a statement
 * started at once finishes before Bun even dispatches the next waiting request, and every batch
 * would hold one item. Starting the batch from setImmediate lets the event loop first hand us all
 * the requests that are already waiting. (A PGlite write costs ~0.2 ms of CPU; on PostgreSQL
 * batching saves round trips and pool connections.)
 */
export interface BatcherOptions {
  /** Batches in flight at once. */
  concurrency: number;
  /** Items in one batch at most. */
  maxBatch: number;
}

interface Pending<Item, Result> {
  item: Item;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

export class Batcher<Item, Result> {
  readonly #run: (items: Item[]) => Promise<Result[]>;
  readonly #options: BatcherOptions;
  #queue: Pending<Item, Result>[] = [];
  #inFlight = 0;
  #scheduled = false;

  /** `run` receives the items of one batch and returns one result per item, in the same order. */
  constructor(run: (items: Item[]) => Promise<Result[]>, options: BatcherOptions) {
    this.#run = run;
    this.#options = options;
  }

  submit(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.#queue.push({ item, resolve, reject });
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.#pump();
    });
  }

  #pump(): void {
    while (this.#inFlight < this.#options.concurrency && this.#queue.length > 0) {
      const batch = this.#queue.splice(0, this.#options.maxBatch);
      this.#inFlight++;
      this.#run(batch.map((pending) => pending.item))
        .then(
          (results) => batch.forEach((pending, index) => pending.resolve(results[index] as Result)),
          (error) => batch.forEach((pending) => pending.reject(error)),
        )
        .finally(() => {
          this.#inFlight--;
          if (this.#queue.length > 0) this.#schedule();
        });
    }
  }
}

/** One batcher per database handle, created on first use. */
export function batcherPerDatabase<Db extends object, Item, Result>(create: (db: Db) => Batcher<Item, Result>): (db: Db) => Batcher<Item, Result> {
  const batchers = new WeakMap<Db, Batcher<Item, Result>>();
  return (db) => {
    let batcher = batchers.get(db);
    if (!batcher) {
      batcher = create(db);
      batchers.set(db, batcher);
    }
    return batcher;
  };
}

/**
 * Batched lookup by key: concurrent calls with any keys become one `select(db, distinctKeys)`;
 * each caller gets the row whose `keyOf` matches its key, or undefined.
 */
export function batchedLookup<Db extends object, Key, Row>(
  select: (db: Db, keys: Key[]) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  options: BatcherOptions = { concurrency: 2, maxBatch: 200 },
): (db: Db, key: Key) => Promise<Row | undefined> {
  const batcher = batcherPerDatabase(
    (db: Db) =>
      new Batcher<Key, Row | undefined>(async (keys) => {
        const rows = await select(db, [...new Set(keys)]);
        const byKey = new Map(rows.map((row) => [keyOf(row), row]));
        return keys.map((key) => byKey.get(key));
      }, options),
  );
  return (db, key) => batcher(db).submit(key);
}
