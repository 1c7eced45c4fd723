/**
 * Checks that an API key works by making one tiny real call to the provider.
 * Listing models would be cheaper, but not every provider has that endpoint and it
 * does not prove the key may use the chosen model; a 16-token answer does both.
 *
 * A failed check says who has to act, because "your key is wrong" and "we could not ask" call for
 * different answers:
 * - `refused`: the provider answered and said no to the key, the model or the account: 401, 403,
 *   400 (a bad key for Gemini and xAI, else a request the provider will not serve, in practice the
 *   model id), 404 (no such model, or not for this key), 402 and a 429 that means the quota is spent.
 * - `unavailable`: nothing is known about the key: the provider could not be reached, answered 5xx,
 *   gave an answer that could not be read, or rate-limited the call. A 429 proves nothing: OpenAI
 *   answers it to keys whose quota is spent, and rate limits in front of an API may answer before
 *   the key is looked at, so a key is never taken as good on a 429; its Retry-After is kept.
 * - `timeout`: no answer within the deadline (or the provider's own 408).
 */
import type { APICallError, LanguageModel } from 'ai';
import { retryAfterSeconds } from './retry-after.ts';

/** Who has to act when a key could not be confirmed (see the header). */
export type KeyCheckFailure = 'refused' | 'unavailable' | 'timeout';

/** Outcome of a key check: ok, or why not (with the HTTP status when the provider answered). */
export type ProviderKeyCheck = { ok: true } | { ok: false; failure: KeyCheckFailure; status?: number; reason: string; retryAfterSeconds?: number };

/** Options for {@link verifyProviderKey}. */
export interface VerifyProviderKeyOptions {
  /** Give up after this long; default 15 000 ms. */
  timeoutMs?: number;
  /**
   * The key being checked, so it can be scrubbed from the reason even when a
   * provider echoes it back in an unusual format. Key-shaped strings are scrubbed regardless.
   */
  apiKey?: string;
}

const defaultTimeoutMs = 15_000;
// OpenAI's Responses API rejects max_output_tokens below 16; every other provider accepts 16.
const probeMaxOutputTokens = 16;
const maxDetailLength = 200;

/**
 * Makes one minimal generation call through the model and reports whether the
 * provider accepted it. Never throws: every failure becomes `{ ok: false }`.
 */
export async function verifyProviderKey(model: LanguageModel, options: VerifyProviderKeyOptions = {}): Promise<ProviderKeyCheck> {
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const controller = new AbortController();
  // Imported on the first check: the AI SDK weighs ~17 MiB of RSS with its providers.
  const { APICallError, generateText } = await import('ai');
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    await generateText({
      model,
      prompt: 'Reply with OK',
      maxOutputTokens: probeMaxOutputTokens,
      // A retry would only delay the answer; the caller can simply try again.
      maxRetries: 0,
      abortSignal: controller.signal,
    });
    return { ok: true };
  } catch (error) {
    return describeFailure(error, APICallError, {
      timedOut: controller.signal.aborted,
      timeoutMs,
      secret: options.apiKey,
    });
  } finally {
    clearTimeout(timer);
  }
}

/** The SDK's APICallError class (its `isInstance`), passed along as the SDK is imported lazily. */
type ApiCallErrors = { isInstance(error: unknown): error is APICallError };

interface FailureContext {
  timedOut: boolean;
  timeoutMs: number;
  secret: string | undefined;
}

function describeFailure(error: unknown, apiCallErrors: ApiCallErrors, context: FailureContext): ProviderKeyCheck {
  try {
    if (context.timedOut) {
      return { ok: false, failure: 'timeout', reason: `The provider did not answer within ${context.timeoutMs / 1000} s.` };
    }
    const apiCallError = findApiCallError(error, apiCallErrors);
    const detail = scrubSecrets(messageOf(apiCallError ?? error), context.secret);
    if (apiCallError === undefined) return { ok: false, failure: 'unavailable', reason: `The test call failed: ${detail}` };
    const status = apiCallError.statusCode;
    if (status === undefined) return { ok: false, failure: 'unavailable', reason: `Could not reach the provider: ${detail}` };
    return { ok: false, status, ...describeHttpFailure(status, apiCallError, detail) };
  } catch {
    // Describing the error must not break the "never throws" promise.
    return { ok: false, failure: 'unavailable', reason: 'The test call failed for an unknown reason.' };
  }
}

type HttpFailure = { failure: KeyCheckFailure; reason: string; retryAfterSeconds?: number };

function describeHttpFailure(status: number, error: APICallError, detail: string): HttpFailure {
  // A 2xx here is an answer the SDK could not read: malformed JSON, or a body cut off mid-way.
  if (status < 400) return { failure: 'unavailable', reason: `The provider's answer could not be read (HTTP ${status}): ${detail}` };
  // Auth failures get a fixed text: their messages are the ones most likely to echo the key.
  if (isRejectedKey(status, error)) return { failure: 'refused', reason: `The provider rejected the API key (HTTP ${status}).` };
  if (status === 429 && !isQuotaSpent(error)) {
    const seconds = retryAfterSeconds(error.responseHeaders?.['retry-after']);
    const reason = `The provider rate-limited the test call (HTTP 429)${seconds === undefined ? '' : `; retry after ${seconds} s`}.`;
    return seconds === undefined ? { failure: 'unavailable', reason } : { failure: 'unavailable', reason, retryAfterSeconds: seconds };
  }
  const failure: KeyCheckFailure = status >= 500 ? 'unavailable' : status === 408 ? 'timeout' : 'refused';
  return { failure, reason: `${summarizeStatus(status)} (HTTP ${status}): ${detail}` };
}

// Gemini answers a bad key with 400 API_KEY_INVALID and xAI with 400 "Incorrect API key", not 401.
function isRejectedKey(status: number, error: APICallError): boolean {
  if (status === 401) return true;
  if (status !== 400) return false;
  return /api[ _-]?key/i.test(errorText(error));
}

// OpenAI's 429 for an account without credit carries the code insufficient_quota: waiting will not help.
function isQuotaSpent(error: APICallError): boolean {
  return /insufficient_quota/i.test(errorText(error));
}

function errorText(error: APICallError): string {
  return `${error.message} ${error.responseBody ?? ''}`;
}

function summarizeStatus(status: number): string {
  if (status === 400) return 'The provider refused the test call, usually because of the model id; check it';
  if (status === 402) return 'The provider account has no credit or billing set up';
  if (status === 403) return 'The API key is not allowed to do this';
  if (status === 404) return 'The provider has no model by this id, or this key may not use it; check the model id';
  if (status === 408) return 'The provider timed out';
  if (status === 429) return 'The provider account has no quota left';
  if (status >= 500) return 'The provider had a server error';
  return 'The provider refused the request';
}

/** Finds the SDK's HTTP error, which may be wrapped (RetryError.lastError, cause chains). */
function findApiCallError(error: unknown, apiCallErrors: ApiCallErrors): APICallError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current != null; depth++) {
    if (apiCallErrors.isInstance(current)) return current;
    const wrapper = current as { lastError?: unknown; cause?: unknown };
    current = wrapper.lastError ?? wrapper.cause;
  }
  return undefined;
}

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}

// Known key prefixes (OpenAI/Anthropic/DeepSeek sk-, Groq gsk_, xAI xai-, Perplexity pplx-,
// Fireworks fw_, Google AIza, Together tgp_) and long unprefixed tokens (Mistral, Together hex keys).
const keyShapedPatterns: readonly RegExp[] = [
  /\b(?:sk|gsk|xai|pplx|fw|tgp|AIza)[-_][-_A-Za-z0-9]{6,}/g,
  /\bAIza[-_A-Za-z0-9]{20,}/g,
  /\b[A-Za-z0-9_]{32,}\b/g,
  // Partially masked echoes such as "sk-abc***wxyz".
  /\S*\*{3,}\S*/g,
];

/** Removes the given key and anything key-shaped, then trims to a readable length. */
function scrubSecrets(text: string, secret: string | undefined): string {
  let scrubbed = text;
  if (secret !== undefined && secret.length > 0) {
    scrubbed = scrubbed.split(secret).join('[redacted]');
    scrubbed = scrubbed.split(encodeURIComponent(secret)).join('[redacted]');
  }
  for (const pattern of keyShapedPatterns) scrubbed = scrubbed.replace(pattern, '[redacted]');
  scrubbed = scrubbed.replace(/\s+/g, ' ').trim();
  return scrubbed.length > maxDetailLength ? `${scrubbed.slice(0, maxDetailLength - 1)}…` : scrubbed;
}
