/**
 * Degree and field of study from one heading piece: "Master of Science, Informatik" and "BSc |
 * Computer Science" name the degree, then the field. A comma before a lower-case word is not that
 * cut but a list inside the field's own name ("Laurea magistrale in Amministrazione, finanza
 * aziendale e controllo", "Licence de gestion, comptabilité et finance"): fields after the degree
 * are names and start with a capital in every language the parser reads.
 */

/** The cut between degree and field: a bar, or a comma before a capital or a digit. */
const CUT = /\s+\|\s+|,\s+(?=[\p{Lu}\d])/u;

/** The degree and the field (empty when the piece names no field apart). */
export function degreeAndField(text: string): { degree: string; field: string } {
  const match = CUT.exec(text);
  if (!match) return { degree: text.trim(), field: '' };
  const degree = text.slice(0, match.index).trim();
  const field = text.slice(match.index + match[0].length).split(/\s+\|\s+/u).join(', ').trim();
  return { degree, field };
}
