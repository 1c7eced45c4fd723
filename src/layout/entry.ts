/** Entries of dated sections (experience, education, projects, …): a heading line, details, bullets. */
import type { FontMetrics } from './font-metrics.ts';
import type { Group, Row } from './blocks.ts';
import { baselineOffset, bulletRows, headingRows, measure, paragraphRows, textItem, type TextStyle } from './typeset.ts';
import type { DrawItem } from './draw-document.ts';
import { mix, surfaceColor } from './theme.ts';
import { readableUrl } from './readable-url.ts';
import { bodyStyle, inSideColumn, paletteOf, roleColor, surfaceOf, type Context } from './section-context.ts';
import type { Block } from './blocks.ts';
import type { TemplateStyle } from '../templates/template-style.ts';

export interface EntryContent {
  lead: string;
  secondary: string | undefined;
  dates: string;
  description: string | undefined;
  bullets: string[];
  /** A muted line under the secondary one (a company description, a project's keywords). */
  note?: string;
  /** Printed as readable text (a reader on paper needs it) and linked. */
  url?: string;
  /** A position held now (a timeline draws its node hollow). */
  current?: boolean;
}

/** Puts the job title or the organisation first, as the template wants. */
export function ordered(lead: TemplateStyle['entry']['lead'], title: string | undefined, organization: string | undefined, dates: string, description?: string, bullets?: string[]): EntryContent {
  const [first, second] = lead === 'title' ? [title, organization] : [organization, title];
  return { lead: first || second || '', secondary: first ? second || undefined : undefined, dates, description, bullets: bullets ?? [] };
}

/**
 * One entry: a heading line (lead, with the dates right-aligned when they fit beside it), a secondary
 * line, the dates on their own line otherwise, a note, the URL, a description and bullets. The
 * heading and the first line after it form one group, so a heading never ends a page.
 */
export function entry(context: Context, content: EntryContent, first = true): Block {
  switch (context.options.style.entry.layout) {
    case 'timeline':
      return timelineEntry(context, content, first);
    case 'date-margin':
      // Only in a main column wide enough: in a side column the date column would leave the entry no room.
      return !inSideColumn(context) && context.width >= 3 * context.options.style.entry.marginWidth ? dateMarginEntry(context, content) : stackedEntry(context, content);
    case 'stacked':
      return stackedEntry(context, content);
  }
}

/** The entry's lines under each other; `datesBeside` false puts the dates on a line of their own. */
function stackedEntry(context: Context, content: EntryContent, datesBeside = true): Block {
  const { theme, options, width } = context;
  const metrics = options.metrics;
  const body = bodyStyle(context);
  const palette = paletteOf(context);
  const spec = options.style.entry;
  const { strong, muted, dates: datesStyle } = entryStyles(context);
  const url = content.url ? readableUrl(content.url) : undefined;
  const datesRight = datesBeside && Boolean(content.dates) && options.style.entry.dates === 'right' && datesFitBeside(content.lead, strong, content.dates, datesStyle, width, metrics);
  const heading: Row[] =
    content.lead || datesRight
      ? headingRows([{ text: content.lead, style: strong, ...(url && { link: url.link }) }], datesRight ? { text: content.dates, style: datesStyle } : undefined, width, metrics, LEAD_DATES_GAP)
      : [];
  const secondary = content.secondary ? paragraphRows(content.secondary, { ...body, face: theme.italic }, width, metrics) : [];
  const dates = !datesRight && content.dates ? paragraphRows(content.dates, datesStyle, width, metrics) : [];
  const note = content.note?.trim() ? paragraphRows(content.note.trim(), muted, width, metrics) : [];
  const link = url ? paragraphRows(url.text, { ...muted, color: palette.accent }, width, metrics, { link: url.link }) : [];
  const description = content.description?.trim() ? paragraphRows(content.description.trim(), body, width, metrics) : [];
  const bullets = content.bullets.filter((text) => text.trim()).map((text) => bulletRows(text.trim(), options.style.entry.bullet, body, roleColor(spec.bulletColor, context), width, metrics));

  // The head group: heading lines plus the first lines of what follows.
  // Each bullet is one group at every width: its unit (see Group.unit); a paragraph's lines are not.
  const rest: Group[] = [...paragraphGroups(description).map((rows) => ({ rows })), ...bullets.map((rows, unit) => ({ rows, unit }))];
  const head: Row[] = [...heading, ...secondary, ...dates, ...note, ...link, ...(rest.shift()?.rows ?? [])];
  const groups: Group[] = [{ rows: head }, ...rest];
  return { groups, spaceBefore: options.style.entry.gap, keepWithNext: false, keepLastItemCompany: bullets.length > 0 };
}

/** The lead's style, muted small text and the dates' style of an entry in `context`. */
function entryStyles(context: Context): { strong: TextStyle; muted: TextStyle; dates: TextStyle } {
  const body = bodyStyle(context);
  const spec = context.options.style.entry;
  const muted: TextStyle = { ...body, size: context.theme.small, color: paletteOf(context).muted };
  return { strong: { ...body, face: context.theme.bold, role: 'H3', color: roleColor(spec.titleColor, context) }, muted, dates: { ...muted, color: roleColor(spec.dateColor, context) } };
}

/** Width of the timeline's gutter (rail and nodes) left of the entries, pt. */
export const TIMELINE_GUTTER = 14;
/** Diameter of a timeline node, as a share of the body size. */
const NODE_SCALE = 0.62;

/**
 * A timeline entry: the stacked entry right of a gutter holding a vertical rail and, at the lead
 * line, a node (hollow for a current position). Every row draws its own piece of the rail, and the
 * space between entries draws the piece joining them (not at the top of a page), so the rail never
 * runs across a page break or outside its column. The section's first entry starts the rail at its node.
 */
function timelineEntry(context: Context, content: EntryContent, first: boolean): Block {
  const { theme, options } = context;
  const palette = paletteOf(context);
  const inner = stackedEntry({ ...context, width: context.width - TIMELINE_GUTTER }, content);
  const railX = TIMELINE_GUTTER * 0.35;
  const node = theme.size * NODE_SCALE;
  const { strong } = entryStyles(context);
  // The rail in the accent, lightened towards the surface so the nodes stand out on it.
  const surface = surfaceColor(theme.color, surfaceOf(context));
  const railColor = mix(palette.accent, surface, 0.45);
  const rail = (x: number, y1: number, y2: number): DrawItem => ({ kind: 'line', x1: x + railX, y1, x2: x + railX, y2, width: RAIL_WEIGHT, color: railColor });
  const shifted = shiftRows(inner, TIMELINE_GUTTER, (row, index, x, top) => {
    if (index > 0) return [rail(x, top, top + row.height)];
    // The lead row: the node centred on the lead's x-height, the rail from above it (below it only for the first entry).
    const middle = top + baselineOffset({ ...strong, leading: row.height }, options.metrics) - theme.size * 0.35;
    // A current position's node is hollow: the surface's own colour inside the ring.
    const fill = content.current ? surface : palette.accent;
    return [
      rail(x, first ? middle : top, top + row.height),
      { kind: 'rect', x: x + railX - node / 2, y: middle - node / 2, width: node, height: node, radius: node / 2, fill, stroke: palette.accent, strokeWidth: RAIL_WEIGHT * 1.5 },
    ];
  });
  return { ...shifted, dividerBefore: first ? undefined : (x, y) => [rail(x, y - inner.spaceBefore / 2, y + inner.spaceBefore / 2)] };
}

/** Stroke of the timeline's rail, pt. */
const RAIL_WEIGHT = 0.8;

/** Space between the date column and the entry, pt: small enough that poppler reads the dates and the lead as one line. */
export const DATE_COLUMN_GAP = 8;

/**
 * A date-margin entry: the dates right-aligned in a column `entry.marginWidth` wide, on the lead's
 * baseline, and the entry indented past it. The gap is small (DATE_COLUMN_GAP) so that poppler reads the
 * dates and the lead as one line, dates first ("03/2021 – Present Staff Engineer"); a wide gap makes
 * it read the date column as a column of its own, every date before any entry. Dates wider than the
 * column go on their own line in the entry instead.
 */
function dateMarginEntry(context: Context, content: EntryContent): Block {
  const { options } = context;
  const margin = options.style.entry.marginWidth;
  const indent = margin + DATE_COLUMN_GAP;
  const inner = { ...context, width: context.width - indent };
  const { strong, dates: datesStyle } = entryStyles(context);
  const datesWidth = content.dates ? measure(content.dates, datesStyle, options.metrics) : 0;
  if (!content.dates || datesWidth > margin) return shiftRows(stackedEntry(inner, content, false), indent);
  return shiftRows(stackedEntry(inner, { ...content, dates: '' }), indent, (row, index, x, top) => {
    if (index > 0) return [];
    const baseline = top + baselineOffset({ ...strong, leading: row.height }, options.metrics);
    return [textItem(content.dates, x + margin - datesWidth, baseline, datesWidth, datesStyle)];
  });
}

/**
 * `block` drawn `dx` right of the column's edge; `decorate` adds items for each row (its index in the
 * block, counted over all groups), given the column's x and the row's top.
 */
function shiftRows(block: Block, dx: number, decorate?: (row: Row, index: number, x: number, top: number) => DrawItem[]): Block {
  let index = 0;
  const groups = block.groups.map((group) => ({
    ...group,
    rows: group.rows.map((row) => {
      const at = index++;
      return { ...row, draw: (x: number, top: number) => [...(decorate?.(row, at, x, top) ?? []), ...row.draw(x + dx, top)] };
    }),
  }));
  return { ...block, groups };
}

/**
 * A paragraph's lines as groups that may end a page between them, but never leave one line of it
 * alone at the foot or the head of a page: the first two and the last two lines stay together.
 */
export function paragraphGroups(rows: Row[]): Row[][] {
  if (rows.length <= 3) return rows.length > 0 ? [rows] : [];
  return [rows.slice(0, 2), ...rows.slice(2, -2).map((row) => [row]), rows.slice(-2)];
}

/**
 * Dates sit right of the lead only when the column is wide enough and the whole lead fits beside
 * them. Otherwise they take their own line: a date squeezed beside a wrapped title takes half a
 * narrow column and lands inside the title in extracted text ("ISTQB Advanced – May 2019 – Level").
 */
function datesFitBeside(lead: string, leadStyle: TextStyle, dates: string, datesStyle: TextStyle, width: number, metrics: FontMetrics): boolean {
  const datesWidth = measure(dates, datesStyle, metrics);
  if (datesWidth > width * 0.3) return false;
  return measure(lead, leadStyle, metrics) + LEAD_DATES_GAP + datesWidth <= width;
}

/** Space between a lead and the dates right-aligned on its line, pt (what datesFitBeside checks and headingRows leaves). */
const LEAD_DATES_GAP = 8;
