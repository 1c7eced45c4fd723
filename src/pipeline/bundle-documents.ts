/**
 * The ZIP a run answers with when it made a resume and a cover letter: `resume.pdf` and
 * `cover-letter.pdf`, built with fflate. Every entry carries the same fixed timestamp, so the same
 * documents always make the same bytes (cacheable, comparable in tests).
 */
import { zipSync } from 'fflate';

/**
 * 1980-01-01 00:00, the earliest time a ZIP can hold, built from local fields because fflate writes
 * the DOS time from local fields: the archive is then the same in every time zone.
 */
const fixedTime = new Date(1980, 0, 1, 0, 0, 0);

/** A ZIP of the resume PDF and, when there is one, the cover-letter PDF. */
export function bundleDocuments(documents: { resume: Uint8Array; coverLetter?: Uint8Array }): Uint8Array {
  const files: Record<string, Uint8Array> = { 'resume.pdf': documents.resume };
  if (documents.coverLetter) files['cover-letter.pdf'] = documents.coverLetter;
  // PDF streams are already deflated; a light level saves time for the little it could still gain.
  return zipSync(files, { level: 1, mtime: fixedTime });
}
