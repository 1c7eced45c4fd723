import { describe, expect, test } from 'bun:test';
import { API_KEY_PREFIX, generateApiKey, hashApiKey, isWellFormedApiKey, lastFour } from './api-key.ts';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_SHAPE = /^vitae_live_[0-9A-Za-z]{38}$/;
const RANDOM_START = API_KEY_PREFIX.length;
const RANDOM_END = RANDOM_START + 32;

/** `key` with the character at `index` replaced by `char`. */
function substitute(key: string, index: number, char: string): string {
  return key.slice(0, index) + char + key.slice(index + 1);
}

/** A base62 character different from `char`, chosen by `offset` (1..61). */
function otherBase62(char: string, offset: number): string {
  const index = BASE62.indexOf(char);
  return BASE62[(index + offset) % 62]!;
}

describe('generateApiKey', () => {
  test('has the vitae_live_ prefix followed by 38 base62 characters', () => {
    for (let round = 0; round < 50; round++) {
      const key = generateApiKey();
      expect(API_KEY_PREFIX).toBe('vitae_live_');
      expect(key).toMatch(KEY_SHAPE);
      expect(key.length).toBe('vitae_live_'.length + 38);
    }
  });

  test('passes isWellFormedApiKey', () => {
    for (let round = 0; round < 200; round++) {
      const key = generateApiKey();
      expect(isWellFormedApiKey(key)).toBe(true);
    }
  });

  test('1000 keys are all distinct, and so are their random parts', () => {
    const keys = Array.from({ length: 1000 }, () => generateApiKey());
    expect(new Set(keys).size).toBe(1000);
    expect(new Set(keys.map((key) => key.slice(RANDOM_START, RANDOM_END))).size).toBe(1000);
  });

  test('uses more than a handful of distinct base62 characters (not a constant or tiny alphabet)', () => {
    const used = new Set(Array.from({ length: 100 }, () => generateApiKey().slice(RANDOM_START, RANDOM_END)).join(''));
    // 3200 draws from 62 symbols: every symbol is expected to show up; allow a little slack.
    expect(used.size).toBeGreaterThanOrEqual(55);
    for (const char of used) expect(BASE62).toContain(char);
  });
});

describe('isWellFormedApiKey: the checksum', () => {
  test('every single-character substitution in the random part is rejected (all positions, all other characters)', () => {
    const key = generateApiKey();
    let tried = 0;
    const accepted: string[] = [];
    for (let index = RANDOM_START; index < RANDOM_END; index++) {
      for (let offset = 1; offset < 62; offset++) {
        const mutated = substitute(key, index, otherBase62(key[index]!, offset));
        tried++;
        if (isWellFormedApiKey(mutated)) accepted.push(mutated);
      }
    }
    expect(tried).toBe(32 * 61);
    expect(accepted).toEqual([]);
  });

  test('200 random single substitutions over fresh keys are all rejected', () => {
    const accepted: string[] = [];
    for (let round = 0; round < 200; round++) {
      const key = generateApiKey();
      const index = RANDOM_START + Math.floor(Math.random() * 32);
      const mutated = substitute(key, index, otherBase62(key[index]!, 1 + Math.floor(Math.random() * 61)));
      expect(mutated).not.toBe(key);
      expect(mutated).toMatch(KEY_SHAPE);
      if (isWellFormedApiKey(mutated)) accepted.push(mutated);
    }
    expect(accepted).toEqual([]);
  });

  test('every single-character substitution in the checksum part is rejected', () => {
    const key = generateApiKey();
    for (let index = RANDOM_END; index < key.length; index++) {
      for (let offset = 1; offset < 62; offset++) {
        expect(isWellFormedApiKey(substitute(key, index, otherBase62(key[index]!, offset)))).toBe(false);
      }
    }
  });

  test('swapping two different adjacent characters in the random part is rejected', () => {
    const key = generateApiKey();
    for (let index = RANDOM_START; index < RANDOM_END - 1; index++) {
      if (key[index] === key[index + 1]) continue;
      const swapped = key.slice(0, index) + key[index + 1] + key[index] + key.slice(index + 2);
      expect(isWellFormedApiKey(swapped)).toBe(false);
    }
  });

  test('a checksum copied from another key does not validate', () => {
    const a = generateApiKey();
    const b = generateApiKey();
    const franken = a.slice(0, RANDOM_END) + b.slice(RANDOM_END);
    expect(a.slice(RANDOM_END)).not.toBe(b.slice(RANDOM_END)); // 1 in 62^6 chance of a collision
    expect(isWellFormedApiKey(franken)).toBe(false);
  });
});

describe('isWellFormedApiKey: shape', () => {
  const key = generateApiKey();
  const body = key.slice(RANDOM_START);

  test('accepts the key itself', () => {
    expect(isWellFormedApiKey(key)).toBe(true);
  });

  test.each([
    ['test prefix', `vitae_test_${body}`],
    ['upper-case prefix', `VITAE_LIVE_${body}`],
    ['missing prefix', body],
    ['prefix without underscore', `vitae_live${body}`],
    ['other product prefix', `sk_live_${body}`],
    ['doubled prefix', `vitae_live_${key}`],
  ])('rejects a wrong prefix (%s)', (_name, value) => {
    expect(isWellFormedApiKey(value)).toBe(false);
  });

  test('rejects keys one character too short or too long', () => {
    expect(isWellFormedApiKey(key.slice(0, -1))).toBe(false);
    expect(isWellFormedApiKey(`${key}a`)).toBe(false);
    expect(isWellFormedApiKey(key.slice(0, RANDOM_END))).toBe(false); // checksum cut off
    expect(isWellFormedApiKey(API_KEY_PREFIX)).toBe(false);
  });

  test.each(['-', '_', '+', '/', '=', '.', ' ', 'é', '\u0000'])('rejects a non-base62 character %j in the body', (char) => {
    expect(BASE62).not.toContain(char);
    expect(isWellFormedApiKey(substitute(key, RANDOM_START + 5, char))).toBe(false);
    expect(isWellFormedApiKey(substitute(key, key.length - 1, char))).toBe(false);
  });

  test('rejects the empty string', () => {
    expect(isWellFormedApiKey('')).toBe(false);
  });

  test.each([
    ['leading space', ` ${key}`],
    ['trailing space', `${key} `],
    ['trailing newline', `${key}\n`],
    ['leading tab', `\t${key}`],
    ['both sides', `  ${key}  `],
  ])('rejects a whitespace-padded key (%s)', (_name, value) => {
    expect(isWellFormedApiKey(value)).toBe(false);
  });
});

describe('hashApiKey', () => {
  test('is 64 lower-case hex characters', () => {
    expect(hashApiKey(generateApiKey())).toMatch(/^[0-9a-f]{64}$/);
  });

  test('is the SHA-256 of the whole key', () => {
    // Known vectors for SHA-256.
    expect(hashApiKey('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hashApiKey('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const key = generateApiKey();
    expect(hashApiKey(key)).toBe(new Bun.CryptoHasher('sha256').update(key).digest('hex'));
  });

  test('is deterministic and differs between keys', () => {
    const key = generateApiKey();
    expect(hashApiKey(key)).toBe(hashApiKey(key));
    expect(hashApiKey(key)).not.toBe(hashApiKey(generateApiKey()));
    expect(hashApiKey(key)).not.toBe(hashApiKey(`${key} `));
  });
});

describe('lastFour', () => {
  test('returns the last four characters', () => {
    expect(lastFour('vitae_live_abcdefWXYZ')).toBe('WXYZ');
    const key = generateApiKey();
    expect(lastFour(key)).toBe(key.slice(-4));
    expect(lastFour(key)).toHaveLength(4);
    expect(key.endsWith(lastFour(key))).toBe(true);
  });

  test('returns the whole string when shorter than four characters', () => {
    expect(lastFour('abc')).toBe('abc');
    expect(lastFour('')).toBe('');
  });
});
