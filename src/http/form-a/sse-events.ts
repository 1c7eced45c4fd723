/**
 * Form A's SSE messages for a pipeline run (CONTRACT §4): `event: progress` while steps start and
 * report, then exactly one `event: complete` or `event: error`. Step ends and ready sections send
 * nothing: the next step's start or the final message follows at once. What `complete` carries is
 * the caller's: a document run's facts (the presenter's `runCompleted`), or a parse's result.
 */
import type { PipelineEvent } from '../../pipeline/index.ts';
import type { SseFrame } from '../sse-response.ts';

/** The Form A frames for each pipeline event (often none), `complete` carrying `completed(result)`. */
export function formAEvents<R>(completed: (result: R) => unknown): (event: PipelineEvent<R>) => SseFrame[] {
  return (event) => {
    switch (event.type) {
      case 'run-complete':
        return [{ event: 'complete', data: completed(event.result) }];
      case 'run-error': {
        const { error, code, status } = event.failure;
        return [{ event: 'error', data: { error, code, status } }];
      }
      case 'section-ready':
        return [];
      default:
        if (event.phase === 'end') return [];
        return [{ event: 'progress', data: { step: event.step, message: event.message, percent: event.percent } }];
    }
  };
}
