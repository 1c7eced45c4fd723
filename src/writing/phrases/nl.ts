/** Dutch cover-letter frames (u). */
import type { LetterPhrases } from '../letter-phrases.ts';

export const nl: LetterPhrases = {
  quotes: ['“', '”'],
  apply: [
    'Hierbij solliciteer ik naar de functie van {position} bij {company}.',
    'Met veel interesse solliciteer ik naar de functie van {position} bij {company}.',
    'Graag solliciteer ik naar de functie van {position} bij {company}.',
  ],
  applyNoCompany: ['Hierbij solliciteer ik naar de functie van {position}.'],
  motive: [
    'De functie vraagt om ervaring met {skills}, en juist daarin ligt mijn praktijkervaring.',
    'Wat mij in deze functie aanspreekt, is de nadruk op {skills}: onderwerpen waarmee ik in de praktijk heb gewerkt.',
  ],
  profile: ['Als {title} zet ik mijn ervaring graag in voor uw team.'],
  since: 'sinds {year}',
  between: 'van {from} tot {to}',
  inYear: 'in {year}',
  roleCurrent: ['{period} werk ik als {title} bij {company}.', 'Bij {company} ben ik {period} werkzaam als {title}.'],
  rolePast: ['{period} werkte ik als {title} bij {company}.', 'Bij {company} was ik {period} werkzaam als {title}.'],
  roleCurrentUndated: 'Momenteel werk ik als {title} bij {company}.',
  rolePastUndated: 'Ik werkte als {title} bij {company}.',
  achievement: [
    'Een resultaat uit die functie dat voor deze vacature bijzonder relevant is: {achievement}',
    'Een concreet voorbeeld van mijn werk daar: {achievement}',
    'Wat ik in het bijzonder wil noemen: {achievement}',
  ],
  achievementMore: ['Een ander voorbeeld: {achievement}', 'Daarnaast: {achievement}'],
  sameEmployer: ['Uit mijn werk bij {company} noem ik daarnaast graag: {achievement}'],
  education: 'Mijn opleiding heb ik afgerond met de graad {degree} ({institution}).',
  degreeIn: '{degree}, {field}',
  skills: ['Verder beschik ik over kennis van {skills}.'],
  closing: [
    'Graag licht ik in een persoonlijk gesprek toe wat ik voor {company} kan betekenen. Ik zie uw reactie met belangstelling tegemoet.',
    'Ik ben graag bereid in een gesprek toe te lichten wat ik voor {company} kan doen, en kijk uit naar uw reactie.',
  ],
  closingNoCompany: ['Graag licht ik mijn motivatie toe in een persoonlijk gesprek. Ik zie uw reactie met belangstelling tegemoet.'],
};
