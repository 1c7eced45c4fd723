/**
 * A one-page dense resume at 8 pt: narrow margins, the name and the contact line on one line,
 * bold capital headings with no rule, each job on one line ("Title, Company, City" with the dates
 * flush right) and its achievements run together in one justified paragraph, separated by " • ".
 */
import { Canvas, PAGE } from '../foreign-pdf-canvas.ts';
import type { ForeignResume } from '../foreign-resumes/foreign-resume.ts';
import { contactParts } from './resume-text.ts';
import { drawSections } from './section-walk.ts';

const LEFT = 28;
const RIGHT = PAGE.width - 28;
const WIDTH = RIGHT - LEFT;
const SIZE = 8;

/** `resume` drawn densely at 8 pt. */
export async function drawDense(resume: ForeignResume): Promise<Uint8Array> {
  const canvas = new Canvas('arial', { top: 26, bottom: 26 });
  canvas.text(resume.name, LEFT, canvas.y, { size: 14, bold: true });
  canvas.text(contactParts(resume).join(' · '), RIGHT, canvas.y + 5, { size: 7.5, align: 'right' });
  canvas.y += 18;
  if (resume.title) canvas.flow(resume.title, LEFT, { size: 9, italic: true }, 3);
  const line = (left: string, rest: string, when: string) => {
    canvas.ensure(20);
    canvas.text(left, LEFT, canvas.y, { size: SIZE, bold: true });
    if (rest) canvas.text(rest, LEFT + canvas.widthOf(left, { size: SIZE, bold: true }), canvas.y, { size: SIZE });
    if (when) canvas.text(when, RIGHT, canvas.y, { size: SIZE, align: 'right' });
    canvas.y += SIZE + 2.5;
  };
  const run = (items: string[]) => {
    if (items.length) canvas.flow(items.join(' • '), LEFT + 6, { size: SIZE, width: WIDTH - 6, align: 'justify' }, 1.5);
  };
  drawSections(resume, {
    heading(title) {
      canvas.ensure(30);
      canvas.y += 3;
      canvas.flow(title.toLocaleUpperCase(resume.language), LEFT, { size: 8.5, bold: true, color: '#1a3d7c' }, 1.5);
    },
    job(job) {
      line(job.title, `, ${job.company}${job.location ? `, ${job.location}` : ''}`, job.when);
      run([...(job.description ? [job.description] : []), ...(job.highlights ?? [])]);
      canvas.y += 1.5;
    },
    school(school) {
      line(school.degree, `, ${school.institution}${school.grade ? ` (${school.grade})` : ''}`, school.when);
    },
    paragraph(text) {
      canvas.flow(text, LEFT, { size: SIZE, width: WIDTH }, 2);
    },
    list(items) {
      canvas.flow(items.join('; '), LEFT, { size: SIZE, width: WIDTH }, 2);
    },
    skills(person) {
      for (const skill of person.skills ?? []) {
        if (typeof skill === 'string') canvas.flow(skill, LEFT, { size: SIZE }, 1);
        else line(`${skill.name}: `, skill.keywords.join(', '), '');
      }
    },
  });
  return canvas.finish();
}
