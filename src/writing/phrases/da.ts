/** Danish cover-letter frames: the less formal register usual in Denmark. */
import type { LetterPhrases } from '../letter-phrases.ts';

export const da: LetterPhrases = {
  quotes: ['»', '«'],
  apply: [
    'Jeg søger hermed stillingen som {position} hos {company}.',
    'Med stor interesse søger jeg stillingen som {position} hos {company}.',
    'Jeg vil gerne søge stillingen som {position} hos {company}.',
  ],
  applyNoCompany: ['Jeg søger hermed stillingen som {position}.'],
  motive: [
    'Stillingen kræver erfaring med {skills}, og det er netop her, min praktiske erfaring ligger.',
    'Det, der tiltrækker mig ved stillingen, er fokusset på {skills} – områder, jeg har arbejdet med i praksis.',
  ],
  profile: ['Som {title} vil jeg gerne bidrage med min erfaring i jeres team.'],
  since: 'siden {year}',
  between: 'fra {from} til {to}',
  inYear: 'i {year}',
  roleCurrent: ['{period} har jeg arbejdet som {title} hos {company}.', 'Hos {company} har jeg {period} arbejdet som {title}.'],
  rolePast: ['{period} arbejdede jeg som {title} hos {company}.', 'Hos {company} arbejdede jeg som {title} {period}.'],
  roleCurrentUndated: 'Jeg arbejder i dag som {title} hos {company}.',
  rolePastUndated: 'Jeg har arbejdet som {title} hos {company}.',
  achievement: ['Et resultat derfra, som er særligt relevant for stillingen: {achievement}', 'Et konkret eksempel på mit arbejde der: {achievement}', 'Især vil jeg fremhæve dette: {achievement}'],
  achievementMore: ['Et andet eksempel: {achievement}', 'Desuden: {achievement}'],
  sameEmployer: ['Fra mit arbejde hos {company} vil jeg også nævne: {achievement}'],
  education: 'Jeg har gennemført {degree} ved {institution}.',
  degreeIn: '{degree} i {field}',
  degreeAsNoun: true,
  skills: ['Jeg har desuden kompetencer inden for {skills}.'],
  closing: [
    'Jeg stiller gerne op til en samtale for at fortælle mere om, hvordan jeg kan bidrage hos {company}.',
    'Jeg fortæller gerne mere ved en samtale og ser frem til at høre fra jer hos {company}.',
  ],
  closingNoCompany: ['Jeg fortæller gerne mere ved en samtale og ser frem til at høre fra jer.'],
};
