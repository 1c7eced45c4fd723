/**
 * "Jake's resume" (the popular LaTeX template): the name centred in small caps, one centred
 * contact line joined by " | ", small-caps headings over a full-width rule, and each entry as two
 * lines: the company in bold at the left with the location flush right, then the title in italics
 * with the dates flush right in italics. Bullets are small "•" items indented; skills are
 * "Group: a, b" lines with the group in bold.
 */
import { Canvas, PAGE } from '../foreign-pdf-canvas.ts';
import type { ForeignResume } from '../foreign-resumes/foreign-resume.ts';
import { contactParts } from './resume-text.ts';
import { drawSections } from './section-walk.ts';
import { smallCaps } from './small-caps.ts';

const LEFT = 40;
const RIGHT = PAGE.width - 40;
const WIDTH = RIGHT - LEFT;

/** `resume` drawn the way Jake's resume template sets it. */
export async function drawJakes(resume: ForeignResume): Promise<Uint8Array> {
  const canvas = new Canvas('serif', { top: 36, bottom: 36 });
  smallCaps(canvas, resume.name, PAGE.width / 2, canvas.y, { size: 26, bold: true, align: 'center' });
  canvas.y += 32;
  canvas.flow(contactParts(resume).join(' | '), LEFT, { size: 10, width: WIDTH, align: 'center' }, 6);
  const pair = (left: string, right: string, style: { bold?: boolean; italic?: boolean; size: number }) => {
    canvas.text(left, LEFT + 8, canvas.y, style);
    if (right) canvas.text(right, RIGHT - 8, canvas.y, { ...style, bold: false, align: 'right' });
    canvas.y += style.size + 4;
  };
  const bullets = (items: string[]) => {
    for (const item of items) {
      canvas.text('•', LEFT + 18, canvas.y, { size: 9.5 });
      canvas.flow(item, LEFT + 28, { size: 9.5, width: WIDTH - 36 }, 0.5);
    }
  };
  drawSections(resume, {
    heading(title) {
      canvas.ensure(50);
      canvas.y += 6;
      smallCaps(canvas, title, LEFT, canvas.y, { size: 13 });
      canvas.rule(LEFT, RIGHT, canvas.y + 17, '#000000', 0.5);
      canvas.y += 22;
    },
    job(job) {
      canvas.ensure(40);
      pair(job.company, job.location ?? '', { bold: true, size: 11 });
      pair(job.title, job.when, { italic: true, size: 9.5 });
      if (job.description) canvas.flow(job.description, LEFT + 18, { size: 9.5, width: WIDTH - 26 }, 1);
      bullets(job.highlights ?? []);
      canvas.y += 5;
    },
    school(school) {
      canvas.ensure(30);
      pair(school.institution, school.location ?? '', { bold: true, size: 11 });
      pair(school.degree, school.when, { italic: true, size: 9.5 });
      if (school.grade) bullets([school.grade]);
      canvas.y += 4;
    },
    paragraph(text) {
      canvas.flow(text, LEFT + 8, { size: 10, width: WIDTH - 16 }, 4);
    },
    list(items) {
      for (const item of items) canvas.flow(item, LEFT + 8, { size: 10, width: WIDTH - 16 }, 1);
      canvas.y += 3;
    },
    skills(person) {
      for (const skill of person.skills ?? []) {
        if (typeof skill === 'string') {
          canvas.flow(skill, LEFT + 8, { size: 10 }, 1);
          continue;
        }
        const label = `${skill.name}: `;
        canvas.text(label, LEFT + 8, canvas.y, { size: 10, bold: true });
        canvas.flow(skill.keywords.join(', '), LEFT + 8 + canvas.widthOf(label, { size: 10, bold: true }), { size: 10 }, 1);
      }
      canvas.y += 3;
    },
    project(item) {
      canvas.flow(item.name, LEFT + 8, { size: 10.5, bold: true }, 1);
      bullets([item.description]);
      canvas.y += 3;
    },
  });
  return canvas.finish();
}
