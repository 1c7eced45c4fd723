/**
 * Text overlap: on every page of the DrawDocument, no text run is drawn over another, over the
 * photo, or under a mark (an icon, a level dot or bar, a timeline node, a rule), so that neither a
 * reader nor a parser that rasterises or reads geometry meets two things in one place.
 *
 * A run's box spans its advance (x .. x + width, less the blank letter spacing after its last character) and from 0.75 of its size above the baseline (the
 * capitals) to 0.2 below it (the descenders). Boxes that only touch, by less than TOUCH pt, do not
 * overlap: runs set one after another on a baseline (a bold name, then " — Fluent"; small caps in
 * two sizes) meet exactly. Whitespace-only runs (the space between two contacts) take no room.
 *
 * Shapes: a rect or a path whose area holds the whole run (with a little slack) is a background
 * (a band, a pill, a chip, a card, a side column's fill) and is fine when drawn before the run; drawn
 * after it with a fill, it hides the run. A shape that crosses a run without holding it (an icon, a
 * dot, a bar, a node, or a band ending inside a name) is a collision. Lines (rules, dividers, rails)
 * collide only with a run's letters between its baseline and the x-height's top, so an underline or
 * an overline drawn just outside the letters is fine, a rule struck through them is not. Images
 * collide with any part of a run.
 */
import { pathBounds, type DrawItem, type DrawPage, type TextItem } from '../../../src/layout/draw-document.ts';
import { inkRight } from './abutting-runs.ts';
import type { CheckFailure, RenderedResume } from './check-types.ts';
import { clip } from './text-normalise.ts';

/** Overlap, pt, below which two boxes only touch. */
const TOUCH = 0.5;
/** Extent of a run's box above and below its baseline, as shares of its size. */
const ASCENT = 0.75;
const DESCENT = 0.2;
/** The part of a run a line must not cross: from CORE_TOP of its size above the baseline to CORE_BOTTOM above it. */
const CORE_TOP = 0.6;
const CORE_BOTTOM = 0.05;
/** Slack, as a share of the run's size, with which a background must hold a run (plus TOUCH pt). */
const HOLD_SLACK = 0.1;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface PlacedRun {
  item: TextItem;
  /** Position in the page's items (drawing order). */
  order: number;
  box: Box;
}

interface Shape {
  kind: 'rect' | 'path' | 'image' | 'line';
  order: number;
  box: Box;
  /** Paints its area (a rect or path with a fill, an image): hides a run drawn before it. */
  opaque: boolean;
}

/**
 * Whether two boxes share more than touching: in each direction by more than TOUCH pt, or by more
 * than half of `b` where `b` is thinner than that (a hairline rule across a run).
 */
function overlaps(a: Box, b: Box): boolean {
  const shared = (from: number, to: number, start: number, end: number) => Math.min(to, end) - Math.max(from, start) > Math.min(TOUCH, (end - start) / 2);
  return shared(a.left, a.right, b.left, b.right) && shared(a.top, a.bottom, b.top, b.bottom);
}

function holds(outer: Box, inner: Box, slack: number): boolean {
  return outer.left - slack <= inner.left && outer.right + slack >= inner.right && outer.top - slack <= inner.top && outer.bottom + slack >= inner.bottom;
}

export function textBox(item: Pick<TextItem, 'x' | 'y' | 'width' | 'size' | 'characterSpacing'>): Box {
  return { left: item.x, right: inkRight(item), top: item.y - ASCENT * item.size, bottom: item.y + DESCENT * item.size };
}

function coreBox(item: TextItem): Box {
  return { left: item.x, right: inkRight(item), top: item.y - CORE_TOP * item.size, bottom: item.y - CORE_BOTTOM * item.size };
}

function shapeOf(item: Exclude<DrawItem, TextItem>, order: number): Shape | undefined {
  switch (item.kind) {
    case 'rect': {
      // A stroke is centred on the edge: half of it lies outside.
      const out = item.stroke ? (item.strokeWidth ?? 1) / 2 : 0;
      return { kind: 'rect', order, box: { left: item.x - out, top: item.y - out, right: item.x + item.width + out, bottom: item.y + item.height + out }, opaque: Boolean(item.fill) };
    }
    case 'path': {
      const bounds = pathBounds(item.commands);
      if (!bounds) return undefined;
      const out = item.stroke ? (item.strokeWidth ?? 1) / 2 : 0;
      return {
        kind: 'path',
        order,
        box: { left: bounds.x - out, top: bounds.y - out, right: bounds.x + bounds.width + out, bottom: bounds.y + bounds.height + out },
        opaque: Boolean(item.fill),
      };
    }
    case 'image':
      return { kind: 'image', order, box: { left: item.x, top: item.y, right: item.x + item.width, bottom: item.y + item.height }, opaque: true };
    case 'line': {
      const half = item.width / 2;
      return {
        kind: 'line',
        order,
        box: { left: Math.min(item.x1, item.x2) - half, right: Math.max(item.x1, item.x2) + half, top: Math.min(item.y1, item.y2) - half, bottom: Math.max(item.y1, item.y2) + half },
        opaque: false,
      };
    }
  }
}

const where = (box: Box) => `at ${box.left.toFixed(0)},${box.top.toFixed(0)}`;

/** What is wrong between `run` and `shape`, if anything. */
function shapeProblem(run: PlacedRun, shape: Shape): string | undefined {
  const quoted = `"${clip(run.item.text, 40)}"`;
  switch (shape.kind) {
    case 'image':
      return overlaps(run.box, shape.box) ? `${quoted} overlaps the image ${where(shape.box)}` : undefined;
    case 'line':
      return overlaps(coreBox(run.item), shape.box) ? `${quoted} is crossed by a line ${where(shape.box)}` : undefined;
    case 'rect':
    case 'path': {
      if (!overlaps(run.box, shape.box)) return undefined;
      if (!holds(shape.box, run.box, HOLD_SLACK * run.item.size + TOUCH))
        return `${quoted} overlaps a ${shape.kind} ${where(shape.box)} (${(shape.box.right - shape.box.left).toFixed(1)}×${(shape.box.bottom - shape.box.top).toFixed(1)} pt)`;
      return shape.opaque && shape.order > run.order ? `${quoted} is hidden by a filled ${shape.kind} drawn over it ${where(shape.box)}` : undefined;
    }
  }
}

/** The collisions on one page, as messages. */
function pageProblems(page: DrawPage): string[] {
  const runs: PlacedRun[] = [];
  const shapes: Shape[] = [];
  page.items.forEach((item, order) => {
    if (item.kind === 'text') {
      // An invisible run (a heading line's reading bridge) has no ink to collide.
      if (item.text.trim() && item.width > 0 && !item.invisible) runs.push({ item, order, box: textBox(item) });
    } else {
      const shape = shapeOf(item, order);
      if (shape) shapes.push(shape);
    }
  });
  const problems: string[] = [];
  // Runs by their top: each is compared with the runs that start above its bottom only.
  runs.sort((a, b) => a.box.top - b.box.top);
  runs.forEach((run, index) => {
    for (let next = index + 1; next < runs.length && runs[next]!.box.top < run.box.bottom; next++) {
      const other = runs[next]!;
      if (overlaps(run.box, other.box)) problems.push(`"${clip(run.item.text, 40)}" overlaps "${clip(other.item.text, 40)}" ${where(other.box)}`);
    }
    for (const shape of shapes) {
      const problem = shapeProblem(run, shape);
      if (problem) problems.push(problem);
    }
  });
  return problems;
}

/** Runs drawn over each other, over the photo, or crossed by a mark that is not their background. */
export function checkTextOverlap(subject: Pick<RenderedResume, 'document'>): CheckFailure[] {
  return subject.document.pages.flatMap((page, index) => pageProblems(page).map((problem) => ({ check: 'text-overlap' as const, message: `page ${index + 1}: ${problem}` })));
}
