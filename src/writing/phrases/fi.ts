/**
 * Finnish cover-letter frames. Names stay in the nominative after a case-marked head noun
 * ("yrityksessä X", "tehtävässä Y"): inflecting an unknown name ("X:ssä") cannot be done reliably.
 */
import type { LetterPhrases } from '../letter-phrases.ts';

export const fi: LetterPhrases = {
  quotes: ['”', '”'],
  apply: [
    'Haen tehtävää {position} yrityksessä {company}.',
    'Olen erittäin kiinnostunut tehtävästä {position} yrityksessä {company}, ja haen sitä tällä hakemuksella.',
    'Haluan hakea tehtävää {position} yrityksessä {company}.',
  ],
  applyNoCompany: ['Haen tehtävää {position}.'],
  motive: [
    'Tehtävässä edellytetään osaamista seuraavilta alueilta: {skills}. Niistä minulla on käytännön kokemusta.',
    'Minua kiinnostaa erityisesti tehtävän painotus – {skills} – sillä olen työskennellyt näiden parissa käytännössä.',
  ],
  profile: ['Ammattinimikkeeni on {title}, ja haluan tuoda kokemukseni tiimiinne.'],
  since: 'vuodesta {year} lähtien',
  between: 'vuosina {from}–{to}',
  inYear: 'vuonna {year}',
  roleCurrent: ['{period} olen työskennellyt yrityksessä {company} tehtävässä {title}.', 'Nykyinen tehtäväni yrityksessä {company} on {title}, ja olen toiminut siinä {period}.'],
  rolePast: ['{period} työskentelin yrityksessä {company} tehtävässä {title}.', 'Yrityksessä {company} toimin tehtävässä {title} {period}.'],
  roleCurrentUndated: 'Työskentelen tällä hetkellä yrityksessä {company} tehtävässä {title}.',
  rolePastUndated: 'Olen työskennellyt yrityksessä {company} tehtävässä {title}.',
  achievement: ['Tehtävän kannalta erityisen olennainen tulos: {achievement}', 'Konkreettinen esimerkki työstäni siellä: {achievement}', 'Haluan nostaa esiin erityisesti tämän: {achievement}'],
  achievementMore: ['Toinen esimerkki: {achievement}', 'Lisäksi: {achievement}'],
  sameEmployer: ['Työstäni yrityksessä {company} mainitsen lisäksi: {achievement}'],
  education: 'Olen suorittanut tutkinnon {degree} ({institution}).',
  degreeIn: '{degree}, {field}',
  degreeAsNoun: true,
  skills: ['Osaamiseeni kuuluvat lisäksi: {skills}.'],
  closing: [
    'Olen mielelläni käytettävissä haastatteluun, jossa voin kertoa tarkemmin, miten voisin vahvistaa yritystä {company}.',
    'Kerron mielelläni lisää haastattelussa ja odotan yhteydenottoanne yrityksestä {company}.',
  ],
  closingNoCompany: ['Kerron mielelläni lisää haastattelussa ja odotan yhteydenottoanne.'],
};
