/** The cover letter (CONTRACT §3) and what clients of either form send to create or change one. */
import { Type, type Static } from '@sinclair/typebox';
import { languageCodes } from '../catalog/languages.ts';

const text = (maxLength: number) => Type.String({ maxLength });
const LanguageCode = Type.Union(languageCodes.map((code) => Type.Literal(code)));

export const SenderSchema = Type.Partial(Type.Object({ fullName: text(200), jobTitle: text(200), email: text(254), phone: text(50), address: text(500) }, { additionalProperties: false }));
export const RecipientSchema = Type.Partial(Type.Object({ companyName: text(200), hiringManager: text(200), address: text(500) }, { additionalProperties: false }));

const common = {
  title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  content: Type.Optional(Type.String({ minLength: 1, maxLength: 20_000, description: 'Plain text; paragraphs separated by a blank line' })),
  letterContent: Type.Optional(Type.String({ minLength: 1, maxLength: 50_000, description: 'Form A: the body, plain text or simple HTML (reduced to paragraphs)' })),
  templateId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  language: Type.Optional(LanguageCode),
  positionName: Type.Optional(text(200)),
  sender: Type.Optional(SenderSchema),
  recipient: Type.Optional(RecipientSchema),
  // Form A's flat field set, folded into sender and recipient.
  fullName: Type.Optional(text(200)),
  jobTitle: Type.Optional(text(200)),
  address: Type.Optional(text(500)),
  email: Type.Optional(text(254)),
  phone: Type.Optional(text(50)),
  companyName: Type.Optional(text(200)),
  hiringManager: Type.Optional(text(200)),
};

export const CoverLetterCreateSchema = Type.Object(
  { ...common, resumeId: Type.Optional(Type.String({ maxLength: 64, description: 'uuid, res_… or res_ with dashes' })) },
  { additionalProperties: false, title: 'CoverLetterCreate' },
);

export const CoverLetterPatchSchema = Type.Object(
  { ...common, resumeId: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()], { description: 'null unlinks the resume' })) },
  { additionalProperties: false, title: 'CoverLetterPatch' },
);

export type CoverLetterCreate = Static<typeof CoverLetterCreateSchema>;
export type CoverLetterPatch = Static<typeof CoverLetterPatchSchema>;
export type Sender = Static<typeof SenderSchema>;
export type Recipient = Static<typeof RecipientSchema>;

export interface CoverLetter {
  id: string;
  title: string;
  content: string;
  resumeId: string | null;
  templateId: string | null;
  language: string;
  sender: Sender;
  recipient: Recipient;
  positionName: string | null;
  createdAt: Date;
  updatedAt: Date;
}
