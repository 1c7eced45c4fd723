/**
 * Resume sections as blocks for a column of a given width: a section title (with the template's
 * decoration) followed by entries. Every choice comes from the template style; none from its id.
 */
import type { DrawItem } from './draw-document.ts';
import type { FontMetrics } from './font-metrics.ts';
import type { LayoutOptions } from './layout-options.ts';
import type { Theme } from './theme.ts';
import type { Block, Group, Row } from './blocks.ts';
import { block, flowItem, gap, type FlowItem } from './blocks.ts';
import { baselineOffset, bulletRows, headingRows, measure, paragraphRows, spacedMetrics, textItem, type Run, type TextStyle } from './typeset.ts';
import { breakLines } from './line-break.ts';
import { shrinkToFit } from './fit-text.ts';
import { HEADING_MIN_SCALE } from './header.ts';
import { readableUrl } from './readable-url.ts';
import type { SectionName, Sections } from '../domain/resume.ts';

interface Context {
  options: LayoutOptions;
  theme: Theme;
  width: number;
  /** Section titles hang this far left of the content (side columns: see layout-resume.ts). */
  titleOutdent?: number;
  /** The column is filled with the part colour: chips and bands use the page colour to stand out. */
  onFill?: boolean;
}

/** One block of a section, built for a column of the context's width. */
type Builder = (context: Context) => Block;

/** Blocks of one section; empty when the section has nothing to show. */
export function sectionBlocks(name: SectionName, sections: Sections, context: Context): Block[] {
  return sectionBuilders(name, sections, context).map((build) => build(context));
}

/**
 * The blocks of one section as flow items: each is built only at the widths it is asked for, once
 * per width. Only the blocks a page actually holds are laid out at its column's width (a column that
 * widens on later pages lays out what lands there at the new width, not the whole section twice).
 */
export function sectionFlow(name: SectionName, sections: Sections, context: Omit<Context, 'width'>): FlowItem[] {
  return sectionBuilders(name, sections, context).map((build) => flowItem((width) => build({ ...context, width })));
}

/** What a section shows, as one builder per block: how many blocks does not depend on the width. */
function sectionBuilders(name: SectionName, sections: Sections, context: Omit<Context, 'width'>): Builder[] {
  const entries = entriesOf(name, sections, context);
  if (entries.length === 0) return [];
  if (name === 'custom') return entries;
  const title = context.options.locale.sectionTitle(name);
  return [(at) => sectionTitle(title, at), ...entries];
}

/** Custom sections carry their own titles: one titled group of blocks per custom section. */
function customSectionBuilders(sections: Sections): Builder[] {
  return (sections.custom ?? []).flatMap((custom): Builder[] => {
    const items = (custom.items ?? []).map((item): Builder => {
      const content: EntryContent = {
        lead: [item.title, item.subtitle].filter(Boolean).join(' · '),
        secondary: undefined,
        dates: item.date ?? '',
        description: item.description,
        bullets: item.highlights ?? [],
      };
      return (at) => entry(at, content);
    });
    const title = custom.title;
    return items.length > 0 && title ? [(at) => sectionTitle(title, at), ...items] : items;
  });
}

function entriesOf(name: SectionName, sections: Sections, context: Omit<Context, 'width'>): Builder[] {
  const { options } = context;
  const style = options.style;
  const period = (value: { startDate?: string; endDate?: string; current?: boolean }) => options.locale.formatPeriod(value, style.entry.dateFormat);
  const date = (value?: string) => options.locale.formatDate(value, style.entry.dateFormat);
  const entries = (contents: EntryContent[]): Builder[] => contents.map((content) => (at: Context) => entry(at, content));
  switch (name) {
    case 'summary': {
      const summary = sections.summary?.trim();
      return summary ? [(at) => block(paragraphRows(summary, bodyStyle(at), at.width, options.metrics))] : [];
    }
    case 'experience':
      return entries(
        (sections.experience ?? []).map((item) => ({
          ...ordered(style.entry.lead, item.title, [item.company, item.location].filter(Boolean).join(', '), period(item), item.description, item.highlights),
          note: item.companyDescription,
          url: item.url,
        })),
      );
    case 'education':
      return entries(
        (sections.education ?? []).map((item) => ({
          ...ordered(style.entry.lead, [item.degree, item.field].filter(Boolean).join(', '), [item.institution, item.location].filter(Boolean).join(', '), period(item)),
          description: item.grade,
          bullets: [...(item.highlights ?? []), ...(item.courses ?? [])],
          url: item.url,
        })),
      );
    case 'projects':
      return entries(
        (sections.projects ?? []).map((item) => ({
          lead: item.name ?? '',
          secondary: [(item.roles ?? []).join(', '), item.entity, item.type].filter(Boolean).join(' · ') || undefined,
          dates: period(item),
          description: item.description,
          bullets: item.highlights ?? [],
          note: (item.keywords ?? []).join(' · ') || undefined,
          url: item.url,
        })),
      );
    case 'volunteering':
      return entries((sections.volunteering ?? []).map((item) => ({ ...ordered(style.entry.lead, item.position, item.organization, period(item), item.summary, item.highlights), url: item.url })));
    case 'awards':
      return entries((sections.awards ?? []).map((item) => ({ lead: item.title ?? '', secondary: item.awarder, dates: date(item.date), description: item.summary, bullets: [] })));
    case 'publications':
      return entries(
        (sections.publications ?? []).map((item) => ({ lead: item.name ?? '', secondary: item.publisher, dates: date(item.releaseDate), description: item.summary, bullets: [], url: item.url })),
      );
    case 'certifications':
      return entries((sections.certifications ?? []).map((item) => ({ lead: item.name ?? '', secondary: item.issuer, dates: date(item.date), description: undefined, bullets: [], url: item.url })));
    case 'references':
      return entries((sections.references ?? []).map((item) => ({ lead: item.name ?? '', secondary: undefined, dates: '', description: item.reference, bullets: [] })));
    case 'languages':
      return listBuilders((sections.languages ?? []).map((item) => ({ label: item.language ?? '', detail: item.fluency })));
    case 'interests':
      return listBuilders((sections.interests ?? []).map((item) => ({ label: item.name ?? '', detail: (item.keywords ?? []).join(', ') || undefined })));
    case 'skills':
      return skillBuilders(sections);
    case 'custom':
      return customSectionBuilders(sections);
    case 'header':
      return [];
  }
}

interface EntryContent {
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
function ordered(lead: 'title' | 'organization', title: string | undefined, organization: string | undefined, dates: string, description?: string, bullets?: string[]): EntryContent {
  const [first, second] = lead === 'title' ? [title, organization] : [organization, title];
  return { lead: first || second || '', secondary: first ? second || undefined : undefined, dates, description, bullets: bullets ?? [] };
}

/**
 * One entry: a heading line (lead, with the dates right-aligned when they fit beside it), a secondary
 * line, the dates on their own line otherwise, a note, the URL, a description and bullets. The
 * heading and the first line after it form one group, so a heading never ends a page.
 */
function entry(context: Context, content: EntryContent): Block {
  const { theme, options, width } = context;
  const metrics = options.metrics;
  const body = bodyStyle(context);
  const strong: TextStyle = { ...body, face: theme.bold, role: 'H3' };
  const muted: TextStyle = { ...body, size: theme.small, color: theme.color.muted };
  const url = content.url ? readableUrl(content.url) : undefined;
  const datesRight = Boolean(content.dates) && options.style.entry.dates === 'right' && datesFitBeside(content.lead, strong, content.dates, muted, width, metrics);
  const heading: Row[] =
    content.lead || datesRight
      ? headingRows([{ text: content.lead, style: strong, ...(url && { link: url.link }) }], datesRight ? { text: content.dates, style: muted } : undefined, width, metrics)
      : [];
  const secondary = content.secondary ? paragraphRows(content.secondary, { ...body, face: theme.italic, color: theme.color.text }, width, metrics) : [];
  const dates = !datesRight && content.dates ? paragraphRows(content.dates, muted, width, metrics) : [];
  const note = content.note?.trim() ? paragraphRows(content.note.trim(), muted, width, metrics) : [];
  const link = url ? paragraphRows(url.text, { ...muted, color: theme.color.accent }, width, metrics, { link: url.link }) : [];
  const description = content.description?.trim() ? paragraphRows(content.description.trim(), body, width, metrics) : [];
  const bullets = content.bullets.filter((text) => text.trim()).map((text) => bulletRows(text.trim(), options.style.entry.bullet, body, theme.color.accent, width, metrics));

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

/** "Label — detail" lines (languages, interests, skills with details): one block, an item a group; none without a labelled item. */
function listBuilders(items: Array<{ label: string; detail?: string }>): Builder[] {
  const labelled = items.filter((item) => item.label);
  return labelled.length > 0 ? [(at) => listBlock(at, labelled)] : [];
}

function listBlock(context: Context, items: Array<{ label: string; detail?: string }>): Block {
  const { theme, options, width } = context;
  const body = bodyStyle(context);
  const groups: Group[] = items.map((item, index) => {
    const runs: Run[] = [{ text: item.label, style: { ...body, face: theme.bold } }];
    if (item.detail) runs.push({ text: ` — ${item.detail}`, style: { ...body, color: theme.color.muted } });
    const rows =
      measure(runs.map((run) => run.text).join(''), body, options.metrics) <= width
        ? headingRows(runs, undefined, width, options.metrics)
        : [...paragraphRows(item.label, runs[0]!.style, width, options.metrics), ...(item.detail ? paragraphRows(item.detail, { ...body, color: theme.color.muted }, width, options.metrics) : [])];
    return { rows: index === 0 ? rows : [gap(LIST_ITEM_GAP), ...rows] };
  });
  return { groups, spaceBefore: LIST_ITEM_GAP, keepWithNext: false, keepLastItemCompany: true };
}

/** Space between the items of a list, pt. */
const LIST_ITEM_GAP = 2;

/** Skills as a list, a comma-separated paragraph, or tags, as the template says. */
function skillBuilders(sections: Sections): Builder[] {
  const skills = (sections.skills ?? []).map((skill) => (typeof skill === 'string' ? { name: skill } : skill)).filter((skill) => skill.name);
  if (skills.length === 0) return [];
  const withDetails = skills.some((skill) => skill.keywords?.length || skill.level);
  const listed = skills.map((skill) => ({ label: skill.name!, detail: [skill.level, (skill.keywords ?? []).join(', ')].filter(Boolean).join(' · ') || undefined }));
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
  const label: TextStyle = { face: theme.bold, size: theme.small, color: theme.color.text, leading: theme.small * 1.45, role: 'P', hyphenate: options.locale.hyphenate };
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
  const stacked = (context.titleOutdent ?? 0) > 0;
  const { theme, options, width } = context;
  // Stacked chips sit closer (rows under 1.5 em apart), so that text extraction keeps the list one block.
  const style: TextStyle = { face: theme.body, size: theme.small, color: theme.color.text, leading: theme.small * (stacked ? 1.42 : 1.9), role: 'LI', hyphenate: options.locale.hyphenate };
  const padding = theme.small * 0.55;
  const spacing = theme.small * (stacked ? 0.06 : 0.45);
  const chipFill = context.onFill ? theme.color.background : theme.color.part;
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
      const height = lines.reduce((sum, row) => sum + row.height, 0);
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

/** A section title with the template's decoration; it keeps with two lines of its section's content. */
export function sectionTitle(text: string, context: Context): Block {
  const { theme, options } = context;
  const metrics = options.metrics;
  const spec = options.style.sectionTitle;
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
    color: spec.color === 'accent' ? theme.color.accent : theme.color.text,
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
      if (spec.decoration === 'band')
        items.push({ kind: 'rect', x, y: top, width: boxWidth, height: textHeight + padding * 2, fill: context.onFill ? theme.color.background : theme.color.part, radius: 2 });
      if (spec.decoration === 'bar') items.push({ kind: 'rect', x, y: top + style.leading * 0.18, width: barWidth, height: textHeight - style.leading * 0.36, fill: theme.color.accent });
      lines.forEach((line, index) => items.push(textItem(line.text, x + indent, top + padding + offset + index * style.leading, line.width, style)));
      if (spec.decoration === 'underline') {
        const y = top + textHeight + ruleGap;
        items.push({ kind: 'line', x1: x, y1: y, x2: x + boxWidth, y2: y, width: 0.8, color: theme.color.accent });
      }
      const lastWidth = lines[lines.length - 1]?.width ?? 0;
      if (spec.decoration === 'rule-after' && indent + lastWidth + spec.size < boxWidth) {
        const y = top + padding + offset + (lines.length - 1) * style.leading - size * 0.32;
        items.push({ kind: 'line', x1: x + indent + lastWidth + spec.size * 0.6, y1: y, x2: x + boxWidth, y2: y, width: 0.6, color: theme.color.accent });
      }
      return items;
    },
  };
  return block([row, gap(spec.spaceAfter)], { spaceBefore: spec.spaceBefore, keepWithNext: true });
}

function bodyStyle(context: Context): TextStyle {
  return { face: context.theme.body, size: context.theme.size, color: context.theme.color.text, leading: context.theme.leading, role: 'P', hyphenate: context.options.locale.hyphenate };
}
