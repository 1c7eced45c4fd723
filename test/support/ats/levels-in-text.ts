/**
 * Levels in text: every skill level and language fluency of the resume is read in the extracted text
 * next to its own skill or language (within WINDOW folded characters after the name begins), so that
 * level marks (dots, bars) never stand in for the words and a parser can pair "English" with
 * "Fluent (C2)". Compared folded (text-normalise.ts), like the other checks.
 */
import type { CheckFailure, RenderedResume } from './check-types.ts';
import { clip, fold, foldText, occurrences } from './text-normalise.ts';

/** How far after the start of its name a level may be read, in folded characters ("Kubernetes — Advanced · Helm, …"). */
const WINDOW = 80;

interface LevelOf {
  field: string;
  name: string;
  level: string;
}

/** The skills and languages of `sections` that state a level. */
function levels(sections: RenderedResume['resume']['sections']): LevelOf[] {
  const found: LevelOf[] = [];
  (sections?.skills ?? []).forEach((skill, index) => {
    if (typeof skill !== 'string' && skill.name?.trim() && skill.level?.trim()) found.push({ field: `skills[${index}].level`, name: skill.name.trim(), level: skill.level.trim() });
  });
  (sections?.languages ?? []).forEach((language, index) => {
    if (language.language?.trim() && language.fluency?.trim()) found.push({ field: `languages[${index}].fluency`, name: language.language.trim(), level: language.fluency.trim() });
  });
  return found;
}

/** Levels missing from the extracted text or read away from their names. */
export function checkLevelsInText(subject: Pick<RenderedResume, 'resume' | 'text'>): CheckFailure[] {
  const text = foldText(subject.text).folded;
  const failures: CheckFailure[] = [];
  for (const item of levels(subject.resume.sections)) {
    const level = fold(item.level);
    const names = occurrences(text, fold(item.name));
    // A name missing from the text is completeness's failure; here the level need only be read.
    const read = names.length > 0 ? names.some((at) => text.slice(at, at + fold(item.name).length + WINDOW).includes(level)) : text.includes(level);
    if (read) continue;
    const what = `${item.field} "${clip(item.level, 40)}" of "${clip(item.name, 40)}"`;
    failures.push({ check: 'levels-in-text', message: text.includes(level) ? `${what} is not read within ${WINDOW} characters after its name` : `${what} is not in the extracted text` });
  }
  return failures;
}
