/** Estonian cover-letter frames; names stay in the nominative after "ettevõttes", "ametikohal". */
import type { LetterPhrases } from '../letter-phrases.ts';

export const et: LetterPhrases = {
  quotes: ['„', '“'],
  apply: [
    'Kandideerin ametikohale {position} ettevõttes {company}.',
    'Soovin kandideerida ametikohale {position} ettevõttes {company}.',
    'Suure huviga esitan oma kandidatuuri ametikohale {position} ettevõttes {company}.',
  ],
  applyNoCompany: ['Kandideerin ametikohale {position}.'],
  motive: [
    'Ametikoht eeldab kogemust järgmistes valdkondades: {skills}. Neis on mul praktiline kogemus.',
    'Mind köidab eriti ametikoha rõhuasetus – {skills} –, sest olen nende teemadega praktikas töötanud.',
  ],
  profile: ['Minu ametinimetus on {title} ja soovin oma kogemusega teie meeskonda panustada.'],
  since: 'alates {year}. aastast',
  between: 'aastatel {from}–{to}',
  inYear: '{year}. aastal',
  roleCurrent: ['{period} töötan ettevõttes {company} ametikohal {title}.', 'Ettevõttes {company} töötan {period} ametikohal {title}.'],
  rolePast: ['{period} töötasin ettevõttes {company} ametikohal {title}.', 'Ettevõttes {company} töötasin ametikohal {title} {period}.'],
  roleCurrentUndated: 'Praegu töötan ettevõttes {company} ametikohal {title}.',
  rolePastUndated: 'Olen töötanud ettevõttes {company} ametikohal {title}.',
  achievement: ['Üks tulemus, mis on ametikoha jaoks eriti oluline: {achievement}', 'Konkreetne näide minu tööst seal: {achievement}', 'Tahan eriti esile tõsta järgmist: {achievement}'],
  achievementMore: ['Teine näide: {achievement}', 'Lisaks: {achievement}'],
  sameEmployer: ['Oma tööst ettevõttes {company} nimetan veel järgmist: {achievement}'],
  education: 'Minu haridus: {degree} ({institution}).',
  degreeIn: '{degree}, {field}',
  skills: ['Minu oskuste hulka kuuluvad veel: {skills}.'],
  closing: [
    'Räägin hea meelega lähemalt töövestlusel, kuidas saaksin ettevõttele {company} kasulik olla. Ootan teie vastust.',
    'Olen valmis tulema töövestlusele, et rääkida täpsemalt oma panusest ettevõttes {company}.',
  ],
  closingNoCompany: ['Räägin hea meelega lähemalt töövestlusel ja ootan teie vastust.'],
};
