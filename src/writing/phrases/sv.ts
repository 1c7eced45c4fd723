/** Swedish cover-letter frames: the less formal register usual in Sweden ("Hej,"). */
import type { LetterPhrases } from '../letter-phrases.ts';

export const sv: LetterPhrases = {
  quotes: ['”', '”'],
  apply: [
    'Jag söker härmed tjänsten som {position} hos {company}.',
    'Med stort intresse söker jag tjänsten som {position} hos {company}.',
    'Jag vill gärna söka tjänsten som {position} hos {company}.',
  ],
  applyNoCompany: ['Jag söker härmed tjänsten som {position}.'],
  motive: [
    'Tjänsten kräver erfarenhet av {skills}, och det är just där min praktiska erfarenhet finns.',
    'Det som lockar mig med tjänsten är fokuset på {skills}, områden som jag har arbetat med i praktiken.',
  ],
  profile: ['Som {title} vill jag gärna bidra med min erfarenhet i ert team.'],
  since: 'sedan {year}',
  between: 'mellan {from} och {to}',
  inYear: 'under {year}',
  roleCurrent: ['{period} har jag arbetat som {title} på {company}.', 'På {company} arbetar jag som {title}, en tjänst jag har haft {period}.'],
  rolePast: ['{period} arbetade jag som {title} på {company}.', 'På {company} arbetade jag som {title} {period}.'],
  roleCurrentUndated: 'Just nu arbetar jag som {title} på {company}.',
  rolePastUndated: 'Jag har arbetat som {title} på {company}.',
  achievement: [
    'Ett resultat därifrån som är särskilt relevant för tjänsten: {achievement}',
    'Ett konkret exempel på mitt arbete där: {achievement}',
    'Särskilt vill jag lyfta fram detta: {achievement}',
  ],
  achievementMore: ['Ett annat exempel: {achievement}', 'Dessutom: {achievement}'],
  sameEmployer: ['Från mitt arbete på {company} vill jag också nämna: {achievement}'],
  education: 'Jag har avlagt {degree} vid {institution}.',
  degreeIn: '{degree} i {field}',
  degreeAsNoun: true,
  skills: ['Jag har även kunskaper inom {skills}.'],
  closing: ['Jag träffar er gärna för en intervju och berättar mer om hur jag kan bidra till {company}.', 'Jag berättar gärna mer vid en intervju och ser fram emot att höra från er på {company}.'],
  closingNoCompany: ['Jag berättar gärna mer vid en intervju och ser fram emot att höra från er.'],
};
