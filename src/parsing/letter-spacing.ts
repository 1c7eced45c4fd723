/**
 * Letter-spaced text back to words. Designers track names and headings out ("A L E X A N D R A"):
 * pdf.js reports a gap wider than about 0.1 em between two glyphs as a space, so every letter
 * becomes a word of its own. A kerning pair drawn closer than the tracking stays together ("N O VA K",
 * "E D U C AT I O N"). Where a word gap is wide enough (tracking over about 0.18 em) pdf.js starts a
 * new text item, so one item holds one word; where it is not, the word gaps are single spaces like
 * the rest, and only the case can show where a word began ("L i W e i"). In capitals that is lost.
 */

/** Fewest letter-sized tokens for a run to count as spaced out on its own ("B I O"; not "A B"). */
const MIN_TOKENS = 3;

/** The tokens of `text` when it reads as letters spaced out, fewer than MIN_TOKENS allowed; else undefined. */
function spacedTokens(text: string): string[] | undefined {
  const tokens = text.split(' ');
  if (tokens.length < 2) return undefined;
  let singles = 0;
  for (const token of tokens) {
    // One character, or a kerning pair; letters, and the apostrophes, hyphens and dots of names.
    if (token.length === 0 || token.length > 2 || !/^[\p{L}\p{M}'’.-]+$/u.test(token)) return undefined;
    if (token.length === 1) singles += 1;
  }
  if (singles * 4 < tokens.length * 3 || !/\p{L}/u.test(text)) return undefined;
  return tokens;
}

/**
 * `text` with its letter spacing undone, or `text` itself when it is not letter-spaced: three or more
 * tokens of one character or a kerning pair of two, at least three in four of them single, every one
 * made of letters but for an apostrophe, hyphen or dot ("O ' N E I L", "J . R ."). `besideSpaced`:
 * the text stands on a row beside spaced-out text of its style, so two letters are enough ("L I"
 * before "W E I").
 */
export function undoLetterSpacing(text: string, besideSpaced = false): string {
  const tokens = spacedTokens(text);
  if (!tokens || (tokens.length < MIN_TOKENS && !besideSpaced)) return text;
  return splitLostWordGaps(tokens.join(''));
}

/** True when `text` is letter-spaced on its own (undoLetterSpacing changes it without context). */
export function isLetterSpaced(text: string): boolean {
  return (spacedTokens(text)?.length ?? 0) >= MIN_TOKENS;
}

/** Name particles written against the capital that follows them ("McKay", "DeVries", "MacLeod"). */
const PARTICLE = /^(?:Mc|Mac|Fitz|De|Di|Da|Du|Le|La|Van|Von|St)$/u;

/**
 * "LiWei" -> "Li Wei", "SeniorDataEngineer" -> "Senior Data Engineer": a capital after a small letter
 * starts a word, unless what came before it is a name particle ("AnnaDeVries" -> "Anna DeVries").
 */
function splitLostWordGaps(joined: string): string {
  const words: string[] = [];
  let start = 0;
  for (const boundary of joined.matchAll(/(?<=\p{Ll})(?=\p{Lu})/gu)) {
    const word = joined.slice(start, boundary.index);
    if (PARTICLE.test(word.match(/\p{Lu}\p{Ll}*$/u)?.[0] ?? '')) continue;
    words.push(word);
    start = boundary.index;
  }
  words.push(joined.slice(start));
  return words.join(' ');
}
