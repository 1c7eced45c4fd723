/**
 * One render, described by plain data so that it can cross to a worker thread: what to lay out and
 * the resolved options by id. `executeRenderJob` turns it into PDF bytes, in a worker or in-process.
 */
import { fontMetrics } from '../fonts/font-registry.ts';
import { layoutCoverLetter, type LetterContent } from '../layout/layout-cover-letter.ts';
import type { DrawDocument } from '../layout/draw-document.ts';
import { layoutResume, type ResumeContent } from '../layout/layout-resume.ts';
import type { LayoutOptions, PageNumbering } from '../layout/layout-options.ts';
import { writePdf } from '../pdf/write-pdf.ts';
import { fitToPages, type FitOutcome, type FitProblem } from './fit-to-pages.ts';
import { withoutShortLastPage } from './short-last-page.ts';
import { findTemplate, type Template } from '../templates/catalog.ts';
import { layoutLocale } from './layout-locale.ts';

export interface RenderSettings {
  templateId: string;
  colorId: string;
  font: string;
  fontSize: number;
  spacing: number;
  margin: number;
  pageSize: 'A4' | 'Letter';
  pageNumbering: PageNumbering;
  /** Number a one-page document too (the caller asked for numbering; a template default does not). */
  numberSinglePage?: boolean;
  locale: string;
}

export interface PreparedImage {
  format: 'png' | 'jpeg';
  data: Uint8Array;
  width: number;
  height: number;
}

export type RenderJob = ({ kind: 'resume'; content: ResumeContent; settings: RenderSettings; photo?: PreparedImage } | { kind: 'cover-letter'; letter: LetterContent; settings: RenderSettings }) & {
  /** Stamped across every page of the PDF (DrawDocument.previewMark); part of the cache key whenever set. */
  previewMark?: string;
};

const PHOTO_ID = 'photo';

/** A template's own choices (first colour, default font, sizes, margin, numbering), in `locale`. */
export function templateDefaultSettings(template: Template, locale = 'en'): RenderSettings {
  return {
    templateId: template.id,
    colorId: template.availableColors[0]!.id,
    font: template.defaults.font,
    fontSize: template.defaults.fontSize,
    spacing: template.defaults.spacing,
    margin: template.style.page.margin,
    pageSize: template.defaults.pageSize,
    pageNumbering: template.defaults.pageNumbering,
    locale,
  };
}

/** The layout options of a job's settings (ids resolved against the catalogs of this process). */
export function layoutOptionsOf(settings: RenderSettings, withPhoto: boolean): LayoutOptions {
  const template = findTemplate(settings.templateId);
  if (!template) throw new Error(`Unknown template ${settings.templateId}`);
  const colors = template.availableColors.find((color) => color.id === settings.colorId) ?? template.availableColors[0]!;
  return {
    style: template.style,
    layoutType: template.layoutType,
    colors,
    font: settings.font,
    fontSize: settings.fontSize,
    spacing: settings.spacing,
    margin: settings.margin,
    pageSize: settings.pageSize,
    pageNumbering: settings.pageNumbering,
    numberSinglePage: settings.numberSinglePage === true,
    locale: layoutLocale(settings.locale),
    metrics: fontMetrics,
    ...(withPhoto && { photo: { imageId: PHOTO_ID } }),
  };
}

/** The fitting problem of a render job: its layout at given settings, with its template's floors. */
export function fitProblemOf(job: RenderJob): FitProblem {
  const template = findTemplate(job.settings.templateId);
  if (!template) throw new Error(`Unknown template ${job.settings.templateId}`);
  const layout =
    job.kind === 'resume'
      ? (settings: RenderSettings) => layoutResume(job.content, layoutOptionsOf(settings, job.photo !== undefined))
      : (settings: RenderSettings) => layoutCoverLetter(job.letter, layoutOptionsOf(settings, false));
  return { layout, floors: template.style.fit, topBar: template.style.page.topBar };
}

/**
 * Fits a render job into `maxPages` pages (see fit-to-pages.ts). A job whose delivered document
 * (layoutRenderJob, a short last page saved) already fits is left as it is, so a budget it meets
 * never changes its bytes.
 */
export function fitJobToPages(job: RenderJob, maxPages: number): FitOutcome {
  const problem = fitProblemOf(job);
  const delivered = withoutShortLastPage(problem, job.settings).pages.length;
  if (delivered <= maxPages) return { fits: true, settings: job.settings, pages: delivered, tightened: [] };
  return fitToPages(problem, job.settings, maxPages);
}

/**
 * The draw commands of a job, photo included: what the PDF writer replays, and what the thumbnails
 * and the contact sheet draw, so all three show the same pages. A last page that would hold only a
 * few lines is saved when a slight tightening brings them back (see short-last-page.ts).
 */
export function layoutRenderJob(job: RenderJob): DrawDocument {
  const problem = fitProblemOf(job);
  const document = withoutShortLastPage(problem, job.settings);
  if (job.kind === 'resume' && job.photo) document.images[PHOTO_ID] = job.photo;
  if (job.previewMark) document.previewMark = job.previewMark;
  return document;
}

/** Lays out and writes the PDF of a job. */
export async function executeRenderJob(job: RenderJob): Promise<Uint8Array> {
  return writePdf(layoutRenderJob(job));
}
