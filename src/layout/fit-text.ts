/**
 * Shrinking a short text (a name, a heading) until none of its words has to be broken: a smaller
 * name reads better, and extracts whole, where a broken one does not. Pure: widths come from the
 * FontMetrics passed in.
 */
import type { FontFace } from './draw-document.ts';
import type { FontMetrics } from './font-metrics.ts';

/** Sizes are searched in hundredths of a point: finer differences are invisible on paper. */
const STEPS_PER_POINT = 100;
const STEP = 1 / STEPS_PER_POINT;

/**
 * The largest size, at most `size` and at least `minSize` (to 0.01 pt), at which every space-separated
 * word of `text` fits within `maxWidth` points; `minSize` when even that is too wide (the line breaker
 * then breaks the word). `characterSpacing` (points after each character, as spaced capitals are
 * drawn) does not scale with the size.
 */
export function shrinkToFit(text: string, face: FontFace, size: number, minSize: number, maxWidth: number, metrics: FontMetrics, characterSpacing = 0): number {
  const words = text.split(/\s+/).filter(Boolean);
  const fits = (candidate: number) => words.every((word) => metrics.widthOf(word, face, candidate) + characterSpacing * [...word].length <= maxWidth);
  if (fits(size)) return size;
  if (!fits(minSize)) return minSize;
  // Widths grow in proportion to the size for real fonts: start from that estimate, then make sure.
  const estimate = Math.min(...words.map((word) => proportionalSize(word, face, size, maxWidth, metrics, characterSpacing)));
  let low = minSize;
  let high = size;
  const steps = Math.floor(estimate * STEPS_PER_POINT);
  const rounded = steps / STEPS_PER_POINT;
  if (rounded > low && rounded < high) {
    if (!fits(rounded)) high = rounded;
    else if (!fits((steps + 1) / STEPS_PER_POINT)) return rounded;
    else low = rounded;
  }
  // Metrics that are not proportional: bisect (fits(low) holds, fits(high) does not).
  while (high - low > STEP) {
    const middle = (low + high) / 2;
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return low;
}

/** The size at which `word` would be exactly `maxWidth` wide, if its width were proportional to the size. */
function proportionalSize(word: string, face: FontFace, size: number, maxWidth: number, metrics: FontMetrics, characterSpacing: number): number {
  const width = metrics.widthOf(word, face, size);
  if (width <= 0) return size;
  return (size * (maxWidth - characterSpacing * [...word].length)) / width;
}

/**
 * The largest size, from `size` down to `minSize` (to 0.01 pt), at which a whole line is at most
 * `maxWidth` wide, `widthAt(size)` measuring it as drawn (icon included, say); `minSize` when even
 * that is too wide (the caller then wraps).
 */
export function oneLineSize(widthAt: (size: number) => number, size: number, minSize: number, maxWidth: number): number {
  if (widthAt(size) <= maxWidth) return size;
  // Widths grow about in proportion to the size: start from that estimate, then step down until it fits.
  let candidate = Math.min(size, Math.floor(((size * maxWidth) / widthAt(size)) * STEPS_PER_POINT) / STEPS_PER_POINT);
  while (candidate > minSize && widthAt(candidate) > maxWidth) candidate = Math.round((candidate - STEP) * STEPS_PER_POINT) / STEPS_PER_POINT;
  return Math.max(minSize, candidate);
}
