/**
 * The built-in tailoring engine and the honesty check over the tailoring corpus
 * (test/fixtures/tailoring): on every posting/resume pair the match score rises, the output holds
 * only the input's facts, missing skills stay out of the experience, the same input gives the same
 * output, and the summary is written in the resume's language. The summary reads as a person wrote
 * it: over the corpus, variants of its resumes (an own opener like the engine's, a summary tailored
 * before, a repeated sentence, no summary, no headline) and the generated resumes of all 14
 * languages, no sentence repeats, nothing opens twice, the title is named once, years of experience
 * are stated once, no fragment stands alone, a common noun is not capitalised mid-sentence, and the
 * summary names no skill the resume lacks or the score counts missing. Then the honesty check on its
 * own, against the kinds of invention an AI provider could produce.
 */
import { describe, expect, test } from 'bun:test';
import type { Sections } from '../src/domain/resume.ts';
import { AppError } from '../src/domain/errors.ts';
import { enforceHonesty } from '../src/tailoring/honesty-check.ts';
import { foldText } from '../src/parsing/fold-text.ts';
import { extractRequirements, requirementTerm, type JobRequirements } from '../src/tailoring/job-requirements.ts';
import { matchScore, type MatchScore } from '../src/tailoring/match-score.ts';
import { resumeText } from '../src/tailoring/resume-regions.ts';
import { joinList } from '../src/tailoring/running-text.ts';
import { sharpenBullet } from '../src/tailoring/sharpen-bullet.ts';
import { findTerm, mentions, termsIn } from '../src/tailoring/skill-vocabulary.ts';
import { fillPhrase, phrasesFor } from '../src/tailoring/summary-phrases.ts';
import { tailorResume, type TailorMode } from '../src/tailoring/tailor-resume.ts';
import { tailoringPairs, type TailoringPair } from './fixtures/tailoring/index.ts';
import { badJoin } from './fixtures/tailoring/inflection.ts';
import { resumeCorpus } from './support/resume-corpus.ts';

// A word each language's summary opener always carries.
const SUMMARY_MARKER: Record<string, RegExp> = { en: /\bexperience\b/, de: /erfahrung/i, fr: /expérience/, sv: /erfarenhet/ };

const experienceText = (sections: Sections) =>
  (sections.experience ?? [])
    .flatMap((job) => [job.title, job.company, job.description, ...(job.highlights ?? [])])
    .filter(Boolean)
    .join('\n');
const facts = (sections: Sections) => ({
  experience: (sections.experience ?? []).map(({ company, title, startDate, endDate, current }) => ({ company, title, startDate, endDate, current })),
  education: (sections.education ?? []).map(({ institution, degree, field, startDate, endDate }) => ({ institution, degree, field, startDate, endDate })),
  certifications: sections.certifications ?? [],
});

describe.each(['standard', 'new'] as TailorMode[])('built-in tailoring, mode %s', (mode) => {
  test.each(tailoringPairs.map((pair) => [pair.id, pair] as const))('%s', (_id, pair) => {
    const requirements = extractRequirements(pair.posting, pair.language);
    expect(requirements.skills.length).toBeGreaterThanOrEqual(5);
    const result = tailorResume(pair.resume, requirements, { mode, language: pair.language, today: pair.today });

    // The score rises, and the reported scores are the ones the output earns.
    expect(result.after.score).toBeGreaterThan(result.before.score);
    expect(result.before).toEqual(matchScore(pair.resume, requirements));
    expect(result.after).toEqual(matchScore(result.sections, requirements));
    expect(result.before.missing.length).toBeGreaterThan(0);

    // Honest: nothing to repair, every fact is the input's, and the check finds nothing more.
    expect(result.repairs).toEqual([]);
    expect(enforceHonesty(pair.resume, result.sections).repairs).toEqual([]);
    const input = facts(pair.resume);
    const output = facts(result.sections);
    for (const job of output.experience) expect(input.experience).toContainEqual(job);
    expect(output.education).toEqual(input.education);
    expect(output.certifications).toEqual(input.certifications);
    if (mode === 'standard') expect(output.experience).toEqual(input.experience);

    // Missing skills are suggestions only: not in the experience, the summary or the skills list.
    const missing = requirements.skills.filter((skill) => result.before.missing.includes(skill.term));
    expect(result.missingSkills.length).toBe(new Set(missing.map((skill) => skill.label)).size);
    for (const skill of missing) {
      const term = requirementTerm(skill);
      expect(findTerm(term, experienceText(result.sections))).toEqual([]);
      expect(findTerm(term, result.sections.summary ?? '')).toEqual([]);
      expect(findTerm(term, result.suggestions.skills.join('\n'))).toEqual([]);
    }

    // Deterministic.
    expect(tailorResume(structuredClone(pair.resume), extractRequirements(pair.posting, pair.language), { mode, language: pair.language, today: pair.today })).toEqual(result);

    // The summary is rewritten, in the resume's language, and opens on the person's real title.
    expect(result.suggestions.summary).not.toBe(pair.resume.summary);
    expect(result.suggestions.summary).toMatch(SUMMARY_MARKER[pair.language]!);
    const titles = [pair.resume.header?.title, ...(pair.resume.experience ?? []).map((job) => job.title)];
    expect(titles.some((title) => title && result.suggestions.summary.startsWith(title))).toBe(true);

    // Form B's suggestion shape: the changed entries, by input index, text joined by newlines.
    expect(result.suggestions.experience.length).toBeGreaterThan(0);
    for (const suggestion of result.suggestions.experience) {
      const job = pair.resume.experience![suggestion.index]!;
      expect(suggestion.original).toBe([job.description, ...(job.highlights ?? [])].filter(Boolean).join('\n'));
      expect(suggestion.tailored).not.toBe(suggestion.original);
    }
    expect([...result.suggestions.skills].sort()).toEqual(
      mode === 'standard' ? (pair.resume.skills ?? []).map((skill) => (typeof skill === 'string' ? skill : skill.name!)).sort() : [...result.suggestions.skills].sort(),
    );
    if (mode === 'new') expect(result.sectionOrder?.slice(0, 2)).toEqual(['header', 'summary']);
  });
});

// Sentences as a reader sees them: a stop, then a capital ("ds. testów" goes on, "ds. Budowałem" would start anew);
// the title, whose stops are not a sentence's ("Kierownik ds. Zapewnienia Jakości"), is read as one word.
const sentencesOf = (text: string, title = '') =>
  (title ? text.split(title).join(title.replace(/\./g, '\u0000')) : text)
    .split(/(?<=[.!?])\s+(?=\p{Lu})/u)
    .map((sentence) => sentence.replace(/\u0000/g, '.').trim())
    .filter(Boolean);
const wordsOf = (text: string): string[] => foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
const count = (haystack: string[], needle: string[]) => haystack.filter((_, at) => needle.length > 0 && needle.every((word, offset) => haystack[at + offset] === word)).length;
const sharesStem = (word: string, stem: string, size: number) => [...Array(Math.max(0, stem.length - size + 1)).keys()].some((at) => word.includes(stem.slice(at, at + size)));

/**
 * Whether a sentence states years of experience as the language's opener does, judged from the
 * opener's own words after {years} ("years of experience", "Jahren Berufserfahrung", "ára
 * starfsreynslu"): a word like its years word and a word sharing five letters with its experience word.
 */
function statesYears(sentence: string, language: string): boolean {
  const template = phrasesFor(language).withYears;
  const after = wordsOf(template.slice(template.indexOf('{years}') + '{years}'.length).split(/[.{]/)[0]!);
  const [yearsWord = '', ...rest] = after;
  const experienceWord = [...rest].sort((a, b) => b.length - a.length)[0] ?? '';
  const words = wordsOf(sentence);
  const hasYears = words.some((word) => (yearsWord.length <= 3 ? word === yearsWord : word.includes(yearsWord.slice(0, 4))));
  return hasYears && words.some((word) => sharesStem(word, experienceWord, 5));
}

/** What makes a tailored summary read badly or claim too much, one line per fault; empty when it reads well. */
function summaryFaults(summary: string, input: Sections, requirements: JobRequirements, before: MatchScore, language: string): string[] {
  const faults: string[] = [];
  const title = input.header?.title || input.experience?.[0]?.title || '';
  const source = resumeText(input);
  const sentences = sentencesOf(summary, title);
  const keys = sentences.map((sentence) => wordsOf(sentence).join(' '));
  if (new Set(keys).size !== keys.length) faults.push('a sentence is repeated');
  const opening = wordsOf(sentences[0] ?? '')
    .slice(0, 2)
    .join(' ');
  if (sentences.slice(1).some((sentence) => wordsOf(sentence).slice(0, 2).join(' ') === opening)) faults.push(`a later sentence opens as the summary does ("${opening}")`);
  if (title && summary.startsWith(title)) {
    if (count(wordsOf(summary), wordsOf(title)) > 1) faults.push(`the title "${title}" is named twice`);
    // The opener (as many sentences as the language's opener has) names no skill the title already names.
    const opener = sentences.slice(0, sentencesOf(phrasesFor(language).withYears).length).join(' ');
    for (const skill of requirements.skills) {
      const term = requirementTerm(skill);
      if (findTerm(term, title).length > 0 && findTerm(term, opener).length > findTerm(term, title).length) faults.push(`the opener names ${skill.term} again after the title`);
    }
    if (badJoin.test(opener)) faults.push(`stray punctuation in "${opener}"`);
    // A common noun the resume writes in lowercase mid-sentence ("i matematik") is not capitalised mid-sentence here.
    if (language !== 'de') {
      for (const [, word] of opener.slice(title.length).matchAll(/(?<=\p{Ll},? )(\p{Lu}\p{Ll}+)(?![\p{L}])/gu)) {
        const lower = word!.charAt(0).toLowerCase() + word!.slice(1);
        if (new RegExp(`\\p{Ll} ${lower}(?![\\p{L}])`, 'u').test(source) && !new RegExp(`\\p{Ll} ${word}(?![\\p{L}])`, 'u').test(source)) faults.push(`"${word}" capitalised mid-sentence`);
      }
    }
    if (statesYears(opener, language)) {
      const again = sentences.slice(sentencesOf(opener, title).length).filter((sentence) => statesYears(sentence, language));
      if (again.length > 0) faults.push(`years of experience stated again: "${again[0]}"`);
    }
  }
  for (const sentence of sentences) if (wordsOf(sentence).length < 2 || (/(?:^|\s)\p{L}{1,3}\.$/u.test(sentence) && wordsOf(sentence).length < 3)) faults.push(`a fragment: "${sentence}"`);
  for (const term of termsIn(summary)) if (!mentions(term, source)) faults.push(`claims ${term.term}, which the resume never mentions`);
  for (const skill of requirements.skills) if (mentions(requirementTerm(skill), summary) && !before.matched.includes(skill.term)) faults.push(`names ${skill.term}, which the score counts missing`);
  return faults;
}

/** Resumes made from a pair's to try the summary writer: each says, in the resume's language, what a summary could already hold. */
function summaryVariants(pair: TailoringPair): Array<[string, Sections]> {
  const resume = pair.resume;
  const title = resume.header?.title ?? '';
  const skills = (resume.skills ?? []).slice(0, 2).map((skill) => (typeof skill === 'string' ? skill : skill.name!));
  const ownOpener = fillPhrase(phrasesFor(pair.language).withYears, { title, years: 3, skills: joinList(skills, pair.language) });
  const requirements = extractRequirements(pair.posting, pair.language);
  const tailored = tailorResume(resume, requirements, { mode: 'standard', language: pair.language, today: pair.today }).sections.summary;
  const first = sentencesOf(resume.summary ?? '')[0] ?? '';
  const { summary: _summary, ...withoutSummary } = resume;
  return [
    ['as written', resume],
    ['an own opener like the engine’s', { ...resume, summary: `${ownOpener} ${resume.summary}` }],
    ['a summary tailored before', { ...resume, summary: tailored }],
    ['the title named at the end', { ...resume, summary: `${resume.summary} ${title}.` }],
    ['a repeated sentence', { ...resume, summary: `${resume.summary} ${first}` }],
    ['no summary', withoutSummary],
    ['no headline', { ...resume, header: { ...resume.header, title: undefined } }],
  ];
}

describe('the built-in summary reads as a person wrote it', () => {
  test.each(tailoringPairs.map((pair) => [pair.id, pair] as const))('%s and variants of its resume', (_id, pair) => {
    const requirements = extractRequirements(pair.posting, pair.language);
    for (const [variant, resume] of summaryVariants(pair)) {
      const result = tailorResume(resume, requirements, { mode: 'standard', language: pair.language, today: pair.today });
      const summary = result.sections.summary ?? '';
      expect({ variant, summary, faults: summaryFaults(summary, resume, requirements, result.before, pair.language) }).toEqual({ variant, summary, faults: [] });
      expect(result.repairs).toEqual([]);
    }
  });

  test.each([...new Set(resumeCorpus.map((item) => item.language))])('the generated resumes in %s, against every posting of the corpus', (language) => {
    for (const item of resumeCorpus.filter((entry) => entry.language === language)) {
      const resume = item.resume.sections as Sections;
      for (const pair of tailoringPairs) {
        const requirements = extractRequirements(pair.posting, pair.language);
        const result = tailorResume(resume, requirements, { mode: 'standard', language, today: pair.today });
        const summary = result.sections.summary ?? '';
        const where = `${item.id} × ${pair.id}`;
        expect({ where, summary, faults: summaryFaults(summary, resume, requirements, result.before, language) }).toEqual({ where, summary, faults: [] });
        expect(result.repairs).toEqual([]);
      }
    }
  });

  test('German: the summary lists its skills after a colon, never after "in"', () => {
    const pair = tailoringPairs.find((entry) => entry.id === 'accountant-de')!;
    const result = tailorResume(pair.resume, extractRequirements(pair.posting, 'de'), { mode: 'standard', language: 'de', today: pair.today });
    expect(result.suggestions.summary).toStartWith('Finanzbuchhalterin mit 10 Jahren Berufserfahrung. Schwerpunkte: Kreditorenbuchhaltung, Excel, DATEV und Monatsabschlüsse.');
    expect(result.suggestions.summary).not.toContain('Zuverlässige Finanzbuchhalterin');
  });
});

describe('job requirements', () => {
  test('requirement lines weigh more than duties, and nice-to-haves are optional', () => {
    const requirements = extractRequirements(tailoringPairs[0]!.posting, 'en');
    const byTerm = new Map(requirements.skills.map((skill) => [skill.term, skill]));
    expect(byTerm.get('Kubernetes')?.required).toBe(true);
    expect(byTerm.get('Terraform')?.required).toBe(false);
    expect(byTerm.get('Observability')!.weight).toBeLessThan(byTerm.get('Kubernetes')!.weight);
    expect(requirements.seniority).toEqual({ level: 'senior', years: 5 });
    // Phrase statistics: a phrase the posting repeats in its requirements is a requirement.
    expect(byTerm.has('payment ledger')).toBe(true);
  });

  test('the employer blurb is not a requirement when the posting has structure', () => {
    const requirements = extractRequirements(tailoringPairs.find((pair) => pair.id === 'accountant-de')!.posting, 'de');
    expect(requirements.skills.map((skill) => skill.term)).not.toContain('Warehouse management');
    expect(requirements.qualifications[0]).toContain('Bilanzbuchhalter IHK');
  });

  test('aliases and compounds', () => {
    const requirements = extractRequirements('Requirements\n- k8s and JS\n- Erfahrung in der Finanzbuchhaltung', 'en');
    expect(requirements.skills.map((skill) => skill.term).sort()).toEqual(['Accounting', 'JavaScript', 'Kubernetes']);
  });

  test('a short alias that is an ordinary word elsewhere matches only as written: Swedish "två" is not TVA, "epic" is not Epic', () => {
    const terms = (text: string) => extractRequirements(`Requirements\n- ${text}`, 'en').skills.map((skill) => skill.term);
    expect(terms('minst två års erfarenhet av bokföring')).not.toContain('VAT');
    expect(terms('déclarations de TVA')).toContain('VAT');
    expect(terms('splitting an epic into stories')).not.toContain('Electronic health records');
    expect(terms('care plans in Epic')).toContain('Electronic health records');
  });
});

describe('sharpening bullets', () => {
  test('drops a weak opener only when what is left stands alone', () => {
    expect(sharpenBullet('Responsible for medication administration for 8 patients')).toBe('Medication administration for 8 patients');
    expect(sharpenBullet('Responsible for the billing service in Go')).toBe('Responsible for the billing service in Go');
    expect(sharpenBullet('Verantwortlich für Schichtplanung von 12 Mitarbeitenden')).toBe('Schichtplanung von 12 Mitarbeitenden');
    expect(sharpenBullet('Built the ledger')).toBe('Built the ledger');
  });
});

describe('honesty check', () => {
  const source = tailoringPairs[0]!.resume;

  test('repairs a changed title or date from the source entry', () => {
    const output = structuredClone(source);
    output.experience![0]!.title = 'Staff Engineer';
    output.experience![1]!.startDate = '2015-01';
    const { sections, repairs } = enforceHonesty(source, output);
    expect(sections.experience).toEqual(source.experience);
    expect(repairs).toHaveLength(2);
    expect(repairs[0]).toContain('"Staff Engineer"');
  });

  test('drops an invented employer, school and certificate', () => {
    const output = structuredClone(source);
    output.experience!.push({ title: 'Principal Engineer', company: 'Google', startDate: '2010', endDate: '2012' });
    output.education!.push({ institution: 'MIT', degree: 'PhD' });
    output.certifications!.push({ name: 'AWS Solutions Architect', issuer: 'Amazon' });
    const { sections, repairs } = enforceHonesty(source, output);
    expect(facts(sections)).toEqual(facts(source));
    expect(repairs.join('\n')).toMatch(/Google[\s\S]*MIT[\s\S]*AWS Solutions Architect/);
  });

  test('cuts claims of skills the resume never mentions, and restores the headline', () => {
    const output = structuredClone(source);
    output.summary = 'Backend engineer with deep Go experience. Expert in Kafka and Terraform.';
    output.experience![0]!.highlights = [...output.experience![0]!.highlights!, 'Ran Kafka clusters on AWS'];
    output.skills = [...output.skills!, 'Kafka'];
    output.header = { ...output.header, title: 'Principal Engineer' };
    const { sections, repairs } = enforceHonesty(source, output);
    expect(sections.summary).toBe('Backend engineer with deep Go experience.');
    expect(sections.experience![0]!.highlights).toEqual(source.experience![0]!.highlights);
    expect(sections.skills).toEqual(source.skills);
    expect(sections.header?.title).toBe('Backend Engineer');
    expect(repairs).toHaveLength(4);
  });

  test('fails with a clear error when nothing truthful is left', () => {
    const output: Sections = {
      experience: [
        { title: 'CEO', company: 'Acme Rockets', startDate: '2001' },
        { title: 'CTO', company: 'Globex', startDate: '1999' },
        { title: 'Founder', company: 'Initech', startDate: '1998' },
      ],
    };
    expect(() => enforceHonesty(source, output)).toThrow(AppError);
    expect(() => enforceHonesty(source, output)).toThrow(/no truthful experience entries/);
  });
});
