/** Creating, listing, revoking, regenerating and authenticating API keys. */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context.ts';
import type { ApiForm } from '../config.ts';
import { API_KEY_PREFIX, generateApiKey, hashApiKey, isWellFormedApiKey, lastFour } from '../domain/api-key.ts';
import { creditBalance } from '../domain/credits.ts';
import { AppError, invalidApiKey, notFound } from '../domain/errors.ts';
import { parseId } from '../domain/ids.ts';
import type { Principal } from '../domain/principal.ts';
import { isScope, scopes as allScopes, type Scope } from '../domain/scopes.ts';
import { findActiveKeyByHash, insertApiKey, isLiveKey, listApiKeys as selectApiKeys, replaceApiKeySecret, revokeApiKey as markRevoked, touchApiKey } from '../storage/api-keys.repository.ts';
import type { ApiKeyRow } from '../storage/tables.ts';

/** What may be shown of a key after its creation. */
export interface ApiKeyView {
  id: string;
  name: string;
  prefix: string;
  lastFour: string;
  scopes: Scope[];
  form: ApiForm;
  status: 'active' | 'revoked';
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface NewKeyOptions {
  name?: string;
  scopes?: string[];
  form?: ApiForm;
}

/** last_used_at is written at most this often per key, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

/** Creates a key; the returned `apiKey` is the only time the secret is ever shown. */
export async function createApiKey(context: AppContext, userId: string, options: NewKeyOptions = {}): Promise<{ key: ApiKeyView; apiKey: string }> {
  const apiKey = generateApiKey();
  const row = await insertApiKey(context.db, {
    id: randomUUID(),
    userId,
    name: (options.name ?? 'Default key').trim() || 'Default key',
    keyHash: hashApiKey(apiKey),
    keyPrefix: API_KEY_PREFIX,
    lastFour: lastFour(apiKey),
    scopes: validScopes(options.scopes),
    form: options.form ?? 'a',
  });
  return { key: presentKey(row), apiKey };
}

export async function listApiKeys(context: AppContext, userId: string): Promise<ApiKeyView[]> {
  return (await selectApiKeys(context.db, userId)).map(presentKey);
}

/** Permanently disables a key; 404 for a key that is not the user's or already revoked. */
export async function revokeApiKey(context: AppContext, userId: string, keyId: string): Promise<ApiKeyView> {
  const id = parseId(keyId);
  const row = id && (await markRevoked(context.db, userId, id));
  if (!row) throw notFound('API key');
  return presentKey(row);
}

/**
 * Regenerations of one key closer together than this are taken as one: the first wins, the others
 * get a 409. Comparing the old hash instead would only refuse regenerations whose reads overlapped
 * in the database; two requests sent together but read a few milliseconds apart would both answer
 * 200, and the first secret would already be dead when its caller got it.
 */
export const REGENERATION_SETTLE_SECONDS = 5;

/**
 * New secret for the same key (name, scopes, form kept); the old secret stops working at once.
 * Every secret this returns works until a later, deliberate regeneration: of concurrent (or
 * double-clicked) regenerations exactly one wins and the others get a 409 conflict.
 */
export async function regenerateApiKey(context: AppContext, userId: string, keyId: string): Promise<{ key: ApiKeyView; apiKey: string }> {
  const id = parseId(keyId);
  if (!id) throw notFound('API key');
  const apiKey = generateApiKey();
  const row = await replaceApiKeySecret(context.db, userId, id, REGENERATION_SETTLE_SECONDS, { keyHash: hashApiKey(apiKey), lastFour: lastFour(apiKey) });
  if (row) return { key: presentKey(row), apiKey };
  // Not swapped: no such live key (the same 404 as ever), or another regeneration just won.
  if (!(await isLiveKey(context.db, userId, id))) throw notFound('API key');
  throw new AppError(
    'conflict',
    `This API key was regenerated concurrently by another request, whose new secret is the one that works. Try again in ${REGENERATION_SETTLE_SECONDS} seconds if you need another secret.`,
  );
}

/**
 * Resolves the caller of a request from the x-api-key value. Every failure is the same 401, and a
 * malformed or mistyped key is refused by its checksum without touching the database.
 */
export async function authenticateApiKey(context: AppContext, presented: string | null | undefined): Promise<Principal> {
  if (!presented || presented.length > 128 || !isWellFormedApiKey(presented)) throw invalidApiKey();
  const row = await findActiveKeyByHash(context.db, hashApiKey(presented));
  if (!row) throw invalidApiKey();
  if (!row.lastUsedAt || row.databaseNow.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    // Bookkeeping only: the request must not wait for it or fail because of it.
    touchApiKey(context.db, row.keyId, row.databaseNow).catch((error) => console.error('could not record key use', error));
  }
  return {
    keyId: row.keyId,
    userId: row.userId,
    email: row.email,
    plan: row.plan,
    scopes: row.scopes.filter(isScope),
    form: row.form,
    credits: creditBalance(row, row.databaseNow, context.config.quotas),
  };
}

/** Throws 403 unless the principal's key carries `scope` (one of them, when several are given). */
export function requireScope(principal: Principal, scope: Scope | readonly Scope[]): void {
  const accepted: readonly Scope[] = typeof scope === 'string' ? [scope] : scope;
  if (!accepted.some((one) => principal.scopes.includes(one))) {
    const named = accepted.map((one) => `"${one}"`).join(' or ');
    throw new AppError('insufficient_scope', `This API key lacks the ${named} scope required for this action.`);
  }
}

function validScopes(requested: string[] | undefined): Scope[] {
  if (requested === undefined) return [...allScopes];
  const unknown = requested.filter((scope) => !isScope(scope));
  if (unknown.length > 0) {
    throw new AppError('validation_failed', `Unknown scope: ${unknown.join(', ')}`, { details: [{ path: 'scopes', message: `must be among ${allScopes.join(', ')}` }] });
  }
  if (requested.length === 0) throw new AppError('validation_failed', 'A key needs at least one scope', { details: [{ path: 'scopes', message: 'must not be empty' }] });
  return [...new Set(requested as Scope[])];
}

function presentKey(row: ApiKeyRow): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.keyPrefix,
    lastFour: row.lastFour,
    scopes: row.scopes.filter(isScope),
    form: row.form,
    status: row.revokedAt ? 'revoked' : 'active',
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}
