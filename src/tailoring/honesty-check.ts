/**
 * The honesty check every tailoring engine's output passes through (the built-in one and the AI
 * providers alike): facts come only from the input. Every employer, title, date, school, degree and
 * certification in the output must exist in the input; a wrong one is repaired from the source
 * entry (matched by employer, school or name, else by position when the entry count is unchanged)
 * or the entry is dropped. Skills the input never mentions are cut from the summary and the
 * experience text, and skill entries the input never names are removed: a missing skill may be
 * suggested, never claimed.
 *
 * It throws only when nothing honest is left of a section the engine did return.
 */
import type { Sections } from '../domain/resume.ts';
import { AppError } from '../domain/errors.ts';
import { foldText } from '../parsing/fold-text.ts';
import { resumeText, skillName } from './resume-regions.ts';
import { splitSentences } from './sentences.ts';
import { mentions, skillVocabulary, type VocabularyTerm } from './skill-vocabulary.ts';

/** The checked output and what was changed, one sentence per repair. */
export interface HonestyResult {
  sections: Sections;
  repairs: string[];
}

type Entry = Record<string, unknown>;

const key = (value: unknown) => (typeof value === 'string' ? foldText(value).replace(/\s+/g, ' ').trim() : value === undefined ? '' : String(value));
const show = (value: unknown) => (value === undefined || value === '' ? '(none)' : JSON.stringify(value));

/**
 * Checks one list of entries: each output entry must carry exactly the facts of some input entry.
 * `identity` names the fields that pick the source entry; `facts` the fields copied back from it.
 */
function checkEntries<T extends Entry>(
  section: string,
  input: readonly T[],
  output: readonly T[],
  identity: readonly (keyof T & string)[],
  facts: readonly (keyof T & string)[],
  repairs: string[],
): T[] {
  const factKey = (entry: T) => facts.map((field) => key(entry[field])).join('\u0001');
  const inputKeys = new Set(input.map(factKey));
  const kept: T[] = [];
  output.forEach((entry, index) => {
    const label = `${section} ${index + 1}`;
    if (inputKeys.has(factKey(entry))) {
      kept.push(entry);
      return;
    }
    // The source: same identity fields (employer and title, then employer alone), else the same position.
    let source: T | undefined;
    for (let width = identity.length; width > 0 && !source; width--) {
      const fields = identity.slice(0, width);
      const candidates = input.filter((candidate) => fields.every((field) => key(candidate[field]) !== '' && key(candidate[field]) === key(entry[field])));
      if (candidates.length === 1) source = candidates[0];
    }
    if (!source && input.length === output.length) source = input[index];
    if (!source) {
      repairs.push(`${label} dropped: ${facts.map((field) => show(entry[field])).join(', ')} is not in the source resume.`);
      return;
    }
    const repaired: Entry = { ...entry };
    const changed: string[] = [];
    for (const field of facts) {
      if (key(entry[field]) === key(source[field])) continue;
      changed.push(`${field} ${show(entry[field])} → ${show(source[field])}`);
      if (source[field] === undefined) delete repaired[field];
      else repaired[field] = source[field];
    }
    repairs.push(`${label} repaired from the source: ${changed.join('; ')}.`);
    kept.push(repaired as T);
  });
  if (output.length > 0 && input.length > 0 && kept.length === 0) {
    throw new AppError('unprocessable', `Tailoring produced no truthful ${section} entries: every one named facts that are not in the resume.`);
  }
  return kept;
}

/** The vocabulary terms in `text` that the source never mentions. */
export function inventedTerms(text: string, source: string, sourceFolded: string, vocabulary: readonly VocabularyTerm[]): VocabularyTerm[] {
  const folded = foldText(text);
  return vocabulary.filter((term) => mentions(term, text, folded) && !mentions(term, source, sourceFolded));
}

/**
 * Makes `output` truthful against `input`: returns the repaired sections and a note per repair.
 * Throws AppError('unprocessable') when a section the engine returned has no truthful entry left.
 */
export function enforceHonesty(input: Sections, output: Sections, vocabulary: readonly VocabularyTerm[] = skillVocabulary): HonestyResult {
  if (typeof output !== 'object' || output === null || Array.isArray(output)) {
    throw new AppError('unprocessable', 'Tailoring produced no resume sections to check.');
  }
  const repairs: string[] = [];
  const sections: Sections = structuredClone(output);
  const source = resumeText(input);
  const sourceFolded = foldText(source);

  if (sections.experience) {
    sections.experience = checkEntries('experience', input.experience ?? [], sections.experience, ['company', 'title'], ['company', 'title', 'startDate', 'endDate', 'current'], repairs);
  }
  if (sections.education) {
    sections.education = checkEntries('education', input.education ?? [], sections.education, ['institution', 'degree'], ['institution', 'degree', 'field', 'startDate', 'endDate'], repairs);
  }
  if (sections.certifications) {
    sections.certifications = checkEntries('certification', input.certifications ?? [], sections.certifications, ['name', 'issuer'], ['name', 'issuer', 'date'], repairs);
  }

  // The headline and name: the headline may become one of the person's real titles, nothing else.
  if (sections.header) {
    const titles = new Set([input.header?.title, ...(input.experience ?? []).map((job) => job.title)].filter(Boolean).map(key));
    if (sections.header.title && !titles.has(key(sections.header.title))) {
      repairs.push(`Headline ${show(sections.header.title)} restored to ${show(input.header?.title)}: it is not a title the resume holds.`);
      if (input.header?.title) sections.header.title = input.header.title;
      else delete sections.header.title;
    }
    if (key(sections.header.name) !== key(input.header?.name)) {
      repairs.push(`Name restored to ${show(input.header?.name)}.`);
      if (input.header?.name) sections.header.name = input.header.name;
      else delete sections.header.name;
    }
  }

  // Skills the input never mentions: cut the sentence or bullet that claims them.
  const cut = (text: string, where: string): string => {
    const kept = splitSentences(text).filter((sentence) => {
      const invented = inventedTerms(sentence, source, sourceFolded, vocabulary);
      if (invented.length > 0) repairs.push(`${where}: removed a sentence claiming ${invented.map((term) => term.term).join(', ')}, which the resume never mentions.`);
      return invented.length === 0;
    });
    return kept.join(' ');
  };
  if (sections.summary) sections.summary = cut(sections.summary, 'Summary');
  sections.experience?.forEach((job, index) => {
    const where = `Experience ${index + 1}`;
    if (job.description) job.description = cut(job.description, where);
    if (job.highlights) {
      job.highlights = job.highlights.filter((bullet) => {
        const invented = inventedTerms(bullet, source, sourceFolded, vocabulary);
        if (invented.length > 0) repairs.push(`${where}: removed a bullet claiming ${invented.map((term) => term.term).join(', ')}, which the resume never mentions.`);
        return invented.length === 0;
      });
    }
  });
  if (sections.skills) {
    const known = new Set((input.skills ?? []).flatMap((skill) => [skillName(skill), ...(typeof skill === 'string' ? [] : (skill.keywords ?? []))]).map(key));
    sections.skills = sections.skills.filter((skill) => {
      const name = skillName(skill);
      // A skill entry is honest when the input lists it, or names it anywhere in its text.
      const honest = known.has(key(name)) || sourceFolded.includes(key(name));
      if (!honest) repairs.push(`Skills: removed ${show(name)}, which the resume never mentions.`);
      return honest;
    });
  }
  return { sections, repairs };
}
