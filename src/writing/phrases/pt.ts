/** European Portuguese cover-letter frames (formal); "na empresa X" avoids guessing the company's gender. */
import type { LetterPhrases } from '../letter-phrases.ts';

export const pt: LetterPhrases = {
  quotes: ['«', '»'],
  apply: [
    'Venho por este meio apresentar a minha candidatura ao cargo de {position} na empresa {company}.',
    'É com grande interesse que me candidato ao cargo de {position} na empresa {company}.',
    'Gostaria de me candidatar ao cargo de {position} na empresa {company}.',
  ],
  applyNoCompany: ['Venho por este meio apresentar a minha candidatura ao cargo de {position}.'],
  motive: [
    'A função exige experiência em {skills}, áreas em que tenho trabalhado na prática.',
    'Interessam-me em particular as áreas em que a função se concentra – {skills} –, temas com que já trabalhei diretamente.',
  ],
  profile: ['Como {title}, gostaria de colocar a minha experiência ao serviço da vossa equipa.'],
  since: 'desde {year}',
  between: 'de {from} a {to}',
  inYear: 'em {year}',
  roleCurrent: ['{period} trabalho como {title} na empresa {company}.', 'Na empresa {company}, ocupo {period} o cargo de {title}.'],
  rolePast: ['{period} trabalhei como {title} na empresa {company}.', 'Na empresa {company}, ocupei o cargo de {title} {period}.'],
  roleCurrentUndated: 'Atualmente trabalho como {title} na empresa {company}.',
  rolePastUndated: 'Trabalhei como {title} na empresa {company}.',
  achievement: [
    'Um resultado dessa experiência especialmente relevante para a função: {achievement}',
    'Um exemplo concreto do meu trabalho: {achievement}',
    'Gostaria de destacar em particular o seguinte: {achievement}',
  ],
  achievementMore: ['Outro exemplo: {achievement}', 'Além disso: {achievement}'],
  sameEmployer: ['Do meu trabalho na empresa {company}, destaco ainda o seguinte: {achievement}'],
  education: 'Quanto à formação, obtive o grau de {degree} ({institution}).',
  degreeIn: '{degree} em {field}',
  skills: ['As minhas competências incluem ainda {skills}.'],
  closing: [
    'Fico ao dispor para uma entrevista, na qual poderei explicar em mais detalhe como posso contribuir para a empresa {company}. Agradeço desde já a atenção dispensada.',
    'Terei todo o gosto em apresentar-me numa entrevista e explicar o que posso trazer à empresa {company}. Agradeço a atenção dispensada à minha candidatura.',
  ],
  closingNoCompany: ['Terei todo o gosto em apresentar-me numa entrevista. Agradeço a atenção dispensada à minha candidatura.'],
};
