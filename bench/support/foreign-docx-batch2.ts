/**
 * The foreign corpus's batch-2 DOCX conventions, each the markup a real tool or a worn Word file
 * leaves (OOXML pieces from foreign-ooxml.ts; the section order from section-walk.ts):
 *
 * - content-controls: a Word template's content controls (w:sdt) around the name, each contact
 *   value and each section, one control still showing its placeholder text; skills as
 *   "Python ●●●●○" lines, languages "English (C1), German (B2)", the consent clause last;
 * - page-fields: a footer with "Page {PAGE} of {NUMPAGES}" simple fields, the email inside a
 *   HYPERLINK simple field, headings over a bottom border, "Title<tab>dates" on a right tab;
 * - proofing-noise: words cut into several runs, w:proofErr spell marks inside and around words,
 *   place names and dates wrapped in w:smartTag, a _GoBack bookmark;
 * - gdocs-direct: a Google Docs export of a document that used no styles: every paragraph Normal,
 *   headings as direct bold colour runs, every run carrying its own font, a fresh "●" list per job;
 * - two-column-section: a one-column first section (name, contact, profile) ended by a w:sectPr
 *   inside a paragraph, then a continuous section in two columns (w:cols w:num="2");
 * - hyperlinks: email and website as w:hyperlink runs in the Hyperlink character style, Heading 1
 *   sections, "Company, City" bold over "Title<tab>dates" italic, w:lastRenderedPageBreak marks.
 */
import type { DocxConvention, ForeignResume } from './foreign-resumes/foreign-resume.ts';
import { bulletNumbering, contentControl, docxPackage, hyperlink, normalStyle, paragraph, paragraphStyle, run, simpleField, type RunFormat } from './foreign-ooxml.ts';
import { contactParts, skillLine } from './foreign-layouts/resume-text.ts';
import { drawSections, languagesInBrackets } from './foreign-layouts/section-walk.ts';

const TEXT_WIDTH = 9638;

/** The DOCX writer of each batch-2 convention. */
export const batch2DocxWriters: Record<
  Extract<DocxConvention, 'content-controls' | 'page-fields' | 'proofing-noise' | 'gdocs-direct' | 'two-column-section' | 'hyperlinks'>,
  (resume: ForeignResume) => Uint8Array
> = {
  'content-controls': contentControlsDocx,
  'page-fields': pageFieldsDocx,
  'proofing-noise': proofingNoiseDocx,
  'gdocs-direct': gdocsDirectDocx,
  'two-column-section': twoColumnSectionDocx,
  hyperlinks: hyperlinksDocx,
};

const placeAndWhen = (company: string, location?: string) => (location ? `${company}, ${location}` : company);

function contentControlsDocx(resume: ForeignResume): Uint8Array {
  const styles =
    normalStyle('Calibri', 22) +
    paragraphStyle('Heading1', 'heading 1', '<w:b/><w:caps/><w:color w:val="5B2A86"/><w:sz w:val="26"/>', { heading: 0, paragraph: '<w:spacing w:before="240" w:after="80"/>' });
  let ids = 100;
  const control = (content: string, tag: string, alias?: string) => contentControl(content, { id: ids++, tag, alias });
  const body: string[] = [control(paragraph(run(resume.name, { bold: true, halfPoints: 44 })), 'Author', 'Imię i nazwisko')];
  if (resume.title) body.push(paragraph(run(resume.title, { halfPoints: 24 })));
  body.push(
    paragraph(
      contactParts(resume)
        .map((part, index) => (index ? run(' | ') : '') + control(run(part), `contact-${index}`))
        .join(''),
    ),
  );
  body.push(contentControl(paragraph(run('Kliknij lub naciśnij tutaj, aby wprowadzić tekst.', { color: '808080' })), { id: ids++, tag: 'LinkedIn', alias: 'LinkedIn', placeholder: true }));
  let block: string[] = [];
  let tag = '';
  const close = () => {
    if (block.length) body.push(control(block.join(''), tag));
    block = [];
  };
  drawSections(resume, {
    heading(title) {
      close();
      tag = title;
      block.push(paragraph(run(title), { style: 'Heading1' }));
    },
    job(job) {
      block.push(
        paragraph(run(job.title, { bold: true }) + run(`\t${job.when}`), { rightTab: TEXT_WIDTH, spacing: { before: 120 } }),
        paragraph(run(placeAndWhen(job.company, job.location), { italic: true })),
      );
      if (job.description) block.push(paragraph(run(job.description)));
      block.push(...(job.highlights ?? []).map((text) => paragraph(run(text), { numId: 1 })));
    },
    school(school) {
      block.push(paragraph(run(school.degree, { bold: true }) + run(`\t${school.when}`), { rightTab: TEXT_WIDTH, spacing: { before: 120 } }), paragraph(run(school.institution, { italic: true })));
    },
    paragraph(text) {
      block.push(paragraph(run(text)));
    },
    list(items, kind) {
      if (kind === 'interests') block.push(paragraph(run(items.join(', '))));
      else block.push(...items.map((text) => paragraph(run(text), { numId: 1 })));
    },
    skills(person) {
      block.push(
        ...(person.skills ?? []).map((skill, index) => {
          const level = person.skillLevels?.[index] ?? 3;
          return paragraph(run(skillLine(skill)) + run(`\t${'●'.repeat(level)}${'○'.repeat(5 - level)}`, { color: '5B2A86' }), { rightTab: 4800 });
        }),
      );
    },
    languages(entries) {
      block.push(paragraph(run(languagesInBrackets(entries))));
    },
  });
  close();
  if (resume.footnote) body.push(paragraph(run(resume.footnote, { italic: true, halfPoints: 14, color: '777777' }), { spacing: { before: 480 } }));
  return docxPackage({ body, styles, numbering: bulletNumbering(0, [1], '•', 'Symbol') });
}

function pageFieldsDocx(resume: ForeignResume): Uint8Array {
  const small: RunFormat = { halfPoints: 16, color: '7F7F7F' };
  const footer = [paragraph(run(`${resume.name} – `, small) + run('Page ', small) + simpleField(' PAGE ', '1', small) + run(' / ', small) + simpleField(' NUMPAGES ', '1', small), { align: 'right' })];
  const body: string[] = [paragraph(run(resume.name, { bold: true, halfPoints: 36 })), ...(resume.title ? [paragraph(run(resume.title, { halfPoints: 24, color: '0B3D91' }))] : [])];
  const labels = resume.contactLabels ?? {};
  if (resume.location) body.push(paragraph(run(labels.location ? `${labels.location} ${resume.location}` : resume.location)));
  body.push(paragraph(run(labels.phone ? `${labels.phone} ${resume.phone}` : resume.phone)));
  body.push(paragraph((labels.email ? run(`${labels.email} `) : '') + simpleField(` HYPERLINK "mailto:${resume.email}" `, resume.email, { color: '0563C1', underline: true })));
  drawSections(resume, {
    heading(title) {
      body.push(paragraph(run(title.toLocaleUpperCase(resume.language), { bold: true, halfPoints: 24 }), { bottomBorder: true, spacing: { before: 280, after: 100 } }));
    },
    job(job) {
      body.push(
        paragraph(run(job.title, { bold: true }) + run(`\t${job.when}`), { rightTab: TEXT_WIDTH, spacing: { before: 120 } }),
        paragraph(run(placeAndWhen(job.company, job.location), { italic: true })),
      );
      if (job.description) body.push(paragraph(run(job.description)));
      body.push(...(job.highlights ?? []).map((text) => paragraph(run(`–\t${text}`), { indent: { left: 426, hanging: 284 } })));
    },
    school(school) {
      body.push(
        paragraph(run(school.degree, { bold: true }) + run(`\t${school.when}`), { rightTab: TEXT_WIDTH, spacing: { before: 120 } }),
        paragraph(run(placeAndWhen(school.institution, school.location), { italic: true })),
      );
    },
    paragraph(text) {
      body.push(paragraph(run(text)));
    },
    list(items) {
      body.push(...items.map((text) => paragraph(run(`–\t${text}`), { indent: { left: 426, hanging: 284 } })));
    },
  });
  return docxPackage({ body, footer, styles: normalStyle('Arial', 21) });
}

/** `text` as a worn Word file holds it: long words cut into two runs, some words between spell-check marks. */
function noisy(text: string, format: RunFormat = {}): string {
  let count = 0;
  return text
    .split(/(\s+)/)
    .map((word) => {
      if (!word.trim()) return word ? run(word, format) : '';
      count++;
      const cut = word.length > 6 ? Math.floor(word.length / 2) : 0;
      const runs = cut ? run(word.slice(0, cut), format) + run(word.slice(cut), format) : run(word, format);
      return count % 3 === 0 ? `<w:proofErr w:type="spellStart"/>${runs}<w:proofErr w:type="spellEnd"/>` : runs;
    })
    .join('');
}

/** `text` inside a smart tag, as Word 2003 to 2007 marked places and dates. */
function smartTag(text: string, element: string, format: RunFormat = {}): string {
  return `<w:smartTag w:uri="urn:schemas-microsoft-com:office:smarttags" w:element="${element}">${noisy(text, format)}</w:smartTag>`;
}

function proofingNoiseDocx(resume: ForeignResume): Uint8Array {
  const body: string[] = [paragraph(`<w:bookmarkStart w:id="0" w:name="_GoBack"/><w:bookmarkEnd w:id="0"/>${noisy(resume.name, { bold: true, halfPoints: 40 })}`)];
  if (resume.title) body.push(paragraph(noisy(resume.title, { halfPoints: 24 })));
  body.push(...contactParts(resume).map((part) => paragraph(part === resume.location ? smartTag(part, 'City') : noisy(part))));
  drawSections(resume, {
    heading(title) {
      body.push(paragraph(noisy(title, { halfPoints: 28 }), { spacing: { before: 280, after: 60 }, bottomBorder: true }));
    },
    job(job) {
      body.push(paragraph(noisy(job.title, { halfPoints: 24 }), { spacing: { before: 160 } }));
      body.push(paragraph(noisy(job.company, { color: '555555' }) + (job.location ? run(', ', { color: '555555' }) + smartTag(job.location, 'place', { color: '555555' }) : '')));
      body.push(paragraph(smartTag(job.when, 'date', { halfPoints: 20, color: '777777' })));
      if (job.description) body.push(paragraph(noisy(job.description)));
      body.push(...(job.highlights ?? []).map((text) => paragraph(noisy(resume.bullet ? `${resume.bullet} ${text}` : text), { indent: { left: 284 } })));
    },
    school(school) {
      body.push(
        paragraph(noisy(school.degree, { halfPoints: 24 }), { spacing: { before: 160 } }),
        paragraph(noisy(school.institution, { color: '555555' })),
        paragraph(smartTag(school.when, 'date', { halfPoints: 20, color: '777777' })),
      );
    },
    paragraph(text) {
      body.push(paragraph(noisy(text)));
    },
    list(items) {
      body.push(...items.map((text) => paragraph(noisy(text))));
    },
  });
  return docxPackage({ body, styles: normalStyle('Liberation Serif', 22) });
}

function gdocsDirectDocx(resume: ForeignResume): Uint8Array {
  const font = 'Arial';
  const plain = (text: string, format: RunFormat = {}) => run(text, { font, ...format });
  const body: string[] = [
    paragraph(plain(resume.name, { bold: true, halfPoints: 40 }), { spacing: { after: 0 } }),
    ...(resume.title ? [paragraph(plain(resume.title, { halfPoints: 24, color: '666666' }))] : []),
  ];
  body.push(paragraph(plain(contactParts(resume).join(' • '), { halfPoints: 18 }), { spacing: { after: 200 } }));
  let lists = 0;
  const list = (items: string[]) => {
    lists++;
    body.push(...items.map((text) => paragraph(plain(text, { halfPoints: 20 }), { numId: lists })));
  };
  drawSections(resume, {
    heading(title) {
      body.push(paragraph(plain(title, { bold: true, halfPoints: 28, color: '2C5F2D' }), { spacing: { before: 320, after: 80 } }));
    },
    job(job) {
      body.push(paragraph(plain(job.title, { bold: true }) + plain(` | ${job.company}${job.location ? ` | ${job.location}` : ''} | ${job.when}`), { spacing: { before: 160 } }));
      if (job.description) body.push(paragraph(plain(job.description, { halfPoints: 20 })));
      list(job.highlights ?? []);
    },
    school(school) {
      body.push(paragraph(plain(school.degree, { bold: true }) + plain(` | ${school.institution} | ${school.when}`), { spacing: { before: 160 } }));
    },
    paragraph(text) {
      body.push(paragraph(plain(text, { halfPoints: 20 })));
    },
    list(items, kind) {
      if (kind === 'skills' || kind === 'interests') body.push(paragraph(plain(items.join(' | '), { halfPoints: 20 })));
      else list(items);
    },
  });
  const numIds = Array.from({ length: Math.max(lists, 1) }, (_, index) => index + 1);
  return docxPackage({ body, styles: normalStyle(font, 22), numbering: bulletNumbering(0, numIds, '●') });
}

function twoColumnSectionDocx(resume: ForeignResume): Uint8Array {
  const styles =
    normalStyle('Calibri', 21) +
    paragraphStyle('Heading1', 'heading 1', '<w:b/><w:color w:val="C0392B"/><w:sz w:val="28"/>', { heading: 0, paragraph: '<w:keepNext/><w:spacing w:before="240" w:after="80"/>' });
  const body: string[] = [paragraph(run(resume.name, { bold: true, halfPoints: 44 }))];
  if (resume.title) body.push(paragraph(run(resume.title, { halfPoints: 24, color: 'C0392B' })));
  const contact = contactParts(resume);
  contact.forEach((part, index) => body.push(paragraph(run(part), { sectionBreak: index === contact.length - 1 && !resume.summary })));
  let firstSection = Boolean(resume.summary);
  drawSections(resume, {
    heading(title) {
      body.push(paragraph(run(title), { style: 'Heading1' }));
    },
    job(job) {
      body.push(
        paragraph(run(job.title, { bold: true }), { spacing: { before: 120 } }),
        paragraph(run(placeAndWhen(job.company, job.location), { italic: true })),
        paragraph(run(job.when, { color: '7F7F7F' })),
      );
      if (job.description) body.push(paragraph(run(job.description)));
      body.push(...(job.highlights ?? []).map((text) => paragraph(run(text), { numId: 1 })));
    },
    school(school) {
      body.push(paragraph(run(school.degree, { bold: true }), { spacing: { before: 120 } }), paragraph(run(school.institution, { italic: true })), paragraph(run(school.when, { color: '7F7F7F' })));
    },
    paragraph(text) {
      // The profile is the last paragraph of the one-column first section.
      body.push(paragraph(run(text), { sectionBreak: firstSection }));
      firstSection = false;
    },
    list(items) {
      body.push(...items.map((text) => paragraph(run(text), { numId: 1 })));
    },
  });
  return docxPackage({ body, styles, columns: 2, numbering: bulletNumbering(0, [1], '–') });
}

function hyperlinksDocx(resume: ForeignResume): Uint8Array {
  const styles =
    normalStyle('Cambria', 21) +
    paragraphStyle('Heading1', 'heading 1', '<w:smallCaps/><w:sz w:val="28"/>', {
      heading: 0,
      paragraph: '<w:pBdr><w:bottom w:val="single" w:sz="4" w:space="1" w:color="auto"/></w:pBdr><w:spacing w:before="200" w:after="60"/>',
    }) +
    '<w:style w:type="character" w:styleId="Hyperlink"><w:name w:val="Hyperlink"/><w:rPr><w:color w:val="0563C1"/><w:u w:val="single"/></w:rPr></w:style>';
  const linked = (text: string, id: string) => hyperlink(run(text).replace('<w:r>', '<w:r><w:rPr><w:rStyle w:val="Hyperlink"/></w:rPr>'), id);
  const links: Record<string, string> = { rIdMail: `mailto:${resume.email}` };
  if (resume.website) links.rIdWeb = `https://${resume.website}`;
  const contact = [
    run(resume.phone),
    run(' | '),
    linked(resume.email, 'rIdMail'),
    ...(resume.location ? [run(` | ${resume.location}`)] : []),
    ...(resume.website ? [run(' | '), linked(resume.website, 'rIdWeb')] : []),
  ];
  const body: string[] = [paragraph(run(resume.name, { bold: true, halfPoints: 48 }), { align: 'center' }), paragraph(contact.join(''), { align: 'center' })];
  let blocks = 0;
  const pair = (left: string, right: string, format: RunFormat) => {
    blocks++;
    // Word records where it last broke the page while laying out; keep one such mark mid-document.
    const mark = blocks === 4 ? '<w:r><w:lastRenderedPageBreak/></w:r>' : '';
    return paragraph(mark + run(left, format) + run(`\t${right}`, { ...format, bold: false }), { rightTab: TEXT_WIDTH });
  };
  drawSections(resume, {
    heading(title) {
      body.push(paragraph(run(title), { style: 'Heading1' }));
    },
    job(job) {
      body.push(pair(job.company, job.location ?? '', { bold: true }), pair(job.title, job.when, { italic: true }));
      if (job.description) body.push(paragraph(run(job.description)));
      body.push(...(job.highlights ?? []).map((text) => paragraph(run(text), { numId: 1 })));
    },
    school(school) {
      body.push(pair(school.institution, school.location ?? '', { bold: true }), pair(school.degree, school.when, { italic: true }));
    },
    paragraph(text) {
      body.push(paragraph(run(text)));
    },
    list(items) {
      body.push(...items.map((text) => paragraph(run(text))));
    },
    skills(person) {
      body.push(...(person.skills ?? []).map((skill) => paragraph(typeof skill === 'string' ? run(skill) : run(`${skill.name}: `, { bold: true }) + run(skill.keywords.join(', ')))));
    },
  });
  return docxPackage({ body, styles, links, numbering: bulletNumbering(0, [1], '•', 'Symbol') });
}
