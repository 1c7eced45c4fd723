/**
 * A Word-made look (Calibri, the "Simple resume" habits): the name centred in bold, one centred
 * contact line with labels and pipes, headings in bold capitals over a full-width rule, each job as
 * a bold company line with the dates right-aligned by a tab, the title in italics below, and
 * indented bullets. Skills and languages are comma lists under their headings.
 */
import { Canvas, PAGE } from '../foreign-pdf-canvas.ts';
import type { ForeignResume } from '../foreign-resumes/foreign-resume.ts';
import { bulleted, certificationLine, contactParts, languageLine, skillLine } from './resume-text.ts';

const LEFT = 60;
const RIGHT = PAGE.width - 60;
const WIDTH = RIGHT - LEFT;

/** `resume` drawn the Word way. */
export async function drawWord(resume: ForeignResume): Promise<Uint8Array> {
  const canvas = new Canvas('calibri', { top: 55, bottom: 55 });
  canvas.flow(resume.name, LEFT, { size: 22, bold: true, width: WIDTH, align: 'center' }, 2);
  if (resume.title) canvas.flow(resume.title, LEFT, { size: 12, width: WIDTH, align: 'center' }, 2);
  canvas.flow(contactParts(resume).join('  |  '), LEFT, { size: 10, width: WIDTH, align: 'center' }, 10);
  const heading = (title: string) => {
    canvas.ensure(50);
    canvas.y += 6;
    canvas.text(title.toLocaleUpperCase(resume.language), LEFT, canvas.y, { size: 12, bold: true });
    canvas.rule(LEFT, RIGHT, canvas.y + 17, '#000000', 0.8);
    canvas.y += 24;
  };
  const entry = (left: string, dates: string, below: string) => {
    canvas.ensure(40);
    canvas.text(left, LEFT, canvas.y, { size: 11, bold: true });
    if (dates) canvas.text(dates, RIGHT, canvas.y, { size: 11, align: 'right' });
    canvas.y += 15;
    if (below) canvas.flow(below, LEFT, { size: 11, italic: true, width: WIDTH }, 2);
  };
  if (resume.summary && resume.headings.summary) {
    heading(resume.headings.summary);
    canvas.flow(resume.summary, LEFT, { size: 11, width: WIDTH }, 6);
  }
  heading(resume.headings.experience);
  for (const job of resume.jobs) {
    entry(job.location ? `${job.company}, ${job.location}` : job.company, job.when, job.title);
    if (job.description) canvas.flow(job.description, LEFT, { size: 11, width: WIDTH }, 2);
    for (const highlight of job.highlights ?? []) canvas.flow(bulleted(resume.bullet, highlight), LEFT + 18, { size: 11, width: WIDTH - 18 }, 1);
    canvas.y += 8;
  }
  heading(resume.headings.education);
  for (const school of resume.schools) {
    entry(school.location ? `${school.institution}, ${school.location}` : school.institution, school.when, school.degree);
    if (school.grade) canvas.flow(school.grade, LEFT, { size: 11, width: WIDTH }, 2);
    canvas.y += 6;
  }
  if (resume.skills && resume.headings.skills) {
    heading(resume.headings.skills);
    const plain = resume.skills.filter((skill) => typeof skill === 'string');
    for (const skill of resume.skills) if (typeof skill !== 'string') canvas.flow(skillLine(skill), LEFT, { size: 11, width: WIDTH }, 2);
    if (plain.length) canvas.flow(plain.join(', '), LEFT, { size: 11, width: WIDTH }, 2);
  }
  if (resume.languages && resume.headings.languages) {
    heading(resume.headings.languages);
    canvas.flow(resume.languages.map((entry) => languageLine(entry, ' (') + (entry.fluency ? ')' : '')).join(', '), LEFT, { size: 11, width: WIDTH }, 2);
  }
  if (resume.certifications && resume.headings.certifications) {
    heading(resume.headings.certifications);
    for (const item of resume.certifications) canvas.flow(bulleted(resume.bullet, certificationLine(item)), LEFT + 18, { size: 11, width: WIDTH - 18 }, 1);
  }
  if (resume.projects && resume.headings.projects) {
    heading(resume.headings.projects);
    for (const item of resume.projects) {
      canvas.flow(item.name, LEFT, { size: 11, bold: true }, 1);
      canvas.flow(item.description, LEFT, { size: 11, width: WIDTH }, 6);
    }
  }
  return canvas.finish();
}
