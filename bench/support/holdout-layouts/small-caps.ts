/**
 * A serif resume with section names in synthesised small caps (each word's first letter at full
 * size, the rest as smaller capitals, drawn as separate runs the way a word processor fakes small
 * caps for a font without them) followed by a rule; each position is the title in bold with the
 * dates flush right, and "Company, City" in italics under it.
 */
import { bulleted } from '../foreign-layouts/resume-text.ts';
import { Canvas, PAGE } from '../foreign-pdf-canvas.ts';
import { holdoutContactParts, type HoldoutResume } from '../holdout-resumes/holdout-resume.ts';
import { drawSections } from './section-flow.ts';

const LEFT = 60;
const RIGHT = PAGE.width - 60;
const WIDTH = RIGHT - LEFT;

/** `text` in small caps with its top at (x, y); returns the x after it. */
export function smallCaps(canvas: Canvas, text: string, x: number, y: number, size: number, language: string, color = '#000000'): number {
  const small = size * 0.78;
  let left = x;
  for (const [index, word] of text.split(' ').entries()) {
    if (index > 0) left += canvas.widthOf(' ', { size });
    const [first = '', rest] = [word.slice(0, 1), word.slice(1)];
    canvas.text(first.toLocaleUpperCase(language), left, y, { size, color });
    left += canvas.widthOf(first.toLocaleUpperCase(language), { size });
    if (!rest) continue;
    const upper = rest.toLocaleUpperCase(language);
    canvas.text(upper, left, y + (size - small) * 0.82, { size: small, color });
    left += canvas.widthOf(upper, { size: small });
  }
  return left;
}

/** `resume` drawn with small-caps headings. */
export async function drawSmallCaps(resume: HoldoutResume): Promise<Uint8Array> {
  const canvas = new Canvas('serif', { top: 56, bottom: 56 });
  smallCaps(canvas, resume.name, LEFT, 56, 26, resume.language);
  canvas.y = 92;
  if (resume.title) canvas.flow(resume.title, LEFT, { size: 12, italic: true }, 3);
  for (const part of holdoutContactParts(resume)) canvas.flow(part, LEFT, { size: 10 }, 0);
  canvas.y += 8;
  const titleAndDates = (title: string, when: string) => {
    canvas.ensure(30);
    const whenWidth = canvas.widthOf(when, { size: 10.5 });
    if (when) canvas.text(when, RIGHT, canvas.y, { size: 10.5, align: 'right' });
    canvas.y += canvas.text(title, LEFT, canvas.y, { size: 11, bold: true, width: WIDTH - whenWidth - 18 }) + 1;
  };
  drawSections(resume, {
    heading: (title) => {
      canvas.ensure(48);
      canvas.y += 10;
      smallCaps(canvas, title, LEFT, canvas.y, 14, resume.language, '#1f3b5c');
      canvas.y += 19;
      canvas.rule(LEFT, RIGHT, canvas.y, '#1f3b5c', 0.7);
      canvas.y += 7;
    },
    paragraph: (text) => canvas.flow(text, LEFT, { size: 11, width: WIDTH }, 4),
    employer: (roles) => {
      for (const job of roles) {
        titleAndDates(job.title, job.when);
        canvas.flow(`${job.company}${job.location ? `, ${job.location}` : ''}`, LEFT, { size: 11, italic: true, width: WIDTH }, 2);
        if (job.description) canvas.flow(job.description, LEFT, { size: 10.5, width: WIDTH }, 2);
        for (const text of job.highlights ?? []) canvas.flow(bulleted(resume.bullet, text), LEFT + 14, { size: 10.5, width: WIDTH - 14 }, 1);
        canvas.y += 7;
      }
    },
    school: (school) => {
      titleAndDates(school.degree, school.when);
      canvas.flow(`${school.institution}${school.location ? `, ${school.location}` : ''}`, LEFT, { size: 11, italic: true, width: WIDTH }, 1);
      if (school.grade) canvas.flow(school.grade, LEFT, { size: 10.5, width: WIDTH }, 1);
      canvas.y += 6;
    },
    lines: (lines) => lines.forEach((line) => canvas.flow(line, LEFT, { size: 10.5, width: WIDTH }, 2)),
    project: (item) => {
      canvas.flow(item.name, LEFT, { size: 11, bold: true, width: WIDTH }, 1);
      canvas.flow(item.description, LEFT, { size: 10.5, width: WIDTH }, 6);
    },
    publication: (citation) => canvas.flow(citation, LEFT, { size: 10.5, width: WIDTH }, 4),
    volunteer: (item) => {
      titleAndDates(item.position, item.when);
      canvas.flow(item.organization, LEFT, { size: 11, italic: true, width: WIDTH }, 2);
      if (item.summary) canvas.flow(item.summary, LEFT, { size: 10.5, width: WIDTH }, 6);
    },
  });
  return canvas.finish();
}
