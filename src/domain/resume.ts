/**
 * The resume document (CONTRACT §2) as a TypeBox schema: validation, the JSON Schema served at
 * GET /v1/resumes/schema, and the TypeScript types all come from this one definition.
 *
 * Beyond the contract's field list, a few optional fields exist so that JSON Resume documents
 * round-trip without loss: header.address and links[].username, experience.url and
 * .companyDescription, education.url and .courses, projects' keywords/roles/entity/type, and an
 * `interests` section.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { languageCodes } from '../catalog/languages.ts';

/**
 * YYYY, YYYY-MM or YYYY-MM-DD with a year from 1000 to 2999 (JSON Resume's range, so every stored date
 * exports validly); whether the day exists is checked in resume-rules.ts.
 */
export const DATE_PATTERN = '^[12]\\d{3}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\\d|3[01]))?)?$';
const EMAIL_PATTERN = '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

/** The stored limits a generated text must fit: a paragraph (summary, description), a bullet, a list of bullets. */
export const MAX_PARAGRAPH_CHARS = 5000;
export const MAX_BULLET_CHARS = 1000;
export const MAX_BULLETS = 50;

const text = (maxLength: number, description?: string) => Type.String({ maxLength, ...(description && { description }) });
const short = text(200);
const line = text(500);
const paragraph = text(MAX_PARAGRAPH_CHARS);
const url = text(2048, 'URL');
const date = Type.Union([Type.String({ pattern: DATE_PATTERN, description: 'YYYY, YYYY-MM or YYYY-MM-DD' }), Type.Literal('')]);
const list = <T extends TSchema>(item: T, maxItems = 100) => Type.Array(item, { maxItems });
const bullets = list(text(MAX_BULLET_CHARS), MAX_BULLETS);
const strict = <T extends Record<string, TSchema>>(properties: T, description?: string) => Type.Partial(Type.Object(properties, { additionalProperties: false, ...(description && { description }) }));

export const HeaderSchema = strict({
  name: short,
  title: short,
  email: Type.String({ maxLength: 254, pattern: EMAIL_PATTERN, description: 'email address' }),
  phone: text(50),
  location: line,
  website: url,
  linkedin: url,
  photoUrl: text(256 * 1024, 'http(s) URL or data: URI of a JPEG, PNG or WebP'),
  links: list(strict({ label: short, url, username: short }), 20),
  address: strict({ street: line, postalCode: text(40), city: short, region: short, countryCode: text(60) }),
});

export const ExperienceSchema = strict({
  title: short,
  company: short,
  location: short,
  url,
  companyDescription: line,
  startDate: date,
  endDate: date,
  current: Type.Boolean(),
  description: paragraph,
  highlights: bullets,
});

export const EducationSchema = strict({
  institution: short,
  degree: short,
  field: short,
  location: short,
  url,
  startDate: date,
  endDate: date,
  grade: short,
  courses: bullets,
  highlights: bullets,
});

export const SkillSchema = Type.Union([strict({ name: short, level: text(100), keywords: list(text(100), 50) }), short], {
  description: 'An object, or a plain string meaning { name }',
});

export const sectionItemSchemas = {
  header: HeaderSchema,
  summary: paragraph,
  experience: list(ExperienceSchema),
  education: list(EducationSchema),
  skills: list(SkillSchema, 200),
  languages: list(strict({ language: short, fluency: short })),
  certifications: list(strict({ name: short, issuer: short, date, url })),
  projects: list(
    strict({ name: short, description: paragraph, url, startDate: date, endDate: date, highlights: bullets, keywords: list(text(100), 50), roles: list(short, 20), entity: short, type: short }),
  ),
  awards: list(strict({ title: short, awarder: short, date, summary: paragraph })),
  volunteering: list(strict({ organization: short, position: short, url, startDate: date, endDate: date, summary: paragraph, highlights: bullets })),
  publications: list(strict({ name: short, publisher: short, releaseDate: date, url, summary: paragraph })),
  references: list(strict({ name: short, reference: paragraph })),
  interests: list(strict({ name: short, keywords: list(text(100), 50) })),
  custom: list(strict({ title: short, items: list(strict({ title: short, subtitle: short, date: text(100), description: paragraph, highlights: bullets })) }), 20),
};

export type SectionName = keyof typeof sectionItemSchemas;
export const sectionNames = Object.keys(sectionItemSchemas) as SectionName[];

export const SectionsSchema = Type.Partial(Type.Object(sectionItemSchemas, { additionalProperties: false }));

export const pageNumberingValues = ['none', 'simple', 'fraction', 'page'] as const;

export const DesignSchema = strict({
  colorId: Type.String({ maxLength: 64 }),
  font: Type.String({ maxLength: 100 }),
  fontSize: Type.Number({ minimum: 6, maximum: 20, description: 'points' }),
  spacing: Type.Number({ minimum: 0.5, maximum: 3, description: "multiplier of the template's line height" }),
  margin: Type.Number({ minimum: 0, maximum: 50, description: 'millimetres' }),
  pageSize: Type.Union([Type.Literal('A4'), Type.Literal('Letter')]),
  pageNumbering: Type.Union(pageNumberingValues.map((value) => Type.Literal(value))),
  showProfileImage: Type.Boolean(),
});

const LanguageCode = Type.Union(
  languageCodes.map((code) => Type.Literal(code)),
  { description: 'One of the 14 locale codes' },
);
const SectionOrder = Type.Array(Type.Union(sectionNames.map((name) => Type.Literal(name))), { maxItems: sectionNames.length, uniqueItems: true });

const TemplateId = Type.String({ minLength: 1, maxLength: 64 });

/** What a client sends to create or replace a resume. */
export const ResumeInputSchema = Type.Object(
  {
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    isDefault: Type.Optional(Type.Boolean()),
    language: Type.Optional(LanguageCode),
    templateId: Type.Optional(TemplateId),
    design: Type.Optional(DesignSchema),
    sections: Type.Optional(SectionsSchema),
    sectionOrder: Type.Optional(SectionOrder),
  },
  { additionalProperties: false, title: 'ResumeInput' },
);

/** What a client sends to change part of a resume. */
export const ResumePatchSchema = Type.Partial(ResumeInputSchema, { additionalProperties: false, title: 'ResumePatch' });

/** PATCH /v1/resumes/{id}/template, as agent tools send it: the template alone. */
export const ResumeTemplateChangeSchema = Type.Object({ templateId: TemplateId }, { additionalProperties: false, title: 'ResumeTemplateChange' });

/** PATCH /v1/resumes/{id}/default: no body, or the resume's own id once more (agent tools send it). */
export const ResumeDefaultChangeSchema = Type.Object(
  { id: Type.Optional(Type.String({ maxLength: 200, description: 'When sent, the id in the path (any spelling)' })) },
  { additionalProperties: false, title: 'ResumeDefaultChange' },
);

export type ResumeInput = Static<typeof ResumeInputSchema>;
export type ResumePatch = Static<typeof ResumePatchSchema>;
export type Sections = Static<typeof SectionsSchema>;
export type Design = Static<typeof DesignSchema>;
export type Header = Static<typeof HeaderSchema>;

/** A stored resume, as services hand it to presenters. */
export interface Resume {
  id: string;
  title: string;
  isDefault: boolean;
  language: string;
  templateId: string;
  design: Design;
  sections: Sections;
  sectionOrder: SectionName[] | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The largest document stored, as JSON (CONTRACT: 256 KB). */
export const MAX_RESUME_BYTES = 256 * 1024;
