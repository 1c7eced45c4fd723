/**
 * AES-256-GCM for secrets at rest. The output is `v1.<iv>.<ciphertext+tag>` in base64url; the
 * associated data (the owner's id) binds a ciphertext to its row, so a ciphertext copied onto
 * another user does not decrypt.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Encrypts `plaintext` under `key`, bound to `associatedData`. */
export function sealSecret(key: Buffer, plaintext: string, associatedData: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(associatedData));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return [VERSION, iv.toString('base64url'), body.toString('base64url')].join('.');
}

/** Decrypts what `sealSecret` produced; throws when the key, data or ciphertext do not match. */
export function openSecret(key: Buffer, sealed: string, associatedData: string): string {
  const [version, ivText, bodyText] = sealed.split('.');
  if (version !== VERSION || !ivText || !bodyText) throw new Error('Unrecognised secret format');
  const iv = Buffer.from(ivText, 'base64url');
  const body = Buffer.from(bodyText, 'base64url');
  if (iv.length !== IV_BYTES || body.length < TAG_BYTES) throw new Error('Unrecognised secret format');
  // A fixed tag length: some runtimes would otherwise accept a truncated (forgeable) tag.
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(associatedData));
  decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
  return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString('utf8');
}
