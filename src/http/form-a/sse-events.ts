/**
 * Form A's SSE messages for a pipeline run (CONTRACT §4): `event: progress` while steps start and
 * report, then exactly one `event: complete` or `event: error`. Step ends and ready sections send
 * nothing: the next step's start or the final message follows at once.
 */
import type { PipelineEvent, RunResult } from '../../pipeline/index.ts';
import type { SseFrame } from '../sse-response.ts';

/** The Form A frames for one pipeline event (often none). */
export function formAEvents(event: PipelineEvent<RunResult>): SseFrame[] {
  switch (event.type) {
    case 'run-complete': {
      const { runId, resumeId, coverLetterId, contentType, downloadUrl, suggestions, matchScore } = event.result;
      return [
        {
          event: 'complete',
          data: {
            runId,
            resumeId,
            ...(coverLetterId !== undefined && { coverLetterId }),
            contentType,
            downloadUrl,
            suggestions: suggestions ?? null,
            ...(matchScore !== undefined && { matchScore }),
          },
        },
      ];
    }
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
}
