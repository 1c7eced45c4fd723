/**
 * A Canva-template look: a coloured sidebar down the left of every page (contact rows with a
 * letter in a circle for an icon, skills, languages, certifications in white), and a main column
 * whose top is the name in huge capitals (first name over last name), the title letter-spaced under
 * it, then headings in spaced capitals; each job prints its title in bold capitals, then
 * "Company | dates" in the accent colour, then the bullets.
 */
import { Canvas, PAGE } from '../foreign-pdf-canvas.ts';
import type { ForeignResume } from '../foreign-resumes/foreign-resume.ts';
import { bulleted, certificationLine, languageLine, skillLine } from './resume-text.ts';

const SIDEBAR = 190;
const SIDE_LEFT = 22;
const SIDE_WIDTH = SIDEBAR - 2 * SIDE_LEFT;
const MAIN = SIDEBAR + 28;
const MAIN_WIDTH = PAGE.width - MAIN - 32;

/** `resume` drawn as a Canva sidebar template; `colour` is the sidebar's fill. */
export async function drawCanva(resume: ForeignResume, colour = '#2f4858'): Promise<Uint8Array> {
  const canvas = new Canvas('sans', { top: 40, bottom: 40 });
  const paintSidebar = () => canvas.rect(0, 0, SIDEBAR, PAGE.height, colour);
  canvas.onPage = paintSidebar;
  paintSidebar();
  drawSidebar(canvas, resume);
  canvas.y = 48;
  const [first, ...rest] = resume.name.split(' ');
  for (const part of [first!, rest.join(' ')]) canvas.flow(part.toLocaleUpperCase(resume.language), MAIN, { size: 34, bold: true, color: '#222222' }, 0);
  if (resume.title) canvas.flow(resume.title.toLocaleUpperCase(resume.language), MAIN, { size: 10, spacing: 2.5, color: '#555555', width: MAIN_WIDTH }, 18);
  const heading = (title: string) => {
    canvas.ensure(50);
    canvas.y += 8;
    canvas.flow(title.toLocaleUpperCase(resume.language), MAIN, { size: 12, bold: true, spacing: 2, color: colour }, 2);
    canvas.rule(MAIN, MAIN + 40, canvas.y + 2, colour, 2);
    canvas.y += 10;
  };
  if (resume.summary && resume.headings.summary) {
    heading(resume.headings.summary);
    canvas.flow(resume.summary, MAIN, { size: 9.5, width: MAIN_WIDTH, color: '#333333' }, 4);
  }
  heading(resume.headings.experience);
  for (const job of resume.jobs) {
    canvas.ensure(50);
    canvas.flow(job.title.toLocaleUpperCase(resume.language), MAIN, { size: 10, bold: true, width: MAIN_WIDTH }, 1);
    canvas.flow(`${job.company}${job.location ? `, ${job.location}` : ''} | ${job.when}`, MAIN, { size: 9.5, color: colour, width: MAIN_WIDTH }, 3);
    if (job.description) canvas.flow(job.description, MAIN, { size: 9.5, width: MAIN_WIDTH }, 2);
    for (const highlight of job.highlights ?? []) canvas.flow(bulleted(resume.bullet, highlight), MAIN + 8, { size: 9.5, width: MAIN_WIDTH - 8 }, 1);
    canvas.y += 9;
  }
  heading(resume.headings.education);
  for (const school of resume.schools) {
    canvas.ensure(40);
    canvas.flow(school.degree, MAIN, { size: 10, bold: true, width: MAIN_WIDTH }, 1);
    canvas.flow(school.when ? `${school.institution} | ${school.when}` : school.institution, MAIN, { size: 9.5, color: colour, width: MAIN_WIDTH }, 7);
  }
  if (resume.projects && resume.headings.projects) {
    heading(resume.headings.projects);
    for (const item of resume.projects) {
      canvas.flow(item.name, MAIN, { size: 10, bold: true }, 1);
      canvas.flow(item.description, MAIN, { size: 9.5, width: MAIN_WIDTH }, 6);
    }
  }
  return canvas.finish();
}

function drawSidebar(canvas: Canvas, resume: ForeignResume): void {
  let y = 60;
  const white = '#ffffff';
  const heading = (title: string) => {
    y += 14;
    canvas.text(title.toLocaleUpperCase(resume.language), SIDE_LEFT, y, { size: 11, bold: true, spacing: 1.5, color: white });
    canvas.rule(SIDE_LEFT, SIDEBAR - SIDE_LEFT, y + 17, white, 0.5);
    y += 26;
  };
  const line = (text: string, indent = 0) => {
    y += canvas.text(text, SIDE_LEFT + indent, y, { size: 9, color: white, width: SIDE_WIDTH - indent }) + 4;
  };
  heading('Contact');
  const icons: [string, string | undefined][] = [
    ['P', resume.phone],
    ['@', resume.email],
    ['L', resume.location],
    ['W', resume.website],
  ];
  for (const [icon, value] of icons) {
    if (!value) continue;
    canvas.circle(SIDE_LEFT + 6, y + 6, 7, '#ffffff');
    canvas.text(icon, SIDE_LEFT + 6, y + 1, { size: 7.5, bold: true, color: '#2f4858', align: 'center' });
    // A Canva text box shrinks a long address to fit rather than breaking it.
    y += canvas.text(value, SIDE_LEFT + 20, y, { size: Math.min(9, (9 * (SIDE_WIDTH - 20)) / canvas.widthOf(value, { size: 9 })), color: white }) + 7;
  }
  if (resume.skills && resume.headings.skills) {
    heading(resume.headings.skills);
    for (const skill of resume.skills) line(bulleted(resume.bullet, skillLine(skill)));
  }
  if (resume.languages && resume.headings.languages) {
    heading(resume.headings.languages);
    for (const entry of resume.languages) line(languageLine(entry, ': '));
  }
  if (resume.certifications && resume.headings.certifications) {
    heading(resume.headings.certifications);
    for (const item of resume.certifications) line(certificationLine(item));
  }
}
