/**
 * Each entry on one line, fields joined by pipes: "Title | Company | City | 2019–2021" with the
 * title in bold, the bullets under it. The header is the name with the contact values under it
 * joined by pipes too; headings are accent capitals with a short thick bar before them.
 */
import { Canvas, PAGE } from '../foreign-pdf-canvas.ts';
import type { ForeignResume } from '../foreign-resumes/foreign-resume.ts';
import { bulleted, contactParts } from './resume-text.ts';
import { drawSections } from './section-walk.ts';

const LEFT = 50;
const WIDTH = PAGE.width - 2 * LEFT;
const ACCENT = '#2c5f2d';

/** `resume` drawn with one pipe-joined line per entry. */
export async function drawPipeLine(resume: ForeignResume): Promise<Uint8Array> {
  const canvas = new Canvas('sans', { top: 48, bottom: 48 });
  canvas.flow(resume.name, LEFT, { size: 20, bold: true }, 2);
  canvas.flow([resume.title, ...contactParts(resume)].filter(Boolean).join(' | '), LEFT, { size: 9, width: WIDTH, color: '#333333' }, 10);
  const entry = (first: string, rest: string[], below: string[]) => {
    canvas.ensure(35);
    const tail = rest
      .filter(Boolean)
      .map((part) => ` | ${part}`)
      .join('');
    const firstWidth = canvas.widthOf(first, { size: 10, bold: true });
    if (firstWidth + canvas.widthOf(tail, { size: 10 }) <= WIDTH) {
      canvas.text(first, LEFT, canvas.y, { size: 10, bold: true });
      canvas.text(tail, LEFT + firstWidth, canvas.y, { size: 10 });
      canvas.y += 14;
    } else {
      canvas.flow(first, LEFT, { size: 10, bold: true, width: WIDTH }, 0);
      canvas.flow(tail.slice(3), LEFT, { size: 10, width: WIDTH }, 1);
    }
    for (const line of below) canvas.flow(bulleted(resume.bullet, line), LEFT + 10, { size: 9.5, width: WIDTH - 10 }, 1);
    canvas.y += 6;
  };
  drawSections(resume, {
    heading(title) {
      canvas.ensure(45);
      canvas.y += 6;
      canvas.rect(LEFT, canvas.y + 3, 4, 10, ACCENT);
      canvas.flow(title.toLocaleUpperCase(resume.language), LEFT + 10, { size: 11, bold: true, color: ACCENT }, 6);
    },
    job(job) {
      entry(job.title, [job.company, job.location ?? '', job.when], [...(job.description ? [job.description] : []), ...(job.highlights ?? [])]);
    },
    school(school) {
      entry(school.degree, [school.institution, school.location ?? '', school.when], school.grade ? [school.grade] : []);
    },
    paragraph(text) {
      canvas.flow(text, LEFT, { size: 9.5, width: WIDTH }, 5);
    },
    list(items, kind) {
      if (kind === 'skills' || kind === 'interests') canvas.flow(items.join(' | '), LEFT, { size: 9.5, width: WIDTH }, 5);
      else for (const item of items) canvas.flow(item, LEFT, { size: 9.5, width: WIDTH }, 1.5);
      canvas.y += 3;
    },
  });
  return canvas.finish();
}
