/**
 * A language model for unit tests that answers from a script, one entry per call: the AI SDK's
 * MockLanguageModelV4 streaming each answer as a few text deltas, the way providers do, so the code
 * that reads a model runs as it does over HTTP, without a server. An entry can instead stop sending
 * mid-answer (a stall): its stream stays open until the caller aborts the call, as a fetch body would.
 */
import { MockLanguageModelV4 } from 'ai/test';

/** One part of a model's stream (the provider spec's type, reached through `ai/test`, our dependency). */
type StreamPart = Awaited<ReturnType<MockLanguageModelV4['doStream']>>['stream'] extends ReadableStream<infer Part> ? Part : never;

/** The answer's text, or the text sent before the stream falls silent. */
export type ScriptedAnswer = string | { stallAfter: string };

const usage = {
  inputTokens: { total: 5, noCache: 5, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};

/** A model whose n-th call gets the n-th answer; a call beyond the script fails the test. */
export function scriptedModel(...answers: ScriptedAnswer[]): MockLanguageModelV4 {
  const model: MockLanguageModelV4 = new MockLanguageModelV4({
    doStream: async (options) => {
      const answer = answers[model.doStreamCalls.length - 1];
      if (answer === undefined) throw new Error(`The script has ${answers.length} answers; call ${model.doStreamCalls.length} was not expected`);
      const stalls = typeof answer !== 'string';
      const text = stalls ? answer.stallAfter : answer;
      const third = Math.ceil(text.length / 3) || 1;
      const parts: StreamPart[] = [
        { type: 'stream-start', warnings: [] },
        { type: 'text-start', id: 'text-1' },
        ...[0, third, 2 * third].map((start) => ({ type: 'text-delta' as const, id: 'text-1', delta: text.slice(start, start + third) })).filter((part) => part.delta),
      ];
      if (!stalls) parts.push({ type: 'text-end', id: 'text-1' }, { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage });
      const stream = new ReadableStream<StreamPart>({
        start(controller) {
          for (const part of parts) controller.enqueue(part);
          if (!stalls) return controller.close();
          // A stalled body ends only when the call is aborted, with the abort's reason.
          const signal = options.abortSignal;
          if (signal?.aborted) controller.error(signal.reason);
          else signal?.addEventListener('abort', () => controller.error(signal.reason), { once: true });
        },
      });
      return { stream };
    },
  });
  return model;
}
