/** Entries of dated sections (experience, education, projects, …): a heading line, details, bullets. */
import type { FontMetrics } from './font-metrics.ts';
import type { Group, Row } from './blocks.ts';
import { bulletRows, headingRows, measure, paragraphRows, type TextStyle } from './typeset.ts';
import { readableUrl } from './readable-url.ts';
import { bodyStyle, paletteOf, roleColor, type Context } from './section-context.ts';
import type { Block } from './blocks.ts';

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
}

/** Puts the job title or the organisation first, as the template wants. */
export function ordered(lead: 'title' | 'organization', title: string | undefined, organization: string | undefined, dates: string, description?: string, bullets?: string[]): EntryContent {
  const [first, second] = lead === 'title' ? [title, organization] : [organization, title];
  return { lead: first || second || '', secondary: first ? second || undefined : undefined, dates, description, bullets: bullets ?? [] };
}

/**
 * One entry: a heading line (lead, with the dates right-aligned when they fit beside it), a secondary
 * line, the dates on their own line otherwise, a note, the URL, a description and bullets. The
 * heading and the first line after it form one group, so a heading never ends a page.
 */
export function entry(context: Context, content: EntryContent): Block {
  const { theme, options, width } = context;
  const metrics = options.metrics;
  const body = bodyStyle(context);
  const palette = paletteOf(context);
  const spec = options.style.entry;
  const strong: TextStyle = { ...body, face: theme.bold, role: 'H3', color: roleColor(spec.titleColor, context) };
  const muted: TextStyle = { ...body, size: theme.small, color: palette.muted };
  const datesStyle: TextStyle = { ...muted, color: roleColor(spec.dateColor, context) };
  const url = content.url ? readableUrl(content.url) : undefined;
  const datesRight = Boolean(content.dates) && options.style.entry.dates === 'right' && datesFitBeside(content.lead, strong, content.dates, datesStyle, width, metrics);
  const heading: Row[] =
    content.lead || datesRight
      ? headingRows([{ text: content.lead, style: strong, ...(url && { link: url.link }) }], datesRight ? { text: content.dates, style: datesStyle } : undefined, width, metrics)
      : [];
  const secondary = content.secondary ? paragraphRows(content.secondary, { ...body, face: theme.italic }, width, metrics) : [];
  const dates = !datesRight && content.dates ? paragraphRows(content.dates, datesStyle, width, metrics) : [];
  const note = content.note?.trim() ? paragraphRows(content.note.trim(), muted, width, metrics) : [];
  const link = url ? paragraphRows(url.text, { ...muted, color: palette.accent }, width, metrics, { link: url.link }) : [];
  const description = content.description?.trim() ? paragraphRows(content.description.trim(), body, width, metrics) : [];
  const bullets = content.bullets.filter((text) => text.trim()).map((text) => bulletRows(text.trim(), options.style.entry.bullet, body, roleColor(spec.bulletColor, context), width, metrics));

  // The head group: heading lines plus the first lines of what follows.
  const rest: Row[][] = [...paragraphGroups(description), ...bullets];
  const head: Row[] = [...heading, ...secondary, ...dates, ...note, ...link, ...(rest.shift() ?? [])];
  const groups: Group[] = [{ rows: head }, ...rest.map((rows) => ({ rows }))];
  return { groups, spaceBefore: options.style.entry.gap, keepWithNext: false, keepLastItemCompany: bullets.length > 0 };
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
  return measure(lead, leadStyle, metrics) + DATES_GAP + datesWidth <= width;
}

/** Space between a lead and dates on the same line, pt (as headingRows uses). */
const DATES_GAP = 8;
