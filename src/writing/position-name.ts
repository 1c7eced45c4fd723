/**
 * A posting's job title as an applicant names it in a letter: without the gender marker postings add
 * by law or custom ("(m/w/d)", "(H/F)", "(K/M)") and without a trailing contract or schedule ("in
 * Vollzeit", "– CDI – Lyon", "| Full-time"), which nobody repeats when applying. What describes the
 * job itself stays ("Staff Nurse – Acute Medical Unit (Band 5)").
 */
import { foldText } from '../parsing/fold-text.ts';

// "(m/w/d)", "(w/m/x)", "(H/F)", "(m/v)", "(K/M)", "(all genders)", and a bare "m/w/d" at the end.
const GENDER_MARKER = /\s*\((?:[mwfhdxvk]\*?\s*\/\s*){1,3}[mwfhdxvk]\*?\)|\s*\((?:all genders|alle geschlechter|gn\*?)\)|\s+(?:[mwfhdxvk]\/){1,3}[mwfhdxvk]$/giu;
// Contract and schedule words of the 14 languages (folded).
const CONTRACT =
  /(?<![\p{L}])(?:vollzeit|teilzeit|festanstellung|unbefristet|befristet|schichtbetrieb|schichtdienst|cdi|cdd|temps plein|temps partiel|interim|alternance|full[- ]?time|part[- ]?time|permanent|fixed[- ]term|temporary|remote|hybrid|heltid|deltid|tillsvidare|vikariat|fuldtid|fast stilling|voltijd|deeltijd|tempo pieno|tempo parziale|tempo indeterminato|tempo determinato|jornada completa|media jornada|tiempo completo|indefinido|pelny etat|umowa o prace|kokoaikainen|osa-aikainen|vakituinen|maaraaikainen|taistooaeg|osaline tooaeg|fullt starf|hlutastarf|tempo inteiro|tempo parcial)(?![\p{L}])/u;
// A contract named with a preposition at the end: "in Vollzeit", "à temps plein", "en CDI", "a tiempo completo".
const CONTRACT_TAIL = /\s+(?:in|en|a|à|im|auf|i|på|op)\s+([^,–—|()]+)$/u;
// Segments of a title and the dashes or bars between them, kept: "Responsable Marketing", " – ", "CDI".
const SEGMENTS = /(\s+[–—|]\s+|\s+-\s+)/;

/** The title without gender marker and contract tail; the title as given when nothing else would be left. */
export function positionName(title: string): string {
  let name = title.replace(GENDER_MARKER, '').trim();
  const tail = CONTRACT_TAIL.exec(name);
  if (tail && CONTRACT.test(foldText(tail[1]!))) name = name.slice(0, tail.index).trim();
  // Parts alternate segment, separator, segment…: from the first later segment that names a contract on, nothing is kept.
  const parts = name.split(SEGMENTS);
  const contract = parts.findIndex((part, index) => index > 0 && index % 2 === 0 && CONTRACT.test(foldText(part)));
  if (contract > 0) name = parts.slice(0, contract - 1).join('');
  return name || title.trim();
}
