/**
 * Renders jobs on the worker pool (or in-process when it has no workers) behind the PDF cache, and
 * fits jobs into page budgets there too, remembering recent fits.
 */
import type { FitOutcome } from './fit-to-pages.ts';
import { PdfCache, renderKey } from './pdf-cache.ts';
import { executeRenderJob, fitJobToPages, type RenderJob } from './render-job.ts';
import { RenderPool } from './worker-pool.ts';

export interface Renderer {
  /** The PDF of `job`, from the cache when `key` was rendered before. */
  render(key: string, job: RenderJob): Promise<Uint8Array>;
  /** The PDF of `key` when the cache holds it (nothing is rendered). */
  cached(key: string): Uint8Array | undefined;
  /** True when the cache holds the PDF of `key` (nothing is copied or rendered). */
  holds(key: string): boolean;
  /** `job` fitted into `maxPages` pages: layouts only, no PDF (see fit-to-pages.ts). */
  fit(job: RenderJob, maxPages: number): Promise<FitOutcome>;
  /** The outcome of an earlier fit of `job` into `maxPages` that has finished; undefined otherwise (nothing is laid out). */
  fitted(job: RenderJob, maxPages: number): FitOutcome | undefined;
  close(): Promise<void>;
}

export function createRenderer(options: { workers: number; cacheBytes: number }): Renderer {
  const cache = new PdfCache(options.cacheBytes);
  const pool = options.workers > 0 ? new RenderPool(options.workers) : undefined;
  const inFlight = new Map<string, Promise<Uint8Array>>();
  /** Fit outcomes by job and budget, least recently used first; `settled` once the fit finished. */
  const fits = new Map<string, { outcome: Promise<FitOutcome>; settled?: FitOutcome }>();
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
    cached: (key) => cache.get(key),
    holds: (key) => cache.has(key),
    fit(job, maxPages) {
      // A fit depends only on the job and the budget: repeated requests (a 304 revalidation, a
      // cached render) get the outcome without laying out again.
      const key = fitKey(job, maxPages);
      let entry = fits.get(key);
      if (entry) {
        fits.delete(key);
      } else {
        const outcome = pool ? pool.fit(job, maxPages) : Promise.resolve().then(() => fitJobToPages(job, maxPages));
        const created: { outcome: Promise<FitOutcome>; settled?: FitOutcome } = { outcome };
        outcome.then(
          (settled) => void (created.settled = settled),
          () => fits.delete(key),
        );
        entry = created;
      }
      fits.set(key, entry);
      for (const oldest of fits.keys()) {
        if (fits.size <= FIT_MEMORY) break;
        fits.delete(oldest);
      }
      return entry.outcome;
    },
    fitted: (job, maxPages) => fits.get(fitKey(job, maxPages))?.settled,
    close: async () => pool?.close(),
  };
}

/** Fit outcomes kept for repeated requests. */
const FIT_MEMORY = 2000;

/** The memo key of a fit: the job (its photo by its bytes) and the budget. */
function fitKey(job: RenderJob, maxPages: number): string {
  if (job.kind === 'cover-letter') return renderKey({ fit: maxPages, letter: job.letter, settings: job.settings });
  return renderKey({ fit: maxPages, content: job.content, settings: job.settings, photo: job.photo && { width: job.photo.width, height: job.photo.height } }, job.photo?.data);
}
