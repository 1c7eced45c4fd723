/**
 * Exercises the render worker pool in a process of its own, as the server runs it (Bun's test
 * runner does not reliably start worker threads late in a long test process). Prints one JSON
 * line: what a reader gets from pooled and in-process PDFs, the failed job's message, the results
 * of a burst on two workers, and whether a page-budget fit on a worker matches one in-process.
 */
import { createRenderer } from '../../src/render/renderer.ts';
import { executeRenderJob, type RenderJob } from '../../src/render/render-job.ts';
import { fitJobToPages } from '../../src/render/render-job.ts';
import type { Sections } from '../../src/domain/resume.ts';
import { findTemplate } from '../../src/templates/catalog.ts';
import { referenceResume } from '../fixtures/reference-resume.ts';
import { pdfInfo, pdfText } from './pdf-tools.ts';

const resume = referenceResume();
const job: RenderJob = {
  kind: 'resume',
  content: { title: resume.title!, sections: resume.sections as Sections },
  settings: {
    templateId: 'SILVER',
    colorId: findTemplate('SILVER')!.availableColors[0]!.id,
    font: 'Inter',
    fontSize: 9,
    spacing: 1,
    margin: 16,
    pageSize: 'A4',
    pageNumbering: 'fraction',
    locale: 'de',
  },
};
const renderer = createRenderer({ workers: 2, cacheBytes: 0 });
try {
  const [pooled, local] = await Promise.all([renderer.render('a', job), executeRenderJob(job)]);
  const failure = await renderer.render('b', { ...job, settings: { ...job.settings, templateId: 'NOPE' } }).then(
    () => 'no error',
    (error: Error) => error.message,
  );
  const burst = await Promise.all(Array.from({ length: 6 }, (_, index) => renderer.render(`c${index}`, { ...job, settings: { ...job.settings, fontSize: 9 + index * 0.1 } })));
  const budgets = [1, 2, 3];
  const pooledFits = await Promise.all(budgets.map((maxPages) => renderer.fit(job, maxPages)));
  console.log(
    JSON.stringify({
      sameFits: pooledFits.map((outcome, index) => JSON.stringify(outcome) === JSON.stringify(fitJobToPages(job, budgets[index]!))),
      sameText: pdfText(pooled) === pdfText(local),
      pages: [pdfInfo(pooled).Pages, pdfInfo(local).Pages],
      failure,
      burst: burst.map((pdf) => new TextDecoder().decode(pdf.subarray(0, 5))),
    }),
  );
} finally {
  await renderer.close();
}
