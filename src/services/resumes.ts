/**
 * The resume lifecycle. Exactly one resume of a user is the default while any exist: the first
 * one becomes it, `isDefault: true` moves it, deleting it promotes the most recently updated
 * remaining one. Changes to the default take the user's row lock, and a unique index backs the rule.
 */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { findFont } from '../catalog/fonts.ts';
import { AppError, notFound, type ErrorDetail } from '../domain/errors.ts';
import { parseId } from '../domain/ids.ts';
import { MAX_RESUME_BYTES, type Resume, type ResumeInput, type ResumePatch, type SectionName } from '../domain/resume.ts';
import { normalizeSections } from '../domain/resume-rules.ts';
import { findTemplate, requireTemplateId } from '../templates/catalog.ts';
import type { Db } from '../storage/database.ts';
import {
  clearDefaultResume,
  countResumes,
  deleteResume as removeResume,
  findDefaultResume,
  findResume,
  insertResume,
  listResumeSummaries,
  lockUserDocuments,
  promoteMostRecentResume,
  readResume,
  updateResume,
  type ResumeSummaryRow,
} from '../storage/resumes.repository.ts';
import type { ResumeRow } from '../storage/tables.ts';
import { assertResumeRules, readResumeInput } from '../resumes/resume-input.ts';
import { splitUpsertId } from '../resumes/upsert-id.ts';

export const DEFAULT_TEMPLATE_ID = 'GRAPHITE';

export interface Page {
  limit: number;
  offset: number;
}

export interface ResumeSummary {
  id: string;
  title: string;
  isDefault: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** One page (or, without `page`, all) of the user's resumes, newest first, with the total. */
export async function listResumes(context: AppContext, userId: string, page?: Page): Promise<{ items: ResumeSummary[]; total: number }> {
  const [rows, total] = await Promise.all([listResumeSummaries(context.db, userId, page), page ? countResumes(context.db, userId) : undefined]);
  return { items: rows.map(toSummary), total: total ?? rows.length };
}

/** The user's resume with this id in any accepted spelling; 404 for malformed, unknown or foreign ids. */
export async function getResume(context: AppContext, userId: string, rawId: string): Promise<Resume> {
  return toResume(await requireResumeRow(context.db, userId, rawId));
}

/** The user's default resume; 404 when they have none yet (Form A's AI actions use it when no resumeId is sent). */
export async function getDefaultResume(context: AppContext, userId: string): Promise<Resume> {
  const row = await findDefaultResume(context.db, userId);
  if (!row) throw new AppError('not_found', 'Resume not found: you have no resumes yet. Create one, or send resumeId or a file');
  return toResume(row);
}

/** Creates a resume from our document or a JSON Resume document (recognised by `basics`). */
export async function createResume(context: AppContext, userId: string, body: unknown): Promise<Resume> {
  const input = readResumeInput(body);
  const document = prepareDocument(input);
  return context.db.transaction().execute(async (transaction) => {
    await lockUserDocuments(transaction, userId);
    // A fresh random id is never taken.
    return toResume((await addResume(transaction, userId, randomUUID(), input.isDefault, document))!);
  });
}

/**
 * POST /v1/resumes. Without an id in the body it creates (createResume). With one (`id`, or Form A's
 * `resumeId`) it is an upsert, which is how Form A's agent tools update: the caller's resume with
 * that id is replaced as PUT replaces it, and an id no resume has yet is created with that id. An id
 * another account's resume holds answers the 404 PUT answers for it: that resume is neither read,
 * replaced nor moved, and the id is not taken over. `created` says which happened (201 or 200).
 */
export async function saveResume(context: AppContext, userId: string, body: unknown): Promise<{ resume: Resume; created: boolean }> {
  const { id, document: raw } = splitUpsertId(body);
  if (id === undefined) return { resume: await createResume(context, userId, raw), created: true };
  const input = readResumeInput(raw);
  const document = prepareDocument(input);
  return context.db.transaction().execute(async (transaction) => {
    await lockUserDocuments(transaction, userId);
    const current = await findResume(transaction, userId, id);
    if (current) return { resume: await rewriteResume(transaction, userId, current, input.isDefault, document), created: false };
    const row = await addResume(transaction, userId, id, input.isDefault, document);
    // Another account's resume has this id; the default cleared above, if any, rolls back with the throw.
    if (!row) throw notFound('Resume');
    return { resume: toResume(row), created: true };
  });
}

/** A resume as it would be stored, without an id: what a parse answers when it is not saved. */
export type ResumeDraft = Omit<Resume, 'id' | 'isDefault' | 'createdAt' | 'updatedAt'>;

/** Checks and completes `body` exactly as createResume would, without storing it. */
export function draftResume(body: unknown): ResumeDraft {
  const document = prepareDocument(readResumeInput(body));
  return { ...document, sectionOrder: document.sectionOrder as SectionName[] | null };
}

/** Replaces the whole document (what is omitted returns to its default). */
export async function replaceResume(context: AppContext, userId: string, rawId: string, input: ResumeInput): Promise<Resume> {
  assertResumeRules(input.sections);
  const document = prepareDocument(input);
  return changeResume(context, userId, rawId, input.isDefault, () => document);
}

/**
 * PATCH /v1/resumes/{id}/default: makes the resume the default, as `isDefault: true` does. Agent tools
 * send the id again in the body; when they do, it must name the same resume (400 otherwise).
 */
export async function makeDefaultResume(context: AppContext, userId: string, rawId: string, bodyId?: string): Promise<Resume> {
  const id = parseId(rawId, 'res');
  if (!id) throw notFound('Resume');
  if (bodyId !== undefined && parseId(bodyId, 'res') !== id) {
    throw new AppError('validation_failed', 'Invalid body: body.id names another resume than the path; send the same id, or no body', {
      details: [{ path: 'body.id', message: 'must name the resume in the path' }],
    });
  }
  return patchResume(context, userId, id, { isDefault: true });
}

/**
 * Changes part of a resume: top-level fields are replaced, `design` is merged field by field and
 * `sections` section by section (send a section to replace it, `[]` or `""` to empty it).
 */
export async function patchResume(context: AppContext, userId: string, rawId: string, patch: ResumePatch): Promise<Resume> {
  assertResumeRules(patch.sections);
  return changeResume(context, userId, rawId, patch.isDefault, (current) =>
    prepareDocument({
      title: patch.title ?? current.title,
      language: patch.language ?? current.language,
      templateId: patch.templateId ?? current.templateId,
      design: keptDesign(current, patch),
      sections: { ...current.sections, ...patch.sections },
      sectionOrder: patch.sectionOrder ?? (current.sectionOrder as SectionName[] | null) ?? undefined,
    }),
  );
}

/** Deletes a resume; when it was the default, the most recently updated remaining one takes over. */
export async function deleteResume(context: AppContext, userId: string, rawId: string): Promise<void> {
  const id = parseId(rawId, 'res');
  if (!id) throw notFound('Resume');
  await context.db.transaction().execute(async (transaction) => {
    await lockUserDocuments(transaction, userId);
    const deleted = await removeResume(transaction, userId, id);
    if (!deleted) throw notFound('Resume');
    if (deleted.isDefault) await promoteMostRecentResume(transaction, userId);
  });
}

/** The row of the user's resume, or 404; read with the other requests' reads (readResume), so not inside a transaction. */
export async function requireResumeRow(db: Db, userId: string, rawId: string): Promise<ResumeRow> {
  const id = parseId(rawId, 'res');
  const row = id && (await readResume(db, userId, id));
  if (!row) throw notFound('Resume');
  return row;
}

async function changeResume(context: AppContext, userId: string, rawId: string, isDefault: boolean | undefined, document: (current: ResumeRow) => PreparedDocument): Promise<Resume> {
  const id = parseId(rawId, 'res');
  if (!id) throw notFound('Resume');
  return context.db.transaction().execute(async (transaction) => {
    await lockUserDocuments(transaction, userId);
    const current = await findResume(transaction, userId, id);
    if (!current) throw notFound('Resume');
    return rewriteResume(transaction, userId, current, isDefault, document(current));
  });
}

/** A prepared document, as stored. */
type PreparedDocument = ReturnType<typeof prepareDocument>;

/**
 * Inserts a resume, under the user's lock: their first is the default, and `isDefault: true` moves
 * the default to it. Undefined when the id is taken (by another account: the caller looked for its own).
 */
async function addResume(transaction: Db, userId: string, id: string, wantsDefault: boolean | undefined, document: PreparedDocument): Promise<ResumeRow | undefined> {
  const isFirst = (await countResumes(transaction, userId)) === 0;
  const isDefault = isFirst || wantsDefault === true;
  if (isDefault && !isFirst) await clearDefaultResume(transaction, userId);
  return insertResume(transaction, { id, userId, isDefault, ...document });
}

/** Writes `document` over `current`, under the user's lock; `isDefault` moves the default (false on the default is a 409). */
async function rewriteResume(transaction: Db, userId: string, current: ResumeRow, isDefault: boolean | undefined, document: PreparedDocument): Promise<Resume> {
  if (isDefault === false && current.isDefault) {
    throw new AppError('conflict', 'A default resume is required: make another resume the default instead of unsetting this one', {
      details: [{ path: 'body.isDefault', message: 'cannot be false on the default resume' }],
    });
  }
  if (isDefault === true && !current.isDefault) await clearDefaultResume(transaction, userId);
  const row = await updateResume(transaction, userId, current.id, { ...document, isDefault: isDefault ?? current.isDefault });
  return toResume(row!);
}

/**
 * The saved design merged with the patch's. A saved colour the newly chosen template does not have
 * is dropped (the template's default applies), rather than making the template change fail.
 */
function keptDesign(current: ResumeRow, patch: ResumePatch): ResumePatch['design'] {
  const design = { ...current.design, ...patch.design };
  const template = patch.templateId ? findTemplate(patch.templateId) : undefined;
  if (template && patch.design?.colorId === undefined && design.colorId && !template.availableColors.some((color) => color.id === design.colorId)) {
    delete design.colorId;
  }
  return design;
}

/** Checks what the schema cannot, fills defaults, and enforces the stored size. */
function prepareDocument(input: ResumeInput) {
  assertResumeRules(input.sections);
  const templateId = input.templateId === undefined ? DEFAULT_TEMPLATE_ID : requireTemplateId(input.templateId);
  const design = input.design ?? {};
  const problems: ErrorDetail[] = [];
  if (design.font !== undefined && !findFont(design.font)) problems.push({ path: 'body.design.font', message: `unknown font "${design.font}"; see GET /v1/fonts` });
  if (design.colorId !== undefined && !findTemplate(templateId)!.availableColors.some((color) => color.id === design.colorId)) {
    const valid = findTemplate(templateId)!
      .availableColors.map((color) => color.id)
      .join(', ');
    problems.push({ path: 'body.design.colorId', message: `unknown colour "${design.colorId}" for ${templateId}; one of: ${valid}` });
  }
  if (problems.length > 0) throw new AppError('validation_failed', `Invalid body: ${problems[0]!.path} ${problems[0]!.message}`, { details: problems });
  const sections = normalizeSections(input.sections ?? {});
  const document = {
    title: input.title ?? sections.header?.name?.trim() ?? 'Untitled resume',
    language: input.language ?? 'en',
    templateId,
    design,
    sections,
    sectionOrder: input.sectionOrder ?? null,
  };
  const bytes = Buffer.byteLength(JSON.stringify(document));
  if (bytes > MAX_RESUME_BYTES) {
    throw new AppError('payload_too_large', `The resume document is ${Math.ceil(bytes / 1024)} KB; the limit is ${MAX_RESUME_BYTES / 1024} KB`, {
      details: [{ path: 'body.sections', message: 'too large' }],
    });
  }
  if (document.title === '') document.title = 'Untitled resume';
  return document;
}

function toSummary(row: ResumeSummaryRow): ResumeSummary {
  return { id: row.id, title: row.title, isDefault: row.isDefault, createdAt: row.createdAt, updatedAt: row.updatedAt };
}

function toResume(row: ResumeRow): Resume {
  return {
    id: row.id,
    title: row.title,
    isDefault: row.isDefault,
    language: row.language,
    templateId: row.templateId,
    design: row.design,
    sections: row.sections,
    sectionOrder: row.sectionOrder as SectionName[] | null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
