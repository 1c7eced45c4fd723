/**
 * A long one-column resume with ALL-CAPS, letter-spaced section names over a hairline, set in a
 * sans face; each employer is "COMPANY, City" in bold, each of its positions the title in italics
 * with the dates flush right on the same line. Runs over as many pages as it needs, so experience
 * continues on page 2 of a long resume.
 */
import { bulleted } from '../foreign-layouts/resume-text.ts';
import { Canvas, PAGE } from '../foreign-pdf-canvas.ts';
import { holdoutContactParts, type HoldoutResume } from '../holdout-resumes/holdout-resume.ts';
import { drawSections } from './section-flow.ts';

const LEFT = 50;
const RIGHT = PAGE.width - 50;
const WIDTH = RIGHT - LEFT;

/** `resume` drawn with letter-spaced capital headings. */
export async function drawSpacedCaps(resume: HoldoutResume): Promise<Uint8Array> {
  const canvas = new Canvas('arial', { top: 52, bottom: 52 });
  canvas.flow(resume.name.toLocaleUpperCase(resume.language), LEFT, { size: 22, bold: true, spacing: 1 }, 3);
  if (resume.title) canvas.flow(resume.title, LEFT, { size: 11.5, color: '#444444' }, 4);
  canvas.flow(holdoutContactParts(resume).join('   |   '), LEFT, { size: 9, color: '#444444', width: WIDTH }, 8);
  const split = (left: string, right: string, style: { bold?: boolean; italic?: boolean }) => {
    canvas.ensure(14);
    const rightWidth = canvas.widthOf(right, { size: 10 });
    canvas.text(right, RIGHT, canvas.y, { size: 10, align: 'right' });
    const height = canvas.text(left, LEFT, canvas.y, { size: 10.5, ...style, width: WIDTH - rightWidth - 16 });
    canvas.y += height + 1;
  };
  drawSections(resume, {
    heading: (title) => {
      canvas.ensure(48);
      canvas.y += 12;
      canvas.flow(title.toLocaleUpperCase(resume.language), LEFT, { size: 10.5, bold: true, spacing: 3.2, color: '#333333' }, 2);
      canvas.rule(LEFT, RIGHT, canvas.y, '#999999', 0.4);
      canvas.y += 8;
    },
    paragraph: (text) => canvas.flow(text, LEFT, { size: 10, width: WIDTH }, 4),
    employer: (roles) => {
      const first = roles[0]!;
      canvas.ensure(44);
      const head = `${first.company.toLocaleUpperCase(resume.language)}${first.location ? `, ${first.location}` : ''}`;
      if (roles.length === 1) {
        split(head, first.when, { bold: true });
        canvas.flow(first.title, LEFT, { size: 10.5, italic: true, width: WIDTH }, 2);
      } else {
        canvas.flow(head, LEFT, { size: 10.5, bold: true, width: WIDTH }, 2);
      }
      for (const role of roles) {
        if (roles.length > 1) split(role.title, role.when, { italic: true });
        if (role.description) canvas.flow(role.description, LEFT, { size: 10, width: WIDTH }, 2);
        for (const text of role.highlights ?? []) canvas.flow(bulleted(resume.bullet, text), LEFT + 12, { size: 10, width: WIDTH - 12 }, 1);
        canvas.y += 4;
      }
      canvas.y += 6;
    },
    school: (school) => {
      split(`${school.institution}${school.location ? `, ${school.location}` : ''}`, school.when, { bold: true });
      canvas.flow(school.degree, LEFT, { size: 10.5, italic: true, width: WIDTH }, 1);
      if (school.grade) canvas.flow(school.grade, LEFT, { size: 10, width: WIDTH }, 1);
      canvas.y += 6;
    },
    lines: (lines) => lines.forEach((line) => canvas.flow(line, LEFT, { size: 10, width: WIDTH }, 2)),
    project: (item) => {
      canvas.flow(item.name, LEFT, { size: 10.5, bold: true, width: WIDTH }, 1);
      canvas.flow(item.description, LEFT, { size: 10, width: WIDTH }, 5);
    },
    publication: (citation) => canvas.flow(citation, LEFT, { size: 10, width: WIDTH }, 4),
    volunteer: (item) => {
      split(item.organization, item.when, { bold: true });
      canvas.flow(item.position, LEFT, { size: 10.5, italic: true, width: WIDTH }, 1);
      if (item.summary) canvas.flow(item.summary, LEFT, { size: 10, width: WIDTH }, 6);
    },
  });
  return canvas.finish();
}
