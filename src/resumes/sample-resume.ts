/**
 * The built-in sample resume (assets/sample-resume.json): what the template thumbnails show, and
 * what a console preview shows to an account that has no resume of its own yet.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Design } from '../domain/resume.ts';
import type { ResumeContent } from '../layout/layout-resume.ts';
import { readResumeInput, resumeContentOf } from './resume-input.ts';

export const sampleResumePath = fileURLToPath(new URL('../../assets/sample-resume.json', import.meta.url));

let sample: { content: ResumeContent; language: string } | undefined;

function loadSample() {
  const input = readResumeInput(JSON.parse(readFileSync(sampleResumePath, 'utf8')), 'assets/sample-resume.json');
  return { content: resumeContentOf(input), language: input.language ?? 'en' };
}

/** The sample, checked like any resume, as the layout gets it (read once per process). */
export function sampleResumeContent(): ResumeContent {
  sample ??= loadSample();
  return sample.content;
}

/** The sample as a document to render: no saved design, so the template's own defaults apply. */
export function sampleResumeDocument(templateId: string) {
  sample ??= loadSample();
  const { title, sections, sectionOrder } = sample.content;
  return { title, sections, sectionOrder: sectionOrder ?? null, templateId, language: sample.language, design: {} as Design };
}
