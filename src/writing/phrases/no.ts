/** Norwegian (bokmål) cover-letter frames: the less formal register usual in Norway ("Hei,"). */
import type { LetterPhrases } from '../letter-phrases.ts';

export const no: LetterPhrases = {
  quotes: ['«', '»'],
  apply: [
    'Jeg søker herved stillingen som {position} hos {company}.',
    'Med stor interesse søker jeg stillingen som {position} hos {company}.',
    'Jeg ønsker å søke på stillingen som {position} hos {company}.',
  ],
  applyNoCompany: ['Jeg søker herved stillingen som {position}.'],
  motive: [
    'Stillingen krever erfaring med {skills}, og det er nettopp der min praktiske erfaring ligger.',
    'Det som trekker meg mot stillingen, er vekten på {skills} – områder jeg har jobbet med i praksis.',
  ],
  profile: ['Som {title} ønsker jeg å bidra med min erfaring i teamet deres.'],
  since: 'siden {year}',
  between: 'fra {from} til {to}',
  inYear: 'i {year}',
  roleCurrent: ['{period} har jeg jobbet som {title} hos {company}.', 'Hos {company} har jeg {period} arbeidet som {title}.'],
  rolePast: ['{period} jobbet jeg som {title} hos {company}.', 'Hos {company} arbeidet jeg som {title} {period}.'],
  roleCurrentUndated: 'Jeg jobber i dag som {title} hos {company}.',
  rolePastUndated: 'Jeg har jobbet som {title} hos {company}.',
  achievement: [
    'Et resultat derfra som er særlig relevant for stillingen: {achievement}',
    'Et konkret eksempel på arbeidet mitt der: {achievement}',
    'Spesielt vil jeg trekke fram dette: {achievement}',
  ],
  achievementMore: ['Et annet eksempel: {achievement}', 'I tillegg: {achievement}'],
  sameEmployer: ['Fra arbeidet mitt hos {company} vil jeg også nevne: {achievement}'],
  education: 'Jeg har fullført {degree} ved {institution}.',
  degreeIn: '{degree} i {field}',
  degreeAsNoun: true,
  skills: ['Jeg har i tillegg kompetanse innen {skills}.'],
  closing: ['Jeg stiller gjerne til intervju for å fortelle mer om hvordan jeg kan bidra hos {company}.', 'Jeg forteller gjerne mer i et intervju og ser fram til å høre fra dere i {company}.'],
  closingNoCompany: ['Jeg forteller gjerne mer i et intervju og ser fram til å høre fra dere.'],
};
