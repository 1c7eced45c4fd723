/**
 * One resume rendered with every template of the catalogue at the template's defaults, in one
 * language: the material of the contact sheet (scripts/contact-sheet.ts). Each render goes through
 * what the service does for a render request: the glyph check, then layoutRenderJob, whose draw
 * commands the PDF writer replays (writePdf of `document` is the template's PDF).
 */
import { AppError } from '../domain/errors.ts';
import { fontMetrics } from '../fonts/font-registry.ts';
import { prepareProfilePhoto } from '../images/profile-photo.ts';
import type { DrawDocument } from '../layout/draw-document.ts';
import type { ResumeContent } from '../layout/layout-resume.ts';
import { assertGlyphs, collectText, documentFaces } from '../render/glyph-check.ts';
import { layoutRenderJob, templateDefaultSettings, type PreparedImage, type RenderJob } from '../render/render-job.ts';
import { templateCatalog, type Template } from '../templates/catalog.ts';
import type { SheetTile } from './contact-sheet.ts';

/** Which pages a tile shows: the first, or all of them side by side. */
export type PagesShown = 'first' | 'all';

export interface CatalogueOptions {
  /** Language of headings, dates and page labels (one of the 14 codes). */
  locale: string;
  /** The profile photo, shown by the templates that support one. */
  photo?: PreparedImage;
}

export interface CatalogueRender {
  template: Template;
  /** The render request the service would run for this template. */
  job: RenderJob;
  /** The laid-out pages; absent when the service would refuse the render. */
  document?: DrawDocument;
  /** Why the service would refuse the render (422: characters the template's fonts lack). */
  refusal?: string;
}

export interface LocalPhoto {
  photo?: PreparedImage;
  /** Why the resume's photo is left out, when it has one. */
  note?: string;
}

/** `content` laid out with each of the 22 templates in catalogue order, at the template's defaults. */
export function renderCatalogue(content: ResumeContent, options: CatalogueOptions): CatalogueRender[] {
  return templateCatalog.map((template) => {
    const settings = templateDefaultSettings(template, options.locale);
    const photo = template.supportsProfileImage ? options.photo : undefined;
    const job: RenderJob = { kind: 'resume', content, settings, ...(photo && { photo }) };
    try {
      assertGlyphs(collectText([content.sections, content.title]), documentFaces(template, settings.font), fontMetrics);
    } catch (error) {
      if (error instanceof AppError && error.code === 'unprocessable') return { template, job, refusal: error.message };
      throw error;
    }
    return { template, job, document: layoutRenderJob(job) };
  });
}

/**
 * The photo of a `photoUrl` that is a `data:` URI, prepared as for a render (checked, centre-cropped
 * square; each template clips it to its shape). A web address is not fetched: this runs offline.
 */
export async function prepareLocalPhoto(photoUrl: string | undefined): Promise<LocalPhoto> {
  if (!photoUrl) return {};
  if (!/^data:/i.test(photoUrl.trim())) return { note: `photoUrl is not a data: URI (${photoUrl.slice(0, 60)}); not fetched, no photo drawn` };
  return { photo: await prepareProfilePhoto(photoUrl, { allowHosts: [], shape: 'square' }) };
}

/** The label of a template's tile: its id, then its page count, layout type and default font. */
export function tileLabelOf(render: CatalogueRender): { title: string; detail: string } {
  const { template, document } = render;
  const pages = document ? `${document.pages.length} ${document.pages.length === 1 ? 'page' : 'pages'}` : 'refused';
  return { title: template.id, detail: `${pages} · ${template.layoutType} · ${template.defaults.font}` };
}

/** The contact-sheet tile of a render: its label and its first or all pages (the refusal when refused). */
export function catalogueTile(render: CatalogueRender, pagesShown: PagesShown): SheetTile {
  const { document } = render;
  const pages = document ? (pagesShown === 'all' ? document.pages.map((_, index) => index) : [0]) : [];
  return { ...tileLabelOf(render), pages, ...(document ? { document } : { note: render.refusal }) };
}
