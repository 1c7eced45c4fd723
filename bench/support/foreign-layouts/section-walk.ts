/**
 * The section walk the batch-2 layouts share: each layout says how it draws a heading, a job, a
 * school, a paragraph and a list, and `drawSections` calls those in the order a person usually
 * writes a CV (summary, experience, education, skills, languages, certifications, projects,
 * interests, a section of their own). `drawFootnote` sets a consent clause small at the foot of
 * the last page, as Polish CVs end.
 */
import { type Canvas, PAGE } from '../foreign-pdf-canvas.ts';
import type { ForeignJob, ForeignResume, ForeignSchool } from '../foreign-resumes/foreign-resume.ts';
import { certificationLine, languageLine, skillLine } from './resume-text.ts';

/** How one layout draws each kind of block; the optional ones fall back to `list`. */
export interface SectionPainter {
  heading(title: string): void;
  job(job: ForeignJob): void;
  school(school: ForeignSchool): void;
  paragraph(text: string): void;
  /** A section's items, one a line unless the layout joins them. */
  list(items: string[], kind: 'skills' | 'languages' | 'certifications' | 'interests' | 'other'): void;
  skills?(resume: ForeignResume): void;
  languages?(entries: NonNullable<ForeignResume['languages']>): void;
  project?(item: NonNullable<ForeignResume['projects']>[number]): void;
}

/** Draws every section `resume` has, headed by the person's own words. */
export function drawSections(resume: ForeignResume, painter: SectionPainter): void {
  const { headings } = resume;
  if (resume.summary && headings.summary) {
    painter.heading(headings.summary);
    painter.paragraph(resume.summary);
  }
  painter.heading(headings.experience);
  resume.jobs.forEach((job) => painter.job(job));
  painter.heading(headings.education);
  resume.schools.forEach((school) => painter.school(school));
  if (resume.skills && headings.skills) {
    painter.heading(headings.skills);
    if (painter.skills) painter.skills(resume);
    else painter.list(resume.skills.map(skillLine), 'skills');
  }
  if (resume.languages && headings.languages) {
    painter.heading(headings.languages);
    if (painter.languages) painter.languages(resume.languages);
    else
      painter.list(
        resume.languages.map((entry) => languageLine(entry)),
        'languages',
      );
  }
  if (resume.certifications && headings.certifications) {
    painter.heading(headings.certifications);
    painter.list(resume.certifications.map(certificationLine), 'certifications');
  }
  if (resume.projects && headings.projects) {
    painter.heading(headings.projects);
    for (const item of resume.projects) {
      if (painter.project) painter.project(item);
      else painter.paragraph(`${item.name}: ${item.description}`);
    }
  }
  if (resume.interests && headings.interests) {
    painter.heading(headings.interests);
    painter.list(resume.interests, 'interests');
  }
  if (resume.other) {
    painter.heading(resume.other.heading);
    painter.list(resume.other.items, 'other');
  }
}

/** The person's footnote (a consent clause) in small grey type at the foot of the last page. */
export function drawFootnote(canvas: Canvas, resume: ForeignResume, left: number, width: number): void {
  if (!resume.footnote) return;
  const style = { size: 7, italic: true, color: '#777777', width };
  const height = canvas.measure(resume.footnote, style);
  const top = PAGE.height - 30 - height;
  if (canvas.y + 10 > top) canvas.newPage();
  canvas.text(resume.footnote, left, top, style);
}

/** "English (C1), German (B2)": languages on one line with the level in brackets. */
export function languagesInBrackets(entries: NonNullable<ForeignResume['languages']>): string {
  return entries.map((entry) => (entry.fluency ? `${entry.language} (${entry.fluency})` : entry.language)).join(', ');
}
