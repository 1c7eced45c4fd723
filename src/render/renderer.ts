/** Renders jobs on the worker pool (or in-process when it has no workers) behind the PDF cache. */
import { PdfCache } from './pdf-cache.ts';
import { executeRenderJob, type RenderJob } from './render-job.ts';
import { RenderPool } from './worker-pool.ts';

export interface Renderer {
  /** The PDF of `job`, from the cache when `key` was rendered before. */
  render(key: string, job: RenderJob): Promise<Uint8Array>;
  close(): Promise<void>;
}

export function createRenderer(options: { workers: number; cacheBytes: number }): Renderer {
  const cache = new PdfCache(options.cacheBytes);
  const pool = options.workers > 0 ? new RenderPool(options.workers) : undefined;
  const inFlight = new Map<string, Promise<Uint8Array>>();
  return {
    async render(key, job) {
      const cached = cache.get(key);
      if (cached) return cached;
      // Identical concurrent renders share one job.
      let pending = inFlight.get(key);
      if (!pending) {
        pending = (pool ? pool.render(job) : executeRenderJob(job)).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const pdf = await pending;
      cache.set(key, pdf);
      return pdf;
    },
    close: async () => pool?.close(),
  };
}
