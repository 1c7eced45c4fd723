/** The body of a render worker thread: one job in, PDF bytes (transferred, not copied) out. */
import { executeRenderJob, type RenderJob } from './render-job.ts';

declare const self: Worker;

self.onmessage = async (event: MessageEvent<RenderJob>) => {
  try {
    const pdf = await executeRenderJob(event.data);
    self.postMessage({ pdf }, [pdf.buffer as ArrayBuffer]);
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
