/** Charging an HTTP request's action to the caller's credits, keeping X-Credits-Remaining current. */
import type { AppContext } from '../context.ts';
import type { CreditCosts } from '../config.ts';
import type { Principal } from '../domain/principal.ts';
import { chargeCredits, spendCredits } from '../services/credits.ts';
import { requestState } from './request-state.ts';

/** Runs `work` paid for with the configured cost of `action`: 402 before any work when the balance is short. */
export function chargeRequest<T>(context: AppContext, request: Request, principal: Principal, action: keyof CreditCosts, work: () => Promise<T>): Promise<T> {
  const state = requestState(request, context.config.defaultForm);
  return spendCredits(context, { userId: principal.userId, action, cost: context.config.costs[action], onBalance: (balance) => (state.credits = balance) }, work);
}

/** Charges the configured cost of `action` for work already done (one statement): 402 when the balance is short. */
export function chargeDoneRequest(context: AppContext, request: Request, principal: Principal, action: keyof CreditCosts): Promise<void> {
  const state = requestState(request, context.config.defaultForm);
  return chargeCredits(context, { userId: principal.userId, action, cost: context.config.costs[action], onBalance: (balance) => (state.credits = balance) });
}
