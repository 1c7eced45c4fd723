/**
 * The API key format: `vitae_live_` + 32 base62 characters + a 6-character base62 CRC32 of those 32.
 * The checksum lets us reject mistyped or truncated keys without a database lookup and lets secret
 * scanners recognise leaked keys. Only the SHA-256 hash, the prefix and the last 4 characters are stored.
 */
import { createHash, randomInt } from 'node:crypto';
import { crc32 } from '../runtime/crc32.ts';

export const API_KEY_PREFIX = 'vitae_live_';
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
const KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH + CHECKSUM_LENGTH}}$`);

/** A fresh key from a CSPRNG (190 bits of entropy). */
export function generateApiKey(): string {
  let random = '';
  for (let index = 0; index < RANDOM_LENGTH; index++) random += BASE62[randomInt(62)];
  return API_KEY_PREFIX + random + checksum(random);
}

/** Format and checksum check, no I/O. */
export function isWellFormedApiKey(value: string): boolean {
  if (!KEY_PATTERN.test(value)) return false;
  const random = value.slice(API_KEY_PREFIX.length, API_KEY_PREFIX.length + RANDOM_LENGTH);
  return value.endsWith(checksum(random));
}

/** The value stored and looked up: hex SHA-256 of the whole key. */
export function hashApiKey(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** What may be shown of a key after creation. */
export function lastFour(value: string): string {
  return value.slice(-4);
}

function checksum(random: string): string {
  let crc = crc32(random);
  let encoded = '';
  for (let index = 0; index < CHECKSUM_LENGTH; index++) {
    encoded = BASE62[crc % 62] + encoded;
    crc = Math.floor(crc / 62);
  }
  return encoded;
}
