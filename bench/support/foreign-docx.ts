/**
 * The foreign corpus's DOCX conventions, each writing a ForeignResume the way another tool or a
 * person in Word would (OOXML pieces from foreign-ooxml.ts):
 *
 * - table: the whole CV in a borderless two-column table (periods and labels left, entries right),
 *   headings as bold runs in a row spanning both columns;
 * - header-part: name and contact in the page header part, headings as bold runs over a paragraph
 *   border, dates in a paragraph of their own aligned right, bullets typed as "•" + tab;
 * - custom-numbering: a custom "CV Überschrift" heading style without an outline level, bullets as
 *   numbering whose glyph is Wingdings U+F0A7, "Title<tab>dates" lines with a right tab stop;
 * - sidebar-table: one table row, a shaded sidebar cell (contact, skills, languages) beside the main cell;
 * - soft-breaks: each entry one paragraph with line breaks ("Title", "Company", "dates"), headings
 *   in a localized heading style id ("Ttulo1", as Spanish Word writes), bullets as numbering;
 * - gdocs-export: what Google Docs exports: Title/Subtitle, Heading 1 sections, "Company — Title"
 *   in Heading 2, the dates in Heading 3 in capitals, a fresh numbering instance per list ("●").
 *
 * Batch 2's conventions (content controls, fields, proofing noise, ...) are in foreign-docx-batch2.ts.
 */
import type { DocxConvention, ForeignResume } from './foreign-resumes/foreign-resume.ts';
import { batch2DocxWriters } from './foreign-docx-batch2.ts';
import { bulletNumbering, cell, docxPackage, normalStyle, paragraph, paragraphStyle, run, table } from './foreign-ooxml.ts';
import { certificationLine, contactParts, languageLine, skillLine } from './foreign-layouts/resume-text.ts';

const TEXT_WIDTH = 9638;

/** The DOCX writer of each convention. */
export const docxWriters: Record<DocxConvention, (resume: ForeignResume) => Uint8Array> = {
  table: tableDocx,
  'header-part': headerPartDocx,
  'custom-numbering': customNumberingDocx,
  'sidebar-table': sidebarTableDocx,
  'soft-breaks': softBreaksDocx,
  'gdocs-export': gdocsExportDocx,
  ...batch2DocxWriters,
};

function tableDocx(resume: ForeignResume): Uint8Array {
  const left = 2400;
  const right = TEXT_WIDTH - left;
  const rows: string[][] = [];
  const heading = (title: string) => rows.push([cell([paragraph(run(title, { bold: true, halfPoints: 26 }), { spacing: { before: 240, after: 80 } })], TEXT_WIDTH, { span: 2 })]);
  const row = (label: string, paragraphs: string[]) => rows.push([cell(label ? [paragraph(run(label))] : [], left), cell(paragraphs, right)]);
  const labels = resume.contactLabels ?? {};
  row(labels.location ?? '', [paragraph(run(resume.location ?? ''))]);
  row(labels.phone ?? '', [paragraph(run(resume.phone))]);
  row(labels.email ?? '', [paragraph(run(resume.email))]);
  if (resume.summary && resume.headings.summary) {
    heading(resume.headings.summary);
    rows.push([cell([paragraph(run(resume.summary))], TEXT_WIDTH, { span: 2 })]);
  }
  heading(resume.headings.experience);
  for (const job of resume.jobs) {
    row(job.when, [
      paragraph(run(job.title, { bold: true })),
      paragraph(run(job.location ? `${job.company}, ${job.location}` : job.company)),
      ...(job.description ? [paragraph(run(job.description))] : []),
      ...(job.highlights ?? []).map((text) => paragraph(run(resume.bullet ? `${resume.bullet} ${text}` : text))),
      paragraph('', { spacing: { after: 120 } }),
    ]);
  }
  heading(resume.headings.education);
  for (const school of resume.schools)
    row(school.when, [paragraph(run(school.degree, { bold: true })), paragraph(run(school.location ? `${school.institution}, ${school.location}` : school.institution))]);
  if (resume.skills && resume.headings.skills) {
    heading(resume.headings.skills);
    row('', [paragraph(run(resume.skills.map(skillLine).join(', ')))]);
  }
  if (resume.languages && resume.headings.languages) {
    heading(resume.headings.languages);
    for (const entry of resume.languages) row(entry.language, [paragraph(run(entry.fluency))]);
  }
  const body = [
    paragraph(run(resume.name, { bold: true, halfPoints: 40 })),
    ...(resume.title ? [paragraph(run(resume.title, { halfPoints: 24 }), { spacing: { after: 200 } })] : []),
    table(rows, [left, right]),
  ];
  return docxPackage({ body, styles: normalStyle('Calibri', 22) });
}

function headerPartDocx(resume: ForeignResume): Uint8Array {
  const header = [
    paragraph(run(resume.name, { bold: true, halfPoints: 36 }), { align: 'center' }),
    ...(resume.title ? [paragraph(run(resume.title), { align: 'center' })] : []),
    paragraph(run(contactParts(resume).join(' | '), { halfPoints: 18 }), { align: 'center' }),
  ];
  const body: string[] = [];
  const heading = (title: string) => body.push(paragraph(run(title.toLocaleUpperCase(resume.language), { bold: true, halfPoints: 24 }), { bottomBorder: true, spacing: { before: 240, after: 120 } }));
  const bullet = (text: string) => paragraph(run(`•\t${text}`), { indent: { left: 360, hanging: 360 } });
  if (resume.summary && resume.headings.summary) {
    heading(resume.headings.summary);
    body.push(paragraph(run(resume.summary)));
  }
  heading(resume.headings.experience);
  for (const job of resume.jobs) {
    body.push(
      paragraph(run(job.title, { bold: true }), { spacing: { before: 120 } }),
      paragraph(run(job.location ? `${job.company}, ${job.location}` : job.company, { italic: true })),
      paragraph(run(job.when), { align: 'right' }),
    );
    if (job.description) body.push(paragraph(run(job.description)));
    body.push(...(job.highlights ?? []).map(bullet));
  }
  heading(resume.headings.education);
  for (const school of resume.schools)
    body.push(paragraph(run(school.degree, { bold: true }), { spacing: { before: 120 } }), paragraph(run(school.institution, { italic: true })), paragraph(run(school.when), { align: 'right' }));
  if (resume.skills && resume.headings.skills) {
    heading(resume.headings.skills);
    body.push(...resume.skills.map((skill) => bullet(skillLine(skill))));
  }
  if (resume.certifications && resume.headings.certifications) {
    heading(resume.headings.certifications);
    body.push(...resume.certifications.map((item) => bullet(certificationLine(item))));
  }
  return docxPackage({ body, header, styles: normalStyle('Calibri', 22) });
}

function customNumberingDocx(resume: ForeignResume): Uint8Array {
  const styles =
    normalStyle('Arial', 20) +
    paragraphStyle('CVberschrift', 'CV Überschrift', '<w:b/><w:color w:val="1F3864"/><w:sz w:val="26"/>', { paragraph: '<w:spacing w:before="280" w:after="100"/>' }) +
    paragraphStyle('Name', 'Name', '<w:b/><w:sz w:val="44"/>');
  const body: string[] = [paragraph(run(resume.name), { style: 'Name' })];
  if (resume.title) body.push(paragraph(run(resume.title, { halfPoints: 24 })));
  body.push(paragraph(run(`Tel.: ${resume.phone}`)), paragraph(run(`E-Mail: ${resume.email}`)));
  if (resume.location) body.push(paragraph(run(resume.location)));
  const heading = (title: string) => body.push(paragraph(run(title), { style: 'CVberschrift' }));
  const item = (text: string) => paragraph(run(text), { numId: 1 });
  if (resume.summary && resume.headings.summary) {
    heading(resume.headings.summary);
    body.push(paragraph(run(resume.summary)));
  }
  heading(resume.headings.experience);
  for (const job of resume.jobs) {
    body.push(
      paragraph(run(job.title, { bold: true }) + run(`\t${job.when}`), { rightTab: TEXT_WIDTH, spacing: { before: 160 } }),
      paragraph(run(job.location ? `${job.company}, ${job.location}` : job.company)),
    );
    body.push(...(job.highlights ?? []).map(item));
  }
  heading(resume.headings.education);
  for (const school of resume.schools)
    body.push(paragraph(run(school.degree, { bold: true }) + run(`\t${school.when}`), { rightTab: TEXT_WIDTH, spacing: { before: 160 } }), paragraph(run(school.institution)));
  if (resume.skills && resume.headings.skills) {
    heading(resume.headings.skills);
    body.push(...resume.skills.map((skill) => item(skillLine(skill))));
  }
  if (resume.languages && resume.headings.languages) {
    heading(resume.headings.languages);
    body.push(...resume.languages.map((entry) => item(entry.fluency ? `${entry.language} (${entry.fluency})` : `${entry.language} (Muttersprache)`)));
  }
  return docxPackage({ body, styles, numbering: bulletNumbering(0, [1], '\uF0A7', 'Wingdings') });
}

function sidebarTableDocx(resume: ForeignResume): Uint8Array {
  const side = 3200;
  const main = TEXT_WIDTH - side;
  const sideHeading = (title: string) => paragraph(run(title.toLocaleUpperCase(resume.language), { bold: true, color: 'FFFFFF' }), { spacing: { before: 240, after: 80 } });
  const sideLine = (text: string) => paragraph(run(text, { color: 'FFFFFF', halfPoints: 18 }));
  const sidebar = [sideHeading('Contact'), ...contactParts(resume).map(sideLine)];
  if (resume.skills && resume.headings.skills) sidebar.push(sideHeading(resume.headings.skills), ...resume.skills.map((skill) => sideLine(skillLine(skill))));
  if (resume.languages && resume.headings.languages) sidebar.push(sideHeading(resume.headings.languages), ...resume.languages.map((entry) => sideLine(languageLine(entry))));
  const content = [paragraph(run(resume.name, { bold: true, halfPoints: 48 })), ...(resume.title ? [paragraph(run(resume.title, { halfPoints: 24, color: '7F7F7F' }))] : [])];
  const heading = (title: string) => content.push(paragraph(run(title, { bold: true, halfPoints: 28, color: '2E74B5' }), { spacing: { before: 240, after: 80 } }));
  const bullet = (text: string) => paragraph(run(resume.bullet ? `${resume.bullet} ${text}` : text), { indent: { left: 284 } });
  if (resume.summary && resume.headings.summary) {
    heading(resume.headings.summary);
    content.push(paragraph(run(resume.summary)));
  }
  heading(resume.headings.experience);
  for (const job of resume.jobs) {
    content.push(
      paragraph(run(job.title, { bold: true }), { spacing: { before: 120 } }),
      paragraph(run(`${job.company}${job.location ? `, ${job.location}` : ''} | ${job.when}`, { color: '2E74B5' })),
    );
    content.push(...(job.highlights ?? []).map(bullet));
  }
  heading(resume.headings.education);
  for (const school of resume.schools)
    content.push(paragraph(run(school.degree, { bold: true }), { spacing: { before: 120 } }), paragraph(run(`${school.institution} | ${school.when}`, { color: '2E74B5' })));
  if (resume.projects && resume.headings.projects) {
    heading(resume.headings.projects);
    for (const item of resume.projects) content.push(paragraph(run(item.name, { bold: true })), paragraph(run(item.description)));
  }
  return docxPackage({ body: [table([[cell(sidebar, side, { shade: '2F4858' }), cell(content, main)]], [side, main]), paragraph('')], styles: normalStyle('Calibri', 21) });
}

function softBreaksDocx(resume: ForeignResume): Uint8Array {
  const styles =
    normalStyle('Calibri', 22) +
    paragraphStyle('Ttulo', 'Title', '<w:sz w:val="52"/>') +
    paragraphStyle('Ttulo1', 'heading 1', '<w:b/><w:color w:val="C45911"/><w:sz w:val="28"/>', { heading: 0, paragraph: '<w:keepNext/><w:spacing w:before="240" w:after="80"/>' });
  const body: string[] = [paragraph(run(resume.name), { style: 'Ttulo' }), paragraph(run([resume.title, ...contactParts(resume)].filter(Boolean).join('\n')))];
  const heading = (title: string) => body.push(paragraph(run(title), { style: 'Ttulo1' }));
  if (resume.summary && resume.headings.summary) {
    heading(resume.headings.summary);
    body.push(paragraph(run(resume.summary)));
  }
  heading(resume.headings.experience);
  for (const job of resume.jobs) {
    body.push(
      paragraph(run(job.title, { bold: true }) + run(`\n${job.location ? `${job.company}, ${job.location}` : job.company}`) + run(`\n${job.when}`, { italic: true }), {
        spacing: { before: 160, after: 60 },
      }),
    );
    body.push(...(job.highlights ?? []).map((text) => paragraph(run(text), { numId: 3 })));
  }
  heading(resume.headings.education);
  for (const school of resume.schools)
    body.push(paragraph(run(school.degree, { bold: true }) + run(`\n${school.institution}`) + run(`\n${school.when}`, { italic: true }), { spacing: { before: 160 } }));
  if (resume.skills && resume.headings.skills) {
    heading(resume.headings.skills);
    body.push(paragraph(run(resume.skills.map(skillLine).join(' · '))));
  }
  if (resume.languages && resume.headings.languages) {
    heading(resume.headings.languages);
    body.push(...resume.languages.map((entry) => paragraph(run(languageLine(entry, ': ')))));
  }
  return docxPackage({ body, styles, numbering: bulletNumbering(2, [3], '•', 'Symbol') });
}

function gdocsExportDocx(resume: ForeignResume): Uint8Array {
  const styles =
    normalStyle('Open Sans', 20) +
    paragraphStyle('Title', 'Title', '<w:b/><w:sz w:val="60"/>', { paragraph: '<w:spacing w:after="60"/>' }) +
    paragraphStyle('Subtitle', 'Subtitle', '<w:color w:val="E06666"/><w:sz w:val="24"/>') +
    paragraphStyle('Heading1', 'heading 1', '<w:b/><w:color w:val="E06666"/><w:sz w:val="22"/>', { heading: 0, paragraph: '<w:spacing w:before="360" w:after="60"/>' }) +
    paragraphStyle('Heading2', 'heading 2', '<w:sz w:val="22"/>', { heading: 1, paragraph: '<w:spacing w:before="240"/>' }) +
    paragraphStyle('Heading3', 'heading 3', '<w:color w:val="666666"/><w:sz w:val="16"/>', { heading: 2, paragraph: '<w:spacing w:before="60" w:after="60"/>' });
  const body: string[] = [paragraph(run(resume.name), { style: 'Title' })];
  if (resume.title) body.push(paragraph(run(resume.title), { style: 'Subtitle' }));
  body.push(...contactParts(resume).map((part) => paragraph(run(part, { color: '666666', halfPoints: 18 }))));
  let lists = 0;
  const list = (items: string[]) => {
    lists++;
    return items.map((text) => paragraph(run(text), { numId: lists }));
  };
  const heading = (title: string) => body.push(paragraph(run(title), { style: 'Heading1' }));
  if (resume.summary && resume.headings.summary) {
    heading(resume.headings.summary);
    body.push(paragraph(run(resume.summary)));
  }
  heading(resume.headings.experience);
  for (const job of resume.jobs) {
    body.push(
      paragraph(run(job.location ? `${job.company}, ${job.location}` : job.company, { bold: true }) + run(` — ${job.title}`), { style: 'Heading2' }),
      paragraph(run(job.when, { caps: true }), { style: 'Heading3' }),
    );
    body.push(...list(job.highlights ?? []));
  }
  heading(resume.headings.education);
  for (const school of resume.schools)
    body.push(paragraph(run(school.institution, { bold: true }) + run(` — ${school.degree}`), { style: 'Heading2' }), paragraph(run(school.when, { caps: true }), { style: 'Heading3' }));
  if (resume.skills && resume.headings.skills) {
    heading(resume.headings.skills);
    body.push(...list(resume.skills.map(skillLine)));
  }
  if (resume.certifications && resume.headings.certifications) {
    heading(resume.headings.certifications);
    body.push(...resume.certifications.map((item) => paragraph(run(certificationLine(item)))));
  }
  const numIds = Array.from({ length: Math.max(lists, 1) }, (_, index) => index + 1);
  return docxPackage({ body, styles, numbering: bulletNumbering(0, numIds, '●') });
}
