/** List sections: "Label — detail" lines (languages, interests) and skills as a list, a paragraph or chips. */
import type { DrawItem } from './draw-document.ts';
import type { Block, Group, Row } from './blocks.ts';
import { block, gap, rowsHeight } from './blocks.ts';
import { baselineOffset, headingRows, measure, paragraphRows, textItem, type Run, type TextStyle } from './typeset.ts';
import { bodyStyle, inSideColumn, paletteOf, type Builder, type Context } from './section-context.ts';
import { markedLevel, marksFitBeside, withMarks, type LevelSection } from './levels.ts';
import type { Sections } from '../domain/resume.ts';

/** One line of a list: a label, a detail after a dash, and the level its marks are drawn from (also part of the detail). */
export interface ListItem {
  label: string;
  detail?: string;
  level?: { section: LevelSection; text: string | undefined };
}

/** "Label — detail" lines (languages, interests, skills with details): one block, an item a group; none without a labelled item. */
export function listBuilders(items: ListItem[]): Builder[] {
  const labelled = items.filter((item) => item.label);
  return labelled.length > 0 ? [(at) => listBlock(at, labelled)] : [];
}

function listBlock(context: Context, items: ListItem[]): Block {
  const { theme, options } = context;
  const body = bodyStyle(context);
  const lines = items.map((item) => {
    const rows = listTextRows(context, item);
    const value = item.level && markedLevel(item.level.section, item.level.text, context);
    const textWidth = measure(item.label, { ...body, face: theme.bold }, options.metrics) + (item.detail ? measure(` — ${item.detail}`, body, options.metrics) : 0);
    return { rows, value, textWidth };
  });
  // Marks beside the names only when every marked item has room for them: a list whose marks
  // change places from line to line looks broken.
  const marked = lines.filter((line) => line.value !== undefined);
  const beside = marked.every((line) => marksFitBeside(line.rows, line.textWidth, context));
  const groups: Group[] = lines.map((line, index) => {
    const rows = line.value === undefined ? line.rows : withMarks(line.rows, line.value, beside, body, context);
    return { rows: index === 0 ? rows : [gap(LIST_ITEM_GAP), ...rows], unit: index };
  });
  return { groups, spaceBefore: LIST_ITEM_GAP, keepWithNext: false, keepLastItemCompany: true };
}

/** "Label — detail" on one line when it fits, else the label's lines and then the detail's. */
function listTextRows(context: Context, item: ListItem): Row[] {
  const { theme, options, width } = context;
  const body = bodyStyle(context);
  const runs: Run[] = [{ text: item.label, style: { ...body, face: theme.bold } }];
  if (item.detail) runs.push({ text: ` — ${item.detail}`, style: { ...body, color: paletteOf(context).muted } });
  return measure(runs.map((run) => run.text).join(''), body, options.metrics) <= width
    ? headingRows(runs, undefined, width, options.metrics)
    : [...paragraphRows(item.label, runs[0]!.style, width, options.metrics), ...(item.detail ? paragraphRows(item.detail, { ...body, color: paletteOf(context).muted }, width, options.metrics) : [])];
}

/** Space between the items of a list, pt. */
const LIST_ITEM_GAP = 2;

/** Skills as a list, a comma-separated paragraph, or tags, as the template says. */
export function skillBuilders(sections: Sections): Builder[] {
  const skills = (sections.skills ?? []).map((skill) => (typeof skill === 'string' ? { name: skill } : skill)).filter((skill) => skill.name);
  if (skills.length === 0) return [];
  const withDetails = skills.some((skill) => skill.keywords?.length || skill.level);
  const listed = skills.map(
    (skill): ListItem => ({
      label: skill.name!,
      detail: [skill.level, (skill.keywords ?? []).join(', ')].filter(Boolean).join(' · ') || undefined,
      level: { section: 'skills', text: skill.level },
    }),
  );
  return [
    (context) => {
      const display = context.options.style.skills.display;
      if (display === 'tags') return tagBlock(skills, context);
      if (display === 'inline' && !withDetails) return block(paragraphRows(skills.map((skill) => skill.name).join(', '), bodyStyle(context), context.width, context.options.metrics));
      return listBlock(context, listed);
    },
  ];
}

/**
 * Skills as chips. A skill with keywords is a group: its name (and level) as a small label, its
 * keywords as chips under it; skills without keywords are chips of their own (with the level).
 * Nothing the resume says is left off the page.
 */
function tagBlock(skills: Array<{ name?: string; level?: string; keywords?: string[] }>, context: Context): Block {
  const { theme, options, width } = context;
  const label: TextStyle = { face: theme.bold, size: theme.small, color: paletteOf(context).text, leading: theme.small * 1.45, role: 'P', hyphenate: options.locale.hyphenate };
  const groups: Group[] = [];
  const loose: string[] = [];
  for (const skill of skills) {
    const name = [skill.name, skill.level].filter(Boolean).join(' · ');
    const keywords = (skill.keywords ?? []).filter((keyword) => keyword.trim());
    if (keywords.length === 0) {
      loose.push(name);
      continue;
    }
    const rows = [...paragraphRows(name, label, width, options.metrics), ...tagRows(keywords, context)];
    groups.push({ rows: groups.length === 0 ? rows : [gap(theme.small * 0.5), ...rows] });
  }
  if (loose.length > 0) groups.push({ rows: [...(groups.length > 0 ? [gap(theme.small * 0.5)] : []), ...tagRows(loose, context)] });
  return { groups, spaceBefore: 0, keepWithNext: false, keepLastItemCompany: true };
}

/**
 * Chips flowing left to right, wrapping as needed; in a side column one per row (a chip that starts
 * mid-row there lets extraction tools attach it to the neighbouring column's heading). A chip too
 * long for the column wraps its text inside the chip rather than being cut.
 */
function tagRows(names: string[], context: Context): Row[] {
  const stacked = inSideColumn(context);
  const { theme, options, width } = context;
  // Stacked chips sit closer (rows under 1.5 em apart), so that text extraction keeps the list one block.
  const style: TextStyle = { face: theme.body, size: theme.small, color: paletteOf(context).text, leading: theme.small * (stacked ? 1.42 : 1.9), role: 'LI', hyphenate: options.locale.hyphenate };
  const padding = theme.small * 0.55;
  const spacing = theme.small * (stacked ? 0.06 : 0.45);
  const chipFill = paletteOf(context).chip;
  const rows: Row[] = [];
  let line: Array<{ text: string; x: number; width: number }> = [];
  let cursor = 0;
  const offset = baselineOffset(style, options.metrics);
  const flush = () => {
    if (line.length === 0) return;
    const chips = line;
    rows.push({
      height: style.leading + spacing,
      draw: (x, top) =>
        chips.flatMap((chip): DrawItem[] => [
          { kind: 'rect', x: x + chip.x, y: top + spacing / 2, width: chip.width + 2 * padding, height: style.leading, fill: chipFill, radius: style.leading / 2 },
          textItem(chip.text, x + chip.x + padding, top + spacing / 2 + offset, chip.width, style),
        ]),
    });
    line = [];
    cursor = 0;
  };
  for (const name of names) {
    const textWidth = measure(name, style, options.metrics);
    if (textWidth > width - 2 * padding) {
      // Longer than the column: a chip of several lines.
      flush();
      const lines = paragraphRows(name, style, width - 2 * padding, options.metrics);
      const height = rowsHeight(lines);
      rows.push({
        height: height + spacing,
        draw: (x, top) => [
          { kind: 'rect', x, y: top + spacing / 2, width, height, fill: chipFill, radius: Math.min(style.leading / 2, 6) },
          ...lines.flatMap((row, index) => row.draw(x + padding, top + spacing / 2 + index * style.leading)),
        ],
      });
      continue;
    }
    const chip = textWidth + 2 * padding;
    if (line.length > 0 && (stacked || cursor + chip > width)) flush();
    line.push({ text: name, x: cursor, width: textWidth });
    cursor += chip + spacing;
  }
  flush();
  return rows;
}
