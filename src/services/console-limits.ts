/**
 * How often the console's log-in and sign-up may be tried: per client address and, for log-in, per
 * account. Counted before any password is hashed or verified, so a refused attempt costs almost
 * nothing and a correct password does not get through a limit either.
 */
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { AppContext } from '../context.ts';
import { rateLimitHeaders } from '../domain/rate-limit.ts';
import { normalizeEmail } from '../storage/users.repository.ts';
import { consoleLimitPolicies, hitRateLimit, rateLimitedError, type RateLimitPolicy } from './rate-limiter.ts';

/**
 * Counts one log-in attempt from `address` for `email`; throws 429 when a limit is reached. The
 * account is limited per network it is tried from (its owner is not locked out by a guesser
 * elsewhere) and, higher, over all networks (guessing spread over many addresses still stops).
 * The account's buckets are keyed by the email whether or not an account has it, so the answers
 * for an unknown email are the same as for a known one: the limits tell nothing about accounts.
 */
export async function admitLogInAttempt(context: AppContext, address: string, email: string): Promise<void> {
  const policies = consoleLimitPolicies(context.config);
  const network = addressNetwork(address);
  await admit(context, policies.loginPerAddress, network, 'Too many log-in attempts from this address');
  // Hashed: the counters table keeps neither the addresses people typed nor arbitrary text.
  const account = createHash('sha256').update(normalizeEmail(email)).digest('hex');
  await admit(context, policies.loginPerAccountTotal, account, 'Too many log-in attempts for this account');
  await admit(context, policies.loginPerAccount, `${account}:${network}`, 'Too many log-in attempts for this account from this address');
}

/** Counts one sign-up from `address`; throws 429 when its limit is reached. */
export async function admitSignUp(context: AppContext, address: string): Promise<void> {
  await admit(context, consoleLimitPolicies(context.config).signupPerAddress, addressNetwork(address), 'Too many sign-ups from this address');
}

/**
 * The network an address is counted as: an IPv4 address itself (IPv4-mapped IPv6 included), and
 * for IPv6 its /64, the block one subscriber is usually given whole, so that walking through one's
 * own 2^64 addresses does not reset the limits.
 */
export function addressNetwork(address: string): string {
  const plain = address.split('%')[0]!.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(plain);
  if (mapped) return mapped[1]!;
  if (!isIPv6(plain)) return address;
  const [head = '', tail] = plain.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups = tail === undefined ? front : [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  // An embedded IPv4 tail (::1.2.3.4) only changes the low 64 bits: the first four groups are hex.
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

async function admit(context: AppContext, policy: RateLimitPolicy, bucket: string, message: string): Promise<void> {
  const decision = await hitRateLimit(context, policy, bucket);
  if (decision.allowed) return;
  const minutes = Math.ceil(decision.retryAfterSeconds / 60);
  // No request state carries this decision (the route's own limit does), so its headers go with the error.
  throw rateLimitedError(decision, `${message}; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, rateLimitHeaders(policy.name, decision));
}
