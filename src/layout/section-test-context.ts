/**
 * For tests of the section builders: a Context for a column of a template, with style fields
 * overridden (a design the catalogue does not have yet), at the template's default settings.
 */
import { layoutOptionsOf, templateDefaultSettings } from '../render/render-job.ts';
import { findTemplate } from '../templates/catalog.ts';
import type { TemplateStyle } from '../templates/template-style.ts';
import type { Context } from './section-context.ts';
import { themeOf } from './theme.ts';
import type { DrawItem, TextItem } from './draw-document.ts';
import type { Block } from './blocks.ts';

export type StyleOverride = { [K in keyof TemplateStyle]?: Partial<TemplateStyle[K]> };

/** `style` with each group's fields replaced by those `override` gives. */
export function styleWith(style: TemplateStyle, override: StyleOverride): TemplateStyle {
  const merged: Record<string, unknown> = { ...style };
  for (const [key, value] of Object.entries(override)) merged[key] = typeof value === 'object' && !Array.isArray(value) ? { ...(style as unknown as Record<string, object>)[key], ...value } : value;
  return merged as TemplateStyle;
}

export function sectionContext(override: StyleOverride = {}, extra: Partial<Context> = {}, templateId = 'BASALT', locale = 'en'): Context {
  const template = findTemplate(templateId)!;
  const base = layoutOptionsOf(templateDefaultSettings(template, locale), false);
  const options = { ...base, style: styleWith(base.style, override) };
  return { options, theme: themeOf(options), width: 300, ...extra };
}

/** Every item a block draws, its rows stacked from (0, 0). */
export function drawBlock(block: Block, x = 0): DrawItem[] {
  let top = block.spaceBefore;
  const items: DrawItem[] = [];
  for (const group of block.groups)
    for (const row of group.rows) {
      items.push(...row.draw(x, top));
      top += row.height;
    }
  return items;
}

export const textsOf = (items: DrawItem[]) => items.filter((item): item is TextItem => item.kind === 'text');
