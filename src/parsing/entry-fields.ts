/**
 * Raw entries -> the stored resume's entry shapes: which heading piece is the job title and which
 * the company (or degree and institution), where the place is, what is description and what
 * bullets. Order varies ("Title — Company", "Company, City" under the title, "Title at Company",
 * "Title | Company | dates"), so pieces are scored by the words organisations and roles use.
 */
import type { Sections } from '../domain/resume.ts';
import type { RawEntry } from './group-entries.ts';
import { classifyContact, isLocation } from './contact-pieces.ts';
import { isCountryName } from './country-names.ts';
import { inlineBullets } from './inline-bullets.ts';
import { degreeAndField } from './degree-field.ts';
import { namesOrganisation, namesRole } from './occupation-words.ts';
import { findDateRange } from './parse-dates.ts';

type Experience = NonNullable<Sections['experience']>[number];
type Education = NonNullable<Sections['education']>[number];
type Project = NonNullable<Sections['projects']>[number];

const INSTITUTION =
  /(?:\biut\b|akademia|høgskul|hogeschool|universi|hochschule|college|school|schule|skole[nr]?(?!\p{L})|skolan?(?!\p{L})|szkoł|scuola|liceum|institut|academy|akademie|école|escuela|escola|politecnico|politechnika|polytechni|yliopisto|korkeakoulu|háskól|högskola|høgskole|ülikool|kolledž|gymnasium|lyceum|liceo|lycée|istituto|instituto|conservator|faculty|fakultät|facultad|opisto|lukio)/iu;
const DEGREE =
  /(?:\b(?:b\.?\s?sc|m\.?\s?sc|b\.?\s?a|m\.?\s?a|b\.?\s?eng|m\.?\s?eng|ph\.?\s?d|mba|dr)\b\.?|bachelor|master|máster|mestrado|licenciatur|grado|laurea|diplom|magister|magistr|inżynier|licencjat|kandidat|maisteri|cand\.|doctor|doktor|dottor|abitur|matura|diploma|degree|associate|certificate|bakalaureus|magistrikraad|sveinspróf|stúdentspróf|meistara|tutkinto|bsc|msc|ba\b|ma\b|lic\.)/iu;

/** How much a piece looks like an organisation (positive) or a role (negative). */
function organisationScore(text: string): number {
  let score = 0;
  if (namesOrganisation(text) || INSTITUTION.test(text)) score += 2;
  if (namesRole(text)) score -= 2;
  if (/,\s*[\p{Lu}][\p{L}. -]{1,30}$/u.test(text)) score += 1;
  return score;
}

/**
 * A region code after the city ("Chicago, IL", "Toronto, ON", "Leeds, UK"): capitals only, so a
 * legal form in capitals ("AG", "AB") is told apart by the words list instead.
 */
const REGION_TAIL = /^(.+),\s*([\p{Lu}][\p{L}.' -]{1,30},\s*\p{Lu}{2,3})$/u;

/** "Company, City" (or "Company, City, ST") -> company and place, when the tail looks like a place and not a legal form. */
export function splitPlace(text: string): { name: string; location: string } {
  const region = REGION_TAIL.exec(text);
  if (region && !namesOrganisation(region[2]!) && !/,/.test(region[1]!.slice(-1)) && region[2]!.split(/\s+/).length <= 5) {
    return { name: region[1]!.trim(), location: region[2]!.trim() };
  }
  // "Ouest-France (Saint-Malo)": a place in brackets after the name (French and Spanish CVs); an
  // acronym in brackets ("(BMW)"), a role or an organisation word ("(Klinikum)") stays with the name.
  const bracket = /^(.+?)\s*\(([^()]+)\)$/u.exec(text);
  if (bracket && isPlaceLine(bracket[2]!) && !/^\p{Lu}{2,}$/u.test(bracket[2]!)) return { name: bracket[1]!.trim(), location: bracket[2]!.trim() };
  // Only the last comma: "Vinhos do Douro, Lda., Lisboa" keeps its legal form in the name.
  const match = /^(.+),\s*([^,]+)$/u.exec(text);
  if (match && !namesOrganisation(match[2]!) && isLocation(match[2]!, false) && match[2]!.split(/\s+/).length <= 4) {
    return { name: match[1]!.trim(), location: match[2]!.trim() };
  }
  return { name: text, location: '' };
}

/** Splits "Title at Company", "Title @ Company", "Title — Company" and "Title, Company" into two, when the words say which is which. */
function splitPair(text: string): [string, string] | undefined {
  const at = /^(.+?)\s+(?:at|@|bei|chez|en|presso|bij|w|na|hjá|sekä|på|hos|i)\s+(\p{Lu}.+)$/u.exec(text);
  if (at && organisationScore(at[2]!) >= organisationScore(at[1]!)) return [at[1]!, at[2]!];
  // Either order: "Title — Company" (LinkedIn) or "Company, City — Title" (Google Docs templates).
  const dash = text.split(/\s+[—–-]\s+/);
  if (dash.length === 2 && organisationScore(dash[0]!) !== organisationScore(dash[1]!)) return organisationScore(dash[0]!) > organisationScore(dash[1]!) ? [dash[1]!, dash[0]!] : [dash[0]!, dash[1]!];
  // "Developer, Solita Oy": only when the part after the comma reads as the organisation.
  const comma = CAPITAL_COMMA.exec(text);
  if (comma && organisationScore(comma[2]!) >= 2 && organisationScore(comma[2]!) > organisationScore(comma[1]!)) return [comma[1]!, comma[2]!];
  return commaByRole(text);
}

/**
 * The first comma followed by a capital or digit: names start so, while a comma before a small
 * letter continues the title ("Pääarkkitehti, digitaaliset palvelut, Oulun Ohjelmistotalo Oy").
 */
const CAPITAL_COMMA = /^(.+?),\s+([\p{Lu}\d].*)$/u;

/**
 * "Title, Company" above a place line, when no word says which is which: the title comes first in
 * one-line headings by convention (Word templates, LinkedIn exports). "Company, City" above the
 * title is as common, so this holds only when the line below is shorter than the comma's tail: a
 * place is short, often one word ("Gemeente Utrecht" over "Utrecht"); "Fynbus, København" over
 * "Kommunikationsmedarbejder" stays undecided. The part before the comma must not read as an
 * organisation either.
 */
export function titleCommaCompany(text: string, below: string): [string, string] | undefined {
  const comma = CAPITAL_COMMA.exec(text);
  if (!comma || organisationScore(comma[1]!) > 0) return undefined;
  const words = (value: string) => value.trim().split(/\s+/).length;
  return words(below) < words(comma[2]!) ? [comma[1]!, comma[2]!] : undefined;
}

/**
 * "Senior Engineer, Harbourline Logistics" (or "Harbourline Logistics, Senior Engineer"): most
 * company names carry no legal form or trade word, so a comma pair is split when exactly one side
 * names a role. The other side must not be a "City, Country" place.
 */
export function commaByRole(text: string): [string, string] | undefined {
  const comma = CAPITAL_COMMA.exec(text);
  if (!comma) return undefined;
  const [, before, after] = comma as unknown as [string, string, string];
  const beforeRole = namesRole(before);
  const afterRole = namesRole(after);
  if (beforeRole === afterRole) return undefined;
  const [role, organisation] = beforeRole ? [before, after] : [after, before];
  // "Title, Company, City" (moderncv's \cventry, Europass) keeps "Company, City" for splitPlace;
  // a role followed by "City, Country" has no company to take, and only the country tells them apart.
  const companyThenPlace = beforeRole && organisation.split(/,\s*/).length === 2 && !isCountryName(organisation.split(/,\s*/)[1]!);
  if (isLocation(organisation, true) && !namesOrganisation(organisation) && !companyThenPlace) return undefined;
  return [role, organisation];
}

/**
 * A heading line that is only a place ("Edinburgh", "Lyon, France"): short, capitalised, and read as
 * neither an organisation nor a role. Used only under a line that already split into role and
 * organisation, where a company name would be a third piece no resume has.
 */
export function isPlaceLine(text: string): boolean {
  return text.split(/\s+/).length <= 4 && isLocation(text, false) && !namesOrganisation(text) && !INSTITUTION.test(text) && !namesRole(text);
}

/**
 * Two heading lines, the first a name and a place right of it, the second one more name with the
 * dates right of it (cut out already): the place says which line it belongs to, so neither line is
 * a "Title | Company" pair. The second line must carry the dates and no "City, Region" of its own.
 */
function placeOverDates(first: readonly string[], second: readonly string[], entry: RawEntry): boolean {
  // Any capitalised words pass isPlaceLine, so the second line is refused only for a "City, Region" place.
  if (first.length !== 2 || second.length !== 1 || !isPlaceLine(first[1]!) || isLocation(second[0]!, true)) return false;
  const datesLine = entry.headLines[1];
  return datesLine !== undefined && entry.dates !== undefined && findDateRange(datesLine.text)?.startDate === entry.dates.startDate;
}

/**
 * A heading line's last piece when it is only a place ("The Ohio State University ‖ Columbus, OH"):
 * the line without it, and the place. Undefined for a one-piece line or a non-place tail.
 */
export function trailingPlace(pieces: readonly string[]): { rest: string[]; place: string } | undefined {
  if (pieces.length < 2 || !isPlaceLine(pieces.at(-1)!) || DEGREE.test(pieces.at(-1)!)) return undefined;
  return { rest: pieces.slice(0, -1), place: pieces.at(-1)! };
}

/** The heading pieces in reading order, split at separators a single line uses. */
function headPieces(entry: RawEntry): string[][] {
  return entry.heads.map((pieces) =>
    pieces
      .flatMap((piece) => piece.split(/\s+[|·•]\s+/))
      .map((piece) => piece.trim())
      .filter(Boolean),
  );
}

function datesOf(entry: RawEntry): { startDate?: string; endDate?: string; current?: boolean } {
  if (!entry.dates) return {};
  return { startDate: entry.dates.startDate, ...(entry.dates.endDate && { endDate: entry.dates.endDate }), ...(entry.dates.current && { current: true }) };
}

/** Role and organisation (and place) from an entry's heading lines. */
function roleAndOrganisation(entry: RawEntry): { role: string; organisation: string; location: string; url: string } {
  const lines = headPieces(entry);
  let url = '';
  const texts: string[] = [];
  for (const pieces of lines) {
    const kept = pieces.filter((piece) => {
      if (classifyContact(piece).kind === 'url') {
        url ||= piece;
        return false;
      }
      return true;
    });
    if (kept.length > 0) texts.push(kept.join(' | '));
  }
  let role = '';
  let organisation = '';
  let location = '';
  const first = texts[0] ?? '';
  const firstPieces = first.split(' | ');
  // "Title, Company" on the heading line and the place on the line below (Word resumes).
  const pairAbovePlace = texts.length === 2 && firstPieces.length === 1 && isPlaceLine(texts[1]!) ? (splitPair(first) ?? titleCommaCompany(first, texts[1]!)) : undefined;
  if (pairAbovePlace) {
    [role, organisation] = pairAbovePlace;
    location = texts[1]!;
  } else if (texts.length >= 2 && placeOverDates(firstPieces, texts[1]!.split(' | '), entry)) {
    // "Company ‖ City" over "Title ‖ dates" (Jake's resume, Awesome-CV), or the other way round: the
    // words decide, and when they say nothing the place goes with the employer, as in "Company, City".
    const other = texts[1]!.split(' | ')[0]!;
    const placeLineIsOrganisation = organisationScore(firstPieces[0]!) >= organisationScore(other);
    [role, organisation] = placeLineIsOrganisation ? [other, firstPieces[0]!] : [firstPieces[0]!, other];
    location = firstPieces[1]!;
  } else if (firstPieces.length >= 2) {
    // "Title | Company | City" on one line.
    [role, organisation] = organisationScore(firstPieces[0]!) > organisationScore(firstPieces[1]!) ? [firstPieces[1]!, firstPieces[0]!] : [firstPieces[0]!, firstPieces[1]!];
    location = firstPieces.slice(2).find((piece) => isLocation(piece, false)) ?? '';
  } else if (texts.length >= 2) {
    const second = texts[1]!.split(' | ');
    const secondText = second[0]!;
    const firstIsOrganisation =
      organisationScore(first) > organisationScore(secondText) ||
      (organisationScore(first) === organisationScore(secondText) && entry.headLines[0]?.bold === true && /,/.test(first) && !/,/.test(secondText));
    [role, organisation] = firstIsOrganisation ? [secondText, first] : [first, secondText];
    location = second.slice(1).find((piece) => isLocation(piece, false)) ?? '';
  } else {
    const pair = splitPair(first);
    [role, organisation] = pair ?? [first, ''];
  }
  if (!location) {
    const place = splitPlace(organisation);
    organisation = place.name;
    location = place.location;
  }
  return { role, organisation, location, url };
}

/** An experience entry (also used for volunteering). */
export function experienceOf(entry: RawEntry): Experience {
  const { role, organisation, location, url } = roleAndOrganisation(entry);
  // A paragraph of achievements joined by bullet glyphs is highlights, not a description.
  const description: string[] = [];
  const joined: string[] = [];
  for (const paragraph of entry.description) {
    const pieces = inlineBullets(paragraph);
    if (pieces) joined.push(...pieces);
    else description.push(paragraph);
  }
  return compact({ title: role, company: organisation, location, url, ...datesOf(entry), description: description.join('\n'), highlights: [...joined, ...entry.bullets] });
}

/** An education entry: degree (", field"), institution (", place"), grade from a short description. */
export function educationOf(entry: RawEntry): Education {
  // A place set apart on either line goes to the institution, not into the degree or the name.
  let placeApart = '';
  const lines = headPieces(entry).map((pieces) => {
    const apart = placeApart ? undefined : trailingPlace(pieces);
    if (apart) placeApart = apart.place;
    return (apart?.rest ?? pieces).join(' | ');
  });
  let institution = '';
  let degreeText = '';
  // "University of Manchester — MEng Computer Science" over "First Class Honours": the first line
  // names both, so the lines under it are the grade or notes, not the institution.
  const firstPair = lines.length >= 2 && !namesSchooling(lines[1]!) ? schoolPair(lines[0]!) : undefined;
  let extra = lines.slice(2);
  if (firstPair) {
    [degreeText, institution] = firstPair;
    extra = lines.slice(1);
  } else if (lines.length >= 2) {
    // The line that reads most like a degree is the degree, the other the institution, in either order.
    const degreeScore = (text: string) => (DEGREE.test(text) ? 2 : 0) - (INSTITUTION.test(text) ? 2 : 0);
    const degreeFirst = degreeScore(lines[0]!) >= degreeScore(lines[1]!);
    [degreeText, institution] = degreeFirst ? [lines[0]!, lines[1]!] : [lines[1]!, lines[0]!];
  } else degreeText = lines[0] ?? '';
  if (!institution && lines.length === 1) {
    const pair = degreeCommaInstitution(lines[0]!) ?? lines[0]!.split(/\s+[|—–-]\s+/u);
    if (pair.length === 2) [degreeText, institution] = INSTITUTION.test(pair[0]!) ? [pair[1]!, pair[0]!] : [pair[0]!, pair[1]!];
  }
  const place = splitPlace(institution);
  const { degree, field } = degreeAndField(degreeText);
  // A short line beyond degree and institution ("Note 1,3", "GPA 3.8") is the grade.
  const shortLine = [...extra, ...entry.description].find((text) => text.length <= 60 && (extra.includes(text) || entry.description.length === 1)) ?? '';
  const shortDescription = shortLine;
  return compact({
    institution: place.name,
    location: place.location || placeApart,
    degree,
    field,
    ...schoolDatesOf(entry),
    grade: shortDescription,
    highlights: [...extra, ...entry.description].filter((text) => text !== shortDescription).concat(entry.bullets),
  });
}

/** A line that names a degree or a school. */
function namesSchooling(text: string): boolean {
  return DEGREE.test(text) || INSTITUTION.test(text);
}

/**
 * Degree and institution from one line ("Degree, Institution", "Institution — Degree"), when one
 * side names a school and the other does not.
 */
function schoolPair(text: string): [string, string] | undefined {
  const pair = degreeCommaInstitution(text) ?? text.split(/\s+[|—–-]\s+/u);
  if (pair.length !== 2 || INSTITUTION.test(pair[0]!) === INSTITUTION.test(pair[1]!)) return undefined;
  return INSTITUTION.test(pair[0]!) ? [pair[1]!, pair[0]!] : [pair[0]!, pair[1]!];
}

/**
 * An education entry's dates. A single date under a degree is when it was earned ("2013 CAPES",
 * "Abschluss 05/2016"): the end date; an open range ("since 2022", "seit 2022") is still a start.
 */
function schoolDatesOf(entry: RawEntry): { startDate?: string; endDate?: string; current?: boolean } {
  if (entry.dates && !entry.dates.isRange && entry.dates.startDate) return { endDate: entry.dates.startDate };
  return datesOf(entry);
}

/**
 * "Degree, Field, Institution" on one line: the institution starts at the last comma piece that
 * names a school ("..., Hochschule Karlsruhe – Technik und Wirtschaft"), so a dash inside its name
 * does not cut it, and a school word in the degree ("Máster Universitario") does not either; a
 * place after it ("University of California, Berkeley") stays with it for splitPlace.
 */
export function degreeCommaInstitution(text: string): [string, string] | undefined {
  const pieces = text.split(/,\s+/u);
  const index = pieces.findLastIndex((piece) => INSTITUTION.test(piece));
  if (index < 1) return undefined;
  return [pieces.slice(0, index).join(', '), pieces.slice(index).join(', ')];
}

/** A project: name, a URL, keywords from a "a · b · c" line, description and bullets. */
export function projectOf(entry: RawEntry): Project {
  const lines = entry.heads.map((pieces) => pieces.join(' · '));
  let url = '';
  let keywords: string[] = [];
  const rest: string[] = [];
  for (const text of lines.slice(1)) {
    if (!url && classifyContact(text).kind === 'url') url = text;
    else if (keywords.length === 0 && /\s·\s/.test(text)) keywords = text.split(/\s+·\s+/);
    else rest.push(text);
  }
  const [name, tagline] = nameAndTagline(lines[0] ?? '');
  return compact({ name, url, ...datesOf(entry), description: [...(tagline ? [tagline] : []), ...rest, ...entry.description].join('\n'), highlights: entry.bullets, keywords });
}

/**
 * "pgwatch-lite — Open-source PostgreSQL metrics exporter, 600 stars": a project named in a few
 * words, then a dash and a sentence about it. Only a spaced dash cuts (names hold hyphens), only
 * with a short name before it and a longer phrase after it: "Frontend — Backend" stays whole.
 */
export function nameAndTagline(text: string): [string, string] {
  const match = /^(.+?)\s+[—–-]\s+(.+)$/u.exec(text);
  if (!match) return [text, ''];
  const words = (value: string) => value.trim().split(/\s+/).length;
  return words(match[1]!) <= 4 && words(match[2]!) >= 4 && words(match[2]!) > words(match[1]!) ? [match[1]!.trim(), match[2]!.trim()] : [text, ''];
}

/** Drops empty strings and empty arrays, so the result holds only what was found. */
export function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== '' && field !== undefined && !(Array.isArray(field) && field.length === 0))) as T;
}
