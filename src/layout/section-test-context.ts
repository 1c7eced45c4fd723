/**
 * For tests of the section builders: a Context for a column of the engine tests' fixed design
 * (test-layout-options.ts: base.json's style, fixed colours), with the style fields a test relies on
 * overridden, so that no redesign of the catalogue changes what these tests see.
 */
import type { Context } from './section-context.ts';
import { themeOf } from './theme.ts';
import type { DrawItem, TextItem } from './draw-document.ts';
import type { Block } from './blocks.ts';
import { testLayoutOptions, type StyleOverride } from './test-layout-options.ts';

export { styleWith, type StyleOverride } from './test-layout-options.ts';

export function sectionContext(override: StyleOverride = {}, extra: Partial<Context> = {}, locale = 'en'): Context {
  const options = testLayoutOptions(override, { locale });
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
