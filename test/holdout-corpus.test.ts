/**
 * The held-out parse corpus (bench/support/holdout-corpus.ts) is sound: at least 14 PDFs and 6 DOCX
 * files in all 14 languages, every document builds, is a file the parser accepts (no 4xx), and
 * every expected string appears in the document's extracted text (lines joined with spaces, case,
 * whitespace and hyphenation normalised), so the expectations are not typos. No accuracy is
 * asserted, and none may be: the corpus is held out (bun bench/parse.ts --corpus=holdout reports it).
 */
import { describe, expect, test } from 'bun:test';
import { holdoutDocuments } from '../bench/support/holdout-corpus.ts';
import { normalizeText } from '../bench/support/parse-scoring.ts';
import type { Sections } from '../src/domain/resume.ts';
import { parseResumeFile } from '../src/parsing/index.ts';

const documents = await holdoutDocuments();
const languages = ['da', 'de', 'en', 'es', 'et', 'fi', 'fr', 'is', 'it', 'nl', 'no', 'pl', 'pt', 'sv'];

/** Every text value a perfect parse must find (dates are the scorer's business, not checked here). */
function expectedStrings(sections: Sections): string[] {
  const header = sections.header ?? {};
  const skills = (sections.skills ?? []).flatMap((skill) => (typeof skill === 'string' ? [skill] : [skill.name ?? '', skill.level ?? '', ...(skill.keywords ?? [])]));
  return [
    header.name,
    header.title,
    header.email,
    header.phone,
    header.location,
    header.website,
    sections.summary,
    ...(sections.experience ?? []).flatMap((job) => [job.title, job.company, job.location, job.description, ...(job.highlights ?? [])]),
    ...(sections.education ?? []).flatMap((school) => [school.institution, school.degree, school.location, school.grade]),
    ...skills,
    ...(sections.languages ?? []).flatMap((entry) => [entry.language, entry.fluency]),
    ...(sections.certifications ?? []).flatMap((entry) => [entry.name, entry.issuer]),
    ...(sections.projects ?? []).flatMap((entry) => [entry.name, entry.description]),
    ...(sections.publications ?? []).flatMap((entry) => [entry.name, entry.publisher]),
    ...(sections.volunteering ?? []).flatMap((entry) => [entry.organization, entry.position, entry.summary]),
    ...(sections.interests ?? []).map((entry) => entry.name),
  ].filter((value): value is string => Boolean(value));
}

/**
 * Text as the check compares it: the scorer's normalisation, then any hyphen between letters dropped
 * with the space after it, so "sem-abrigo" is found whether or not a line broke after its hyphen.
 */
function comparable(value: string): string {
  return normalizeText(value).replace(/(\p{L})-\s?(\p{L})/gu, '$1$2');
}

describe('held-out corpus', () => {
  test('has at least 20 documents, 14 PDFs and 6 DOCX files, in all 14 languages', () => {
    expect(documents.length).toBeGreaterThanOrEqual(20);
    expect(documents.filter((document) => document.format === 'pdf').length).toBeGreaterThanOrEqual(14);
    expect(documents.filter((document) => document.format === 'docx').length).toBeGreaterThanOrEqual(6);
    expect([...new Set(documents.map((document) => document.locale))].sort()).toEqual(languages);
  });

  for (const document of documents) {
    test(`${document.id} parses and contains every expected string`, async () => {
      const { document: extracted } = await parseResumeFile(document.bytes.slice());
      expect(extracted.format).toBe(document.format);
      const text = comparable(extracted.lines.map((line) => line.text).join(' '));
      const missing = expectedStrings(document.expected).filter((value) => !text.includes(comparable(value)));
      expect(missing).toEqual([]);
    });
  }
});
