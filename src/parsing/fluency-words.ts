/**
 * The words a languages list states a level with, in the 14 languages: mother tongue, fluent, good,
 * basic and the CEFR levels. A label column (moderncv's \cvitem, a table row whose cells were read
 * as one line) prints "Svenska modersmål" or "Français langue maternelle" with no dash or colon;
 * the level's first word is what tells where the language's name ends.
 */
import { LANGUAGE_TIERS } from '../domain/level-scale.ts';

/** Words and phrases that open a level statement (the language tier words of the level scale); matched at a word start, case-insensitively. */
const LEVEL_START: readonly string[] = Object.values(LANGUAGE_TIERS).flat();

const LEVEL = new RegExp(`^(?:[ABC][12]\\b|(?:${LEVEL_START.map((word) => word.replace(/ /g, '\\s+')).join('|')})(?!\\p{L}))`, 'iu');

/** True when `text` opens with a level statement ("modersmål", "Native", "B2", "sehr gut"). */
export function isLevelStatement(text: string): boolean {
  return LEVEL.test(text.trim());
}

/**
 * "Svenska modersmål" -> ["Svenska", "modersmål"]: a name of one or two words, the first capitalised,
 * then a level statement; undefined when the words after the name open no level ("Brazilian
 * Portuguese", "English").
 */
export function splitTrailingLevel(text: string): [string, string] | undefined {
  const words = text.trim().split(/\s+/);
  for (let count = 1; count <= 2 && count < words.length; count++) {
    const name = words.slice(0, count).join(' ');
    const rest = words.slice(count).join(' ');
    if (/^\p{Lu}/u.test(name) && !LEVEL.test(name) && LEVEL.test(rest)) return [name, rest];
  }
  return undefined;
}
