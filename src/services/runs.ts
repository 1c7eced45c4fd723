/**
 * Runs: the files of finished document runs (Form A's tailoring and cover letters, and renders
 * answered as a stream or as JSON), kept 24 hours so that a client whose final `complete` event (or
 * JSON answer) carries `runId` and `downloadUrl` can fetch the document afterwards. After that a run is a 404 like an unknown one, and the housekeeping sweep
 * deletes it. Reads are by owner: another account's run, an expired one and a malformed id all
 * answer the same "Run not found".
 */
import { randomUUID } from 'node:crypto';
import type { Config } from '../config.ts';
import type { AppContext } from '../context.ts';
import { notFound } from '../domain/errors.ts';
import { parseId, type IdPrefix } from '../domain/ids.ts';
import { deleteExpiredRuns as deleteExpiredRunRows, findLiveRun, findLiveRunDocument, insertRun, type RunRow } from '../storage/runs.repository.ts';

/** How long a finished run's result is served. */
export const RUN_RETENTION_MS = 24 * 60 * 60 * 1000;

/** What a run saved and made, as its `complete` event announces it. */
export interface RunSummary {
  runId: string;
  /** The saved resume; absent for a cover letter rendered without a linked resume. */
  resumeId?: string;
  coverLetterId?: string;
  /** `application/pdf`, or `application/zip` for a resume and letter together. */
  contentType: string;
  suggestions?: unknown;
  matchScore?: { before: number; after: number };
}

export interface RunRecord extends RunSummary {
  /** The download name (UTF-8). */
  filename: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface NewRunResult {
  /** The resume the run saved or rendered (any accepted spelling). */
  resumeId?: string;
  coverLetterId?: string;
  contentType: string;
  filename: string;
  document: Uint8Array;
  suggestions?: unknown;
  matchScore?: { before: number; after: number };
}

/** Keeps a finished run's result for RUN_RETENTION_MS (by the database's clock). */
export async function saveRun(context: AppContext, userId: string, run: NewRunResult): Promise<RunRecord> {
  const row = await insertRun(
    context.db,
    {
      id: randomUUID(),
      userId,
      resumeId: run.resumeId === undefined ? null : requireId(run.resumeId, 'res', 'resumeId'),
      coverLetterId: run.coverLetterId === undefined ? null : requireId(run.coverLetterId, 'cl', 'coverLetterId'),
      contentType: run.contentType,
      filename: run.filename,
      document: run.document,
      suggestionsJson: jsonOrNull(run.suggestions),
      matchScoreJson: jsonOrNull(run.matchScore),
    },
    RUN_RETENTION_MS / 1000,
  );
  return toRunRecord(row);
}

/** The caller's run; 404 when unknown, expired, another account's or malformed. */
export async function getRun(context: AppContext, userId: string, rawId: string): Promise<RunRecord> {
  const id = parseId(rawId, 'run');
  const row = id && (await findLiveRun(context.db, userId, id));
  if (!row) throw notFound('Run');
  return toRunRecord(row);
}

/** The caller's run with its document, byte for byte as saved; 404 like getRun. */
export async function getRunDocument(context: AppContext, userId: string, rawId: string): Promise<{ record: RunRecord; document: Uint8Array }> {
  const id = parseId(rawId, 'run');
  const found = id && (await findLiveRunDocument(context.db, userId, id));
  if (!found) throw notFound('Run');
  return { record: toRunRecord(found.row), document: found.document };
}

/** Deletes every expired run (housekeeping); returns how many. */
export async function deleteExpiredRuns(context: AppContext): Promise<number> {
  return deleteExpiredRunRows(context.db);
}

/** Where a run's document is downloaded, with the id spelled as given. */
export function runDownloadUrl(config: Pick<Config, 'publicBaseUrl'>, runId: string): string {
  return `${config.publicBaseUrl}/v1/runs/${runId}/download`;
}

function toRunRecord(row: RunRow): RunRecord {
  return {
    runId: row.id,
    ...(row.resumeId !== null && { resumeId: row.resumeId }),
    ...(row.coverLetterId !== null && { coverLetterId: row.coverLetterId }),
    contentType: row.contentType,
    filename: row.filename,
    ...(row.suggestionsJson !== null && { suggestions: JSON.parse(row.suggestionsJson) as unknown }),
    ...(row.matchScoreJson !== null && { matchScore: JSON.parse(row.matchScoreJson) as { before: number; after: number } }),
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
  };
}

/** The canonical UUID of an id the run's own code hands in; a malformed one is a bug, not a 404. */
function requireId(value: string, prefix: IdPrefix, field: string): string {
  const id = parseId(value, prefix);
  if (!id) throw new Error(`saveRun: ${field} is not an id`);
  return id;
}

/** JSON text for a jsonb column; SQL NULL for undefined and null. */
function jsonOrNull(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}
