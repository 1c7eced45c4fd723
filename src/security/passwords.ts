/** Password hashing with argon2id (OWASP's minimum: 19 MiB, 2 iterations), via Bun's native implementation. */

export const MIN_PASSWORD_LENGTH = 10;

export function hashPassword(password: string): Promise<string> {
  return Bun.password.hash(password, { algorithm: 'argon2id', memoryCost: 19456, timeCost: 2 });
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return Bun.password.verify(password, hash);
}

/** A hash to verify against when the account does not exist, so both paths take the same time. */
export const decoyPasswordHash = await hashPassword('decoy password that matches nothing');
