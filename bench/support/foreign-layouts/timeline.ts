/**
 * A timeline CV: a vertical line down the left with a dot at each entry, and the period to the
 * left of the line split at its dash into two stacked labels ("2019 –" over "heute"). Headings
 * are large accent words with a bigger dot on the line; each entry to the right is the title in
 * bold, the company in italics, then the bullets.
 */
import { Canvas, PAGE } from '../foreign-pdf-canvas.ts';
import type { ForeignResume } from '../foreign-resumes/foreign-resume.ts';
import { bulleted, contactParts } from './resume-text.ts';
import { drawSections } from './section-walk.ts';

const LINE = 112;
const LABEL_RIGHT = LINE - 12;
const BODY = LINE + 16;
const BODY_WIDTH = PAGE.width - BODY - 45;
const ACCENT = '#c0392b';

/** `when` as the timeline labels it: the start and the end on lines of their own. */
function stacked(when: string): string[] {
  const match = when.match(/^(.*?\S)\s*([–—-])\s*(\S.*)$/);
  return match ? [`${match[1]} ${match[2]}`, match[3]!] : [when];
}

/** `resume` drawn as a timeline. */
export async function drawTimeline(resume: ForeignResume): Promise<Uint8Array> {
  const canvas = new Canvas('calibri', { top: 45, bottom: 45 });
  canvas.flow(resume.name, BODY, { size: 24, bold: true }, 1);
  if (resume.title) canvas.flow(resume.title, BODY, { size: 12, color: ACCENT }, 4);
  canvas.flow(contactParts(resume).join('  ·  '), BODY, { size: 9.5, color: '#444444', width: BODY_WIDTH }, 14);
  const segment = (from: number, to: number) => canvas.rect(LINE - 0.75, from, 1.5, to - from, '#bbbbbb');
  const entry = (when: string, first: string, second: string, below: string[]) => {
    canvas.ensure(45);
    const top = canvas.y;
    canvas.circle(LINE, top + 6, 3.5, ACCENT);
    stacked(when).forEach((label, index) => canvas.text(label, LABEL_RIGHT, top + index * 12, { size: 9.5, bold: index === 0, align: 'right' }));
    canvas.flow(first, BODY, { size: 11, bold: true, width: BODY_WIDTH }, 1);
    if (second) canvas.flow(second, BODY, { size: 10, italic: true, width: BODY_WIDTH }, 2);
    for (const line of below) canvas.flow(bulleted(resume.bullet, line), BODY + 8, { size: 10, width: BODY_WIDTH - 8 }, 1);
    canvas.y = Math.max(canvas.y, top + 26) + 8;
    segment(top + 10, canvas.y);
  };
  drawSections(resume, {
    heading(title) {
      canvas.ensure(55);
      canvas.y += 6;
      canvas.circle(LINE, canvas.y + 9, 6, ACCENT);
      canvas.flow(title, BODY, { size: 15, bold: true, color: ACCENT }, 8);
    },
    job(job) {
      entry(job.when, job.title, job.location ? `${job.company}, ${job.location}` : job.company, [...(job.description ? [job.description] : []), ...(job.highlights ?? [])]);
    },
    school(school) {
      entry(school.when, school.degree, school.institution, school.grade ? [school.grade] : []);
    },
    paragraph(text) {
      canvas.flow(text, BODY, { size: 10, width: BODY_WIDTH }, 6);
    },
    list(items) {
      for (const item of items) canvas.flow(item, BODY, { size: 10, width: BODY_WIDTH }, 2);
      canvas.y += 4;
    },
  });
  return canvas.finish();
}
