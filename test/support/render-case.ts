/**
 * Renders a corpus case with a template the way the service does (the template's default settings
 * in the case's language, layoutRenderJob and the PDF writer) and reads the PDF back with poppler, giving what the
 * ATS checks look at. Also runs many renders a few at a time, in order.
 */
import type { ResumeInput, Sections } from '../../src/domain/resume.ts';
import type { ResumeContent } from '../../src/layout/layout-resume.ts';
import { writePdf } from '../../src/pdf/write-pdf.ts';
import { layoutRenderJob, templateDefaultSettings } from '../../src/render/render-job.ts';
import type { Template } from '../../src/templates/catalog.ts';
import type { RenderedResume } from './ats-checks.ts';
import { samplePhoto } from '../../src/resumes/sample-photo.ts';
import { readPdfBack } from './pdf-tools.ts';

/** What render-case needs of a corpus case (the reference resume is one too). */
export interface RenderableCase {
  id: string;
  resume: ResumeInput;
  fitsOnePage: boolean;
  photo: boolean;
}

/** A rendered case with its PDF bytes (for dumping to a file). */
export interface RenderedCase extends RenderedResume {
  pdf: Uint8Array;
}

/** Renders `item` with `template` at the template's defaults in the resume's language. */
export async function renderCase(template: Template, item: RenderableCase): Promise<RenderedCase> {
  const settings = templateDefaultSettings(template, item.resume.language ?? 'en');
  const content: ResumeContent = { title: item.resume.title ?? '', sections: item.resume.sections as Sections, sectionOrder: item.resume.sectionOrder };
  const photo = item.photo ? samplePhoto() : undefined;
  // The draw commands the PDF replays (a short last page saved included), so both agree.
  const document = layoutRenderJob({ kind: 'resume', content, settings, ...(photo && { photo }) });
  const pdf = await writePdf(document);
  const { text, pages } = await readPdfBack(pdf);
  return { caseId: item.id, resume: item.resume, template, settings, document, text, pdfPages: pages, fitsOnePage: item.fitsOnePage, pdf };
}

/** `work` over `items`, at most `limit` at a time; results in the order of `items`. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
