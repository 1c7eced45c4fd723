import { describe, expect, test } from 'bun:test';
import { wasmArgon2idHash, wasmArgon2idVerify } from './passwords.ts';

/** Bun's native argon2id and the WebAssembly one Deno uses must read each other's hashes. */
describe('argon2id on Bun and in WebAssembly', () => {
  const password = 'a long enough password';

  test('a hash of Bun.password verifies with the WebAssembly implementation, and the other way round', async () => {
    const native = await Bun.password.hash(password, { algorithm: 'argon2id', memoryCost: 19456, timeCost: 2 });
    const wasm = await wasmArgon2idHash(password, 19456, 2);
    expect(await wasmArgon2idVerify(password, native)).toBe(true);
    expect(await Bun.password.verify(password, wasm)).toBe(true);
    expect(await wasmArgon2idVerify('wrong password', native)).toBe(false);
    expect(await Bun.password.verify('wrong password', wasm)).toBe(false);
  });

  test('both write the same shape: PHC string, 32-byte salt and hash', async () => {
    const shape = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{43}\$[A-Za-z0-9+/]{43}$/;
    expect(await Bun.password.hash(password, { algorithm: 'argon2id', memoryCost: 19456, timeCost: 2 })).toMatch(shape);
    expect(await wasmArgon2idHash(password, 19456, 2)).toMatch(shape);
  });

  test('a malformed hash throws in both, as a stored hash never is', async () => {
    await expect(Bun.password.verify(password, 'not a hash')).rejects.toThrow();
    await expect(wasmArgon2idVerify(password, 'not a hash')).rejects.toThrow();
  });
});
