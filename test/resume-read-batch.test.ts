/**
 * Resumes read for renders go out together (readResume: one statement for the reads made at the
 * same time), on both stores: each caller gets its own account's resume, never another's, and an
 * id it does not own reads as missing (404 through the API), even inside a batch that holds it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { parseId } from '../src/domain/ids.ts';
import { getResume } from '../src/services/resumes.ts';
import { readResume } from '../src/storage/resumes.repository.ts';
import { databaseKinds } from './support/databases.ts';
import { createHarness, type Harness, type TestAccount } from './support/harness.ts';

const kinds = await databaseKinds();

describe.each(kinds)('batched resume reads on %s', (kind) => {
  let harness: Harness;
  let alice: TestAccount;
  let bob: TestAccount;
  const resumeOf = async (account: TestAccount, title: string) => {
    const created = await harness.request('/v1/resumes', { method: 'POST', apiKey: account.apiKey, json: { title } });
    expect(created.status).toBe(201);
    return ((await created.json()) as { id: string }).id;
  };

  beforeAll(async () => {
    harness = await createHarness(kind);
    alice = await harness.createAccount();
    bob = await harness.createAccount();
  }, 60_000);
  afterAll(() => harness.dispose());

  test('reads made together return each owner its own resume and nobody a foreign one', async () => {
    const [alicesId, bobsId] = [await resumeOf(alice, 'Alice CV'), await resumeOf(bob, 'Bob CV')];
    const uuid = (id: string) => parseId(id, 'res')!;
    const reads = await Promise.all([
      readResume(harness.context.db, alice.userId, uuid(alicesId)),
      readResume(harness.context.db, bob.userId, uuid(bobsId)),
      readResume(harness.context.db, alice.userId, uuid(bobsId)),
      readResume(harness.context.db, bob.userId, uuid(alicesId)),
      readResume(harness.context.db, alice.userId, uuid(alicesId)),
    ]);
    expect(reads.map((row) => row?.title)).toEqual(['Alice CV', 'Bob CV', undefined, undefined, 'Alice CV']);
  });

  test('through the service: a foreign id in the same batch is a 404, the own one is read', async () => {
    const [alicesId, bobsId] = [await resumeOf(alice, 'Alice again'), await resumeOf(bob, 'Bob again')];
    const [own, foreign] = await Promise.allSettled([getResume(harness.context, alice.userId, alicesId), getResume(harness.context, alice.userId, bobsId)]);
    expect(own.status === 'fulfilled' && own.value.title).toBe('Alice again');
    expect(foreign.status === 'rejected' && (foreign.reason as { code?: string }).code).toBe('not_found');
  });
});
