/** What every ATS check takes (a rendered resume) and gives back (failures, never exceptions). */
import type { ResumeInput } from '../../../src/domain/resume.ts';
import type { DrawDocument } from '../../../src/layout/draw-document.ts';
import type { RenderSettings } from '../../../src/render/render-job.ts';
import type { Template } from '../../../src/templates/catalog.ts';

/** The checks, by name. */
export const checkNames = [
  'completeness',
  'unhyphenated-break',
  'column-order',
  'heading-ownership',
  'name-first',
  'stranded-heading',
  'orphan-item',
  'page-count',
  'text-overlap',
  'levels-in-text',
  'dates-with-entry',
] as const;
export type CheckName = (typeof checkNames)[number];

/** One thing a check found wrong, said so that the person fixing the layout can find it. */
export interface CheckFailure {
  check: CheckName;
  message: string;
}

/** A resume rendered with one template: its model, its DrawDocument and its PDF read back. */
export interface RenderedResume {
  caseId: string;
  resume: ResumeInput;
  template: Template;
  settings: RenderSettings;
  /** The draw commands the PDF replays (layoutRenderJob). */
  document: DrawDocument;
  /** pdftotext of the PDF, pages separated by form feeds. */
  text: string;
  /** Pages of the PDF as pdfinfo counts them. */
  pdfPages: number;
  fitsOnePage: boolean;
}
