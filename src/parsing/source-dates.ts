/**
 * The source's dates as the provenance merge reads them, in the stored form (YYYY or YYYY-MM): used
 * to decide whether a date a model gave is in the document, and to restore the one the document has
 * when it is not. The grammar is the heuristic parser's (parse-dates.ts: month names and present
 * words of all 14 languages), so the AI path never reads fewer dates than the parser does.
 */
import { findAllDates, findDateRange, isPresentWord, parseDate } from './parse-dates.ts';

/** One date found in text, in the stored form, with where it starts. */
export interface FoundDate {
  value: string;
  index: number;
}

/** Every date in `text`, in order ("mars 2019 – nå" gives 2019-03; "tammikuu 2016" 2016-01). */
export function findDates(text: string): FoundDate[] {
  return findAllDates(text).map(({ date, index }) => ({ value: date, index }));
}

/**
 * True when the text says the period is ongoing: a range ending in a present word ("– nå", "bis
 * heute", "– obecnie"), "since 2020", an open "2019 –", on one line or across the lines (a range
 * broken after its dash), or a line that is a present word alone.
 */
export function mentionsOngoing(text: string): boolean {
  const lines = text.split('\n');
  return [...lines, lines.join(' ')].some((line) => findDateRange(line)?.current === true) || lines.some((line) => isPresentWord(line));
}

/**
 * The stored form of a date a model wrote: YYYY[-MM[-DD]] as is, anything else read like source
 * text ("March 2021" -> "2021-03"); undefined when it holds no date.
 */
export function normaliseDate(value: string): string | undefined {
  const text = value.trim();
  if (/^(1[89]|20)\d{2}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/.test(text)) return text;
  return parseDate(text)?.date ?? findDates(text)[0]?.value;
}
