/**
 * How often the console's log-in and sign-up may be tried: per client address and, for log-in, per
 * account. Counted before any password is hashed or verified, so a refused attempt costs almost
 * nothing and a correct password does not get through a limit either.
 */
import { createHash } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { AppError } from '../domain/errors.ts';
import { rateLimitHeaders } from '../domain/rate-limit.ts';
import { normalizeEmail } from '../storage/users.repository.ts';
import { consoleLimitPolicies, hitRateLimit, type RateLimitPolicy } from './rate-limiter.ts';

/**
 * Counts one log-in attempt from `address` for `email`; throws 429 when either limit is reached.
 * The account's bucket is keyed by the email whether or not an account has it, so the answers
 * for an unknown email are the same as for a known one: the limit tells nothing about accounts.
 */
export async function admitLogInAttempt(context: AppContext, address: string, email: string): Promise<void> {
  const policies = consoleLimitPolicies(context.config);
  await admit(context, policies.loginPerAddress, address, 'Too many log-in attempts from this address');
  // Hashed: the counters table keeps neither the addresses people typed nor arbitrary text.
  const account = createHash('sha256').update(normalizeEmail(email)).digest('hex');
  await admit(context, policies.loginPerAccount, account, 'Too many log-in attempts for this account');
}

/** Counts one sign-up from `address`; throws 429 when its limit is reached. */
export async function admitSignUp(context: AppContext, address: string): Promise<void> {
  await admit(context, consoleLimitPolicies(context.config).signupPerAddress, address, 'Too many sign-ups from this address');
}

async function admit(context: AppContext, policy: RateLimitPolicy, bucket: string, message: string): Promise<void> {
  const decision = await hitRateLimit(context, policy, bucket);
  if (decision.allowed) return;
  const minutes = Math.ceil(decision.retryAfterSeconds / 60);
  throw new AppError('rate_limited', `${message}; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
    headers: { 'retry-after': String(decision.retryAfterSeconds), ...rateLimitHeaders(policy.name, decision) },
  });
}
