/**
 * German cover-letter frames (Sie). The opening starts lowercase: it follows the comma of the salutation.
 * Skills stand after a colon or between dashes, never after a preposition that would decline them
 * ("in Monatsabschlüssen"); a degree is named after a colon, as it may be a Studium or an Ausbildung.
 */
import type { LetterPhrases } from '../letter-phrases.ts';

export const de: LetterPhrases = {
  quotes: ['„', '“'],
  apply: [
    'hiermit bewerbe ich mich um die Stelle als {position} bei {company}.',
    'mit großem Interesse bewerbe ich mich bei {company} um die Position {position}.',
    'gern möchte ich mich als {position} bei {company} einbringen und bewerbe mich hiermit um diese Stelle.',
  ],
  applyNoCompany: ['hiermit bewerbe ich mich um die Stelle als {position}.', 'mit großem Interesse bewerbe ich mich um die Position {position}.'],
  motive: [
    'Ihre Anforderungen – {skills} – entsprechen genau der Erfahrung, die ich mitbringe.',
    'Besonders reizen mich die Schwerpunkte der Stelle, denn in diesen Themen habe ich bereits praktische Erfahrung gesammelt: {skills}.',
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
  education: 'Mein Abschluss: {degree} ({institution}).',
  degreeIn: '{degree} in {field}',
  skills: ['Darüber hinaus bringe ich weitere Kenntnisse mit: {skills}.', 'Weitere Kenntnisse bringe ich in diesen Bereichen mit: {skills}.'],
  closing: [
    'Gern erläutere ich Ihnen in einem persönlichen Gespräch, wie ich {company} mit meiner Erfahrung unterstützen kann. Über eine Einladung freue ich mich.',
    'Für ein persönliches Gespräch stehe ich Ihnen gern zur Verfügung und freue mich darauf, Ihnen zu zeigen, was ich bei {company} beitragen kann.',
  ],
  closingNoCompany: ['Über die Einladung zu einem persönlichen Gespräch freue ich mich sehr.'],
};
