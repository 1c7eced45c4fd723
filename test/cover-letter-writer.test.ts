/**
 * The built-in cover-letter writer (src/writing) over the resume corpus in all 14 languages and the
 * reference resume: every letter has its parts, names the position and the company, and claims
 * nothing the resume does not hold; one letter is rendered through the cover-letter PDF path. Over
 * the tailoring corpus (test/fixtures/tailoring), with the requirements a posting really yields:
 * the letter, the match score and the tailored summary agree on what matched, and the letter cites
 * achievements that answer the posting and reads as a person would write it.
 */
import { describe, expect, test } from 'bun:test';
import type { Sections } from '../src/domain/resume.ts';
import { fillTemplate, localeFor } from '../src/i18n/locale.ts';
import { foldText } from '../src/parsing/fold-text.ts';
import { extractRequirements, requirementFor, requirementTerm } from '../src/tailoring/job-requirements.ts';
import { matchScore } from '../src/tailoring/match-score.ts';
import { findTerm } from '../src/tailoring/skill-vocabulary.ts';
import { tailorResume } from '../src/tailoring/tailor-resume.ts';
import { collectText, documentFaces, assertGlyphs } from '../src/render/glyph-check.ts';
import { executeRenderJob, templateDefaultSettings } from '../src/render/render-job.ts';
import { fontMetrics } from '../src/fonts/font-registry.ts';
import { findTemplate } from '../src/templates/catalog.ts';
import { matchSkills, skillNames } from '../src/writing/match-skills.ts';
import { pickAchievements } from '../src/writing/pick-achievements.ts';
import { writeCoverLetter, type CoverLetterRequest } from '../src/writing/write-cover-letter.ts';
import { readPdfBack, positionsOf } from './support/pdf-tools.ts';
import { referenceCase, resumeCorpus, type CorpusCase } from './support/resume-corpus.ts';
import { tailoringPairs } from './fixtures/tailoring/index.ts';

/** Skills no resume of the corpus lists: a letter must never name them. */
const ABSENT = ['COBOL', 'Haskell', 'Fortran', 'Underwater welding'];
const POSITION = 'Staff Engineer';
const COMPANY = 'Quillfeather Systems';

const cases: CorpusCase[] = [...resumeCorpus.filter((item) => item.size === 'short' || item.size === 'typical' || item.size === 'edge'), referenceCase()];

function requestFor(item: CorpusCase, overrides: Partial<CoverLetterRequest> = {}): CoverLetterRequest {
  const sections = item.resume.sections as Sections;
  const skills = skillNames(sections);
  // What a posting asks for: two of the resume's skills, one word from its best-known role, and skills it lacks.
  const requirements = [
    ...skills
      .slice(0, 3)
      .filter((_, index) => index !== 1)
      .map((term, index) => requirementFor(term, 3 - index)),
    ...ABSENT.map((term) => requirementFor(term, 3)),
  ];
  return { sections, positionName: POSITION, companyName: COMPANY, requirements, language: item.language, resumeLanguage: item.language, ...overrides };
}

const all = (key: 'company' | 'title') => new Set(cases.flatMap((item) => (item.resume.sections?.experience ?? []).map((entry) => entry[key]?.trim() ?? '')).filter((name) => name.length > 3));
const companies = all('company');
const titles = all('title');
/** `text` names `word` as a word of its own, case and accents aside ("React" is not in "reactie"). */
const mentions = (text: string, word: string) => new RegExp(`(?<![\\p{L}])${foldText(word).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').test(foldText(text));
const everySkill = new Set(cases.flatMap((item) => skillNames(item.resume.sections as Sections)).filter((name) => name.length > 3));

describe('the built-in cover-letter writer over the corpus', () => {
  const letters = cases.map((item) => ({ item, letter: writeCoverLetter(requestFor(item)) }));

  test('covers all 14 languages', () => {
    expect(new Set(cases.map((item) => item.language)).size).toBe(14);
  });

  test.each(letters.map(({ item, letter }) => [item.id, item, letter] as const))('%s: salutation, opening, two body paragraphs, closing, sign-off', (_id, item, letter) => {
    const locale = localeFor(item.language);
    const paragraphs = letter.content.split('\n\n');
    expect(paragraphs).toHaveLength(6);
    const [salutation, opening, body1, body2, closing, signOff] = paragraphs as [string, string, string, string, string, string];
    expect(salutation).toBe(locale.coverLetter.dear);
    expect(opening).toContain(POSITION);
    expect(opening).toContain(COMPANY);
    for (const body of [body1, body2]) expect(body.length).toBeGreaterThan(60);
    expect(closing.length).toBeGreaterThan(40);
    expect(signOff).toBe(`${locale.coverLetter.regards}\n${item.resume.sections?.header?.name}`);
    expect(letter.subject).toBe(fillTemplate(locale.coverLetter.subject, { position: POSITION }));
    // German continues the salutation's sentence; the others start a new one.
    expect(opening.charAt(0)).toBe(item.language === 'de' ? opening.charAt(0).toLowerCase() : opening.charAt(0).toUpperCase());
  });

  test.each(letters.map(({ item, letter }) => [item.id, item, letter] as const))('%s: no placeholders, no undefined, one blank line between paragraphs', (_id, _item, letter) => {
    expect(letter.content).not.toMatch(/[{}]|undefined|\bnull\b|NaN|\.\.(?!\.)| {2}|\n{3}|^\s|\s$/);
    for (const paragraph of letter.content.split('\n\n')) expect(paragraph.trim()).toBe(paragraph);
  });

  test.each(letters.map(({ item, letter }) => [item.id, item, letter] as const))('%s: every employer, title, skill and number it names is in the resume', (_id, item, letter) => {
    const resumeText = JSON.stringify(item.resume.sections);
    const own = (name: string) => resumeText.includes(JSON.stringify(name).slice(1, -1)) || resumeText.includes(name);
    for (const company of companies) if (letter.content.includes(company)) expect(own(company)).toBe(true);
    for (const title of titles) if (letter.content.includes(` ${title} `) || letter.content.includes(` ${title},`)) expect(own(title)).toBe(true);
    for (const skill of everySkill) if (mentions(letter.content, skill)) expect(mentions(resumeText, skill)).toBe(true);
    for (const absent of ABSENT) expect(foldText(letter.content)).not.toContain(foldText(absent));
    const inputs = `${POSITION} ${COMPANY}`;
    for (const number of letter.content.match(/\d+/g) ?? []) expect(resumeText.includes(number) || inputs.includes(number)).toBe(true);
  });

  test('the letter cites the achievements the resume holds, in its own words', () => {
    for (const { item, letter } of letters) {
      const highlights = (item.resume.sections?.experience ?? []).flatMap((entry) => entry.highlights ?? []);
      if (highlights.length === 0) continue;
      const cited = highlights.filter((highlight) => foldText(letter.content).includes(foldText(highlight.replace(/[.;]\s*$/, '').slice(1, 40))));
      expect(cited.length).toBeGreaterThanOrEqual(2);
    }
  });

  test('deterministic: the same request gives the same letter', () => {
    for (const { item, letter } of letters) expect(writeCoverLetter(requestFor(item))).toEqual(letter);
  });

  test('different resumes give different letters, and the frames vary between them', () => {
    const contents = letters.map(({ letter }) => letter.content);
    expect(new Set(contents).size).toBe(contents.length);
    const english = letters.filter(({ item }) => item.language === 'en').map(({ letter }) => letter.content.split('\n\n')[1]!.split('.')[0]);
    expect(new Set(english).size).toBeGreaterThan(1);
  });
});

describe('a written letter through the cover-letter PDF path', () => {
  test('renders on one page with every part in order, and every glyph in the template font', async () => {
    const item = referenceCase();
    const sections = item.resume.sections as Sections;
    const letter = writeCoverLetter({ ...requestFor(item), language: 'de', hiringManager: 'Frau Dr. Jäger' });
    const template = findTemplate('COBALT')!;
    const settings = templateDefaultSettings(template, 'de');
    const header = sections.header ?? {};
    const content = {
      title: letter.subject,
      content: letter.content,
      date: '23. November 2026',
      sender: { name: header.name, title: header.title, email: header.email, phone: header.phone, location: header.location },
      recipient: { companyName: COMPANY, hiringManager: 'Frau Dr. Jäger' },
      positionName: POSITION,
    };
    assertGlyphs(collectText(content), documentFaces(template, settings.font), fontMetrics);
    const { text, pages } = await readPdfBack(await executeRenderJob({ kind: 'cover-letter', letter: content, settings }));
    expect(pages).toBe(1);
    const flat = text.replace(/\s+/g, ' ');
    const paragraphs = letter.content.split('\n\n');
    const starts = paragraphs.map((paragraph) => paragraph.split(/\s+/).slice(0, 4).join(' '));
    const positions = positionsOf(flat, [COMPANY, letter.subject, ...starts]);
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  test('a French letter with « » and no-break spaces passes the glyph check of every font it may be set in', () => {
    const item = resumeCorpus.find((entry) => entry.id === 'fr-typical')!;
    const letter = writeCoverLetter({ ...requestFor(item), resumeLanguage: 'en' });
    expect(letter.content).toContain('«\u00a0');
    const template = findTemplate('COBALT')!;
    expect(() => assertGlyphs([letter.content], documentFaces(template, templateDefaultSettings(template, 'fr').font), fontMetrics)).not.toThrow();
  });
});

describe('letters for the tailoring corpus: the letter, the match score and the summary agree, and it reads as written by a person', () => {
  const written = tailoringPairs.map((pair) => {
    const requirements = extractRequirements(pair.posting, pair.language);
    // As src/services/generate-cover-letter.ts calls it: the posting's first line as the position, its requirements' skills.
    const positionName = pair.posting.split('\n')[0]!.trim();
    const letter = writeCoverLetter({ sections: pair.resume, positionName, requirements: requirements.skills, language: pair.language });
    // What the letter says of the applicant: the posting's own title ("Acute Medical Unit") is no claim.
    const claims = letter.content.replace(positionName.replace(/\s*\((?:[mwfhdx]\/)+[mwfhdx]\)|\s+in Vollzeit|\s+[–-]\s+(?:Schichtbetrieb|CDI.*)$/gi, ''), '');
    return { pair, requirements, letter, claims, score: matchScore(pair.resume, requirements) };
  });
  const each = written.map((entry) => [entry.pair.id, entry] as const);

  test.each(each)('%s: every skill the letter says it has is one the match score counts as matched', (_id, { pair, requirements, letter, claims, score }) => {
    const named = matchSkills(pair.resume, requirements.skills, pair.language, 3);
    expect(named.length).toBeGreaterThan(0);
    for (const match of named) {
      expect(score.matched).toContain(match.term);
      expect(letter.content).toContain(match.text);
    }
    // Whatever requirement the letter mentions anywhere, the score counts as matched: the frames claim nothing of their own.
    expect(claims).not.toBe(letter.content);
    for (const skill of requirements.skills) if (findTerm(requirementTerm(skill), claims).length > 0) expect(score.matched).toContain(skill.term);
    // The tailored summary names only matched requirements too.
    const summary = tailorResume(pair.resume, requirements, { mode: 'standard', language: pair.language, today: pair.today }).sections.summary ?? '';
    for (const skill of requirements.skills) if (findTerm(requirementTerm(skill), summary).length > 0) expect(score.matched).toContain(skill.term);
  });

  test.each(each)('%s: the achievements cited answer the posting when enough of them do', (_id, { pair, requirements, letter }) => {
    const picked = pickAchievements(pair.resume, requirements.skills, 50);
    const related = picked.filter((achievement) => achievement.matched.length > 0);
    expect(related.length).toBeGreaterThanOrEqual(2);
    const cited = picked.filter((achievement) => foldText(letter.content).includes(foldText(achievement.text.replace(/[.;\s]+$/, '').slice(-25))));
    expect(cited.length).toBeGreaterThanOrEqual(2);
    for (const achievement of cited) expect({ text: achievement.text, matched: achievement.matched.length > 0 }).toEqual({ text: achievement.text, matched: true });
  });

  test.each(each)('%s: no posting boilerplate, stacked brackets, colon after colon, capitalised label or unelided French "de"', (_id, { pair, letter, claims }) => {
    expect(letter.content).not.toMatch(/\((?:[mwfhdx]\/)+[mwfhdx]\)|\b(?:in Vollzeit|CDI)\b/i);
    expect(letter.content).not.toMatch(/\) \(|[{}]|(?<!\.)\.\.(?!\.)| {2}|\n{3}/);
    for (const sentence of letter.content.split(/(?<=[.!?])\s+/)) expect(sentence.match(/\s:\s|:\s/g)?.length ?? 0).toBeLessThanOrEqual(1);
    if (pair.language === 'fr') expect(letter.content).not.toMatch(/(?<![\p{L}])(?:de|que) [aeiouéèêàâîôû]/iu);
    // Outside German and English, a title the resume capitalises as a label reads lowercase mid-sentence ("som lärare i matematik").
    if (pair.language !== 'de' && pair.language !== 'en') {
      for (const job of pair.resume.experience ?? []) if (job.title && /^\p{Lu}\p{Ll}+(?: [^\p{Lu}\s]\S*)*$/u.test(job.title)) expect(claims).not.toContain(` ${job.title}`);
    }
  });

  test('German: skills stand in the nominative after a dash or colon, the degree after a colon', () => {
    const { letter } = written.find((entry) => entry.pair.id === 'accountant-de')!;
    expect(letter.content).toContain('Bilanzbuchhalter.');
    expect(letter.content).not.toMatch(/(?:Erfahrung|Kenntnisse) (?:in|mit|auf) (?:der |den |dem )?(?:Kreditorenbuchhaltung|Excel|DATEV|Monatsabschlüsse)/);
    expect(letter.content).toMatch(/– Kreditorenbuchhaltung, Excel und DATEV –|: Kreditorenbuchhaltung, Excel und DATEV\./);
    expect(letter.content).toContain('Mein Abschluss: Geprüfte Bilanzbuchhalterin (IHK), IHK Bremen.');
  });
});
