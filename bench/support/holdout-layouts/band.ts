/**
 * A template whose section names sit in white bold type on a full-width coloured band; the name
 * in a large coloured face at the top left with the contact lines flush right beside it. Each
 * position is "Title | Company" in bold, then "dates · City" in grey under it.
 */
import { bulleted } from '../foreign-layouts/resume-text.ts';
import { Canvas, PAGE } from '../foreign-pdf-canvas.ts';
import { holdoutContactParts, type HoldoutResume } from '../holdout-resumes/holdout-resume.ts';
import { drawSections } from './section-flow.ts';

const LEFT = 45;
const RIGHT = PAGE.width - 45;
const WIDTH = RIGHT - LEFT;

/** `resume` drawn with its headings in coloured bands; `colour` is the band's fill. */
export async function drawBand(resume: HoldoutResume, colour = '#7a2e4d'): Promise<Uint8Array> {
  const canvas = new Canvas('calibri', { top: 45, bottom: 45 });
  canvas.text(resume.name, LEFT, 45, { size: 25, bold: true, color: colour, width: 300 });
  if (resume.title) canvas.text(resume.title, LEFT, 78, { size: 12.5, color: '#333333', width: 300 });
  holdoutContactParts(resume).forEach((part, index) => canvas.text(part, RIGHT, 48 + 12.5 * index, { size: 9.5, align: 'right' }));
  canvas.y = Math.max(110, 48 + 12.5 * holdoutContactParts(resume).length + 12);
  drawSections(resume, {
    heading: (title) => {
      canvas.ensure(50);
      canvas.y += 8;
      canvas.rect(LEFT - 6, canvas.y, WIDTH + 12, 19, colour);
      canvas.text(title, LEFT, canvas.y + 3, { size: 11.5, bold: true, color: '#ffffff' });
      canvas.y += 27;
    },
    paragraph: (text) => canvas.flow(text, LEFT, { size: 10.5, width: WIDTH }, 4),
    employer: (roles) => {
      for (const job of roles) {
        canvas.ensure(40);
        canvas.flow(`${job.title} | ${job.company}`, LEFT, { size: 11, bold: true, width: WIDTH }, 1);
        canvas.flow(`${job.when}${job.location ? ` · ${job.location}` : ''}`, LEFT, { size: 9.5, color: '#6b6b6b' }, 3);
        if (job.description) canvas.flow(job.description, LEFT, { size: 10.5, width: WIDTH }, 2);
        for (const text of job.highlights ?? []) canvas.flow(bulleted(resume.bullet, text), LEFT + 10, { size: 10.5, width: WIDTH - 10 }, 1);
        canvas.y += 8;
      }
    },
    school: (school) => {
      canvas.ensure(34);
      canvas.flow(`${school.degree} | ${school.institution}`, LEFT, { size: 11, bold: true, width: WIDTH }, 1);
      const detail = [school.when, school.location].filter(Boolean).join(' · ');
      if (detail) canvas.flow(detail, LEFT, { size: 9.5, color: '#6b6b6b' }, 1);
      if (school.grade) canvas.flow(school.grade, LEFT, { size: 10.5, width: WIDTH }, 1);
      canvas.y += 7;
    },
    lines: (lines) => lines.forEach((line) => canvas.flow(bulleted(resume.bullet, line), LEFT, { size: 10.5, width: WIDTH }, 2)),
    project: (item) => {
      canvas.flow(item.name, LEFT, { size: 11, bold: true, width: WIDTH }, 1);
      canvas.flow(item.description, LEFT, { size: 10.5, width: WIDTH }, 6);
    },
    publication: (citation) => canvas.flow(citation, LEFT, { size: 10.5, width: WIDTH }, 4),
    volunteer: (item) => {
      canvas.flow(`${item.position} | ${item.organization}`, LEFT, { size: 11, bold: true, width: WIDTH }, 1);
      canvas.flow(item.when, LEFT, { size: 9.5, color: '#6b6b6b' }, 2);
      if (item.summary) canvas.flow(item.summary, LEFT, { size: 10.5, width: WIDTH }, 6);
    },
  });
  return canvas.finish();
}
