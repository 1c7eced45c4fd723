/**
 * Skills as a rating grid: two columns of "Skill ●●●●○" with the dots drawn as filled and pale
 * circles, languages on one line as "English (C1), German (B2)", interests as one comma line, and
 * the person's own section as a plain list. Headings carry a small square before them and a thin
 * rule after; each job is the title in bold with the dates flush right, then "Company, City" in
 * italics. A footnote (a consent clause) closes the last page.
 */
import { Canvas, PAGE } from '../foreign-pdf-canvas.ts';
import type { ForeignResume } from '../foreign-resumes/foreign-resume.ts';
import { bulleted, contactParts, skillLine } from './resume-text.ts';
import { drawFootnote, drawSections, languagesInBrackets } from './section-walk.ts';

const LEFT = 50;
const RIGHT = PAGE.width - 50;
const WIDTH = RIGHT - LEFT;
const ACCENT = '#5b2a86';

/** `resume` drawn with a skill rating grid. */
export async function drawRatingGrid(resume: ForeignResume): Promise<Uint8Array> {
  const canvas = new Canvas('calibri', { top: 48, bottom: 48 });
  canvas.flow(resume.name, LEFT, { size: 24, bold: true, color: ACCENT }, 1);
  if (resume.title) canvas.flow(resume.title, LEFT, { size: 12 }, 4);
  canvas.flow(contactParts(resume).join('   '), LEFT, { size: 10, width: WIDTH }, 10);
  const entry = (first: string, when: string, second: string, below: string[]) => {
    canvas.ensure(40);
    canvas.text(first, LEFT, canvas.y, { size: 11, bold: true });
    if (when) canvas.text(when, RIGHT, canvas.y, { size: 10.5, align: 'right' });
    canvas.y += 15;
    if (second) canvas.flow(second, LEFT, { size: 10.5, italic: true, width: WIDTH }, 2);
    for (const line of below) canvas.flow(bulleted(resume.bullet, line), LEFT + 10, { size: 10.5, width: WIDTH - 10 }, 1);
    canvas.y += 7;
  };
  drawSections(resume, {
    heading(title) {
      canvas.ensure(50);
      canvas.y += 6;
      canvas.rect(LEFT, canvas.y + 4, 7, 7, ACCENT);
      canvas.text(title, LEFT + 13, canvas.y, { size: 12.5, bold: true, color: ACCENT });
      canvas.rule(LEFT + 20 + canvas.widthOf(title, { size: 12.5, bold: true }), RIGHT, canvas.y + 9, '#bbbbbb', 0.5);
      canvas.y += 22;
    },
    job(job) {
      entry(job.title, job.when, job.location ? `${job.company}, ${job.location}` : job.company, [...(job.description ? [job.description] : []), ...(job.highlights ?? [])]);
    },
    school(school) {
      entry(school.degree, school.when, school.institution, school.grade ? [school.grade] : []);
    },
    paragraph(text) {
      canvas.flow(text, LEFT, { size: 10.5, width: WIDTH }, 6);
    },
    list(items, kind) {
      if (kind === 'interests') canvas.flow(items.join(', '), LEFT, { size: 10.5, width: WIDTH }, 6);
      else for (const item of items) canvas.flow(bulleted(resume.bullet, item), LEFT, { size: 10.5, width: WIDTH }, 1.5);
      canvas.y += 3;
    },
    skills(person) {
      const skills = person.skills ?? [];
      const half = WIDTH / 2;
      skills.forEach((skill, index) => {
        const x = LEFT + (index % 2) * half;
        if (index % 2 === 0) canvas.ensure(16);
        canvas.text(skillLine(skill), x, canvas.y, { size: 10.5 });
        const level = person.skillLevels?.[index] ?? 3;
        for (let dot = 0; dot < 5; dot++) canvas.circle(x + half - 70 + dot * 11, canvas.y + 7, 3.6, dot < level ? ACCENT : '#dddddd');
        if (index % 2 === 1 || index === skills.length - 1) canvas.y += 16;
      });
      canvas.y += 4;
    },
    languages(entries) {
      canvas.flow(languagesInBrackets(entries), LEFT, { size: 10.5, width: WIDTH }, 6);
    },
  });
  drawFootnote(canvas, resume, LEFT, WIDTH);
  return canvas.finish();
}
