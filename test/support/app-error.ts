/** The AppError a promise rejects with, for tests that then check its status, code and message. */
import { AppError } from '../../src/domain/errors.ts';

/** Awaits `promise`; fails unless it rejects with an AppError, and returns that error. */
export async function rejectedAppError(promise: Promise<unknown>): Promise<AppError> {
  const outcome = await promise.then(
    () => new Error('Expected an AppError, but the promise resolved'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof AppError)) throw outcome instanceof Error ? outcome : new Error(`Expected an AppError, got ${String(outcome)}`);
  return outcome;
}
