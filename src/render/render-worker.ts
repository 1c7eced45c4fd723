/**
 * The body of a render worker thread: one task in; PDF bytes (transferred, not copied) or a fit
 * outcome out.
 */
import { executeRenderJob, fitJobToPages } from './render-job.ts';
import type { RenderTask } from './worker-pool.ts';

declare const self: Worker;

self.onmessage = async (event: MessageEvent<RenderTask>) => {
  try {
    const task = event.data;
    if (task.kind === 'fit') {
      self.postMessage({ fit: fitJobToPages(task.job, task.maxPages) });
    } else {
      const pdf = await executeRenderJob(task.job);
      self.postMessage({ pdf }, [pdf.buffer as ArrayBuffer]);
    }
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
