/**
 * Every string of a resume that a reader (and an ATS) must find in the PDF, with the section and
 * entry it belongs to. Formatted dates are left out (the layout writes them in the locale's words);
 * web addresses are expected as readable text without their protocol, "www." or trailing slash.
 */
import type { SectionName, Sections } from '../../../src/domain/resume.ts';

/** One string of the resume and where it belongs. */
export interface ResumeString {
  section: SectionName;
  /** The section instance: the section name, or "custom:<index>" for each custom section. */
  owner: string;
  /** Index of the entry within its section (0 for the summary and the header). */
  entry: number;
  /** Where the string sits in the model, e.g. "experience[1].highlights[0]". */
  field: string;
  text: string;
}

/** "https://www.github.com/a/" -> "github.com/a". */
export function readableUrl(url: string): string {
  return url
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '');
}

type Field = [name: string, value: unknown, kind?: 'url'];

/** The strings of `sections`, in model order. */
export function resumeStrings(sections: Sections): ResumeString[] {
  const strings: ResumeString[] = [];
  const add = (section: SectionName, owner: string, entry: number, path: string, fields: Field[]) => {
    for (const [name, value, kind] of fields) {
      const values = Array.isArray(value) ? value.map((item, index) => [`${name}[${index}]`, item] as const) : [[name, value] as const];
      for (const [key, item] of values) {
        if (typeof item !== 'string' || !item.trim()) continue;
        strings.push({ section, owner, entry, field: `${path}.${key}`, text: kind === 'url' ? readableUrl(item) : item.trim() });
      }
    }
  };
  const list = <T>(section: SectionName, items: readonly T[] | undefined, fields: (item: T) => Field[]) =>
    (items ?? []).forEach((item, index) => add(section, section, index, `${section}[${index}]`, fields(item)));

  const header = sections.header ?? {};
  const links = (header.links ?? []).flatMap((link): Field[] =>
    link.url
      ? [['links', link.url, 'url']]
      : link.username
        ? [
            ['links.label', link.label],
            ['links.username', link.username],
          ]
        : [],
  );
  add('header', 'header', 0, 'header', [
    ['name', header.name],
    ['title', header.title],
    ['email', header.email],
    ['phone', header.phone],
    ['location', header.location],
    ['website', header.website, 'url'],
    ['linkedin', header.linkedin, 'url'],
    ...links,
  ]);
  add('summary', 'summary', 0, 'summary', [['text', sections.summary]]);
  list('experience', sections.experience, (item) => [
    ['title', item.title],
    ['company', item.company],
    ['location', item.location],
    ['url', item.url, 'url'],
    ['companyDescription', item.companyDescription],
    ['description', item.description],
    ['highlights', item.highlights],
  ]);
  list('education', sections.education, (item) => [
    ['degree', item.degree],
    ['field', item.field],
    ['institution', item.institution],
    ['location', item.location],
    ['url', item.url, 'url'],
    ['grade', item.grade],
    ['highlights', item.highlights],
    ['courses', item.courses],
  ]);
  list('projects', sections.projects, (item) => [
    ['name', item.name],
    ['roles', item.roles],
    ['entity', item.entity],
    ['type', item.type],
    ['description', item.description],
    ['highlights', item.highlights],
    ['keywords', item.keywords],
    ['url', item.url, 'url'],
  ]);
  list('skills', sections.skills, (item) =>
    typeof item === 'string'
      ? [['name', item]]
      : [
          ['name', item.name],
          ['level', item.level],
          ['keywords', item.keywords],
        ],
  );
  list('languages', sections.languages, (item) => [
    ['language', item.language],
    ['fluency', item.fluency],
  ]);
  list('certifications', sections.certifications, (item) => [
    ['name', item.name],
    ['issuer', item.issuer],
    ['url', item.url, 'url'],
  ]);
  list('awards', sections.awards, (item) => [
    ['title', item.title],
    ['awarder', item.awarder],
    ['summary', item.summary],
  ]);
  list('volunteering', sections.volunteering, (item) => [
    ['position', item.position],
    ['organization', item.organization],
    ['url', item.url, 'url'],
    ['summary', item.summary],
    ['highlights', item.highlights],
  ]);
  list('publications', sections.publications, (item) => [
    ['name', item.name],
    ['publisher', item.publisher],
    ['url', item.url, 'url'],
    ['summary', item.summary],
  ]);
  list('references', sections.references, (item) => [
    ['name', item.name],
    ['reference', item.reference],
  ]);
  list('interests', sections.interests, (item) => [
    ['name', item.name],
    ['keywords', item.keywords],
  ]);
  (sections.custom ?? []).forEach((custom, index) => {
    const owner = `custom:${index}`;
    add('custom', owner, 0, `custom[${index}]`, [['title', custom.title]]);
    (custom.items ?? []).forEach((item, entry) =>
      add('custom', owner, entry, `custom[${index}].items[${entry}]`, [
        ['title', item.title],
        ['subtitle', item.subtitle],
        ['date', item.date],
        ['description', item.description],
        ['highlights', item.highlights],
      ]),
    );
  });
  return strings;
}

/** A section instance that the layout heads with a title, and that title's text. */
export interface SectionHeading {
  owner: string;
  section: SectionName;
  title: string;
}

/**
 * The headings a rendered resume must show: the localised title of every non-empty section, and
 * the own title of every custom section that has items.
 */
export function expectedHeadings(sections: Sections, titleOf: (section: SectionName) => string): SectionHeading[] {
  const owners = new Set(resumeStrings(sections).map((item) => item.owner));
  const headings: SectionHeading[] = [];
  for (const owner of owners) {
    if (owner === 'header') continue;
    if (owner.startsWith('custom:')) {
      const custom = sections.custom![Number(owner.slice('custom:'.length))]!;
      if (custom.title?.trim() && (custom.items ?? []).length > 0) headings.push({ owner, section: 'custom', title: custom.title.trim() });
    } else {
      headings.push({ owner, section: owner as SectionName, title: titleOf(owner as SectionName) });
    }
  }
  return headings;
}
