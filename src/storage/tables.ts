/**
 * Row types of the tables, in camelCase (Kysely's CamelCasePlugin maps them to snake_case SQL).
 */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Design, Sections } from '../domain/resume.ts';

/** Sender or recipient of a cover letter (free-form strings by field name). */
export type CoverLetterParty = Record<string, string>;

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: string;
  email: string;
  emailNormalized: string;
  passwordHash: string | null;
  plan: 'free' | 'pro';
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ApiKeysTable {
  id: string;
  userId: string;
  name: string;
  keyHash: string;
  keyPrefix: string;
  lastFour: string;
  scopes: string[];
  form: 'a' | 'b';
  createdAt: CreatedAt;
  lastUsedAt: Date | null;
  regeneratedAt: Date | null;
  revokedAt: Date | null;
}

export interface ConsoleSessionsTable {
  tokenHash: string;
  userId: string;
  createdAt: CreatedAt;
  expiresAt: Date;
}

export interface CreditAccountsTable {
  userId: string;
  cycleAnchor: Date;
  cycleStart: Date;
  cycleUsed: number;
  prepaid: number;
  updatedAt: UpdatedAt;
}

export interface CreditReservationsTable {
  id: string;
  userId: string;
  action: string;
  fromCycle: number;
  fromPrepaid: number;
  cycleStart: Date;
  status: 'reserved' | 'captured' | 'released';
  createdAt: CreatedAt;
  settledAt: Date | null;
}

export type LedgerEntryKind = 'reserve' | 'capture' | 'release' | 'purchase' | 'adjustment';

export interface CreditLedgerTable {
  id: Generated<string>;
  userId: string;
  entry: LedgerEntryKind;
  action: string | null;
  reservationId: string | null;
  cycleDelta: ColumnType<number, number | undefined, never>;
  prepaidDelta: ColumnType<number, number | undefined, never>;
  note: string | null;
  createdAt: CreatedAt;
}

export interface RateLimitCountersTable {
  bucket: string;
  windowIndex: string;
  hits: number;
  previousHits: number;
}

export interface ModelSettingsTable {
  userId: string;
  provider: string;
  modelId: string;
  apiKeyCiphertext: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ResumesTable {
  id: string;
  userId: string;
  title: string;
  isDefault: boolean;
  language: string;
  templateId: string;
  design: ColumnType<Design, Design, Design>;
  sections: ColumnType<Sections, Sections, Sections>;
  sectionOrder: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface CoverLettersTable {
  id: string;
  userId: string;
  title: string;
  content: string;
  resumeId: string | null;
  templateId: string | null;
  language: string;
  sender: ColumnType<CoverLetterParty, CoverLetterParty, CoverLetterParty>;
  recipient: ColumnType<CoverLetterParty, CoverLetterParty, CoverLetterParty>;
  positionName: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/**
 * Results of finished AI runs, kept until `expiresAt`. The jsonb columns travel as JSON text both
 * ways (see runs.repository.ts), so CamelCasePlugin never renames the keys inside them.
 */
export interface RunsTable {
  id: string;
  userId: string;
  /** Null for a cover letter rendered without a linked resume. */
  resumeId: string | null;
  coverLetterId: string | null;
  contentType: string;
  filename: string;
  document: ColumnType<Uint8Array, Uint8Array, never>;
  suggestions: ColumnType<unknown, string | null, never>;
  matchScore: ColumnType<unknown, string | null, never>;
  createdAt: CreatedAt;
  expiresAt: ColumnType<Date, Date | string, Date | string>;
}

export interface Tables {
  users: UsersTable;
  apiKeys: ApiKeysTable;
  consoleSessions: ConsoleSessionsTable;
  creditAccounts: CreditAccountsTable;
  creditReservations: CreditReservationsTable;
  creditLedger: CreditLedgerTable;
  rateLimitCounters: RateLimitCountersTable;
  modelSettings: ModelSettingsTable;
  resumes: ResumesTable;
  coverLetters: CoverLettersTable;
  runs: RunsTable;
}

export type UserRow = Selectable<UsersTable>;
export type ApiKeyRow = Selectable<ApiKeysTable>;
export type NewApiKey = Insertable<ApiKeysTable>;
export type CreditAccountRow = Selectable<CreditAccountsTable>;
export type CreditLedgerRow = Selectable<CreditLedgerTable>;
export type ModelSettingRow = Selectable<ModelSettingsTable>;
export type ResumeRow = Selectable<ResumesTable>;
export type CoverLetterRow = Selectable<CoverLettersTable>;
