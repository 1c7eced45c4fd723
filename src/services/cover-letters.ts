/** Storing cover letters written by the caller (AI-written ones come from the generation pipeline). */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { AppError, notFound } from '../domain/errors.ts';
import { parseId } from '../domain/ids.ts';
import type { CoverLetter, CoverLetterCreate, CoverLetterPatch, Recipient, Sender } from '../domain/cover-letter.ts';
import { htmlToParagraphs, normalizeParagraphs } from '../cover-letters/html-to-paragraphs.ts';
import { requireTemplateId } from '../templates/catalog.ts';
import { countCoverLetters, deleteCoverLetter as removeCoverLetter, findCoverLetter, insertCoverLetter, listCoverLetterSummaries, updateCoverLetter } from '../storage/cover-letters.repository.ts';
import type { CoverLetterRow } from '../storage/tables.ts';
import { requireResumeRow, type Page } from './resumes.ts';

export interface CoverLetterSummary {
  id: string;
  title: string;
  createdAt: Date;
  updatedAt: Date;
}

export async function listCoverLetters(context: AppContext, userId: string, page?: Page): Promise<{ items: CoverLetterSummary[]; total: number }> {
  const [rows, total] = await Promise.all([listCoverLetterSummaries(context.db, userId, page), page ? countCoverLetters(context.db, userId) : undefined]);
  return { items: rows, total: total ?? rows.length };
}

export async function getCoverLetter(context: AppContext, userId: string, rawId: string): Promise<CoverLetter> {
  return toCoverLetter(await requireCoverLetterRow(context, userId, rawId));
}

/** Creates a letter from Form B's `{title, content, resumeId}` or Form A's flat field set. */
export async function createCoverLetter(context: AppContext, userId: string, input: CoverLetterCreate): Promise<CoverLetter> {
  const content = letterBody(input);
  if (!content) {
    throw new AppError('validation_failed', 'A cover letter needs `content` (or `letterContent`)', { details: [{ path: 'body.content', message: 'is required' }] });
  }
  const resume = input.resumeId ? await requireResumeRow(context.db, userId, input.resumeId) : undefined;
  const sender = mergeParty<Sender>(input.sender, { fullName: input.fullName, jobTitle: input.jobTitle, email: input.email, phone: input.phone, address: input.address });
  const recipient = mergeParty<Recipient>(input.recipient, { companyName: input.companyName, hiringManager: input.hiringManager });
  const row = await insertCoverLetter(context.db, {
    id: randomUUID(),
    userId,
    title: input.title ?? defaultTitle(input.positionName, recipient.companyName),
    content,
    resumeId: resume?.id ?? null,
    templateId: input.templateId === undefined ? null : requireTemplateId(input.templateId),
    language: input.language ?? resume?.language ?? 'en',
    sender,
    recipient,
    positionName: input.positionName ?? null,
  });
  return toCoverLetter(row);
}

/** Changes the fields sent; sender and recipient are merged field by field; `resumeId: null` unlinks. */
export async function patchCoverLetter(context: AppContext, userId: string, rawId: string, patch: CoverLetterPatch): Promise<CoverLetter> {
  const current = await requireCoverLetterRow(context, userId, rawId);
  const resumeId = patch.resumeId === undefined ? current.resumeId : patch.resumeId === null ? null : (await requireResumeRow(context.db, userId, patch.resumeId)).id;
  const row = await updateCoverLetter(context.db, userId, current.id, {
    title: patch.title ?? current.title,
    content: letterBody(patch) ?? current.content,
    resumeId,
    templateId: patch.templateId === undefined ? current.templateId : requireTemplateId(patch.templateId),
    language: patch.language ?? current.language,
    positionName: patch.positionName ?? current.positionName,
    sender: mergeParty<Sender>({ ...current.sender, ...patch.sender }, { fullName: patch.fullName, jobTitle: patch.jobTitle, email: patch.email, phone: patch.phone, address: patch.address }),
    recipient: mergeParty<Recipient>({ ...current.recipient, ...patch.recipient }, { companyName: patch.companyName, hiringManager: patch.hiringManager }),
  });
  if (!row) throw notFound('Cover letter');
  return toCoverLetter(row);
}

export async function deleteCoverLetter(context: AppContext, userId: string, rawId: string): Promise<void> {
  const id = parseId(rawId, 'cl');
  if (!id || !(await removeCoverLetter(context.db, userId, id))) throw notFound('Cover letter');
}

async function requireCoverLetterRow(context: AppContext, userId: string, rawId: string): Promise<CoverLetterRow> {
  const id = parseId(rawId, 'cl');
  const row = id && (await findCoverLetter(context.db, userId, id));
  if (!row) throw notFound('Cover letter');
  return row;
}

function letterBody(input: { content?: string; letterContent?: string }): string | undefined {
  // `content` is plain text (CONTRACT §3); only Form A's `letterContent` may be HTML.
  const body = input.content !== undefined ? normalizeParagraphs(input.content) : input.letterContent !== undefined ? htmlToParagraphs(input.letterContent) : undefined;
  return body === '' ? undefined : body;
}

/** Nested fields overlaid with the flat ones that were sent; empty strings clear a field. */
function mergeParty<T extends Record<string, string | undefined>>(nested: T | undefined, flat: T): T {
  const merged: Record<string, string | undefined> = { ...nested };
  for (const [key, value] of Object.entries(flat)) if (value !== undefined) merged[key] = value;
  for (const [key, value] of Object.entries(merged)) if (value === undefined || value === '') delete merged[key];
  return merged as T;
}

function defaultTitle(positionName: string | undefined, companyName: string | undefined): string {
  if (positionName && companyName) return `Cover letter – ${positionName} at ${companyName}`;
  if (positionName || companyName) return `Cover letter – ${positionName ?? companyName}`;
  return 'Cover letter';
}

function toCoverLetter(row: CoverLetterRow): CoverLetter {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    resumeId: row.resumeId,
    templateId: row.templateId,
    language: row.language,
    sender: row.sender,
    recipient: row.recipient,
    positionName: row.positionName,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
