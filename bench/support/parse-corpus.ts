/**
 * The documents the parse benchmark reads back: synthetic resumes from the ATS corpus generator
 * (14 languages, minimal to long) rendered through every template, fonts rotated, each paired with
 * the sections it was made from; and the same cases written as DOCX files in rotating layouts
 * (headings by style or bold capitals, dates after a tab, in a table cell or on their own line,
 * bullets as numbering or typed glyphs, contact details in the body or the page header).
 */
import type { Sections } from '../../src/domain/resume.ts';
import { writePdf } from '../../src/pdf/write-pdf.ts';
import { layoutRenderJob, templateDefaultSettings } from '../../src/render/render-job.ts';
import type { Template } from '../../src/templates/catalog.ts';
import { resumeCorpus, type CorpusCase } from '../../test/support/resume-corpus.ts';
import { writeDocx, type DocxWriterOptions } from '../../test/support/docx-writer.ts';

/** One file to parse and what it should parse into. */
export interface BenchDocument {
  id: string;
  format: 'pdf' | 'docx';
  /** Template id for PDFs; "docx" for DOCX files. */
  template: string;
  locale: string;
  font: string;
  bytes: Uint8Array;
  expected: Sections;
  pages: number;
}

/** Generated corpus cases (edge documents left out: they test rendering, not parsing). */
export function benchCases(locales: readonly string[] | undefined): CorpusCase[] {
  return resumeCorpus.filter((item) => item.size !== 'edge' && (!locales || locales.includes(item.language)));
}

/** Renders `item` with `template` in `font` to a PDF. */
export async function renderPdf(template: Template, item: CorpusCase, font: string): Promise<BenchDocument> {
  const settings = { ...templateDefaultSettings(template, item.language), font };
  const sections = item.resume.sections as Sections;
  const document = layoutRenderJob({ kind: 'resume', content: { title: item.resume.title ?? '', sections }, settings });
  const bytes = await writePdf(document);
  return { id: `${template.id}/${item.id}/${font}`, format: 'pdf', template: template.id, locale: item.language, font, bytes, expected: sections, pages: document.pages.length };
}

/**
 * Each template renders `perTemplate` cases, rotated through `cases` so every case and many fonts
 * are used; the same arguments give the same corpus.
 */
export async function documentsOf(templates: readonly Template[], cases: readonly CorpusCase[], perTemplate: number): Promise<BenchDocument[]> {
  const documents: BenchDocument[] = [];
  for (const [templateIndex, template] of templates.entries()) {
    for (let round = 0; round < Math.min(perTemplate, cases.length); round++) {
      const item = cases[(templateIndex * perTemplate + round) % cases.length]!;
      const fonts = template.availableFonts;
      documents.push(await renderPdf(template, item, fonts[(templateIndex + round) % fonts.length]!.family));
    }
  }
  for (const [index, item] of cases.entries()) documents.push(docxDocument(item, docxLayouts[index % docxLayouts.length]!));
  return documents;
}

/** DOCX layouts the corpus rotates through, so every option value meets every kind of case. */
const docxLayouts: DocxWriterOptions[] = [
  { headings: 'style', dates: 'tab', bullets: 'numbering', contact: 'body' },
  { headings: 'bold-caps', dates: 'table', bullets: 'glyph', contact: 'header' },
  { headings: 'style', dates: 'own-line', bullets: 'glyph', contact: 'header' },
  { headings: 'bold-caps', dates: 'tab', bullets: 'numbering', contact: 'body', dateStyle: 'numeric' },
  { headings: 'style', dates: 'table', bullets: 'numbering', contact: 'header', dateStyle: 'long' },
];

/** `item` written as a DOCX file laid out as `layout` says. */
export function docxDocument(item: CorpusCase, layout: DocxWriterOptions): BenchDocument {
  const sections = item.resume.sections as Sections;
  const name = [layout.headings, layout.dates, layout.bullets, layout.contact, layout.dateStyle].filter(Boolean).join('-');
  return {
    id: `docx/${item.id}/${name}`,
    format: 'docx',
    template: 'docx',
    locale: item.language,
    font: '',
    bytes: writeDocx(sections, { ...layout, language: item.language }),
    expected: sections,
    pages: 1,
  };
}
