/**
 * A French-school CV: the name and the contact block stacked at the top left with labels, the
 * position sought centred in capitals under them, headings in bold capitals underlined, and each
 * entry led by its period: "Depuis 2019 : Title" with the period and colon in bold, then
 * "Company (City)" in italics and dash bullets.
 */
import { Canvas, PAGE } from '../foreign-pdf-canvas.ts';
import type { ForeignResume } from '../foreign-resumes/foreign-resume.ts';
import { bulleted, contactParts } from './resume-text.ts';
import { drawFootnote, drawSections } from './section-walk.ts';

const LEFT = 58;
const WIDTH = PAGE.width - 2 * LEFT;

/** `resume` drawn with each entry led by its dates. */
export async function drawDatesFirst(resume: ForeignResume): Promise<Uint8Array> {
  const canvas = new Canvas('sans', { top: 50, bottom: 50 });
  canvas.flow(resume.name, LEFT, { size: 16, bold: true }, 2);
  for (const part of contactParts(resume)) canvas.flow(part, LEFT, { size: 9.5 }, 0.5);
  canvas.y += 12;
  if (resume.title) canvas.flow(resume.title.toLocaleUpperCase(resume.language), LEFT, { size: 15, bold: true, width: WIDTH, align: 'center', color: '#0b3d91' }, 12);
  const entry = (when: string, first: string, second: string, below: string[]) => {
    canvas.ensure(40);
    const lead = when ? `${when} : ` : '';
    const leadWidth = canvas.widthOf(lead, { size: 10.5, bold: true });
    if (lead) canvas.text(lead, LEFT, canvas.y, { size: 10.5, bold: true });
    canvas.flow(first, LEFT + leadWidth, { size: 10.5, width: WIDTH - leadWidth }, 1);
    if (second) canvas.flow(second, LEFT + 20, { size: 10, italic: true, width: WIDTH - 20 }, 1.5);
    for (const line of below) canvas.flow(bulleted(resume.bullet, line), LEFT + 20, { size: 10, width: WIDTH - 20 }, 1);
    canvas.y += 7;
  };
  drawSections(resume, {
    heading(title) {
      canvas.ensure(50);
      canvas.y += 8;
      const upper = title.toLocaleUpperCase(resume.language);
      canvas.text(upper, LEFT, canvas.y, { size: 11.5, bold: true });
      canvas.rule(LEFT, LEFT + canvas.widthOf(upper, { size: 11.5, bold: true }), canvas.y + 15, '#000000', 0.8);
      canvas.y += 24;
    },
    job(job) {
      entry(job.when, job.title, job.location ? `${job.company} (${job.location})` : job.company, [...(job.description ? [job.description] : []), ...(job.highlights ?? [])]);
    },
    school(school) {
      entry(school.when, school.degree, school.location ? `${school.institution} (${school.location})` : school.institution, school.grade ? [school.grade] : []);
    },
    paragraph(text) {
      canvas.flow(text, LEFT, { size: 10.5, width: WIDTH }, 6);
    },
    list(items) {
      for (const item of items) canvas.flow(bulleted(resume.bullet, item), LEFT, { size: 10.5, width: WIDTH }, 1.5);
      canvas.y += 4;
    },
  });
  drawFootnote(canvas, resume, LEFT, WIDTH);
  return canvas.finish();
}
