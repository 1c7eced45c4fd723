/**
 * Level marks: a skill's or a language's level drawn as dots or a bar beside its name, from the
 * value the level scale reads in its text. Decoration only (artifacts): the level's text is printed
 * with the name either way, and a level the scale cannot read gets no marks (never an invented one).
 */
import type { DrawItem } from './draw-document.ts';
import type { Row } from './blocks.ts';
import { baselineOffset, type TextStyle } from './typeset.ts';
import { paletteOf, surfaceOf, type Context } from './section-context.ts';
import { mix, surfaceColor } from './theme.ts';
import { levelOf } from '../domain/level-scale.ts';
import type { TemplateStyle } from '../templates/template-style.ts';

/** A section whose items may carry level marks. */
export type LevelSection = TemplateStyle['levels']['sections'][number];

/** Number of dots a level is drawn with. */
export const DOTS = 5;

/** The value (0..1) marks are drawn for, when the template marks levels in `section` and `text` states one. */
export function markedLevel(section: LevelSection, text: string | undefined, context: Pick<Context, 'options'>): number | undefined {
  const spec = context.options.style.levels;
  if (spec.marks === 'none' || !spec.sections.includes(section)) return undefined;
  return levelOf(text, section === 'skills' ? 'skill' : 'language')?.value;
}

interface Marks {
  width: number;
  height: number;
  /** The marks with their left edge at `x`, centred vertically on `middle`. */
  draw(x: number, middle: number): DrawItem[];
}

/** Dots (filled up to the value, the rest hollow) or a bar (a track and a fill), sized from the body text. */
export function levelMarks(value: number, context: Context): Marks {
  const { theme } = context;
  const palette = paletteOf(context);
  // The unfilled part: the accent faded into the surface, visible but clearly "not reached".
  const faded = mix(palette.accent, surfaceColor(theme.color, surfaceOf(context)), 0.6);
  if (context.options.style.levels.marks === 'dots') {
    const size = theme.size * 0.52;
    const spacing = size * 0.45;
    const filled = Math.round(value * DOTS);
    const stroke = size * 0.14;
    return {
      width: DOTS * size + (DOTS - 1) * spacing,
      height: size,
      draw: (x, middle) =>
        Array.from({ length: DOTS }, (_, index): DrawItem => {
          const left = x + index * (size + spacing);
          return index < filled
            ? { kind: 'rect', x: left, y: middle - size / 2, width: size, height: size, radius: size / 2, fill: palette.accent }
            : // A hollow dot: the ring inside the dot's box.
              { kind: 'rect', x: left + stroke / 2, y: middle - size / 2 + stroke / 2, width: size - stroke, height: size - stroke, radius: (size - stroke) / 2, stroke: faded, strokeWidth: stroke };
        }),
    };
  }
  const width = Math.min(theme.size * 4.2, context.width * 0.4);
  const height = theme.size * 0.32;
  return {
    width,
    height,
    draw: (x, middle) => [
      { kind: 'rect', x, y: middle - height / 2, width, height, radius: height / 2, fill: faded },
      ...(value > 0 ? [{ kind: 'rect' as const, x, y: middle - height / 2, width: Math.max(height, width * value), height, radius: height / 2, fill: palette.accent }] : []),
    ],
  };
}

/** Space between a name's text and marks on its row, pt. */
const MARKS_GAP = 8;

/** Whether marks fit right-aligned on an item's only row, after its text (`textWidth`). */
export function marksFitBeside(rows: Row[], textWidth: number, context: Context): boolean {
  return rows.length === 1 && textWidth + MARKS_GAP + levelMarks(0, context).width <= context.width;
}

/**
 * An item's rows with its level marks: right-aligned on its first row (`beside`, see
 * marksFitBeside), else on a row of their own under the item, at its left edge.
 */
export function withMarks(rows: Row[], value: number, beside: boolean, style: TextStyle, context: Context): Row[] {
  const marks = levelMarks(value, context);
  const first = rows[0];
  if (!first) return rows;
  const { metrics } = context.options;
  if (beside) {
    // The middle of the x-height: marks line up with lowercase letters, not with the capitals.
    const middle = (top: number) => top + baselineOffset({ ...style, leading: first.height }, metrics) - style.size * 0.3;
    return [{ ...first, draw: (x, top) => [...first.draw(x, top), ...marks.draw(x + context.width - marks.width, middle(top))] }, ...rows.slice(1)];
  }
  const height = marks.height + style.size * 0.8;
  // Shapes only: not a line of text that keeps a heading company (paginate.ts followingLines).
  return [...rows, { height, draw: (x, top) => marks.draw(x, top + height / 2 - style.size * 0.1), textless: true }];
}
