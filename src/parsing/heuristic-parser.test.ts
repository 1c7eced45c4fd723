/**
 * The heuristic parser end to end: resumes of the generated corpus rendered by our own renderer
 * with one-column templates, in several languages, parsed back and compared with their source
 * sections; and a DOCX-shaped document (heading levels, list flags, table-cell segments).
 */
import { describe, expect, test } from 'bun:test';
import type { Sections } from '../domain/resume.ts';
import { executeRenderJob, templateDefaultSettings } from '../render/render-job.ts';
import { findTemplate } from '../templates/catalog.ts';
import { resumeCorpus } from '../../test/support/resume-corpus.ts';
import { docLine, documentOf, segmentedLine } from '../../test/support/doc-lines.ts';
import { parseHeuristically } from './heuristic-parser.ts';
import { parseResumeFile } from './index.ts';

const cases = [
  ['GRAPHITE', 'en-typical'],
  ['GRAPHITE', 'de-short'],
  ['IVORY', 'de-typical'],
  ['IVORY', 'fr-typical'],
  ['MARBLE', 'pl-short'],
  ['MARBLE', 'fi-typical'],
  ['PEARL', 'es-short'],
  ['QUARTZ', 'sv-typical'],
  ['NICKEL', 'no-short'],
  ['BASALT', 'pt-typical'],
  ['GRANITE', 'is-short'],
  ['NICKEL', 'et-short'],
] as const;

const experienceFields = (sections: Sections) =>
  (sections.experience ?? []).map(({ title, company, location, startDate, endDate, current, highlights }) => ({ title, company, location, startDate, endDate, current: Boolean(current), highlights }));
const educationFields = (sections: Sections) => (sections.education ?? []).map(({ institution, degree, startDate, endDate }) => ({ institution, degree, startDate, endDate }));

describe('rendered corpus resumes read back', () => {
  for (const [templateId, caseId] of cases) {
    test(`${templateId} ${caseId}`, async () => {
      const corpusCase = resumeCorpus.find((candidate) => candidate.id === caseId)!;
      const source = corpusCase.resume.sections!;
      const pdf = await executeRenderJob({ kind: 'resume', content: { title: 'Resume', sections: source }, settings: templateDefaultSettings(findTemplate(templateId)!, corpusCase.language) });
      const { parsed } = await parseResumeFile(pdf);
      const header = parsed.sections.header!;
      expect([header.name, header.email, header.phone ?? '', header.title]).toEqual([source.header!.name, source.header!.email, source.header!.phone ?? '', source.header!.title]);
      expect(experienceFields(parsed.sections)).toEqual(experienceFields(source).map((entry) => ({ ...entry, endDate: entry.endDate || undefined, location: entry.location || undefined })));
      expect(educationFields(parsed.sections)).toEqual(educationFields(source));
      expect(parsed.sections.languages).toEqual(source.languages);
      expect(parsed.language).toBe(corpusCase.language);
      expect(parsed.confidence.name).toBeGreaterThan(0.8);
      expect(parsed.engine).toBe('heuristic');
    });
  }
});

describe('a DOCX-shaped document', () => {
  const document = documentOf(
    [
      docLine('Mika Virtanen', { headingLevel: 0, fontSize: 20 }),
      docLine('Ohjelmistokehittäjä'),
      segmentedLine(['mika@example.fi', '+358 40 123 4567', 'Tampere, Suomi']),
      docLine('Työkokemus', { headingLevel: 1, fontSize: 14 }),
      segmentedLine(['Ohjelmistokehittäjä, Solita Oy', 'tammik. 2020 – nyt'], { bold: true }),
      docLine('Rakensin maksujärjestelmän.', { bullet: true }),
      docLine('Koulutus', { headingLevel: 1, fontSize: 14 }),
      segmentedLine(['Tampereen yliopisto', '2014 – 2019'], { bold: true }),
      docLine('Diplomi-insinööri, Tietotekniikka'),
      docLine('Harrastukset ja luottamustoimet', { headingLevel: 1, fontSize: 14 }),
      docLine('Partiojohtaja, Tampereen Kotkat'),
      docLine('Osaaminen', { headingLevel: 1, fontSize: 14 }),
      segmentedLine(['Kotlin', 'PostgreSQL', 'Kafka']),
    ],
    { format: 'docx', warnings: ['two-column layout detected'] },
  );

  test('sections by heading level, including an unknown one as a custom section', () => {
    const parsed = parseHeuristically(document);
    expect(parsed.sections.header).toEqual({ name: 'Mika Virtanen', title: 'Ohjelmistokehittäjä', email: 'mika@example.fi', phone: '+358 40 123 4567', location: 'Tampere, Suomi' });
    expect(parsed.sections.experience).toEqual([{ title: 'Ohjelmistokehittäjä', company: 'Solita Oy', startDate: '2020-01', current: true, highlights: ['Rakensin maksujärjestelmän.'] }]);
    expect(parsed.sections.education).toEqual([{ institution: 'Tampereen yliopisto', degree: 'Diplomi-insinööri', field: 'Tietotekniikka', startDate: '2014', endDate: '2019' }]);
    expect(parsed.sections.custom).toEqual([{ title: 'Harrastukset ja luottamustoimet', items: [{ title: 'Partiojohtaja, Tampereen Kotkat' }] }]);
    expect(parsed.sections.skills).toEqual([{ name: 'Kotlin' }, { name: 'PostgreSQL' }, { name: 'Kafka' }]);
    expect(parsed.language).toBe('fi');
    expect(parsed.warnings).toEqual(['two-column layout detected']);
  });
});
