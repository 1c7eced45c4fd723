/** What the layout derives once from the options: faces, sizes, colours, line heights. */
import type { Color, FontFace } from './draw-document.ts';
import type { LayoutOptions } from './layout-options.ts';

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
  color: { text: Color; muted: Color; accent: Color; part: Color; background: Color };
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
    color: { text: colors.text, muted: colors.textMuted, accent: colors.underlineColor, part: colors.backgroundPartColor, background: colors.backgroundColor },
  };
}
