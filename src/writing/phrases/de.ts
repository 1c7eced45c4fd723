/** German cover-letter frames (Sie). The opening starts lowercase: it follows the comma of the salutation. */
import type { LetterPhrases } from '../letter-phrases.ts';

export const de: LetterPhrases = {
  quotes: ['„', '“'],
  and: 'und',
  apply: [
    'hiermit bewerbe ich mich um die Stelle als {position} bei {company}.',
    'mit großem Interesse bewerbe ich mich bei {company} um die Position {position}.',
    'gern möchte ich mich als {position} bei {company} einbringen und bewerbe mich hiermit um diese Stelle.',
  ],
  applyNoCompany: ['hiermit bewerbe ich mich um die Stelle als {position}.', 'mit großem Interesse bewerbe ich mich um die Position {position}.'],
  motive: [
    'Sie suchen Erfahrung mit {skills} – genau diese Erfahrung bringe ich mit.',
    'Besonders reizt mich der Schwerpunkt der Stelle auf {skills}, denn in diesen Themen habe ich bereits praktische Erfahrung gesammelt.',
  ],
  profile: ['Als {title} möchte ich meine Erfahrung gern in Ihr Team einbringen.'],
  since: 'seit {year}',
  between: 'von {from} bis {to}',
  inYear: 'im Jahr {year}',
  roleCurrent: ['{period} arbeite ich als {title} bei {company}.', 'Bei {company} bin ich {period} als {title} tätig.'],
  rolePast: ['{period} war ich als {title} bei {company} tätig.', 'Bei {company} arbeitete ich {period} als {title}.'],
  roleCurrentUndated: 'Derzeit arbeite ich als {title} bei {company}.',
  rolePastUndated: 'Bei {company} war ich als {title} tätig.',
  achievement: [
    'Ein Ergebnis aus dieser Zeit, das für Ihre Stelle besonders relevant ist: {achievement}',
    'Ein konkretes Beispiel aus meiner Arbeit dort: {achievement}',
    'Hervorheben möchte ich vor allem Folgendes: {achievement}',
  ],
  achievementMore: ['Ein weiteres Beispiel: {achievement}', 'Ebenso gehört dazu: {achievement}'],
  sameEmployer: ['Aus meiner Arbeit bei {company} möchte ich außerdem nennen: {achievement}', 'Aus meiner Tätigkeit bei {company} nenne ich außerdem gern: {achievement}'],
  education: 'Mein Studium habe ich mit dem Abschluss {degree} ({institution}) beendet.',
  degreeIn: '{degree} in {field}',
  skills: ['Darüber hinaus bringe ich Kenntnisse in {skills} mit.', 'Zu meinen weiteren Kenntnissen zählen {skills}.'],
  closing: [
    'Gern erläutere ich Ihnen in einem persönlichen Gespräch, wie ich {company} mit meiner Erfahrung unterstützen kann. Über eine Einladung freue ich mich.',
    'Für ein persönliches Gespräch stehe ich Ihnen gern zur Verfügung und freue mich darauf, Ihnen zu zeigen, was ich bei {company} beitragen kann.',
  ],
  closingNoCompany: ['Über die Einladung zu einem persönlichen Gespräch freue ich mich sehr.'],
};
