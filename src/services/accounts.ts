/** Users: creation (admin, console sign-up), plan changes, credit grants, and what an account looks like. */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context.ts';
import type { CreditBalance, Plan } from '../domain/credits.ts';
import { AppError, notFound } from '../domain/errors.ts';
import { hashPassword, MIN_PASSWORD_LENGTH } from '../security/passwords.ts';
import { insertCreditAccount } from '../storage/credits.repository.ts';
import { findUserByEmail, insertUser, updateUserPlan } from '../storage/users.repository.ts';
import type { UserRow } from '../storage/tables.ts';
import { adjustPrepaidCredits, getCreditBalance } from './credits.ts';

export interface AccountView {
  userId: string;
  email: string;
  plan: Plan;
  createdAt: string;
  credits: CreditsView;
}

export interface CreditsView {
  remaining: number;
  cycleQuota: number;
  cycleUsed: number;
  cycleRemaining: number;
  prepaid: number;
  cycleStartedAt: string;
  cycleResetsAt: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Creates a user with its credit account (and prepaid credits, if any) in one transaction. */
export async function createUser(context: AppContext, input: { email: string; password?: string; plan?: Plan; credits?: number }): Promise<UserRow> {
  const email = input.email.trim();
  if (!EMAIL.test(email) || email.length > 254) throw new AppError('validation_failed', 'A valid email address is required', { details: [{ path: 'email', message: 'must be an email address' }] });
  if (input.password !== undefined && input.password.length < MIN_PASSWORD_LENGTH) {
    throw new AppError('validation_failed', `The password must have at least ${MIN_PASSWORD_LENGTH} characters`, {
      details: [{ path: 'password', message: `at least ${MIN_PASSWORD_LENGTH} characters` }],
    });
  }
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  if (await findUserByEmail(context.db, email)) throw new AppError('conflict', 'An account with this email already exists');
  const user = await context.db
    .transaction()
    .execute(async (transaction) => {
      const createdAt = new Date();
      const row = await insertUser(transaction, { id: randomUUID(), email, passwordHash, plan: input.plan ?? 'free', createdAt });
      await insertCreditAccount(transaction, row.id, row.createdAt);
      return row;
    })
    .catch((error) => {
      // Two sign-ups for one address at the same moment: the unique index decides.
      if (String(error?.code) === '23505') throw new AppError('conflict', 'An account with this email already exists');
      throw error;
    });
  if (input.credits) await adjustPrepaidCredits(context, user.id, input.credits, 'granted at account creation');
  return user;
}

/** The user behind an email, or 404. */
export async function requireUserByEmail(context: AppContext, email: string): Promise<UserRow> {
  const user = await findUserByEmail(context.db, email);
  if (!user) throw notFound('User');
  return user;
}

export async function changePlan(context: AppContext, email: string, plan: Plan): Promise<AccountView> {
  const user = await requireUserByEmail(context, email);
  const updated = (await updateUserPlan(context.db, user.id, plan)) ?? user;
  return describeAccount(context, updated);
}

export async function grantCredits(context: AppContext, email: string, credits: number): Promise<CreditsView> {
  const user = await requireUserByEmail(context, email);
  return presentCredits(await adjustPrepaidCredits(context, user.id, credits, 'granted by an administrator'));
}

export async function describeAccount(context: AppContext, user: UserRow): Promise<AccountView> {
  return { userId: user.id, email: user.email, plan: user.plan, createdAt: user.createdAt.toISOString(), credits: presentCredits(await getCreditBalance(context, user.id)) };
}

export function presentCredits(balance: CreditBalance): CreditsView {
  return {
    remaining: balance.remaining,
    cycleQuota: balance.quota,
    cycleUsed: balance.cycleUsed,
    cycleRemaining: balance.cycleRemaining,
    prepaid: balance.prepaid,
    cycleStartedAt: balance.cycleStart.toISOString(),
    cycleResetsAt: balance.cycleResetsAt.toISOString(),
  };
}
