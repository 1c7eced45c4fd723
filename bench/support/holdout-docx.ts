/**
 * The held-out corpus's DOCX layouts, each writing a HoldoutResume the way a person in Word (or a
 * tool) would, with the OOXML pieces of foreign-ooxml.ts and the section order of the held-out PDF
 * layouts (holdout-layouts/section-flow.ts):
 *
 * - text-box-sidebar: contact, skills and languages in a floating text box at the right page edge
 *   (DrawingML with its VML fallback, as Word saves it), the rest in the body;
 * - heading-styles: the name in a style whose name is "Title", section names in "heading 2",
 *   "Title<tab>dates" with a right tab stop, the employer in italics under it;
 * - skills-table: headings as bold capitals over a bottom border, skills as a bordered two-column
 *   table (skill | level);
 * - small-caps-runs: headings as runs with w:smallCaps and letter spacing, "Title — Company" in
 *   bold and the dates in italics under it;
 * - nested-roles: each employer once in bold, its positions indented under it as "Title<tab>dates",
 *   bullets as numbering;
 * - plain-tabs: everything in Normal: underlined bold headings, "dates<tab>Title, Company" over a
 *   hanging indent, bullets typed as "- ".
 */
import { bulleted } from './foreign-layouts/resume-text.ts';
import { bulletNumbering, cell, docxPackage, normalStyle, paragraph, paragraphStyle, run, table, textBox } from './foreign-ooxml.ts';
import { drawSections, sectionLines, type SectionHooks } from './holdout-layouts/section-flow.ts';
import { holdoutContactParts, holdoutSkillLine, type HoldoutDocxLayout, type HoldoutResume, type HoldoutSection } from './holdout-resumes/holdout-resume.ts';

const TEXT_WIDTH = 9638;

/** The DOCX writer of each held-out layout. */
export const holdoutDocxWriters: Record<HoldoutDocxLayout, (resume: HoldoutResume) => Uint8Array> = {
  'text-box-sidebar': textBoxSidebarDocx,
  'heading-styles': headingStylesDocx,
  'skills-table': skillsTableDocx,
  'small-caps-runs': smallCapsRunsDocx,
  'nested-roles': nestedRolesDocx,
  'plain-tabs': plainTabsDocx,
};

/** Hooks that write the ordinary blocks as plain paragraphs; layouts override what they style. */
function paragraphHooks(body: string[], heading: (title: string) => void, bullet: (text: string) => string): SectionHooks {
  return {
    heading,
    paragraph: (text) => body.push(paragraph(run(text), { spacing: { after: 80 } })),
    employer: (roles) => {
      for (const job of roles) {
        body.push(paragraph(run(job.title, { bold: true }) + run(`\t${job.when}`), { rightTab: TEXT_WIDTH, spacing: { before: 140 } }));
        body.push(paragraph(run(`${job.company}${job.location ? `, ${job.location}` : ''}`, { italic: true })));
        if (job.description) body.push(paragraph(run(job.description)));
        body.push(...(job.highlights ?? []).map(bullet));
      }
    },
    school: (school) => {
      body.push(paragraph(run(school.degree, { bold: true }) + (school.when ? run(`\t${school.when}`) : ''), { rightTab: TEXT_WIDTH, spacing: { before: 120 } }));
      body.push(paragraph(run(`${school.institution}${school.location ? `, ${school.location}` : ''}`, { italic: true })));
      if (school.grade) body.push(paragraph(run(school.grade)));
    },
    lines: (lines) => body.push(...lines.map((line) => paragraph(run(line)))),
    project: (item) => body.push(paragraph(run(item.name, { bold: true }), { spacing: { before: 80 } }), paragraph(run(item.description))),
    publication: (citation) => body.push(paragraph(run(citation), { spacing: { after: 80 } })),
    volunteer: (item) => {
      body.push(paragraph(run(item.position, { bold: true }) + run(`\t${item.when}`), { rightTab: TEXT_WIDTH, spacing: { before: 120 } }), paragraph(run(item.organization, { italic: true })));
      if (item.summary) body.push(paragraph(run(item.summary)));
    },
  };
}

function textBoxSidebarDocx(resume: HoldoutResume): Uint8Array {
  const sideSections: HoldoutSection[] = ['skills', 'languages', 'certifications', 'interests'];
  const side: string[] = holdoutContactParts(resume).map((part) => paragraph(run(part, { halfPoints: 17 }), { spacing: { after: 40 } }));
  for (const section of sideSections) {
    const title = resume.headings[section];
    const lines = sectionLines(resume, section);
    if (!title || lines.length === 0) continue;
    side.push(
      paragraph(run(title, { bold: true, color: '1B6F6A', halfPoints: 22 }), { spacing: { before: 240, after: 60 } }),
      ...lines.map((line) => paragraph(run(line, { halfPoints: 18 }), { spacing: { after: 40 } })),
    );
  }
  const box = textBox(side, { id: 1, x: 410, y: 40, width: 160, height: 760, fill: 'EEF3F2' });
  const body: string[] = [paragraph(box + run(resume.name, { bold: true, halfPoints: 52, color: '1B6F6A' }))];
  if (resume.title) body.push(paragraph(run(resume.title, { halfPoints: 26, color: '555555' }), { spacing: { after: 200 } }));
  const heading = (title: string) => body.push(paragraph(run(title, { bold: true, halfPoints: 26, color: '1B6F6A' }), { spacing: { before: 240, after: 80 } }));
  drawSections(
    resume,
    paragraphHooks(body, heading, (text) => paragraph(run(bulleted(resume.bullet, text)), { indent: { left: 284, hanging: 284 } })),
    sideSections,
  );
  return docxPackage({ body, styles: normalStyle('Calibri', 20), drawings: true });
}

function headingStylesDocx(resume: HoldoutResume): Uint8Array {
  const styles =
    normalStyle('Calibri', 22) +
    paragraphStyle('Title', 'Title', '<w:rFonts w:ascii="Calibri Light" w:hAnsi="Calibri Light"/><w:spacing w:val="-10"/><w:kern w:val="28"/><w:sz w:val="56"/>', {
      paragraph: '<w:contextualSpacing/>',
    }) +
    paragraphStyle('Subtitle', 'Subtitle', '<w:color w:val="5A5A5A"/><w:spacing w:val="15"/><w:sz w:val="24"/>') +
    paragraphStyle('Heading2', 'heading 2', '<w:rFonts w:ascii="Calibri Light" w:hAnsi="Calibri Light"/><w:color w:val="2F5496"/><w:sz w:val="26"/>', {
      heading: 1,
      paragraph: '<w:keepNext/><w:keepLines/><w:spacing w:before="200" w:after="40"/>',
    });
  const body: string[] = [paragraph(run(resume.name), { style: 'Title' })];
  if (resume.title) body.push(paragraph(run(resume.title), { style: 'Subtitle' }));
  body.push(paragraph(run(holdoutContactParts(resume).join(' | '), { halfPoints: 18 })));
  const heading = (title: string) => body.push(paragraph(run(title), { style: 'Heading2' }));
  drawSections(
    resume,
    paragraphHooks(body, heading, (text) => paragraph(run(text), { numId: 1 })),
  );
  return docxPackage({ body, styles, numbering: bulletNumbering(0, [1], '\uF0B7', 'Symbol') });
}

function skillsTableDocx(resume: HoldoutResume): Uint8Array {
  const body: string[] = [paragraph(run(resume.name, { bold: true, halfPoints: 40 }))];
  if (resume.title) body.push(paragraph(run(resume.title, { halfPoints: 24 })));
  body.push(...holdoutContactParts(resume).map((part) => paragraph(run(part, { halfPoints: 19 }))));
  const heading = (title: string) => body.push(paragraph(run(title.toLocaleUpperCase(resume.language), { bold: true, halfPoints: 24 }), { bottomBorder: true, spacing: { before: 280, after: 100 } }));
  const hooks = paragraphHooks(body, heading, (text) => paragraph(run(`•\t${text}`), { indent: { left: 360, hanging: 360 } }));
  hooks.lines = (lines, section) => {
    if (section !== 'skills') return body.push(...lines.map((line) => paragraph(run(line))));
    const [first, second] = [4200, 3000];
    const rows = (resume.skills ?? []).map((skill) =>
      typeof skill === 'string' || !skill.level
        ? [cell([paragraph(run(holdoutSkillLine(skill)))], first), cell([], second)]
        : [cell([paragraph(run(skill.name))], first), cell([paragraph(run(skill.level))], second)],
    );
    return body.push(table(rows, [first, second], { borders: true }), paragraph(''));
  };
  drawSections(resume, hooks);
  return docxPackage({ body, styles: normalStyle('Arial', 20) });
}

function smallCapsRunsDocx(resume: HoldoutResume): Uint8Array {
  const body: string[] = [paragraph(run(resume.name, { smallCaps: true, bold: true, halfPoints: 44, characterSpacing: 20 }), { align: 'center' })];
  if (resume.title) body.push(paragraph(run(resume.title, { italic: true, halfPoints: 24 }), { align: 'center' }));
  body.push(paragraph(run(holdoutContactParts(resume).join(' • '), { halfPoints: 18 }), { align: 'center', spacing: { after: 200 } }));
  const heading = (title: string) => body.push(paragraph(run(title, { smallCaps: true, bold: true, characterSpacing: 40, halfPoints: 26, color: '8B3A3A' }), { spacing: { before: 300, after: 100 } }));
  const hooks = paragraphHooks(body, heading, (text) => paragraph(run(text), { numId: 1 }));
  hooks.employer = (roles) => {
    for (const job of roles) {
      body.push(paragraph(run(`${job.title} — ${job.company}`, { bold: true }), { spacing: { before: 160 } }));
      body.push(paragraph(run([job.when, job.location].filter(Boolean).join(', '), { italic: true, color: '595959' })));
      if (job.description) body.push(paragraph(run(job.description)));
      body.push(...(job.highlights ?? []).map((text) => paragraph(run(text), { numId: 1 })));
    }
  };
  drawSections(resume, hooks);
  return docxPackage({ body, styles: normalStyle('Garamond', 23), numbering: bulletNumbering(0, [1], '–') });
}

function nestedRolesDocx(resume: HoldoutResume): Uint8Array {
  const body: string[] = [paragraph(run(resume.name, { bold: true, halfPoints: 36 })), ...(resume.title ? [paragraph(run(resume.title, { halfPoints: 24, color: '404040' }))] : [])];
  body.push(paragraph(run(holdoutContactParts(resume).join('\n'), { halfPoints: 19 }), { spacing: { after: 160 } }));
  const heading = (title: string) => body.push(paragraph(run(title, { bold: true, halfPoints: 26, color: 'C00000' }), { bottomBorder: true, spacing: { before: 260, after: 100 } }));
  const hooks = paragraphHooks(body, heading, (text) => paragraph(run(text), { numId: 1 }));
  hooks.employer = (roles) => {
    const first = roles[0]!;
    body.push(paragraph(run(`${first.company}${first.location ? `, ${first.location}` : ''}`, { bold: true, halfPoints: 23 }), { spacing: { before: 180 } }));
    for (const job of roles) {
      body.push(paragraph(run(job.title, { italic: true }) + run(`\t${job.when}`), { rightTab: TEXT_WIDTH, indent: { left: 284 }, spacing: { before: 60 } }));
      if (job.description) body.push(paragraph(run(job.description), { indent: { left: 284 } }));
      body.push(...(job.highlights ?? []).map((text) => paragraph(run(text), { numId: 1 })));
    }
  };
  drawSections(resume, hooks);
  return docxPackage({ body, styles: normalStyle('Calibri', 21), numbering: bulletNumbering(0, [1], '▪', 'Calibri') });
}

function plainTabsDocx(resume: HoldoutResume): Uint8Array {
  const hanging = { left: 2268, hanging: 2268 };
  const body: string[] = [paragraph(run(resume.name, { bold: true, halfPoints: 32 }))];
  if (resume.title) body.push(paragraph(run(resume.title)));
  body.push(...holdoutContactParts(resume).map((part) => paragraph(run(part))), paragraph(''));
  const heading = (title: string) => body.push(paragraph(''), paragraph(run(title, { bold: true, underline: true })));
  const hooks = paragraphHooks(body, heading, (text) => paragraph(run(`\t- ${text}`), { indent: hanging }));
  hooks.employer = (roles) => {
    for (const job of roles) {
      body.push(paragraph(run(`${job.when}\t${job.title}, ${job.company}${job.location ? `, ${job.location}` : ''}`), { indent: hanging, spacing: { before: 100 } }));
      if (job.description) body.push(paragraph(run(`\t${job.description}`), { indent: hanging }));
      body.push(...(job.highlights ?? []).map((text) => paragraph(run(`\t- ${text}`), { indent: hanging })));
    }
  };
  hooks.school = (school) =>
    body.push(paragraph(run(`${school.when}\t${school.degree}, ${school.institution}${school.location ? `, ${school.location}` : ''}`), { indent: hanging, spacing: { before: 100 } }));
  hooks.lines = (lines) => body.push(...lines.map((line) => paragraph(run(`\t${line}`), { indent: hanging })));
  drawSections(resume, hooks);
  return docxPackage({ body, styles: normalStyle('Times New Roman', 24) });
}
