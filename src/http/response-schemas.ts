/** Response bodies as TypeBox schemas, for the OpenAPI document (responses are not re-validated at run time). */
import { t } from 'elysia';

const Defaults = t.Object({ pageSize: t.String(), spacing: t.Integer(), fontSize: t.Integer(), font: t.String(), pageNumbering: t.String() });
const TemplateA = t.Object({ id: t.String({ examples: ['GRAPHITE'] }), name: t.String(), atsScore: t.Integer(), layoutType: t.String(), supportsProfileImage: t.Boolean(), defaults: Defaults });
const TemplateB = t.Object({ id: t.String({ examples: ['graphite'] }), name: t.String(), description: t.String(), category: t.String(), thumbnail: t.String({ format: 'uri' }) });
const Color = t.Object({ id: t.String(), backgroundColor: t.String(), backgroundPartColor: t.String(), underlineColor: t.String(), text: t.String(), textMuted: t.String() });
export const Font = t.Object({ family: t.String(), label: t.String() });

export const TemplateList = t.Union([t.Object({ templates: t.Array(TemplateA) }, { title: 'Form A' }), t.Object({ data: t.Array(TemplateB) }, { title: 'Form B' })]);
export const TemplateDetail = t.Union([
  t.Composite([TemplateA, t.Object({ availableColors: t.Array(Color), availableFonts: t.Array(Font) })], { title: 'Form A' }),
  t.Object({ data: t.Composite([TemplateB, t.Object({ supportedSections: t.Array(t.String()) })]) }, { title: 'Form B' }),
]);
export const FontList = t.Object({ fonts: t.Array(Font) });
export const LanguageList = t.Object({ languages: t.Array(t.Object({ code: t.String(), name: t.String() })) });
export const ModelList = t.Object({
  data: t.Array(t.Object({ provider: t.String(), models: t.Array(t.Object({ id: t.String(), name: t.String(), default: t.Optional(t.Literal(true)) })) })),
});

export const ModelSetting = t.Object({ provider: t.String(), modelId: t.String(), isCustom: t.Boolean() });
export const SettingsBody = t.Object({ data: t.Object({ model: ModelSetting }) });
export const SettingsChanged = t.Object({ data: t.Object({ model: ModelSetting }), message: t.String() });

const Credits = t.Object({
  remaining: t.Integer(), cycleQuota: t.Integer(), cycleUsed: t.Integer(), cycleRemaining: t.Integer(), prepaid: t.Integer(),
  cycleStartedAt: t.String({ format: 'date-time' }), cycleResetsAt: t.String({ format: 'date-time' }),
});
export const Account = t.Object({ userId: t.String({ format: 'uuid' }), email: t.String(), plan: t.String(), createdAt: t.String({ format: 'date-time' }), credits: Credits });
export const CreatedUser = t.Object({ userId: t.String({ format: 'uuid' }), email: t.String(), plan: t.String(), apiKey: t.String({ description: 'Shown once' }) });
export const CreatedKey = t.Object({ keyId: t.String({ format: 'uuid' }), apiKey: t.String({ description: 'Shown once' }) });
export const CreditBalance = t.Object({ email: t.String(), credits: Credits });
export const Status = t.Object({ status: t.String() });

const Timestamps = { createdAt: t.String({ format: 'date-time' }), updatedAt: t.String({ format: 'date-time' }) };
const ResumeBody = {
  title: t.String(), isDefault: t.Boolean(), language: t.String(), templateId: t.String(),
  design: t.Object({}, { additionalProperties: true }), sections: t.Object({}, { additionalProperties: true, description: 'See GET /v1/resumes/schema' }),
  sectionOrder: t.Optional(t.Array(t.String())), ...Timestamps,
};
export const ResumeDocument = t.Union([
  t.Object({ id: t.String({ format: 'uuid' }), resumeId: t.String({ format: 'uuid' }), ...ResumeBody }, { title: 'Form A' }),
  t.Object({ data: t.Object({ id: t.String({ examples: ['res_0f8e…'] }), ...ResumeBody }) }, { title: 'Form B' }),
]);
const ParseFacts = {
  confidence: t.Record(t.String(), t.Number({ minimum: 0, maximum: 1 }), { description: '0..1 per top-level field (name, email, phone, location, links, summary, experience, education, skills, languages, certifications, projects); 0 = not found' }),
  warnings: t.Array(t.String(), { description: 'What a person should check: dropped or restored values, layout notes, an AI failure' }),
  engine: t.Union([t.Literal('heuristic'), t.Literal('ai')], { description: 'Which engine produced the result' }),
};
const DraftBody = { title: t.String(), language: t.String(), templateId: t.String(), design: t.Object({}, { additionalProperties: true }), sections: t.Object({}, { additionalProperties: true }), sectionOrder: t.Optional(t.Array(t.String())) };
/** POST /v1/resumes/parse: `{data}` in both forms; id, isDefault and timestamps only when saved. */
export const ParsedResumeBody = t.Object({
  data: t.Object({
    id: t.Optional(t.String({ description: 'Form A: uuid; Form B: res_<32 hex>. Absent with save=false' })),
    resumeId: t.Optional(t.String({ format: 'uuid', description: 'Form A only' })),
    isDefault: t.Optional(t.Boolean()),
    ...DraftBody,
    createdAt: t.Optional(t.String({ format: 'date-time' })),
    updatedAt: t.Optional(t.String({ format: 'date-time' })),
    ...ParseFacts,
  }),
});
export const ResumeList = t.Union([
  t.Object({ items: t.Array(t.Object({ id: t.String(), resumeId: t.String(), title: t.String(), isDefault: t.Boolean(), ...Timestamps })), total: t.Integer(), limit: t.Integer(), offset: t.Integer() }, { title: 'Form A' }),
  t.Object({ data: t.Array(t.Object({ id: t.String(), title: t.String(), ...Timestamps })) }, { title: 'Form B' }),
]);
const LetterBody = {
  title: t.String(), content: t.String(), resumeId: t.Union([t.String(), t.Null()]), templateId: t.Union([t.String(), t.Null()]), language: t.String(),
  sender: t.Object({}, { additionalProperties: true }), recipient: t.Object({}, { additionalProperties: true }), positionName: t.Union([t.String(), t.Null()]), ...Timestamps,
};
const nullableText = (description: string) => t.Union([t.String(), t.Null()], { description });
/** Form A's flat field set, as its clients write it and read it back. */
const FormALetterFields = {
  letterContent: t.String({ description: 'The body as HTML: a <p> per paragraph, <br> between lines, text escaped (made from `content`)' }),
  fullName: nullableText('sender.fullName'),
  jobTitle: nullableText('sender.jobTitle'),
  email: nullableText('sender.email'),
  phone: nullableText('sender.phone'),
  address: nullableText('sender.address'),
  companyName: nullableText('recipient.companyName'),
  hiringManager: nullableText('recipient.hiringManager'),
};
export const CoverLetterDocument = t.Union([
  t.Object({ id: t.String({ format: 'uuid' }), coverLetterId: t.String({ format: 'uuid' }), ...LetterBody, ...FormALetterFields, status: t.Optional(t.Literal('created')) }, { title: 'Form A' }),
  t.Object({ data: t.Object({ id: t.String({ examples: ['cl_0f8e…'] }), ...LetterBody }) }, { title: 'Form B' }),
]);
/** GET /v1/resumes/schema and GET /v1/cover-letters/schema: the document itself, in both forms (no `{data}`). */
export const JsonSchemaBody = t.Object({}, { additionalProperties: true, title: 'JSON Schema (draft-07)' });
export const CoverLetterList = t.Union([
  t.Object({ items: t.Array(t.Object({ id: t.String(), coverLetterId: t.String(), title: t.String(), ...Timestamps })), total: t.Integer(), limit: t.Integer(), offset: t.Integer() }, { title: 'Form A' }),
  t.Object({ data: t.Array(t.Object({ id: t.String(), title: t.String(), createdAt: t.String({ format: 'date-time' }) })) }, { title: 'Form B' }),
]);
const RunBody = {
  status: t.Literal('complete'),
  contentType: t.String({ examples: ['application/pdf', 'application/zip'] }),
  downloadUrl: t.String({ format: 'uri' }),
  suggestions: t.Unknown({ description: 'What the run suggested (tailoring), or null' }),
  matchScore: t.Optional(t.Object({ before: t.Number(), after: t.Number() }, { description: 'How well the resume matched the posting (0 to 100) before and after tailoring' })),
  createdAt: t.String({ format: 'date-time' }),
  expiresAt: t.String({ format: 'date-time', description: '24 hours after createdAt; a 404 after' }),
};
const noResume = 'The resume the run saved or rendered; null for a cover letter rendered without a linked resume';
export const RunDocument = t.Union([
  t.Object({ runId: t.String({ format: 'uuid' }), resumeId: t.Union([t.String({ format: 'uuid' }), t.Null()], { description: noResume }), coverLetterId: t.Optional(t.String({ format: 'uuid' })), ...RunBody }, { title: 'Form A' }),
  t.Object({ data: t.Object({ runId: t.String({ examples: ['run_0f8e…'] }), resumeId: t.Union([t.String({ examples: ['res_0f8e…'] }), t.Null()], { description: noResume }), coverLetterId: t.Optional(t.String({ examples: ['cl_0f8e…'] })), ...RunBody }) }, { title: 'Form B' }),
]);
