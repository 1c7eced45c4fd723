import { describe, expect, test } from 'bun:test';
import { csrfKey, csrfToken, csrfTokenMatches, isCsrfSecret, newCsrfSecret, sameOriginRequest } from './csrf.ts';

const KEY = csrfKey(Buffer.alloc(32, 7));
const OTHER_KEY = csrfKey(Buffer.alloc(32, 8));
const OURS = new Set(['https://vitae.example.com', 'http://localhost']);

describe('CSRF tokens', () => {
  test('a secret is 32 random bytes in base64url; the token is 43 base64url characters', () => {
    const secret = newCsrfSecret();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newCsrfSecret()).not.toBe(secret);
    expect(csrfToken(KEY, secret)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test('the key is derived from the secrets key, not the secrets key itself', () => {
    expect(KEY.equals(Buffer.alloc(32, 7))).toBe(false);
    expect(KEY).toHaveLength(32);
    expect(csrfKey(Buffer.alloc(32, 7)).equals(KEY)).toBe(true);
  });

  test('a token matches its own secret under its own key, and nothing else', () => {
    const secret = newCsrfSecret();
    const token = csrfToken(KEY, secret);
    expect(csrfTokenMatches(KEY, secret, token)).toBe(true);
    expect(csrfTokenMatches(KEY, newCsrfSecret(), token)).toBe(false);
    expect(csrfTokenMatches(OTHER_KEY, secret, token)).toBe(false);
    expect(csrfTokenMatches(KEY, secret, csrfToken(OTHER_KEY, secret))).toBe(false);
  });

  test.each([
    ['no token', null],
    ['an empty token', ''],
    ['the secret itself', 'SECRET'],
    ['a truncated token', 'TRUNCATED'],
    ['a longer token', 'LONGER'],
    ['one character changed', 'FLIPPED'],
  ])('refused: %s', (_, kind) => {
    const secret = newCsrfSecret();
    const token = csrfToken(KEY, secret);
    const presented =
      kind === 'SECRET' ? secret : kind === 'TRUNCATED' ? token.slice(0, -1) : kind === 'LONGER' ? `${token}A` : kind === 'FLIPPED' ? `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` : kind;
    expect(csrfTokenMatches(KEY, secret, presented)).toBe(false);
  });

  test.each([undefined, '', 'short', `${'a'.repeat(43)}=`, 'a'.repeat(44), `${'a'.repeat(42)}+`, `${'é'.repeat(43)}`])('a malformed cookie %p is no secret and matches no token', (secret) => {
    expect(isCsrfSecret(secret)).toBe(false);
    // Even the token an attacker could compute for it does not pass.
    expect(csrfTokenMatches(KEY, secret, csrfToken(KEY, secret ?? ''))).toBe(false);
  });
});

describe('same-origin request', () => {
  const headers = (init: Record<string, string>) => new Headers(init);

  test('no Origin and no Sec-Fetch-Site (not a browser, or an old one): allowed, the token decides', () => {
    expect(sameOriginRequest(headers({}), OURS)).toBe(true);
  });

  test.each(['https://vitae.example.com', 'http://localhost', 'HTTPS://VITAE.EXAMPLE.COM'])('Origin %p is ours', (origin) => {
    expect(sameOriginRequest(headers({ origin }), OURS)).toBe(true);
  });

  test.each(['https://evil.example', 'null', 'http://vitae.example.com', 'https://vitae.example.com:8443', 'https://sub.vitae.example.com', ''])('Origin %p is refused', (origin) => {
    expect(sameOriginRequest(headers({ origin }), OURS)).toBe(false);
  });

  test.each([
    ['same-origin', true],
    ['none', true],
    ['same-site', false],
    ['cross-site', false],
    ['', false],
  ] as const)('Sec-Fetch-Site %p: %p', (site, allowed) => {
    expect(sameOriginRequest(headers({ 'sec-fetch-site': site }), OURS)).toBe(allowed);
    expect(sameOriginRequest(headers({ origin: 'https://vitae.example.com', 'sec-fetch-site': site }), OURS)).toBe(allowed);
  });
});
