/**
 * Form B's SSE messages for a pipeline run (CONTRACT §4): unnamed `data:` messages whose `type` says
 * what they are, `{"type":"section", section, content}` as each part is ready, then `{"type":"done"}`.
 * A failure ends the stream with `{"type":"error", error, code, status}` instead of `done`, also
 * unnamed: Form B clients read `type` from every message, and a named `error` event would collide
 * with EventSource's own connection `error` event. Progress is Form A's and sends nothing here.
 */
import type { PipelineEvent } from '../../pipeline/index.ts';
import type { SseFrame } from '../sse-response.ts';

/** The Form B frames for one pipeline event (often none). */
export function formBEvents(event: PipelineEvent<unknown>): SseFrame[] {
  switch (event.type) {
    case 'section-ready':
      return [{ data: { type: 'section', section: event.section, content: event.content } }];
    case 'run-complete':
      return [{ data: { type: 'done' } }];
    case 'run-error': {
      const { error, code, status } = event.failure;
      return [{ data: { type: 'error', error, code, status } }];
    }
    default:
      return [];
  }
}
