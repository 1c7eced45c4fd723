/**
 * Response bodies as TypeBox schemas, for the OpenAPI document (responses are not re-validated at run
 * time). Every body and every type a client works with has a `title`: openapi-document.ts turns each
 * title into a named schema (`components.schemas`), so generated clients get `ResumeA`, `ResumeB`,
 * `Error`… instead of anonymous types. Form A bodies end in `A`; Form B bodies end in `B`, with their
 * `{data}` payload in `…DataB`; the union a route answers (one per form) has the plain name.
 */
import { t, type TSchema } from 'elysia';
import { DesignSchema, SectionsSchema, type SectionName } from '../domain/resume.ts';
import { RecipientSchema, SenderSchema } from '../domain/cover-letter.ts';
import { JsonResumeInputSchema } from '../resumes/json-resume-schema.ts';

/**
 * `schema` under a name in the document. A copy: the domain's schemas stay untitled, since they are
 * also sent to AI providers as answer formats; the document names their untitled uses by structure.
 */
function named<T extends TSchema>(title: string, schema: T): T {
  return { ...schema, title };
}

/** Each resume section's item type (the header: the section itself), by name; the summary is a string. */
const sectionItemTitles: Record<Exclude<SectionName, 'summary'>, string> = {
  header: 'ResumeHeader',
  experience: 'ResumeExperience',
  education: 'ResumeEducation',
  skills: 'ResumeSkill',
  languages: 'ResumeLanguage',
  certifications: 'ResumeCertification',
  projects: 'ResumeProject',
  awards: 'ResumeAward',
  volunteering: 'ResumeVolunteering',
  publications: 'ResumePublication',
  references: 'ResumeReference',
  interests: 'ResumeInterest',
  custom: 'ResumeCustomSection',
};

/** The stored sections (what GET /v1/resumes/schema publishes), with each item type named. */
export const ResumeSections = named('ResumeSections', {
  ...SectionsSchema,
  properties: Object.fromEntries(
    Object.entries(SectionsSchema.properties).map(([name, schema]) => {
      const title = sectionItemTitles[name as Exclude<SectionName, 'summary'>];
      const node = schema as TSchema;
      if (title && node.type === 'array') return [name, { ...node, items: named(title, node.items as TSchema) }];
      if (title && node.type === 'object') return [name, named(title, node)];
      return [name, node];
    }),
  ),
} as typeof SectionsSchema);
export const ResumeDesign = named('ResumeDesign', DesignSchema);
const Sender = named('Sender', SenderSchema);
const Recipient = named('Recipient', RecipientSchema);

const Defaults = t.Object({ pageSize: t.String(), spacing: t.Integer(), fontSize: t.Integer(), font: t.String(), pageNumbering: t.String() }, { title: 'TemplateDefaults' });
const TemplateA = t.Object(
  { id: t.String({ examples: ['GRAPHITE'] }), name: t.String(), atsScore: t.Integer(), layoutType: t.String(), supportsProfileImage: t.Boolean(), defaults: Defaults },
  { title: 'TemplateA' },
);
const TemplateB = t.Object(
  { id: t.String({ examples: ['graphite'] }), name: t.String(), description: t.String(), category: t.String(), thumbnail: t.String({ format: 'uri' }) },
  { title: 'TemplateB' },
);
const Color = t.Object(
  { id: t.String(), backgroundColor: t.String(), backgroundPartColor: t.String(), underlineColor: t.String(), text: t.String(), textMuted: t.String() },
  { title: 'TemplateColor' },
);
export const Font = t.Object({ family: t.String(), label: t.String() }, { title: 'Font' });

export const TemplateList = t.Union([t.Object({ templates: t.Array(TemplateA) }, { title: 'TemplateListA' }), t.Object({ data: t.Array(TemplateB) }, { title: 'TemplateListB' })], {
  title: 'TemplateList',
});
export const TemplateDetail = t.Union(
  [
    t.Composite([TemplateA, t.Object({ availableColors: t.Array(Color), availableFonts: t.Array(Font) })], { title: 'TemplateDetailA' }),
    t.Object({ data: t.Composite([TemplateB, t.Object({ supportedSections: t.Array(t.String()) })], { title: 'TemplateDetailDataB' }) }, { title: 'TemplateDetailB' }),
  ],
  { title: 'TemplateDetail' },
);
export const FontList = t.Object({ fonts: t.Array(Font) }, { title: 'FontList' });
export const LanguageList = t.Object({ languages: t.Array(t.Object({ code: t.String(), name: t.String() }, { title: 'Language' })) }, { title: 'LanguageList' });
export const ModelList = t.Object(
  {
    data: t.Array(
      t.Object({ provider: t.String(), models: t.Array(t.Object({ id: t.String(), name: t.String(), default: t.Optional(t.Literal(true)) }, { title: 'CatalogModel' })) }, { title: 'ProviderModels' }),
    ),
  },
  { title: 'ModelList' },
);

export const ModelSetting = t.Object({ provider: t.String(), modelId: t.String(), isCustom: t.Boolean() }, { title: 'ModelSetting' });
const SettingsData = t.Object({ model: ModelSetting }, { title: 'SettingsData' });
export const SettingsBody = t.Object({ data: SettingsData }, { title: 'Settings' });
export const SettingsChanged = t.Object({ data: SettingsData, message: t.String() }, { title: 'SettingsChanged' });

const Credits = t.Object(
  {
    remaining: t.Integer(),
    cycleQuota: t.Integer(),
    cycleUsed: t.Integer(),
    cycleRemaining: t.Integer(),
    prepaid: t.Integer(),
    cycleStartedAt: t.String({ format: 'date-time' }),
    cycleResetsAt: t.String({ format: 'date-time' }),
  },
  { title: 'Credits' },
);
export const Account = t.Object({ userId: t.String({ format: 'uuid' }), email: t.String(), plan: t.String(), createdAt: t.String({ format: 'date-time' }), credits: Credits }, { title: 'Account' });
export const CreatedUser = t.Object({ userId: t.String({ format: 'uuid' }), email: t.String(), plan: t.String(), apiKey: t.String({ description: 'Shown once' }) }, { title: 'CreatedUser' });
export const CreatedKey = t.Object({ keyId: t.String({ format: 'uuid' }), apiKey: t.String({ description: 'Shown once' }) }, { title: 'CreatedKey' });
export const CreditBalance = t.Object({ email: t.String(), credits: Credits }, { title: 'CreditBalance' });
export const Status = t.Object({ status: t.String() }, { title: 'Status' });

/** The console's JSON API (what /console's page calls). */
const ApiKeyInfo = t.Object(
  {
    id: t.String({ format: 'uuid' }),
    name: t.String(),
    prefix: t.String(),
    lastFour: t.String(),
    scopes: t.Array(t.String()),
    form: t.Union([t.Literal('a'), t.Literal('b')]),
    status: t.Union([t.Literal('active'), t.Literal('revoked')]),
    createdAt: t.String({ format: 'date-time' }),
    lastUsedAt: t.Union([t.String({ format: 'date-time' }), t.Null()]),
    revokedAt: t.Union([t.String({ format: 'date-time' }), t.Null()]),
  },
  { title: 'ApiKeyInfo' },
);
const LedgerEntry = t.Object(
  {
    entry: t.Union(['reserve', 'capture', 'release', 'purchase', 'adjustment'].map((kind) => t.Literal(kind))),
    action: t.Union([t.String(), t.Null()]),
    reservationId: t.Union([t.String(), t.Null()]),
    cycleDelta: t.Integer(),
    prepaidDelta: t.Integer(),
    note: t.Union([t.String(), t.Null()]),
    createdAt: t.String({ format: 'date-time' }),
  },
  { title: 'LedgerEntry' },
);
const CsrfTokenValue = t.String({ description: 'Send as the x-csrf-token header with every state-changing console call (it is valid for the vitae_csrf cookie set with it)' });
export const CsrfToken = t.Object({ csrfToken: CsrfTokenValue }, { title: 'CsrfToken' });
export const ConsoleSession = t.Object({ account: Account, csrfToken: CsrfTokenValue }, { title: 'ConsoleSession' });
export const ConsoleAccount = t.Object({ account: Account, usage: t.Array(LedgerEntry, { description: 'The 50 most recent credit movements, newest first' }) }, { title: 'ConsoleAccount' });
export const ConsoleLedgerPage = t.Object(
  {
    entries: t.Array(LedgerEntry, { description: 'Newest first' }),
    nextCursor: t.Union([t.String(), t.Null()], { description: 'Send as `before` for the next, older page; null on the last page' }),
  },
  { title: 'ConsoleLedgerPage' },
);
const CreditsByAction = t.Object(
  { render: t.Integer(), export: t.Integer(), parse: t.Integer(), tailor: t.Integer(), coverLetter: t.Integer() },
  { title: 'CreditsByAction', description: 'Credits actually spent (captured spends; released holds count nothing)' },
);
export const ConsoleUsage = t.Object(
  {
    days: t.Array(t.Object({ date: t.String({ format: 'date', description: 'A UTC day' }), credits: CreditsByAction }, { title: 'UsageDay' }), {
      minItems: 30,
      maxItems: 30,
      description: 'The last 30 UTC days, oldest first, today last; days without spend are zeros',
    }),
    totals: CreditsByAction,
    actions: t.Array(t.String(), { description: 'The actions in chart order: render, export, parse, tailor, coverLetter' }),
  },
  { title: 'ConsoleUsage' },
);
export const ConsoleModelSetting = t.Object(
  {
    model: ModelSetting,
    plan: t.Union([t.Literal('free'), t.Literal('pro')]),
    byokAvailable: t.Boolean({ description: 'Whether the account may use its own provider key (plan pro)' }),
    byokReason: t.Optional(t.String({ description: 'When it may not: why, and what it would change' })),
  },
  { title: 'ConsoleModelSetting' },
);
export const ConsoleModelSettingChanged = t.Object({ model: ModelSetting, message: t.String() }, { title: 'ConsoleModelSettingChanged' });
export const ApiKeyList = t.Object({ keys: t.Array(ApiKeyInfo) }, { title: 'ApiKeyList' });
export const IssuedApiKey = t.Object({ key: ApiKeyInfo, apiKey: t.String({ description: 'The secret, shown once' }) }, { title: 'IssuedApiKey' });
export const RevokedApiKey = t.Object({ key: ApiKeyInfo }, { title: 'RevokedApiKey' });

const Timestamps = { createdAt: t.String({ format: 'date-time' }), updatedAt: t.String({ format: 'date-time' }) };
const ResumeBody = {
  title: t.String(),
  isDefault: t.Boolean(),
  language: t.String(),
  templateId: t.String(),
  design: ResumeDesign,
  sections: ResumeSections,
  sectionOrder: t.Optional(t.Array(t.String())),
  ...Timestamps,
};
export const ResumeDocument = t.Union(
  [
    t.Object({ id: t.String({ format: 'uuid' }), resumeId: t.String({ format: 'uuid' }), ...ResumeBody }, { title: 'ResumeA' }),
    t.Object({ data: t.Object({ id: t.String({ examples: ['res_0f8e…'] }), ...ResumeBody }, { title: 'ResumeDataB' }) }, { title: 'ResumeB' }),
  ],
  { title: 'Resume' },
);
/**
 * A jsonresume.org document: accepted by POST /v1/resumes (recognised by `basics`), answered by
 * `?format=jsonresume`. Fields beyond the ones listed pass, as the JSON Resume schema allows.
 */
export const JsonResume = named('JsonResume', { ...JsonResumeInputSchema, description: 'A jsonresume.org document (https://jsonresume.org/schema); fields beyond these are allowed' });
const ParseFacts = {
  confidence: t.Record(t.String(), t.Number({ minimum: 0, maximum: 1 }), {
    description: '0..1 per top-level field (name, email, phone, location, links, summary, experience, education, skills, languages, certifications, projects); 0 = not found',
  }),
  warnings: t.Array(t.String(), { description: 'What a person should check: dropped or restored values, layout notes, an AI failure' }),
  engine: t.Union([t.Literal('heuristic'), t.Literal('ai')], { description: 'Which engine produced the result' }),
};
const DraftBody = { title: t.String(), language: t.String(), templateId: t.String(), design: ResumeDesign, sections: ResumeSections, sectionOrder: t.Optional(t.Array(t.String())) };
/** POST /v1/resumes/parse: `{data}` in both forms; id, isDefault and timestamps only when saved. */
export const ParsedResumeBody = t.Object(
  {
    data: t.Object(
      {
        id: t.Optional(t.String({ description: 'Form A: uuid; Form B: res_<32 hex>. Absent with save=false' })),
        resumeId: t.Optional(t.String({ format: 'uuid', description: 'Form A only' })),
        isDefault: t.Optional(t.Boolean()),
        ...DraftBody,
        createdAt: t.Optional(t.String({ format: 'date-time' })),
        updatedAt: t.Optional(t.String({ format: 'date-time' })),
        ...ParseFacts,
      },
      { title: 'ParsedResumeData' },
    ),
  },
  { title: 'ParsedResume' },
);
export const ResumeList = t.Union(
  [
    t.Object(
      {
        items: t.Array(t.Object({ id: t.String({ format: 'uuid' }), resumeId: t.String({ format: 'uuid' }), title: t.String(), isDefault: t.Boolean(), ...Timestamps }, { title: 'ResumeSummaryA' })),
        total: t.Integer(),
        limit: t.Integer(),
        offset: t.Integer(),
      },
      { title: 'ResumeListA' },
    ),
    t.Object({ data: t.Array(t.Object({ id: t.String(), title: t.String(), ...Timestamps }, { title: 'ResumeSummaryB' })) }, { title: 'ResumeListB' }),
  ],
  { title: 'ResumeList' },
);
const LetterBody = {
  title: t.String(),
  content: t.String(),
  resumeId: t.Union([t.String(), t.Null()]),
  templateId: t.Union([t.String(), t.Null()]),
  language: t.String(),
  sender: Sender,
  recipient: Recipient,
  positionName: t.Union([t.String(), t.Null()]),
  ...Timestamps,
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
export const CoverLetterDocument = t.Union(
  [
    t.Object(
      {
        id: t.String({ format: 'uuid' }),
        coverLetterId: t.String({ format: 'uuid' }),
        ...LetterBody,
        ...FormALetterFields,
        status: t.Optional(t.Literal('created', { description: 'On the answer of a create' })),
      },
      { title: 'CoverLetterA' },
    ),
    t.Object({ data: t.Object({ id: t.String({ examples: ['cl_0f8e…'] }), ...LetterBody }, { title: 'CoverLetterDataB' }) }, { title: 'CoverLetterB' }),
  ],
  { title: 'CoverLetter' },
);
/** GET /v1/resumes/schema and GET /v1/cover-letters/schema: the document itself, in both forms (no `{data}`). */
export const JsonSchemaBody = t.Object({}, { additionalProperties: true, title: 'JsonSchemaDocument', description: 'A JSON Schema (draft-07) document' });
export const CoverLetterList = t.Union(
  [
    t.Object(
      {
        items: t.Array(t.Object({ id: t.String({ format: 'uuid' }), coverLetterId: t.String({ format: 'uuid' }), title: t.String(), ...Timestamps }, { title: 'CoverLetterSummaryA' })),
        total: t.Integer(),
        limit: t.Integer(),
        offset: t.Integer(),
      },
      { title: 'CoverLetterListA' },
    ),
    t.Object({ data: t.Array(t.Object({ id: t.String(), title: t.String(), createdAt: t.String({ format: 'date-time' }) }, { title: 'CoverLetterSummaryB' })) }, { title: 'CoverLetterListB' }),
  ],
  { title: 'CoverLetterList' },
);
const ExperienceSuggestion = t.Object({ index: t.Integer({ description: 'Position in sections.experience' }), original: t.String(), tailored: t.String() }, { title: 'ExperienceSuggestion' });
const RunSuggestions = t.Object(
  {
    summary: t.String(),
    experience: t.Array(ExperienceSuggestion),
    skills: t.Array(t.String(), { description: "The resume's own skills, most relevant first" }),
    missingSkills: t.Array(t.String(), { description: 'What the posting asks for that the resume never mentions: for the person to add if true, never written in' }),
  },
  { title: 'RunSuggestions' },
);
const RunBody = {
  status: t.Literal('complete'),
  contentType: t.String({ examples: ['application/pdf', 'application/zip'] }),
  downloadUrl: t.String({ format: 'uri' }),
  suggestions: t.Union([RunSuggestions, t.Null()], { description: 'What a tailoring run suggested; null for a cover-letter run' }),
  matchScore: t.Optional(t.Object({ before: t.Number(), after: t.Number() }, { title: 'MatchScore', description: 'How well the resume matched the posting (0 to 100) before and after tailoring' })),
  createdAt: t.String({ format: 'date-time' }),
  expiresAt: t.String({ format: 'date-time', description: '24 hours after createdAt; a 404 after' }),
};
const noResume = 'The resume the run saved or rendered; null for a cover letter rendered without a linked resume';
export const RunDocument = t.Union(
  [
    t.Object(
      {
        runId: t.String({ format: 'uuid' }),
        resumeId: t.Union([t.String({ format: 'uuid' }), t.Null()], { description: noResume }),
        coverLetterId: t.Optional(t.String({ format: 'uuid' })),
        ...RunBody,
      },
      { title: 'RunA' },
    ),
    t.Object(
      {
        data: t.Object(
          {
            runId: t.String({ examples: ['run_0f8e…'] }),
            resumeId: t.Union([t.String({ examples: ['res_0f8e…'] }), t.Null()], { description: noResume }),
            coverLetterId: t.Optional(t.String({ examples: ['cl_0f8e…'] })),
            ...RunBody,
          },
          { title: 'RunDataB' },
        ),
      },
      { title: 'RunB' },
    ),
  ],
  { title: 'Run' },
);
