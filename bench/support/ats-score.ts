/**
 * A template's ATS score, derived from what reading its PDFs back finds (docs/plans/issue-15-catalogue.md,
 * section 6), instead of typed by hand. Each case of `atsScoreCases()` is rendered with the template at
 * its defaults (with the sample photo when the template shows one), written to PDF and read back:
 *
 *   F  fields (weight 0.5): macro F1 of our parser (parseResumeFile) against the sections the PDF was
 *      made from, over bench/support/parse-scoring.ts's fields: what an ATS extracts
 *   O  order (0.3): bench/support/reading-order.ts on pdftotext's text: entries read in order and
 *      whole, sections not interrupted
 *   S  sections (0.1): share of the source's non-empty sections the parser returns non-empty
 *   H  header (0.1): the name within the first 3 lines, email and phone found verbatim
 *
 * score = round(100 × (0.5F + 0.3O + 0.1S + 0.1H)), minus 5 for each hard ATS check
 * (test/support/ats-checks.ts) that fails on any case. F, O, S and H are means over the cases (F's
 * tallies are summed over the cases, field by field, before the mean over fields).
 */
import type { Sections } from '../../src/domain/resume.ts';
import { parseResumeFile } from '../../src/parsing/index.ts';
import type { Template } from '../../src/templates/catalog.ts';
import { checkNameFirst, runChecks, type CheckName } from '../../test/support/ats-checks.ts';
import { mapLimited, renderCase } from '../../test/support/render-case.ts';
import { referenceCase, resumeCorpus, type CorpusCase } from '../../test/support/resume-corpus.ts';
import { addTally, rates, scoreResume, scoredFields, type ScoredField, type Tally } from './parse-scoring.ts';
import { readingOrder } from './reading-order.ts';

export const ATS_WEIGHTS = { fields: 0.5, order: 0.3, sections: 0.1, header: 0.1 } as const;
/** Points off for each hard check failing on any case. */
export const CHECK_PENALTY = 5;

/**
 * The cases a score reads: the reference resume, and the typical (about two pages) and long (three
 * pages or more, six languages) resumes of the corpus: 21 documents in 14 languages.
 */
export function atsScoreCases(): CorpusCase[] {
  return [referenceCase(), ...resumeCorpus.filter((item) => item.size === 'typical' || item.size === 'long')];
}

/** What one case read back gives. */
export interface CaseReading {
  caseId: string;
  fields: Record<ScoredField, Tally>;
  order: number;
  sections: number;
  header: number;
  failedChecks: CheckName[];
}

export interface AtsScore {
  templateId: string;
  score: number;
  /** The four parts, 0..1. */
  fields: number;
  order: number;
  sections: number;
  header: number;
  /** Hard checks failing on at least one case (each costs CHECK_PENALTY). */
  failedChecks: CheckName[];
  cases: number;
}

/** Reads one case rendered with `template`. */
export async function readCase(template: Template, item: CorpusCase): Promise<CaseReading> {
  const rendered = await renderCase(template, { ...item, photo: template.supportsProfileImage });
  const source = item.resume.sections as Sections;
  const parsed = (await parseResumeFile(rendered.pdf)).parsed.sections;
  return {
    caseId: item.id,
    fields: scoreResume(source, parsed),
    order: readingOrder(source, rendered.text).score,
    sections: sectionsFound(source, parsed),
    header: headerRead(rendered),
    failedChecks: [...new Set(runChecks(rendered).map((failure) => failure.check))],
  };
}

/** The score of `template` over `cases` (read a few at a time: the read-back runs poppler processes). */
export async function deriveAtsScore(template: Template, cases: readonly CorpusCase[] = atsScoreCases()): Promise<AtsScore> {
  const readings = await mapLimited(cases, 2, (item) => readCase(template, item));
  return combineReadings(template.id, readings);
}

/** The score of a template from its cases' readings. */
export function combineReadings(templateId: string, readings: readonly CaseReading[]): AtsScore {
  const totals = Object.fromEntries(scoredFields.map((field) => [field, { truePositives: 0, falsePositives: 0, falseNegatives: 0 }])) as Record<ScoredField, Tally>;
  for (const reading of readings) for (const field of scoredFields) addTally(totals[field], reading.fields[field]);
  // Fields nothing in the cases holds and nothing was found for say nothing (rates() would give them 1).
  const judged = scoredFields.filter((field) => totals[field].truePositives + totals[field].falsePositives + totals[field].falseNegatives > 0);
  const fields = mean(judged.map((field) => rates(totals[field]).f1));
  const order = mean(readings.map((reading) => reading.order));
  const sections = mean(readings.map((reading) => reading.sections));
  const header = mean(readings.map((reading) => reading.header));
  const failedChecks = [...new Set(readings.flatMap((reading) => reading.failedChecks))];
  const weighted = ATS_WEIGHTS.fields * fields + ATS_WEIGHTS.order * order + ATS_WEIGHTS.sections * sections + ATS_WEIGHTS.header * header;
  const score = Math.max(0, Math.round(100 * weighted) - CHECK_PENALTY * failedChecks.length);
  return { templateId, score, fields, order, sections, header, failedChecks, cases: readings.length };
}

/** "GRANITE 94 (F .95 O .97 S 1 H 1)", with the failing checks when there are any. */
export function formatAtsScore(score: AtsScore): string {
  const part = (value: number) => (value >= 0.995 ? '1' : value.toFixed(2).replace(/^0/, ''));
  const checks = score.failedChecks.length > 0 ? ` −${CHECK_PENALTY * score.failedChecks.length}: ${score.failedChecks.join(', ')}` : '';
  return `${score.templateId} ${score.score} (F ${part(score.fields)} O ${part(score.order)} S ${part(score.sections)} H ${part(score.header)})${checks}`;
}

/** Share of the source's non-empty sections (the header aside: H judges it) that the parser returns non-empty. */
function sectionsFound(source: Sections, parsed: Sections): number {
  const names = (Object.keys(source) as (keyof Sections)[]).filter((name) => name !== 'header' && hasContent(source[name]));
  return names.length === 0 ? 1 : names.filter((name) => hasContent(parsed[name])).length / names.length;
}

function hasContent(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return value !== undefined && value !== null;
}

/** What an ATS needs to file the resume under a person: name read first, email and phone intact. */
function headerRead(rendered: Parameters<typeof checkNameFirst>[0]): number {
  const header = rendered.resume.sections?.header ?? {};
  const verbatim = [header.email, header.phone].filter((value): value is string => Boolean(value?.trim())).map((value) => rendered.text.includes(value.trim()));
  return mean([checkNameFirst(rendered).length === 0, ...verbatim].map(Number));
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 1 : values.reduce((sum, value) => sum + value, 0) / values.length;
}
