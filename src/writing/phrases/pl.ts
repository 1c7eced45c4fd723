/**
 * Polish cover-letter frames (Państwo). The first person stays in the present tense or in noun phrases:
 * the past tense and the conditional show the writer's gender (pracowałem/pracowałam), which is unknown.
 * Company names follow "w firmie", and skills a colon or a dash, so they stay in the nominative.
 */
import type { LetterPhrases } from '../letter-phrases.ts';

export const pl: LetterPhrases = {
  quotes: ['„', '”'],
  apply: [
    'Niniejszym zgłaszam swoją kandydaturę na stanowisko {position} w firmie {company}.',
    'Z dużym zainteresowaniem przesyłam swoją aplikację na stanowisko {position} w firmie {company}.',
    'Pragnę zgłosić swoją kandydaturę na stanowisko {position} w firmie {company}.',
  ],
  applyNoCompany: ['Niniejszym zgłaszam swoją kandydaturę na stanowisko {position}.'],
  motive: ['Wymagania stanowiska – {skills} – pokrywają się z moim praktycznym doświadczeniem.', 'Szczególnie interesują mnie kluczowe obszary tego stanowiska, które znam z praktyki: {skills}.'],
  profile: ['Jako {title} chcę wnieść swoje doświadczenie do Państwa zespołu.'],
  since: 'od {year} r.',
  between: 'w latach {from}–{to}',
  inYear: 'w {year} r.',
  roleCurrent: ['{period} pracuję na stanowisku {title} w firmie {company}.', 'W firmie {company} pracuję {period} na stanowisku {title}.'],
  rolePast: ['Moje doświadczenie obejmuje pracę na stanowisku {title} w firmie {company} {period}.', 'Istotne jest tu moje doświadczenie na stanowisku {title} w firmie {company} {period}.'],
  roleCurrentUndated: 'Obecnie pracuję na stanowisku {title} w firmie {company}.',
  rolePastUndated: 'Moje doświadczenie obejmuje pracę na stanowisku {title} w firmie {company}.',
  achievement: [
    'Jeden z rezultatów tej pracy, szczególnie istotny dla Państwa stanowiska: {achievement}',
    'Konkretny przykład z tego okresu: {achievement}',
    'Szczególnie chcę podkreślić: {achievement}',
  ],
  achievementMore: ['Kolejny przykład: {achievement}', 'Ponadto: {achievement}'],
  sameEmployer: ['Z mojej pracy w firmie {company} warto wymienić także: {achievement}'],
  education: 'Moje wykształcenie: {degree} ({institution}).',
  degreeIn: '{degree}, {field}',
  skills: ['Do moich kompetencji należą również: {skills}.'],
  closing: [
    'Chętnie przedstawię szczegóły podczas rozmowy kwalifikacyjnej i opowiem, co mogę wnieść do firmy {company}. Dziękuję za poświęcony czas.',
    'Pozostaję do dyspozycji w sprawie rozmowy kwalifikacyjnej, podczas której chętnie opowiem o tym, jak mogę wesprzeć firmę {company}.',
  ],
  closingNoCompany: ['Dziękuję za poświęcony czas i pozostaję do dyspozycji w sprawie rozmowy kwalifikacyjnej.'],
};
