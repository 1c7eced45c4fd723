/**
 * Rendering resumes and cover letters to PDF. Opening a stored document for a render checks what is
 * cheap to check (unknown resume, letter or template, bad colour or font, characters no font has);
 * preparing the render does the rest that can fail on the request's account (a bad photo, a page
 * budget that cannot be met), before any credit is charged; producing it is the paid part.
 *
 * A render whose PDF is cached takes none of that path. Once the options are resolved, its cache key
 * is known when its photo was prepared recently (or it has none) and its page budget was fitted
 * before (or it has none); a key in the PDF cache is answered from memory without checking glyphs,
 * fetching the photo or laying anything out. The key covers the content, the resolved options and
 * the photo's bytes, and the cached PDF passed every check when it was first rendered.
 */
import type { AppContext } from '../context.ts';
import type { CoverLetter } from '../domain/cover-letter.ts';
import type { Design, Header, Resume } from '../domain/resume.ts';
import { fontMetrics } from '../fonts/font-registry.ts';
import { PhotoMemo } from '../images/photo-memo.ts';
import { prepareProfilePhoto, type PreparedPhoto } from '../images/profile-photo.ts';
import { settlePageBudget } from '../render/page-budget.ts';
import { renderKey } from '../render/pdf-cache.ts';
import { assertGlyphs, collectText, documentFaces } from '../render/glyph-check.ts';
import { resolveRender, type RenderRequest, type ResolvedRender } from '../render/render-request.ts';
import type { RenderJob, RenderSettings } from '../render/render-job.ts';
import { readResume } from '../storage/resumes.repository.ts';
import { parseId } from '../domain/ids.ts';
import { DEFAULT_TEMPLATE_ID, getResume } from './resumes.ts';
import { getCoverLetter } from './cover-letters.ts';

export interface PreparedRender {
  /** Strong ETag of the bytes this render produces. */
  etag: string;
  /** Download name (UTF-8; the Content-Disposition header adds an ASCII form). */
  filename: string;
  /** Produces the PDF (from the cache when the same document was rendered before). */
  produce(): Promise<Uint8Array>;
  /** The PDF when the cache holds it: nothing left to do but deliver it. */
  cached(): Uint8Array | undefined;
}

/** What a resume render reads: a stored resume, or a tailored one that is not saved yet. */
export type RenderableResume = Pick<Resume, 'title' | 'sections' | 'sectionOrder' | 'templateId' | 'language' | 'design'>;

/** What a cover-letter render reads: a stored letter, or a written one that is not saved yet. */
export type RenderableLetter = Pick<CoverLetter, 'title' | 'content' | 'sender' | 'recipient' | 'positionName' | 'language' | 'templateId' | 'createdAt'>;

/** A stored resume or letter opened for rendering: what the file shows, and how to render it. */
export interface StoredRender {
  kind: 'resume' | 'cover-letter';
  /** The saved documents the file shows (X-Resume-Id, X-Cover-Letter-Id): a resume, or a letter and the resume linked to it. */
  ids: { resumeId?: string; coverLetterId?: string };
  /** Fetches the photo and fits the page budget, the checks left; then the PDF can be produced. */
  prepare(): Promise<PreparedRender>;
}

/** A stored resume opened for a render or export call (`request` holds its overrides): 404, 400 and 422 here. */
export async function openResumeRender(context: AppContext, userId: string, rawId: string, request: RenderRequest): Promise<StoredRender> {
  const resume = await getResume(context, userId, rawId);
  return { kind: 'resume', ids: { resumeId: resume.id }, prepare: planResumeRender(context, resume, request) };
}

/** A stored cover letter opened for a render call, with the resume linked to it: 404, 400 and 422 here. */
export async function openCoverLetterRender(context: AppContext, userId: string, rawId: string, request: RenderRequest): Promise<StoredRender> {
  const letter = await getCoverLetter(context, userId, rawId);
  const linked = letter.resumeId ? await readResume(context.db, userId, parseId(letter.resumeId)!) : undefined;
  return { kind: 'cover-letter', ids: { coverLetterId: letter.id, ...(linked && { resumeId: linked.id }) }, prepare: planCoverLetterRender(context, letter, linked, request) };
}

/**
 * The render options of `request` over the resume's saved design, checked: an unknown template,
 * colour or font, or a character none of the fonts has, fails here. AI runs call it before any
 * credit is reserved, so a bad option is a plain 4xx, not a failed (and released) run.
 */
export function resolveResumeRender(resume: RenderableResume, request: RenderRequest): ResolvedRender {
  const resolved = resolveResumeOptions(resume, request);
  assertResumeGlyphs(resume, resolved);
  return resolved;
}

/** The render options of `request` over the resume's saved design (404 and 400 here), glyphs unchecked. */
function resolveResumeOptions(resume: RenderableResume, request: RenderRequest): ResolvedRender {
  return resolveRender(request, { templateId: resume.templateId, language: resume.language, design: resume.design, photoUrl: resume.sections.header?.photoUrl });
}

function assertResumeGlyphs(resume: RenderableResume, resolved: ResolvedRender): void {
  assertGlyphs(collectText([resume.sections, resume.title]), documentFaces(resolved.template, resolved.font), fontMetrics);
}

/**
 * The render options of an AI run checked before the run: against the stored resume when there is
 * one, else (an upload not read yet) against the template alone. An unknown template is a 404, an
 * unknown colour or font a 400, both before any credit is reserved or any work done.
 */
export function checkRunRenderOptions(request: RenderRequest, resume: RenderableResume | undefined): void {
  if (resume) resolveResumeRender(resume, request);
  else resolveRender(request, { templateId: DEFAULT_TEMPLATE_ID, language: 'en', design: {} });
}

/** Prepares the PDF of a resume held in memory (stored or not); `previewMark` stamps every page (console previews). */
export async function prepareResumeDocumentRender(context: AppContext, resume: RenderableResume, request: RenderRequest, options: { previewMark?: string } = {}): Promise<PreparedRender> {
  return planResumeRender(context, resume, request, options.previewMark)();
}

/**
 * A resume render planned: the options resolved (404, 400 here), then either its cached PDF found
 * (see the file comment) or its glyphs checked (422 here). The returned `prepare` does the rest.
 */
function planResumeRender(context: AppContext, resume: RenderableResume, request: RenderRequest, previewMark?: string): () => Promise<PreparedRender> {
  const resolved = resolveResumeOptions(resume, request);
  const content = { title: resume.title, sections: resume.sections, sectionOrder: resume.sectionOrder };
  const filename = filenameOf(resume.sections.header?.name || resume.title, 'Resume');
  const jobWith = (photo: PreparedPhoto | undefined): RenderJob => ({
    kind: 'resume',
    content,
    settings: settingsOf(resolved),
    ...(photo && { photo }),
    ...(previewMark && { previewMark }),
  });
  // A marked preview and the plain render of the same document are different files (and ETags);
  // an unmarked render's key is as it always was, so existing ETags stay valid.
  const keyOf = (job: RenderJob) => renderKey({ kind: 'resume', content, settings: job.settings, ...(previewMark && { previewMark }) }, job.kind === 'resume' ? job.photo?.data : undefined);

  const source = resolved.photoSource?.trim();
  const photos = photoMemoOf(context);
  const photoKey = source === undefined ? undefined : PhotoMemo.key(source);
  const knownPhoto = photoKey === undefined ? undefined : photos.peek(photoKey);
  const known = photoKey === undefined || knownPhoto ? knownRender(context, jobWith(knownPhoto), request.maxPages, keyOf) : undefined;
  if (known && context.renderer.holds(known.key)) return async () => preparedRender(context, known, filename);

  assertResumeGlyphs(resume, resolved);
  return async () => {
    if (known) return preparedRender(context, known, filename);
    const shape = resolved.template.style.header.photoShape;
    const photo = source === undefined ? undefined : await photos.get(photoKey!, () => prepareProfilePhoto(source, { allowHosts: context.config.outboundAllowHosts, shape }));
    const job = await withinPageBudget(context, jobWith(photo), request.maxPages, resolved);
    return preparedRender(context, { job, key: keyOf(job) }, filename);
  };
}

/** What a letter render reads from the resume the letter belongs to. */
type LinkedResume = Pick<RenderableResume, 'sections' | 'templateId' | 'design'>;

/**
 * Prepares the PDF of a letter held in memory, in a resume template so the two match. The sender's
 * details the letter lacks come from the resume it belongs to (`linked`), and so do the template and
 * design unless the letter has its own.
 */
export async function prepareCoverLetterDocumentRender(context: AppContext, letter: RenderableLetter, linked: LinkedResume | undefined, request: RenderRequest): Promise<PreparedRender> {
  return planCoverLetterRender(context, letter, linked, request)();
}

/** A letter render planned as a resume render is (planResumeRender); a letter shows no photo. */
function planCoverLetterRender(context: AppContext, letter: RenderableLetter, linked: LinkedResume | undefined, request: RenderRequest): () => Promise<PreparedRender> {
  const { resolved, letterContent } = coverLetterRenderOf(letter, linked, request);
  const filename = filenameOf(letterContent.sender.name || letter.title, 'Cover-Letter');
  const requested: RenderJob = { kind: 'cover-letter', letter: letterContent, settings: settingsOf(resolved) };
  const keyOf = (job: RenderJob) => renderKey({ kind: 'cover-letter', letterContent, settings: job.settings });
  const known = knownRender(context, requested, request.maxPages, keyOf);
  if (known && context.renderer.holds(known.key)) return async () => preparedRender(context, known, filename);

  assertGlyphs(collectText(letterContent), documentFaces(resolved.template, resolved.font), fontMetrics);
  return async () => {
    if (known) return preparedRender(context, known, filename);
    const job = await withinPageBudget(context, requested, request.maxPages, resolved);
    return preparedRender(context, { job, key: keyOf(job) }, filename);
  };
}

/** The letter's render options (404 and 400 here) and content; the caller checks the glyphs. */
function coverLetterRenderOf(letter: RenderableLetter, linked: LinkedResume | undefined, request: RenderRequest) {
  const linkedHeader: Header = linked?.sections.header ?? {};
  const sender: Header = {
    name: letter.sender.fullName ?? linkedHeader.name,
    title: letter.sender.jobTitle ?? linkedHeader.title,
    email: letter.sender.email ?? linkedHeader.email,
    phone: letter.sender.phone ?? linkedHeader.phone,
    location: letter.sender.address ?? linkedHeader.location,
    ...(linkedHeader.website && { website: linkedHeader.website }),
    ...(linkedHeader.linkedin && { linkedin: linkedHeader.linkedin }),
  };
  const saved = { templateId: letter.templateId ?? linked?.templateId ?? DEFAULT_TEMPLATE_ID, language: letter.language, design: (linked?.design ?? {}) as Design };
  const resolved = resolveRender({ ...request, showProfileImage: false }, saved);
  const letterContent = {
    title: letter.title,
    content: letter.content,
    date: formatLetterDate(letter.createdAt, resolved.locale),
    sender,
    recipient: letter.recipient,
    positionName: letter.positionName,
  };
  return { resolved, letterContent };
}

/** A job and its cache key. */
interface KeyedJob {
  job: RenderJob;
  key: string;
}

/**
 * `requested` and its key, when knowing them takes no work: without a page budget, or with one this
 * document was fitted into before (the renderer remembers fits). A budget not fitted yet, or one
 * the document cannot meet, is left to `withinPageBudget`.
 */
function knownRender(context: AppContext, requested: RenderJob, maxPages: number | undefined, keyOf: (job: RenderJob) => string): KeyedJob | undefined {
  let job = requested;
  if (maxPages !== undefined) {
    const outcome = context.renderer.fitted(requested, maxPages);
    if (!outcome?.fits) return undefined;
    job = { ...requested, settings: outcome.settings };
  }
  return { job, key: keyOf(job) };
}

function preparedRender(context: AppContext, { job, key }: KeyedJob, filename: string): PreparedRender {
  return { etag: `"${key}"`, filename, produce: () => context.renderer.render(key, job), cached: () => context.renderer.cached(key) };
}

/**
 * `job` with its settings fitted into `maxPages` pages (unchanged without a budget or when it
 * already fits); a 422 when even the template's tightest settings need more pages.
 */
async function withinPageBudget(context: AppContext, job: RenderJob, maxPages: number | undefined, resolved: ResolvedRender): Promise<RenderJob> {
  if (maxPages === undefined) return job;
  const outcome = await context.renderer.fit(job, maxPages);
  const documentKind = job.kind === 'resume' ? 'resume' : 'cover letter';
  return { ...job, settings: settlePageBudget(outcome, { maxPages, documentKind, templateName: resolved.template.name }) };
}

/**
 * The resolved options as a resume's saved design (a tailored resume keeps the design it was rendered
 * with, so rendering it again gives the same document); what the render did not decide stays as saved.
 */
export function designOfRender(resolved: ResolvedRender, saved: Design): Design {
  const { templateId: _template, locale: _locale, numberSinglePage, pageNumbering, ...design } = settingsOf(resolved);
  return { ...saved, ...design, ...(numberSinglePage && { pageNumbering }) };
}

function settingsOf(resolved: ResolvedRender): RenderSettings {
  return {
    templateId: resolved.template.id,
    colorId: resolved.colors.id,
    font: resolved.font,
    fontSize: resolved.fontSize,
    spacing: resolved.spacing,
    margin: resolved.margin,
    pageSize: resolved.pageSize,
    pageNumbering: resolved.pageNumbering,
    ...(resolved.numberSinglePage && { numberSinglePage: true }),
    locale: resolved.locale,
  };
}

/** "21 November 2026" in the letter's language (Intl knows all 14). */
export function formatLetterDate(date: Date, locale: string): string {
  let format = letterDateFormats.get(locale);
  if (!format) letterDateFormats.set(locale, (format = new Intl.DateTimeFormat(locale === 'no' ? 'nb' : locale, { dateStyle: 'long', timeZone: 'UTC' })));
  return format.format(date);
}

/** One formatter per language: making one costs more than the rest of a cached letter render. */
const letterDateFormats = new Map<string, Intl.DateTimeFormat>();

/** "Alexandra M. Novák – Resume.pdf". */
function filenameOf(name: string, kind: string): string {
  const base = name.trim().slice(0, 80) || 'Document';
  return `${base.replace(/[\\/"\r\n]/g, ' ')} – ${kind.replace('-', ' ')}.pdf`;
}

/**
 * Prepared photos: a URL is fetched again once its photo is 5 minutes old (a changed image shows
 * from then on, with a new ETag), and the prepared photos of a process hold at most 32 MiB.
 */
export const PHOTO_MEMO = { ttlMs: 5 * 60_000, maxBytes: 32 * 1024 * 1024 };

/** Each service context's prepared photos (a context has its own outbound policy). */
const photoMemos = new WeakMap<AppContext, PhotoMemo>();

function photoMemoOf(context: AppContext): PhotoMemo {
  let memo = photoMemos.get(context);
  if (!memo) photoMemos.set(context, (memo = new PhotoMemo(PHOTO_MEMO)));
  return memo;
}
