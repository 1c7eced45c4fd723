/** The operator's operations, shared by /admin/* and `npm run admin`. */
import type { AppContext } from '../context.ts';
import type { ApiForm } from '../config.ts';
import type { Plan } from '../domain/credits.ts';
import { changePlan, createUser, grantCredits, requireUserByEmail, type AccountView, type CreditsView } from './accounts.ts';
import { createApiKey } from './api-keys.ts';

export interface CreateUserInput {
  email: string;
  password?: string;
  plan?: Plan;
  credits?: number;
}

/** A user plus a first API key (shown once). */
export async function adminCreateUser(context: AppContext, input: CreateUserInput): Promise<{ userId: string; email: string; plan: Plan; apiKey: string }> {
  const user = await createUser(context, input);
  const { apiKey } = await createApiKey(context, user.id, { name: 'Default key' });
  return { userId: user.id, email: user.email, plan: user.plan, apiKey };
}

export async function adminCreateKey(context: AppContext, input: { email: string; name?: string; scopes?: string[]; form?: ApiForm }): Promise<{ keyId: string; apiKey: string }> {
  const user = await requireUserByEmail(context, input.email);
  const { key, apiKey } = await createApiKey(context, user.id, input);
  return { keyId: key.id, apiKey };
}

export async function adminGrantCredits(context: AppContext, input: { email: string; credits: number }): Promise<{ email: string; credits: CreditsView }> {
  return { email: input.email, credits: await grantCredits(context, input.email, input.credits) };
}

export function adminSetPlan(context: AppContext, input: { email: string; plan: Plan }): Promise<AccountView> {
  return changePlan(context, input.email, input.plan);
}
