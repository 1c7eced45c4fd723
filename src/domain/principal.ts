/** Who is calling with an API key, resolved once per request. */
import type { ApiForm } from '../config.ts';
import type { CreditBalance, Plan } from './credits.ts';
import type { Scope } from './scopes.ts';

export interface Principal {
  keyId: string;
  userId: string;
  email: string;
  plan: Plan;
  scopes: Scope[];
  form: ApiForm;
  credits: CreditBalance;
}
