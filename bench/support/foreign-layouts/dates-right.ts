/**
 * Dates in a column of their own at the right margin: the text column takes the left three
 * quarters, the period sits in grey beside each entry's first line in a narrow right column and
 * wraps there ("01.03.2019 –" over "31.12.2021"), as Nordic Word CVs with a two-column table
 * print it. Headings in bold accent capitals; each job as the title in bold, "Company, City"
 * below, dash bullets.
 */
import { Canvas, PAGE } from '../foreign-pdf-canvas.ts';
import type { ForeignResume } from '../foreign-resumes/foreign-resume.ts';
import { bulleted, contactParts } from './resume-text.ts';
import { drawFootnote, drawSections } from './section-walk.ts';

const LEFT = 56;
const TEXT_WIDTH = 350;
const DATES = 440;
const DATES_WIDTH = PAGE.width - 50 - DATES;
const ACCENT = '#1d5c63';

/** `resume` drawn with a right-hand column of dates. */
export async function drawDatesRight(resume: ForeignResume): Promise<Uint8Array> {
  const canvas = new Canvas('arial', { top: 50, bottom: 50 });
  canvas.flow(resume.name, LEFT, { size: 20, bold: true, color: ACCENT }, 2);
  if (resume.title) canvas.flow(resume.title, LEFT, { size: 11 }, 4);
  for (const part of contactParts(resume)) canvas.flow(part, LEFT, { size: 9.5, color: '#444444' }, 1);
  canvas.y += 8;
  const entry = (first: string, second: string, when: string, below: string[]) => {
    canvas.ensure(45);
    const top = canvas.y;
    if (when) canvas.text(when, DATES, top, { size: 9.5, color: '#555555', width: DATES_WIDTH });
    const datesHeight = when ? canvas.measure(when, { size: 9.5, width: DATES_WIDTH }) : 0;
    canvas.flow(first, LEFT, { size: 10.5, bold: true, width: TEXT_WIDTH }, 1);
    if (second) canvas.flow(second, LEFT, { size: 10, width: TEXT_WIDTH }, 2);
    for (const line of below) canvas.flow(bulleted(resume.bullet, line), LEFT + 10, { size: 9.5, width: TEXT_WIDTH - 10 }, 1);
    canvas.y = Math.max(canvas.y, top + datesHeight) + 8;
  };
  drawSections(resume, {
    heading(title) {
      canvas.ensure(50);
      canvas.y += 6;
      canvas.flow(title.toLocaleUpperCase(resume.language), LEFT, { size: 11.5, bold: true, color: ACCENT }, 8);
    },
    job(job) {
      entry(job.title, job.location ? `${job.company}, ${job.location}` : job.company, job.when, [...(job.description ? [job.description] : []), ...(job.highlights ?? [])]);
    },
    school(school) {
      entry(school.degree, school.location ? `${school.institution}, ${school.location}` : school.institution, school.when, school.grade ? [school.grade] : []);
    },
    paragraph(text) {
      canvas.flow(text, LEFT, { size: 10, width: TEXT_WIDTH }, 6);
    },
    list(items) {
      for (const item of items) canvas.flow(item, LEFT, { size: 10, width: TEXT_WIDTH }, 2);
      canvas.y += 4;
    },
    languages(entries) {
      for (const entry of entries) {
        canvas.text(entry.language, LEFT, canvas.y, { size: 10 });
        canvas.text(entry.fluency, DATES, canvas.y, { size: 10, color: '#555555' });
        canvas.y += 14;
      }
    },
  });
  drawFootnote(canvas, resume, LEFT, PAGE.width - 2 * LEFT);
  return canvas.finish();
}
