/**
 * Merging a model's parse of a resume with the document it read: the model may fix structure
 * (which line is a title, which a company, where an entry ends), never invent content. Every string
 * it returns must be traceable to the source text (source-text.ts); what is not is dropped with a
 * warning, and an entry whose identifying field (employer, school, project name...) is not in the
 * document is dropped whole. Dates are kept only when the source has them near the entry; an
 * altered date is restored from the source (the entry's own lines), else from the heuristic parse
 * of the same entry, else dropped. Header fields the model dropped or left out fall back to the
 * heuristic engine's. Pure: no I/O, no clock.
 */
import type { Sections } from '../domain/resume.ts';
import type { ConfidenceField, ParsedResume } from './parsed-resume.ts';
import { findDates, mentionsOngoing, normaliseDate, type FoundDate } from './source-dates.ts';
import { indexSource, urlWords, words, type SourceIndex } from './source-text.ts';

export interface ProvenanceInput {
  /** The document's lines in reading order (DocLine.text). */
  lines: readonly string[];
  /** Link targets found in the file: they count as source text for URLs. */
  links?: readonly string[];
  /** The model's answer, already checked for structure. */
  model: Sections;
  /** The heuristic engine's result for the same document. */
  heuristic: Pick<ParsedResume, 'sections' | 'confidence'>;
}

export interface ProvenanceResult {
  sections: Sections;
  confidence: Partial<Record<ConfidenceField, number>>;
  warnings: string[];
}

type Entry = Record<string, unknown>;

/** The field that identifies an entry of each list section: without it in the source, the entry is invented. */
const KEY_FIELDS: Record<string, string> = {
  experience: 'company',
  education: 'institution',
  skills: 'name',
  languages: 'language',
  certifications: 'name',
  projects: 'name',
  awards: 'title',
  volunteering: 'organization',
  publications: 'name',
  references: 'name',
  interests: 'name',
};
/** Fields holding dates (checked against the source's dates, not its words). */
const DATE_FIELDS = new Set(['startDate', 'endDate', 'date', 'releaseDate']);
const URL_FIELDS = new Set(['url', 'website', 'linkedin']);
/** Fields of several sentences: kept sentence by sentence. */
const PARAGRAPH_FIELDS = new Set(['summary', 'description', 'companyDescription', 'reference']);
const HEADER_FIELDS = ['name', 'title', 'email', 'phone', 'location', 'website', 'linkedin'] as const;
/**
 * Lines after an entry's identifying line that still belong to it (dates often sit on the next
 * line). The line before is used only when it holds the entry's title: otherwise it belongs to the
 * previous entry as often as to this one.
 */
const WINDOW_AFTER = 2;
const HIGH = 0.9;
const PARTIAL = 0.6;

/** The model's sections with every untraceable string removed and every date checked. */
export function mergeWithProvenance(input: ProvenanceInput): ProvenanceResult {
  const source = indexSource(input.lines, input.links);
  const allDates = findDates(input.lines.join('\n'));
  const warnings: string[] = [];
  const confidence: Partial<Record<ConfidenceField, number>> = {};
  const touched = new Set<string>();
  const warn = (section: string, message: string) => {
    touched.add(section);
    warnings.push(message);
  };
  const context: MergeContext = { source, lines: input.lines, allDates, warn };

  const sections: Sections = {};
  const header = mergeHeader(context, input.model.header ?? {}, input.heuristic, confidence);
  if (Object.keys(header).length > 0) sections.header = header;

  for (const [name, value] of Object.entries(input.model) as Array<[keyof Sections, unknown]>) {
    if (name === 'header' || value === undefined) continue;
    if (typeof value === 'string') {
      const kept = keepParagraph(context, value, name);
      if (kept) (sections as Entry)[name] = kept;
      continue;
    }
    const heuristicEntries = ((input.heuristic.sections as Entry)[name] as Entry[] | undefined) ?? [];
    const entries = (value as unknown[]).map((entry, index) => mergeEntry(context, name, index, entry, heuristicEntries)).filter((entry): entry is Entry | string => entry !== undefined);
    if (entries.length > 0) (sections as Entry)[name] = entries;
  }
  // A section the heuristic found and the model left out stays: the model restructures, it does not delete.
  for (const [name, value] of Object.entries(input.heuristic.sections) as Array<[keyof Sections, unknown]>) {
    if (name !== 'header' && sections[name] === undefined && input.model[name] === undefined && value !== undefined) {
      (sections as Entry)[name] = value;
      touched.add(name);
    }
  }

  for (const field of ['summary', 'experience', 'education', 'skills', 'languages', 'certifications', 'projects'] as const) {
    const present = sections[field] !== undefined;
    const fromHeuristic = input.model[field] === undefined;
    confidence[field] = !present ? 0 : fromHeuristic ? (input.heuristic.confidence[field] ?? PARTIAL) : touched.has(field) ? PARTIAL : HIGH;
  }
  // Said first, since the warnings are cut at 20: everything left unchecked was dropped.
  if (source.exhausted) warnings.unshift('the AI result was too large to check against the document in full: what could not be checked was dropped');
  return { sections, confidence, warnings: summarise(warnings) };
}

interface MergeContext {
  source: SourceIndex;
  lines: readonly string[];
  allDates: FoundDate[];
  warn(section: string, message: string): void;
}

/** True when the string's words are in the source (URLs without scheme and "www."). */
function traceable(context: MergeContext, field: string, value: string): boolean {
  const tokens = URL_FIELDS.has(field) ? urlWords(value) : words(value);
  return tokens.length > 0 && context.source.traces(tokens);
}

function quote(value: string): string {
  return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
}

function mergeHeader(context: MergeContext, model: NonNullable<Sections['header']>, heuristic: ProvenanceInput['heuristic'], confidence: ProvenanceResult['confidence']) {
  const fallback = heuristic.sections.header ?? {};
  const header: Entry = {};
  for (const field of HEADER_FIELDS) {
    const value = model[field];
    const backup = fallback[field];
    if (typeof value === 'string' && value.trim() !== '' && traceable(context, field, value)) {
      header[field] = value.trim();
      continue;
    }
    if (typeof value === 'string' && value.trim() !== '') {
      context.warn('header', `header.${field} ${quote(value)} is not in the document: ${backup ? 'kept the value read without AI' : 'dropped'}`);
    }
    if (backup) header[field] = backup;
  }
  const links = (model.links ?? [])
    .filter((link) => {
      if (link.url && traceable(context, 'url', link.url)) return true;
      if (link.url) context.warn('header', `header.links: ${quote(link.url)} is not in the document: dropped`);
      return false;
    })
    .map((link) => keepFields(context, 'header.links', link as Entry));
  if (links.length > 0) header.links = links;
  else if (fallback.links) header.links = fallback.links;
  if (model.address) {
    const address = keepFields(context, 'header.address', model.address as Entry);
    if (Object.keys(address).length > 0) header.address = address;
  } else if (fallback.address) header.address = fallback.address;

  for (const field of ['name', 'email', 'phone', 'location'] as const) {
    const fromModel = header[field] !== undefined && header[field] === model[field]?.trim();
    confidence[field] = header[field] === undefined ? 0 : fromModel ? HIGH : (heuristic.confidence[field] ?? PARTIAL);
  }
  confidence.links = header.links || header.website || header.linkedin ? HIGH : 0;
  return header as NonNullable<Sections['header']>;
}

/** The traceable sentences of a paragraph, or undefined when none is. */
function keepParagraph(context: MergeContext, value: string, path: string): string | undefined {
  const sentences = value
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const kept = sentences.filter((sentence) => words(sentence).length === 0 || context.source.traces(words(sentence)));
  if (kept.length < sentences.length) {
    const dropped = sentences.length - kept.length;
    context.warn(path.split(/[.[]/)[0]!, `${path}: ${dropped} sentence${dropped === 1 ? '' : 's'} not in the document dropped`);
  }
  const text = kept.join(' ').trim();
  return words(text).length > 0 ? text : undefined;
}

/** An object's string fields and string lists, each kept only when traceable (dates are not handled here). */
function keepFields(context: MergeContext, path: string, entry: Entry): Entry {
  const kept: Entry = {};
  const section = path.split(/[.[]/)[0]!;
  for (const [field, value] of Object.entries(entry)) {
    if (DATE_FIELDS.has(field) && path !== 'header.links') continue;
    if (typeof value === 'boolean') kept[field] = value;
    else if (typeof value === 'string') {
      if (value.trim() === '') continue;
      if (PARAGRAPH_FIELDS.has(field)) {
        const paragraph = keepParagraph(context, value, `${path}.${field}`);
        if (paragraph) kept[field] = paragraph;
      } else if (traceable(context, field, value)) kept[field] = value.trim();
      else context.warn(section, `${path}.${field} ${quote(value)} is not in the document: dropped`);
    } else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
      const items = (value as string[]).filter((item) => {
        if (item.trim() === '') return false;
        if (traceable(context, field, item)) return true;
        context.warn(section, `${path}.${field}: ${quote(item)} is not in the document: dropped`);
        return false;
      });
      if (items.length > 0) kept[field] = items.map((item) => item.trim());
    } else if (Array.isArray(value)) {
      // custom.items: objects inside an entry.
      const items = value.map((item, index) => (item && typeof item === 'object' ? keepFields(context, `${path}.${field}[${index}]`, item as Entry) : undefined));
      const nonEmpty = items.filter((item): item is Entry => item !== undefined && hasContent(item));
      if (nonEmpty.length > 0) kept[field] = nonEmpty;
    } else if (value && typeof value === 'object') {
      const inner = keepFields(context, `${path}.${field}`, value as Entry);
      if (hasContent(inner)) kept[field] = inner;
    }
  }
  return kept;
}

function hasContent(entry: Entry): boolean {
  return Object.entries(entry).some(([field, value]) => field !== 'current' && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0));
}

function mergeEntry(context: MergeContext, section: string, index: number, entry: unknown, heuristicEntries: Entry[]): Entry | string | undefined {
  const path = `${section}[${index}]`;
  if (typeof entry === 'string') {
    // A plain-string skill.
    if (traceable(context, 'name', entry)) return entry.trim();
    context.warn(section, `${path} ${quote(entry)} is not in the document: dropped`);
    return undefined;
  }
  if (!entry || typeof entry !== 'object') return undefined;
  const record = entry as Entry;
  const keyField = KEY_FIELDS[section] ?? 'title';
  const key = record[keyField];
  if (typeof key === 'string' && key.trim() !== '' && !traceable(context, keyField, key)) {
    context.warn(section, `${section}: dropped the entry ${quote(key)}: it is not in the document`);
    return undefined;
  }
  const kept = keepFields(context, path, record);
  const anchor = typeof key === 'string' && key.trim() !== '' ? key : typeof record.title === 'string' ? record.title : typeof record.name === 'string' ? record.name : undefined;
  const companion = anchor !== record.title && typeof record.title === 'string' ? record.title : undefined;
  const window = anchor ? entryWindow(context, anchor, companion) : undefined;
  const twin = heuristicEntries.find((candidate) => typeof candidate[keyField] === 'string' && typeof key === 'string' && sameWords(candidate[keyField] as string, key));
  const fields = Object.keys(record).filter((field) => DATE_FIELDS.has(field));
  for (const field of fields) {
    const date = checkDate(context, section, `${path}.${field}`, field, record[field], window, twin?.[field]);
    if (date) kept[field] = date;
  }
  if (kept.current === true && window && !mentionsOngoing(window.text)) {
    // "current" is content too: only when the entry's lines say the period is ongoing.
    delete kept.current;
    context.warn(section, `${path}.current: the document does not say the entry is ongoing: dropped`);
  }
  return hasContent(kept) ? kept : undefined;
}

function sameWords(left: string, right: string): boolean {
  return words(left).join(' ') === words(right).join(' ');
}

interface EntryWindow {
  text: string;
  dates: FoundDate[];
}

/**
 * The lines of the first place the entry's identifying text appears that has dates, and those dates.
 * When the line just before holds the entry's title ("Programmer   Mar 2019 – Jun 2021" above the
 * employer's line), the entry starts there.
 */
function entryWindow(context: MergeContext, anchor: string, title: string | undefined): EntryWindow | undefined {
  const tokens = words(anchor);
  const starts = context.source.occurrences(tokens);
  let first: EntryWindow | undefined;
  for (const start of starts) {
    let line = context.source.lineAt(start);
    if (title && line > 0 && indexSource([context.lines[line - 1]!]).traces(words(title))) line -= 1;
    const text = context.lines.slice(line, line + WINDOW_AFTER + 1).join('\n');
    const window = { text, dates: findDates(text) };
    if (window.dates.length > 0) return window;
    first ??= window;
  }
  return first;
}

/** The date to store for `field`: the model's when the source has it, else the one the source (or the heuristic) has. */
function checkDate(context: MergeContext, section: string, path: string, field: string, value: unknown, window: EntryWindow | undefined, heuristicValue: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const normalised = normaliseDate(value);
  const nearby = window && window.dates.length > 0 ? window.dates : context.allDates;
  if (normalised) {
    // A day is never checked (resumes rarely print one): the month decides, and the stored value is the source's.
    const month = nearby.find((candidate) => candidate.value === normalised.slice(0, 7));
    if (month) return month.value;
    // A bare year is supported by any date of that year ("2019" by "Mar 2019").
    if (normalised.length === 4 && nearby.some((candidate) => candidate.value.startsWith(normalised))) return normalised;
  }
  const restored = window && window.dates.length > 0 ? positionalDate(field, window) : undefined;
  if (restored) {
    context.warn(section, `${path} ${quote(value)} is not in the document: restored ${quote(restored)} from it`);
    return restored;
  }
  if (typeof heuristicValue === 'string' && heuristicValue !== '') {
    context.warn(section, `${path} ${quote(value)} is not in the document: kept the date read without AI`);
    return heuristicValue;
  }
  context.warn(section, `${path} ${quote(value)} is not in the document: dropped`);
  return undefined;
}

/** The first date near an entry is its start, the second its end (none when the entry is ongoing). */
function positionalDate(field: string, window: EntryWindow): string | undefined {
  if (field === 'endDate') return window.dates.length > 1 ? window.dates[1]!.value : undefined;
  return window.dates[0]!.value;
}

/** At most 20 warnings, then a count of the rest: a response is not a log. */
function summarise(warnings: string[]): string[] {
  const unique = [...new Set(warnings)];
  return unique.length <= 20 ? unique : [...unique.slice(0, 20), `${unique.length - 20} more changes to the AI result`];
}
