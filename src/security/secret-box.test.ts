import { describe, expect, test } from 'bun:test';
import { randomBytes } from 'node:crypto';
import { openSecret, sealSecret } from './secret-box.ts';

const KEY = Buffer.alloc(32, 7);
const OTHER_KEY = Buffer.alloc(32, 8);
const OWNER = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';
const SECRET = 'sk-proj-THIS-IS-A-PROVIDER-KEY-1234567890';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The three dot-separated parts of a sealed value. */
function parts(sealed: string): [string, string, string] {
  const split = sealed.split('.');
  expect(split).toHaveLength(3);
  return split as [string, string, string];
}

/** `sealed` with one bit flipped in byte `index` of its ciphertext+tag part. */
function flipBodyByte(sealed: string, index: number): string {
  const [version, iv, body] = parts(sealed);
  const bytes = Buffer.from(body, 'base64url');
  bytes[index] = bytes[index]! ^ 0x01;
  return [version, iv, bytes.toString('base64url')].join('.');
}

describe('sealSecret / openSecret round trip', () => {
  test.each([
    ['an API key', SECRET],
    ['the empty string', ''],
    ['unicode (accents, CJK, emoji, combining marks)', 'clé secrète – 秘密鍵 – 🔑👩‍💻 – e\u0301'],
    ['whitespace and control characters', ' \t\n\r\u0000 end '],
    ['a long text', 'x'.repeat(100_000)],
    ['text that looks like a sealed value', 'v1.AAAA.BBBB'],
  ])('returns %s unchanged', (_name, plaintext) => {
    const sealed = sealSecret(KEY, plaintext, OWNER);
    expect(openSecret(KEY, sealed, OWNER)).toBe(plaintext);
  });

  test('works with a random key', () => {
    const key = randomBytes(32);
    expect(openSecret(key, sealSecret(key, SECRET, OWNER), OWNER)).toBe(SECRET);
  });

  test('works with empty associated data', () => {
    expect(openSecret(KEY, sealSecret(KEY, SECRET, ''), '')).toBe(SECRET);
  });
});

describe('the sealed format', () => {
  test('is v1.<12-byte iv>.<ciphertext + 16-byte tag> in base64url', () => {
    const sealed = sealSecret(KEY, SECRET, OWNER);
    const [version, iv, body] = parts(sealed);
    expect(version).toBe('v1');
    expect(iv).toMatch(BASE64URL);
    expect(body).toMatch(BASE64URL);
    expect(Buffer.from(iv, 'base64url')).toHaveLength(12);
    // GCM is a stream mode: the ciphertext is as long as the UTF-8 plaintext, then the tag.
    expect(Buffer.from(body, 'base64url')).toHaveLength(Buffer.byteLength(SECRET) + 16);
  });

  test('an empty plaintext still carries a 16-byte tag', () => {
    const [, , body] = parts(sealSecret(KEY, '', OWNER));
    expect(Buffer.from(body, 'base64url')).toHaveLength(16);
  });

  test('does not contain the plaintext, in clear or in base64', () => {
    const sealed = sealSecret(KEY, SECRET, OWNER);
    expect(sealed).not.toContain(SECRET);
    expect(sealed).not.toContain('PROVIDER');
    expect(sealed).not.toContain(Buffer.from(SECRET).toString('base64url').slice(0, 16));
    expect(sealed).not.toContain(Buffer.from(SECRET).toString('base64').slice(0, 16));
    expect(sealed).not.toContain(OWNER);
  });

  test('two seals of the same text differ (random IV), and both open', () => {
    const first = sealSecret(KEY, SECRET, OWNER);
    const second = sealSecret(KEY, SECRET, OWNER);
    expect(first).not.toBe(second);
    expect(parts(first)[1]).not.toBe(parts(second)[1]);
    expect(parts(first)[2]).not.toBe(parts(second)[2]);
    expect(openSecret(KEY, first, OWNER)).toBe(SECRET);
    expect(openSecret(KEY, second, OWNER)).toBe(SECRET);
  });

  test('IVs do not repeat over many seals', () => {
    const ivs = new Set(Array.from({ length: 500 }, () => parts(sealSecret(KEY, 'same', OWNER))[1]));
    expect(ivs.size).toBe(500);
  });
});

describe('openSecret rejects', () => {
  const sealed = sealSecret(KEY, SECRET, OWNER);

  test('a different key', () => {
    expect(() => openSecret(OTHER_KEY, sealed, OWNER)).toThrow();
    expect(() => openSecret(randomBytes(32), sealed, OWNER)).toThrow();
  });

  test('a key of the wrong length', () => {
    expect(() => openSecret(KEY.subarray(0, 16), sealed, OWNER)).toThrow();
  });

  test('different associated data (a ciphertext copied onto another owner)', () => {
    expect(() => openSecret(KEY, sealed, 'another-owner')).toThrow();
    expect(() => openSecret(KEY, sealed, '')).toThrow();
    expect(() => openSecret(KEY, sealed, OWNER.toUpperCase())).toThrow();
    expect(() => openSecret(KEY, sealed, `${OWNER} `)).toThrow();
  });

  test('a flipped bit in any byte of the ciphertext or the tag', () => {
    const length = Buffer.from(parts(sealed)[2], 'base64url').length;
    for (let index = 0; index < length; index++) {
      expect(() => openSecret(KEY, flipBodyByte(sealed, index), OWNER)).toThrow();
    }
  });

  test('a flipped bit in the IV', () => {
    const [version, iv, body] = parts(sealed);
    const bytes = Buffer.from(iv, 'base64url');
    bytes[0] = bytes[0]! ^ 0x80;
    expect(() => openSecret(KEY, [version, bytes.toString('base64url'), body].join('.'), OWNER)).toThrow();
  });

  test('the IV and body of two different seals mixed together', () => {
    const other = sealSecret(KEY, SECRET, OWNER);
    expect(() => openSecret(KEY, [parts(sealed)[0], parts(other)[1], parts(sealed)[2]].join('.'), OWNER)).toThrow();
  });

  test('truncated bodies, however short', () => {
    const [version, iv, body] = parts(sealed);
    const bytes = Buffer.from(body, 'base64url');
    for (let length = 0; length < bytes.length; length++) {
      const truncated = [version, iv, bytes.subarray(0, length).toString('base64url')].join('.');
      expect(() => openSecret(KEY, truncated, OWNER)).toThrow();
    }
  });

  test('a truncated tag on an empty plaintext (no short GCM tags accepted)', () => {
    const [version, iv, body] = parts(sealSecret(KEY, '', OWNER));
    const tag = Buffer.from(body, 'base64url');
    for (const length of [4, 8, 12, 13, 14, 15]) {
      expect(() => openSecret(KEY, [version, iv, tag.subarray(0, length).toString('base64url')].join('.'), OWNER)).toThrow();
    }
  });

  test('a truncated sealed string', () => {
    for (const cut of [1, 5, 22, sealed.length - 1]) {
      expect(() => openSecret(KEY, sealed.slice(0, sealed.length - cut), OWNER)).toThrow();
    }
  });

  test.each([
    ['empty', ''],
    ['garbage', 'not a secret at all'],
    ['only the version', 'v1'],
    ['version and iv only', 'v1.AAAAAAAAAAAAAAAA'],
    ['empty parts', 'v1..'],
    ['empty iv', 'v1..AAAAAAAAAAAAAAAAAAAAAA'],
    ['random base64url parts', `v1.${randomBytes(12).toString('base64url')}.${randomBytes(40).toString('base64url')}`],
  ])('a malformed string (%s)', (_name, value) => {
    expect(() => openSecret(KEY, value, OWNER)).toThrow();
  });

  test('a wrong or missing version', () => {
    const [, iv, body] = parts(sealed);
    for (const version of ['v2', 'V1', 'v0', '', 'v1 ']) {
      expect(() => openSecret(KEY, [version, iv, body].join('.'), OWNER)).toThrow('Unrecognised secret format');
    }
  });

  test('plain text stored before encryption was introduced', () => {
    expect(() => openSecret(KEY, SECRET, OWNER)).toThrow('Unrecognised secret format');
  });
});
