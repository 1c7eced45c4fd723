/**
 * Degree and field of study from one heading piece: "Master of Science, Informatik" and "BSc |
 * Computer Science" name the degree, then the field. A comma before a lower-case word is not that
 * cut but a list inside the field's own name ("Laurea magistrale in Amministrazione, finanza
 * aziendale e controllo", "Licence de gestion, comptabilité et finance"): fields after the degree
 * are names and start with a capital in every language the parser reads. Nor is a comma in a series
 * inside a field the degree already named with a preposition ("Máster en Ingeniería de Caminos,
 * Canales y Puertos": "A, B y C"); "Grado en Enfermería, Ciencias de la Salud" still cuts, as a
 * field that is itself no series closes no "y"/"and" after the comma.
 */

/** The cut between degree and field: a bar, or a comma before a capital or a digit. */
const CUT = /\s+\|\s+|,\s+(?=[\p{Lu}\d])/u;

/**
 * "in", "en", "em", "inom", "im": the words a degree names its field with ("MSc in …", "Grado en …").
 * Not "of": "Master of Science" is the degree's own name, and its field follows the comma.
 */
const FIELD_PREPOSITION = /\s(?:in|en|em|inom|im)\s/u;
/** The end of a series after the comma: one or two words, a conjunction, the last item ("Canales y Puertos"). */
const SERIES_TAIL = /^\p{Lu}[\p{L}\p{M}'’-]*(?:\s[\p{L}\p{M}'’-]+)?\s(?:and|y|e|et|und|og|och|i|ja|en|és|a|&)\s\p{L}[^,]*$/u;

/** The degree and the field (empty when the piece names no field apart). */
export function degreeAndField(text: string): { degree: string; field: string } {
  const match = CUT.exec(text);
  if (!match) return { degree: text.trim(), field: '' };
  const head = text.slice(0, match.index);
  const tail = text.slice(match.index + match[0].length).trim();
  if (match[0].startsWith(',') && FIELD_PREPOSITION.test(head) && SERIES_TAIL.test(tail)) return { degree: text.trim(), field: '' };
  const degree = text.slice(0, match.index).trim();
  const field = text
    .slice(match.index + match[0].length)
    .split(/\s+\|\s+/u)
    .join(', ')
    .trim();
  return { degree, field };
}
