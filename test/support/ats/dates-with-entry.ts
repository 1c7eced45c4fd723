/**
 * Dates with their entries: every dated entry (experience, education, projects, volunteering,
 * awards, publications, certifications, custom items) has its dates, as the layout prints them (the
 * locale's formatPeriod / formatDate in the template's date format), in the extracted text within
 * DISTANCE folded characters of the entry's lead (its title or organisation, whichever it shows
 * first), so that a parser pairs each period with its job. The risk it guards: date-margin and
 * timeline layouts, where a reading tool can take the dates as one column read apart from the entries.
 */
import type { Sections } from '../../../src/domain/resume.ts';
import type { DateStyle, LayoutLocale } from '../../../src/layout/layout-options.ts';
import { layoutLocale } from '../../../src/render/layout-locale.ts';
import type { CheckFailure, RenderedResume } from './check-types.ts';
import { clip, fold, foldText, occurrences, rawSnippet } from './text-normalise.ts';

/** Greatest gap between an entry's dates and its lead in the extracted text, folded characters. */
const DISTANCE = 150;

/** A dated entry: where it sits in the model, its dates as printed, and the strings that lead it. */
export interface DatedEntry {
  field: string;
  dates: string;
  leads: string[];
}

type Period = { startDate?: string; endDate?: string; current?: boolean };

/** The dated entries of `sections`, with their dates formatted as the layout formats them. */
export function datedEntries(sections: Sections, locale: LayoutLocale, style: DateStyle): DatedEntry[] {
  const period = (item: Period) => locale.formatPeriod(item, style);
  const date = (value?: string) => locale.formatDate(value, style);
  const entries: DatedEntry[] = [];
  const add = <T>(section: string, items: readonly T[] | undefined, dates: (item: T) => string, leads: (item: T) => Array<string | undefined>) =>
    (items ?? []).forEach((item, index) =>
      entries.push({
        field: `${section}[${index}]`,
        dates: dates(item).trim(),
        leads: leads(item)
          .map((lead) => lead?.trim() ?? '')
          .filter(Boolean),
      }),
    );
  add('experience', sections.experience, period, (item) => [item.title, item.company]);
  add('education', sections.education, period, (item) => [item.degree, item.field, item.institution]);
  add('projects', sections.projects, period, (item) => [item.name]);
  add('volunteering', sections.volunteering, period, (item) => [item.position, item.organization]);
  add(
    'awards',
    sections.awards,
    (item) => date(item.date),
    (item) => [item.title],
  );
  add(
    'publications',
    sections.publications,
    (item) => date(item.releaseDate),
    (item) => [item.name],
  );
  add(
    'certifications',
    sections.certifications,
    (item) => date(item.date),
    (item) => [item.name],
  );
  (sections.custom ?? []).forEach((custom, index) =>
    add(
      `custom[${index}].items`,
      custom.items,
      (item) => item.date ?? '',
      (item) => [item.title, item.subtitle],
    ),
  );
  return entries.filter((entry) => entry.dates && entry.leads.length > 0);
}

/** Characters between two spans [start, end) of a text; 0 when they touch or overlap. */
function gapBetween(a: { start: number; end: number }, b: { start: number; end: number }): number {
  return Math.max(0, Math.max(a.start, b.start) - Math.min(a.end, b.end));
}

/** Entries whose dates are missing from the extracted text or read far from the entry. */
export function checkDatesWithEntry(subject: Pick<RenderedResume, 'resume' | 'template' | 'settings' | 'text'>): CheckFailure[] {
  const whole = foldText(subject.text);
  const text = whole.folded;
  const entries = datedEntries(subject.resume.sections ?? {}, layoutLocale(subject.settings.locale), subject.template.style.entry.dateFormat);
  const failures: CheckFailure[] = [];
  const spans = (value: string) => {
    const folded = fold(value);
    return occurrences(text, folded).map((start) => ({ start, end: start + folded.length }));
  };
  for (const entry of entries) {
    const dates = spans(entry.dates);
    const what = `${entry.field} dates "${clip(entry.dates, 40)}"`;
    if (dates.length === 0) {
      failures.push({ check: 'dates-with-entry', message: `${what} are not in the extracted text` });
      continue;
    }
    const leads = entry.leads.flatMap(spans);
    // A lead missing from the text is completeness's failure, not this one.
    if (leads.length === 0) continue;
    const pairs = dates.flatMap((span) => leads.map((lead) => ({ span, gap: gapBetween(span, lead) })));
    const nearest = pairs.reduce((best, pair) => (pair.gap < best.gap ? pair : best));
    if (nearest.gap > DISTANCE)
      failures.push({
        check: 'dates-with-entry',
        message: `${what} are read ${nearest.gap} characters away from "${clip(entry.leads[0]!, 40)}" (at most ${DISTANCE}): ${rawSnippet(whole, nearest.span.start, nearest.span.end, 40)}`,
      });
  }
  return failures;
}
