/**
 * The console's template preview: the account's default resume (or the built-in sample when it has
 * none) rendered in a template, colour, font and language through the same path as the render API,
 * with "Preview" stamped on every page. Previews are free, so they have their own small rate limit.
 */
import type { AppContext } from '../context.ts';
import { AppError } from '../domain/errors.ts';
import type { RateLimitDecision } from '../domain/rate-limit.ts';
import type { RenderRequest } from '../render/render-request.ts';
import { sampleResumeDocument } from '../resumes/sample-resume.ts';
import { findDefaultResume } from '../storage/resumes.repository.ts';
import { findTemplate } from '../templates/catalog.ts';
import { hitRateLimit, rateLimitedError, windowPhrase, type RateLimitPolicy } from './rate-limiter.ts';
import { prepareResumeDocumentRender, resolveResumeRender, type RenderableResume } from './render-documents.ts';
import { DEFAULT_TEMPLATE_ID, getResume } from './resumes.ts';

/** The word stamped across every page of a preview. */
export const PREVIEW_MARK = 'Preview';

/** The options a preview takes, as the console page sends them (query parameters). */
export interface PreviewOptions {
  templateId?: string;
  /** A colour id of the template, or its accent as #RRGGBB (the colour the gallery shows). */
  color?: string;
  /** A font family from GET /v1/fonts. */
  font?: string;
  /** A language code from GET /v1/languages (already checked against the catalog by the route). */
  language?: RenderRequest['locale'];
}

export interface Preview {
  pdf: Uint8Array;
  /** What the preview shows: the account's default resume, or the sample. */
  source: 'resume' | 'sample';
}

/** The account's preview budget as this request left it. */
export interface PreviewRateLimit {
  policy: RateLimitPolicy;
  decision: RateLimitDecision;
}

/**
 * Renders a preview. The options are checked first (unknown template 404, a colour or font the
 * template lacks 400), so a mistyped choice does not use up the budget; then the account's preview
 * budget (429 with Retry-After; `onRateLimit` hears the decision either way, for the RateLimit
 * headers); then the render. Nothing is charged.
 */
export async function renderPreview(context: AppContext, userId: string, options: PreviewOptions, onRateLimit?: (rateLimit: PreviewRateLimit) => void): Promise<Preview> {
  const { resume, source } = await previewedResume(context, userId, options.templateId);
  const request: RenderRequest = {
    ...(options.templateId !== undefined && { templateId: options.templateId }),
    ...(options.color !== undefined && { colorId: colorIdOf(options.templateId ?? resume.templateId, options.color) }),
    ...(options.font !== undefined && { font: options.font }),
    ...(options.language !== undefined && { locale: options.language }),
  };
  resolveResumeRender(resume, request);
  const policy: RateLimitPolicy = { name: 'console-preview', limit: context.config.consolePreviewsPerMinute };
  const decision = await hitRateLimit(context, policy, userId);
  onRateLimit?.({ policy, decision });
  if (!decision.allowed) {
    throw rateLimitedError(decision, `Previews are free but limited to ${decision.limit} per ${windowPhrase(decision)}. Retry after ${decision.retryAfterSeconds} s.`);
  }
  const prepared = await prepareResumeDocumentRender(context, resume, request, { previewMark: PREVIEW_MARK });
  return { pdf: await prepared.produce(), source };
}

/** The account's default resume, or the sample (in the requested template, else the default one). */
async function previewedResume(context: AppContext, userId: string, templateId: string | undefined): Promise<{ resume: RenderableResume; source: Preview['source'] }> {
  const row = await findDefaultResume(context.db, userId);
  if (row) return { resume: await getResume(context, userId, row.id), source: 'resume' };
  return { resume: sampleResumeDocument(templateId ?? DEFAULT_TEMPLATE_ID), source: 'sample' };
}

/**
 * The colour id `color` names in the template: a #RRGGBB is matched against each colour's accent
 * (its underline colour, unique within every template); anything else is taken as an id, which the
 * render's own check refuses (400, listing the valid ids) when the template lacks it. An unknown
 * template is left to that check too (404).
 */
function colorIdOf(templateId: string, color: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(color)) return color;
  const template = findTemplate(templateId);
  const match = template?.availableColors.find((candidate) => candidate.underlineColor.toLowerCase() === color.toLowerCase());
  if (match || !template) return match?.id ?? color;
  const valid = template.availableColors.map((candidate) => `${candidate.underlineColor} (${candidate.id})`);
  throw new AppError('unknown_option', `Unknown colour "${color}" for ${template.id}. Valid: ${valid.join(', ')}`, {
    details: [{ path: 'query.color', message: `must be one of: ${valid.join(', ')}` }],
  });
}
