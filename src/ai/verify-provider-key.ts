/**
 * Checks that an API key works by making one tiny real call to the provider.
 * Listing models would be cheaper, but not every provider has that endpoint and it
 * does not prove the key may use the chosen model; a 16-token answer does both.
 */
import { APICallError, generateText, type LanguageModel } from "ai";

/** Outcome of a key check: ok, or why not (with the HTTP status when the provider answered). */
export type ProviderKeyCheck = { ok: true } | { ok: false; status?: number; reason: string };

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
export async function verifyProviderKey(
  model: LanguageModel,
  options: VerifyProviderKeyOptions = {},
): Promise<ProviderKeyCheck> {
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    await generateText({
      model,
      prompt: "Reply with OK",
      maxOutputTokens: probeMaxOutputTokens,
      // A retry would only delay the answer; the caller can simply try again.
      maxRetries: 0,
      abortSignal: controller.signal,
    });
    return { ok: true };
  } catch (error) {
    return describeFailure(error, {
      timedOut: controller.signal.aborted,
      timeoutMs,
      secret: options.apiKey,
    });
  } finally {
    clearTimeout(timer);
  }
}

interface FailureContext {
  timedOut: boolean;
  timeoutMs: number;
  secret: string | undefined;
}

function describeFailure(error: unknown, context: FailureContext): ProviderKeyCheck {
  try {
    if (context.timedOut) {
      return { ok: false, reason: `The provider did not answer within ${context.timeoutMs / 1000} s.` };
    }
    const apiCallError = findApiCallError(error);
    const detail = scrubSecrets(messageOf(apiCallError ?? error), context.secret);
    if (apiCallError === undefined) return { ok: false, reason: `The test call failed: ${detail}` };
    const status = apiCallError.statusCode;
    if (status === undefined) return { ok: false, reason: `Could not reach the provider: ${detail}` };
    return { ok: false, status, reason: describeHttpFailure(status, apiCallError, detail) };
  } catch {
    // Describing the error must not break the "never throws" promise.
    return { ok: false, reason: "The test call failed for an unknown reason." };
  }
}

function describeHttpFailure(status: number, error: APICallError, detail: string): string {
  // Auth failures get a fixed text: their messages are the ones most likely to echo the key.
  if (isRejectedKey(status, error)) return `The provider rejected the API key (HTTP ${status}).`;
  return `${summarizeStatus(status)} (HTTP ${status}): ${detail}`;
}

// Gemini answers a bad key with 400 API_KEY_INVALID and xAI with 400 "Incorrect API key", not 401.
function isRejectedKey(status: number, error: APICallError): boolean {
  if (status === 401) return true;
  if (status !== 400) return false;
  const text = `${error.message} ${error.responseBody ?? ""}`;
  return /api[ _-]?key/i.test(text);
}

function summarizeStatus(status: number): string {
  if (status === 402) return "The provider account has no credit or billing set up";
  if (status === 403) return "The API key is not allowed to do this";
  if (status === 404) return "The model or endpoint was not found";
  if (status === 408) return "The provider timed out";
  if (status === 429) return "Rate limit or quota exceeded";
  if (status >= 500) return "The provider had a server error";
  return "The provider refused the request";
}

/** Finds the SDK's HTTP error, which may be wrapped (RetryError.lastError, cause chains). */
function findApiCallError(error: unknown): APICallError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current != null; depth++) {
    if (APICallError.isInstance(current)) return current;
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
    scrubbed = scrubbed.split(secret).join("[redacted]");
    scrubbed = scrubbed.split(encodeURIComponent(secret)).join("[redacted]");
  }
  for (const pattern of keyShapedPatterns) scrubbed = scrubbed.replace(pattern, "[redacted]");
  scrubbed = scrubbed.replace(/\s+/g, " ").trim();
  return scrubbed.length > maxDetailLength ? `${scrubbed.slice(0, maxDetailLength - 1)}…` : scrubbed;
}
