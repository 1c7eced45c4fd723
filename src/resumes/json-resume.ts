/**
 * JSON Resume (jsonresume.org, schema v1.0.0) in and out. Every JSON Resume field has a place in our
 * document except `meta` and `$schema` (bookkeeping of the source file), so importing and exporting
 * again gives back the same document. Mapping, field by field:
 *
 *   basics.name/label/image/email/phone/url  header.name/title/photoUrl/email/phone/website
 *   basics.summary                            sections.summary
 *   basics.location                           header.address (+ header.location, a one-line form)
 *   basics.profiles[]                         header.links[] {label: network, url, username};
 *                                             a LinkedIn profile also fills header.linkedin
 *   work[]        {name, position, location, description, url, startDate, endDate, summary, highlights}
 *                 experience[] {company, title, location, companyDescription, url, startDate, endDate,
 *                 description, highlights}; no endDate -> current: true
 *   education[]   {area, studyType, score, courses, url, ...} -> {field, degree, grade, courses, url, ...}
 *   certificates[] -> certifications[]; volunteer[] -> volunteering[]; awards, publications, skills,
 *   languages, interests, references, projects: same fields.
 */
import type { Resume, ResumeInput, Sections } from '../domain/resume.ts';

type JsonObject = Record<string, unknown>;

/** A document is JSON Resume when it has a `basics` key (its shape is checked by JsonResumeInputSchema). */
export function isJsonResume(body: unknown): body is JsonObject {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && 'basics' in body;
}

/**
 * Our document from a JSON Resume document whose types were checked. Unknown JSON Resume fields are
 * ignored, as its schema allows; our own `title`, `isDefault`, `language`, `templateId` and `design`
 * beside `basics` are kept.
 */
export function fromJsonResume(source: JsonObject): ResumeInput {
  const basics = object(source.basics);
  const location = object(basics.location);
  const profiles = array(basics.profiles).map(object);
  const linkedin = profiles.find((profile) => string(profile.network)?.toLowerCase() === 'linkedin');
  const address = compact({
    street: string(location.address),
    postalCode: string(location.postalCode),
    city: string(location.city),
    region: string(location.region),
    countryCode: string(location.countryCode),
  });
  const header = compact({
    name: string(basics.name),
    title: string(basics.label),
    email: string(basics.email),
    phone: string(basics.phone),
    website: string(basics.url),
    photoUrl: string(basics.image),
    location: oneLineLocation(location),
    linkedin: linkedin ? (string(linkedin.url) ?? string(linkedin.username)) : undefined,
    address: isEmpty(address) ? undefined : address,
    links: nonEmpty(profiles.map((profile) => compact({ label: string(profile.network), url: string(profile.url), username: string(profile.username) }))),
  });
  const sections: Sections = compact({
    header: isEmpty(header) ? undefined : header,
    summary: string(basics.summary),
    experience: nonEmpty(
      array(source.work)
        .map(object)
        .map((work) =>
          compact({
            company: string(work.name),
            title: string(work.position),
            location: string(work.location),
            companyDescription: string(work.description),
            url: string(work.url),
            startDate: string(work.startDate),
            endDate: string(work.endDate),
            current: work.startDate && !work.endDate ? true : undefined,
            description: string(work.summary),
            highlights: strings(work.highlights),
          }),
        ),
    ),
    education: nonEmpty(
      array(source.education)
        .map(object)
        .map((education) =>
          compact({
            institution: string(education.institution),
            url: string(education.url),
            field: string(education.area),
            degree: string(education.studyType),
            startDate: string(education.startDate),
            endDate: string(education.endDate),
            grade: string(education.score),
            courses: strings(education.courses),
          }),
        ),
    ),
    skills: nonEmpty(
      array(source.skills)
        .map(object)
        .map((skill) => compact({ name: string(skill.name), level: string(skill.level), keywords: strings(skill.keywords) })),
    ),
    languages: nonEmpty(
      array(source.languages)
        .map(object)
        .map((language) => compact({ language: string(language.language), fluency: string(language.fluency) })),
    ),
    certifications: nonEmpty(
      array(source.certificates)
        .map(object)
        .map((certificate) => compact({ name: string(certificate.name), issuer: string(certificate.issuer), date: string(certificate.date), url: string(certificate.url) })),
    ),
    projects: nonEmpty(
      array(source.projects)
        .map(object)
        .map((project) =>
          compact({
            name: string(project.name),
            description: string(project.description),
            url: string(project.url),
            startDate: string(project.startDate),
            endDate: string(project.endDate),
            highlights: strings(project.highlights),
            keywords: strings(project.keywords),
            roles: strings(project.roles),
            entity: string(project.entity),
            type: string(project.type),
          }),
        ),
    ),
    awards: nonEmpty(
      array(source.awards)
        .map(object)
        .map((award) => compact({ title: string(award.title), awarder: string(award.awarder), date: string(award.date), summary: string(award.summary) })),
    ),
    volunteering: nonEmpty(
      array(source.volunteer)
        .map(object)
        .map((volunteer) =>
          compact({
            organization: string(volunteer.organization),
            position: string(volunteer.position),
            url: string(volunteer.url),
            startDate: string(volunteer.startDate),
            endDate: string(volunteer.endDate),
            summary: string(volunteer.summary),
            highlights: strings(volunteer.highlights),
          }),
        ),
    ),
    publications: nonEmpty(
      array(source.publications)
        .map(object)
        .map((publication) =>
          compact({
            name: string(publication.name),
            publisher: string(publication.publisher),
            releaseDate: string(publication.releaseDate),
            url: string(publication.url),
            summary: string(publication.summary),
          }),
        ),
    ),
    references: nonEmpty(
      array(source.references)
        .map(object)
        .map((reference) => compact({ name: string(reference.name), reference: string(reference.reference) })),
    ),
    interests: nonEmpty(
      array(source.interests)
        .map(object)
        .map((interest) => compact({ name: string(interest.name), keywords: strings(interest.keywords) })),
    ),
  });
  const name = sections.header?.name;
  const title = name ? (sections.header?.title ? `${name} – ${sections.header.title}` : name) : 'Imported resume';
  const settings = compact({ title: source.title, isDefault: source.isDefault, language: source.language, templateId: source.templateId, design: source.design }) as Partial<ResumeInput>;
  return { title, ...settings, sections };
}

/** A JSON Resume document (schema v1.0.0) from our resume. */
export function toJsonResume(resume: Resume): JsonObject {
  const { sections } = resume;
  const header = sections.header ?? {};
  const links = header.links ?? [];
  const profiles: JsonObject[] = links.map((link) => compact({ network: link.label, username: link.username, url: absoluteUrl(link.url) }));
  const linkedinListed = links.some((link) => link.label?.toLowerCase() === 'linkedin');
  if (header.linkedin && !linkedinListed)
    profiles.push(header.linkedin.includes('/') ? compact({ network: 'LinkedIn', url: absoluteUrl(header.linkedin) }) : { network: 'LinkedIn', username: header.linkedin });
  const location = header.address
    ? compact({ address: header.address.street, postalCode: header.address.postalCode, city: header.address.city, countryCode: header.address.countryCode, region: header.address.region })
    : header.location
      ? { city: header.location }
      : undefined;
  return compact({
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: compact({
      name: header.name,
      label: header.title,
      image: header.photoUrl?.startsWith('data:') ? undefined : absoluteUrl(header.photoUrl),
      email: header.email || undefined,
      phone: header.phone,
      url: absoluteUrl(header.website),
      summary: sections.summary,
      location: location && !isEmpty(location) ? location : undefined,
      profiles: nonEmpty(profiles),
    }),
    work: nonEmpty(
      (sections.experience ?? []).map((entry) =>
        compact({
          name: entry.company,
          position: entry.title,
          location: entry.location,
          description: entry.companyDescription,
          url: absoluteUrl(entry.url),
          startDate: entry.startDate || undefined,
          endDate: entry.current ? undefined : entry.endDate || undefined,
          summary: entry.description,
          highlights: nonEmpty(entry.highlights ?? []),
        }),
      ),
    ),
    education: nonEmpty(
      (sections.education ?? []).map((entry) =>
        compact({
          institution: entry.institution,
          url: absoluteUrl(entry.url),
          area: entry.field,
          studyType: entry.degree,
          startDate: entry.startDate || undefined,
          endDate: entry.endDate || undefined,
          score: entry.grade,
          courses: nonEmpty(entry.courses ?? []),
        }),
      ),
    ),
    skills: nonEmpty(
      (sections.skills ?? []).map((skill) => (typeof skill === 'string' ? { name: skill } : compact({ name: skill.name, level: skill.level, keywords: nonEmpty(skill.keywords ?? []) }))),
    ),
    languages: nonEmpty((sections.languages ?? []).map((entry) => compact({ language: entry.language, fluency: entry.fluency }))),
    certificates: nonEmpty((sections.certifications ?? []).map((entry) => compact({ name: entry.name, issuer: entry.issuer, date: entry.date || undefined, url: absoluteUrl(entry.url) }))),
    projects: nonEmpty(
      (sections.projects ?? []).map((entry) =>
        compact({
          name: entry.name,
          description: entry.description,
          url: absoluteUrl(entry.url),
          startDate: entry.startDate || undefined,
          endDate: entry.endDate || undefined,
          highlights: nonEmpty(entry.highlights ?? []),
          keywords: nonEmpty(entry.keywords ?? []),
          roles: nonEmpty(entry.roles ?? []),
          entity: entry.entity,
          type: entry.type,
        }),
      ),
    ),
    awards: nonEmpty((sections.awards ?? []).map((entry) => compact({ title: entry.title, awarder: entry.awarder, date: entry.date || undefined, summary: entry.summary }))),
    volunteer: nonEmpty(
      (sections.volunteering ?? []).map((entry) =>
        compact({
          organization: entry.organization,
          position: entry.position,
          url: absoluteUrl(entry.url),
          startDate: entry.startDate || undefined,
          endDate: entry.endDate || undefined,
          summary: entry.summary,
          highlights: nonEmpty(entry.highlights ?? []),
        }),
      ),
    ),
    publications: nonEmpty(
      (sections.publications ?? []).map((entry) =>
        compact({ name: entry.name, publisher: entry.publisher, releaseDate: entry.releaseDate || undefined, url: absoluteUrl(entry.url), summary: entry.summary }),
      ),
    ),
    references: nonEmpty((sections.references ?? []).map((entry) => compact({ name: entry.name, reference: entry.reference }))),
    interests: nonEmpty((sections.interests ?? []).map((entry) => compact({ name: entry.name, keywords: nonEmpty(entry.keywords ?? []) }))),
    meta: { version: 'v1.0.0', lastModified: resume.updatedAt.toISOString().slice(0, 19) },
  });
}

function oneLineLocation(location: JsonObject): string | undefined {
  const parts = [string(location.city), string(location.region), string(location.countryCode)].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/**
 * JSON Resume wants absolute URIs; people type "github.com/ada". Adds https:// where the scheme is
 * missing and leaves out what still is not a URL.
 */
function absoluteUrl(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  const trimmed = value.trim();
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  return !/\s/.test(candidate) && URL.canParse(candidate) ? candidate : undefined;
}

function object(value: unknown): JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : {};
}

function array(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A non-empty string, or undefined (JSON Resume files often carry "" for absent values). */
function string(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function strings(value: unknown): string[] | undefined {
  return nonEmpty(
    array(value)
      .map(string)
      .filter((item): item is string => item !== undefined),
  );
}

function nonEmpty<T>(items: T[]): T[] | undefined {
  return items.length > 0 ? items : undefined;
}

function isEmpty(value: object): boolean {
  return Object.keys(value).length === 0;
}

/** Drops undefined properties so absent stays absent (and validates against additionalProperties: false). */
function compact<T extends Record<string, unknown>>(value: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as never;
}
