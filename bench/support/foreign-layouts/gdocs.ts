/**
 * A Google Docs template look ("Serif"/"Coral" family): Arial-like face, the name large at the left
 * with the contact details as small grey lines under it, section headings in colour without rules,
 * each job as "**Company** — Title" with the dates in a small grey line below, then the bullets.
 * Skills are one line per group; languages a single comma line.
 */
import { Canvas, PAGE } from '../foreign-pdf-canvas.ts';
import type { ForeignResume } from '../foreign-resumes/foreign-resume.ts';
import { bulleted, certificationLine, contactParts, languageLine, skillLine } from './resume-text.ts';

const LEFT = 54;
const WIDTH = PAGE.width - 2 * LEFT;
const ACCENT = '#d44638';
const GREY = '#666666';

/** `resume` drawn the Google Docs way. */
export async function drawGdocs(resume: ForeignResume): Promise<Uint8Array> {
  const canvas = new Canvas('arial', { top: 54, bottom: 54 });
  canvas.flow(resume.name, LEFT, { size: 26, bold: true }, 2);
  if (resume.title) canvas.flow(resume.title, LEFT, { size: 12, color: ACCENT }, 4);
  for (const part of contactParts(resume)) canvas.flow(part, LEFT, { size: 9, color: GREY }, 1);
  canvas.y += 10;
  const heading = (title: string) => {
    canvas.ensure(50);
    canvas.y += 10;
    canvas.flow(title, LEFT, { size: 11, color: ACCENT, bold: true, spacing: 0.5 }, 6);
  };
  const entry = (strong: string, rest: string, dates: string) => {
    canvas.ensure(40);
    const strongWidth = canvas.widthOf(strong, { size: 11, bold: true });
    canvas.text(strong, LEFT, canvas.y, { size: 11, bold: true });
    if (rest) canvas.text(` — ${rest}`, LEFT + strongWidth, canvas.y, { size: 11 });
    canvas.y += 15;
    if (dates) canvas.flow(dates, LEFT, { size: 8.5, color: GREY }, 4);
  };
  if (resume.summary && resume.headings.summary) {
    heading(resume.headings.summary);
    canvas.flow(resume.summary, LEFT, { size: 10, width: WIDTH }, 4);
  }
  heading(resume.headings.experience);
  for (const job of resume.jobs) {
    entry(job.location ? `${job.company}, ${job.location}` : job.company, job.title, job.when);
    if (job.description) canvas.flow(job.description, LEFT, { size: 10, width: WIDTH }, 2);
    for (const highlight of job.highlights ?? []) canvas.flow(bulleted(resume.bullet, highlight), LEFT + 12, { size: 10, width: WIDTH - 12 }, 1);
    canvas.y += 10;
  }
  heading(resume.headings.education);
  for (const school of resume.schools) {
    entry(school.institution, school.degree, school.when);
    if (school.grade) canvas.flow(school.grade, LEFT, { size: 10, width: WIDTH }, 2);
    canvas.y += 6;
  }
  if (resume.skills && resume.headings.skills) {
    heading(resume.headings.skills);
    const plain = resume.skills.filter((skill) => typeof skill === 'string');
    for (const skill of resume.skills) if (typeof skill !== 'string') canvas.flow(skillLine(skill), LEFT, { size: 10, width: WIDTH }, 2);
    if (plain.length) canvas.flow(plain.join(' · '), LEFT, { size: 10, width: WIDTH }, 2);
  }
  if (resume.languages && resume.headings.languages) {
    heading(resume.headings.languages);
    canvas.flow(resume.languages.map((entry) => languageLine(entry, ' — ')).join(', '), LEFT, { size: 10, width: WIDTH }, 2);
  }
  if (resume.certifications && resume.headings.certifications) {
    heading(resume.headings.certifications);
    for (const item of resume.certifications) canvas.flow(certificationLine(item), LEFT, { size: 10, width: WIDTH }, 2);
  }
  if (resume.projects && resume.headings.projects) {
    heading(resume.headings.projects);
    for (const item of resume.projects) entry(item.name, item.description, '');
  }
  return canvas.finish();
}
