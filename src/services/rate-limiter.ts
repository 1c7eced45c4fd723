/** Request rate limits, counted in the database so several instances share them. */
import type { Config } from '../config.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../domain/errors.ts';
import type { RateLimitDecision } from '../domain/rate-limit.ts';
import { admitHit, deleteIdleCounters } from '../storage/rate-limits.repository.ts';

export interface RateLimitPolicy {
  /** Shown in the RateLimit headers; also the prefix of the policy's buckets. */
  name: 'per-ip' | 'per-account' | 'login-per-ip' | 'login-per-account' | 'login-per-account-total' | 'signup-per-ip' | 'console-preview';
  limit: number;
  /** The policy's own sliding window; the general one (RATE_LIMIT_WINDOW_SECONDS) when absent. */
  windowSeconds?: number;
}

/** The console's log-in and sign-up policies (config.consoleLimits), each over its own window. */
export function consoleLimitPolicies(config: Config) {
  const { loginPerAccount, loginPerAccountTotal, loginPerAddress, loginWindowSeconds, signupPerAddress, signupWindowSeconds } = config.consoleLimits;
  return {
    loginPerAddress: { name: 'login-per-ip', limit: loginPerAddress, windowSeconds: loginWindowSeconds },
    loginPerAccount: { name: 'login-per-account', limit: loginPerAccount, windowSeconds: loginWindowSeconds },
    loginPerAccountTotal: { name: 'login-per-account-total', limit: loginPerAccountTotal, windowSeconds: loginWindowSeconds },
    signupPerAddress: { name: 'signup-per-ip', limit: signupPerAddress, windowSeconds: signupWindowSeconds },
  } satisfies Record<string, RateLimitPolicy>;
}

/** How a decision's window reads in a message: "minute", else "N s". */
export function windowPhrase(decision: RateLimitDecision): string {
  return decision.windowSeconds === 60 ? 'minute' : `${decision.windowSeconds} s`;
}

/** The 429 for a refused request: `message` says which limit; Retry-After (and `headers`) when to come back. */
export function rateLimitedError(decision: RateLimitDecision, message: string, headers: Record<string, string> = {}): AppError {
  return new AppError('rate_limited', message, { headers: { 'retry-after': String(decision.retryAfterSeconds), ...headers } });
}

/** Decides whether the request may proceed; only admitted requests count against `bucket`. */
export function hitRateLimit(context: AppContext, policy: RateLimitPolicy, bucket: string): Promise<RateLimitDecision> {
  const windowSeconds = policy.windowSeconds ?? context.config.rateLimits.windowSeconds;
  return admitHit(context.db, { bucket: `${policy.name}:${bucket}`, windowSeconds, limit: policy.limit });
}

/**
 * Housekeeping: forgets buckets that have been idle for two of their windows. A counter's window
 * index counts its own policy's windows, so each policy with its own window is pruned by it, and
 * every other bucket by the general window.
 */
export async function pruneRateLimits(context: AppContext): Promise<number> {
  const ownWindows = Object.values(consoleLimitPolicies(context.config));
  let deleted = await deleteIdleCounters(context.db, context.config.rateLimits.windowSeconds, { except: ownWindows.map((policy) => policy.name) });
  for (const policy of ownWindows) deleted += await deleteIdleCounters(context.db, policy.windowSeconds, { only: [policy.name] });
  return deleted;
}
