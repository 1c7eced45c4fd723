/**
 * Nothing bold: section headings in the body face at a larger size, each followed by a thin
 * horizontal rule; each job as the title, then "Company, City" in grey, then the dates on a line
 * of their own in smaller grey type, then the bullets. Typical of a CV typed in LibreOffice with
 * a "horizontal line" paragraph style.
 */
import { Canvas, PAGE } from '../foreign-pdf-canvas.ts';
import type { ForeignResume } from '../foreign-resumes/foreign-resume.ts';
import { bulleted, contactParts, languageLine } from './resume-text.ts';
import { drawSections } from './section-walk.ts';

const LEFT = 62;
const WIDTH = PAGE.width - 2 * LEFT;

/** `resume` drawn with plain headings over rules and no bold. */
export async function drawPlainRules(resume: ForeignResume): Promise<Uint8Array> {
  const canvas = new Canvas('serif', { top: 55, bottom: 55 });
  canvas.flow(resume.name, LEFT, { size: 22 }, 2);
  if (resume.title) canvas.flow(resume.title, LEFT, { size: 12, italic: true }, 3);
  for (const part of contactParts(resume)) canvas.flow(part, LEFT, { size: 10.5 }, 0.5);
  canvas.y += 8;
  const entry = (first: string, second: string, when: string, below: string[]) => {
    canvas.ensure(45);
    canvas.flow(first, LEFT, { size: 12, width: WIDTH }, 0.5);
    if (second) canvas.flow(second, LEFT, { size: 11, color: '#555555', width: WIDTH }, 0.5);
    if (when) canvas.flow(when, LEFT, { size: 10, color: '#777777' }, 2);
    for (const line of below) canvas.flow(bulleted(resume.bullet, line), LEFT + 12, { size: 11, width: WIDTH - 12 }, 0.5);
    canvas.y += 8;
  };
  drawSections(resume, {
    heading(title) {
      canvas.ensure(50);
      canvas.y += 6;
      canvas.flow(title, LEFT, { size: 15 }, 1);
      canvas.rule(LEFT, LEFT + WIDTH, canvas.y + 1, '#888888', 0.5);
      canvas.y += 8;
    },
    job(job) {
      entry(job.title, job.location ? `${job.company}, ${job.location}` : job.company, job.when, [...(job.description ? [job.description] : []), ...(job.highlights ?? [])]);
    },
    school(school) {
      entry(school.degree, school.location ? `${school.institution}, ${school.location}` : school.institution, school.when, school.grade ? [school.grade] : []);
    },
    paragraph(text) {
      canvas.flow(text, LEFT, { size: 11, width: WIDTH }, 6);
    },
    list(items) {
      for (const item of items) canvas.flow(item, LEFT, { size: 11, width: WIDTH }, 1);
      canvas.y += 5;
    },
    languages(entries) {
      for (const entry of entries) canvas.flow(languageLine(entry, ': '), LEFT, { size: 11 }, 1);
      canvas.y += 5;
    },
  });
  return canvas.finish();
}
