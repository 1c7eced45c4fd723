/**
 * A "tabellarischer Lebenslauf" look, typed in a word processor with tab stops, as common in German,
 * Nordic and Dutch applications: the name and a block of labelled contact lines at the top left,
 * bold headings with an underline, and every entry as a row: the period at the left margin, the
 * entry to the right of a tab ("Title" line, then "Company, City"), with highlights below it
 * (or plain sentences when the person used no bullets).
 */
import { Canvas, PAGE } from '../foreign-pdf-canvas.ts';
import type { ForeignResume } from '../foreign-resumes/foreign-resume.ts';
import { bulleted, certificationLine, contactParts, languageLine } from './resume-text.ts';

const LEFT = 62;
const TAB = 190;
const WIDTH = PAGE.width - TAB - 55;

/** `resume` drawn as a tabular CV. */
export async function drawLebenslauf(resume: ForeignResume): Promise<Uint8Array> {
  const canvas = new Canvas('sans', { top: 60, bottom: 55 });
  canvas.flow(resume.name, LEFT, { size: 18, bold: true }, 2);
  if (resume.title) canvas.flow(resume.title, LEFT, { size: 11 }, 6);
  for (const part of contactParts(resume)) canvas.flow(part, LEFT, { size: 9.5 }, 1);
  canvas.y += 12;
  const heading = (title: string) => {
    canvas.ensure(50);
    canvas.y += 8;
    canvas.text(title, LEFT, canvas.y, { size: 12, bold: true });
    canvas.rule(LEFT, PAGE.width - 55, canvas.y + 17, '#444444', 0.5);
    canvas.y += 24;
  };
  const row = (left: string, right: string, style: { bold?: boolean } = {}, after = 2) => {
    const height = canvas.measure(right, { size: 10, width: WIDTH, ...style });
    canvas.ensure(height);
    if (left) canvas.text(left, LEFT, canvas.y, { size: 10 });
    canvas.text(right, TAB, canvas.y, { size: 10, width: WIDTH, ...style });
    canvas.y += height + after;
  };
  if (resume.summary && resume.headings.summary) {
    heading(resume.headings.summary);
    canvas.flow(resume.summary, LEFT, { size: 10, width: PAGE.width - LEFT - 55 }, 6);
  }
  heading(resume.headings.experience);
  for (const job of resume.jobs) {
    canvas.ensure(40);
    row(job.when, job.title, { bold: true }, 1);
    row('', job.location ? `${job.company}, ${job.location}` : job.company, {}, 2);
    if (job.description) row('', job.description);
    for (const highlight of job.highlights ?? []) row('', bulleted(resume.bullet, highlight), {}, 1);
    canvas.y += 8;
  }
  heading(resume.headings.education);
  for (const school of resume.schools) {
    row(school.when, school.degree, { bold: true }, 1);
    row('', school.location ? `${school.institution}, ${school.location}` : school.institution);
    if (school.grade) row('', school.grade);
    canvas.y += 6;
  }
  if (resume.skills && resume.headings.skills) {
    heading(resume.headings.skills);
    for (const skill of resume.skills) typeof skill === 'string' ? row('', skill, {}, 1) : row(skill.name, skill.keywords.join(', '), {}, 2);
  }
  if (resume.languages && resume.headings.languages) {
    heading(resume.headings.languages);
    for (const entry of resume.languages) row(entry.language, entry.fluency || languageLine(entry), {}, 1);
  }
  if (resume.certifications && resume.headings.certifications) {
    heading(resume.headings.certifications);
    for (const item of resume.certifications) row(item.when ?? '', certificationLine({ ...item, when: undefined }), {}, 1);
  }
  if (resume.projects && resume.headings.projects) {
    heading(resume.headings.projects);
    for (const item of resume.projects) {
      row('', item.name, { bold: true }, 1);
      row('', item.description, {}, 6);
    }
  }
  return canvas.finish();
}
