/**
 * The preview image of each template: assets/sample-resume.json laid out with the template's defaults
 * (first colour, default font, font size, spacing, margin, page size and numbering, English), with the
 * sample photo (src/resumes/sample-photo.ts) on templates that show one, and its first page drawn
 * 600 px wide. The sample gives some skills and languages a level, so level marks show too. Rendered once per template per process and kept in memory, from the
 * same draw commands the PDF of that render replays (layoutRenderJob), so a thumbnail always shows
 * the current layout: there is no image file to regenerate.
 */
import { AppError } from '../domain/errors.ts';
import { layoutRenderJob, templateDefaultSettings } from '../render/render-job.ts';
import { sampleResumeContent } from '../resumes/sample-resume.ts';
import { findTemplate, templateCatalog, type Template } from '../templates/catalog.ts';

export { sampleResumePath } from '../resumes/sample-resume.ts';

/** Width of a template thumbnail in pixels. */
export const TEMPLATE_THUMBNAIL_WIDTH = 600;

/** Pending or finished renders by canonical template id: concurrent callers share one promise. */
const thumbnails = new Map<string, Promise<Uint8Array>>();

/** The PNG thumbnail of a template (any case of its id), rendered on first request and cached. */
export function templateThumbnail(templateId: string): Promise<Uint8Array> {
  const template = findTemplate(templateId);
  if (!template) return Promise.reject(new AppError('not_found', `Unknown template "${templateId}"`));
  let thumbnail = thumbnails.get(template.id);
  if (!thumbnail) {
    thumbnail = renderThumbnail(template);
    // A failed render is not cached: the next request tries again.
    thumbnail.catch(() => thumbnails.delete(template.id));
    thumbnails.set(template.id, thumbnail);
  }
  return thumbnail;
}

/** Renders every template's thumbnail one after another (for start-up, in the background). */
export async function warmTemplateThumbnails(): Promise<void> {
  const failures: unknown[] = [];
  for (const template of templateCatalog) {
    try {
      await templateThumbnail(template.id);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} template thumbnail(s) failed to render`);
}

async function renderThumbnail(template: Template): Promise<Uint8Array> {
  // Imported on the first thumbnail: the canvas library (~20 MiB of RSS), which draws both the page
  // and the sample photo, is not loaded by instances that never draw one.
  const [{ drawThumbnail }, { samplePhoto }] = await Promise.all([import('./draw-thumbnail.ts'), import('../resumes/sample-photo.ts')]);
  const photo = template.supportsProfileImage ? samplePhoto() : undefined;
  const document = layoutRenderJob({ kind: 'resume', content: sampleResumeContent(), settings: templateDefaultSettings(template), ...(photo && { photo }) });
  return drawThumbnail(document, { page: 0, widthPx: TEMPLATE_THUMBNAIL_WIDTH });
}
