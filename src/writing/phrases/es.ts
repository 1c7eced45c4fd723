/** Spanish cover-letter frames (usted); no adjective agrees with the applicant, whose gender is unknown. */
import type { LetterPhrases } from '../letter-phrases.ts';

export const es: LetterPhrases = {
  quotes: ['«', '»'],
  apply: [
    'Por medio de la presente, deseo presentar mi candidatura al puesto de {position} en {company}.',
    'Con gran interés presento mi candidatura al puesto de {position} en {company}.',
    'Me dirijo a ustedes para optar al puesto de {position} en {company}.',
  ],
  applyNoCompany: ['Por medio de la presente, deseo presentar mi candidatura al puesto de {position}.'],
  motive: [
    'El puesto requiere experiencia en {skills}, un terreno en el que he trabajado de forma práctica.',
    'Me atraen especialmente los ámbitos que el puesto prioriza – {skills} –, en los que cuento con experiencia práctica.',
  ],
  profile: ['Como {title}, me gustaría aportar mi experiencia a su equipo.'],
  since: 'desde {year}',
  between: 'de {from} a {to}',
  inYear: 'en {year}',
  roleCurrent: ['{period} trabajo como {title} en {company}.', 'En {company} ocupo {period} el puesto de {title}.'],
  rolePast: ['{period} trabajé como {title} en {company}.', 'En {company} ocupé el puesto de {title} {period}.'],
  roleCurrentUndated: 'Actualmente trabajo como {title} en {company}.',
  rolePastUndated: 'Trabajé como {title} en {company}.',
  achievement: [
    'Un resultado de esa etapa especialmente relevante para el puesto: {achievement}',
    'Un ejemplo concreto de mi trabajo allí: {achievement}',
    'Me gustaría destacar en particular lo siguiente: {achievement}',
  ],
  achievementMore: ['Otro ejemplo: {achievement}', 'Además: {achievement}'],
  sameEmployer: ['De mi trabajo en {company} destacaría también lo siguiente: {achievement}'],
  education: 'En cuanto a mi formación, he obtenido el título de {degree} ({institution}).',
  degreeIn: '{degree} en {field}',
  skills: ['Entre mis competencias figuran también {skills}.', 'Además, aporto conocimientos de {skills}.'],
  closing: [
    'Quedo a su disposición para una entrevista en la que pueda explicarle con más detalle cómo podría contribuir a {company}. Gracias por su atención.',
    'Me gustaría tener la oportunidad de conversar en una entrevista sobre lo que puedo aportar a {company}. Agradezco de antemano su atención.',
  ],
  closingNoCompany: ['Quedo a su disposición para una entrevista. Agradezco de antemano su atención.'],
};
