/**
 * Section titles: the template's case (small caps synthesised), size, colour, alignment and
 * decoration, above their content or in a label column left of it (placement 'margin').
 */
import type { DrawItem } from './draw-document.ts';
import type { Block, Row } from './blocks.ts';
import { block, gap } from './blocks.ts';
import { baselineOffset, casedText, SMALL_CAPS_MAX_SPACING, type TextStyle } from './typeset.ts';
import { breakLines, type MeasuredLine } from './line-break.ts';
import { sectionNames, type SectionName } from '../domain/resume.ts';
import { iconPaths } from './icons.ts';
import { shrinkToFit } from './fit-text.ts';
import { HEADING_MIN_SCALE } from './header.ts';
import type { TemplateStyle } from '../templates/template-style.ts';
import { bodyStyle, inSideColumn, paletteOf, roleColor, surfaceOf, type Context } from './section-context.ts';

/** Default stroke of each decoration's rule, pt (`ruleWeight` null keeps these). */
const RULE_WEIGHTS: Partial<Record<TemplateStyle['sectionTitle']['decoration'], number>> = { underline: 0.8, overline: 0.8, 'rule-after': 0.6, 'rule-both': 0.6 };

/**
 * Space between the label column and the content: 0.85 em of the larger of the title and body
 * sizes. Two readers pull opposite ways here. Poppler reads a title and the content line beside it
 * as one line, title first ("EXPERIENCE Staff Engineer"), only while the gap stays under about an em
 * of body text; wider, it reads the label column as a column of its own, every title of a page
 * before any content. The resume parser (src/parsing/text-rows.ts) cuts a line into label and value
 * only at a gap over 0.8 em of the larger size; narrower, the title is glued to the first line of
 * content. Both hold for titles up to about 1.15 times the body size (checked at 9 and 11 pt on
 * 10 pt text); larger margin titles keep poppler's order and lose the parser's split.
 */
export function marginGap(context: Pick<Context, 'options' | 'theme'>): number {
  const spec = context.options.style.sectionTitle;
  // Plus the letter spacing after the title's last letter, which readers count as part of the word.
  return 0.85 * Math.max(spec.size, context.theme.size) + spec.letterSpacing;
}

/**
 * How far a section's content is indented past margin titles: the label column plus its gap. Only in
 * a main column (a side column is too narrow to give a label column of its own).
 */
export function marginIndent(context: Omit<Context, 'width'>): number {
  const spec = context.options.style.sectionTitle;
  return spec.placement === 'margin' && !inSideColumn(context) ? labelColumnWidth(context) + marginGap(context) : 0;
}

/** The widest a label column grows to hold a language's long titles, pt (the schema's widest marginWidth). */
const MAX_LABEL_COLUMN = 160;
const labelColumns = new WeakMap<object, number>();

/**
 * The label column's width: the template's marginWidth, wider where the language's section titles
 * need it to fit on one line at 80% of their size ("Arbetslivserfarenhet", "Experiencia
 * profesional"): a margin title that wraps reads as two lines beside the content, and one broken
 * inside a word reads as two words. Custom titles (the resume's own words) may still wrap.
 */
function labelColumnWidth(context: Omit<Context, 'width'>): number {
  const known = labelColumns.get(context.options);
  if (known !== undefined) return known;
  const { options, theme } = context;
  const spec = options.style.sectionTitle;
  const face = spec.bold ? theme.heading : theme.headingRegular;
  const insets = titleInsets(spec, spec.icon !== 'none');
  const titles = sectionNames.filter((name) => name !== 'header' && name !== 'custom').map((name) => options.locale.sectionTitle(name));
  const widest = Math.max(...titles.map((title) => titleWidth(title, face, spec.size * HEADING_MIN_SCALE, options)));
  const width = Math.min(MAX_LABEL_COLUMN, Math.max(spec.marginWidth, Math.ceil(widest + insets.indent + insets.iconRoom + insets.end)));
  labelColumns.set(context.options, width);
  return width;
}

/** Room a title's decoration and icon take beside its text: before it (`indent`, the icon's room) and after it (`end`). */
function titleInsets(spec: TemplateStyle['sectionTitle'], withIcon: boolean) {
  const padding = spec.decoration === 'band' ? spec.size * 0.45 : 0;
  const pill = spec.decoration === 'pill' ? { x: spec.size * 0.55, y: spec.size * 0.22 } : undefined;
  const barWidth = spec.decoration === 'bar' ? spec.size * 0.35 : 0;
  const bothRule = spec.decoration === 'rule-both' && spec.align === 'left' ? spec.size * 1.6 : 0;
  const indent = barWidth ? barWidth + spec.size * 0.5 : bothRule ? bothRule + spec.size * 0.6 : pill ? pill.x : padding;
  // The icon's box (a disc is larger than a plain icon) and the space after it.
  const iconBox = withIcon ? spec.size * (spec.icon === 'disc' ? DISC_SCALE : ICON_SCALE) : 0;
  const iconRoom = withIcon ? iconBox + spec.size * 0.4 : 0;
  return { padding, pill, barWidth, bothRule, indent, iconBox, iconRoom, end: pill ? pill.x : padding };
}

/** How a title's text is cased, spaced and measured at `size`, as it is drawn (small caps: at most SMALL_CAPS_MAX_SPACING, see typeset.ts). */
function titleText(options: Context['options'], size: number) {
  const spec = options.style.sectionTitle;
  return casedText(spec.case, spec.letterSpacing, SMALL_CAPS_MAX_SPACING, size, options.metrics, options.locale.code);
}

/** Width of `text` as a title on one line at `size`. */
function titleWidth(text: string, face: TextStyle['face'], size: number, options: Context['options']): number {
  const set = titleText(options, size);
  return set.metrics.widthOf(set.label(text), face, size);
}

/** A section title with the template's decoration; it keeps with two lines of its section's content. */
export function sectionTitle(text: string, context: Context, section?: SectionName): Block {
  const { theme, options } = context;
  const spec = options.style.sectionTitle;
  const margin = marginIndent(context) > 0;
  const decoration = spec.decoration;
  const weight = spec.ruleWeight ?? RULE_WEIGHTS[decoration] ?? 0;
  const face = spec.bold ? theme.heading : theme.headingRegular;
  const icon = spec.icon !== 'none' && section && section !== 'header' ? section : undefined;
  const insets = titleInsets(spec, icon !== undefined);
  const { padding, pill, indent, iconRoom, end } = insets;
  const ruleGap = decoration === 'underline' || decoration === 'overline' ? spec.size * 0.35 : 0;
  // A band's text sits `padding` inside the band: hang the band further so the text itself hangs.
  const outdent = (context.titleOutdent ?? 0) + (context.titleOutdent ? padding : 0);
  const boxWidth = margin ? labelColumnWidth(context) : context.width + outdent;
  const textRoom = boxWidth - indent - iconRoom - end;
  const set = titleLines(text, face, textRoom, margin, context);
  const { lines, style } = set;
  const size = style.size;
  const offset = baselineOffset(style, options.metrics);
  const pillHeight = pill ? size * CAP_HEIGHT + 2 * pill.y : 0;
  // Pills are a line each, a little apart (the style's own leading still places the first baseline).
  const leading = pill ? pillHeight + size * 0.2 : style.leading;
  const textHeight = pill ? leading * lines.length - size * 0.2 : leading * lines.length;
  const centred = spec.align === 'center' && !margin;
  // Where each line starts in the title's box; the icon goes before the first line.
  const lineX = (line: MeasuredLine, index: number) => {
    const room = index === 0 ? iconRoom : 0;
    if (centred) return (boxWidth - line.width - room) / 2 + room;
    return margin ? boxWidth - line.width : indent + iconRoom;
  };
  const over = decoration === 'overline' ? weight + ruleGap : 0;
  const shape: TitleShape = { context, lines, set, size, leading, offset, textHeight, boxWidth, lineX, insets, pillHeight, ruleGap, weight, icon };
  const draw = (x: number, firstBaseline: number) => titleItems(shape, x, firstBaseline);

  if (margin) {
    // In the label column, right-aligned against the content (moderncv's look): the title's last
    // line sits a hair above the first line of content. The gap is small enough that poppler reads
    // the two as one line, title first ("EXPERIENCE Staff Engineer"); with a wide gap it reads the
    // label column as a column of its own, every title of the page before any content. The block is
    // only as tall as the lines above the last one, so the content starts beside the title.
    const body = bodyStyle(context);
    const lift = size * MARGIN_LIFT;
    const row: Row = {
      height: over + leading * (lines.length - 1),
      draw: (contentX, top) => draw(contentX, top + over + baselineOffset(body, options.metrics) - lift),
    };
    return { ...block([row], { spaceBefore: spec.spaceBefore, keepWithNext: true }), ...sectionDivider(context, spec.placement) };
  }
  const row: Row = {
    height: over + textHeight + padding * 2 + (decoration === 'underline' ? ruleGap + 1 : 0),
    // A pill's capitals are centred in it; other titles sit on the baseline of their line.
    draw: (contentX, top) => draw(contentX - outdent, top + over + padding + (pill ? pill.y + size * CAP_HEIGHT : offset)),
  };
  return { ...block([row, gap(spec.spaceAfter)], { spaceBefore: spec.spaceBefore, keepWithNext: true }), ...sectionDivider(context, spec.placement) };
}

/** A title measured and placed in its box: what titleItems draws. */
interface TitleShape {
  context: Context;
  lines: MeasuredLine[];
  set: TitleSet;
  size: number;
  /** Baseline to baseline (a pill's height and a little for pills). */
  leading: number;
  /** The first baseline below the top of the text (from the style's own leading). */
  offset: number;
  textHeight: number;
  boxWidth: number;
  /** Where each line starts in the box. */
  lineX: (line: MeasuredLine, index: number) => number;
  insets: ReturnType<typeof titleInsets>;
  pillHeight: number;
  /** Space between the text and an underline or overline. */
  ruleGap: number;
  /** The decoration's rule stroke, pt. */
  weight: number;
  icon: Exclude<SectionName, 'header'> | undefined;
}

/** The title's items with its box's left edge at `x` and its first baseline at `firstBaseline`: decoration, lines, icon, rules. */
function titleItems(shape: TitleShape, x: number, firstBaseline: number): DrawItem[] {
  const { context, lines, set, size, leading, offset, textHeight, boxWidth, lineX, pillHeight, ruleGap, weight, icon } = shape;
  const { padding, pill, barWidth, iconBox, iconRoom } = shape.insets;
  const spec = context.options.style.sectionTitle;
  const decoration = spec.decoration;
  const palette = paletteOf(context);
  const rule = (x1: number, x2: number, y: number): DrawItem => ({ kind: 'line', x1, y1: y, x2, y2: y, width: weight, color: palette.accent });
  const items: DrawItem[] = [];
  const top = firstBaseline - offset - padding;
  if (decoration === 'band') items.push({ kind: 'rect', x, y: top, width: boxWidth, height: textHeight + padding * 2, fill: palette.chip, radius: 2 });
  if (decoration === 'bar') items.push({ kind: 'rect', x, y: top + leading * 0.18, width: barWidth, height: textHeight - leading * 0.36, fill: palette.accent });
  if (decoration === 'overline') items.push(rule(x, x + boxWidth, top - ruleGap - weight / 2));
  lines.forEach((line, index) => {
    const baseline = firstBaseline + index * leading;
    const left = x + lineX(line, index);
    // A pill hugs each line: the title in light text on the dark colour (on a dark column, a lighter shade).
    if (pill)
      items.push({
        kind: 'rect',
        x: left - pill.x,
        y: baseline - size * CAP_HEIGHT - pill.y,
        width: line.width + 2 * pill.x,
        height: pillHeight,
        fill: surfaceOf(context) === 'solid' ? palette.chip : context.theme.color.dark,
        radius: pillHeight / 2,
      });
    items.push(...set.draw(line.text, left, baseline, line.width));
    if (icon && index === 0) items.push(...sectionIcon(icon, left - iconRoom, baseline - (size * CAP_HEIGHT) / 2, iconBox, context));
  });
  const midline = (index: number) => firstBaseline + index * leading - size * 0.32;
  if (decoration === 'underline') items.push(rule(x, x + boxWidth, top + textHeight + ruleGap));
  const last = lines[lines.length - 1];
  if (decoration === 'rule-after' && last && lineX(last, lines.length - 1) + last.width + spec.size < boxWidth) {
    items.push(rule(x + lineX(last, lines.length - 1) + last.width + spec.size * 0.6, x + boxWidth, midline(lines.length - 1)));
  }
  if (decoration === 'rule-both' && lines[0]) {
    const first = lines[0];
    const start = x + lineX(first, 0) - iconRoom;
    const gapBeside = spec.size * 0.6;
    if (start - gapBeside > x + spec.size * 0.5) items.push(rule(x, start - gapBeside, midline(0)));
    if (start + iconRoom + first.width + gapBeside < x + boxWidth - spec.size * 0.5) items.push(rule(start + iconRoom + first.width + gapBeside, x + boxWidth, midline(0)));
  }
  return items;
}

/** Size of a plain section icon, and of the disc holding one, as a share of the title's size. */
const ICON_SCALE = 1.1;
const DISC_SCALE = 1.45;

/**
 * A section's icon in a box of `box` points whose vertical centre is `middle`: plain in the accent,
 * or light on an accent disc (dark on a light disc in a dark column).
 */
function sectionIcon(name: Exclude<SectionName, 'header'>, x: number, middle: number, box: number, context: Context): DrawItem[] {
  const palette = paletteOf(context);
  const top = middle - box / 2;
  if (context.options.style.sectionTitle.icon === 'plain') return iconPaths(name, x, top, box, palette.accent);
  const inner = box * 0.62;
  const onDisc = surfaceOf(context) === 'solid' ? context.theme.color.dark : context.theme.color.onDark;
  return [{ kind: 'rect', x, y: top, width: box, height: box, radius: box / 2, fill: palette.accent }, ...iconPaths(name, x + (box - inner) / 2, top + (box - inner) / 2, inner, onDisc)];
}

/** A hairline between sections (style.dividers.sections), in the space above a title. */
function sectionDivider(context: Context, placement: TemplateStyle['sectionTitle']['placement']): Pick<Block, 'dividerBefore'> {
  const weight = context.options.style.dividers.sections;
  if (weight <= 0) return {};
  const outdent = context.titleOutdent ?? 0;
  const width = context.width + (placement === 'margin' ? 0 : outdent);
  const color = paletteOf(context).rule;
  return { dividerBefore: (x, y) => [{ kind: 'line', x1: x - outdent, y1: y, x2: x - outdent + width, y2: y, width: weight, color }] };
}

interface TitleSet {
  lines: MeasuredLine[];
  style: TextStyle;
  /** The items of one line at `x` on `baseline`. */
  draw(text: string, x: number, baseline: number, width: number): DrawItem[];
}

/**
 * The title's lines at the size it is set in. A title too long for its room shrinks a little
 * (to HEADING_MIN_SCALE), then wraps; hyphenated only as a last resort above the content. In a label
 * column it shrinks as a whole line (to MARGIN_MIN_SCALE: wrapped there, its first line would read
 * apart from its last, which reads joined to the content), and when even that is too wide it wraps
 * at a space, its words shrunk to fit rather than broken.
 */
function titleLines(text: string, face: TextStyle['face'], room: number, margin: boolean, context: Context): TitleSet {
  const { options } = context;
  const spec = options.style.sectionTitle;
  const fitting = titleText(options, spec.size);
  const label = fitting.label(text);
  const spacingForFit = fitting.smallCaps ? 0 : spec.letterSpacing;
  const fitMetrics = fitting.smallCaps ? fitting.metrics : options.metrics;
  let size = shrinkToFit(label, face, spec.size, spec.size * HEADING_MIN_SCALE, room, fitMetrics, spacingForFit);
  if (margin) size = oneLineSize(text, face, room, options) ?? shrinkToFit(label, face, size, spec.size * MARGIN_MIN_SCALE, room, fitMetrics, spacingForFit);
  const drawn = titleText(options, size);
  const style: TextStyle = {
    face,
    size,
    color: roleColor(spec.color, context),
    leading: size * 1.35,
    role: 'H2',
    characterSpacing: drawn.spacing || undefined,
    hyphenate: margin ? undefined : options.locale.hyphenate,
  };
  if (spec.decoration === 'pill') style.color = surfaceOf(context) === 'solid' ? paletteOf(context).text : context.theme.color.onDark;
  const lines = breakLines(label, face, size, room, drawn.metrics, style.hyphenate);
  return {
    lines,
    style,
    draw: (line, x, baseline, width) => drawn.items(line, x, baseline, width, style),
  };
}

/**
 * The largest size (in steps of 1%, down to MARGIN_MIN_SCALE) at which the whole title fits on one
 * line of `room`. The label column is made wide enough for the language's titles at 80% (see
 * labelColumnWidth) up to its widest; only heavier titles (large, spaced, with an icon) go smaller.
 */
function oneLineSize(text: string, face: TextStyle['face'], room: number, options: Context['options']): number | undefined {
  const full = options.style.sectionTitle.size;
  for (let scale = 1; scale >= MARGIN_MIN_SCALE - 1e-9; scale -= 0.01) if (titleWidth(text, face, full * scale, options) <= room) return full * scale;
  return undefined;
}

/** Height of capitals as a share of the size (most catalogue faces: 0.70-0.73), to centre them in a pill. */
const CAP_HEIGHT = 0.72;

/** How far a margin title's last baseline sits above its content's first, as a share of its size. */
const MARGIN_LIFT = 0.12;

/** How far a margin title may shrink so that its longest word fits the label column. */
const MARGIN_MIN_SCALE = 0.55;
