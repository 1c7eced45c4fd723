/** Turning text into rows: wrapped paragraphs, bulleted items, and heading lines with a right-aligned part. */
import type { Color, DrawItem, FontFace, TextItem, TextRole } from './draw-document.ts';
import type { FontMetrics } from './font-metrics.ts';
import type { Row } from './blocks.ts';
import { breakLines } from './line-break.ts';
import type { Hyphenator } from './hyphenate.ts';
import type { TemplateStyle } from '../templates/template-style.ts';

export interface TextStyle {
  face: FontFace;
  size: number;
  color: Color;
  /** Row height (baseline to baseline). */
  leading: number;
  role?: TextRole;
  characterSpacing?: number;
  /** Hyphenation points of the text's language, for words wider than a whole line; unset: none. */
  hyphenate?: Hyphenator;
}

/** Metrics that count `spacing` after every character, so spaced capitals wrap like any text. */
export function spacedMetrics(metrics: FontMetrics, spacing: number | undefined): FontMetrics {
  if (!spacing) return metrics;
  return { ...metrics, widthOf: (text, face, size) => metrics.widthOf(text, face, size) + spacing * [...text].length };
}

/** Width of `text` including character spacing. */
export function measure(text: string, style: TextStyle, metrics: FontMetrics): number {
  const spacing = style.characterSpacing ? style.characterSpacing * [...text].length : 0;
  return metrics.widthOf(text, style.face, style.size) + spacing;
}

/** Baseline offset from a row's top that centres the face's ascent+descent in the row. */
export function baselineOffset(style: TextStyle, metrics: FontMetrics): number {
  const ascent = metrics.ascent(style.face, style.size);
  const descent = metrics.descent(style.face, style.size);
  return (style.leading - (ascent + descent)) / 2 + ascent;
}

export function textItem(text: string, x: number, baseline: number, width: number, style: TextStyle, link?: string): TextItem {
  // Optional keys assigned rather than spread (the layout makes thousands of these); same key order.
  const item: TextItem = { kind: 'text', x, y: baseline, text, font: style.face, size: style.size, color: style.color, width };
  if (style.role) item.role = style.role;
  if (style.characterSpacing) item.characterSpacing = style.characterSpacing;
  if (link) item.link = link;
  return item;
}

/** One row per wrapped line of `text`, `indent` points in from the column's left edge. */
export function paragraphRows(text: string, style: TextStyle, width: number, metrics: FontMetrics, options: { indent?: number; link?: string } = {}): Row[] {
  const indent = options.indent ?? 0;
  const offset = baselineOffset(style, metrics);
  const lines = breakLines(text, style.face, style.size, width - indent, spacedMetrics(metrics, style.characterSpacing), style.hyphenate);
  return lines.map((line) => ({
    height: style.leading,
    draw: (x, top) => (line.text ? [textItem(line.text, x + indent, top + offset, line.width, style, options.link)] : []),
  }));
}

/** A bulleted item: the marker hangs in the indent, wrapped lines align with the first. */
export function bulletRows(text: string, bullet: string, style: TextStyle, markerColor: Color, width: number, metrics: FontMetrics): Row[] {
  const indent = Math.max(style.size * 0.95, measure(bullet, style, metrics) + style.size * 0.45);
  const rows = paragraphRows(text, { ...style, role: 'LI' }, width, metrics, { indent });
  const offset = baselineOffset(style, metrics);
  const first = rows[0];
  if (!first) return rows;
  rows[0] = {
    height: first.height,
    draw: (x, top) => [textItem(bullet, x + style.size * 0.1, top + offset, measure(bullet, style, metrics), { ...style, color: markerColor, role: 'Lbl' }), ...first.draw(x, top)],
  };
  return rows;
}

export interface Run {
  text: string;
  style: TextStyle;
  link?: string;
}

/**
 * A heading line: `left` runs set one after another, `right` (dates) right-aligned. When both do not
 * fit, the left runs wrap over as many rows as needed and the right part sits on the first row.
 */
export function headingRows(left: Run[], right: Run | undefined, width: number, metrics: FontMetrics, gapBetween = 8): Row[] {
  const leading = Math.max(...left.map((run) => run.style.leading), right?.style.leading ?? 0);
  const rightWidth = right && right.text ? measure(right.text, right.style, metrics) : 0;
  const available = width - (rightWidth ? rightWidth + gapBetween : 0);
  const leftWidths = left.map((run) => measure(run.text, run.style, metrics));
  const total = leftWidths.reduce((sum, value) => sum + value, 0);
  const first: Row = {
    height: leading,
    draw: (x, top) => {
      const items: DrawItem[] = [];
      let cursor = x;
      if (total <= available) {
        left.forEach((run, index) => {
          items.push(textItem(run.text, cursor, top + baselineOffset({ ...run.style, leading }, metrics), leftWidths[index]!, run.style, run.link));
          cursor += leftWidths[index]!;
        });
      }
      if (right && rightWidth) items.push(...withBridge(items, textItem(right.text, x + width - rightWidth, top + baselineOffset({ ...right.style, leading }, metrics), rightWidth, right.style)));
      return items;
    },
  };
  if (total <= available) return [first];
  // Too long for one line: each run wraps on its own rows; the dates keep the first row.
  const rows: Row[] = [];
  left.forEach((run, index) => {
    const runRows = paragraphRows(run.text.trim(), run.style, index === 0 ? available : width, metrics, { link: run.link });
    rows.push(...runRows);
  });
  if (right && rightWidth && rows[0]) {
    const head = rows[0];
    rows[0] = {
      height: head.height,
      draw: (x, top) => {
        const items = head.draw(x, top);
        return [...items, ...withBridge(items, textItem(right.text, x + width - rightWidth, top + baselineOffset({ ...right.style, leading: head.height }, metrics), rightWidth, right.style))];
      },
    };
  }
  return rows;
}

/**
 * `aside` (a heading line's right-aligned dates) preceded by a reading bridge from the end of `lead`
 * (the items drawn left of it on its line), when there is a gap to bridge.
 *
 * Why: poppler's pdftotext, and the parsers built like it, join two runs of one baseline into a line
 * only when the gap between them is narrow; across a wide one they take the dates for a block of
 * their own and read it after the entry, after several entries or in another section. The bridge is
 * an invisible run (TextItem.invisible) filling the gap but for a space's width at each end, so each
 * side keeps its own words: extraction reads one line, "Senior Product Manager    Jan 2020 – Present",
 * the bridge as whitespace.
 */
export function withBridge(lead: readonly DrawItem[], aside: TextItem): DrawItem[] {
  let end = -Infinity;
  for (const item of lead) if (item.kind === 'text' && !item.invisible && Math.abs(item.y - aside.y) < aside.size) end = Math.max(end, item.x + item.width);
  const start = end + aside.size * BRIDGE_INSET;
  const stop = aside.x - aside.size * BRIDGE_INSET;
  if (!Number.isFinite(end) || stop - start < aside.size * BRIDGE_INSET) return [aside];
  const bridge: TextItem = { kind: 'text', x: start, y: aside.y, text: BRIDGE_READING, font: aside.font, size: aside.size, color: aside.color, width: stop - start, role: 'Artifact', invisible: true };
  return [bridge, aside];
}

/** Space left between the bridge and the text on each side of it, in ems of the aside's size. */
const BRIDGE_INSET = 0.3;

/**
 * What extraction reads for a bridge: whitespace to every reader, but two characters, as poppler
 * drops a glyph that reads as one whitespace character (U+0020, and U+00A0 too) and would not see
 * the bridge at all.
 */
const BRIDGE_READING = '  ';

/**
 * Small capitals, synthesised (the catalogue fonts have no small-caps glyphs): a lowercase letter is
 * drawn as its capital at SMALL_CAPS_SCALE of the size, every other character as it is. The runs sit
 * on one baseline with no gap between them, so extraction reads one word ("Experience" extracts as
 * "EXPERIENCE"); widths are measured run by run, so wrapping is exact.
 */
export const SMALL_CAPS_SCALE = 0.78;

/**
 * The most letter spacing small caps take, as a share of the full size. Poppler breaks a word where
 * the gap between two glyphs exceeds 0.1 of their size, and the small capitals are 0.78 of it: wider
 * spacing would extract "S U M M A R Y".
 */
export const SMALL_CAPS_MAX_SPACING = 0.07;

/** `text` as runs of small (upper-cased lowercase) and full-size characters. */
export function smallCapsRuns(text: string, size: number, locale: string): Array<{ text: string; size: number }> {
  const runs: Array<{ text: string; size: number }> = [];
  for (const character of text) {
    const upper = character.toLocaleUpperCase(locale);
    const runSize = upper !== character ? size * SMALL_CAPS_SCALE : size;
    const last = runs[runs.length - 1];
    if (last && last.size === runSize) last.text += upper;
    else runs.push({ text: upper, size: runSize });
  }
  return runs;
}

/**
 * Metrics that measure text as small caps (with `spacing` after every drawn character), for the line
 * breaker and shrinkToFit: the text stays in its own case until it is drawn.
 */
export function smallCapsMetrics(metrics: FontMetrics, locale: string, spacing = 0): FontMetrics {
  return {
    ...metrics,
    widthOf: (text, face, size) => {
      const runs = smallCapsRuns(text, size, locale);
      // As drawn: every character followed by `spacing`, but runs abut (see smallCapsItems).
      return runs.reduce((sum, run) => sum + metrics.widthOf(run.text, face, run.size) + spacing * [...run.text].length, 0) - spacing * Math.max(0, runs.length - 1);
    },
  };
}

/** A template's case for a name or a title. */
export type TextCase = TemplateStyle['sectionTitle']['case'];

/**
 * How text in `textCase` is set at `size`: its label (upper-cased for 'upper'; small caps keep their
 * own case until drawn), its letter spacing (small caps take at most `maxSmallCapsSpacing` of the
 * size, past which extraction splits them), metrics measuring it as drawn, and one line's items.
 */
export function casedText(textCase: TextCase, letterSpacing: number, maxSmallCapsSpacing: number, size: number, metrics: FontMetrics, locale: string) {
  const smallCaps = textCase === 'small-caps';
  const spacing = smallCaps ? Math.min(letterSpacing, size * maxSmallCapsSpacing) : letterSpacing;
  return {
    smallCaps,
    spacing,
    label: (text: string) => (textCase === 'upper' ? text.toLocaleUpperCase(locale) : text),
    metrics: smallCaps ? smallCapsMetrics(metrics, locale, spacing) : spacedMetrics(metrics, spacing),
    /** The items of one line of `text` (already labelled) at `x` on `baseline`. */
    items: (text: string, x: number, baseline: number, width: number, style: TextStyle): TextItem[] =>
      smallCaps ? smallCapsItems(text, x, baseline, style, metrics, locale) : [textItem(text, x, baseline, width, style)],
  };
}

/** The text items of one line of small caps starting at `x` on `baseline` (`style.size` is the capitals' size). */
export function smallCapsItems(text: string, x: number, baseline: number, style: TextStyle, metrics: FontMetrics, locale: string, link?: string): TextItem[] {
  let cursor = x;
  return smallCapsRuns(text, style.size, locale).map((run) => {
    const runStyle = { ...style, size: run.size };
    const width = measure(run.text, runStyle, metrics);
    const item = textItem(run.text, cursor, baseline, width, runStyle, link);
    // The next run starts where this one's last glyph ends, without its trailing letter spacing:
    // poppler measures a word to its last glyph, and reads any gap of 0.03 em or more between runs
    // of two sizes as a space ("S UMMARY").
    cursor += width - (style.characterSpacing ?? 0);
    return item;
  });
}
