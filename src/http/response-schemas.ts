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
