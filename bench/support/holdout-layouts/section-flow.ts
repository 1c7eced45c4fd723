/**
 * The order the held-out PDF layouts print a resume's sections in, and the text of each printed
 * line that every layout sets the same way (skills, languages, certifications, interests). A layout
 * supplies hooks for headings and entries; `drawSections` walks the sections the person filled in,
 * skipping the ones the layout puts elsewhere (a sidebar).
 */
import { certificationLine, languageLine } from '../foreign-layouts/resume-text.ts';
import { employers, holdoutSkillLine, type HoldoutJob, type HoldoutResume, type HoldoutSchool, type HoldoutSection } from '../holdout-resumes/holdout-resume.ts';

/** How a layout draws each kind of block. */
export interface SectionHooks {
  heading(title: string, section: HoldoutSection): void;
  paragraph(text: string): void;
  /** One employer's positions (one or more, newest first). */
  employer(roles: HoldoutJob[]): void;
  school(school: HoldoutSchool): void;
  /** Plain lines: skills, languages, certifications, interests. */
  lines(lines: string[], section: HoldoutSection): void;
  project(item: { name: string; description: string }): void;
  publication(citation: string, index: number): void;
  volunteer(item: NonNullable<HoldoutResume['volunteering']>[number]): void;
}

/** The sections in print order. */
export const sectionOrder: readonly HoldoutSection[] = [
  'summary',
  'experience',
  'education',
  'skills',
  'languages',
  'certifications',
  'projects',
  'publications',
  'volunteering',
  'interests',
  'references',
];

/** The printed lines of a line-list section ([] for other sections or an empty one). */
export function sectionLines(resume: HoldoutResume, section: HoldoutSection): string[] {
  switch (section) {
    case 'skills':
      return (resume.skills ?? []).map((skill) => holdoutSkillLine(skill));
    case 'languages':
      return (resume.languages ?? []).map((entry) => languageLine(entry));
    case 'certifications':
      return (resume.certifications ?? []).map(certificationLine);
    case 'interests':
      return resume.interests?.length ? [resume.interests.join(', ')] : [];
    default:
      return [];
  }
}

/** Draws every section `resume` has and names a heading for, except those in `skip`. */
export function drawSections(resume: HoldoutResume, hooks: SectionHooks, skip: readonly HoldoutSection[] = []): void {
  for (const section of sectionOrder) {
    const title = resume.headings[section];
    if (!title || skip.includes(section)) continue;
    switch (section) {
      case 'summary':
        if (!resume.summary) continue;
        hooks.heading(title, section);
        hooks.paragraph(resume.summary);
        break;
      case 'experience':
        hooks.heading(title, section);
        for (const roles of employers(resume.jobs)) hooks.employer(roles);
        break;
      case 'education':
        hooks.heading(title, section);
        for (const school of resume.schools) hooks.school(school);
        break;
      case 'projects':
        if (!resume.projects?.length) continue;
        hooks.heading(title, section);
        for (const item of resume.projects) hooks.project(item);
        break;
      case 'publications':
        if (!resume.publications?.length) continue;
        hooks.heading(title, section);
        resume.publications.forEach((item, index) => hooks.publication(item.citation, index));
        break;
      case 'volunteering':
        if (!resume.volunteering?.length) continue;
        hooks.heading(title, section);
        for (const item of resume.volunteering) hooks.volunteer(item);
        break;
      case 'references':
        if (!resume.references) continue;
        hooks.heading(title, section);
        hooks.paragraph(resume.references);
        break;
      default: {
        const lines = sectionLines(resume, section);
        if (lines.length === 0) continue;
        hooks.heading(title, section);
        hooks.lines(lines, section);
      }
    }
  }
}
