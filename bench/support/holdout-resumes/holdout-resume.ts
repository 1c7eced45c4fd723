/**
 * The shape of a held-out resume: what a person typed (dates as printed, heading words, bullet
 * glyph, contact labels, a second email, a references line) next to the ISO dates a parser should
 * recover. Richer than the foreign corpus's shape (publications, volunteering, interests, skill
 * levels, several positions at one employer), so the held-out layouts can print what people print.
 * `expectedSections` turns one into the `Sections` the benchmark scores against; display-only
 * fields (`when`, headings, glyphs, labels, the references line) never reach the expectation.
 */
import type { Sections } from '../../../src/domain/resume.ts';
import type { ForeignJob, ForeignSchool } from '../foreign-resumes/foreign-resume.ts';

/** The PDF layouts of the held-out corpus (one drawer each in bench/support/holdout-layouts/). */
export type HoldoutPdfLayout = 'centred-rules' | 'right-sidebar' | 'spaced-caps' | 'band' | 'small-caps' | 'label-column' | 'academic';

/** The DOCX layouts of the held-out corpus (bench/support/holdout-docx.ts). */
export type HoldoutDocxLayout = 'text-box-sidebar' | 'heading-styles' | 'skills-table' | 'small-caps-runs' | 'nested-roles' | 'plain-tabs';

/** The section keys a person can give a heading word to. */
export type HoldoutSection = 'summary' | 'experience' | 'education' | 'skills' | 'languages' | 'certifications' | 'projects' | 'publications' | 'volunteering' | 'interests' | 'references';

/** One position as printed (the foreign corpus's shape); consecutive positions with the same company are one employer's roles. */
export type HoldoutJob = ForeignJob;

/** One school or degree (the foreign corpus's shape); `when` is the date text printed ('' prints none). */
export type HoldoutSchool = ForeignSchool;

/** A skill: plain, a group printed "Name: a, b", or a skill with a level (printed as a table row or "Name – level"). */
export type HoldoutSkill = string | { name: string; keywords?: string[]; level?: string };

/** One hand-written held-out resume and how it is drawn. */
export interface HoldoutResume {
  /** Short id, e.g. 'pharmacist-de'. */
  id: string;
  language: string;
  /** The profession, for the corpus listing. */
  profession: string;
  pdf: HoldoutPdfLayout;
  docx?: HoldoutDocxLayout;
  name: string;
  title?: string;
  /** The first is the address a parser should report; a second one is printed too when present. */
  emails: string[];
  phone: string;
  location?: string;
  website?: string;
  /** Labels printed before contact values; none when absent. */
  contactLabels?: { email?: string; phone?: string; location?: string; website?: string };
  /** The heading words the person chose. */
  headings: Partial<Record<HoldoutSection, string>> & { experience: string; education: string };
  /** Bullet glyph before highlights ('' for none). */
  bullet: string;
  /** A photo placeholder is drawn (PDF layouts that have room for one). */
  photo?: boolean;
  summary?: string;
  jobs: HoldoutJob[];
  schools: HoldoutSchool[];
  skills?: HoldoutSkill[];
  languages?: { language: string; fluency: string }[];
  certifications?: { name: string; issuer?: string; when?: string; date?: string }[];
  projects?: { name: string; description: string }[];
  /** Publications with the citation text printed; `name` is the title, `publisher` the venue. */
  publications?: { name: string; publisher: string; citation: string; releaseDate?: string }[];
  volunteering?: { organization: string; position: string; when: string; startDate?: string; endDate?: string; summary?: string }[];
  interests?: string[];
  /** The references line as printed ("Available on request"); no reference is expected from it. */
  references?: string;
}

/** Printed contact values in order, each with its label: the emails, phone, location, website. */
export function holdoutContactParts(resume: HoldoutResume): string[] {
  const labels = resume.contactLabels ?? {};
  const labelled = (label: string | undefined, value: string | undefined) => (value ? (label ? `${label} ${value}` : value) : '');
  return [...resume.emails.map((email) => labelled(labels.email, email)), labelled(labels.phone, resume.phone), labelled(labels.location, resume.location), labelled(labels.website, resume.website)].filter(Boolean);
}

/** A skill as printed on one line: "Name: a, b", "Name – level" or the name alone. */
export function holdoutSkillLine(skill: HoldoutSkill, levelSeparator = ' – '): string {
  if (typeof skill === 'string') return skill;
  if (skill.keywords?.length) return `${skill.name}: ${skill.keywords.join(', ')}`;
  return skill.level ? `${skill.name}${levelSeparator}${skill.level}` : skill.name;
}

/** The jobs grouped by employer: consecutive positions at the same company form one group. */
export function employers(jobs: readonly HoldoutJob[]): HoldoutJob[][] {
  const groups: HoldoutJob[][] = [];
  for (const job of jobs) {
    const last = groups.at(-1);
    if (last && last[0]!.company === job.company) last.push(job);
    else groups.push([job]);
  }
  return groups;
}

/** The sections a perfect parser would produce from `resume`. */
export function holdoutExpectedSections(resume: HoldoutResume): Sections {
  const header = {
    name: resume.name,
    ...(resume.title && { title: resume.title }),
    email: resume.emails[0]!,
    phone: resume.phone,
    ...(resume.location && { location: resume.location }),
    ...(resume.website && { website: resume.website }),
  };
  const sections: Sections = {
    header,
    experience: resume.jobs.map(({ when: _when, ...job }) => ({ ...job, endDate: job.endDate ?? '', current: job.current ?? false })),
    education: resume.schools.map(({ when: _when, ...school }) => ({ ...school })),
  };
  if (resume.summary) sections.summary = resume.summary;
  if (resume.skills) sections.skills = resume.skills.map((skill) => (typeof skill === 'string' ? skill : { ...skill }));
  if (resume.languages) sections.languages = resume.languages.map((entry) => ({ ...entry }));
  if (resume.certifications) sections.certifications = resume.certifications.map(({ when: _when, ...item }) => ({ ...item }));
  if (resume.projects) sections.projects = resume.projects.map((item) => ({ ...item }));
  if (resume.publications) sections.publications = resume.publications.map(({ citation: _citation, ...item }) => ({ ...item }));
  if (resume.volunteering) sections.volunteering = resume.volunteering.map(({ when: _when, ...item }) => ({ ...item }));
  if (resume.interests) sections.interests = resume.interests.map((name) => ({ name }));
  return sections;
}
