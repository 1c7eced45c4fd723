/**
 * Country names as resumes write them after a city ("Lyon, France", "Kista, Sverige"): English and
 * each of the 14 languages' own spelling of the countries they are spoken in, plus the neighbours
 * and large economies people most often work in. Not a gazetteer of cities: it only tells a
 * "City, Country" tail apart from a "Company, City" one, where nothing else can.
 */
import { letterKey } from './fold-text.ts';

const NAMES = [
  'USA', 'US', 'U.S.', 'U.S.A.', 'United States', 'UK', 'U.K.', 'United Kingdom', 'England', 'Scotland', 'Wales', 'Ireland', 'Éire', 'Canada', 'Australia', 'New Zealand', 'India', 'China', 'Japan', 'Singapore',
  'Germany', 'Deutschland', 'Allemagne', 'Alemania', 'Germania', 'Duitsland', 'Niemcy', 'Alemanha', 'Saksa', 'Tyskland', 'Þýskaland', 'Saksamaa',
  'Austria', 'Österreich', 'Switzerland', 'Schweiz', 'Suisse', 'Svizzera', 'Suiza', 'Zwitserland',
  'France', 'Frankreich', 'Francia', 'Frankrijk', 'Francja', 'França', 'Ranska', 'Frankrike', 'Frakkland', 'Prantsusmaa',
  'Spain', 'Spanien', 'España', 'Espagne', 'Spagna', 'Spanje', 'Hiszpania', 'Espanha', 'Espanja', 'Spánn', 'Hispaania',
  'Italy', 'Italien', 'Italia', 'Italie', 'Italië', 'Włochy', 'Itália', 'Ítalía', 'Itaalia',
  'Netherlands', 'The Netherlands', 'Nederland', 'Niederlande', 'Pays-Bas', 'Países Bajos', 'Paesi Bassi', 'Holandia', 'Países Baixos', 'Alankomaat', 'Nederländerna', 'Holland', 'Belgium', 'België', 'Belgique', 'Belgien', 'Luxembourg', 'Luxemburg',
  'Poland', 'Polska', 'Polen', 'Pologne', 'Polonia', 'Polónia', 'Puola', 'Pólland', 'Poola',
  'Portugal', 'Portogallo', 'Portugalia', 'Portugali', 'Brazil', 'Brasil', 'Brasilien', 'Brésil', 'Brasile', 'Mexico', 'México', 'Argentina', 'Chile', 'Colombia',
  'Finland', 'Suomi', 'Finnland', 'Finlande', 'Finlandia', 'Finlândia', 'Soome',
  'Sweden', 'Sverige', 'Schweden', 'Suède', 'Suecia', 'Svezia', 'Zweden', 'Szwecja', 'Suécia', 'Ruotsi', 'Svíþjóð', 'Rootsi',
  'Norway', 'Norge', 'Noreg', 'Norwegen', 'Norvège', 'Noruega', 'Norvegia', 'Noorwegen', 'Norwegia', 'Norja', 'Noregur', 'Norra',
  'Denmark', 'Danmark', 'Dänemark', 'Danemark', 'Dinamarca', 'Danimarca', 'Denemarken', 'Dania', 'Tanska', 'Danmörk', 'Taani',
  'Iceland', 'Ísland', 'Island', 'Islande', 'Islandia', 'Islanda', 'IJsland', 'Islândia', 'Islanti', 'Estonia', 'Eesti', 'Estland', 'Estonie', 'Estónia', 'Viro', 'Eistland',
];

const KEYS = new Set(NAMES.map(letterKey));

/** The text is a country's name ("France", "Sverige", "USA"). */
export function isCountryName(text: string): boolean {
  return KEYS.has(letterKey(text.trim()));
}
