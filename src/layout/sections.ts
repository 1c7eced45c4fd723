/**
 * Resume sections as blocks for a column of a given width: a section title (with the template's
 * decoration) followed by entries. Every choice comes from the template style; none from its id.
 */
import type { DrawItem } from './draw-document.ts';
import type { LayoutOptions } from './layout-options.ts';
import type { Theme } from './theme.ts';
import type { Block, Group, Row } from './blocks.ts';
import { block, gap } from './blocks.ts';
import { baselineOffset, bulletRows, headingRows, measure, paragraphRows, textItem, type Run, type TextStyle } from './typeset.ts';
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

/** Blocks of one section; empty when the section has nothing to show. */
export function sectionBlocks(name: SectionName, sections: Sections, context: Context): Block[] {
  const entries = entriesOf(name, sections, context);
  if (entries.length === 0) return [];
  const title = name === 'custom' ? [] : [sectionTitle(context.options.locale.sectionTitle(name), context)];
  return [...title, ...entries];
}

/** Custom sections carry their own titles: one titled group of blocks per custom section. */
export function customSectionBlocks(sections: Sections, context: Context): Block[] {
  return (sections.custom ?? []).flatMap((custom) => {
    const items = (custom.items ?? []).map((item) =>
      entry(context, {
        lead: [item.title, item.subtitle].filter(Boolean).join(' · '),
        secondary: undefined,
        dates: item.date ?? '',
        description: item.description,
        bullets: item.highlights ?? [],
      }),
    );
    return items.length > 0 && custom.title ? [sectionTitle(custom.title, context), ...items] : items;
  });
}

function entriesOf(name: SectionName, sections: Sections, context: Context): Block[] {
  const { options } = context;
  const style = options.style;
  const period = (value: { startDate?: string; endDate?: string; current?: boolean }) => options.locale.formatPeriod(value, style.entry.dateFormat);
  const date = (value?: string) => options.locale.formatDate(value, style.entry.dateFormat);
  switch (name) {
    case 'summary':
      return sections.summary?.trim() ? [block(paragraphRows(sections.summary.trim(), bodyStyle(context), context.width, options.metrics))] : [];
    case 'experience':
      return (sections.experience ?? []).map((item) =>
        entry(context, ordered(style.entry.lead, item.title, [item.company, item.location].filter(Boolean).join(', '), period(item), item.description, item.highlights)),
      );
    case 'education':
      return (sections.education ?? []).map((item) =>
        entry(context, {
          ...ordered(style.entry.lead, [item.degree, item.field].filter(Boolean).join(', '), [item.institution, item.location].filter(Boolean).join(', '), period(item)),
          description: item.grade,
          bullets: [...(item.highlights ?? []), ...(item.courses ?? [])],
        }),
      );
    case 'projects':
      return (sections.projects ?? []).map((item) => entry(context, { lead: item.name ?? '', secondary: (item.roles ?? []).join(', ') || undefined, dates: period(item), description: item.description, bullets: item.highlights ?? [], link: item.url }));
    case 'volunteering':
      return (sections.volunteering ?? []).map((item) => entry(context, ordered(style.entry.lead, item.position, item.organization, period(item), item.summary, item.highlights)));
    case 'awards':
      return (sections.awards ?? []).map((item) => entry(context, { lead: item.title ?? '', secondary: item.awarder, dates: date(item.date), description: item.summary, bullets: [] }));
    case 'publications':
      return (sections.publications ?? []).map((item) => entry(context, { lead: item.name ?? '', secondary: item.publisher, dates: date(item.releaseDate), description: item.summary, bullets: [], link: item.url }));
    case 'certifications':
      return (sections.certifications ?? []).map((item) => entry(context, { lead: item.name ?? '', secondary: item.issuer, dates: date(item.date), description: undefined, bullets: [], link: item.url }));
    case 'references':
      return (sections.references ?? []).map((item) => entry(context, { lead: item.name ?? '', secondary: undefined, dates: '', description: item.reference, bullets: [] }));
    case 'languages':
      return listBlocks(context, (sections.languages ?? []).map((item) => ({ label: item.language ?? '', detail: item.fluency })));
    case 'interests':
      return listBlocks(context, (sections.interests ?? []).map((item) => ({ label: item.name ?? '', detail: (item.keywords ?? []).join(', ') || undefined })));
    case 'skills':
      return skillBlocks(context, sections);
    case 'custom':
      return customSectionBlocks(sections, context);
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
  link?: string;
}

/** Puts the job title or the organisation first, as the template wants. */
function ordered(lead: 'title' | 'organization', title: string | undefined, organization: string | undefined, dates: string, description?: string, bullets?: string[]): EntryContent {
  const [first, second] = lead === 'title' ? [title, organization] : [organization, title];
  return { lead: first || second || '', secondary: first ? second || undefined : undefined, dates, description, bullets: bullets ?? [] };
}

/**
 * One entry: a heading line (lead, dates right or below), a secondary line, a description and
 * bullets. The heading and the first line after it form one group, so a heading never ends a page.
 */
function entry(context: Context, content: EntryContent): Block {
  const { theme, options, width } = context;
  const metrics = options.metrics;
  const body = bodyStyle(context);
  const strong: TextStyle = { ...body, face: theme.bold, role: 'H3' };
  const muted: TextStyle = { ...body, size: theme.small, color: theme.color.muted };
  const datesRight = options.style.entry.dates === 'right';
  const heading: Row[] = content.lead || (datesRight && content.dates)
    ? headingRows([{ text: content.lead, style: strong, link: content.link }], datesRight && content.dates ? { text: content.dates, style: muted } : undefined, width, metrics)
    : [];
  const secondary = content.secondary ? paragraphRows(content.secondary, { ...body, face: theme.italic, color: theme.color.text }, width, metrics) : [];
  const dates = !datesRight && content.dates ? paragraphRows(content.dates, muted, width, metrics) : [];
  const description = content.description?.trim() ? paragraphRows(content.description.trim(), body, width, metrics) : [];
  const bullets = content.bullets.filter((text) => text.trim()).map((text) => bulletRows(text.trim(), options.style.entry.bullet, body, theme.color.accent, width, metrics));

  // The head group: heading lines plus the first line of what follows.
  const rest: Row[][] = [...description.map((row) => [row]), ...bullets];
  const head: Row[] = [...heading, ...secondary, ...dates, ...(rest.shift() ?? [])];
  const groups: Group[] = [{ rows: head }, ...rest.map((rows) => ({ rows }))];
  return { groups, spaceBefore: options.style.entry.gap, keepWithNext: false };
}

/** "Label — detail" lines (languages, interests). */
function listBlocks(context: Context, items: Array<{ label: string; detail?: string }>): Block[] {
  const { theme, options, width } = context;
  const body = bodyStyle(context);
  return items
    .filter((item) => item.label)
    .map((item) => {
      const runs: Run[] = [{ text: item.label, style: { ...body, face: theme.bold } }];
      if (item.detail) runs.push({ text: ` — ${item.detail}`, style: { ...body, color: theme.color.muted } });
      const rows = measure(runs.map((run) => run.text).join(''), body, options.metrics) <= width
        ? headingRows(runs, undefined, width, options.metrics)
        : [...paragraphRows(item.label, runs[0]!.style, width, options.metrics), ...(item.detail ? paragraphRows(item.detail, { ...body, color: theme.color.muted }, width, options.metrics) : [])];
      return block(rows, { spaceBefore: 2 });
    });
}

/** Skills as a list, a comma-separated paragraph, or tags, as the template says. */
function skillBlocks(context: Context, sections: Sections): Block[] {
  const { theme, options, width } = context;
  const body = bodyStyle(context);
  const skills = (sections.skills ?? []).map((skill) => (typeof skill === 'string' ? { name: skill } : skill)).filter((skill) => skill.name);
  if (skills.length === 0) return [];
  const display = options.style.skills.display;
  if (display === 'tags') return [block(tagRows(skills.map((skill) => skill.name!), context))];
  const withDetails = skills.some((skill) => skill.keywords?.length || skill.level);
  if (display === 'inline' && !withDetails) return [block(paragraphRows(skills.map((skill) => skill.name).join(', '), body, width, options.metrics))];
  return listBlocks(context, skills.map((skill) => ({ label: skill.name!, detail: [skill.level, (skill.keywords ?? []).join(', ')].filter(Boolean).join(' · ') || undefined })));
}

/**
 * Skill chips flowing left to right, wrapping as needed; in a side column one per row (a chip
 * that starts mid-row there lets extraction tools attach it to the neighbouring column's heading).
 */
function tagRows(names: string[], context: Context): Row[] {
  const stacked = (context.titleOutdent ?? 0) > 0;
  const { theme, options, width } = context;
  // Stacked chips sit closer (rows under 1.5 em apart), so that text extraction keeps the list one block.
  const style: TextStyle = { face: theme.body, size: theme.small, color: theme.color.text, leading: theme.small * (stacked ? 1.42 : 1.9), role: 'LI' };
  const padding = theme.small * 0.55;
  const spacing = theme.small * (stacked ? 0.06 : 0.45);
  const rows: Array<Array<{ text: string; x: number; width: number }>> = [[]];
  let cursor = 0;
  for (const name of names) {
    const textWidth = Math.min(measure(name, style, options.metrics), width - 2 * padding);
    const chip = textWidth + 2 * padding;
    if (cursor > 0 && (stacked || cursor + chip > width)) {
      rows.push([]);
      cursor = 0;
    }
    rows[rows.length - 1]!.push({ text: name, x: cursor, width: textWidth });
    cursor += chip + spacing;
  }
  const offset = baselineOffset(style, options.metrics);
  return rows.map((chips) => ({
    height: style.leading + spacing,
    draw: (x, top) =>
      chips.flatMap((chip): DrawItem[] => [
        { kind: 'rect', x: x + chip.x, y: top + spacing / 2, width: chip.width + 2 * padding, height: style.leading, fill: context.onFill ? theme.color.background : theme.color.part, radius: style.leading / 2 },
        textItem(chip.text, x + chip.x + padding, top + spacing / 2 + offset, chip.width, style),
      ]),
  }));
}

/** A section title with the template's decoration; it keeps with the first entry after it. */
export function sectionTitle(text: string, context: Context): Block {
  const { theme, options, width } = context;
  const spec = options.style.sectionTitle;
  const style: TextStyle = {
    face: spec.bold ? theme.heading : theme.headingRegular,
    size: spec.size,
    color: spec.color === 'accent' ? theme.color.accent : theme.color.text,
    leading: spec.size * 1.35,
    role: 'H2',
    characterSpacing: spec.letterSpacing || undefined,
  };
  const label = spec.uppercase ? text.toLocaleUpperCase(options.locale.code) : text;
  const textWidth = measure(label, style, options.metrics);
  const offset = baselineOffset(style, options.metrics);
  const padding = spec.decoration === 'band' ? spec.size * 0.45 : 0;
  const barWidth = spec.decoration === 'bar' ? spec.size * 0.35 : 0;
  const indent = barWidth ? barWidth + spec.size * 0.5 : padding;
  const ruleGap = spec.decoration === 'underline' ? spec.size * 0.35 : 0;
  // A band's text sits `padding` inside the band: hang the band further so the text itself hangs.
  const outdent = (context.titleOutdent ?? 0) + (context.titleOutdent ? padding : 0);
  const row: Row = {
    height: style.leading + padding * 2 + ruleGap + (spec.decoration === 'underline' ? 1 : 0),
    draw: (contentX, top) => {
      const x = contentX - outdent;
      const width = context.width + outdent;
      const baseline = top + padding + offset;
      const items: DrawItem[] = [];
      if (spec.decoration === 'band') items.push({ kind: 'rect', x, y: top, width, height: style.leading + padding * 2, fill: context.onFill ? theme.color.background : theme.color.part, radius: 2 });
      if (spec.decoration === 'bar') items.push({ kind: 'rect', x, y: top + style.leading * 0.18, width: barWidth, height: style.leading * 0.64, fill: theme.color.accent });
      items.push(textItem(label, x + indent, baseline, textWidth, style));
      if (spec.decoration === 'underline') {
        const y = top + style.leading + ruleGap;
        items.push({ kind: 'line', x1: x, y1: y, x2: x + width, y2: y, width: 0.8, color: theme.color.accent });
      }
      if (spec.decoration === 'rule-after' && indent + textWidth + spec.size < width) {
        const y = baseline - spec.size * 0.32;
        items.push({ kind: 'line', x1: x + indent + textWidth + spec.size * 0.6, y1: y, x2: x + width, y2: y, width: 0.6, color: theme.color.accent });
      }
      return items;
    },
  };
  return block([row, gap(spec.spaceAfter)], { spaceBefore: spec.spaceBefore, keepWithNext: true });
}

function bodyStyle(context: Context): TextStyle {
  return { face: context.theme.body, size: context.theme.size, color: context.theme.color.text, leading: context.theme.leading, role: 'P' };
}
