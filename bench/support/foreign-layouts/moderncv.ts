/**
 * A moderncv ("classic" style) look, as LaTeX users produce it: the name large in a serif face
 * with the title in grey italics under it, contact lines flush right at the top, each section
 * heading preceded by a coloured bar in the left margin, dates right-aligned in that margin
 * column, and each entry as "**Title**, *Company*, City" with its body to the right. Skill groups
 * and languages are \cvitem rows: the label in the margin, the value beside it.
 */
import { Canvas, PAGE } from '../foreign-pdf-canvas.ts';
import type { ForeignResume } from '../foreign-resumes/foreign-resume.ts';
import { bulleted, certificationLine, contactParts } from './resume-text.ts';

const MARGIN_RIGHT = 130;
const BODY = 142;
const BODY_WIDTH = PAGE.width - BODY - 45;
const ACCENT = '#3873b3';

/** `resume` drawn the moderncv way. */
export async function drawModerncv(resume: ForeignResume): Promise<Uint8Array> {
  const canvas = new Canvas('serif');
  canvas.text(resume.name, 45, 45, { size: 30, color: '#111111' });
  if (resume.title) canvas.text(resume.title, 45, 84, { size: 14, italic: true, color: '#757575' });
  contactParts(resume).forEach((part, index) => canvas.text(part, PAGE.width - 45, 48 + 13 * index, { size: 9.5, italic: true, color: '#555555', align: 'right' }));
  canvas.y = 125;
  const heading = (title: string) => {
    canvas.ensure(40);
    canvas.y += 8;
    canvas.rect(45, canvas.y + 5, MARGIN_RIGHT - 45, 6, ACCENT);
    canvas.text(title, BODY, canvas.y, { size: 14, color: ACCENT });
    canvas.y += 24;
  };
  const row = (label: string, value: string) => {
    const height = canvas.measure(value, { size: 10.5, width: BODY_WIDTH });
    canvas.ensure(height);
    if (label) canvas.text(label, MARGIN_RIGHT, canvas.y, { size: 10.5, align: 'right' });
    canvas.text(value, BODY, canvas.y, { size: 10.5, width: BODY_WIDTH });
    canvas.y += height + 3;
  };
  if (resume.summary && resume.headings.summary) {
    heading(resume.headings.summary);
    row('', resume.summary);
  }
  heading(resume.headings.experience);
  for (const job of resume.jobs) {
    canvas.ensure(30);
    canvas.text(job.when, MARGIN_RIGHT, canvas.y, { size: 10.5, align: 'right' });
    const line = `${job.title}, ${job.company}${job.location ? `, ${job.location}` : ''}`;
    // moderncv sets the title bold and the employer italic on one line: drawn as separate runs.
    const titleWidth = canvas.widthOf(`${job.title}, `, { size: 10.5, bold: true });
    if (titleWidth + canvas.widthOf(line.slice(job.title.length + 2), { size: 10.5, italic: true }) < BODY_WIDTH) {
      canvas.text(`${job.title},`, BODY, canvas.y, { size: 10.5, bold: true });
      canvas.text(line.slice(job.title.length + 2), BODY + titleWidth, canvas.y, { size: 10.5, italic: true });
      canvas.y += 15;
    } else {
      canvas.flow(`${job.title},`, BODY, { size: 10.5, bold: true }, 1);
      canvas.flow(line.slice(job.title.length + 2), BODY, { size: 10.5, italic: true, width: BODY_WIDTH }, 2);
    }
    if (job.description) canvas.flow(job.description, BODY, { size: 10, width: BODY_WIDTH }, 2);
    for (const highlight of job.highlights ?? []) canvas.flow(bulleted(resume.bullet, highlight), BODY + 8, { size: 10, width: BODY_WIDTH - 8 }, 1);
    canvas.y += 8;
  }
  heading(resume.headings.education);
  for (const school of resume.schools) {
    canvas.ensure(30);
    if (school.when) canvas.text(school.when, MARGIN_RIGHT, canvas.y, { size: 10.5, align: 'right' });
    canvas.flow(`${school.degree}, ${school.institution}${school.location ? `, ${school.location}` : ''}`, BODY, { size: 10.5, width: BODY_WIDTH }, 2);
    if (school.grade) canvas.flow(school.grade, BODY, { size: 10, italic: true }, 2);
    canvas.y += 6;
  }
  if (resume.skills && resume.headings.skills) {
    heading(resume.headings.skills);
    for (const skill of resume.skills) typeof skill === 'string' ? row('', skill) : row(skill.name, skill.keywords.join(', '));
  }
  if (resume.languages && resume.headings.languages) {
    heading(resume.headings.languages);
    for (const entry of resume.languages) row(entry.language, entry.fluency);
  }
  if (resume.certifications && resume.headings.certifications) {
    heading(resume.headings.certifications);
    for (const item of resume.certifications) row(item.when ?? '', certificationLine({ ...item, when: undefined }));
  }
  if (resume.projects && resume.headings.projects) {
    heading(resume.headings.projects);
    for (const item of resume.projects) {
      canvas.flow(item.name, BODY, { size: 10.5, bold: true }, 1);
      canvas.flow(item.description, BODY, { size: 10, width: BODY_WIDTH }, 6);
    }
  }
  return canvas.finish();
}
