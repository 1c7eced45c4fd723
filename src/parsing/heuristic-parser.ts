/**
 * The built-in parser, with no network: lines -> header block and sections (split-sections.ts) ->
 * fields per section (header-fields.ts, group-entries.ts + entry-fields.ts, list-sections.ts), with
 * a confidence per field, warnings, and the language the headings and dates were written in.
 */
import type { Sections } from '../domain/resume.ts';
import type { LocaleCode } from '../i18n/locale.ts';
import { bodyItems } from './body-lines.ts';
import { confidenceOf, warningsOf, type SectionEvidence } from './confidence.ts';
import { detectLanguage } from './detect-language.ts';
import type { DocLine, ExtractedDocument } from './document-lines.ts';
import { bulletCertifications, certificationOf, listedCertifications } from './certification-fields.ts';
import { compact, educationOf, experienceOf, projectOf } from './entry-fields.ts';
import { groupEntries, type RawEntry } from './group-entries.ts';
import { parseHeader } from './header-fields.ts';
import { headerSummary } from './header-summary.ts';
import { joinWrapped } from './join-wrapped.ts';
import { parseInterests, parseLanguages, parseSkills } from './list-sections.ts';
import type { ParsedResume } from './parsed-resume.ts';
import { findDateRange } from './parse-dates.ts';
import { splitSections, type DocumentSection } from './split-sections.ts';

/** A structured resume from the document's lines. */
export function parseHeuristically(document: ExtractedDocument): ParsedResume {
  const split = splitSections(document.lines);
  // Sections of one kind (a heading repeated on page 2) are read as one.
  const byKind = new Map<string, DocumentSection>();
  const customs: DocumentSection[] = [];
  for (const section of split.sections) {
    if (section.kind === 'custom') customs.push(section);
    else if (byKind.has(section.kind)) byKind.get(section.kind)!.lines.push(...section.lines);
    else byKind.set(section.kind, { ...section, lines: [...section.lines] });
  }
  const dateLocales = document.lines.map((line) => findDateRange(line.text)?.locales ?? []).filter((locales) => locales.length > 0);
  const language = detectLanguage(
    split.sections.map((section) => section.locales).filter((locales) => locales.length > 0),
    dateLocales,
  );

  const headerResult = parseHeader(split.header, byKind.get('contact')?.lines ?? [], document.lines, document.links);
  const sections: Sections = { header: headerResult.header };
  const evidence: SectionEvidence = { byDictionary: {}, dated: {} };
  const entriesOf = (kind: string): RawEntry[] => {
    const section = byKind.get(kind);
    if (!section) return [];
    evidence.byDictionary[kind as keyof Sections] = section.byDictionary;
    return groupEntries(section.lines, language);
  };
  const countDates = (name: 'experience' | 'education' | 'projects', entries: RawEntry[]) => {
    if (entries.length > 0) evidence.dated[name] = { entries: entries.length, withDates: entries.filter((entry) => entry.dates).length };
  };

  const summary = byKind.get('summary');
  if (summary) {
    evidence.byDictionary.summary = summary.byDictionary;
    const text = paragraphs(summary.lines, language);
    if (text) sections.summary = text;
  } else {
    // No summary section: a profile paragraph in the header or personal-information block (Europass).
    const text = headerSummary([...split.header, ...(byKind.get('contact')?.lines ?? [])], language);
    if (text) sections.summary = text;
  }
  const experience = entriesOf('experience');
  countDates('experience', experience);
  if (experience.length > 0) sections.experience = experience.map(experienceOf);
  const education = entriesOf('education');
  countDates('education', education);
  if (education.length > 0) sections.education = education.map(educationOf);
  const projects = entriesOf('projects');
  countDates('projects', projects);
  if (projects.length > 0) sections.projects = projects.map(projectOf);
  const volunteering = entriesOf('volunteering');
  if (volunteering.length > 0) {
    sections.volunteering = volunteering
      .map(experienceOf)
      .map(({ title, company, description, highlights, ...rest }) => compact({ ...rest, position: title, organization: company, summary: description, highlights }));
  }
  const certifications = listedCertifications(bulletCertifications(entriesOf('certifications'))).map(certificationOf);
  if (certifications.length > 0) sections.certifications = certifications.map(({ name, issuer, date, url }) => compact({ name, issuer, date, url }));
  const awards = entriesOf('awards').map(certificationOf);
  if (awards.length > 0) sections.awards = awards.map(({ name, issuer, date, summary: text }) => compact({ title: name, awarder: issuer, date, summary: text }));
  const publications = entriesOf('publications').map(certificationOf);
  if (publications.length > 0) sections.publications = publications.map(({ name, issuer, date, url, summary: text }) => compact({ name, publisher: issuer, releaseDate: date, url, summary: text }));
  const references = entriesOf('references');
  if (references.length > 0) sections.references = references.map((entry) => compact({ name: entry.heads.flat().join(', '), reference: [...entry.description, ...entry.bullets].join('\n') }));

  const listSection = <T>(kind: string, parse: (lines: DocLine[]) => T[]): T[] => {
    const section = byKind.get(kind);
    if (!section) return [];
    evidence.byDictionary[kind as keyof Sections] = section.byDictionary;
    return parse(section.lines);
  };
  const skills = listSection('skills', parseSkills).map((skill) => (skill.keywords?.length || skill.level ? compact(skill) : { name: skill.name }));
  if (skills.length > 0) sections.skills = skills;
  const languages = listSection('languages', parseLanguages);
  if (languages.length > 0) sections.languages = languages;
  const interests = listSection('interests', parseInterests);
  if (interests.length > 0) sections.interests = interests.map((interest) => compact(interest));

  if (customs.length > 0) {
    sections.custom = customs.slice(0, 20).map((section) => ({
      title: section.title,
      items: groupEntries(section.lines, language).map((entry) => {
        const [title = '', subtitle = ''] = entry.heads.map((pieces) => pieces.join(' · '));
        const date = entry.dates
          ? (section.lines
              .map((line) => line.text)
              .find((text) => findDateRange(text))
              ?.slice(entry.dates.start, entry.dates.end) ?? '')
          : '';
        return compact({ title, subtitle, date, description: entry.description.join('\n'), highlights: entry.bullets });
      }),
    }));
  }

  return {
    sections,
    language,
    confidence: confidenceOf(sections, headerResult, evidence),
    warnings: [...document.warnings, ...warningsOf(sections, evidence, split.sections.length)],
    engine: 'heuristic',
  };
}

/** Prose lines as paragraphs: wrapped lines joined, a wide gap or a list item starts a new one. */
function paragraphs(lines: DocLine[], language: LocaleCode | undefined): string {
  const texts: string[] = [];
  for (const item of bodyItems(lines, language)) {
    if (texts.length > 0 && !item.bullet && item.line.gapBefore < 1.8) texts[texts.length - 1] = joinWrapped(texts.at(-1)!, item.text, language);
    else texts.push(item.text);
  }
  return texts.join('\n');
}
