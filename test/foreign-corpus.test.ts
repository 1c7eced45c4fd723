/**
 * The foreign parse corpus (bench/support/foreign-corpus.ts) is sound: every document builds, is a
 * PDF or DOCX the parser accepts (no 4xx), and every expected string appears in the document's
 * extracted text, so the expectations are not typos. No accuracy is asserted here: that is the
 * benchmark's job (bun bench/parse.ts --corpus=foreign).
 */
import { describe, expect, test } from 'bun:test';
import { normalizeText } from '../bench/support/parse-scoring.ts';
import { foreignDocuments } from '../bench/support/foreign-corpus.ts';
import { batch2Resumes } from '../bench/support/foreign-resumes/index.ts';
import type { Sections } from '../src/domain/resume.ts';
import { parseResumeFile } from '../src/parsing/index.ts';

const documents = await foreignDocuments();
const batch2Ids = new Set(batch2Resumes.map((resume) => resume.id));
const batch2 = documents.filter((document) => batch2Ids.has(document.id.split('/')[1]!));

/** Every text value a perfect parse must find (dates are checked by the scorer, not here). */
function expectedStrings(sections: Sections): string[] {
  const header = sections.header ?? {};
  const skills = (sections.skills ?? []).flatMap((skill) => (typeof skill === 'string' ? [skill] : [skill.name ?? '', ...(skill.keywords ?? [])]));
  return [
    header.name,
    header.email,
    header.phone,
    header.location,
    sections.summary,
    ...(sections.experience ?? []).flatMap((job) => [job.title, job.company, ...(job.highlights ?? [])]),
    ...(sections.education ?? []).flatMap((school) => [school.institution, school.degree]),
    ...skills,
    ...(sections.languages ?? []).map((entry) => entry.language),
    ...(sections.certifications ?? []).map((entry) => entry.name),
    ...(sections.projects ?? []).map((entry) => entry.name),
    ...(sections.interests ?? []).map((entry) => entry.name),
    ...(sections.custom ?? []).flatMap((section) => [section.title, ...(section.items ?? []).map((item) => item.title)]),
  ].filter((value): value is string => Boolean(value));
}

describe('foreign corpus', () => {
  test('has at least 16 PDFs and 6 DOCX files in at least 6 languages', () => {
    expect(documents.filter((document) => document.format === 'pdf').length).toBeGreaterThanOrEqual(16);
    expect(documents.filter((document) => document.format === 'docx').length).toBeGreaterThanOrEqual(6);
    expect(new Set(documents.map((document) => document.locale)).size).toBeGreaterThanOrEqual(6);
  });

  test('batch 2 adds at least 14 PDFs and 6 DOCX files covering all 14 languages, in conventions of its own', () => {
    expect(batch2.filter((document) => document.format === 'pdf').length).toBeGreaterThanOrEqual(14);
    expect(batch2.filter((document) => document.format === 'docx').length).toBeGreaterThanOrEqual(6);
    expect(new Set(batch2.map((document) => document.locale)).size).toBe(14);
    const batch1Templates = new Set(documents.filter((document) => !batch2.includes(document)).map((document) => document.template));
    expect(batch2.filter((document) => batch1Templates.has(document.template)).map((document) => document.id)).toEqual([]);
  });

  for (const document of documents) {
    test(`${document.id} parses and contains every expected string`, async () => {
      const { document: extracted } = await parseResumeFile(document.bytes.slice());
      expect(extracted.format).toBe(document.format);
      const text = normalizeText(extracted.lines.map((line) => line.text).join(' '));
      const missing = expectedStrings(document.expected).filter((value) => !text.includes(normalizeText(value)));
      expect(missing).toEqual([]);
    });
  }
});
