/** Name first: the person's name is within the first three non-empty lines of page 1's text. */
import type { CheckFailure, RenderedResume } from './check-types.ts';
import { clip, fold } from './text-normalise.ts';

/** A failure when the name does not open the extracted text. */
export function checkNameFirst(subject: Pick<RenderedResume, 'resume' | 'text'>): CheckFailure[] {
  const name = subject.resume.sections?.header?.name?.trim();
  if (!name) return [];
  const firstPage = subject.text.split('\f')[0] ?? '';
  const opening = firstPage
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 3);
  if (fold(opening.join('')).includes(fold(name))) return [];
  return [{ check: 'name-first', message: `"${name}" is not within the first 3 lines of page 1, which read: ${opening.map((line) => `"${clip(line.trim(), 50)}"`).join(' / ')}` }];
}
