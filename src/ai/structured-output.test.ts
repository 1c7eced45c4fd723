/**
 * generateStructured over a scripted streaming model: the answer used only when complete and valid,
 * one retry on invalid output, a stall between chunks ending the attempt as a timeout (never retried
 * as invalid output), the caller's cancellation passed through as-is. bun test fails the test
 * during which a rejection goes unhandled, so these also prove none of the stream's promises leaks
 * one; the failing cases wait a moment after the error so that a late one would land in them.
 */
import { describe, expect, test } from 'bun:test';
import type { LanguageModel } from 'ai';
import { scriptedModel } from '../../test/support/scripted-model.ts';
import { generateStructured, StructuredOutputError } from './structured-output.ts';

interface Greeting {
  greeting: string;
}

const VALID = JSON.stringify({ greeting: 'Hello, world' });
const INVALID = JSON.stringify({ greeting: 42 });

/** The request every test makes; a total deadline far beyond the stall limit, so the two are never confused. */
const request = (model: LanguageModel, signal?: AbortSignal) =>
  generateStructured<Greeting>({
    model,
    name: 'greeting',
    system: 'Answer with JSON.',
    prompt: 'Greet.',
    schema: { type: 'object', properties: { greeting: { type: 'string' } }, required: ['greeting'] },
    validate: (value) => (typeof (value as Greeting)?.greeting === 'string' ? { ok: true, value: value as Greeting } : { ok: false, message: '/greeting: Expected string' }),
    timeoutMs: 60_000,
    stallMs: 100,
    maxOutputTokens: 500,
    signal,
  });

/** Time for a rejection nobody handles to be reported, after the microtasks that could still handle it. */
const settle = () => Bun.sleep(20);

/** What the call rejects with, once the stream's leftovers have settled. */
async function rejectionOf(call: Promise<unknown>): Promise<unknown> {
  const outcome = await call.then(
    () => new Error('Expected a rejection, but the call resolved'),
    (error: unknown) => error,
  );
  await settle();
  return outcome;
}

/** The StructuredOutputError the call ends with. */
async function failureOf(call: Promise<unknown>): Promise<StructuredOutputError> {
  const outcome = await rejectionOf(call);
  if (!(outcome instanceof StructuredOutputError)) throw new Error(`Expected a StructuredOutputError, got ${String(outcome)}`);
  return outcome;
}

describe('generateStructured', () => {
  test('a valid streamed answer is returned; the call asks for JSON, capped, at temperature 0, without strict mode', async () => {
    const model = scriptedModel(VALID);
    expect(await request(model)).toEqual({ greeting: 'Hello, world' });
    expect(model.doStreamCalls.length).toBe(1);
    const [call] = model.doStreamCalls;
    expect(call!.responseFormat).toMatchObject({ type: 'json', name: 'greeting' });
    expect(call!.maxOutputTokens).toBe(500);
    expect(call!.temperature).toBe(0);
    expect(call!.providerOptions).toEqual({ openai: { strictJsonSchema: false } });
  });

  test('an invalid answer is retried once; the second, valid one is returned', async () => {
    const model = scriptedModel(INVALID, VALID);
    expect(await request(model)).toEqual({ greeting: 'Hello, world' });
    expect(model.doStreamCalls.length).toBe(2);
  });

  test('invalid twice: "invalid", with the validator\'s reason', async () => {
    const error = await failureOf(request(scriptedModel(INVALID, '{"greeting": "cut')));
    expect(error.reason).toBe('invalid');
    expect(error.attempts).toBe(2);
    expect(error.message).toMatch(/not a valid greeting twice/);
  });

  test('a stall mid-answer is a timeout after the stall limit, not retried as the invalid answer it leaves', async () => {
    const model = scriptedModel({ stallAfter: '{"greeting": "Hel' }, VALID);
    const error = await failureOf(request(model));
    expect(error.reason).toBe('timeout');
    expect(error.message).toBe('the model stopped sending for 0.1 s');
    expect(error.attempts).toBe(1);
    expect(model.doStreamCalls.length).toBe(1);
  });

  test('an invalid first answer, then a stall on the retry: a timeout on attempt 2', async () => {
    const model = scriptedModel(INVALID, { stallAfter: '{"greeting": "Hel' });
    const error = await failureOf(request(model));
    expect(error.reason).toBe('timeout');
    expect(error.message).toBe('the model stopped sending for 0.1 s');
    expect(error.attempts).toBe(2);
  });

  test("the caller's cancellation mid-stream is rethrown as its own reason, not reported as the model's failure", async () => {
    const controller = new AbortController();
    const reason = new Error('client went away');
    // A stall limit longer than the test: only the caller can end this call.
    const call = generateStructured({
      model: scriptedModel({ stallAfter: '{"greeting": "Hel' }),
      system: 'Answer with JSON.',
      prompt: 'Greet.',
      schema: { type: 'object' },
      validate: (value) => ({ ok: true, value }),
      timeoutMs: 60_000,
      stallMs: 60_000,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(reason), 20);
    expect(await rejectionOf(call)).toBe(reason);
  });
});
