/**
 * The credits ledger on both stores: quota then prepaid, reserve/capture/release, cycle resets,
 * append-only history, and no overdraft under concurrency.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { sql } from 'kysely';
import { AppError } from '../src/domain/errors.ts';
import { CYCLE_MS } from '../src/domain/credits.ts';
import { captureCredits, getCreditBalance, releaseCredits, releaseStaleReservations, reserveCredits, spendCredits } from '../src/services/credits.ts';
import { listLedgerEntries, sumPrepaidDeltas, takeCreditsInBatch } from '../src/storage/credits.repository.ts';
import { databaseKinds } from './support/databases.ts';
import { createHarness, type Harness } from './support/harness.ts';

const kinds = await databaseKinds();

describe.each(kinds)('credits on %s', (kind) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createHarness(kind);
  }, 60_000);
  afterAll(() => harness.dispose());

  const balance = (userId: string) => getCreditBalance(harness.context, userId);

  test('a free account starts with 10 cycle credits; prepaid credits come on top', async () => {
    const account = await harness.createAccount({ credits: 5 });
    const start = await balance(account.userId);
    expect(start).toMatchObject({ plan: 'free', quota: 10, cycleUsed: 0, cycleRemaining: 10, prepaid: 5, remaining: 15 });
    expect(start.cycleResetsAt.getTime() - start.cycleStart.getTime()).toBe(CYCLE_MS);
  });

  test('spending uses the cycle quota first, then prepaid credits', async () => {
    const account = await harness.createAccount({ credits: 5 });
    const first = await reserveCredits(harness.context, account.userId, 'tailor', 8);
    expect(first.balance).toMatchObject({ cycleRemaining: 2, prepaid: 5, remaining: 7 });
    const second = await reserveCredits(harness.context, account.userId, 'tailor', 4);
    expect(second.balance).toMatchObject({ cycleRemaining: 0, prepaid: 3, remaining: 3 });
    expect(await balance(account.userId)).toMatchObject({ cycleUsed: 10, prepaid: 3, remaining: 3 });
  });

  test('a pro account gets 200 per cycle', async () => {
    const account = await harness.createAccount({ plan: 'pro' });
    expect((await balance(account.userId)).remaining).toBe(200);
  });

  test('402 when the balance cannot cover the cost, with nothing taken', async () => {
    const account = await harness.createAccount();
    await reserveCredits(harness.context, account.userId, 'render', 9);
    const error = await reserveCredits(harness.context, account.userId, 'parse', 2).catch((caught) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(402);
    expect(error.message).toMatch(/upgrade/i);
    expect(error.message).toMatch(/purchase credits/i);
    expect(error.message).toMatch(/reset on \d{4}-\d{2}-\d{2}/);
    expect((await balance(account.userId)).remaining).toBe(1);
  });

  test('release gives the credits back, capture keeps them; settling twice changes nothing', async () => {
    const account = await harness.createAccount({ credits: 2 });
    const kept = await reserveCredits(harness.context, account.userId, 'render', 1);
    const returned = await reserveCredits(harness.context, account.userId, 'tailor', 11);
    expect((await balance(account.userId)).remaining).toBe(0);
    await captureCredits(harness.context, kept.reservation);
    await releaseCredits(harness.context, returned.reservation);
    await releaseCredits(harness.context, returned.reservation);
    await captureCredits(harness.context, returned.reservation);
    expect(await balance(account.userId)).toMatchObject({ cycleUsed: 1, prepaid: 2, remaining: 11 });
    const entries = (await listLedgerEntries(harness.context.db, account.userId, 10)).map((entry) => entry.entry);
    expect(entries).toEqual(['release', 'capture', 'reserve', 'reserve', 'purchase']);
  });

  test('spendCredits charges a successful action and refunds a failed one', async () => {
    const account = await harness.createAccount();
    const result = await spendCredits(harness.context, { userId: account.userId, action: 'render', cost: 1 }, async () => 'pdf');
    expect(result).toBe('pdf');
    const failure = spendCredits(harness.context, { userId: account.userId, action: 'tailor', cost: 3 }, async () => {
      throw new Error('model down');
    });
    await expect(failure).rejects.toThrow('model down');
    expect((await balance(account.userId)).remaining).toBe(9);
  });

  test('spendCredits reserves the cost even when the outcome may be free, and releases it when it is', async () => {
    const account = await harness.createAccount({ credits: 1 });
    const seen: number[] = [];
    const spend = (free: boolean) =>
      spendCredits(harness.context, { userId: account.userId, action: 'parse', cost: 11, onBalance: (state) => seen.push(state.remaining), free: (result) => result === 'own key' }, async () =>
        free ? 'own key' : 'fallback',
      );
    expect(await spend(true)).toBe('own key');
    expect((await balance(account.userId)).remaining).toBe(11);
    expect(seen).toEqual([0, 11]); // reserved, then given back
    const entries = (await listLedgerEntries(harness.context.db, account.userId, 10)).map((entry) => entry.entry).reverse();
    expect(entries.filter((entry) => entry === 'reserve' || entry === 'release' || entry === 'capture')).toEqual(['reserve', 'release']);
    // Reserved up front: an outcome that is not free is paid for, and one that cannot be paid is refused before the work.
    expect(await spend(false)).toBe('fallback');
    expect((await balance(account.userId)).remaining).toBe(0);
    await expect(spend(true)).rejects.toMatchObject({ code: 'insufficient_credits' });
  });

  test('the cycle resets on the account anniversary, every 30 days', async () => {
    const account = await harness.createAccount({ credits: 1 });
    await reserveCredits(harness.context, account.userId, 'render', 11);
    expect((await balance(account.userId)).remaining).toBe(0);
    // Move the account's anniversary 31 days into the past: a new cycle has begun.
    await sql`UPDATE credit_accounts SET cycle_anchor = cycle_anchor - interval '31 days', cycle_start = cycle_start - interval '31 days' WHERE user_id = ${account.userId}`.execute(
      harness.context.db,
    );
    const renewed = await balance(account.userId);
    expect(renewed).toMatchObject({ cycleUsed: 0, cycleRemaining: 10, prepaid: 0, remaining: 10 });
    expect(renewed.cycleStart.getTime()).toBeGreaterThan(Date.now() - 2 * 24 * 3600 * 1000);
    await reserveCredits(harness.context, account.userId, 'render', 1);
    expect((await balance(account.userId)).remaining).toBe(9);
  });

  test('50 concurrent spends of the last credit succeed exactly once', async () => {
    const account = await harness.createAccount();
    await reserveCredits(harness.context, account.userId, 'render', 9);
    const attempts = await Promise.allSettled(Array.from({ length: 50 }, () => reserveCredits(harness.context, account.userId, 'render', 1)));
    const succeeded = attempts.filter((attempt) => attempt.status === 'fulfilled');
    const refused = attempts.filter((attempt) => attempt.status === 'rejected').map((attempt) => (attempt as PromiseRejectedResult).reason);
    expect(succeeded).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const reason of refused) expect(reason.status).toBe(402);
    expect(await balance(account.userId)).toMatchObject({ cycleUsed: 10, remaining: 0 });
  });

  test('concurrent spends and refunds of prepaid credits keep the books balanced', async () => {
    const account = await harness.createAccount({ credits: 40 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 60 }, (_, index) =>
        spendCredits(harness.context, { userId: account.userId, action: 'render', cost: 1 }, async () => {
          if (index % 3 === 0) throw new Error('failed action');
        }),
      ),
    );
    const after = await balance(account.userId);
    // 60 attempts on 50 credits: some are refused at reservation (402), a third of the rest fail and are refunded.
    const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    expect(succeeded).toBeGreaterThan(0);
    expect(after.cycleUsed + (40 - after.prepaid)).toBe(succeeded);
    expect(await sumPrepaidDeltas(harness.context.db, account.userId)).toBe(after.prepaid);
  });

  test('the ledger is append-only', async () => {
    const account = await harness.createAccount({ credits: 3 });
    const update = sql`UPDATE credit_ledger SET prepaid_delta = 1000 WHERE user_id = ${account.userId}`.execute(harness.context.db);
    await expect(update).rejects.toThrow(/append-only/);
    const remove = sql`DELETE FROM credit_ledger WHERE user_id = ${account.userId}`.execute(harness.context.db);
    await expect(remove).rejects.toThrow(/append-only/);
    expect(await sumPrepaidDeltas(harness.context.db, account.userId)).toBe(3);
  });

  test('reservations left open by a dead process are released by the sweeper', async () => {
    const account = await harness.createAccount();
    const { reservation } = await reserveCredits(harness.context, account.userId, 'tailor', 3);
    await sql`UPDATE credit_reservations SET created_at = now() - interval '1 hour' WHERE id = ${reservation.id}`.execute(harness.context.db);
    expect(await releaseStaleReservations(harness.context, 15 * 60)).toBeGreaterThanOrEqual(1);
    expect((await balance(account.userId)).remaining).toBe(10);
  });

  test('one batch decides its spends in order, as one by one: the balance runs out midway, exact refusals and ledger', async () => {
    const account = await harness.createAccount({ credits: 3 }); // 10 cycle credits + 3 prepaid
    const other = await harness.createAccount();
    const spend = (userId: string, cost: number, captured = false) => ({ id: crypto.randomUUID(), userId, action: 'render', cost, captured });
    const spends = [
      spend(account.userId, 4, true),
      spend(other.userId, 10),
      spend(account.userId, 4),
      spend(account.userId, 4, true), // 2 from the cycle, 2 prepaid
      spend(account.userId, 2), // 1 prepaid credit left: refused
      spend(other.userId, 1), // the other account's cycle is spent: refused
      spend(account.userId, 1), // the last prepaid credit
      spend(crypto.randomUUID(), 1), // no such account
    ];
    const outcomes = await takeCreditsInBatch(harness.context.db, spends, harness.context.config.quotas);
    expect(outcomes.map((outcome) => outcome?.reserved)).toEqual([true, true, true, true, false, false, true, undefined]);
    // Each is told the account as it stood just before it.
    expect(outcomes.map((outcome) => outcome && `${outcome.cycleUsed}/${outcome.prepaid}`)).toEqual(['0/3', '0/0', '4/3', '8/3', '10/1', '10/0', '10/1', undefined]);
    expect(await balance(account.userId)).toMatchObject({ cycleUsed: 10, prepaid: 0, remaining: 0 });
    expect(await balance(other.userId)).toMatchObject({ cycleUsed: 10, remaining: 0 });

    const ledger = (await listLedgerEntries(harness.context.db, account.userId, 20)).reverse().filter((entry) => entry.entry !== 'purchase');
    const story = ledger.map((entry) => [entry.entry, entry.reservationId, entry.cycleDelta, entry.prepaidDelta]);
    const [first, second, third, last] = [0, 2, 3, 6].map((index) => spends[index]!.id) as [string, string, string, string];
    expect(story).toEqual([
      ['reserve', first, -4, 0],
      ['capture', first, 0, 0],
      ['reserve', second, -4, 0],
      ['reserve', third, -2, -2],
      ['capture', third, 0, 0],
      ['reserve', last, 0, -1],
    ]);
    expect(await sumPrepaidDeltas(harness.context.db, account.userId)).toBe(0);
    const reservations = await sql<{ id: string; status: string }>`SELECT id, status FROM credit_reservations WHERE user_id = ${account.userId} ORDER BY created_at, id`.execute(harness.context.db);
    expect(new Map(reservations.rows.map((row) => [row.id, row.status]))).toEqual(
      new Map([
        [first, 'captured'],
        [second, 'reserved'],
        [third, 'captured'],
        [last, 'reserved'],
      ]),
    );
  });

  test('spends sent together are batched and refused exactly from the one the balance cannot cover', async () => {
    const account = await harness.createAccount({ credits: 1 }); // 11 credits
    const attempts = await Promise.allSettled([3, 3, 3, 3, 2, 1, 1].map((cost) => reserveCredits(harness.context, account.userId, 'render', cost)));
    expect(attempts.map((attempt) => attempt.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'rejected', 'rejected']);
    for (const attempt of attempts) if (attempt.status === 'rejected') expect(attempt.reason).toMatchObject({ status: 402 });
    const remaining = attempts.map((attempt) => (attempt.status === 'fulfilled' ? attempt.value.balance.remaining : undefined));
    expect(remaining).toEqual([8, 5, 2, undefined, 0, undefined, undefined]);
    expect(await balance(account.userId)).toMatchObject({ cycleUsed: 10, prepaid: 0, remaining: 0 });
    const reserves = (await listLedgerEntries(harness.context.db, account.userId, 20)).filter((entry) => entry.entry === 'reserve');
    expect(reserves).toHaveLength(4);
  });

  test('captures sent together settle each reservation once', async () => {
    const account = await harness.createAccount();
    const { reservation } = await reserveCredits(harness.context, account.userId, 'render', 1);
    const other = await reserveCredits(harness.context, account.userId, 'render', 1);
    await Promise.all([captureCredits(harness.context, reservation), captureCredits(harness.context, reservation), captureCredits(harness.context, other.reservation)]);
    const captures = (await listLedgerEntries(harness.context.db, account.userId, 20)).filter((entry) => entry.entry === 'capture');
    expect(captures.map((entry) => entry.reservationId).sort()).toEqual([reservation.id, other.reservation.id].sort());
  });
});
