/**
 * The shape of a hand-written "foreign" resume: what a person typed (dates as they wrote them, the
 * heading words they chose, their bullet glyph, their contact labels) next to the ISO dates the
 * parser should recover. `expectedSections` turns one into the `Sections` the benchmark scores
 * against; the display-only fields (`when`, headings, glyphs, labels) never reach the expectation.
 */
import type { Sections } from '../../../src/domain/resume.ts';

/** The PDF conventions of the foreign corpus (one drawer each in bench/support/foreign-layouts/). */
export type PdfConvention =
  | 'moderncv' | 'word' | 'gdocs' | 'europass' | 'canva' | 'lebenslauf'
  // Batch 2 (bench/support/foreign-layouts/batch2-*.ts).
  | 'altacv' | 'jakes' | 'dates-right' | 'timeline' | 'dense' | 'plain-rules' | 'pipe-line' | 'rating-grid' | 'dates-first';

/** The DOCX conventions of the foreign corpus (bench/support/foreign-docx.ts). */
export type DocxConvention =
  | 'table' | 'header-part' | 'custom-numbering' | 'sidebar-table' | 'soft-breaks' | 'gdocs-export'
  // Batch 2 (bench/support/foreign-docx-batch2.ts).
  | 'content-controls' | 'page-fields' | 'proofing-noise' | 'gdocs-direct' | 'two-column-section' | 'hyperlinks';

/** One job as the person wrote it; `when` is the date text printed. */
export interface ForeignJob {
  title: string;
  company: string;
  location?: string;
  when: string;
  startDate: string;
  endDate?: string;
  current?: boolean;
  description?: string;
  highlights?: string[];
}

/** One school or degree; `when` is the date text printed ('' prints none). */
export interface ForeignSchool {
  institution: string;
  degree: string;
  location?: string;
  when: string;
  startDate?: string;
  endDate?: string;
  grade?: string;
}

/** A skill line: a plain skill, or a group printed "Name: a, b, c". */
export type ForeignSkill = string | { name: string; keywords: string[] };

/** One hand-written resume and how it is drawn. */
export interface ForeignResume {
  /** Short id, e.g. 'nurse-en'. */
  id: string;
  language: string;
  /** The PDF convention it is drawn in; `docx`, when set, also writes it as a DOCX that way. */
  pdf: PdfConvention;
  docx?: DocxConvention;
  name: string;
  title?: string;
  email: string;
  phone: string;
  location?: string;
  website?: string;
  /** Labels printed before contact values ("Email:", "Tel.:"); none when absent. */
  contactLabels?: { email?: string; phone?: string; location?: string; website?: string };
  /** The heading words the person chose, e.g. { experience: 'Work History' }. */
  headings: { summary?: string; experience: string; education: string; skills?: string; languages?: string; certifications?: string; projects?: string; interests?: string };
  /** Bullet glyph before highlights ('' for none: highlights as plain lines). */
  bullet: string;
  summary?: string;
  jobs: ForeignJob[];
  schools: ForeignSchool[];
  skills?: ForeignSkill[];
  languages?: { language: string; fluency: string }[];
  certifications?: { name: string; issuer?: string; when?: string; date?: string }[];
  projects?: { name: string; description: string }[];
  /** Skill ratings out of 5, one per entry of `skills`, for layouts that draw a rating grid. */
  skillLevels?: number[];
  /** Interests, printed under `headings.interests`. */
  interests?: string[];
  /** A section of the person's own ("Other", "Muut tiedot"): its heading and one item a line. */
  other?: { heading: string; items: string[] };
  /** Text printed small at the foot of the last page and never parsed into a section (a GDPR consent clause). */
  footnote?: string;
}

/** The sections a perfect parser would produce from `resume`. */
export function expectedSections(resume: ForeignResume): Sections {
  const sections: Sections = {
    header: { name: resume.name, ...(resume.title && { title: resume.title }), email: resume.email, phone: resume.phone, ...(resume.location && { location: resume.location }), ...(resume.website && { website: resume.website }) },
    experience: resume.jobs.map(({ when: _when, ...job }) => ({ ...job, endDate: job.endDate ?? '', current: job.current ?? false })),
    education: resume.schools.map(({ when: _when, ...school }) => ({ ...school })),
  };
  if (resume.summary) sections.summary = resume.summary;
  if (resume.skills) sections.skills = resume.skills.map((skill) => (typeof skill === 'string' ? skill : { name: skill.name, keywords: skill.keywords }));
  if (resume.languages) sections.languages = resume.languages.map((entry) => ({ ...entry }));
  if (resume.certifications) sections.certifications = resume.certifications.map(({ when: _when, ...item }) => ({ ...item }));
  if (resume.projects) sections.projects = resume.projects.map((item) => ({ ...item }));
  if (resume.interests) sections.interests = resume.interests.map((name) => ({ name }));
  if (resume.other) sections.custom = [{ title: resume.other.heading, items: resume.other.items.map((title) => ({ title })) }];
  return sections;
}
