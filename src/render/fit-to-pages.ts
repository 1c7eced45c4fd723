/**
 * Fitting a document into a page budget (`maxPages`). Pure: it only lays out, never writes a PDF.
 * The settings are tightened in three stages, each only as far as needed and never below the
 * template's floors (`style.fit`): (1) spacing, (2) page margin, (3) font size. Each stage first
 * tries its floor; when that fits, a binary search over a fine grid finds the loosest value that
 * still fits, so a document that barely overflows is only barely tightened. A document that
 * already fits comes back with its settings untouched.
 */
import { pathBounds, type DrawDocument } from '../layout/draw-document.ts';
import { MM } from '../layout/layout-options.ts';
import type { TemplateStyle } from '../templates/template-style.ts';
import type { RenderSettings } from './render-job.ts';

/** The template's bounds for fitting: how far each setting may be tightened. */
export type FitFloors = TemplateStyle['fit'];

/** What is being fitted: a layout of the document at given settings, and the template's bounds. */
export interface FitProblem {
  layout(settings: RenderSettings): DrawDocument;
  floors: FitFloors;
  /** Height of the template's top bar in points: content starts below it. */
  topBar: number;
}

/** The settings a stage tightens, in the order they are tightened. */
export type FitSetting = 'spacing' | 'margin' | 'fontSize';

export type FitOutcome =
  | {
      fits: true;
      /** The settings to render with (the starting ones when the document already fits). */
      settings: RenderSettings;
      pages: number;
      /** The settings that were changed, in the order they were tightened. */
      tightened: FitSetting[];
    }
  | {
      fits: false;
      /** The tightest settings tried (every stage at its floor, or at the start when that was lower). */
      settings: RenderSettings;
      /** Pages the document needs even at those settings. */
      pages: number;
      /** How much content lies beyond the budget, in pages (0.4: 40% of a page). */
      overflow: number;
    };

interface Stage {
  setting: FitSetting;
  floor: keyof FitFloors;
  /** Grid of the search, in the setting's unit. */
  step: number;
}

const STAGES: readonly Stage[] = [
  { setting: 'spacing', floor: 'minSpacing', step: 0.01 },
  { setting: 'margin', floor: 'minMargin', step: 0.25 },
  { setting: 'fontSize', floor: 'minFontSize', step: 0.1 },
];

/** Fits `problem` into `maxPages` pages starting from `start`; see the file comment for the order. */
export function fitToPages(problem: FitProblem, start: RenderSettings, maxPages: number): FitOutcome {
  const first = problem.layout(start);
  if (first.pages.length <= maxPages) return { fits: true, settings: start, pages: first.pages.length, tightened: [] };
  let current = start;
  let tightest = first;
  const tightened: FitSetting[] = [];
  for (const stage of STAGES) {
    const from = current[stage.setting];
    const floor = problem.floors[stage.floor];
    // Never loosen: a start already at or below the floor leaves this stage nothing to do.
    if (from <= floor) continue;
    tightened.push(stage.setting);
    const atFloor = { ...current, [stage.setting]: floor };
    tightest = problem.layout(atFloor);
    if (tightest.pages.length > maxPages) {
      current = atFloor;
      continue;
    }
    const loosest = loosestFitting(problem, current, stage, floor, maxPages);
    return { fits: true, settings: loosest?.settings ?? atFloor, pages: loosest?.pages ?? tightest.pages.length, tightened };
  }
  return { fits: false, settings: current, pages: tightest.pages.length, overflow: overflowOf(tightest, maxPages, current.margin * MM + problem.topBar, current.margin * MM) };
}

/**
 * The loosest value of one setting between `current` (too many pages) and `floor` (fits) that fits:
 * a binary search over the grid from `current` down in steps, the floor being its last point.
 * Undefined when that is the floor itself.
 */
function loosestFitting(problem: FitProblem, current: RenderSettings, stage: Stage, floor: number, maxPages: number): { settings: RenderSettings; pages: number } | undefined {
  const from = current[stage.setting];
  const last = Math.ceil((from - floor) / stage.step - 1e-9);
  const valueAt = (index: number) => (index >= last ? floor : round(from - index * stage.step));
  // Invariant: the value at `fitting` fits, the value at `overflowing` does not.
  let fitting = last;
  let overflowing = 0;
  let found: { settings: RenderSettings; pages: number } | undefined;
  while (fitting - overflowing > 1) {
    const middle = Math.floor((fitting + overflowing) / 2);
    const settings = { ...current, [stage.setting]: valueAt(middle) };
    const pages = problem.layout(settings).pages.length;
    if (pages <= maxPages) {
      fitting = middle;
      found = { settings, pages };
    } else {
      overflowing = middle;
    }
  }
  return found;
}

/**
 * How far a document's content reaches beyond `maxPages`, in pages: the whole pages past the
 * budget's next page, plus how far down its content area the last page's content reaches. Text,
 * lines, images and paths (icons, level marks) count; filled areas (backgrounds, side columns, tags) and page numbers do not.
 */
export function overflowOf(document: DrawDocument, maxPages: number, contentTop: number, bottomMargin: number): number {
  const extra = document.pages.length - maxPages;
  if (extra <= 0) return 0;
  const last = document.pages.at(-1)!;
  let reach = contentTop;
  for (const item of last.items) {
    if (item.kind === 'text' && item.role !== 'Artifact') reach = Math.max(reach, item.y + item.size * 0.25);
    else if (item.kind === 'line') reach = Math.max(reach, item.y1, item.y2);
    else if (item.kind === 'image') reach = Math.max(reach, item.y + item.height);
    else if (item.kind === 'path') {
      const bounds = pathBounds(item.commands);
      if (bounds) reach = Math.max(reach, bounds.y + bounds.height);
    }
  }
  const height = document.height - bottomMargin - contentTop;
  const fill = height > 0 ? Math.min(1, Math.max(0, (reach - contentTop) / height)) : 1;
  return extra - 1 + fill;
}

/** Rounds away the binary noise of repeated steps (the value goes into the render key). */
function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
