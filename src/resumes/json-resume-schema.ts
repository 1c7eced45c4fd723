/**
 * The types of the JSON Resume fields we map, so that a wrong type is a 400 at the client's own path
 * (`body.work[0].highlights`) instead of being dropped. Fields we do not map, and any extra ones,
 * pass (the JSON Resume schema allows additional properties). Our own top-level settings may sit
 * beside `basics` to name, style or make default the imported resume.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { ResumeInputSchema } from '../domain/resume.ts';

const text = Type.String();
const texts = Type.Array(Type.String());
const record = <T extends Record<string, TSchema>>(properties: T) => Type.Partial(Type.Object(properties));
const records = <T extends Record<string, TSchema>>(properties: T) => Type.Array(record(properties));
const period = { startDate: text, endDate: text };

export const JsonResumeInputSchema = Type.Object(
  {
    basics: record({
      name: text,
      label: text,
      image: text,
      email: text,
      phone: text,
      url: text,
      summary: text,
      location: record({ address: text, postalCode: text, city: text, countryCode: text, region: text }),
      profiles: records({ network: text, username: text, url: text }),
    }),
    work: Type.Optional(records({ name: text, position: text, location: text, description: text, url: text, ...period, summary: text, highlights: texts })),
    volunteer: Type.Optional(records({ organization: text, position: text, url: text, ...period, summary: text, highlights: texts })),
    education: Type.Optional(records({ institution: text, url: text, area: text, studyType: text, ...period, score: text, courses: texts })),
    awards: Type.Optional(records({ title: text, date: text, awarder: text, summary: text })),
    certificates: Type.Optional(records({ name: text, date: text, url: text, issuer: text })),
    publications: Type.Optional(records({ name: text, publisher: text, releaseDate: text, url: text, summary: text })),
    skills: Type.Optional(records({ name: text, level: text, keywords: texts })),
    languages: Type.Optional(records({ language: text, fluency: text })),
    interests: Type.Optional(records({ name: text, keywords: texts })),
    references: Type.Optional(records({ name: text, reference: text })),
    projects: Type.Optional(records({ name: text, description: text, highlights: texts, keywords: texts, ...period, url: text, roles: texts, entity: text, type: text })),
    // Our settings for the imported resume.
    title: ResumeInputSchema.properties.title,
    isDefault: ResumeInputSchema.properties.isDefault,
    language: ResumeInputSchema.properties.language,
    templateId: ResumeInputSchema.properties.templateId,
    design: ResumeInputSchema.properties.design,
  },
  { title: 'JsonResume' },
);
