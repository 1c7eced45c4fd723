/**
 * The free-text half of the honesty check for a model's tailoring: the entries' facts are repaired by
 * src/tailoring/honesty-check.ts, but a model writes its claims into the summary, the descriptions and
 * the bullets ("Former Principal Engineer at Google", "leading 40 engineers"), where no field can be
 * compared. Every sentence there passes the invented-claims check (src/tailoring/invented-claims.ts)
 * against the resume the person wrote; a sentence that fails is cut. What is left empty is repaired
 * from the source: a bullet with no sentence left becomes the original bullet at its position (unless
 * that one is already in the list), a description or a summary with none left the original one.
 */
import type { Sections } from '../domain/resume.ts';
import { claimCheck, type ClaimCheck, type ClaimSource } from './invented-claims.ts';
import { splitSentences } from './sentences.ts';

type Experience = NonNullable<Sections['experience']>[number];

/** The checked sections and what was changed, one sentence per repair. */
export interface TailoredTextResult {
  sections: Sections;
  repairs: string[];
}

const factKey = (job: Experience) => [job.company, job.title, job.startDate].map((value) => value ?? '').join('\u0001');

/**
 * `tailored` with every sentence of its summary, descriptions and bullets that claims what `original`
 * does not hold cut, and what is left empty repaired from `original`. The entries' facts must already
 * be the original's (enforceHonesty has run): an entry's source is the original entry with the same
 * employer, title and start, else the one at the same position.
 */
export function cutInventedClaims(original: Sections, tailored: Sections, source: Omit<ClaimSource, 'sections'>): TailoredTextResult {
  const check = claimCheck({ ...source, sections: original });
  const repairs: string[] = [];
  const sections: Sections = structuredClone(tailored);

  if (sections.summary) {
    const kept = keptSentences(check, sections.summary, 'Summary', repairs);
    if (kept) sections.summary = kept;
    else if (original.summary) {
      sections.summary = original.summary;
      repairs.push('Summary: nothing truthful was left, so the original summary is kept.');
    } else delete sections.summary;
  }

  const originalJobs = original.experience ?? [];
  sections.experience?.forEach((job, index) => {
    const from = originalJobs.find((candidate) => factKey(candidate) === factKey(job)) ?? originalJobs[index] ?? {};
    const where = `Experience ${index + 1}`;
    if (job.description) {
      const kept = keptSentences(check, job.description, where, repairs);
      if (kept) job.description = kept;
      else if (from.description) {
        job.description = from.description;
        repairs.push(`${where}: nothing truthful was left of the description, so the original is kept.`);
      } else delete job.description;
    }
    if (job.highlights) {
      const bullets: string[] = [];
      job.highlights.forEach((bullet, position) => {
        const kept = keptSentences(check, bullet, `${where}, bullet ${position + 1}`, repairs);
        if (kept) bullets.push(kept);
        else {
          const originalBullet = from.highlights?.[position];
          if (originalBullet !== undefined && !job.highlights!.includes(originalBullet)) {
            bullets.push(originalBullet);
            repairs.push(`${where}, bullet ${position + 1}: restored from the source resume.`);
          }
        }
      });
      job.highlights = bullets;
    }
  });
  return { sections, repairs };
}

/** The sentences of `text` the check lets stay, line by line; `text` itself when all do, '' when none does. */
function keptSentences(check: ClaimCheck, text: string, where: string, repairs: string[]): string {
  let cut = false;
  const lines = text.split(/\r?\n/).map((line) =>
    splitSentences(line)
      .filter((sentence) => {
        const reason = check.problem(sentence);
        if (reason) repairs.push(`${where}: removed a sentence ${reason}.`);
        cut ||= Boolean(reason);
        return !reason;
      })
      .join(' '),
  );
  return cut ? lines.filter(Boolean).join('\n') : text;
}
