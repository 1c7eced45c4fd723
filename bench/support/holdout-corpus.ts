/**
 * The held-out parse corpus: hand-written resumes (bench/support/holdout-resumes/) of people and
 * professions neither other corpus has, drawn in layouts neither has (PDFKit drawers in
 * bench/support/holdout-layouts/, DOCX writers in bench/support/holdout-docx.ts), each paired with
 * the sections a perfect parser would read. Nobody tunes the parser against it: its figures are
 * looked at only to report how the parser does on resumes it was never tuned on. Template ids are
 * "holdout-<layout>" for PDFs and "holdout-docx-<layout>" for DOCX files.
 */
import { holdoutDocxWriters } from './holdout-docx.ts';
import { holdoutPdfDrawers } from './holdout-layouts/index.ts';
import { holdoutResumes } from './holdout-resumes/index.ts';
import { holdoutExpectedSections } from './holdout-resumes/holdout-resume.ts';
import type { BenchDocument } from './parse-corpus.ts';

/**
 * Every held-out document: one PDF per resume, plus a DOCX for the resumes that name a DOCX layout.
 * `pages` is left at 1, as in the foreign corpus, so the 2-page timing stays about our renderer's PDFs.
 */
export async function holdoutDocuments(locales?: readonly string[]): Promise<BenchDocument[]> {
  const documents: BenchDocument[] = [];
  for (const resume of holdoutResumes) {
    if (locales && !locales.includes(resume.language)) continue;
    const expected = holdoutExpectedSections(resume);
    const base = { locale: resume.language, font: '', expected, pages: 1 };
    documents.push({ ...base, id: `holdout-${resume.pdf}/${resume.id}`, format: 'pdf', template: `holdout-${resume.pdf}`, bytes: await holdoutPdfDrawers[resume.pdf](resume) });
    if (resume.docx)
      documents.push({ ...base, id: `holdout-docx-${resume.docx}/${resume.id}`, format: 'docx', template: `holdout-docx-${resume.docx}`, bytes: holdoutDocxWriters[resume.docx](resume) });
  }
  return documents;
}
