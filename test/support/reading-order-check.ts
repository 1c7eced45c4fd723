/**
 * Ground truth for reading order, taken from the layout's own draw commands: every text run knows
 * its page, its column frame (main, side, or the header band above the columns) and, by the last
 * section title (H2) drawn before it in its column's flow, its section. Lines read back from the
 * PDF are matched to the runs they cover; a line whose runs lie in two frames mixes columns, and a
 * section whose lines are split by another's is interleaved.
 */
import type { DrawDocument, TextItem } from '../../src/layout/draw-document.ts';
import type { DocLine } from '../../src/parsing/document-lines.ts';
import { readableRuns } from './ats/abutting-runs.ts';

/** A draw run with the frame and section it belongs to. */
interface LabelledRun {
  page: number;
  run: TextItem;
  frame: 'header' | 'main' | 'side';
  section: string;
}

/** What the lines of one document did wrong. */
export interface ReadingOrderReport {
  /** Lines whose text comes from two frames (e.g. sidebar and main column). */
  mixedLines: string[];
  /** Sections whose lines are not contiguous, with the section that broke in. */
  interleavings: string[];
  /** Runs no line covers (text lost, or a line matched nowhere). */
  lostRuns: string[];
  pages: number;
}

/** Labels every text run of `document` (artifacts such as page numbers excepted). */
export function labelRuns(document: DrawDocument): LabelledRun[] {
  const runs: LabelledRun[] = [];
  document.pages.forEach((page, index) => {
    const columns = page.columns;
    const top = columns ? Math.min(...columns.map((column) => column.top)) : Infinity;
    // Abutting runs are one text, as poppler reads them: a small-caps title ("E" + "XPERIENCE") names one section.
    for (const item of readableRuns(page)) {
      if (item.text.trim() === '') continue;
      let frame: LabelledRun['frame'] = 'main';
      if (columns) {
        const inside = columns.find((column) => item.x >= column.x - 1 && item.x <= column.x + column.width + 1);
        frame = item.y < top - 2 || !inside ? 'header' : inside.column;
      } else if (index === 0 && item.role === 'H1') frame = 'header';
      runs.push({ page: index + 1, run: item, frame, section: '' });
    }
  });
  // Sections: each frame's runs in flow order (page, then top to bottom) take the last H2 before them.
  for (const frame of ['header', 'main', 'side'] as const) {
    let section = `${frame}:start`;
    const flow = runs.filter((run) => run.frame === frame).sort((a, b) => a.page - b.page || a.run.y - b.run.y || a.run.x - b.run.x);
    for (const run of flow) {
      if (run.run.role === 'H2') section = `${frame}:${run.run.text}`;
      run.section = frame === 'header' ? 'header' : section;
    }
  }
  // Single-column pages before any heading belong to the header too (name, contact line).
  for (const run of runs) if (run.section === 'main:start' && run.page === 1) run.section = 'header';
  return runs;
}

/** Checks `lines` (in reading order) against the runs of the document they were read from. */
export function checkReadingOrder(document: DrawDocument, lines: readonly DocLine[]): ReadingOrderReport {
  const runs = labelRuns(document);
  const covered = new Set<LabelledRun>();
  const mixedLines: string[] = [];
  const sequence: string[] = [];
  for (const line of lines) {
    // A bullet line starts at its text; its glyph sits up to two ems to the left.
    const left = line.x - (line.bullet ? 2 * line.fontSize : 1);
    const mine = runs.filter(
      (run) => run.page === line.page && Math.abs(run.run.y - line.y) <= Math.max(2, 0.3 * line.fontSize) && run.run.x + run.run.width > left && run.run.x < line.x + line.width + 1,
    );
    for (const run of mine) covered.add(run);
    const frames = new Set(mine.map((run) => run.frame));
    if (frames.size > 1) mixedLines.push(`p${line.page} "${line.text}" spans ${[...frames].join('+')}`);
    for (const section of new Set(mine.map((run) => run.section))) if (sequence.at(-1) !== section) sequence.push(section);
  }
  const interleavings: string[] = [];
  const seen = new Set<string>();
  sequence.forEach((section, index) => {
    if (seen.has(section)) interleavings.push(`${section} resumes after ${sequence[index - 1]}`);
    seen.add(section);
  });
  const lostRuns = runs.filter((run) => !covered.has(run)).map((run) => `p${run.page} "${run.run.text}"`);
  return { mixedLines, interleavings, lostRuns, pages: document.pages.length };
}
