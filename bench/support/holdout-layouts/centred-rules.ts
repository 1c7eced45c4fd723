/**
 * A classic one-column look typed in a word processor with centring: name, title and a contact line
 * centred at the top; each heading centred in small bold capitals between two thin rules; each
 * position on one line as "**Title**, Company, City (dates)" with the dates in parentheses at the
 * end; several positions at one employer print the employer once, then "Title (dates)" per role.
 */
import { bulleted } from '../foreign-layouts/resume-text.ts';
import { Canvas, PAGE } from '../foreign-pdf-canvas.ts';
import { holdoutContactParts, type HoldoutJob, type HoldoutResume } from '../holdout-resumes/holdout-resume.ts';
import { drawSections } from './section-flow.ts';

const LEFT = 56;
const WIDTH = PAGE.width - 2 * LEFT;
const CENTRE = PAGE.width / 2;

/** `resume` drawn with centred, ruled headings and dates in parentheses. */
export async function drawCentredRules(resume: HoldoutResume): Promise<Uint8Array> {
  const canvas = new Canvas('serif', { top: 48, bottom: 48 });
  canvas.flow(resume.name, LEFT, { size: 24, width: WIDTH, align: 'center' }, 2);
  if (resume.title) canvas.flow(resume.title, LEFT, { size: 12, italic: true, width: WIDTH, align: 'center' }, 4);
  canvas.flow(holdoutContactParts(resume).join('  ·  '), LEFT, { size: 9.5, width: WIDTH, align: 'center' }, 10);
  const titleLine = (bold: string, rest: string) => {
    const style = { size: 10.5 };
    const boldWidth = canvas.widthOf(bold, { ...style, bold: true });
    if (boldWidth + canvas.widthOf(rest, style) <= WIDTH) {
      canvas.ensure(14);
      canvas.text(bold, LEFT, canvas.y, { ...style, bold: true });
      canvas.text(rest, LEFT + boldWidth, canvas.y, style);
      canvas.y += 14;
    } else {
      canvas.flow(bold, LEFT, { ...style, bold: true, width: WIDTH }, 0);
      canvas.flow(rest.replace(/^,\s*/, ''), LEFT, { ...style, width: WIDTH }, 1);
    }
  };
  const highlights = (job: HoldoutJob) => {
    if (job.description) canvas.flow(job.description, LEFT, { size: 10, width: WIDTH }, 2);
    for (const text of job.highlights ?? []) canvas.flow(bulleted(resume.bullet, text), LEFT + 12, { size: 10, width: WIDTH - 12 }, 1);
  };
  drawSections(resume, {
    heading: (title) => {
      canvas.ensure(48);
      canvas.y += 8;
      canvas.rule(LEFT, LEFT + WIDTH, canvas.y, '#444444', 0.5);
      canvas.y += 4;
      canvas.text(title.toLocaleUpperCase(resume.language), CENTRE, canvas.y, { size: 10.5, bold: true, align: 'center' });
      canvas.y += 15;
      canvas.rule(LEFT, LEFT + WIDTH, canvas.y, '#444444', 0.5);
      canvas.y += 8;
    },
    paragraph: (text) => canvas.flow(text, LEFT, { size: 10, width: WIDTH }, 4),
    employer: (roles) => {
      const first = roles[0]!;
      if (roles.length === 1) {
        titleLine(first.title, `, ${first.company}${first.location ? `, ${first.location}` : ''} (${first.when})`);
        highlights(first);
      } else {
        canvas.flow(`${first.company}${first.location ? `, ${first.location}` : ''}`, LEFT, { size: 10.5, bold: true, width: WIDTH }, 2);
        for (const role of roles) {
          canvas.flow(`${role.title} (${role.when})`, LEFT + 6, { size: 10.5, italic: true, width: WIDTH - 6 }, 1);
          highlights(role);
          canvas.y += 3;
        }
      }
      canvas.y += 6;
    },
    school: (school) => {
      titleLine(school.degree, `, ${school.institution}${school.location ? `, ${school.location}` : ''}${school.when ? ` (${school.when})` : ''}`);
      if (school.grade) canvas.flow(school.grade, LEFT, { size: 10, width: WIDTH }, 1);
      canvas.y += 5;
    },
    lines: (lines) => {
      for (const line of lines) canvas.flow(line, LEFT, { size: 10, width: WIDTH }, 2);
      canvas.y += 2;
    },
    project: (item) => {
      titleLine(item.name, ` – ${item.description}`);
      canvas.y += 3;
    },
    publication: (citation) => canvas.flow(citation, LEFT, { size: 10, width: WIDTH }, 4),
    volunteer: (item) => {
      titleLine(item.position, `, ${item.organization} (${item.when})`);
      if (item.summary) canvas.flow(item.summary, LEFT, { size: 10, width: WIDTH }, 4);
    },
  });
  return canvas.finish();
}
