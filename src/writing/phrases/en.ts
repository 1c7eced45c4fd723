/** English cover-letter frames (British spelling, as the locale's "Kind regards,"). */
import type { LetterPhrases } from '../letter-phrases.ts';

/** Irregular past tenses that open resume bullets; regular ones end in -ed. */
const IRREGULAR = new Set([
  'built',
  'led',
  'wrote',
  'ran',
  'grew',
  'cut',
  'drove',
  'won',
  'made',
  'took',
  'set',
  'brought',
  'taught',
  'held',
  'sold',
  'spent',
  'kept',
  'found',
  'began',
  'rebuilt',
  'rewrote',
  'oversaw',
  'undertook',
  'shaped',
]);
/** Words ending in -ed that are not past tenses. */
const NOT_VERBS = new Set(['red', 'need', 'seed', 'speed', 'feed', 'united', 'limited', 'advanced', 'experienced', 'dedicated', 'detailed', 'skilled', 'certified', 'based']);

/**
 * "Led the redesign of…" → "led the redesign of…": a bullet that opens with a past-tense verb reads
 * as "I led…" in a letter. Anything else (a noun phrase, "Responsible for…") keeps the colon frame.
 */
function firstPerson(achievement: string): string | undefined {
  const match = /^([A-Z][a-z]+)\b/.exec(achievement);
  if (!match) return undefined;
  const word = match[1]!.toLowerCase();
  if (NOT_VERBS.has(word) || !(IRREGULAR.has(word) || /[^e]ed$|eed$/.test(word) || /^[a-z]+ied$/.test(word))) return undefined;
  return word + achievement.slice(word.length);
}

export const en: LetterPhrases = {
  quotes: ['“', '”'],
  apply: [
    'I am writing to apply for the position of {position} at {company}.',
    'I would like to apply for the {position} role at {company}.',
    'Please accept this letter as my application for the position of {position} at {company}.',
  ],
  applyNoCompany: ['I am writing to apply for the position of {position}.', 'I would like to apply for the {position} role.'],
  motive: [
    'The role centres on {skills} – areas in which I have practical experience.',
    'What draws me to the position is its focus on {skills}, which is where my own experience lies.',
    'Your requirements – {skills} – match the work I have been doing closely.',
  ],
  profile: ['In my work as {title}, I have built the experience summarised below.', 'I would like to bring my experience as {title} to your team.'],
  since: 'since {year}',
  between: 'from {from} to {to}',
  inYear: 'in {year}',
  roleCurrent: ['{period}, I have been working as {title} at {company}.', 'I have held my current position as {title} at {company} {period}.'],
  rolePast: ['{period}, I worked as {title} at {company}.', 'I worked at {company} as {title} {period}.'],
  roleCurrentUndated: 'I currently work as {title} at {company}.',
  rolePastUndated: 'I worked as {title} at {company}.',
  achievement: [
    'One result from this role that is directly relevant to your position: {achievement}',
    'A concrete example of my work there: {achievement}',
    'The achievement I would highlight for this role: {achievement}',
  ],
  achievementMore: ['Another example: {achievement}', 'Equally relevant: {achievement}'],
  sameEmployer: ['Another part of my work at {company} is relevant here as well: {achievement}', 'My work at {company} also included the following: {achievement}'],
  education: 'I completed my {degree} at {institution}.',
  degreeIn: '{degree} in {field}',
  skills: ['My skills also include {skills}.', 'Beyond that, I bring skills in {skills}.'],
  closing: [
    'I would welcome the chance to discuss in an interview how my experience could support {company}. Thank you for considering my application.',
    'I would be glad to meet you for an interview and tell you more about what I could contribute to {company}. I look forward to hearing from you.',
  ],
  closingNoCompany: ['I would welcome the chance to discuss my application with you in an interview. Thank you for your time and consideration.'],
  firstPerson,
  achievementFirstPerson: ['There, I {achievement}', 'In this role, I {achievement}', 'Among other things, I {achievement}'],
  achievementFirstPersonMore: ['I also {achievement}', 'In addition, I {achievement}'],
};
