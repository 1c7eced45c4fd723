/**
 * Section names as a label column: each section's name sits in a narrow left column beside the
 * first line of its block (like moderncv, but the label, not the dates, is in the margin), and the
 * entries run in the right column: the dates first in bold, then "Title – Company, City", then the
 * bullets. The name and title head the right column; the contact lines sit under them.
 */
import { bulleted } from '../foreign-layouts/resume-text.ts';
import { Canvas, PAGE } from '../foreign-pdf-canvas.ts';
import { holdoutContactParts, type HoldoutResume } from '../holdout-resumes/holdout-resume.ts';
import { drawSections } from './section-flow.ts';

const LABEL = 42;
const LABEL_WIDTH = 110;
const BODY = 168;
const BODY_WIDTH = PAGE.width - BODY - 42;

/** `resume` drawn with its section names in a left label column. */
export async function drawLabelColumn(resume: HoldoutResume): Promise<Uint8Array> {
  const canvas = new Canvas('arial', { top: 46, bottom: 46 });
  canvas.flow(resume.name, BODY, { size: 22, bold: true, width: BODY_WIDTH }, 1);
  if (resume.title) canvas.flow(resume.title, BODY, { size: 11.5, color: '#505050', width: BODY_WIDTH }, 6);
  for (const part of holdoutContactParts(resume)) canvas.flow(part, BODY, { size: 9, color: '#303030' }, 0);
  canvas.y += 6;
  let pendingLabel: string | undefined;
  /** The next body line: the section label goes beside the first one. */
  const body = (text: string, style: { size: number; bold?: boolean; italic?: boolean }, indent = 0, after = 1) => {
    const height = canvas.measure(text, { ...style, width: BODY_WIDTH - indent });
    canvas.ensure(height);
    if (pendingLabel) canvas.text(pendingLabel, LABEL, canvas.y, { size: 10, bold: true, color: '#2b4a7a', width: LABEL_WIDTH });
    pendingLabel = undefined;
    canvas.text(text, BODY + indent, canvas.y, { ...style, width: BODY_WIDTH - indent });
    canvas.y += height + after;
  };
  drawSections(resume, {
    heading: (title) => {
      canvas.ensure(60);
      canvas.y += 10;
      canvas.rule(LABEL, PAGE.width - 42, canvas.y - 5, '#d0d0d0', 0.4);
      pendingLabel = title;
    },
    paragraph: (text) => body(text, { size: 9.5 }, 0, 4),
    employer: (roles) => {
      for (const job of roles) {
        canvas.ensure(40);
        body(job.when, { size: 9.5, bold: true });
        body(`${job.title} – ${job.company}${job.location ? `, ${job.location}` : ''}`, { size: 10 }, 0, 2);
        if (job.description) body(job.description, { size: 9.5 }, 0, 2);
        for (const text of job.highlights ?? []) body(bulleted(resume.bullet, text), { size: 9.5 }, 9);
        canvas.y += 7;
      }
    },
    school: (school) => {
      if (school.when) body(school.when, { size: 9.5, bold: true });
      body(`${school.degree} – ${school.institution}${school.location ? `, ${school.location}` : ''}`, { size: 10 }, 0, 2);
      if (school.grade) body(school.grade, { size: 9.5 });
      canvas.y += 5;
    },
    lines: (lines) => lines.forEach((line) => body(line, { size: 9.5 }, 0, 2)),
    project: (item) => {
      body(item.name, { size: 10, bold: true });
      body(item.description, { size: 9.5 }, 0, 5);
    },
    publication: (citation) => body(citation, { size: 9.5 }, 0, 4),
    volunteer: (item) => {
      body(item.when, { size: 9.5, bold: true });
      body(`${item.position} – ${item.organization}`, { size: 10 }, 0, 2);
      if (item.summary) body(item.summary, { size: 9.5 }, 0, 5);
    },
  });
  return canvas.finish();
}
