/** What the layout derives once from the options: faces, sizes, colours, line heights. */
import type { Color, FontFace } from './draw-document.ts';
import type { LayoutOptions } from './layout-options.ts';
import type { ColorScheme } from '../templates/template-schema.ts';
import type { Surface } from '../templates/template-style.ts';

export interface Theme {
  body: FontFace;
  bold: FontFace;
  italic: FontFace;
  heading: FontFace;
  headingRegular: FontFace;
  size: number;
  small: number;
  /** Baseline-to-baseline distance of body text. */
  leading: number;
  color: {
    text: Color;
    muted: Color;
    accent: Color;
    /** The tint (backgroundPartColor). */
    part: Color;
    background: Color;
    /** Solid surfaces (bands, sidebars, pills): the scheme's dark colour, else its accent. */
    dark: Color;
    /** Text on a solid surface. Never exactly the page colour: text the colour of the page reads as hidden text to some ATS filters. */
    onDark: Color;
    /** Muted text on a solid surface. */
    mutedOnDark: Color;
  };
}

export function themeOf(options: LayoutOptions): Theme {
  const { style, colors } = options;
  const family = options.font;
  const headingFamily = style.text.headingFont ?? family;
  const size = options.fontSize;
  return {
    body: { family, weight: 'regular', style: 'normal' },
    bold: { family, weight: 'bold', style: 'normal' },
    italic: { family, weight: 'regular', style: 'italic' },
    heading: { family: headingFamily, weight: 'bold', style: 'normal' },
    headingRegular: { family: headingFamily, weight: 'regular', style: 'normal' },
    size,
    small: Math.max(6, size * 0.88),
    leading: size * style.text.lineHeight * options.spacing,
    color: colorsOf(colors),
  };
}

/** Colours derived once per colour scheme (the schemes are the catalogue's, loaded once). */
const colorsByScheme = new WeakMap<ColorScheme, Readonly<Theme['color']>>();

/** A scheme's colours with the derived ones (dark, onDark, mutedOnDark), computed once per scheme. */
export function colorsOf(scheme: ColorScheme): Readonly<Theme['color']> {
  let colors = colorsByScheme.get(scheme);
  if (!colors) {
    colors = deriveColors(scheme);
    colorsByScheme.set(scheme, colors);
  }
  return colors;
}

function deriveColors(scheme: ColorScheme): Theme['color'] {
  const dark = scheme.dark ?? scheme.underlineColor;
  const onDark = scheme.onDark ?? mix(scheme.backgroundColor, dark, 0.03);
  return {
    text: scheme.text,
    muted: scheme.textMuted,
    accent: scheme.underlineColor,
    part: scheme.backgroundPartColor,
    background: scheme.backgroundColor,
    dark,
    onDark,
    mutedOnDark: readableMix(onDark, dark, MUTED_SHARE),
  };
}

/** The colour of a surface itself: the page's background, the tint, or the dark colour of a solid one. */
export function surfaceColor(color: Theme['color'], surface: Surface): Color {
  return surface === 'solid' ? color.dark : surface === 'tint' ? color.part : color.background;
}

/** The smallest WCAG contrast ratio body text may have against what it is drawn on (AA). */
export const MIN_TEXT_CONTRAST = 4.5;
/** How far muted text on a solid surface moves from onDark towards the surface, at most. */
const MUTED_SHARE = 0.25;

/**
 * `from` moved `share` of the way towards `to`, or less where the two would read below
 * MIN_TEXT_CONTRAST: muted text on a surface (light text moved towards the dark), or a lighter shade
 * of a surface that text in `to` sits on (a chip on the dark, moved towards onDark).
 */
export function readableMix(from: Color, to: Color, share: number): Color {
  for (let step = share; step > 0; step -= 0.01) {
    const mixed = mix(from, to, step);
    if (contrastRatio(mixed, to) >= MIN_TEXT_CONTRAST) return mixed;
  }
  return from;
}

/** The WCAG 2 contrast ratio of two #RRGGBB colours, 1 to 21. */
export function contrastRatio(a: Color, b: Color): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

function relativeLuminance(color: Color): number {
  const [r, g, b] = channelsOf(color).map((value) => {
    const channel = value / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The red, green and blue of #RRGGBB, 0-255 each. */
function channelsOf(color: Color): [number, number, number] {
  const value = Number.parseInt(color.slice(1, 7), 16);
  return [value >> 16, (value >> 8) & 0xff, value & 0xff];
}

/** `from` moved `share` of the way towards `to`, as #RRGGBB. */
export function mix(from: Color, to: Color, share: number): Color {
  const start = channelsOf(from);
  const end = channelsOf(to);
  const mixed = start.map((channel, index) => Math.round(channel + (end[index]! - channel) * share));
  return `#${mixed
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}
