/** French cover-letter frames (vous); no adjective agrees with the applicant, whose gender is unknown. */
import type { LetterPhrases } from '../letter-phrases.ts';

export const fr: LetterPhrases = {
  quotes: ['«\u00a0', '\u00a0»'],
  apply: [
    'Par la présente, je me permets de vous soumettre ma candidature au poste de {position} chez {company}.',
    'C’est avec un vif intérêt que je vous adresse ma candidature au poste de {position} chez {company}.',
    'Je souhaite vous proposer ma candidature au poste de {position} chez {company}.',
  ],
  applyNoCompany: ['Par la présente, je me permets de vous soumettre ma candidature au poste de {position}.'],
  motive: [
    'Le poste demande une expérience en {skills}, des domaines dans lesquels j’ai acquis une pratique concrète.',
    'Ce poste m’attire particulièrement par les domaines qu’il met en avant – {skills} –, sur lesquels j’ai déjà travaillé concrètement.',
  ],
  profile: ['En tant que {title}, je souhaite mettre mon expérience au service de votre équipe.'],
  since: 'depuis {year}',
  between: 'de {from} à {to}',
  inYear: 'en {year}',
  roleCurrent: ['J’occupe {period} le poste de {title} chez {company}.', '{period}, je travaille chez {company} en tant que {title}.'],
  rolePast: ['{period}, j’ai travaillé chez {company} en tant que {title}.', 'J’ai occupé le poste de {title} chez {company} {period}.'],
  roleCurrentUndated: 'J’occupe actuellement le poste de {title} chez {company}.',
  rolePastUndated: 'J’ai occupé le poste de {title} chez {company}.',
  achievement: [
    'Un résultat de cette expérience me semble particulièrement pertinent pour votre poste\u00a0: {achievement}',
    'Un exemple concret de mon travail\u00a0: {achievement}',
    'Je souhaite notamment mettre en avant ceci\u00a0: {achievement}',
  ],
  achievementMore: ['Autre exemple\u00a0: {achievement}', 'À cela s’ajoute\u00a0: {achievement}'],
  sameEmployer: ['Parmi mes autres réalisations chez {company}\u00a0: {achievement}', 'De mon travail chez {company}, je retiens également ceci\u00a0: {achievement}'],
  education: 'Côté formation, j’ai obtenu le diplôme suivant\u00a0: {degree} ({institution}).',
  degreeIn: '{degree} en {field}',
  skills: ['Mes autres compétences\u00a0: {skills}.', 'J’apporte par ailleurs des compétences en {skills}.'],
  closing: [
    'Je me tiens à votre disposition pour un entretien afin de vous présenter plus en détail ce que je pourrais apporter à {company}.',
    'Je reste à votre disposition pour un entretien qui me permettrait de vous montrer ce que je peux apporter à {company}, et vous remercie de l’attention portée à ma candidature.',
  ],
  closingNoCompany: ['Je reste à votre disposition pour un entretien et vous remercie de l’attention que vous porterez à ma candidature.'],
};
