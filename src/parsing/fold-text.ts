/**
 * Case- and accent-insensitive matching for the dictionaries (section names, month names, present
 * words): a folded string has the same length as its source, so a match found in the folded text
 * points at the same characters of the original.
 */

/** Lower-cased, accents stripped, typographic apostrophes straightened; one output character per input character. */
export function foldText(text: string): string {
  let folded = '';
  for (const character of text) {
    const base = character.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const single = base.length === 1 ? base : character.length === 1 ? character.toLowerCase().slice(0, 1) || character : character;
    folded += single === '’' || single === 'ʼ' ? "'" : single;
    // Astral characters are two code units: keep the length equal to the source's.
    if (character.length === 2 && single.length === 1) folded += ' ';
  }
  return folded;
}

/** Letters only, folded: "B E R U F S E R F A H R U N G", "Berufserfahrung:" and "berufserfahrung" all give one key. */
export function letterKey(text: string): string {
  return foldText(text).replace(/[^\p{L}]/gu, '');
}
