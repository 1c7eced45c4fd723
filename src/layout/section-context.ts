/** What every section builder gets: the options, the theme and the column it is built for. */
import type { LayoutOptions } from './layout-options.ts';
import type { Theme } from './theme.ts';
import type { Block } from './blocks.ts';
import type { TextStyle } from './typeset.ts';
import type { Color } from './draw-document.ts';
import type { Surface } from '../templates/template-style.ts';
import { mix, readableMix } from './theme.ts';

export interface Context {
  options: LayoutOptions;
  theme: Theme;
  width: number;
  /** Section titles hang this far left of the content (side columns: see layout-resume.ts). */
  titleOutdent?: number;
  /** What the column is painted with (side columns); solid turns text light. Absent: none. */
  surface?: Surface;
}

/** One block of a section, built for a column of the context's width. */
export type Builder = (context: Context) => Block;

/**
 * Whether a section is built for the side column of a two-column page: the one context whose titles
 * hang left of its content (titleOutdent, set by layout-resume.ts). Side columns are too narrow for a
 * label column of margin titles, a date column, or chips side by side.
 */
export function inSideColumn(context: Pick<Context, 'titleOutdent'>): boolean {
  return (context.titleOutdent ?? 0) > 0;
}

/** The surface a section is drawn on. */
export function surfaceOf(context: Pick<Context, 'surface'>): Surface {
  return context.surface ?? 'none';
}

/** The colours a section uses on its surface. */
export interface Palette {
  text: Color;
  muted: Color;
  /** Titles, bullets, rules, links: the accent, or the light colour on a dark surface (accent on dark is unreadable). */
  accent: Color;
  /** Chips and title bands: a shade that stands out from the surface. */
  chip: Color;
  /** Hairlines (dividers between sections and entries, timeline rails): a light line on the surface. */
  rule: Color;
}

/**
 * Palettes by theme colours and surface, made once: mixing colours parses and formats hex strings,
 * and every text style of a section asks for its palette (a quarter of a dense layout's time when
 * each call mixed afresh).
 */
const palettes = new WeakMap<Theme['color'], Partial<Record<Surface, Readonly<Palette>>>>();

export function paletteOf(context: Pick<Context, 'theme' | 'surface'>): Readonly<Palette> {
  const color = context.theme.color;
  const surface = surfaceOf(context);
  let bySurface = palettes.get(color);
  if (!bySurface) {
    bySurface = {};
    palettes.set(color, bySurface);
  }
  bySurface[surface] ??= paletteFor(color, surface);
  return bySurface[surface];
}

function paletteFor(color: Theme['color'], surface: Surface): Palette {
  switch (surface) {
    case 'solid':
      // Chips lift off the dark only as far as their onDark text keeps MIN_TEXT_CONTRAST on them.
      return { text: color.onDark, muted: color.mutedOnDark, accent: color.onDark, chip: readableMix(color.dark, color.onDark, 0.18), rule: mix(color.dark, color.onDark, 0.45) };
    case 'tint':
      return { text: color.text, muted: color.muted, accent: color.accent, chip: color.background, rule: mix(color.muted, color.part, 0.55) };
    case 'none':
      return { text: color.text, muted: color.muted, accent: color.accent, chip: color.part, rule: mix(color.muted, color.background, 0.6) };
  }
}

/** A colour role of the template (a title's, a date's, a bullet's) on the context's surface. */
export function roleColor(role: keyof Pick<Palette, 'text' | 'muted' | 'accent'>, context: Pick<Context, 'theme' | 'surface'>): Color {
  return paletteOf(context)[role];
}

export function bodyStyle(context: Context): TextStyle {
  return { face: context.theme.body, size: context.theme.size, color: paletteOf(context).text, leading: context.theme.leading, role: 'P', hyphenate: context.options.locale.hyphenate };
}
