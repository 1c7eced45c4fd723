/** Password hashing with argon2id (OWASP's minimum: 19 MiB, 2 iterations), via the runtime seam. */
import { argon2idHash, argon2idVerify } from '../runtime/passwords.ts';

export const MIN_PASSWORD_LENGTH = 10;

export function hashPassword(password: string): Promise<string> {
  return argon2idHash(password, 19456, 2);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return argon2idVerify(password, hash);
}

/** A hash to verify against when the account does not exist, so both paths take the same time. */
export const decoyPasswordHash = await hashPassword('decoy password that matches nothing');
