/**
 * An academic CV as a researcher types it: name and contact centred, a running head ("Name –
 * Curriculum Vitae") and a page number on every page after the first, headings in bold over a full
 * rule, appointments as the title in bold with the dates flush right over the institution in italics, and publications as a
 * numbered list ("[1] citation") with a hanging indent. Runs to as many pages as it needs.
 */
import { bulleted } from '../foreign-layouts/resume-text.ts';
import { Canvas, PAGE } from '../foreign-pdf-canvas.ts';
import { holdoutContactParts, type HoldoutResume } from '../holdout-resumes/holdout-resume.ts';
import { drawSections } from './section-flow.ts';

const LEFT = 64;
const RIGHT = PAGE.width - 64;
const WIDTH = RIGHT - LEFT;

/** `resume` drawn as an academic CV. */
export async function drawAcademic(resume: HoldoutResume): Promise<Uint8Array> {
  const canvas = new Canvas('serif', { top: 60, bottom: 60 });
  let page = 1;
  canvas.onPage = () => {
    page++;
    canvas.text(`${resume.name} – Curriculum Vitae`, LEFT, 30, { size: 9, italic: true, color: '#666666' });
    canvas.text(String(page), PAGE.width / 2, PAGE.height - 40, { size: 9, align: 'center' });
  };
  canvas.flow(resume.name, LEFT, { size: 20, bold: true, width: WIDTH, align: 'center' }, 2);
  if (resume.title) canvas.flow(resume.title, LEFT, { size: 11.5, width: WIDTH, align: 'center' }, 3);
  for (const part of holdoutContactParts(resume)) canvas.flow(part, LEFT, { size: 10, width: WIDTH, align: 'center' }, 0);
  canvas.y += 10;
  const split = (left: string, right: string, style: { bold?: boolean; italic?: boolean }) => {
    canvas.ensure(28);
    const rightWidth = right ? canvas.widthOf(right, { size: 10.5 }) : 0;
    if (right) canvas.text(right, RIGHT, canvas.y, { size: 10.5, align: 'right' });
    canvas.y += canvas.text(left, LEFT, canvas.y, { size: 11, ...style, width: WIDTH - rightWidth - 16 }) + 1;
  };
  drawSections(resume, {
    heading: (title) => {
      canvas.ensure(50);
      canvas.y += 10;
      canvas.flow(title, LEFT, { size: 12.5, bold: true }, 1);
      canvas.rule(LEFT, RIGHT, canvas.y, '#000000', 0.8);
      canvas.y += 7;
    },
    paragraph: (text) => canvas.flow(text, LEFT, { size: 11, width: WIDTH, align: 'left' }, 4),
    employer: (roles) => {
      for (const job of roles) {
        split(job.title, job.when, { bold: true });
        canvas.flow(`${job.company}${job.location ? `, ${job.location}` : ''}`, LEFT, { size: 11, italic: true, width: WIDTH }, 1);
        if (job.description) canvas.flow(job.description, LEFT, { size: 10.5, width: WIDTH }, 2);
        for (const text of job.highlights ?? []) canvas.flow(bulleted(resume.bullet, text), LEFT + 14, { size: 10.5, width: WIDTH - 14 }, 1);
        canvas.y += 6;
      }
    },
    school: (school) => {
      split(school.degree, school.when, { bold: true });
      canvas.flow(`${school.institution}${school.location ? `, ${school.location}` : ''}`, LEFT, { size: 11, italic: true, width: WIDTH }, 1);
      if (school.grade) canvas.flow(school.grade, LEFT, { size: 10.5, width: WIDTH }, 1);
      canvas.y += 6;
    },
    lines: (lines) => lines.forEach((line) => canvas.flow(line, LEFT, { size: 10.5, width: WIDTH }, 2)),
    project: (item) => {
      canvas.flow(item.name, LEFT, { size: 11, bold: true, width: WIDTH }, 1);
      canvas.flow(item.description, LEFT, { size: 10.5, width: WIDTH }, 6);
    },
    publication: (citation, index) => {
      const label = `[${index + 1}]`;
      const height = canvas.measure(citation, { size: 10.5, width: WIDTH - 26 });
      canvas.ensure(height);
      canvas.text(label, LEFT, canvas.y, { size: 10.5 });
      canvas.text(citation, LEFT + 26, canvas.y, { size: 10.5, width: WIDTH - 26 });
      canvas.y += height + 5;
    },
    volunteer: (item) => {
      split(`${item.position}, ${item.organization}`, item.when, { bold: true });
      if (item.summary) canvas.flow(item.summary, LEFT, { size: 10.5, width: WIDTH }, 6);
    },
  });
  return canvas.finish();
}
