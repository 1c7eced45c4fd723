/**
 * Text runs read as pdftotext reads them: runs on one baseline that abut (the next one starts where
 * the previous one's ink ends) are one piece of text, their texts simply concatenated, whatever their
 * sizes, fonts or roles. With no whitespace at the seam they make one word: small caps are drawn as
 * abutting runs of two sizes ("C" at full size, "ONFERENCE" at ~0.78 of it, see smallCapsItems in
 * src/layout/typeset.ts), and pdftotext reads "CONFERENCE". With a space at the seam (a run " B"
 * after "LIVIA") they are two words of one line.
 *
 * The rule lives here only: every check that rebuilds words or lines from draw items (completeness,
 * unhyphenated-break, the column lines of stranded-heading and orphan-item, and the reading-order
 * ground truth of test/support/reading-order-check.ts) joins runs with it, and text-overlap measures
 * a run's ink with inkRight() below.
 */
import type { DrawPage, TextItem } from '../../../src/layout/draw-document.ts';

/**
 * Greatest gap (or overlap), as a share of the smaller size, between one run's ink and the next run
 * for the two to abut. poppler reads a gap of 0.03 em or more between runs of two sizes as a space
 * (the small-caps comment in typeset.ts), so a gap the checks join is one it joins too.
 */
export const ABUT_GAP = 0.03;
/** Greatest difference between two baselines, pt, for runs to be on one (poppler's own 0.5). */
export const SAME_BASELINE = 0.5;

type Run = Pick<TextItem, 'x' | 'y' | 'width' | 'size' | 'text' | 'characterSpacing'>;

/** Where a run's ink ends: its width counts the letter spacing after its last character too, which is blank (small-caps runs abut over it). */
export function inkRight(item: Pick<TextItem, 'x' | 'width' | 'characterSpacing'>): number {
  return Math.max(item.x, item.x + item.width - (item.characterSpacing ?? 0));
}

/** Whether `next` continues `previous` on its baseline with no gap between them: one text. */
export function abuts(previous: Run, next: Run): boolean {
  if (Math.abs(previous.y - next.y) > SAME_BASELINE) return false;
  return Math.abs(next.x - inkRight(previous)) <= ABUT_GAP * Math.min(previous.size, next.size);
}

/**
 * `items` with every chain of abutting runs joined into one item: the first run's place in the list,
 * position, font and role, the chain's text concatenated, its width to the last run's end and the
 * largest size of the chain. Filter what pdftotext should not see (artifacts) before joining.
 */
export function joinAbuttingRuns(items: readonly TextItem[]): TextItem[] {
  const next = new Map<TextItem, TextItem>();
  const continuing = new Set<TextItem>();
  items.forEach((item, index) => {
    // Only forward (a run of no width may abut the run that abuts it): never a cycle.
    const forward = (other: TextItem, at: number) => other.x > item.x || (other.x === item.x && at > index);
    const following = items.find((other, at) => forward(other, at) && !continuing.has(other) && abuts(item, other));
    if (!following) return;
    next.set(item, following);
    continuing.add(following);
  });
  return items
    .filter((item) => !continuing.has(item))
    .map((head) => {
      const chain = [head];
      for (let run = next.get(head); run && !chain.includes(run); run = next.get(run)) chain.push(run);
      if (chain.length === 1) return head;
      const last = chain.at(-1)!;
      return {
        ...head,
        text: chain.map((run) => run.text).join(''),
        width: last.x + last.width - head.x,
        size: Math.max(...chain.map((run) => run.size)),
        characterSpacing: last.characterSpacing,
      };
    });
}

/** The text runs of `page` that a reader sees (artifacts such as page numbers left out), abutting runs joined, in drawing order. */
export function readableRuns(page: DrawPage): TextItem[] {
  return joinAbuttingRuns(page.items.filter((item): item is TextItem => item.kind === 'text' && item.role !== 'Artifact'));
}

/** The text of runs on one line, left to right: abutting runs concatenated, the others a space apart. */
export function lineTextOf(items: readonly Run[]): string {
  const sorted = [...items].sort((a, b) => a.x - b.x);
  return sorted.map((item, index) => (index > 0 && !abuts(sorted[index - 1]!, item) ? ` ${item.text}` : item.text)).join('');
}
