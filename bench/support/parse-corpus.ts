/**
 * The documents the parse benchmark reads back: synthetic resumes from the ATS corpus generator
 * (14 languages, minimal to long) rendered through every template, fonts rotated, each paired with
 * the sections it was made from. A DOCX corpus joins by adding its writer to `documentsOf`.
 */
import type { Sections } from '../../src/domain/resume.ts';
import { writePdf } from '../../src/pdf/write-pdf.ts';
import { layoutRenderJob, templateDefaultSettings } from '../../src/render/render-job.ts';
import type { Template } from '../../src/templates/catalog.ts';
import { resumeCorpus, type CorpusCase } from '../../test/support/resume-corpus.ts';

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
  // DOCX: when test/support/docx-writer.ts exists, import it and add, for each case,
  //   documents.push({ id: `docx/${item.id}`, format: 'docx', template: 'docx', locale: item.language, font: '', bytes: await writeDocx(sections), expected: sections, pages: 1 });
  return documents;
}
