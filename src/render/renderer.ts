/**
 * Renders jobs on the worker pool (or in-process when it has no workers) behind the PDF cache, and
 * fits jobs into page budgets there too.
 */
import type { FitOutcome } from './fit-to-pages.ts';
import { PdfCache } from './pdf-cache.ts';
import { executeRenderJob, fitJobToPages, type RenderJob } from './render-job.ts';
import { RenderPool } from './worker-pool.ts';

export interface Renderer {
  /** The PDF of `job`, from the cache when `key` was rendered before. */
  render(key: string, job: RenderJob): Promise<Uint8Array>;
  /** `job` fitted into `maxPages` pages: layouts only, no PDF (see fit-to-pages.ts). */
  fit(job: RenderJob, maxPages: number): Promise<FitOutcome>;
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
    fit: async (job, maxPages) => (pool ? pool.fit(job, maxPages) : fitJobToPages(job, maxPages)),
    close: async () => pool?.close(),
  };
}
