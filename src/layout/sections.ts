/**
 * Resume sections as blocks for a column of a given width: a section title (with the template's
 * decoration) followed by entries. Every choice comes from the template style; none from its id.
 */
import { block, flowItem, type Block, type FlowItem } from './blocks.ts';
import { paragraphRows } from './typeset.ts';
import { bodyStyle, paletteOf, type Builder, type Context } from './section-context.ts';
import { entry, ordered, type EntryContent } from './entry.ts';
import { listBuilders, skillBuilders } from './lists.ts';
import { marginIndent, sectionTitle } from './section-title.ts';
import type { SectionName, Sections } from '../domain/resume.ts';

export { paragraphGroups } from './entry.ts';
export { sectionTitle } from './section-title.ts';
export type { Context } from './section-context.ts';

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
  if (name === 'custom') return customSectionBuilders(sections, context);
  const entries = entriesOf(name, sections, context);
  if (entries.length === 0) return [];
  const title = context.options.locale.sectionTitle(name);
  return titled((at) => sectionTitle(title, at, name), entries, context);
}

/**
 * A title and its content blocks: with margin titles the content is indented past the label column
 * and its first block starts level with the title; with entry dividers a hairline separates entries.
 */
function titled(title: Builder, content: Builder[], context: Omit<Context, 'width'>): Builder[] {
  const indent = marginIndent(context);
  const divider = context.options.style.dividers.entries;
  return [
    title,
    ...content.map((build, index) => {
      const divided = divider > 0 && index > 0 ? withDivider(build, divider) : build;
      return indent > 0 ? indented(divided, indent, index === 0) : divided;
    }),
  ];
}

/** A block drawn `indent` points right of the column's edge, in a column that much narrower. */
function indented(build: Builder, indent: number, first: boolean): Builder {
  return (at) => {
    const inner = build({ ...at, width: at.width - indent });
    const before = inner.dividerBefore;
    return {
      ...inner,
      // The first block sits beside its margin title: no space between them.
      spaceBefore: first ? 0 : inner.spaceBefore,
      groups: inner.groups.map((group) => ({ ...group, rows: group.rows.map((row) => ({ ...row, draw: (x: number, top: number) => row.draw(x + indent, top) })) })),
      ...(before && { dividerBefore: (x: number, y: number) => before(x + indent, y) }),
    };
  };
}

/** A block with a hairline of `weight` pt across its width in the space above it. */
function withDivider(build: Builder, weight: number): Builder {
  return (at) => {
    const color = paletteOf(at).rule;
    const inner = build(at);
    // What the block draws there already (a timeline's rail joining two entries) stays.
    const before = inner.dividerBefore;
    return { ...inner, dividerBefore: (x, y) => [...(before?.(x, y) ?? []), { kind: 'line', x1: x, y1: y, x2: x + at.width, y2: y, width: weight, color }] };
  };
}

/** Custom sections carry their own titles: one titled group of blocks per custom section. */
function customSectionBuilders(sections: Sections, context: Omit<Context, 'width'>): Builder[] {
  return (sections.custom ?? []).flatMap((custom): Builder[] => {
    const items = (custom.items ?? []).map((item, index): Builder => {
      const content: EntryContent = {
        lead: [item.title, item.subtitle].filter(Boolean).join(' · '),
        secondary: undefined,
        dates: item.date ?? '',
        description: item.description,
        bullets: item.highlights ?? [],
      };
      return (at) => entry(at, content, index === 0);
    });
    const title = custom.title;
    return items.length > 0 && title ? titled((at) => sectionTitle(title, at, 'custom'), items, context) : items;
  });
}

function entriesOf(name: SectionName, sections: Sections, context: Omit<Context, 'width'>): Builder[] {
  const { options } = context;
  const style = options.style;
  const period = (value: { startDate?: string; endDate?: string; current?: boolean }) => options.locale.formatPeriod(value, style.entry.dateFormat);
  const date = (value?: string) => options.locale.formatDate(value, style.entry.dateFormat);
  const entries = (contents: EntryContent[]): Builder[] => contents.map((content, index) => (at: Context) => entry(at, content, index === 0));
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
          current: item.current === true,
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
      return listBuilders((sections.languages ?? []).map((item) => ({ label: item.language ?? '', detail: item.fluency, level: { section: 'languages', text: item.fluency } })));
    case 'interests':
      return listBuilders((sections.interests ?? []).map((item) => ({ label: item.name ?? '', detail: (item.keywords ?? []).join(', ') || undefined })));
    case 'skills':
      return skillBuilders(sections);
    case 'custom':
      return customSectionBuilders(sections, context);
    case 'header':
      return [];
  }
}
