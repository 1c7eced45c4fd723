/** Sign-up, log-in and sessions of the web console. */
import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { AppError } from '../domain/errors.ts';
import { decoyPasswordHash, verifyPassword } from '../security/passwords.ts';
import { deleteConsoleSession, deleteUserSessions, findSessionUser, insertConsoleSession } from '../storage/console-sessions.repository.ts';
import { findUserByEmail } from '../storage/users.repository.ts';
import type { UserRow } from '../storage/tables.ts';
import { createUser } from './accounts.ts';
import { admitLogInAttempt, admitSignUp } from './console-limits.ts';

export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

/** `address` is the client's: sign-ups are limited per address (console-limits.ts). */
export async function signUp(context: AppContext, email: string, password: string, address: string): Promise<{ user: UserRow; token: string }> {
  await admitSignUp(context, address);
  const user = await createUser(context, { email, password });
  return { user, token: await openSession(context, user.id) };
}

/**
 * One message for an unknown email and a wrong password, and the same work for both. Attempts are
 * limited per client `address` and per email before anything else is done (console-limits.ts).
 */
export async function logIn(context: AppContext, email: string, password: string, address: string): Promise<{ user: UserRow; token: string }> {
  await admitLogInAttempt(context, address, email);
  const user = await findUserByEmail(context.db, email);
  const valid = await verifyPassword(password, user?.passwordHash ?? decoyPasswordHash);
  if (!user || !user.passwordHash || !valid) throw new AppError('unauthorized', 'Wrong email or password');
  return { user, token: await openSession(context, user.id) };
}

export async function sessionUser(context: AppContext, token: string | undefined): Promise<UserRow> {
  const user = token && token.length <= 128 ? await findSessionUser(context.db, hashToken(token)) : undefined;
  if (!user) throw new AppError('unauthorized', 'Please log in');
  return user;
}

export async function logOut(context: AppContext, token: string | undefined): Promise<void> {
  if (token) await deleteConsoleSession(context.db, hashToken(token));
}

/** Ends every session of the user, on every device; API keys are not sessions and keep working. */
export async function logOutEverywhere(context: AppContext, userId: string): Promise<void> {
  await deleteUserSessions(context.db, userId);
}

async function openSession(context: AppContext, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertConsoleSession(context.db, { tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000) });
  return token;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
