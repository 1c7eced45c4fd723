/**
 * A "modern" template with the sidebar on the right: a pale column down the right edge of every
 * page holding a photo placeholder (a grey rectangle where the portrait goes), the contact lines,
 * and the skills, languages, certifications and interests; the main column on the left has the
 * name, title and the long sections. Each position is the title in bold, "Company · City" in
 * italics under it, and the dates on a line of their own in small grey type.
 */
import { bulleted } from '../foreign-layouts/resume-text.ts';
import { Canvas, PAGE } from '../foreign-pdf-canvas.ts';
import { holdoutContactParts, type HoldoutResume, type HoldoutSection } from '../holdout-resumes/holdout-resume.ts';
import { drawSections, sectionLines } from './section-flow.ts';

const MAIN = 40;
const MAIN_WIDTH = 340;
const SIDE = 405;
const SIDE_LEFT = SIDE + 18;
const SIDE_WIDTH = PAGE.width - SIDE_LEFT - 18;
const ACCENT = '#1b6f6a';
const SIDEBAR_SECTIONS: HoldoutSection[] = ['skills', 'languages', 'certifications', 'interests'];

/** `resume` drawn with a right-hand sidebar. */
export async function drawRightSidebar(resume: HoldoutResume): Promise<Uint8Array> {
  const canvas = new Canvas('sans', { top: 44, bottom: 44 });
  const paint = () => canvas.rect(SIDE, 0, PAGE.width - SIDE, PAGE.height, '#eef3f2');
  canvas.onPage = paint;
  paint();
  drawSidebar(canvas, resume);
  canvas.y = 50;
  canvas.flow(resume.name, MAIN, { size: 26, bold: true, color: ACCENT, width: MAIN_WIDTH }, 2);
  if (resume.title) canvas.flow(resume.title, MAIN, { size: 13, color: '#555555', width: MAIN_WIDTH }, 14);
  drawSections(
    resume,
    {
      heading: (title) => {
        canvas.ensure(44);
        canvas.y += 8;
        canvas.flow(title, MAIN, { size: 13, bold: true, color: ACCENT }, 6);
      },
      paragraph: (text) => canvas.flow(text, MAIN, { size: 9.5, width: MAIN_WIDTH }, 4),
      employer: (roles) => {
        for (const job of roles) {
          canvas.ensure(46);
          canvas.flow(job.title, MAIN, { size: 10.5, bold: true, width: MAIN_WIDTH }, 1);
          canvas.flow(`${job.company}${job.location ? ` · ${job.location}` : ''}`, MAIN, { size: 10, italic: true, width: MAIN_WIDTH }, 1);
          canvas.flow(job.when, MAIN, { size: 8.5, color: '#777777' }, 3);
          if (job.description) canvas.flow(job.description, MAIN, { size: 9.5, width: MAIN_WIDTH }, 2);
          for (const text of job.highlights ?? []) canvas.flow(bulleted(resume.bullet, text), MAIN + 10, { size: 9.5, width: MAIN_WIDTH - 10 }, 1);
          canvas.y += 8;
        }
      },
      school: (school) => {
        canvas.ensure(40);
        canvas.flow(school.degree, MAIN, { size: 10.5, bold: true, width: MAIN_WIDTH }, 1);
        canvas.flow(`${school.institution}${school.location ? ` · ${school.location}` : ''}`, MAIN, { size: 10, italic: true, width: MAIN_WIDTH }, 1);
        if (school.when) canvas.flow(school.when, MAIN, { size: 8.5, color: '#777777' }, 1);
        if (school.grade) canvas.flow(school.grade, MAIN, { size: 9.5, width: MAIN_WIDTH }, 1);
        canvas.y += 7;
      },
      lines: (lines) => lines.forEach((line) => canvas.flow(line, MAIN, { size: 9.5, width: MAIN_WIDTH }, 2)),
      project: (item) => {
        canvas.flow(item.name, MAIN, { size: 10.5, bold: true, width: MAIN_WIDTH }, 1);
        canvas.flow(item.description, MAIN, { size: 9.5, width: MAIN_WIDTH }, 6);
      },
      publication: (citation) => canvas.flow(citation, MAIN, { size: 9.5, width: MAIN_WIDTH }, 4),
      volunteer: (item) => {
        canvas.flow(item.position, MAIN, { size: 10.5, bold: true, width: MAIN_WIDTH }, 1);
        canvas.flow(`${item.organization} · ${item.when}`, MAIN, { size: 10, italic: true, width: MAIN_WIDTH }, 2);
        if (item.summary) canvas.flow(item.summary, MAIN, { size: 9.5, width: MAIN_WIDTH }, 6);
      },
    },
    SIDEBAR_SECTIONS,
  );
  return canvas.finish();
}

function drawSidebar(canvas: Canvas, resume: HoldoutResume): void {
  let y = 44;
  if (resume.photo) {
    canvas.rect(SIDE_LEFT + (SIDE_WIDTH - 100) / 2, y, 100, 120, '#c9d3d1');
    y += 136;
  }
  const line = (text: string, size = 9) => {
    y += canvas.text(text, SIDE_LEFT, y, { size, width: SIDE_WIDTH, color: '#222222' }) + 4;
  };
  for (const part of holdoutContactParts(resume)) line(part, 8.5);
  for (const section of SIDEBAR_SECTIONS) {
    const title = resume.headings[section];
    const lines = sectionLines(resume, section);
    if (!title || lines.length === 0) continue;
    y += 14;
    canvas.text(title, SIDE_LEFT, y, { size: 11.5, bold: true, color: ACCENT });
    y += 20;
    for (const text of lines) line(text);
  }
}
