/**
 * Per-request facts established by the access hooks (which form answers, who is calling, their
 * rate-limit and credit standing) and read again when the response or error is written. Keyed by
 * the Request object, which Elysia hands unchanged to every hook of one request.
 */
import type { ApiForm } from '../config.ts';
import type { CreditBalance } from '../domain/credits.ts';
import type { Principal } from '../domain/principal.ts';
import { rateLimitHeaders, type RateLimitDecision } from '../domain/rate-limit.ts';
import type { RateLimitPolicy } from '../services/rate-limiter.ts';
import type { MediaType } from './negotiate.ts';

export interface RequestState {
  form: ApiForm;
  principal?: Principal;
  rateLimit?: { policy: RateLimitPolicy; decision: RateLimitDecision };
  /** Credits the caller has left, refreshed when an action reserves or releases credits. */
  credits?: CreditBalance;
  /** The access check, run once even though both the parse and transform hooks ask for it. */
  access?: Promise<void>;
  /** The media type the response is written in, negotiated from Accept once the access check passed. */
  accepted?: MediaType;
}

const states = new WeakMap<Request, RequestState>();

/** The state of `request`, created with the server's default form on first use. */
export function requestState(request: Request, defaultForm: ApiForm): RequestState {
  let state = states.get(request);
  if (!state) {
    state = { form: defaultForm };
    states.set(request, state);
  }
  return state;
}

/** Headers every response of this request carries, errors included. */
export function stateHeaders(state: RequestState): Record<string, string> {
  const headers: Record<string, string> = { 'x-api-form': state.form };
  if (state.rateLimit) {
    const { policy, decision } = state.rateLimit;
    Object.assign(headers, rateLimitHeaders(policy.name, decision));
  }
  if (state.principal) headers['x-credits-remaining'] = String((state.credits ?? state.principal.credits).remaining);
  return headers;
}
