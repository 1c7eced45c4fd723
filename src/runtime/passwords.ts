/** argon2id password hashing, from the runtime (Bun's native implementation). */

/** An argon2id hash of `password` in the PHC string format, with the given memory (KiB) and iterations. */
export function argon2idHash(password: string, memoryCost: number, timeCost: number): Promise<string> {
  return Bun.password.hash(password, { algorithm: 'argon2id', memoryCost, timeCost });
}

/** Whether `password` matches the PHC-format `hash`. */
export function argon2idVerify(password: string, hash: string): Promise<boolean> {
  return Bun.password.verify(password, hash);
}
