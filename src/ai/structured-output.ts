/**
 * One JSON object from a language model, checked against a schema: `streamText` with
 * `Output.object` (AI SDK v7; `generateObject` is deprecated), one total deadline over every
 * attempt, a stall limit between the streamed pieces of the answer, and exactly one retry when the
 * answer is not valid JSON or fails the schema. Network and HTTP failures are not retried: the
 * deadline is the caller's budget, and a provider that is down will not be up a second later.
 *
 * The answer is streamed only so that a provider which starts answering and then stops sending is
 * caught after `stallMs` of silence rather than at the end of the whole deadline; the object is
 * used only once complete and valid. The stall limit counts from the first piece of the answer:
 * before it, a model may be reading a long prompt or thinking, which the total deadline bounds.
 * A stall is a timeout, not an invalid answer, so it is not retried.
 */
import type { JSONSchema7, LanguageModel } from 'ai';
import { retryAfterSeconds } from './retry-after.ts';

/** Why no object came back. */
export type StructuredOutputFailure = 'invalid' | 'timeout' | 'provider';

/** Thrown by {@link generateStructured}; `reason` is safe to show (no keys, no provider bodies). */
export class StructuredOutputError extends Error {
  constructor(
    readonly reason: StructuredOutputFailure,
    message: string,
    readonly attempts: number,
  ) {
    super(message);
    this.name = 'StructuredOutputError';
  }
}

export interface StructuredRequest<T> {
  model: LanguageModel;
  system: string;
  prompt: string;
  /** Sent to the provider as the response format. */
  schema: JSONSchema7;
  /** Decides whether a parsed answer is acceptable; returns the typed value or a reason. */
  validate(value: unknown): { ok: true; value: T } | { ok: false; message: string };
  /** Total time for all attempts. */
  timeoutMs: number;
  /** Longest silence between two pieces of a streamed answer; past it the attempt ends as a timeout. */
  stallMs: number;
  /** Attempts when the answer is invalid; default 2 (one retry). */
  attempts?: number;
  /** Caps the answer's length. */
  maxOutputTokens?: number;
  /** What the object is, for the provider and for messages; 'resume' unless given. */
  name?: string;
  /** The caller's cancellation (a client that went away): stops the request at once. */
  signal?: AbortSignal;
}

/** The validated object; throws StructuredOutputError otherwise. */
export async function generateStructured<T>(request: StructuredRequest<T>): Promise<T> {
  // Imported on the first model call (before the deadline starts): the AI SDK weighs ~17 MiB of RSS
  // with its providers, in instances that may never call a model.
  const { jsonSchema, NoObjectGeneratedError, Output, streamText } = await import('ai');
  const deadline = AbortSignal.timeout(request.timeoutMs);
  const abortSignal = request.signal ? AbortSignal.any([deadline, request.signal]) : deadline;
  const name = request.name ?? 'resume';
  const attempts = request.attempts ?? 2;
  const schema = jsonSchema<T>(request.schema, {
    validate: (value) => {
      const result = request.validate(value);
      return result.ok ? { success: true, value: result.value } : { success: false, error: new Error(result.message) };
    },
  });
  let lastProblem = '';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    // streamText reports a provider's failure here, while the output only says that none came.
    const streamErrors: unknown[] = [];
    try {
      const result = streamText({
        model: request.model,
        system: request.system,
        prompt: request.prompt,
        output: Output.object({ schema, name }),
        temperature: 0,
        maxOutputTokens: request.maxOutputTokens,
        // Retries of failed HTTP calls would spend the deadline on a provider that is failing.
        maxRetries: 0,
        abortSignal,
        timeout: { chunkMs: request.stallMs },
        // Our schema has optional fields, which OpenAI's strict mode refuses.
        providerOptions: { openai: { strictJsonSchema: false } },
        // Collected rather than logged: the failure is reported below, once, without provider bodies.
        onError: ({ error }) => void streamErrors.push(error),
      });
      return (await result.output) as T;
    } catch (thrown) {
      const error = streamErrors[0] ?? thrown;
      // The caller's own cancellation is theirs to report; it is neither a timeout nor the provider's fault.
      if (request.signal?.aborted) throw request.signal.reason;
      if (deadline.aborted) throw new StructuredOutputError('timeout', `the model did not answer within ${request.timeoutMs / 1000} s`, attempt);
      if (isStall(error)) throw new StructuredOutputError('timeout', `the model stopped sending for ${request.stallMs / 1000} s`, attempt);
      if (!NoObjectGeneratedError.isInstance(error)) throw new StructuredOutputError('provider', providerProblem(error), attempt);
      lastProblem = describe(error.cause ?? error);
    }
  }
  throw new StructuredOutputError('invalid', `the model's answer was not a valid ${name} twice (${lastProblem})`, attempts);
}

/**
 * The SDK's stall limit (`timeout.chunkMs`) ends the stream with a TimeoutError. With the caller's
 * signal and the deadline ruled out first, it is the only timeout left that can end an attempt.
 */
function isStall(error: unknown): boolean {
  return (error as Error | undefined)?.name === 'TimeoutError';
}

/**
 * Why the provider failed, for the caller's message. A 429 says so and when the provider will take
 * requests again, since that tells the client to wait rather than to check its request or key.
 */
function providerProblem(error: unknown): string {
  if ((error as { statusCode?: unknown }).statusCode !== 429) return `the model could not be reached (${describe(error)})`;
  const seconds = retryAfterSeconds((error as { responseHeaders?: Record<string, string> }).responseHeaders?.['retry-after']);
  return `the provider rate-limited the request (HTTP 429)${seconds === undefined ? '' : `; retry after ${seconds} s`}`;
}

/** A short description of an SDK error without echoing response bodies (which may carry keys). */
function describe(error: unknown): string {
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number') return `HTTP ${status}`;
  const name = (error as Error)?.name ?? 'error';
  const message = String((error as Error)?.message ?? '')
    .split('\n')[0]!
    .slice(0, 160);
  return `${name}: ${message}`.replace(/(sk|key)[-_][A-Za-z0-9_-]{8,}/g, '[redacted]');
}
