/** Italian cover-letter frames (Lei); no adjective agrees with the applicant, whose gender is unknown. */
import type { LetterPhrases } from '../letter-phrases.ts';

export const it: LetterPhrases = {
  quotes: ['«', '»'],
  apply: [
    'Con la presente desidero candidarmi per la posizione di {position} presso {company}.',
    'Le scrivo per presentare la mia candidatura per la posizione di {position} presso {company}.',
    'È con vivo interesse che presento la mia candidatura per la posizione di {position} presso {company}.',
  ],
  applyNoCompany: ['Con la presente desidero candidarmi per la posizione di {position}.'],
  motive: [
    'La posizione richiede esperienza in {skills}, ambiti in cui ho lavorato concretamente.',
    'Mi interessano in particolare gli ambiti su cui il ruolo si concentra – {skills} –, temi su cui ho già lavorato in prima persona.',
  ],
  profile: ['In qualità di {title}, desidero mettere la mia esperienza al servizio del Vostro team.'],
  since: 'dal {year}',
  between: 'dal {from} al {to}',
  inYear: 'nel {year}',
  roleCurrent: ['{period} lavoro come {title} presso {company}.', 'Presso {company} ricopro {period} il ruolo di {title}.'],
  rolePast: ['{period} ho lavorato come {title} presso {company}.', 'Presso {company} ho ricoperto il ruolo di {title} {period}.'],
  roleCurrentUndated: 'Attualmente lavoro come {title} presso {company}.',
  rolePastUndated: 'Ho lavorato come {title} presso {company}.',
  achievement: [
    'Un risultato di questa esperienza particolarmente rilevante per la posizione: {achievement}',
    'Un esempio concreto del mio lavoro: {achievement}',
    'Vorrei mettere in evidenza in particolare questo: {achievement}',
  ],
  achievementMore: ['Un altro esempio: {achievement}', 'Inoltre: {achievement}'],
  sameEmployer: ['Del mio lavoro presso {company} vorrei citare anche questo: {achievement}'],
  education: 'Per quanto riguarda la formazione, ho conseguito il titolo di {degree} ({institution}).',
  degreeIn: '{degree} in {field}',
  skills: ['Tra le mie competenze figurano inoltre {skills}.'],
  closing: [
    'Resto a disposizione per un colloquio, nel quale potrò illustrarLe come potrei contribuire al lavoro di {company}. La ringrazio per l’attenzione.',
    'Sarà un piacere approfondire in un colloquio ciò che posso offrire a {company}. La ringrazio per l’attenzione.',
  ],
  closingNoCompany: ['Resto a disposizione per un colloquio conoscitivo e La ringrazio per l’attenzione.'],
};
