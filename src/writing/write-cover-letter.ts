/**
 * The built-in (offline, deterministic) cover-letter writer: a salutation, an opening that names the
 * position and the company, two body paragraphs built from the resume's most relevant achievements,
 * its education and its skills, a closing that asks for an interview, and the sign-off, in the
 * conventions of the letter's language.
 *
 * It claims only what the resume holds: employers, titles, years, degrees and achievements are the
 * resume's own, and the skills it says the posting asks for are the ones the match score counts as
 * matched, named as the resume spells them (src/writing/match-skills.ts). Achievements keep the
 * resume's wording: a letter cannot rephrase them without inventing, so a frame in the letter's
 * language introduces them, and one written in another language than the letter is quoted as it
 * stands. The achievements cited are the ones that answer the posting, when at least two do.
 *
 * The content is what the cover-letter layout draws as the body (src/layout/layout-cover-letter.ts):
 * the layout adds the date, the recipient and the subject line itself, but not the salutation or the
 * closing, so those are part of the content.
 */
import type { Sections } from '../domain/resume.ts';
import { fillTemplate, localeOrDefault } from '../i18n/locale.ts';
import { foldText } from '../parsing/fold-text.ts';
import { requirementTerm, type RequiredSkill } from '../tailoring/job-requirements.ts';
import { inRunningText, joinList, tidyStops, titleInRunningText } from '../tailoring/running-text.ts';
import { sharpenBullet } from '../tailoring/sharpen-bullet.ts';
import { findTerm } from '../tailoring/skill-vocabulary.ts';
import { chooseVariant } from './choose-variant.ts';
import { letterPhrases, type Frames, type LetterPhrases } from './letter-phrases.ts';
import { matchSkills, skillNames } from './match-skills.ts';
import { pickAchievements, type Achievement } from './pick-achievements.ts';
import { positionName } from './position-name.ts';

export interface CoverLetterRequest {
  sections: Sections;
  positionName: string;
  companyName?: string;
  hiringManager?: string;
  /** What the posting asks for, as extractRequirements reads it (its `skills`); may be empty. */
  requirements: readonly RequiredSkill[];
  /** The letter's language: one of the 14 codes (English for anything else). */
  language: string;
  /** The resume's language when it differs from the letter's: its achievements are then quoted as written. */
  resumeLanguage?: string;
}

export interface WrittenCoverLetter {
  /** Plain text, paragraphs separated by a blank line: salutation to signature. */
  content: string;
  /** The subject line in the letter's language ("Application for Staff Engineer"). */
  subject: string;
}

type Experience = NonNullable<Sections['experience']>[number];
type Fill = (template: string, values: Readonly<Record<string, string>>) => string;

/** Writes a cover letter for `positionName` at `companyName` from the resume in `sections`. */
export function writeCoverLetter(request: CoverLetterRequest): WrittenCoverLetter {
  const language = localeOrDefault(request.language).code;
  const locale = localeOrDefault(language);
  const phrases = letterPhrases(language);
  const sections = request.sections;
  const header = sections.header ?? {};
  const position = positionName(oneLine(request.positionName));
  const company = oneLine(request.companyName ?? '');
  const manager = oneLine(request.hiringManager ?? '');
  const experience = sections.experience ?? [];
  const fill: Fill = (template, values) => fillFrame(template, values, language);
  // Achievements that answer the posting, when at least two do; otherwise the best the resume has.
  const picked = pickAchievements(sections, request.requirements, 8);
  const related = picked.filter((achievement) => achievement.matched.length > 0);
  const achievements = related.length >= 2 ? related : picked;
  const seed = [language, header.name, position, company, achievements[0]?.text].join('\u0001');
  const uses = new Map<string, number>();
  const pick = (slot: string, frames: Frames) => {
    const occurrence = uses.get(slot) ?? 0;
    uses.set(slot, occurrence + 1);
    return chooseVariant(frames, seed, slot, occurrence);
  };
  const quoted = request.resumeLanguage !== undefined && request.resumeLanguage.toLowerCase() !== language;
  const values = { position, company };

  const wanted = matchSkills(sections, request.requirements, language, 3);
  const title = titleInRunningText(oneLine(header.title ?? ''), language);
  const opening = [
    fill(pick('apply', company ? phrases.apply : phrases.applyNoCompany), values),
    wanted.length > 0
      ? fill(pick('motive', phrases.motive), {
          skills: joinList(
            wanted.map((match) => match.text),
            language,
          ),
        })
      : title
        ? fill(pick('profile', phrases.profile), { title })
        : '',
  ];

  // Achievements grouped by role, the roles in the order of their best achievement.
  const byRole = new Map<number, Achievement[]>();
  for (const achievement of achievements) byRole.set(achievement.experienceIndex, [...(byRole.get(achievement.experienceIndex) ?? []), achievement]);
  const roles = [...byRole.entries()];
  // A citation of the resume after a frame's colon: its own words, quoted when the resume is in another
  // language; otherwise without a weak opener the frame already says ("Another example: responsible
  // for…"), and with a colon of its own as a dash, so the sentence does not run on colon after colon.
  const cite = (text: string) => (quoted ? `${phrases.quotes[0]}${text}${phrases.quotes[1]}` : afterColon(sharpenBullet(text).replace(/\s*:\s+/g, ' – '), language));
  const achievementSentence = (achievement: Achievement, slot: 'first' | 'more') => {
    const text = trimEnd(achievement.text);
    const end = /[?!]$/.test(text) ? '' : '.';
    const firstPerson = quoted ? undefined : phrases.firstPerson?.(text);
    const personFrames = slot === 'first' ? phrases.achievementFirstPerson : phrases.achievementFirstPersonMore;
    if (firstPerson && personFrames) return fill(pick(`person-${slot}`, personFrames), { achievement: firstPerson }) + end;
    const frames = slot === 'first' ? phrases.achievement : phrases.achievementMore;
    return fill(pick(`achievement-${slot}`, frames), { achievement: cite(text) }) + end;
  };
  const roleBlock = (index: number, items: readonly Achievement[]) => {
    const role = roleSentence(experience[index], phrases, pick, fill, language);
    // Without a sentence naming the role, "my work there" would point at nothing: the plain frames read on their own.
    return [role, ...items.map((item, position) => achievementSentence(item, position === 0 && role ? 'first' : 'more'))];
  };

  const blocks: string[][] = [];
  const [firstRole, secondRole] = roles;
  if (firstRole) blocks.push(roleBlock(firstRole[0], firstRole[1].slice(0, 2)));
  if (secondRole) blocks.push(roleBlock(secondRole[0], secondRole[1].slice(0, 1)));
  else if (firstRole && firstRole[1][2]) {
    const employer = oneLine(experience[firstRole[0]]?.company ?? '');
    const extra = firstRole[1][2];
    blocks.push([employer ? fill(pick('same-employer', phrases.sameEmployer), { company: employer, achievement: cite(trimEnd(extra.text)) }) + '.' : achievementSentence(extra, 'more')]);
  }
  const education = educationSentence(sections, phrases, fill, language);
  // Further skills: the resume's own list, less what the opening already named.
  const named = request.requirements.filter((skill) => wanted.some((match) => match.term === skill.term)).map(requirementTerm);
  const others = skillNames(sections)
    .filter((name) => !wanted.some((match) => foldText(match.text) === foldText(name)) && !named.some((term) => findTerm(term, name).length > 0))
    .slice(0, 3);
  const skills = others.length > 0 ? fill(pick('skills', phrases.skills), { skills: joinList(others, language) }) : '';

  // The first body paragraph is the strongest role; the second the next role with the education,
  // or, for a resume with a single role, what else it holds.
  const [body1 = [], ...rest] = blocks.map((sentences) => sentences.filter(Boolean)).filter((sentences) => sentences.length > 0);
  let body2 = rest.flat();
  if (body1.length === 0) body1.push(...[education, skills].filter(Boolean));
  else {
    body2 = [...body2, education].filter(Boolean);
    if (body2.length < 2 && skills) body2.push(skills);
  }
  if (body2.length === 0 && title && !opening[1]) body2.push(fill(pick('profile', phrases.profile), { title }));

  const closing = fill(pick('closing', company ? phrases.closing : phrases.closingNoCompany), values);
  const salutation = manager ? fillTemplate(locale.coverLetter.dearNamed, { name: manager }) : locale.coverLetter.dear;
  const name = oneLine(header.name ?? '');
  const signOff = name ? `${locale.coverLetter.regards}\n${name}` : locale.coverLetter.regards;
  const paragraphs = [salutation, opening.filter(Boolean).join(' '), body1.join(' '), body2.join(' '), closing, signOff]
    .filter((paragraph) => paragraph.trim() !== '')
    // A name ending in a period ("Bank Pekao S.A.") at the end of a sentence takes no second one.
    .map(tidyStops);
  return { content: paragraphs.join('\n\n'), subject: fillTemplate(locale.coverLetter.subject, { position }) };
}

/** The sentence naming a role, its employer and its years; '' when the resume lacks the title or the company. */
function roleSentence(entry: Experience | undefined, phrases: LetterPhrases, pick: (slot: string, frames: Frames) => string, fill: Fill, language: string): string {
  const title = titleInRunningText(oneLine(entry?.title ?? ''), language);
  const company = oneLine(entry?.company ?? '');
  if (!entry || !title || !company) return '';
  const start = yearOf(entry.startDate);
  const end = yearOf(entry.endDate);
  let period = '';
  let frames: Frames;
  if (entry.current === true) {
    period = start ? fill(phrases.since, { year: start }) : '';
    frames = period ? phrases.roleCurrent : [phrases.roleCurrentUndated];
  } else {
    if (start && end) period = start === end ? fill(phrases.inYear, { year: start }) : fill(phrases.between, { from: start, to: end });
    else if (end) period = fill(phrases.inYear, { year: end });
    frames = period ? phrases.rolePast : [phrases.rolePastUndated];
  }
  const frame = pick(entry.current === true ? 'role-current' : 'role-past', frames);
  const sentence = fill(frame, { period, title, company });
  // Frames that open with the period ("{period}, I worked…") start a sentence with a lowercase phrase.
  return frame.startsWith('{period}') ? capitalize(sentence) : sentence;
}

/** The degree sentence of the first finished degree (one with an end date and an institution), or ''. */
function educationSentence(sections: Sections, phrases: LetterPhrases, fill: Fill, language: string): string {
  const entry = (sections.education ?? []).find((item) => oneLine(item.degree ?? '') && oneLine(item.institution ?? '') && item.endDate);
  if (!entry) return '';
  // Where the language writes degrees as common nouns, "Ämneslärarexamen i Matematik" reads "ämneslärarexamen i matematik".
  const noun = (text: string) => (phrases.degreeAsNoun ? inRunningText(text, language) : text);
  const degree = noun(oneLine(entry.degree ?? ''));
  const field = noun(oneLine(entry.field ?? ''));
  // "M.Sc. Computer Science" and "Grado en Enfermería" already name their field; "Master of Science" with field "Informatik" does not.
  const connector = /\{degree\}\s*(\p{L}+)\s*\{field\}/u.exec(phrases.degreeIn)?.[1];
  const hasField = degree.toLowerCase().includes(field.toLowerCase()) || (connector !== undefined && ` ${degree.toLowerCase()} `.includes(` ${connector} `));
  const named = field && !hasField ? fill(phrases.degreeIn, { degree, field }) : degree;
  // "Geprüfte Bilanzbuchhalterin (IHK)" followed by "(IHK Bremen)" would stack brackets: the institution follows a comma instead.
  const frame = named.endsWith(')') ? phrases.education.replace(' ({institution})', ', {institution}') : phrases.education;
  return fill(frame, { degree: named, institution: oneLine(entry.institution ?? '') });
}

/**
 * Fills a frame. French "de" and "que" elide before a value that opens with a vowel ("au poste
 * d’Ingénieur DevOps", "en tant qu’assistante marketing"), as the frames' own words do.
 */
function fillFrame(template: string, values: Readonly<Record<string, string>>, language: string): string {
  const elided =
    language === 'fr'
      ? template.replace(/(?<![\p{L}])(de|que) \{(\w+)\}/gu, (whole, word: string, name: string) =>
          /^[aeiouàâäéèêëîïôöùûüœæ]/iu.test(values[name] ?? '') ? `${word === 'de' ? 'd' : 'qu'}’{${name}}` : whole,
        )
      : template;
  return fillTemplate(elided, values);
}

/** An achievement without its closing punctuation: the frame adds its own. */
function trimEnd(text: string): string {
  return text.replace(/[\s.;,:]+$/u, '');
}

/**
 * An achievement as it follows a colon: lowercase there in every language but German, whose bullets
 * open with a noun ("Einführung von…") and only an adjective or participle is lowered ("Zuständig für",
 * "Monatliche Inventuren", "Laufende Buchhaltung"). Only a plain capitalised word is lowered ("Ledde"
 * → "ledde"); "SAP-migrering", "iOS" or "McKinsey" stay as written.
 */
function afterColon(text: string, language: string): string {
  const word = /^\p{Lu}\p{Ll}*(?=[\s,;:]|$)/u.exec(text)?.[0];
  if (!word || (language === 'de' && !GERMAN_ADJECTIVE.test(word))) return text;
  return word.toLocaleLowerCase(language) + text.slice(word.length);
}

// A German adjective or participle by its ending, inflected or not: "zuständig", "monatliche", "laufende", "regelmäßigen".
const GERMAN_ADJECTIVE = /^\p{Lu}\p{Ll}{3,}(?:ig|lich|isch|bar|sam|haft|end)(?:e[nmrs]?)?$/u;

function yearOf(date: string | undefined): string {
  return /^\d{4}/.exec(date ?? '')?.[0] ?? '';
}

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** Text from a form field on one line: a name or a title never breaks a sentence. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
