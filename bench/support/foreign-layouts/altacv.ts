/**
 * An AltaCV look (the LaTeX class): the name large and bold, the tagline in the accent colour,
 * contact items each after a small drawn icon on one wrapping row, then two columns: experience,
 * education and projects on the wide left, summary, skills as tags, languages, certifications and
 * the rest on the narrow right. Headings are small caps in the accent colour over a rule; each job
 * is the title, the company in bold accent, then the dates and the place after a calendar and a pin
 * icon on one grey line.
 */
import { Canvas, PAGE } from '../foreign-pdf-canvas.ts';
import type { ForeignResume } from '../foreign-resumes/foreign-resume.ts';
import { contactParts } from './resume-text.ts';
import { drawSections } from './section-walk.ts';
import { smallCaps } from './small-caps.ts';

const LEFT = 36;
const SPLIT = 352;
const RIGHT_COLUMN = SPLIT + 18;
const ACCENT = '#8f0d0d';
const GREY = '#666666';

/** `resume` drawn the AltaCV way. */
export async function drawAltacv(resume: ForeignResume): Promise<Uint8Array> {
  const canvas = new Canvas('sans', { top: 36, bottom: 36 });
  canvas.flow(resume.name, LEFT, { size: 24, bold: true }, 1);
  if (resume.title) canvas.flow(resume.title, LEFT, { size: 11, color: ACCENT }, 6);
  let x = LEFT;
  for (const part of contactParts(resume)) {
    const width = canvas.widthOf(part, { size: 8.5 }) + 26;
    if (x + width > PAGE.width - LEFT) {
      x = LEFT;
      canvas.y += 13;
    }
    canvas.circle(x + 4, canvas.y + 5.5, 3.5, ACCENT);
    canvas.text(part, x + 11, canvas.y, { size: 8.5 });
    x += width;
  }
  canvas.y += 24;
  const top = canvas.y;
  const rightKinds = new Set(
    [resume.headings.summary, resume.headings.skills, resume.headings.languages, resume.headings.certifications, resume.headings.interests, resume.other?.heading].filter(Boolean),
  );
  const columns = { left: { x: LEFT, width: SPLIT - LEFT, y: top }, right: { x: RIGHT_COLUMN, width: PAGE.width - LEFT - RIGHT_COLUMN, y: top } };
  let column = columns.left;
  const switchTo = (next: typeof column) => {
    column.y = canvas.y;
    column = next;
    canvas.y = column.y;
  };
  const icon = (x: number, y: number) => canvas.rect(x, y + 2, 6, 6, GREY);
  drawSections(resume, {
    heading(title) {
      switchTo(rightKinds.has(title) ? columns.right : columns.left);
      canvas.ensure(40);
      canvas.y += 6;
      smallCaps(canvas, title, column.x, canvas.y, { size: 13, color: ACCENT });
      canvas.rule(column.x, column.x + column.width, canvas.y + 19, ACCENT, 1.2);
      canvas.y += 25;
    },
    job(job) {
      canvas.ensure(50);
      canvas.flow(job.title, column.x, { size: 11, width: column.width }, 1);
      canvas.flow(job.company, column.x, { size: 9.5, bold: true, color: ACCENT, width: column.width }, 2);
      icon(column.x, canvas.y);
      canvas.text(job.when, column.x + 10, canvas.y, { size: 8, color: GREY });
      if (job.location) {
        const at = column.x + 24 + canvas.widthOf(job.when, { size: 8 });
        icon(at, canvas.y);
        canvas.text(job.location, at + 10, canvas.y, { size: 8, color: GREY });
      }
      canvas.y += 13;
      if (job.description) canvas.flow(job.description, column.x, { size: 9, width: column.width }, 2);
      for (const highlight of job.highlights ?? []) {
        canvas.circle(column.x + 3, canvas.y + 6, 1.5, '#000000');
        canvas.flow(highlight, column.x + 10, { size: 9, width: column.width - 10 }, 1);
      }
      canvas.y += 6;
      canvas.rule(column.x, column.x + column.width, canvas.y - 3, '#cccccc', 0.4);
    },
    school(school) {
      canvas.ensure(40);
      canvas.flow(school.degree, column.x, { size: 11, width: column.width }, 1);
      canvas.flow(school.institution, column.x, { size: 9.5, bold: true, color: ACCENT, width: column.width }, 2);
      if (school.when) {
        icon(column.x, canvas.y);
        canvas.text(school.when, column.x + 10, canvas.y, { size: 8, color: GREY });
        canvas.y += 13;
      }
      if (school.grade) canvas.flow(school.grade, column.x, { size: 9, width: column.width }, 2);
      canvas.y += 6;
    },
    paragraph(text) {
      canvas.flow(text, column.x, { size: 9, width: column.width }, 4);
    },
    list(items, kind) {
      if (kind === 'interests' || kind === 'skills') {
        tags(canvas, items, column);
        return;
      }
      for (const item of items) canvas.flow(item, column.x, { size: 9, width: column.width }, 3);
    },
    languages(entries) {
      for (const entry of entries) {
        canvas.text(entry.language, column.x, canvas.y, { size: 9, bold: true });
        canvas.text(entry.fluency, column.x + column.width, canvas.y, { size: 9, color: GREY, align: 'right' });
        canvas.y += 14;
      }
    },
    project(item) {
      canvas.flow(item.name, column.x, { size: 10, bold: true, width: column.width }, 1);
      canvas.flow(item.description, column.x, { size: 9, width: column.width }, 5);
    },
  });
  return canvas.finish();
}

/** AltaCV's \cvtag: each item in a light box, wrapping like words. */
function tags(canvas: Canvas, items: string[], column: { x: number; width: number }): void {
  let x = column.x;
  for (const item of items) {
    const width = canvas.widthOf(item, { size: 8.5 }) + 10;
    if (x + width > column.x + column.width) {
      x = column.x;
      canvas.y += 17;
    }
    canvas.rect(x, canvas.y, width, 13, '#eeeeee');
    canvas.text(item, x + 5, canvas.y + 1.5, { size: 8.5 });
    x += width + 5;
  }
  canvas.y += 22;
}
