/**
 * Dates as resumes write them ("Mar 2021", "März 2021", "03/2021", "2021-03", "3.2021", "2021",
 * "Present") found in text and read as the stored form (YYYY or YYYY-MM). Used to decide whether a
 * date a model gave is in the source, and to restore the one the source has when it is not.
 */

const MONTHS: Record<string, number> = {};
const MONTH_NAMES = [
  // English, German, French, Spanish, Italian, Dutch, Portuguese: full names and common abbreviations.
  ['january', 'jan', 'januar', 'jänner', 'janvier', 'janv', 'enero', 'ene', 'gennaio', 'gen', 'januari', 'janeiro'],
  ['february', 'feb', 'februar', 'février', 'fevrier', 'févr', 'fevr', 'febrero', 'febbraio', 'februari', 'fevereiro', 'fev'],
  ['march', 'mar', 'märz', 'maerz', 'mars', 'marzo', 'maart', 'março', 'marco', 'mrz'],
  ['april', 'apr', 'avril', 'avr', 'abril', 'abr', 'aprile'],
  ['may', 'mai', 'mayo', 'maggio', 'mei', 'maio', 'mag'],
  ['june', 'jun', 'juni', 'juin', 'junio', 'giugno', 'junho'],
  ['july', 'jul', 'juli', 'juillet', 'juil', 'julio', 'luglio', 'lug', 'julho'],
  ['august', 'aug', 'août', 'aout', 'agosto', 'ago', 'augustus'],
  ['september', 'sep', 'sept', 'septembre', 'septiembre', 'settembre', 'set', 'setembro'],
  ['october', 'oct', 'oktober', 'okt', 'octobre', 'octubre', 'ottobre', 'ott', 'outubro', 'out'],
  ['november', 'nov', 'novembre', 'noviembre', 'novembro'],
  ['december', 'dec', 'dezember', 'dez', 'décembre', 'decembre', 'déc', 'diciembre', 'dic', 'dicembre', 'dezembro'],
];
MONTH_NAMES.forEach((names, index) => names.forEach((name) => (MONTHS[name] = index + 1)));

const monthAlternation = Object.keys(MONTHS).sort((a, b) => b.length - a.length).join('|');
const YEAR = '((?:19|20)\\d{2})';
/** Month name then year, numeric month/year either way round, or a bare year; day parts are skipped. */
const DATE = new RegExp(
  [
    `(?<![\\p{L}])(${monthAlternation})\\.?\\s*(?:\\d{1,2}(?:st|nd|rd|th)?,?\\s*)?'?${YEAR}`,
    `(?<![\\d.\\/-])(?:\\d{1,2}[./-])?(\\d{1,2})[./-]${YEAR}(?![\\d])`,
    `(?<![\\d])${YEAR}[./-](\\d{1,2})(?:[./-]\\d{1,2})?(?![\\d])`,
    `(?<![\\d])${YEAR}(?![\\d])`,
  ].join('|'),
  'giu',
);
const ONGOING = /\b(present|current|now|today|heute|aktuell|dato|jetzt|présent|actuel|actualidad|presente|oggi|heden)\b/iu;

/** One date found in text, in the stored form, with where it starts. */
export interface FoundDate {
  value: string;
  index: number;
}

function pad(month: number): string {
  return String(month).padStart(2, '0');
}

/** Every date in `text`, in order. */
export function findDates(text: string): FoundDate[] {
  const found: FoundDate[] = [];
  for (const match of text.normalize('NFC').matchAll(DATE)) {
    const [, monthName, year1, month2, year2, year3, month3, year4] = match;
    let value: string | undefined;
    if (monthName && year1) value = `${year1}-${pad(MONTHS[monthName.toLowerCase()]!)}`;
    else if (month2 && year2) value = Number(month2) >= 1 && Number(month2) <= 12 ? `${year2}-${pad(Number(month2))}` : year2;
    else if (year3 && month3) value = Number(month3) >= 1 && Number(month3) <= 12 ? `${year3}-${pad(Number(month3))}` : year3;
    else if (year4) value = year4;
    if (value) found.push({ value, index: match.index });
  }
  return found;
}

/** True when the text says the period is ongoing ("– Present", "bis heute"). */
export function mentionsOngoing(text: string): boolean {
  return ONGOING.test(text);
}

/**
 * The stored form of a date a model wrote: YYYY[-MM[-DD]] as is, anything else read like source
 * text ("March 2021" -> "2021-03"); undefined when it holds no date.
 */
export function normaliseDate(value: string): string | undefined {
  const text = value.trim();
  if (/^(19|20)\d{2}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/.test(text)) return text;
  return findDates(text)[0]?.value;
}
