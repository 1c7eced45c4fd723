/**
 * A language model's answer for a request that fails when the model does: tailoring and cover
 * letters (not parsing, which falls back to its built-in result). generateStructured's failure
 * becomes the request's 504 `upstream_timeout` when the model ran out of time (the deadline or the
 * stall limit) and 502 `upstream_failed` otherwise, with generateStructured's own message, which
 * holds an HTTP status or a short reason with key-like strings redacted, never a provider's body.
 */
import type { AppContext } from '../context.ts';
import { AppError } from '../domain/errors.ts';
import { generateStructured, StructuredOutputError, type StructuredRequest } from '../ai/structured-output.ts';

/** Time beyond the model's own deadline before a pipeline step's deadline fires, so the model's precise 504 wins. */
const STEP_MARGIN_MS = 5_000;

/** The deadline of a pipeline step that waits for a model. */
export function modelStepDeadlineMs(context: AppContext): number {
  return context.config.ai.timeoutMs + STEP_MARGIN_MS;
}

/**
 * The validated answer within the configured deadline and stall limit (AI_TIMEOUT_MS, AI_STALL_MS);
 * throws AppError 502/504 when the model fails. The caller's cancellation passes through as-is.
 */
export async function modelAnswer<T>(context: AppContext, request: Omit<StructuredRequest<T>, 'timeoutMs' | 'stallMs'>): Promise<T> {
  const { timeoutMs, stallMs } = context.config.ai;
  try {
    return await generateStructured({ ...request, timeoutMs, stallMs });
  } catch (error) {
    if (!(error instanceof StructuredOutputError)) throw error;
    throw new AppError(error.reason === 'timeout' ? 'upstream_timeout' : 'upstream_failed', `The AI provider failed: ${error.message}`);
  }
}
