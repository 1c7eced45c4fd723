/** Section titles: the template's case, size, colour and decoration. */
import type { DrawItem } from './draw-document.ts';
import type { Block, Row } from './blocks.ts';
import { block, gap } from './blocks.ts';
import { baselineOffset, spacedMetrics, textItem, type TextStyle } from './typeset.ts';
import { breakLines } from './line-break.ts';
import { shrinkToFit } from './fit-text.ts';
import { HEADING_MIN_SCALE } from './header.ts';
import { paletteOf, roleColor, type Context } from './section-context.ts';

/** A section title with the template's decoration; it keeps with two lines of its section's content. */
export function sectionTitle(text: string, context: Context): Block {
  const { theme, options } = context;
  const metrics = options.metrics;
  const spec = options.style.sectionTitle;
  const palette = paletteOf(context);
  const label = spec.case !== 'as-is' ? text.toLocaleUpperCase(options.locale.code) : text;
  const face = spec.bold ? theme.heading : theme.headingRegular;
  const padding = spec.decoration === 'band' ? spec.size * 0.45 : 0;
  const barWidth = spec.decoration === 'bar' ? spec.size * 0.35 : 0;
  const indent = barWidth ? barWidth + spec.size * 0.5 : padding;
  const ruleGap = spec.decoration === 'underline' ? spec.size * 0.35 : 0;
  // A band's text sits `padding` inside the band: hang the band further so the text itself hangs.
  const outdent = (context.titleOutdent ?? 0) + (context.titleOutdent ? padding : 0);
  const boxWidth = context.width + outdent;
  const textRoom = boxWidth - indent - padding;
  // A title too long for its column shrinks a little, then wraps (hyphenated only as a last resort).
  const size = shrinkToFit(label, face, spec.size, spec.size * HEADING_MIN_SCALE, textRoom, metrics, spec.letterSpacing);
  const style: TextStyle = {
    face,
    size,
    color: roleColor(spec.color, context),
    leading: size * 1.35,
    role: 'H2',
    characterSpacing: spec.letterSpacing || undefined,
    hyphenate: options.locale.hyphenate,
  };
  const lines = breakLines(label, face, size, textRoom, spacedMetrics(metrics, style.characterSpacing), style.hyphenate);
  const offset = baselineOffset(style, metrics);
  const textHeight = style.leading * lines.length;
  const row: Row = {
    height: textHeight + padding * 2 + ruleGap + (spec.decoration === 'underline' ? 1 : 0),
    draw: (contentX, top) => {
      const x = contentX - outdent;
      const items: DrawItem[] = [];
      if (spec.decoration === 'band') items.push({ kind: 'rect', x, y: top, width: boxWidth, height: textHeight + padding * 2, fill: palette.chip, radius: 2 });
      if (spec.decoration === 'bar') items.push({ kind: 'rect', x, y: top + style.leading * 0.18, width: barWidth, height: textHeight - style.leading * 0.36, fill: palette.accent });
      lines.forEach((line, index) => items.push(textItem(line.text, x + indent, top + padding + offset + index * style.leading, line.width, style)));
      if (spec.decoration === 'underline') {
        const y = top + textHeight + ruleGap;
        items.push({ kind: 'line', x1: x, y1: y, x2: x + boxWidth, y2: y, width: 0.8, color: palette.accent });
      }
      const lastWidth = lines[lines.length - 1]?.width ?? 0;
      if (spec.decoration === 'rule-after' && indent + lastWidth + spec.size < boxWidth) {
        const y = top + padding + offset + (lines.length - 1) * style.leading - size * 0.32;
        items.push({ kind: 'line', x1: x + indent + lastWidth + spec.size * 0.6, y1: y, x2: x + boxWidth, y2: y, width: 0.6, color: palette.accent });
      }
      return items;
    },
  };
  return block([row, gap(spec.spaceAfter)], { spaceBefore: spec.spaceBefore, keepWithNext: true });
}
