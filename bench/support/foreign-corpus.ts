/**
 * The foreign parse corpus: hand-written resumes (bench/support/foreign-resumes/) drawn in layouts
 * other tools make (PDFKit drawers in bench/support/foreign-layouts/, a hand-written OOXML writer in
 * bench/support/foreign-docx.ts), never by our renderer or our DOCX writer, each paired with the
 * sections a perfect parser would read. Template ids are "foreign-<convention>" for PDFs and
 * "foreign-docx-<convention>" for DOCX files.
 */
import { docxWriters } from './foreign-docx.ts';
import { pdfDrawers } from './foreign-layouts/index.ts';
import { foreignResumes } from './foreign-resumes/index.ts';
import { expectedSections } from './foreign-resumes/foreign-resume.ts';
import type { BenchDocument } from './parse-corpus.ts';

/** Every foreign document: one PDF per resume, plus a DOCX for the resumes that name a DOCX convention. */
export async function foreignDocuments(locales?: readonly string[]): Promise<BenchDocument[]> {
  const documents: BenchDocument[] = [];
  for (const resume of foreignResumes) {
    if (locales && !locales.includes(resume.language)) continue;
    const expected = expectedSections(resume);
    const base = { locale: resume.language, font: '', expected, pages: 1 };
    documents.push({ ...base, id: `foreign-${resume.pdf}/${resume.id}`, format: 'pdf', template: `foreign-${resume.pdf}`, bytes: await pdfDrawers[resume.pdf](resume) });
    if (resume.docx) documents.push({ ...base, id: `foreign-docx-${resume.docx}/${resume.id}`, format: 'docx', template: `foreign-docx-${resume.docx}`, bytes: docxWriters[resume.docx](resume) });
  }
  return documents;
}
