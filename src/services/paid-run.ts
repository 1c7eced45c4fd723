/**
 * A pipeline run paid for with credits. The reservation is taken before the run starts (so a short
 * balance is a plain 402, never a half-open stream), captured when the run completes and released
 * when it fails, times out or is cancelled. Streams make this more than `spendCredits`: the run may
 * be abandoned before its first event is even read (the client closes the connection), so a run
 * nobody started reading is released by the run's signal; a started one by its terminal event or
 * when its reader stops. What the run stored is always what was charged. Settling is done once.
 */
import type { AppContext } from '../context.ts';
import type { CreditBalance } from '../domain/credits.ts';
import type { PipelineEvent } from '../pipeline/index.ts';
import { captureCredits, releaseCredits, reserveCredits } from './credits.ts';

export interface PaidRunSpend<R> {
  userId: string;
  action: string;
  cost: number;
  /** Receives the balance after the reservation and after any release (X-Credits-Remaining). */
  onBalance?: (balance: CreditBalance) => void;
  /** True when the result turns out to cost nothing (the user's own AI key did the work). */
  free?: (result: R) => boolean;
}

/**
 * Reserves the cost (402 here, before any work), then returns `start()`'s events with the
 * reservation settled by the run's outcome. `signal` is the run's: its abort releases the hold even
 * when nobody reads the events again.
 */
export async function paidRun<R>(
  context: AppContext,
  spend: PaidRunSpend<R>,
  signal: AbortSignal,
  start: () => AsyncIterable<PipelineEvent<R>>,
): Promise<AsyncGenerator<PipelineEvent<R>, void, undefined>> {
  if (spend.cost <= 0) return passThrough(start());
  const { reservation, balance } = await reserveCredits(context, spend.userId, spend.action, spend.cost);
  spend.onBalance?.(balance);

  let settled: Promise<void> | undefined;
  const release = () =>
    (settled ??= releaseCredits(context, reservation).then(
      (restored) => void (restored && spend.onBalance?.(restored)),
      (error) => console.error("credits: releasing a run's reservation failed; the stale-reservation sweep will return it", error),
    ));
  // A capture that failed leaves the hold to be released below (the sweep would return it anyway).
  const capture = () =>
    (settled ??= captureCredits(context, reservation).catch((error: unknown) => {
      settled = undefined;
      throw error;
    }));
  // The signal settles only a run nobody started reading: once started, the run itself ends in a
  // terminal event (a cancelled step is a run-error; a finish that began completes and is charged)
  // or its reader stops it, and the `finally` below releases.
  let started = false;
  const releaseUnstarted = () => void (started || release());
  signal.addEventListener('abort', releaseUnstarted, { once: true });

  async function* settle(): AsyncGenerator<PipelineEvent<R>, void, undefined> {
    started = true;
    try {
      for await (const event of start()) {
        // Settled before the terminal event goes out, so a client that sees `done` sees its final balance.
        if (event.type === 'run-complete') await (spend.free?.(event.result) ? release() : capture());
        else if (event.type === 'run-error') await release();
        yield event;
      }
    } finally {
      signal.removeEventListener('abort', releaseUnstarted);
      // A consumer that stopped early (disconnect) or a run that ended without a terminal event.
      await release();
    }
  }
  return settle();
}

async function* passThrough<R>(events: AsyncIterable<PipelineEvent<R>>): AsyncGenerator<PipelineEvent<R>, void, undefined> {
  yield* events;
}
