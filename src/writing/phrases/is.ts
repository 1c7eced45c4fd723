/**
 * Icelandic cover-letter frames; no adjective agrees with the applicant (reiðubúinn/reiðubúin), whose
 * gender is unknown, and skills follow a colon or a dash, in the nominative, never "á" or "eins og".
 */
import type { LetterPhrases } from '../letter-phrases.ts';

export const is: LetterPhrases = {
  quotes: ['„', '“'],
  apply: [
    'Ég sæki hér með um starf sem {position} hjá {company}.',
    'Það er með miklum áhuga sem ég sæki um starf sem {position} hjá {company}.',
    'Mig langar að sækja um starf sem {position} hjá {company}.',
  ],
  applyNoCompany: ['Ég sæki hér með um starf sem {position}.'],
  motive: ['Starfið krefst reynslu á eftirfarandi sviðum: {skills}. Einmitt þar liggur hagnýt reynsla mín.', 'Áherslur starfsins – {skills} – eru einmitt svið sem ég hef unnið með í reynd.'],
  profile: ['Sem {title} vil ég gjarnan leggja reynslu mína af mörkum í ykkar teymi.'],
  since: 'frá árinu {year}',
  between: 'á árunum {from}–{to}',
  inYear: 'árið {year}',
  roleCurrent: ['{period} hef ég starfað sem {title} hjá {company}.', 'Hjá {company} hef ég {period} starfað sem {title}.'],
  rolePast: ['{period} starfaði ég sem {title} hjá {company}.', 'Hjá {company} starfaði ég sem {title} {period}.'],
  roleCurrentUndated: 'Ég starfa nú sem {title} hjá {company}.',
  rolePastUndated: 'Ég hef starfað sem {title} hjá {company}.',
  achievement: ['Einn árangur þaðan sem skiptir sérstaklega máli fyrir starfið: {achievement}', 'Dæmi um störf mín þar: {achievement}', 'Sérstaklega vil ég nefna þetta: {achievement}'],
  achievementMore: ['Annað dæmi: {achievement}', 'Auk þess: {achievement}'],
  sameEmployer: ['Úr starfi mínu hjá {company} vil ég einnig nefna: {achievement}'],
  education: 'Ég hef lokið námi: {degree} ({institution}).',
  degreeIn: '{degree}, {field}',
  skills: ['Ég hef einnig þekkingu á eftirfarandi: {skills}.'],
  closing: [
    'Ég kæmi gjarnan í viðtal til að segja nánar frá því hvernig ég get lagt mitt af mörkum hjá {company}.',
    'Ég segi gjarnan nánar frá í viðtali og hlakka til að heyra frá ykkur hjá {company}.',
  ],
  closingNoCompany: ['Ég segi gjarnan nánar frá í viðtali og hlakka til að heyra frá ykkur.'],
};
